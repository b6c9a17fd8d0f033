"""Every capture is seen (R5.3): marked, said where the eye is, flown one stone at a time, and
held until the people say they are ready; the round log keeps what was said."""

from __future__ import annotations

import copy

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from rok_qt.app.preferences import Preferences
from rok_qt.app.window import MainWindow
from rok_qt.model.events import Captured, Event
from rok_qt.model.moves import Move
from rok_qt.model.state import Controller, GameState, Phase
from rok_qt.session_clock import ManualClock
from rok_qt.ui import theme
from rok_qt.ui.game.bar_action import BarAction
from rok_qt.ui.game.ready_gate import GUARD_MS
from rok_qt.ui.persons import Persons
from rok_qt.ui.table.animations import AnimationSpeed
from rok_qt.ui.table.capture_show import capture_line
from rok_qt.ui.table.focus_ring import seat_ring_colour
from tests.app.saving_support import position
from tests.support import replay
from tests.ui.driver import WAIT_MS, current

BOT_WAIT_MS = 60_000
"""Computer players wait this long: the test plays the scripted capturing move itself."""


def before_a_capture() -> tuple[GameState, Move, Captured]:
    """A scripted three-player game just before the move whose settling captures."""
    found = position(3, lambda s: s.phase == Phase.SUMMARY and any(
        isinstance(e, Captured) and len(e.treasure_stones) >= 2 for e in s.log))
    state = replay(found.players, found.seed, found.moves[:found.played - 1])
    capture = next(e for e in found.state.log if isinstance(e, Captured))
    return copy.deepcopy(state), found.moves[found.played - 1], capture


def seat_the_viewer(state: GameState, viewer: int) -> None:
    """The viewer is the one person at the screen; everyone else a computer player."""
    for seat, player in enumerate(state.players):
        player.controller = Controller.HUMAN if seat == viewer else Controller.ADEPT


@pytest.mark.parametrize(("speed", "text_size"), [
    (AnimationSpeed.FAST, 100), (AnimationSpeed.CALM, 100), (AnimationSpeed.OFF, 100),
    (AnimationSpeed.FAST, 200)])
def test_R5_3_a_capture_is_marked_said_and_held_until_ready(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock, speed: AnimationSpeed,
        text_size: int, qapp: QApplication) -> None:
    """Also with reduced motion (calm) and with the largest text (the line grows, and still
    keeps clear of the seats, the bag and the stones)."""
    try:
        captured_and_held(qtbot, race_window, clock, speed, text_size)
    finally:
        theme.apply(qapp, theme.Look())


def captured_and_held(qtbot: QtBot, race_window: MainWindow, clock: ManualClock,
                      speed: AnimationSpeed, text_size: int) -> None:
    window = race_window
    state, move, capture = before_a_capture()
    viewer = capture.victim
    seat_the_viewer(state, viewer)
    calm = speed == AnimationSpeed.CALM   # as a person sets it: Preferences > Reduce motion
    window.apply_preferences(Preferences(reduced_motion=calm, text_size=text_size,
                                         speed=AnimationSpeed.FAST if calm else speed))
    window.session.set_bot_delay_ms(BOT_WAIT_MS)
    game = window.game
    window.session.load_state(state)
    names = [p.name for p in state.players]
    line = capture_line(Persons(names, viewer), capture)
    assert line.startswith(f"{names[capture.claimant]} takes your ")
    assert "twin of your balance stone" in line
    seen_at_start: list[tuple[list[str], bool, bool]] = []
    counts: set[int] = set()

    def started(event: Event, _scale: float) -> None:
        if isinstance(event, Captured):
            balance = game.scene.stones[event.balance_stone]
            ringed = {r.parentItem() for r in game.router.captures.rings}
            seen_at_start.append((game.router.captures.texts(), balance.isVisible(),
                                  ringed == {balance, game.scene.stones[event.claim_stone]}))

    game.animator.step_started.connect(started)
    claimant = game.scene.panels[capture.claimant]

    def summary_waits() -> bool:
        counts.add(len(claimant.treasure))
        return game.action == BarAction.READY

    assert window.session.submit(move)
    qtbot.waitUntil(summary_waits, timeout=WAIT_MS)
    if speed != AnimationSpeed.OFF:   # reduced motion (calm) keeps all of it but the flight
        assert seen_at_start and line in seen_at_start[0][0], \
            "the line is said as the capture begins, before the stones fly"
        assert seen_at_start[0][1], "the captured balance stone is on its seat"
        assert seen_at_start[0][2], "it and the twin that took it are ringed"
    if speed == AnimationSpeed.FAST:
        stones = 1 + len(capture.stones)
        assert len(counts) >= min(stones, 4), "the stones arrive one by one, not all at once"
    assert line in game.router.captures.texts()
    assert claimant.mark_colour == seat_ring_colour(capture.claimant), "the captor's seat"
    assert {capture.claim_stone, capture.balance_stone} <= set(claimant.marked)
    shown = game.router.captures.lines[0]
    assert shown.text.font().pixelSize() == theme.table_text(17), "the line follows the text"
    view = game.view
    area = view.mapToScene(view.viewport().rect()).boundingRect()
    assert area.contains(shown.sceneBoundingRect()), "the line is inside the view"
    assert not any(shown.sceneBoundingRect().intersects(item.sceneBoundingRect())
                   for item in [*game.scene.panels, game.scene.bag]), "nor a seat, nor the bag"
    assert not any(shown.sceneBoundingRect().intersects(stone.sceneBoundingRect())
                   for stone in game.scene.stones.values() if stone.isVisible()), \
        "nor a stone"
    wide = view.viewport().width()
    window.round_log_dock.setVisible(True)   # the table narrows: the line stays in view
    qtbot.waitUntil(lambda: view.viewport().width() < wide, timeout=WAIT_MS)

    def in_view() -> bool:
        now = view.mapToScene(view.viewport().rect()).boundingRect()
        return now.contains(shown.sceneBoundingRect())

    qtbot.waitUntil(in_view, timeout=WAIT_MS)
    summary = game.router.summary
    assert summary is not None and line in summary.lines
    assert window.round_log.rounds()[0] == (current(game).round, summary.lines)
    qtbot.keyClick(game.view, Qt.Key.Key_Return)   # Enter meant for Done, as the grab ended
    assert current(game).phase == Phase.SUMMARY and line in game.router.captures.texts(), \
        "held until the person says ready"
    clock.advance(GUARD_MS)
    assert game.router.ready.takes_keys
    qtbot.keyClick(game.view, Qt.Key.Key_Space)
    assert current(game).phase != Phase.SUMMARY


def test_R5_3_a_capture_speaks_to_the_captor_and_names_others(qtbot: QtBot) -> None:
    from rok_qt.app import i18n

    event = Captured.of(1, 2, 7, 8, (13, 14, 15))
    names = ["Ann", "Bot 1", "Bot 2"]
    i18n.install("en")   # the English catalogue holds the plural forms
    try:
        english(names, event)
    finally:
        i18n.uninstall()


def english(names: list[str], event: Captured) -> None:
    """The three points of view, in English."""
    assert capture_line(Persons(names, 1), event) == (
        "You take 4 white stones from Bot 2: you took the twin of Bot 2's balance stone, "
        "the white ansuz")
    assert capture_line(Persons(names, 0), event) == (
        "Bot 1 takes 4 white stones from Bot 2: Bot 1 took the twin of Bot 2's balance "
        "stone, the white ansuz")
    assert capture_line(Persons(names, 2), event).startswith("Bot 1 takes your 4 white stones: ")


@pytest.mark.parametrize(("code", "expected"), [
    ("fr", {1: "Vous prenez 4 runes blanches à Bot 2\u00a0: vous déteniez la jumelle de la rune "
               "d'Équilibre que possède Bot 2 (ansuz blanc)",
            2: "Bot 1 vous prend 4 runes blanches\u00a0: Bot 1 détenait la jumelle de votre "
               "rune d'Équilibre (ansuz blanc)"}),
    ("hu", {1: "Elviszed Bot 2 4 fehér kövét: megszerezted Bot 2 egyensúlykövének "
               "(fehér ansuz) a párját",
            2: "Bot 1 elviszi 4 fehér kövedet: Bot 1 megszerezte egyensúlykövednek "
               "(fehér ansuz) a párját"}),
])
def test_R5_3_capture_lines_speak_to_the_person_in_french_and_hungarian(
        qapp: object, code: str, expected: dict[int, str]) -> None:
    from rok_qt.app import i18n

    assert i18n.install(code) == code
    try:
        event = Captured.of(1, 2, 7, 8, (13, 14, 15))
        names = ["Ann", "Bot 1", "Bot 2"]
        for viewer, line in expected.items():
            assert capture_line(Persons(names, viewer), event) == line
        alone = Captured.of(1, 2, 7, 8, ())   # only the balance stone: one stone, singular
        one = {"fr": "Vous prenez 1 rune blanche à Bot 2", "hu": "Elviszed Bot 2 1 fehér kövét"}
        assert capture_line(Persons(names, 1), alone).startswith(one[code])
    finally:
        i18n.uninstall()
