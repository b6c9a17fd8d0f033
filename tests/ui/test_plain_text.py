"""Seat names from players and files are shown as text, never run as markup (issue 10, part 1).

A seat named `<img src=PATH>` made Qt open PATH (and `/dev/zero` killed the app): each place
that shows a name is checked with such a name pointing at a watched file, and with `<b>x</b>`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TypeVar

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QTextBrowser, QWidget
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.events import Event
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller, GameState, Phase
from rok_qt.ui.dialogs.game_over import GameOverDialog
from rok_qt.ui.dialogs.order_dialog import DisputeDialog, OrderDialog, TieBreakDialog
from rok_qt.ui.dialogs.penalty_dialog import PenaltyDialog
from rok_qt.ui.dialogs.setup_dialog import SetupDialog
from rok_qt.ui.dialogs.summary_dialog import SummaryPanel
from rok_qt.ui.dialogs.summary_lines import describe
from rok_qt.ui.plain import plain_label, plain_tooltip, rich_label
from tests.ui.driver import find_state, order_dispute, see_final_scores, wait_for_human
from tests.ui.hostile import (
    OpenWatch,
    Walk,
    featured_seat,
    hostile_names,
    rename,
    shown_text,
)

IMG, BOLD = 0, 1


@pytest.fixture
def watch() -> Iterator[OpenWatch]:
    """A file in /tmp that counts its openings; removed afterwards."""
    watched = OpenWatch()
    yield watched
    watched.close()


def names_with(watch: OpenWatch, which: int) -> tuple[str, ...]:
    """The hostile names with names[which] first: the seat under test gets it."""
    names = hostile_names(watch)
    return (names[which], *names[:which], *names[which + 1:])


def assert_literal(watch: OpenWatch, label: QLabel, name: str) -> None:
    """The player reads the name as typed, and nothing was opened on its behalf."""
    label.grab()   # lays out and paints: where a guessed rich text would load its image
    assert label.textFormat() == Qt.TextFormat.PlainText, label.text()
    assert name in shown_text(label), label.text()
    assert watch.opens() == 0, "a file named in a seat's name was opened"


def labels_of(widget: QWidget) -> list[QLabel]:
    """Every label inside a widget."""
    return widget.findChildren(QLabel)


def label_with(widget: QWidget, name: str) -> QLabel:
    """The label whose text holds the name."""
    found = [label for label in labels_of(widget) if name in label.text()]
    assert found, [label.text() for label in labels_of(widget)]
    return found[0]


W = TypeVar("W", bound=QWidget)


def shows(qtbot: QtBot, widget: W) -> W:
    """The widget, shown on screen and closed after the test."""
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


# --- the helpers and the watch themselves ---------------------------------------------------

def test_the_watch_sees_a_label_that_guesses_open_the_file(qtbot: QtBot, watch: OpenWatch) -> None:
    """The hazard is real, and the watch notices it: otherwise the tests below prove nothing."""
    if not watch.supported:
        pytest.skip("file openings are watched with Linux inotify")
    label = shows(qtbot, QLabel(f"Round 1 \u00b7 first player: {watch.tag}"))
    label.grab()
    assert watch.opens() > 0


def test_plain_helpers_show_markup_literally(qtbot: QtBot, watch: OpenWatch) -> None:
    label = shows(qtbot, plain_label(f"{watch.tag} and <b>x</b>"))
    assert_literal(watch, label, watch.tag)
    assert "<b>x</b>" in shown_text(label)
    rich = shows(qtbot, rich_label("<b>bold</b> on purpose"))
    assert shown_text(rich) == "bold on purpose"
    walk = Walk(hostile_names(watch))
    walk.text("tooltip", plain_tooltip(watch.tag), Qt.TextFormat.AutoText, tooltip=True)
    assert not walk.problems and walk.shown[watch.tag] == {"tooltip"}


def test_the_walk_flags_every_way_markup_slips_through(watch: OpenWatch) -> None:
    names = hostile_names(watch)
    walk = Walk(names)
    walk.text("guessed", f"{names[1]} won", Qt.TextFormat.AutoText)
    walk.text("rich", f"<p>{names[2]} won</p>", Qt.TextFormat.RichText)
    walk.text("doubled", "&lt;b&gt;x&lt;/b&gt; won", Qt.TextFormat.PlainText)
    walk.text("tooltip", f"{names[0]} here", Qt.TextFormat.AutoText, tooltip=True)
    assert {p.split(" ", 1)[0] for p in walk.problems} == {"guessed", "rich", "doubled",
                                                          "tooltip"}
    clean = Walk(names)
    clean.text("plain", f"{names[0]}, {names[2]}", Qt.TextFormat.PlainText)
    clean.text("escaped", "<h2>&amp;amp; wins &lt;b&gt;x&lt;/b&gt;</h2>", Qt.TextFormat.RichText)
    assert not clean.problems
    assert clean.shown[names[2]] == {"plain", "escaped"} and clean.shown[names[1]] == {"escaped"}


# --- each place that shows a name -----------------------------------------------------------

@pytest.mark.parametrize("which", [IMG, BOLD], ids=["img", "bold"])
def test_R7_1_status_line_turn_bar_and_cover_show_names_as_text(
        qtbot: QtBot, window: MainWindow, watch: OpenWatch, which: int) -> None:
    names = names_with(watch, which)
    game = window.game
    assert window.start(GameConfig([SeatConfig(names[0]), SeatConfig(names[1])], seed=3,
                                   first_player=0, time_limit_ms=None))
    wait_for_human(qtbot, game)
    assert game.asked is not None and game.asked.kind == Phase.THROW
    assert_literal(watch, window.status, names[0])          # "first player: ..."
    assert_literal(watch, game.bar.message, names[0])       # "..., throw the stones!"
    qtbot.keyClick(game.view, Qt.Key.Key_Space)
    wait_for_human(qtbot, game)
    assert game.stack.currentWidget() is game.cover
    assert_literal(watch, game.cover.title, names[0])       # "...'s turn"
    assert_literal(watch, game.cover.body, names[0])        # "Pass the screen to ..."
    qtbot.mouseClick(game.cover, Qt.MouseButton.LeftButton)
    assert_literal(watch, game.bar.message, names[0])       # "...: take pairs and twins."
    qtbot.mouseClick(game.bar.button, Qt.MouseButton.LeftButton)
    wait_for_human(qtbot, game)
    assert_literal(watch, game.cover.title, names[1])


@pytest.mark.parametrize("which", [IMG, BOLD], ids=["img", "bold"])
def test_R5_1_penalty_dialog_shows_the_name_as_text(
        qtbot: QtBot, watch: OpenWatch, which: int) -> None:
    state = find_state(3, lambda s: s.phase == Phase.PENALTY)
    seat = featured_seat(state)
    names = names_with(watch, which)
    rename(state, names, seat)
    dialog = shows(qtbot, PenaltyDialog(state, seat))
    assert_literal(watch, label_with(dialog, names[0]), names[0])


@pytest.mark.parametrize("which", [IMG, BOLD], ids=["img", "bold"])
def test_R5_4_dispute_and_order_dialogs_show_names_as_text(
        qtbot: QtBot, watch: OpenWatch, which: int) -> None:
    names = names_with(watch, which)
    disputed = find_state(3, order_dispute)
    assert disputed.contest is not None and disputed.contest.colour is not None
    rename(disputed, names, disputed.contest.contestants[0])
    dispute = shows(qtbot, DisputeDialog(disputed, disputed.contest.colour,
                                         tuple(disputed.contest.contestants)))
    assert_literal(watch, label_with(dispute, names[0]), names[0])
    ordering = find_state(3, lambda s: s.phase == Phase.ORDER)
    seat = featured_seat(ordering)
    rename(ordering, names, seat)
    order = shows(qtbot, OrderDialog(ordering, seat))
    assert_literal(watch, label_with(order, names[0]), names[0])   # "... won the flick contest"
    for label in labels_of(order):
        if label.objectName() == "rulesLink":   # our own link to Help > Rules, no player text
            continue
        assert label.textFormat() == Qt.TextFormat.PlainText, label.text()


def _tied(state: GameState) -> bool:
    scores = [state.score(s) for s in range(state.player_count)]
    return scores.count(max(scores)) > 1 and max(scores) > 0


def test_R9_3_tie_break_and_game_over_show_names_as_text(
        qtbot: QtBot, watch: OpenWatch) -> None:
    """Two tied seats, one named with an image tag and one in bold markup."""
    names = hostile_names(watch)
    tie = find_state(2, lambda s: s.phase == Phase.FLICK and s.contest is not None
                     and s.contest.purpose == "tiebreak")
    assert tie.contest is not None
    rename(tie, names, 0)
    notice = shows(qtbot, TieBreakDialog(tie, tuple(tie.contest.contestants)))
    for name in names[:2]:
        assert_literal(watch, label_with(notice, name), name)
    over = find_state(2, lambda s: s.phase == Phase.OVER and _tied(s))
    rename(over, names, 0)
    dialog = shows(qtbot, GameOverDialog(over))
    tie_line = label_with(dialog, "flicked for the title")
    for name in names[:2]:
        assert_literal(watch, tie_line, name)
    assert over.grand_master is not None, "a tie above zero is flicked for (R9.3)"
    heading = dialog.findChild(QLabel)
    assert heading is not None and heading.textFormat() == Qt.TextFormat.RichText
    assert over.players[over.grand_master].name in shown_text(heading)
    assert watch.opens() == 0


def _first_named_seat(state: GameState) -> int:
    """A seat the round summary names (its first listed event's player)."""
    listed: list[Event] = [e for e in state.log if describe(state, e) is not None]
    seats = (getattr(e, "player", None) for e in listed)
    return next(seat for seat in seats if isinstance(seat, int))


def _summary_naming_a_seat(state: GameState) -> bool:
    return state.phase == Phase.SUMMARY and any(
        hasattr(e, "player") and describe(state, e) for e in state.log)


@pytest.mark.parametrize("which", [IMG, BOLD], ids=["img", "bold"])
def test_R5_round_summary_lists_names_as_text(
        qtbot: QtBot, watch: OpenWatch, which: int) -> None:
    state = find_state(3, _summary_naming_a_seat)
    names = names_with(watch, which)
    rename(state, names, _first_named_seat(state))
    host = shows(qtbot, QWidget())
    dialog = SummaryPanel(state, False, host)
    report = dialog.findChild(QTextBrowser)
    assert report is not None
    report.grab()
    walk = Walk(names)
    walk.document("report", report.document())
    assert not walk.problems
    assert names[0] in report.toPlainText()
    assert watch.opens() == 0


@pytest.mark.parametrize("which", [IMG, BOLD], ids=["img", "bold"])
def test_R3_1_setup_explains_a_duplicate_name_as_text(
        qtbot: QtBot, watch: OpenWatch, which: int) -> None:
    name = hostile_names(watch)[which]
    dialog = shows(qtbot, SetupDialog())
    dialog.rows[0].name.setText(name)
    dialog.rows[1].name.setText(name)
    assert not dialog.start_button.isEnabled()
    assert_literal(watch, dialog.error, name)
    walk = Walk(hostile_names(watch))
    walk.window()
    assert walk.problems == [] and "SetupDialog>QLabel" in walk.shown[name]


@pytest.mark.parametrize("which", [IMG, BOLD], ids=["img", "bold"])
def test_R3_1_a_refused_table_is_explained_as_text(
        qtbot: QtBot, window: MainWindow, watch: OpenWatch, which: int) -> None:
    name = hostile_names(watch)[which]
    assert not window.start(GameConfig([SeatConfig(name), SeatConfig(name)], seed=1))
    boxes = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
    assert len(boxes) == 1
    assert_literal(watch, label_with(boxes[0], name), name)
    boxes[0].close()


# --- everything the game shows --------------------------------------------------------------

def _walk_each_step(window: MainWindow, walk: Walk) -> Callable[[], None]:
    """Walk now, and again whenever a dialog opens or events arrive."""
    window.game.dialog_opened.connect(lambda _dialog: walk.window())
    window.session.events_happened.connect(lambda _events: walk.window())
    return walk.window


def test_a_whole_hostile_game_shows_no_markup(
        qtbot: QtBot, window: MainWindow, watch: OpenWatch) -> None:
    """Two people and two bots named in markup play to the end; every label, message box,
    document, item, tooltip and text item is walked at every step."""
    names = hostile_names(watch)
    game = window.game
    walk = Walk(names)
    step = _walk_each_step(window, walk)
    controllers = (Controller.HUMAN, Controller.HUMAN, Controller.ADEPT, Controller.NOVICE)
    assert window.start(GameConfig([SeatConfig(n, c) for n, c in zip(names, controllers,
                                                                      strict=True)],
                                   seed=7, first_player=0, time_limit_ms=None))
    for _ in range(400):
        wait_for_human(qtbot, game)
        step()
        question = game.asked
        assert question is not None
        if question.kind == Phase.OVER:
            break
        if game.dialog is not None:
            game.dialog.accept()
        elif question.kind == Phase.SUMMARY:
            see_final_scores(qtbot, game)
        elif question.kind == Phase.THROW:
            qtbot.keyClick(game.view, Qt.Key.Key_Space)
        elif question.kind == Phase.GRAB:
            qtbot.mouseClick(game.cover, Qt.MouseButton.LeftButton)
            step()
            qtbot.mouseClick(game.bar.button, Qt.MouseButton.LeftButton)
        else:
            raise AssertionError(f"unexpected question {question}")
    else:
        raise AssertionError("the game did not end")
    assert isinstance(game.dialog, GameOverDialog)
    assert walk.problems == []
    assert watch.opens() == 0
    places = " ".join(walk.shown[watch.tag])
    for where in ("QStatusBar", "TurnBar", "CoverScreen", "SummaryPanel", "GameOverDialog"):
        assert where in places, f"the image-tag name was never seen in {where}"
    assert all(walk.shown[name] for name in names), "every seat's name was shown somewhere"


STATES: dict[str, tuple[int, Callable[[GameState], bool], type[QWidget]]] = {
    "penalty": (3, lambda s: s.phase == Phase.PENALTY, PenaltyDialog),
    "dispute": (3, order_dispute, DisputeDialog),
    "order": (3, lambda s: s.phase == Phase.ORDER, OrderDialog),
    "tie-break": (2, lambda s: s.phase == Phase.FLICK and s.contest is not None
                  and s.contest.purpose == "tiebreak", TieBreakDialog),
    "summary": (3, lambda s: _summary_naming_a_seat(s) and len(s.bag) <= s.player_count,
                SummaryPanel),
    "over": (2, lambda s: s.phase == Phase.OVER and _tied(s), GameOverDialog),
}


@pytest.mark.parametrize("moment", list(STATES))
def test_every_dialog_of_a_hostile_game_shows_no_markup(
        qtbot: QtBot, window: MainWindow, watch: OpenWatch, moment: str) -> None:
    """Each question's dialog, reached from a game position with hostile names."""
    players, wanted, kind = STATES[moment]
    state = find_state(players, wanted)
    seat = _first_named_seat(state) if moment == "summary" else featured_seat(state)
    rename(state, hostile_names(watch), seat)
    window.session.load_state(state)
    wait_for_human(qtbot, window.game)
    dialog = window.game.router.summary if moment == "summary" else window.game.dialog
    assert isinstance(dialog, kind)
    dialog.grab()
    walk = Walk(hostile_names(watch))
    walk.window()
    assert walk.problems == []
    assert any(kind.__name__ in place for place in walk.shown[watch.tag]), walk.shown
    assert watch.opens() == 0
