"""Everyone's taken stones wait by their seat (R7.2), each clear of the others: no pile at the
table's edge (issue 30, item 8), live and in a replay alike (both lay hands out with LiveHands)."""

from __future__ import annotations

import itertools
import math

from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.grab import pick_stones
from rok_qt.model.physics import TABLE_RADIUS
from rok_qt.session_clock import ManualClock
from tests.ui.driver import current
from tests.ui.test_live_race import start_race


def test_R7_2_a_computer_players_taken_stones_lie_apart_by_their_seat(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock) -> None:
    game = start_race(qtbot, race_window, seed=5, match_ms=900.0)

    def hands() -> dict[int, list[int]]:
        state = current(game)
        live = state.live
        if live is None:
            return {}
        return {seat: [s for pick in state.picks[seat] for s in pick_stones(pick)]
                + list(live.held[seat]) for seat in (1, 2)}

    most = 0
    for _ in range(400):
        clock.advance(25)
        qtbot.wait(1)
        if current(game).live is None:
            break
        held = hands()
        if sum(map(len, held.values())) < 3:
            continue
        qtbot.waitUntil(lambda: not any(game.live.hands.flying(s) for h in hands().values()
                                        for s in h), timeout=5000)
        held = hands()
        most = max(most, sum(map(len, held.values())))
        stones = [game.scene.stones[s] for h in held.values() for s in h]
        for a, b in itertools.combinations(stones, 2):
            apart = math.hypot(a.pos().x() - b.pos().x(), a.pos().y() - b.pos().y())
            assert apart >= 2 * a.radius, "one taken stone lies on another"
        for seat, taken in held.items():
            way = game.scene.seat_direction(seat)
            for stone in taken:
                at = game.scene.stones[stone].pos()
                assert math.hypot(at.x(), at.y()) <= TABLE_RADIUS - game.scene.stones[
                    stone].radius, "inside the rim, not on it"
                assert at.x() * way.x() + at.y() * way.y() > 0, "on its taker's side"
    assert most >= 3, "the computer players took stones"
