"""R7.3 through two windows on the loopback: two people reach for one stone at the same
instant, closer than the table server can tell apart. The coin gives it to one of them, and the
other's screen says, where the stone lay, that it was too close to call.

Bea plays from far away (a latency proxy, tests/app/test_network_window.py `far_away`): the
server keeps her stamp as she made it however busy this computer is, and her link's
uncertainty is the most a take is given (fairness.UNCERTAINTY_CAP_MS)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.events import TakeBeaten
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
INSTANT_MS = 0.5
"""Two stamps read one after the other this close are read at one instant."""
PLAYS = 3
"""Plays at a fresh table while a pause of this busy computer kept the two takes apart."""


def _holds(game: GameWidget, stone: int, seat: int) -> bool:
    """Whether this screen shows the stone in that seat's hand."""
    state = game.session.state
    live = None if state is None else state.live
    return live is not None and stone in live.taken and live.taken[stone][0] == seat


def _one_instant(ann: GameWidget, bea: GameWidget) -> tuple[float, float]:
    """Ann's and Bea's race stamps read at one instant. The two are read one after the other:
    Ann's is read again after Bea's, and all three again while a pause of this process (a busy
    computer) came between them."""
    for _try in range(50):
        ann_at, bea_at = ann.session.live_stamp(None, 0), bea.session.live_stamp(None, 1)
        if ann.session.live_stamp(None, 0) - ann_at < INSTANT_MS:
            break
    return ann_at, bea_at


@dataclass
class CloseRace:
    """Two takes of one stone at one instant, and what the screens made of them."""

    wins: tuple[MainWindow, MainWindow]
    games: tuple[GameWidget, GameWidget]
    stone: int
    sent: tuple[float, float]
    beaten: TakeBeaten
    told: list[tuple[int, str]]

    @property
    def kept_apart(self) -> bool:
        """Whether the server kept the two stamps further apart than they were sent: Ann's
        take, on the loopback, is given back a few ms at most, and a pause of this process
        (the screens and the server are one) before it reached the server sets it later."""
        sent = abs(self.sent[0] - self.sent[1])
        return abs(self.beaten.winner_ms - self.beaten.ms) > sent + 1.0


def _close_race(qtbot: QtBot, folder: Path, far_away: Callable[[str], str]) -> CloseRace:
    """Lin hosts, Bea joins from far away; the race goes and both take its first stone at
    one instant."""
    folder.mkdir()
    ann = screen(qtbot, folder, "ann")
    host_a_table(qtbot, ann)
    host_client = ann.network.client
    assert host_client is not None and ann.network.lobby is not None
    bea = screen(qtbot, folder, "bea")
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
    ann_game, bea_game = ann.network.widget, bea.network.widget
    assert ann_game is not None and bea_game is not None
    games = (ann_game, bea_game)
    qtbot.waitUntil(lambda: ann_game.asked is not None and ann_game.asked.kind == Phase.THROW,
                    timeout=WAIT_MS)
    asked = ann_game.asked
    assert asked is not None and asked.player is not None
    thrower = games[asked.player]
    qtbot.waitUntil(lambda: thrower.asked is not None and thrower.asked.kind == Phase.THROW,
                    timeout=WAIT_MS)
    with qtbot.wait_signals([ann_game.live.race_started, bea_game.live.race_started],
                            timeout=WAIT_MS):
        qtbot.keyClick(thrower, Qt.Key.Key_Space)
    state = ann_game.session.state
    assert state is not None and state.live is not None
    stone = sorted(takeable_stones(state))[0]
    told: list[tuple[int, str]] = []
    beaten: list[TakeBeaten] = []
    for seat, game in enumerate(games):
        game.live.lost_race.connect(lambda _stone, text, seat=seat: told.append((seat, text)))
        game.session.events_happened.connect(lambda events: beaten.extend(
            e for e in events if isinstance(e, TakeBeaten) and e.stone == stone))
    qtbot.waitUntil(lambda: bea_game.session.live_stamp(None, 1) > 300, timeout=WAIT_MS)
    # Both press at one instant: their screens' clocks both run from the table's one "go".
    ann_at, bea_at = _one_instant(ann_game, bea_game)
    assert abs(ann_at - bea_at) < 5.0
    assert ann_game.session.submit(Take(0, stone, ann_at))
    assert bea_game.session.submit(Take(1, stone, bea_at))
    qtbot.waitUntil(lambda: bool(beaten), timeout=WAIT_MS)
    return CloseRace((ann, bea), games, stone, (ann_at, bea_at), beaten[0], told)


def test_R7_3_a_take_too_close_to_call_is_told_so_on_the_losers_screen(
        qtbot: QtBot, tmp_path: Path, far_away: Callable[[str], str]) -> None:
    for play in range(PLAYS):   # again at a fresh table while a pause kept the takes apart
        race = _close_race(qtbot, tmp_path / f"play-{play}", far_away)
        if not race.kept_apart:
            break
        for win in reversed(race.wins):
            win.network.leave()
    assert race.beaten.within_ms > 0, f"sent {race.sent}, judged as {race.beaten}"
    qtbot.waitUntil(lambda: any("Too close to call" in text for _seat, text in race.told),
                    timeout=WAIT_MS)
    loser, text = next((seat, text) for seat, text in race.told if "Too close to call" in text)
    winner = ("Lin", "Bea")[1 - loser]
    assert text == f"Too close to call: {winner} won it on a coin"
    for game in race.games:
        qtbot.waitUntil(partial(_holds, game, race.stone, 1 - loser), timeout=WAIT_MS)
    for win in reversed(race.wins):
        win.network.leave()
