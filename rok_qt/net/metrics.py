"""What a table server counts, for Prometheus (``GET /metrics``, prometheus-client's text format).

Each server has a registry of its own (several servers may run in one process: tests, the
host's app). Counters and histograms are kept as things happen; the gauges (tables by phase,
connections, spectators) are read from the server when scraped, on its own event loop, so a
scrape sees one moment of it. Memory is the process's own (prometheus-client's process
collector: ``process_resident_memory_bytes``).
"""

from __future__ import annotations

from collections import Counter as Tally
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.process_collector import ProcessCollector
from prometheus_client.registry import Collector

CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"
TAKE_BUCKETS = (0.001, 0.002, 0.005, 0.0075, 0.01, 0.015, 0.02, 0.03, 0.05, 0.1, 0.25, 1.0)
"""Seconds from a take's arrival to its entry going out: the goal is 20 ms at p99."""
SETTLE_BUCKETS = (0.01, 0.02, 0.03, 0.05, 0.075, 0.1, 0.15, 0.2, 0.3, 0.5)


@dataclass
class Census:
    """The server at one moment: its tables by phase ("lobby" before the game), its
    connections and spectators, and whether it is draining."""

    tables: Tally[str]
    connections: int
    spectators: int
    draining: bool
    max_tables: int


class _Now(Collector):
    """The gauges read from the server at each scrape."""

    def __init__(self, census: Callable[[], Census]) -> None:
        self.census = census

    def describe(self) -> list[GaugeMetricFamily]:
        """Nothing up front: the server is read only when scraped."""
        return []

    def collect(self) -> Iterator[GaugeMetricFamily]:
        now = self.census()
        tables = GaugeMetricFamily("rok_tables", "Tables held, by phase of their game",
                                   labels=["phase"])
        for phase in ("lobby", "throw", "grab", "penalty", "flick", "order", "summary", "over"):
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


class ServerMetrics:
    """The counters of one server, and its page in the Prometheus text format."""

    def __init__(self, census: Callable[[], Census]) -> None:
        self.registry = CollectorRegistry(auto_describe=True)
        registry = self.registry
        self.received = Counter("rok_messages_received", "Messages from screens, by kind",
                                ["kind"], registry=registry)
        self.sent = Counter("rok_messages_sent", "Messages sent to screens", registry=registry)
        self.sent_bytes = Counter("rok_bytes_sent", "Bytes of messages sent to screens",
                                  registry=registry)
        self.refused = Counter("rok_refused", "Messages and connections refused, by reason",
                               ["reason"], registry=registry)
        self.take_to_event = Histogram(
            "rok_take_to_event_seconds",
            "From a race move's arrival to its log entry going out to every screen",
            buckets=TAKE_BUCKETS, registry=registry)
        self.settle_window = Histogram(
            "rok_race_settle_window_seconds", "The referee's settle window of each race",
            buckets=SETTLE_BUCKETS, registry=registry)
        self.tables_hosted = Counter("rok_tables_hosted", "Tables hosted (again included)",
                                     registry=registry)
        self.games_finished = Counter("rok_games_finished", "Games played to their end",
                                      registry=registry)
        self.tables_saved = Counter("rok_tables_saved", "Tables saved by a drain",
                                    registry=registry)
        self.connections_opened = Counter("rok_connections_opened", "Connections accepted",
                                          registry=registry)
        self.up = Gauge("rok_up", "1: the server runs", registry=registry)
        self.up.set(1)
        ProcessCollector(registry=registry)
        registry.register(_Now(census))
        self._received_kinds: dict[str, Callable[[], None]] = {}

    def message_in(self, kind: str) -> None:
        """One message of this kind arrived (the labelled child is looked up once)."""
        count = self._received_kinds.get(kind)
        if count is None:
            count = self._received_kinds[kind] = self.received.labels(kind).inc
        count()

    def page(self) -> bytes:
        """Everything, in the Prometheus text format."""
        return generate_latest(self.registry)
