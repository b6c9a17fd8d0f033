"""Every dialog and panel fits a 1024x640 screen with its frame (issue 25, defect 7): the round
summary without a scroll bar, the Rules' Close button on screen, the lesson panel off the bag
counter and the seats, the French bar under the table on one line."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QWidget
from pytestqt.qtbot import QtBot

from rok_qt.app import i18n
from rok_qt.app.preferences import Preferences, PreferencesDialog
from rok_qt.app.window import MainWindow
from rok_qt.lessons.steps import STEPS, StepId, step_index
from rok_qt.model.events import GameEnded
from rok_qt.model.questions import Question
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller, Phase, PlayMode
from rok_qt.ui.dialogs.rules_dialog import RulesDialog
from rok_qt.ui.dialogs.setup_dialog import SetupDialog
from rok_qt.ui.lessons.view import LessonView
from rok_qt.ui.table.turn_bar import TurnBar
from tests.ui.driver import WAIT_MS
from tests.ui.test_live_race import start_race

SCREEN = QSize(1024, 640)
FRAME = QMargins(4, 34, 4, 4)
"""A title bar and borders (as rok_qt/app/placement.py guesses them)."""
CLIENT = QSize(SCREEN.width() - FRAME.left() - FRAME.right(),
               SCREEN.height() - FRAME.top() - FRAME.bottom())


@pytest.fixture(autouse=True)
def setup_closed(window: MainWindow) -> Iterator[None]:
    """A New game dialog left open is cancelled: its keys and controllers rest again (the
    controllers are shared by every window in the process)."""
    yield
    if window.setup_dialog is not None:
        window.setup_dialog.reject()


def fits(size: QSize) -> bool:
    """A window of this size, with its frame, fits the small screen."""
    return (size.width() + FRAME.left() + FRAME.right() <= SCREEN.width()
            and size.height() + FRAME.top() + FRAME.bottom() <= SCREEN.height())


def one_line(bar: TurnBar) -> bool:
    """The bar's message takes one line at the width it has."""
    label = bar.message
    return label.heightForWidth(label.width()) < 2 * label.fontMetrics().lineSpacing()


def small(qtbot: QtBot, window: MainWindow) -> MainWindow:
    window.resize(CLIENT)
    qtbot.waitUntil(lambda: window.size() == CLIENT, timeout=WAIT_MS)
    return window


DIALOGS: dict[str, Callable[[QWidget], QDialog]] = {
    "rules": RulesDialog,
    "setup": SetupDialog,
    "preferences": lambda parent: PreferencesDialog(Preferences(), "", parent),
}


@pytest.mark.parametrize("name", sorted(DIALOGS))
def test_dialogs_fit_with_their_frame(qtbot: QtBot, window: MainWindow, name: str) -> None:
    dialog = DIALOGS[name](small(qtbot, window))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert fits(dialog.size()), dialog.size()
    assert fits(dialog.minimumSizeHint())
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    for button in box.buttons():
        corner = button.mapTo(dialog, QPoint(0, 0))
        assert QRect(QPoint(0, 0), dialog.size()).contains(QRect(corner, button.size())), \
            f"{button.text()!r} is off the dialog"


def test_the_setup_dialog_with_people_to_join_fits_and_squeezes_no_line(
        qtbot: QtBot, window: MainWindow) -> None:
    """Two people racing all at once: the join rows, the hint and the reason all show."""
    small(qtbot, window).new_game()
    dialog = window.setup_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    dialog.load([SeatConfig("Wanda Reeds", Controller.HUMAN), SeatConfig("Bot", Controller.NOVICE),
                 SeatConfig("Quasar Eddie", Controller.HUMAN)], None)
    assert dialog.join is not None
    qtbot.waitUntil(dialog.join.isVisible, timeout=WAIT_MS)
    layout = dialog.layout()
    assert layout is not None
    qtbot.waitUntil(lambda: dialog.height() >= layout.totalHeightForWidth(dialog.width()),
                    timeout=WAIT_MS)
    assert fits(dialog.size()), dialog.size()
    for label in dialog.findChildren(QLabel):
        if not label.isVisible() or not label.text():
            continue
        needed = (label.heightForWidth(label.width()) if label.wordWrap()
                  else label.sizeHint().height())
        assert label.height() >= needed, f"{label.text()!r} is squeezed"


@pytest.mark.parametrize("players", (2, 3, 4, 5))
def test_round_summaries_show_every_line_without_a_scroll_bar(
        qtbot: QtBot, window: MainWindow, players: int) -> None:
    """Two to five computer players at 1024x640: every round's summary inside the window and whole,
    however many lines it has (issue 25, defect 7): none scrolls, none cuts its last line, and
    none covers the bar's Ready button."""
    game = small(qtbot, window).game
    wrong: list[str] = []
    whole: list[int] = []

    def asked(question: Question) -> None:
        summary = game.router.summary
        if question.kind != Phase.SUMMARY or summary is None:
            return
        lines, report = len(summary.lines), summary.report
        bar = report.verticalScrollBar()
        if bar.maximum() == 0:
            whole.append(lines)
        else:
            wrong.append(f"a round of {lines} lines scrolls")
        document = report.document().size().height()
        if bar.maximum() + report.viewport().height() < document - 1:
            wrong.append(f"a round of {lines} lines cuts its last line")
        if not QRect(QPoint(0, 0), game.size()).contains(summary.geometry()):
            wrong.append(f"a round of {lines} lines leaves the window")
        action = game.bar.button
        corner = action.mapTo(game, QPoint(0, 0))
        if action.isVisible() and summary.geometry().intersects(QRect(corner, action.size())):
            wrong.append(f"a round of {lines} lines covers the bar's button")

    game.question_shown.connect(asked)
    # What is checked is the summary beside the table, not the table: the table's view is not
    # repainted while the games are played (the summary still is; it is not in the view).
    game.view.viewport().setUpdatesEnabled(False)
    ended: list[GameEnded] = []
    window.session.events_happened.connect(
        lambda events: ended.extend(e for e in events if isinstance(e, GameEnded)))
    for seed in (3, 4):
        ended.clear()
        seats = [SeatConfig(f"Bot {n}", Controller.NOVICE) for n in range(1, players + 1)]
        assert window.start(GameConfig(seats, seed=seed, time_limit_ms=None,
                                       mode=PlayMode.RELAY))

        def over() -> bool:
            summary = game.router.summary
            if summary is not None and summary.continue_button is not None:
                summary.continue_button.click()
            return bool(ended)

        qtbot.waitUntil(over, timeout=WAIT_MS * 4)
        game.close_dialog()
    assert max(whole) >= 12, "long summaries were seen whole"
    assert wrong == []


def test_the_lesson_panel_leaves_the_bag_and_the_seats_in_view(
        qtbot: QtBot, window: MainWindow) -> None:
    small(qtbot, window)
    for index in range(len(STEPS)):
        window.lessons.open_at(index)
        view = window.lessons.view
        assert isinstance(view, LessonView)
        panel_widget = view.panel
        qtbot.waitUntil(panel_widget.isVisible, timeout=WAIT_MS)
        qtbot.wait(1)   # the panel is placed once the table view has fitted itself
        panel = view.panel.geometry()
        table = view.game.view
        for item in [view.game.scene.bag, *view.game.scene.panels]:
            box = table.mapFromScene(item.sceneBoundingRect()).boundingRect()
            shown = QRect(table.viewport().mapTo(view, box.topLeft()), box.size())
            assert not panel.intersects(shown), f"step {index + 1}: the panel hides {item}"


def test_the_french_bar_under_the_table_says_each_race_prompt_on_one_line(
        qtbot: QtBot, window: MainWindow) -> None:
    assert i18n.install("fr") == "fr"
    try:
        game = start_race(qtbot, small(qtbot, window))
        assert game.bar.message.text().startswith("Ramassez")
        assert one_line(game.bar), game.bar.message.text()
        qtbot.keyClick(game.view, Qt.Key.Key_Escape)
        assert one_line(game.bar), game.bar.message.text()
    finally:
        i18n.uninstall()


def test_the_round_summary_beside_the_round_log_shows_its_buttons_whole(
        qtbot: QtBot, window: MainWindow) -> None:
    """At 1024x640 with the round log open, the summary over the table is narrow: its title,
    "Watch this round again" and Hide still get the width their words need."""
    game = small(qtbot, window).game
    window.round_log_dock.show()
    seats = [SeatConfig(f"Bot {n}", Controller.NOVICE) for n in range(1, 5)]
    assert window.start(GameConfig(seats, seed=3, time_limit_ms=None, mode=PlayMode.RELAY))
    qtbot.waitUntil(lambda: game.router.summary is not None, timeout=WAIT_MS * 2)
    summary = game.router.summary
    assert summary is not None
    qtbot.waitExposed(summary)
    title = summary.findChild(QLabel)
    assert title is not None and title.text()
    for part in (title, summary.watch_button, summary.hide_button):
        assert part.width() >= part.sizeHint().width(), f"{part.text()!r} is cut"


def test_the_lesson_panel_keeps_off_the_ringed_stones_when_the_window_grows(
        qtbot: QtBot, window: MainWindow) -> None:
    """Step 9 at 1024x640: the panel waits beside the table; the learner makes the window
    1280x800, the table grows under the panel, and the panel moves off the stones it asks
    them to take rather than hide one."""
    small(qtbot, window)
    window.lessons.open_at(step_index(StepId.GAME_END))
    view = window.lessons.view
    assert isinstance(view, LessonView)
    qtbot.waitUntil(lambda: view.game.stack.currentWidget() is view.game.cover, timeout=WAIT_MS)
    qtbot.mouseClick(view.game.cover, Qt.MouseButton.LeftButton)   # the learner's turn
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.size() == QSize(1280, 800), timeout=WAIT_MS)
    table = view.game.view

    def ringed_on_screen() -> list[QRect]:
        shown = []
        for stone in view.marks.marked:
            box = table.mapFromScene(view.game.scene.stones[stone].sceneBoundingRect())
            rect = box.boundingRect()
            shown.append(QRect(table.viewport().mapTo(view, rect.topLeft()), rect.size()))
        return shown

    assert len(ringed_on_screen()) == 2, "the pair to take is ringed"
    qtbot.waitUntil(lambda: not any(view.panel.geometry().intersects(ring)
                                    for ring in ringed_on_screen()), timeout=WAIT_MS)
