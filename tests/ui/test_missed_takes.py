"""Missed takes in the live race (R7.2), through the window: a person who reaches for a stone
already gone is told who had it and by how much, on the table and in the round's summary."""

from __future__ import annotations

import math
import re

from PySide6.QtCore import QPointF
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.events import Event, GrabEnd, GrabEnded, PickFormed, TakeBeaten
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller, PlayMode
from rok_qt.session_clock import ManualClock
from rok_qt.ui.game.game_widget import GameWidget
from rok_qt.ui.input.seats import SeatInputs
from rok_qt.ui.input.touch import touch_input
from rok_qt.ui.table.animations import AnimationSpeed
from tests.ui.driver import WAIT_MS, click_at, current, drag
from tests.ui.test_live_race import live_config, start_race, until_a_bot_takes
from tests.ui.test_touch import touch_screen
from tests.ui.together import throw_to_the_live_grab

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
    assert state.live is not None and claim.balance is not None
    assert claim.balance == state.players[0].balance, "the claim is on Ann's balance stone"
    twin = claim.a
    lying = state.live.origins[twin]
    with qtbot.waitSignal(game.live.lost_race, timeout=WAIT_MS) as lost:
        drag(qtbot, game, game.scene.to_scene(lying.x, lying.y),
             game.scene.stones[claim.balance].pos())
    match = re.fullmatch(r"Bot 1 was faster by (\d+\.\d) s", lost.args[1])
    assert lost.args[0] == twin and match is not None, lost.args[1]
    assert [note.item.text() for note in game.live.notes] == [lost.args[1]]
    window.set_animation_speed(AnimationSpeed.OFF)   # the round's settling, not watched here
    clock.advance(100)   # the claim ended the grab (R4.6): the round settles
    qtbot.waitUntil(lambda: game.router.summary is not None, timeout=WAIT_MS)
    ended = [e for e in seen if isinstance(e, GrabEnded)]
    assert [(e.reason, e.ms) for e in ended] == [(GrabEnd.CLEARED, claim.ms)], \
        "Ann's reach came after the claim that ended the grab"
    assert game.router.summary is not None
    report = game.router.summary.report.toPlainText()
    assert re.search(r"Bot 1 reached the black fehu first, by .+ \(too late: (.+, )?you \+"
                     + re.escape(match.group(1)) + " s\\)", report), report


def test_R7_2_a_reach_just_after_a_claim_ended_the_grab_is_told_and_listed(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock) -> None:
    """Bot 1's claim on Ann's balance stone ends the grab (R4.6); Ann's hand comes down where
    the twin lay 0.3 s later: the table says who had it and by how much, the summary too."""
    window = race_window
    game = start_race(qtbot, window, seed=CLAIM_SEED)
    seen: list[Event] = []
    window.session.events_happened.connect(seen.extend)
    claim = until_a_bot_claims(clock, seen)
    state = current(game)
    assert state.live is not None
    lying = state.live.origins[claim.a]
    took = state.live.taken[claim.a]
    clock.advance(100)
    assert [e.reason for e in seen if isinstance(e, GrabEnded)] == [GrabEnd.CLEARED]
    clock.advance(300)
    at = game.scene.to_scene(lying.x, lying.y)
    summary = game.router.summary
    host = None if summary is None else summary.parentWidget()
    assert summary is None or host is None or not summary.geometry().contains(
        game.view.mapTo(host, game.view.mapFromScene(at))), \
        "the spot is on the table, not under the summary"
    with qtbot.waitSignal(game.live.lost_race, timeout=WAIT_MS) as lost:
        click_at(qtbot, game, at)
    match = re.fullmatch(r"Bot 1 was faster by (\d+\.\d) s", lost.args[1])
    assert lost.args[0] == claim.a and match is not None, lost.args[1]
    assert took[0] == 1 and abs(float(match.group(1)) * 1000 - (claim.ms + 400 - took[1])) < 60
    assert [note.item.text() for note in game.live.notes] == [lost.args[1]]
    qtbot.waitUntil(lambda: game.router.summary is not None, timeout=WAIT_MS)
    assert game.router.summary is not None
    report = game.router.summary.report.toPlainText()
    assert re.search(r"Bot 1 reached the black fehu first, by .+ \(too late: (.+, )?you \+"
                     + re.escape(match.group(1)) + " s\\)", report), report
    clock.advance(3000)   # long after the race, a press there is only a press
    click_at(qtbot, game, at)
    assert len(game.live.notes) == 1


def start_by_touch(qtbot: QtBot, window: MainWindow, config: GameConfig,
                   people: list[int]) -> GameWidget:
    """The first live grab running in the window, each of `people` playing by touch."""
    game = window.game
    game.live.countdown.set_step_ms(5)
    seats = SeatInputs(game)
    for seat in people:
        assert seats.bind(seat, touch_input(seat))
    game.set_inputs(seats, [])
    assert window.start(config)
    throw_to_the_live_grab(qtbot, game)
    touch = game.live.touch
    assert touch is not None
    qtbot.waitUntil(lambda: touch.running, timeout=WAIT_MS)
    return game


def tap(game: GameWidget, point: QPointF) -> None:
    """A finger down and up on the table at a scene point."""
    viewport = game.view.viewport()
    window = viewport.window().windowHandle()
    at = viewport.mapTo(viewport.window(), game.view.mapFromScene(point))
    QTest.touchEvent(window, touch_screen()).press(3, at, window).commit()
    QTest.touchEvent(window, touch_screen()).release(3, at, window).commit()


def test_R7_2_a_finger_where_a_stone_lay_says_who_had_it_and_by_how_much(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock) -> None:
    """One person at the screen, by touch: the finger is theirs, however late it comes."""
    window = race_window
    game = start_by_touch(qtbot, window, live_config(5, match_ms=2500), people=[0])
    seen: list[Event] = []
    window.session.events_happened.connect(seen.extend)
    taken = until_a_bot_takes(clock, seen)
    state = current(game)
    assert state.live is not None
    lying = state.live.origins[taken.stone]
    clock.advance(1200)   # the finger comes down well over a second after the stone went
    with qtbot.waitSignal(game.live.lost_race, timeout=WAIT_MS) as lost:
        tap(game, game.scene.to_scene(lying.x, lying.y))
    match = re.fullmatch(r"Bot [12] was faster by (\d+\.\d) s", lost.args[1])
    assert lost.args[0] == taken.stone and match is not None, lost.args[1]
    assert float(match.group(1)) >= 1.0, "by how much: more than a second"
    assert [note.item.text() for note in game.live.notes] == [lost.args[1]]
    assert game.live.notes[0].item.isVisible()


def test_R7_2_with_several_people_by_touch_the_finger_is_the_seat_on_whose_side_it_came_down(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock) -> None:
    """Ann and Bea by touch: a finger where the stone Bot took lay reaches for it for the
    person whose side of the table it came down on (the referee judges their race)."""
    window = race_window
    config = GameConfig([SeatConfig("Ann", Controller.HUMAN, 30),
                         SeatConfig("Bea", Controller.HUMAN, 31),
                         SeatConfig("Bot", Controller.MATCH, 40, match_ms=2500,
                                    match_percent=100)],
                        seed=5, time_limit_ms=None, mode=PlayMode.LIVE)
    game = start_by_touch(qtbot, window, config, people=[0, 1])
    seen: list[Event] = []
    window.session.events_happened.connect(seen.extend)
    taken = until_a_bot_takes(clock, seen)
    state = current(game)
    assert state.live is not None
    lying = game.scene.to_scene(state.live.origins[taken.stone].x,
                                state.live.origins[taken.stone].y)
    clock.advance(300)
    for seat in (0, 1):   # a finger a little way in from each person's side of the stone
        way = game.scene.seat_direction(seat)
        near = lying + way * 4.0
        beaten = len([e for e in seen if isinstance(e, TakeBeaten)])
        with qtbot.waitSignal(game.live.lost_race, timeout=WAIT_MS) as lost:
            tap(game, near)
        assert re.fullmatch(r"Bot was faster by \d+\.\d s", lost.args[1]), lost.args[1]
        reach = [e for e in seen if isinstance(e, TakeBeaten)][beaten:]
        bearing = math.atan2(near.y(), near.x())
        sides = {s: abs((bearing - math.atan2(game.scene.seat_direction(s).y(),
                                              game.scene.seat_direction(s).x()) + math.pi)
                        % (2 * math.pi) - math.pi) for s in (0, 1)}
        assert [e.player for e in reach] == [min(sides, key=sides.__getitem__)]
        clock.advance(100)
