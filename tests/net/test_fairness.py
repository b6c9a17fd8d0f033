"""The arithmetic of a fair race across computers (R7.3): clock sync, stamps, windows."""

from __future__ import annotations

import random

import pytest

from rok_qt.model.moves import Take
from rok_qt.net.clock import ClockSync, RaceStamper
from rok_qt.net.fairness import (
    KERNEL_MARGIN_MS,
    LOCAL_SETTLE_MS,
    MAX_ONE_WAY_MS,
    PROBE_REACH_MS,
    SETTLE_CAP_MS,
    TOLERANCE_MIN_MS,
    UNCERTAINTY_CAP_MS,
    Link,
    accept_stamp,
    go_delay,
    most_gained_ms,
    settle_window,
    stamp_uncertainty,
    table_uncertainty,
)
from rok_qt.net.protocol import Go, Pong


def _synced(offset: float, up: float, down: float, jitter: float, seed: int = 1) -> ClockSync:
    """A client whose clock is `offset` ms behind the server's, after 8 pings."""
    rng = random.Random(seed)
    sync = ClockSync()
    client = 1000.0
    for _ in range(8):
        ping = sync.ping(client)
        arrive = client + offset + up * (1 + rng.uniform(0, jitter))
        back = arrive + 0.2 + down * (1 + rng.uniform(0, jitter)) - offset
        sync.on_pong(Pong(ping.client_ms, arrive, arrive + 0.2), back)
        client = back + 2000.0
    return sync


@pytest.mark.parametrize(("up", "down"), [(1.0, 1.0), (20.0, 20.0), (90.0, 60.0)])
def test_R7_3_the_clock_offset_is_within_its_error_bound(up: float, down: float) -> None:
    sync = _synced(offset=12_345.0, up=up, down=down, jitter=0.2)
    assert abs(sync.offset_ms - 12_345.0) <= sync.error_ms
    assert sync.rtt_ms == pytest.approx(up + down, rel=0.25)


def test_R7_3_the_clock_keeps_the_last_8_samples_and_times_by_the_fastest() -> None:
    sync = ClockSync()
    assert sync.samples_kept == 0
    for n, rtt in enumerate([9.0, 3.0, 7.0, 8.0, 6.0, 5.0, 9.0, 4.0, 8.0, 7.0]):
        t0 = 1000.0 * n
        assert sync.sample(t0, t0 + 100.0 + rtt / 2, t0 + 100.0 + rtt / 2, t0 + rtt)
    assert sync.samples_kept == 8   # the 9 and the 3 have aged out
    assert sync.rtt_ms == 4.0 and sync.error_ms == 2.0
    assert sync.offset_ms == pytest.approx(100.0)


def test_a_pong_for_no_ping_of_ours_is_ignored() -> None:
    sync = ClockSync()
    assert not sync.on_pong(Pong(5.0, 10.0, 11.0), 20.0)
    assert not sync.synced


def test_R7_3_the_race_clock_starts_at_go_on_this_screen() -> None:
    sync = _synced(offset=500.0, up=10.0, down=10.0, jitter=0.0)
    stamper = RaceStamper(sync)
    start = stamper.on_go(Go(1, at_ms=10_500.0, race_ms=0.0, settle_ms=30.0))
    assert start == pytest.approx(10_000.0, abs=sync.error_ms)
    live = stamper.stamp(Take(1, 7, 0.0), start + 812.0)
    assert live.move.ms == pytest.approx(812.0)
    stamper.on_go(Go(1, at_ms=20_500.0, race_ms=3000.0, settle_ms=30.0))   # after a pause
    assert stamper.race_ms(20_100.0) == pytest.approx(3100.0, abs=sync.error_ms)


def _link(rtt: float, kernel: float | None = None) -> Link:
    link = Link(None if kernel is None else lambda: kernel)
    for _ in range(8):
        link.add(rtt)
    return link


def test_R7_3_an_honest_stamp_is_kept() -> None:
    link = _link(80.0)                        # one way 40 ms
    assert accept_stamp(960.0, arrival_ms=1000.0, link=link) == 960.0


def test_R7_3_a_stamp_earlier_than_its_arrival_allows_is_raised_to_the_bound() -> None:
    link = _link(80.0)
    kept = accept_stamp(0.0, arrival_ms=1000.0, link=link)
    assert kept == pytest.approx(1000.0 - link.cap_ms)
    assert 1000.0 - kept == pytest.approx(most_gained_ms(link))


def test_R7_3_a_stamp_from_the_future_or_not_a_number_counts_as_its_arrival() -> None:
    link = _link(10.0)
    assert accept_stamp(5000.0, arrival_ms=1000.0, link=link) == 1000.0
    assert accept_stamp(float("nan"), arrival_ms=1000.0, link=link) == 1000.0


def test_R7_3_only_an_echo_of_a_probe_the_server_sent_counts_and_only_once() -> None:
    link = Link()
    nonce = link.probe(1000.0)
    assert not link.echo(nonce + 1, 1001.0)          # forged: no such probe
    assert not link.measured
    assert link.echo(nonce, 1030.0)
    assert link.rtt_ms == 30.0
    assert not link.echo(nonce, 1031.0)              # replayed
    assert link.refused_echoes == 2


def test_R7_3_slowing_the_echoes_later_buys_nothing_the_lowest_round_trip_stays() -> None:
    link = _link(10.0)
    for _ in range(20):
        link.add(900.0)
    assert link.rtt_ms == 900.0                        # what the seat list shows now
    assert link.one_way_ms == 5.0                      # what a stamp is given


def test_R7_3_echoes_held_from_the_first_buy_nothing_over_the_kernels_round_trip() -> None:
    held = _link(1000.0, kernel=0.05)
    assert held.one_way_ms == pytest.approx((0.05 + KERNEL_MARGIN_MS) / 2)
    assert _link(10_000.0).one_way_ms == MAX_ONE_WAY_MS   # behind a proxy: capped only


def test_R7_3_a_kernel_measure_above_the_links_lowest_buys_held_echoes_at_most_3_ms() -> None:
    # A proxy measured both links once as they opened, at 160 ms, on a 150 ms link: held
    # echoes keep that; honest ones may lower it only PROBE_REACH_MS (module docstring).
    held, honest = _link(450.0, kernel=160.0), _link(150.0, kernel=160.0)
    assert held.cap_ms - honest.cap_ms <= 0.75 * (PROBE_REACH_MS + KERNEL_MARGIN_MS) <= 3.0
    assert honest.bound_ms == 160.0 - PROBE_REACH_MS
    assert _link(158.5, kernel=160.0).bound_ms == 158.5      # within reach: the echoes'


def test_R7_3_a_client_that_always_claims_the_most_spends_its_quota_and_keeps_nothing() -> None:
    link = _link(80.0)                                 # one way 40, cap 63, refill 43
    given = [1000.0 - accept_stamp(0.0, 1000.0, link) for _ in range(12)]
    assert given[0] == pytest.approx(link.cap_ms)
    assert given[-1] == pytest.approx(link.refill_ms)  # the jitter allowance is spent
    honest = _link(80.0)
    late = [1000.0 - accept_stamp(1000.0 - lag, 1000.0, honest)
            for lag in (41.0, 55.0, 39.0, 60.0, 40.0, 44.0) * 2]
    assert late == pytest.approx([41.0, 55.0, 39.0, 60.0, 40.0, 44.0] * 2)


def test_R7_3_the_settle_window_is_the_largest_cap_bounded_to_250_ms() -> None:
    near, far = _link(2.0), _link(40.0)
    assert settle_window([near]) == LOCAL_SETTLE_MS
    assert settle_window([near, far]) == pytest.approx(far.cap_ms)
    assert settle_window([_link(2000.0)]) == SETTLE_CAP_MS
    assert go_delay([_link(2.0), _link(150.0)]) > 75.0


def test_R7_3_a_stamps_uncertainty_is_the_servers_measure_and_never_makes_30_ms_a_coin() -> None:
    loopback, far = _link(0.1), _link(150.0)
    assert stamp_uncertainty(loopback) == pytest.approx(TOLERANCE_MIN_MS, abs=0.01)
    assert stamp_uncertainty(far) == pytest.approx(TOLERANCE_MIN_MS + 7.5)
    assert stamp_uncertainty(_link(2000.0)) == UNCERTAINTY_CAP_MS
    assert stamp_uncertainty(Link()) <= UNCERTAINTY_CAP_MS, "before the first echo"
    assert 2 * UNCERTAINTY_CAP_MS <= 30.0, "the truly earlier press wins at 30 ms and more"
    assert table_uncertainty([loopback, far]) == stamp_uncertainty(far)
    assert table_uncertainty([]) == 0.0
