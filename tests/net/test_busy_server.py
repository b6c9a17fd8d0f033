"""A take that reaches a busy server counts from when it came in, not when it was read (R7.3).

A real server on a thread of its own (as the host's app runs it), real sockets, the loopback
only. The server's loop is held busy for STALL_S, as a machine busy with other work holds it;
Bea presses at once and Ann GAP_MS later, both takes waiting in the server's sockets until the
loop is free. The stone is Bea's and her take is logged about when she pressed it. Read as the
loop got to them, both takes were stamped at the end of the stall, a coin decided the race
(too close to call) and Bea's take was logged STALL_S late (rok_qt.net.kernel_arrival).
"""

from __future__ import annotations

import asyncio
import threading
import time

from rok_qt.model.grab import takeable_stones
from rok_qt.model.moves import Take
from rok_qt.net.client import TableClient
from rok_qt.net.options import ServerOptions
from rok_qt.net.protocol import Logged, Snapshot
from rok_qt.net.server_thread import ServerThread
from tests.net.tables import ann_and_bea_thrown, next_of
from tests.net.test_hostile_race import race_seeds

STALL_S = 0.3
GAP_MS = 60.0
QUIET_S = 0.3
"""Until the screens' first quick pings are over: a message that comes in after a take, before
the server reads it, makes the take count from then (the kernel tells only when data last came
in), which is on the safe side but not what this test looks at."""


def _hold(busy: threading.Event) -> None:
    """The server's loop busy with something else for STALL_S."""
    busy.set()
    time.sleep(STALL_S)


async def _press(screen: TableClient, seat: int, stone: int) -> float:
    """The screen's take of `stone`, stamped by its race clock: the race ms it was pressed."""
    take = screen.stamper.stamp(Take(seat, stone, 0.0), screen.clock())
    await screen.send(take)
    assert isinstance(take.move, Take)
    return take.move.ms


async def _race(host: ServerThread, seed: int) -> tuple[int, float, float]:
    """Who owns the stone once the race is called, Bea's press and her take's logged ms."""
    uri = f"ws://127.0.0.1:{host.port}"
    ann, bea = await ann_and_bea_thrown(uri, uri, seed)
    await asyncio.gather(*(next_of(s, Snapshot, lambda m: m.revealed) for s in (ann, bea)))
    while not (ann.stamper.running and bea.stamper.running):
        await asyncio.sleep(0.005)
    await asyncio.sleep(QUIET_S)
    assert ann.state is not None
    stone = min(takeable_stones(ann.state))
    busy = threading.Event()
    host.call_soon(_hold, busy)
    assert await asyncio.to_thread(busy.wait, 5.0)
    bea_pressed = await _press(bea, 1, stone)
    await asyncio.sleep(GAP_MS / 1000.0)
    await _press(ann, 0, stone)
    logged = await next_of(ann, Logged, lambda m: isinstance(m.move, Take) and m.move.player == 1)
    await asyncio.sleep(1.0)   # the referee's window is over
    assert ann.state is not None and ann.state.live is not None
    owner = ann.state.live.taken[stone][0]
    for screen in (ann, bea):
        await screen.close()
    assert isinstance(logged.move, Take)
    return owner, bea_pressed, logged.move.ms


def test_R7_3_a_take_that_waited_for_a_busy_server_counts_from_when_it_came_in() -> None:
    host = ServerThread(ServerOptions(host=["127.0.0.1"], port=0, bot_pause_ms=20.0))
    host.start()
    try:
        owner, pressed, logged = asyncio.run(_race(host, race_seeds(1)[0]))
    finally:
        host.stop()
    assert owner == 1, "the earlier press lost to a take read before it"
    assert pressed - 1.0 <= logged < pressed + GAP_MS / 2, (pressed, logged)
