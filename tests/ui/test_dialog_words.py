"""Dialogs made for play: no rule numbers, lists joined with "and", pair icons on nothing,
seats without gaps and numbered in order, dialogs over the window's middle, rules one click away.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.setup import SeatConfig
from rok_qt.model.state import Controller, GameState, Phase
from rok_qt.ui.dialogs.game_over import GameOverDialog
from rok_qt.ui.dialogs.order_dialog import DisputeDialog, OrderDialog, TieBreakDialog
from rok_qt.ui.dialogs.penalty_dialog import PenaltyDialog, pair_icon
from rok_qt.ui.dialogs.rules_dialog import RulesDialog
from rok_qt.ui.dialogs.setup_dialog import SetupDialog
from tests.support import play
from tests.ui.driver import WAIT_MS, find_state, order_dispute, wait_for_human

RULE_NUMBER = re.compile(r"\bR\d")


def _texts(widget: QWidget) -> list[str]:
    return ([label.text() for label in widget.findChildren(QLabel)]
            + [button.text() for button in widget.findChildren(QAbstractButton)])


def _penalty() -> tuple[GameState, int]:
    state = find_state(3, lambda s: s.phase == Phase.PENALTY)
    return state, next(s for s in state.round_order() if state.penalties[s] > 0)


def test_no_rule_numbers_in_any_dialog(qtbot: QtBot) -> None:
    dispute = find_state(3, order_dispute)
    contest = dispute.contest
    assert contest is not None and contest.colour is not None
    tie = find_state(2, lambda s: s.phase == Phase.FLICK and s.contest is not None
                     and s.contest.purpose == "tiebreak")
    assert tie.contest is not None
    order = find_state(3, lambda s: s.phase == Phase.ORDER)
    assert order.contest is not None and order.contest.winner is not None
    dialogs: list[QWidget] = [
        SetupDialog(), PenaltyDialog(*_penalty()), GameOverDialog(play(3, 5)[0]),
        DisputeDialog(dispute, contest.colour, tuple(contest.contestants)),
        TieBreakDialog(tie, tuple(tie.contest.contestants)),
        OrderDialog(order, order.contest.winner),
    ]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        shown = _texts(dialog)
        assert shown
        assert not [t for t in shown if RULE_NUMBER.search(t)], type(dialog).__name__


def test_R5_4_the_dispute_names_its_players_joined_with_and(qtbot: QtBot) -> None:
    dispute = find_state(3, order_dispute)
    contest = dispute.contest
    assert contest is not None and contest.colour is not None
    dialog = DisputeDialog(dispute, contest.colour, tuple(contest.contestants))
    qtbot.addWidget(dialog)
    names = [dispute.players[s].name for s in contest.contestants]
    listed = ", ".join(names[:-1]) + " and " + names[-1]
    assert any(f"So {listed} each flick" in text for text in _texts(dialog))


def test_R5_1_pair_icons_have_a_transparent_background(qtbot: QtBot) -> None:
    image = pair_icon(1, 2).pixmap(72, 36).toImage()
    assert image.pixelColor(0, 0).alpha() == 0 and image.pixelColor(71, 35).alpha() == 0
    assert image.pixelColor(18, 18).alpha() == 255, "the stones themselves are drawn"


def test_R3_1_removing_seats_leaves_no_gap(qtbot: QtBot) -> None:
    dialog = SetupDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    height, add_y = dialog.height(), dialog.add_button.y()
    for _ in range(3):
        dialog.add_seat()
    qtbot.waitUntil(lambda: dialog.add_button.y() > add_y)
    while len(dialog.rows) > 2:
        qtbot.mouseClick(dialog.rows[-1].remove, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.height() == height and dialog.add_button.y() == add_y,
                    timeout=2000)


def test_R3_1_made_up_names_are_numbered_in_order(qtbot: QtBot) -> None:
    dialog = SetupDialog()
    qtbot.addWidget(dialog)

    def names() -> list[str]:
        return [row.name.text() for row in dialog.rows]

    assert names() == ["Player 1", "Bot 1"]
    dialog.add_seat()
    dialog.add_seat(None, Controller.NOVICE)
    assert names() == ["Player 1", "Bot 1", "Player 2", "Bot 2"]
    dialog.remove_seat(dialog.rows[0])
    assert names() == ["Bot 1", "Player 1", "Bot 2"]
    dialog.rows[1].name.setText("Anna")
    dialog.rows[0].controller.setCurrentIndex(dialog.rows[0].controller.findData(
        Controller.HUMAN))
    assert names() == ["Player 1", "Anna", "Bot 1"]
    assert dialog.start_button.isEnabled()


def test_R3_1_names_made_up_in_another_language_are_made_up_again(qtbot: QtBot) -> None:
    dialog = SetupDialog()
    qtbot.addWidget(dialog)
    dialog.load([SeatConfig("1. játékos"), SeatConfig("Anna"),
                 SeatConfig("Robot 1", Controller.MASTER)], None)
    assert [row.name.text() for row in dialog.rows] == ["Player 1", "Anna", "Bot 1"]


def test_dialogs_are_centred_on_the_window(qtbot: QtBot, window: MainWindow) -> None:
    state, _seat = _penalty()
    for player in state.players:
        player.controller = Controller.HUMAN
    window.move(40, 30)
    window.session.load_state(state)
    wait_for_human(qtbot, window.game)
    dialog = window.game.dialog
    assert isinstance(dialog, PenaltyDialog)
    qtbot.waitExposed(dialog)
    middle = window.mapToGlobal(window.rect().center())
    centre = dialog.mapToGlobal(dialog.rect().center())
    assert (centre - middle).manhattanLength() <= 4, (centre, middle)


def test_R5_4_the_dispute_links_to_how_ordering_disputes_work(qtbot: QtBot) -> None:
    dispute = find_state(3, order_dispute)
    contest = dispute.contest
    assert contest is not None and contest.colour is not None
    dialog = DisputeDialog(dispute, contest.colour, tuple(contest.contestants))
    qtbot.addWidget(dialog)
    dialog.resize(500, 300)
    dialog.show()
    link = dialog.findChild(QLabel, "rulesLink")
    assert link is not None and "How ordering disputes work" in link.text()
    link.linkActivated.emit("#disputes")
    rules = dialog.findChild(RulesDialog)
    assert rules is not None and rules.isVisible()
    browser = rules.browser
    qtbot.waitUntil(lambda: browser.verticalScrollBar().value() > 0, timeout=WAIT_MS)
    document = browser.document()
    heading = document.find("Ordering disputes").block()
    top = document.documentLayout().blockBoundingRect(heading).top()
    bar = browser.verticalScrollBar()
    assert abs(bar.value() - min(top, bar.maximum())) < 40, "the section is at the top"
