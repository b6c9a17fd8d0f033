"""A whole game through the latency proxy (issue 32, R7.3, R9.2), real processes, loopback only.

A `rok-qt-server` process on 127.0.0.1 trusting the proxy (`--trust-proxy 127.0.0.1`), the
organiser hosting a table of three open seats and a computer player on it directly (its link
bounded by the server's kernel), and three copies of the app joined through one
`tests.net.proxy.LatencyProxy` 20 ms each way (a 40 ms round trip, +-10 %) that passes each
one's round trip in its PROXY header, as HAProxy does (docs/server.md, "The race clock behind
a proxy"): they race All at once (`net_hands`) to the game-over dialog on every screen.
Every screen shows the same final scores as the server's game, and each copy keeps the
game's record among its kept games (*Watch a game*), which replays through the engine to
those scores.
"""

from __future__ import annotations

import asyncio
import json
import signal
from pathlib import Path

import pytest

from rok_qt.persistence.game_record import GameRecord
from rok_qt.persistence.record_store import list_records
from rok_qt.persistence.replay import replay
from tests.app.test_network_game import (
    DEADLINE_S,
    SERVER,
    Screen,
    drain,
    host_table,
    screens_in,
    start_when_seated,
    stop_all,
    watched,
)
from tests.net.proxy import Delay, LatencyProxy

ONE_WAY_MS = 20.0

pytestmark = pytest.mark.slow


def kept_games(screen: Screen) -> list[GameRecord]:
    """The records this copy keeps to be watched again (each readable one)."""
    return [listed.record for folder in screen.home.glob("data/*/records")
            for listed in list_records(folder) if listed.record is not None]


async def through_the_proxy(screens: list[Screen]) -> None:
    server = await asyncio.create_subprocess_exec(
        str(SERVER), "--host", "127.0.0.1", "--port", "0", "--trust-proxy", "127.0.0.1",
        stdout=asyncio.subprocess.PIPE)
    assert server.stdout is not None
    port = int((await server.stdout.readline()).decode().rsplit(":", 1)[1])
    proxy = LatencyProxy(port, Delay(ONE_WAY_MS, 0.1), Delay(ONE_WAY_MS, 0.1), send_rtt=True)
    await proxy.start()
    try:
        organiser, code = await host_table(port, 10_000)
        for screen in screens:
            await screen.start(f"127.0.0.1:{proxy.port}/{code}")
        await start_when_seated(organiser)
        drained = asyncio.ensure_future(drain(organiser))
        scores = [json.loads((await screen.line("scores")).split(" ", 1)[1])
                  for screen in screens]
        for screen in screens:
            assert await screen.exit_code() == 0
        final = organiser.state.scores if organiser.state is not None else None
        # R9.2: the same final scores on every screen as the server's own game.
        assert final is not None and len(final) == 4
        assert scores == [final, final, final]
        for screen in screens:   # every screen can watch the game again, to those scores
            records = kept_games(screen)
            assert len(records) == 1, (screen.name, records)
            watched_again = replay(records[0])
            assert watched_again.final.scores == final, screen.name
        assert len(proxy.rtts_sent) >= 3   # each copy's round trip went with it
        drained.cancel()
        await organiser.close()
    finally:
        await stop_all(screens)
        await proxy.close()
        server.send_signal(signal.SIGTERM)
        await server.wait()


def test_R7_3_three_screens_behind_the_latency_proxy_finish_with_the_same_scores_and_records(
        tmp_path: Path) -> None:
    screens = screens_in(tmp_path)
    asyncio.run(watched(screens, through_the_proxy(screens), DEADLINE_S))
