"""What a table server counts, for Prometheus (``GET /metrics``, prometheus-client's text format).

The counts are plain numbers kept as things happen (no lock, no import: the host's app runs a
server too, and its bundle leaves out what prometheus-client's exposition needs); a scrape
turns them, and the gauges read from the server at that moment (tables by phase, connections,
spectators), into the text format through prometheus-client, imported then. Each server has
its own counts (several servers may run in one process: tests, the host's app). Memory is the
process's own (prometheus-client's process collector: ``process_resident_memory_bytes``).
"""

from __future__ import annotations

import bisect
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"
TAKE_BUCKETS = (0.001, 0.002, 0.005, 0.0075, 0.01, 0.015, 0.02, 0.03, 0.05, 0.1, 0.25, 1.0)
"""Seconds from a take's arrival to its entry going out: the goal is 20 ms at p99."""
SETTLE_BUCKETS = (0.01, 0.02, 0.03, 0.05, 0.075, 0.1, 0.15, 0.2, 0.3, 0.5)
PHASES = ("lobby", "throw", "grab", "penalty", "flick", "order", "summary", "over")


@dataclass
class Census:
    """The server at one moment: its tables by phase ("lobby" before the game), its
    connections and spectators, and whether it is draining."""

    tables: Counter[str]
    connections: int
    spectators: int
    draining: bool
    max_tables: int


class Count:
    """A counter."""

    def __init__(self) -> None:
        self.value = 0.0

    def inc(self, amount: float = 1.0) -> None:
        self.value += amount


class Labelled:
    """Counters by one label's value."""

    def __init__(self) -> None:
        self.children: dict[str, Count] = {}

    def labels(self, value: str) -> Count:
        child = self.children.get(value)
        if child is None:
            child = self.children[value] = Count()
        return child


@dataclass
class Histogram:
    """Observations in cumulative buckets (seconds), as Prometheus keeps them."""

    bounds: tuple[float, ...]
    counts: list[int] = field(default_factory=list)
    total: float = 0.0

    def __post_init__(self) -> None:
        self.counts = [0] * (len(self.bounds) + 1)

    def observe(self, seconds: float) -> None:
        self.counts[bisect.bisect_left(self.bounds, seconds)] += 1
        self.total += seconds

    def buckets(self) -> list[tuple[str, float]]:
        """(upper bound, cumulative count), +Inf last."""
        running, out = 0, []
        for bound, count in zip((*map(repr, self.bounds), "+Inf"), self.counts, strict=True):
            running += count
            out.append((bound, float(running)))
        return out


_COUNTERS = (
    ("sent", "rok_messages_sent", "Messages sent to screens"),
    ("sent_bytes", "rok_bytes_sent", "Bytes of messages sent to screens"),
    ("tables_hosted", "rok_tables_hosted", "Tables hosted (again included)"),
    ("games_finished", "rok_games_finished", "Games played to their end"),
    ("tables_saved", "rok_tables_saved", "Tables saved by a drain"),
    ("connections_opened", "rok_connections_opened", "Connections accepted"),
    ("lobbies_expired", "rok_lobbies_expired", "Tables closed because their game never started"),
    ("wrong_codes", "rok_wrong_codes", "Joins with a table code no table has"),
)


class ServerMetrics:
    """The counts of one server, and its page in the Prometheus text format."""

    def __init__(self, census: Callable[[], Census]) -> None:
        self.census = census
        self.received = Labelled()
        """Messages from screens, by kind."""
        self.refused = Labelled()
        """Messages and connections refused, by reason."""
        self.sent, self.sent_bytes = Count(), Count()
        self.tables_hosted, self.games_finished = Count(), Count()
        self.tables_saved, self.connections_opened = Count(), Count()
        self.lobbies_expired, self.wrong_codes = Count(), Count()
        self.take_to_event = Histogram(TAKE_BUCKETS)
        """From a race move's arrival to its log entry going out to every player (s)."""
        self.settle_window = Histogram(SETTLE_BUCKETS)
        """The referee's settle window of each race (s)."""

    def message_in(self, kind: str) -> None:
        """One message of this kind arrived."""
        self.received.labels(kind).inc()

    def page(self) -> bytes:
        """Everything, in the Prometheus text format."""
        from prometheus_client import CollectorRegistry, generate_latest
        from prometheus_client.process_collector import ProcessCollector

        registry = CollectorRegistry(auto_describe=False)
        ProcessCollector(registry=registry)
        registry.register(_Collector(self))
        return generate_latest(registry)


class _Collector:
    """The counts and the census as Prometheus metric families."""

    def __init__(self, metrics: ServerMetrics) -> None:
        self.metrics = metrics

    def describe(self) -> list[Any]:
        return []

    def collect(self) -> Iterator[Any]:
        from prometheus_client.core import (
            CounterMetricFamily,
            GaugeMetricFamily,
            HistogramMetricFamily,
        )

        m, now = self.metrics, self.metrics.census()
        tables = GaugeMetricFamily("rok_tables", "Tables held, by phase of their game",
                                   labels=["phase"])
        for phase in PHASES:
            tables.add_metric([phase], now.tables.get(phase, 0))
        yield tables
        yield GaugeMetricFamily("rok_tables_max", "Tables this server may hold at once",
                                value=now.max_tables)
        yield GaugeMetricFamily("rok_connections", "Open connections of screens and spectators",
                                value=now.connections)
        yield GaugeMetricFamily("rok_spectators", "Connections watching a table without a seat",
                                value=now.spectators)
        yield GaugeMetricFamily("rok_draining", "1 while the server drains (no new tables)",
                                value=1 if now.draining else 0)
        for name, help_text, labelled, label in (
                ("rok_messages_received", "Messages from screens, by kind", m.received, "kind"),
                ("rok_refused", "Messages and connections refused, by reason", m.refused,
                 "reason")):
            family = CounterMetricFamily(name, help_text, labels=[label])
            for value, count in sorted(labelled.children.items()):
                family.add_metric([value], count.value)
            yield family
        for attribute, name, help_text in _COUNTERS:
            yield CounterMetricFamily(name, help_text, value=getattr(m, attribute).value)
        for histogram, name, help_text in (
                (m.take_to_event, "rok_take_to_event_seconds",
                 "From a race move's arrival to its log entry going out to every player"),
                (m.settle_window, "rok_race_settle_window_seconds",
                 "The referee's settle window of each race")):
            yield HistogramMetricFamily(name, help_text, buckets=histogram.buckets(),
                                        sum_value=histogram.total)
