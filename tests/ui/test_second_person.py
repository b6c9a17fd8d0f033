"""The window speaks to the person at the screen in the second person (issue 30, item 4), as
they read it: the flick's prompt, the ready prompt between rounds in Hungarian (one person: the
singular), and French elision in the lesson's words about the computer opponent."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from pytestqt.qtbot import QtBot

from rok_qt.app import i18n
from rok_qt.app.window import MainWindow
from rok_qt.lessons.steps import StepId, step_index
from rok_qt.model.state import Controller, Phase
from rok_qt.session_clock import ManualClock
from rok_qt.ui.persons import fill
from tests.ui.driver import WAIT_MS, current, find_state, order_dispute, wait_for_human
from tests.ui.test_done_is_personal import novices, race_begun
from tests.ui.test_you_grammar import bad_forms

translate = QCoreApplication.translate


@pytest.fixture(params=["en", "hu", "fr"])
def language(request: pytest.FixtureRequest, qapp: object) -> Iterator[str]:
    """The game speaks this language for the test, English again after it."""
    code = str(request.param)
    assert i18n.install(code) == code
    yield code
    i18n.install("en")


def test_the_flick_prompt_speaks_to_the_person_who_flicks(
        language: str, qtbot: QtBot, window: MainWindow) -> None:
    """A flick contest over the order of captures, the person at the screen to flick: the
    bar says "Your flick", never "Anna flicks" (nor "You flicks", "Vous joue")."""
    state = find_state(3, order_dispute)
    assert state.contest is not None
    seat = state.contest.contestants[0]
    for index, player in enumerate(state.players):
        player.controller = Controller.HUMAN if index == seat else Controller.NOVICE
        player.name = ("Anna", "Bela", "Ed")[index]
    window.session.load_state(state)
    game = window.game
    wait_for_human(qtbot, game)
    if game.dialog is not None:   # the dispute is explained first
        qtbot.keyClick(game.dialog, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: game.asked is not None and game.asked.kind == Phase.FLICK,
                    timeout=WAIT_MS)
    prompt = game.bar.message.text()
    what = translate("GameWidget", "the order of captures")
    expected = fill(translate(
        "GameWidget",
        "Your flick, for {what}: press on your edge of the table, drag back to aim "
        "and set the strength, release. Or aim with the arrow keys and flick with "
        "Space."), what=what)
    assert prompt == expected
    assert "Anna" not in prompt and bad_forms([prompt]) == []


def test_between_rounds_hungarian_speaks_to_one_person_in_the_singular(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock) -> None:
    """One person against computer players: the settled round's prompt says "olvasd el"
    (you, one), not "olvassátok el" (you, several)."""
    assert i18n.install("hu") == "hu"
    try:
        game = race_begun(qtbot, race_window, novices(seed=3))
        qtbot.keyClick(game.view, Qt.Key.Key_Return)   # done: the others finish the grab
        for _ in range(400):
            if current(game).phase == Phase.SUMMARY:
                break
            clock.advance(100)
        qtbot.waitUntil(lambda: "forduló lezárva" in game.bar.message.text(), timeout=WAIT_MS)
        prompt = game.bar.message.text()
        assert "olvasd el" in prompt and "olvassátok" not in prompt, prompt
    finally:
        i18n.install("en")


def test_the_lesson_elides_in_french_before_the_computers_name(
        qtbot: QtBot, window: MainWindow) -> None:
    """Step 4 names the computer opponent (Ordinateur): "la rune d'Équilibre d'Ordinateur"."""
    assert i18n.install("fr") == "fr"
    try:
        window.lessons.open_at(step_index(StepId.CLAIM))
        view = window.lessons.view
        assert view is not None
        body = view.panel.body.text()
        assert "d'Ordinateur" in body and "de Ordinateur" not in body, body
        assert bad_forms([body]) == []
        window.lessons.close()
    finally:
        i18n.install("en")
