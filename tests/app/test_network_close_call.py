"""R7.3 through two windows on the loopback: two people reach for one stone at the same
instant, closer than the table server can tell apart. The coin gives it to one of them, and the
other's screen says, where the stone lay, that it was too close to call.

Bea plays from far away (a latency proxy, tests/app/test_network_window.py `far_away`): the
server keeps her stamp as she made it however busy this computer is, and her link's
uncertainty is the most a take is given (fairness.UNCERTAINTY_CAP_MS)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rok_qt.model.grab import takeable_stones
from rok_qt.model.moves import Take
from rok_qt.model.state import Phase
from rok_qt.ui.game.game_widget import GameWidget
from tests.app.test_network_window import (
    FAR_MS,
    WAIT_MS,
    far_away,
    host_a_table,
    loopback_only,
    screen,
)

__all__ = ["far_away", "loopback_only"]   # the fixtures (127.0.0.1 alone), for pytest

SYNCED_MS = 6.0
"""A round trip this close to the proxy's leaves Bea's clock within 3 ms of the table's."""


def _holds(game: GameWidget, stone: int, seat: int) -> bool:
    """Whether this screen shows the stone in that seat's hand."""
    state = game.session.state
    live = None if state is None else state.live
    return live is not None and stone in live.taken and live.taken[stone][0] == seat


def test_R7_3_a_take_too_close_to_call_is_told_so_on_the_losers_screen(
        qtbot: QtBot, tmp_path: Path, far_away: Callable[[str], str]) -> None:
    ann = screen(qtbot, tmp_path, "ann")
    host_a_table(qtbot, ann)
    host_client = ann.network.client
    assert host_client is not None and ann.network.lobby is not None
    bea = screen(qtbot, tmp_path, "bea")
    assert bea.network.join_address(far_away(ann.network.lobby.address.text()), ["Bea"])
    bea_client = bea.network.client
    assert bea_client is not None
    with qtbot.wait_signal(bea_client.welcomed, timeout=WAIT_MS):
        pass
    # "One instant" on two screens needs their clocks to agree: NTP's estimate of Bea's is
    # off by at most half of how much its best ping's round trip exceeds the proxy's 2 x FAR_MS
    # (a busy computer delays some pings), so wait for one within SYNCED_MS of it.
    qtbot.waitUntil(lambda: bea_client.link.clock.synced
                    and bea_client.link.clock.rtt_ms < 2 * FAR_MS + SYNCED_MS, timeout=WAIT_MS)
    with qtbot.wait_signals([host_client.started, bea_client.started], timeout=WAIT_MS):
        host_client.start_game(False)
    games = (ann.network.widget, bea.network.widget)
    ann_game, bea_game = games
    assert ann_game is not None and bea_game is not None
    qtbot.waitUntil(lambda: ann_game.asked is not None and ann_game.asked.kind == Phase.THROW,
                    timeout=WAIT_MS)
    asked = ann_game.asked
    assert asked is not None and asked.player is not None
    thrower = games[asked.player]
    assert thrower is not None
    qtbot.waitUntil(lambda: thrower.asked is not None and thrower.asked.kind == Phase.THROW,
                    timeout=WAIT_MS)
    with qtbot.wait_signals([ann_game.live.race_started, bea_game.live.race_started],
                            timeout=WAIT_MS):
        qtbot.keyClick(thrower, Qt.Key.Key_Space)
    state = ann_game.session.state
    assert state is not None and state.live is not None
    stone = sorted(takeable_stones(state))[0]
    told: list[tuple[int, str]] = []
    for seat, game in enumerate(games):
        assert game is not None
        game.live.lost_race.connect(lambda _stone, text, seat=seat: told.append((seat, text)))
    qtbot.waitUntil(lambda: bea_game.session.live_stamp(None, 1) > 300, timeout=WAIT_MS)
    # Both press at one instant: their screens' clocks both run from the table's one "go".
    ann_at, bea_at = ann_game.session.live_stamp(None, 0), bea_game.session.live_stamp(None, 1)
    assert abs(ann_at - bea_at) < 5.0
    assert ann_game.session.submit(Take(0, stone, ann_at))
    assert bea_game.session.submit(Take(1, stone, bea_at))
    qtbot.waitUntil(lambda: any("Too close to call" in text for _seat, text in told),
                    timeout=WAIT_MS)
    loser, text = next((seat, text) for seat, text in told if "Too close to call" in text)
    winner = ("Lin", "Bea")[1 - loser]
    assert text == f"Too close to call: {winner} won it on a coin"
    for game in games:
        assert game is not None
        qtbot.waitUntil(partial(_holds, game, stone, 1 - loser), timeout=WAIT_MS)
    for win in (bea, ann):
        win.network.leave()
