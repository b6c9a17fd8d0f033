"""Missed takes in the live race (R7.2), through the window: a person who reaches for a stone
already gone is told who had it and by how much, on the table and in the round's summary."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.events import Event, GrabEnd, GrabEnded, PickFormed
from rok_qt.session_clock import ManualClock
from rok_qt.ui.table.animations import AnimationSpeed
from tests.ui.driver import WAIT_MS, current, drag
from tests.ui.test_live_race import start_race

CLAIM_SEED = 2
"""A game whose first grab ends (R4.6) when Bot 1 lays the twin of Ann's balance stone on it."""


def until_a_bot_claims(clock: ManualClock, seen: list[Event]) -> PickFormed:
    """Move the race clock on in small steps until a computer player lays a twin on a balance
    stone (a claim, R4.5 b): the race is then a moment past that claim."""
    for _ in range(2000):
        clock.advance(5)
        claims = [e for e in seen if isinstance(e, PickFormed) and e.balance is not None
                  and e.player != 0]
        if claims:
            return claims[0]
    raise AssertionError("no computer player claimed a twin in 10 s of race")


def test_R7_2_a_claim_a_computer_player_made_first_is_a_race_the_person_lost(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock) -> None:
    """Bot 1 lays the twin on Ann's balance stone, ending the grab; Ann drags the same twin
    onto her balance stone a moment later: the table and the summary say who was faster."""
    window = race_window
    window.set_animation_speed(AnimationSpeed.FAST)   # the claimed twin flies to the balance
    game = start_race(qtbot, window, seed=CLAIM_SEED)
    seen: list[Event] = []
    window.session.events_happened.connect(seen.extend)
    claim = until_a_bot_claims(clock, seen)
    state = current(game)
    assert state.live is not None and claim.balance == state.players[0].balance
    twin = claim.a
    lying = state.live.origins[twin]
    with qtbot.waitSignal(game.live.lost_race, timeout=WAIT_MS) as lost:
        drag(qtbot, game, game.scene.to_scene(lying.x, lying.y),
             game.scene.stones[claim.balance].pos())
    match = re.fullmatch(r"Bot 1 was faster by (\d+\.\d) s", lost.args[1])
    assert lost.args[0] == twin and match is not None, lost.args[1]
    assert [note.item.text() for note in game.live.notes] == [lost.args[1]]
    clock.advance(100)   # the claim ended the grab (R4.6): the round settles
    qtbot.waitUntil(lambda: game.router.summary is not None, timeout=WAIT_MS)
    ended = [e for e in seen if isinstance(e, GrabEnded)]
    assert [(e.reason, e.ms) for e in ended] == [(GrabEnd.CLEARED, claim.ms)], \
        "Ann's reach came after the claim that ended the grab"
    assert game.router.summary is not None
    report = game.router.summary.report.toPlainText()
    assert re.search(r"Bot 1 reached the black fehu first, by .+ \(too late: you \+"
                     + re.escape(match.group(1)) + " s\\)", report), report
