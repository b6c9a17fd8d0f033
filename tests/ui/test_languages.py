"""In Hungarian and French no English is left in the window or any dialog (issue 7)."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QGraphicsSimpleTextItem,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QTableWidget,
    QTextBrowser,
    QWidget,
)
from pytestqt.qtbot import QtBot

from rok_qt.app import i18n
from rok_qt.app.preferences import Preferences, PreferencesDialog
from rok_qt.app.window import MainWindow
from rok_qt.model.engine import apply
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller, GameState, Phase
from rok_qt.ui.dialogs.game_over import GameOverDialog
from rok_qt.ui.dialogs.order_dialog import DisputeDialog, OrderDialog, TieBreakDialog
from rok_qt.ui.dialogs.penalty_dialog import PenaltyDialog
from rok_qt.ui.dialogs.rules_dialog import RulesDialog
from rok_qt.ui.dialogs.setup_dialog import SetupDialog
from rok_qt.ui.dialogs.summary_dialog import SummaryPanel
from tests.support import play, scripted_move
from tests.ui.driver import find_state, order_dispute

ENGLISH = {
    "the", "and", "of", "to", "your", "you", "with", "stone", "stones", "pair", "pairs",
    "twin", "twins", "treasure", "balance", "player", "players", "round", "game", "throw",
    "flick", "flicks", "take", "seat", "name", "grab", "bag", "turn", "new", "quit", "settings",
    "help", "rules", "save", "open", "cancel", "close", "next", "start", "remove",
    "done", "human", "computer", "age", "what", "happened", "preferences", "language", "mute",
    "seconds", "limit", "random", "seed", "first", "order", "captures", "penalty", "ready",
    "clock", "fast", "off", "nobody", "none", "bot", "white", "grey", "black", "empty",
    "about", "fate", "dispute", "contest", "move", "up", "down", "suggested", "sounds",
}
"""English words of the interface that are not French or Hungarian too ("is", "add" are)."""
NAMES = ("A", "B", "C")
"""Seat names in these tests: proper names are not translated."""


@pytest.fixture(params=["hu", "fr"])
def language(request: pytest.FixtureRequest, qapp: object) -> Iterator[str]:
    """The game and Qt speak this language for the test, English again after it."""
    code = str(request.param)
    assert i18n.install(code) == code
    yield code
    i18n.uninstall()


def texts_of(root: QWidget) -> list[str]:
    """Every text a player can see or hear (accessible names) in a widget tree."""
    texts = [root.windowTitle()]
    for widget in [root, *root.findChildren(QWidget)]:
        texts += [widget.accessibleName(), widget.accessibleDescription(), widget.toolTip()]
        if isinstance(widget, QLabel | QAbstractButton):
            texts.append(widget.text())
        elif isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
        elif isinstance(widget, QLineEdit):
            texts += [widget.text(), widget.placeholderText()]
        elif isinstance(widget, QAbstractSpinBox):
            texts.append(widget.specialValueText())
        elif isinstance(widget, QTextBrowser):
            texts.append(widget.toPlainText())
        elif isinstance(widget, QListWidget):
            texts += [widget.item(i).text() for i in range(widget.count())]
        elif isinstance(widget, QTableWidget):
            headers = (widget.horizontalHeaderItem(c) for c in range(widget.columnCount()))
            texts += [h.text() for h in headers if h is not None]
        if isinstance(widget, QMenu):
            texts += [a.text() for a in widget.actions()]
    texts += [a.text() for a in root.findChildren(QAction)]
    return texts


def english_in(texts: list[str]) -> list[str]:
    """The English words found, with the text they were in."""
    found = []
    for text in texts:
        plain = re.sub(r"<[^>]+>", " ", text).replace("&", "")
        for word in re.findall(r"[^\W\d_]+", plain):
            if word.casefold() in ENGLISH and word not in NAMES:
                found.append(f"{word!r} in {plain.strip()[:80]!r}")
    return found


def assert_translated(widget: QWidget) -> None:
    found = english_in(texts_of(widget))
    assert not found, "English left:\n" + "\n".join(found)


def seats() -> GameConfig:
    return GameConfig([SeatConfig("A"), SeatConfig("B", Controller.ADEPT)], 3)


def test_main_window_menus_bar_and_table(qtbot: QtBot, language: str,
                                         settings: QSettings) -> None:
    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    window.session.set_bot_delay_ms(0)
    with qtbot.waitSignal(window.game.question_shown, timeout=5000,
                          check_params_cb=lambda q: q.kind == Phase.THROW
                          and not window.session.is_bot(q.player)):
        window.start(seats())
    texts = texts_of(window) + [i.text() for i in window.game.scene.items()
                                if isinstance(i, QGraphicsSimpleTextItem)]
    assert not english_in(texts), english_in(texts)
    window.game.cover.show_for("A")
    assert_translated(window.game.cover)
    window.game.close_dialog()


def test_setup_rules_and_preferences(qtbot: QtBot, language: str) -> None:
    setup = SetupDialog()
    qtbot.addWidget(setup)
    setup.add_seat()
    setup.rows[0].name.setText("A")
    setup.rows[1].name.setText("A")   # a problem to explain
    assert setup.error.text()
    assert_translated(setup)
    cancel = {"hu": "Mégse", "fr": "Annuler"}[language]
    assert cancel in [b.text() for b in setup.buttons.buttons()], "Qt's own buttons too"
    for dialog in (RulesDialog(), PreferencesDialog(Preferences(), "en")):
        qtbot.addWidget(dialog)
        assert_translated(dialog)


def test_round_dialogs(qtbot: QtBot, language: str) -> None:
    state = find_state(3, lambda s: s.phase == Phase.PENALTY)
    seat = next(s for s in state.round_order() if state.penalties[s] > 0)
    dispute = find_state(3, order_dispute)
    assert dispute.contest is not None and dispute.contest.colour is not None
    dialogs: list[QWidget] = [
        PenaltyDialog(state, seat),
        DisputeDialog(dispute, dispute.contest.colour, tuple(dispute.contest.contestants)),
        TieBreakDialog(dispute, tuple(dispute.contest.contestants)),
    ]
    chooser = random.Random(0)
    while dispute.phase == Phase.FLICK:
        apply(dispute, scripted_move(dispute, chooser))
    assert dispute.contest is not None and dispute.contest.winner is not None
    dialogs.append(OrderDialog(dispute, dispute.contest.winner))
    summary = find_state(3, lambda s: s.phase == Phase.SUMMARY and len(s.log) > 8)
    final: GameState = play(3, 5)[0]
    dialogs.append(GameOverDialog(final))
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        assert_translated(dialog)
    host = QWidget()
    qtbot.addWidget(host)
    assert_translated(SummaryPanel(summary, False, host))
    assert_translated(SummaryPanel(final, True, host))
