"""Joining in the setup dialog (R7.2, issue 14): each person at the screen answers with an input."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from rok_qt.model.setup import SeatConfig
from rok_qt.model.state import Controller, PlayMode
from rok_qt.ui.dialogs.setup_dialog import SetupDialog
from rok_qt.ui.input.devices import MOUSE, Action, Device, InputId
from rok_qt.ui.input.join_panel import JoinPanel
from rok_qt.ui.input.seats import SeatInputs
from rok_qt.ui.input.touch import touch_input
from tests.ui.test_touch import touch_screen

WASD = InputId("keys", "wasd")
PAD = InputId("pad", "7")


class FakeKeys(Device):
    """A keyboard with one cluster, pressed by the test."""

    def take(self, source: InputId = WASD) -> None:
        self.acted.emit(source, Action.TAKE, 10.0)


class FakePads(Device):
    """Game controllers plugged in, pressed and pulled out by the test."""

    source = "sdl"

    def plug(self, source: InputId, name: str) -> None:
        self.attached.emit(source, name)

    def pull(self, source: InputId) -> None:
        self.detached.emit(source)

    def press(self, source: InputId, action: Action = Action.TAKE) -> None:
        self.acted.emit(source, action, 12.0)


def dialog_for(qtbot: QtBot, people: int = 3, mode: PlayMode = PlayMode.LIVE,
               bots: int = 0) -> tuple[SetupDialog, FakeKeys, FakePads, SeatInputs]:
    """A setup dialog for `people` humans (Ann, Bea, Cili, ...) and `bots`, shown."""
    keys, pads, seats = FakeKeys(), FakePads(), SeatInputs()
    dialog = SetupDialog(devices=[keys, pads], seat_inputs=seats)
    qtbot.addWidget(dialog)
    names = ["Ann", "Bea", "Cili", "Dóra", "Emil"]
    dialog.load([SeatConfig(names[i]) for i in range(people)]
                + [SeatConfig(f"Bot {i + 1}", Controller.NOVICE) for i in range(bots)], 20_000)
    dialog.mode.setCurrentIndex(dialog.mode.findData(mode))
    dialog.mode.activated.emit(dialog.mode.currentIndex())   # as a person's choice
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog, keys, pads, seats


def panel(dialog: SetupDialog) -> JoinPanel:
    assert dialog.join is not None
    return dialog.join


def shown(dialog: SetupDialog) -> list[str]:
    """Each human row's input as the eye reads it."""
    return [row.status.text() for row in panel(dialog).rows]


def test_R7_2_three_people_join_by_keys_pad_and_mouse_before_the_race_can_start(
        qtbot: QtBot) -> None:
    dialog, keys, pads, seats = dialog_for(qtbot)
    assert panel(dialog).isVisible()
    assert not dialog.start_button.isEnabled()
    assert "Ann has no input yet" in dialog.error.text()
    assert all("to join" in text for text in shown(dialog))
    dialog.resize(1280, 800)
    qtbot.wait(20)
    assert dialog.grab().save("/tmp/join-waiting.png")
    keys.attached.emit(WASD, "W A S D")
    keys.take()
    assert seats.bound() == {0: WASD} and not dialog.start_button.isEnabled()
    assert "Bea has no input yet" in dialog.error.text()
    pads.plug(PAD, "Xbox Wireless Controller")
    pads.press(PAD)
    assert not dialog.start_button.isEnabled()
    qtbot.mouseClick(panel(dialog).rows[2].mouse, Qt.MouseButton.LeftButton)
    assert seats.bound() == {0: WASD, 1: PAD, 2: MOUSE}
    assert shown(dialog) == ["Keys: W A S D", "Controller: Xbox Wireless Controller", "Mouse"]
    assert dialog.start_button.isEnabled() and not dialog.error.isVisible()
    qtbot.wait(20)
    assert dialog.grab().save("/tmp/join-three.png")


def test_R7_2_a_second_take_from_a_joined_input_joins_no_second_seat(qtbot: QtBot) -> None:
    dialog, keys, pads, seats = dialog_for(qtbot)
    keys.take()
    keys.take()
    pads.press(PAD, Action.PUT_BACK)   # only a take joins
    assert seats.bound() == {0: WASD}
    assert "to join" in shown(dialog)[1]
    assert not seats.bind(1, WASD), "two seats cannot share one input"


def test_R7_2_only_one_seat_takes_the_mouse_and_an_input_can_be_released(qtbot: QtBot) -> None:
    dialog, keys, _pads, seats = dialog_for(qtbot, people=2)
    rows = panel(dialog).rows
    rows[0].mouse.click()
    assert seats.bound() == {0: MOUSE}
    assert not rows[1].mouse.isEnabled(), "the mouse is Ann's"
    keys.take()
    assert dialog.start_button.isEnabled()
    rows[0].release.click()
    assert seats.bound() == {1: WASD} and rows[1].mouse.isEnabled()
    assert not dialog.start_button.isEnabled() and "Ann has no input yet" in dialog.error.text()


def test_R7_2_a_pad_pulled_out_mid_setup_shows_as_disconnected(qtbot: QtBot) -> None:
    dialog, keys, pads, _seats = dialog_for(qtbot, people=2)
    pads.plug(PAD, "Pro Controller")
    pads.press(PAD)
    keys.take()
    assert dialog.start_button.isEnabled()
    pads.pull(PAD)
    assert shown(dialog)[0] == "Controller: Pro Controller (disconnected)"
    assert not dialog.start_button.isEnabled()
    assert "Ann's controller is disconnected" in dialog.error.text()
    pads.plug(PAD, "Pro Controller")
    assert shown(dialog)[0] == "Controller: Pro Controller" and dialog.start_button.isEnabled()


def test_R7_2_touching_a_row_joins_that_seat_by_touch(qtbot: QtBot) -> None:
    dialog, _keys, _pads, seats = dialog_for(qtbot, people=2)
    target: QWidget = panel(dialog).rows[1].status
    QTest.touchEvent(target, touch_screen()).press(0, QPoint(5, 5), target).commit()
    QTest.touchEvent(target, touch_screen()).release(0, QPoint(5, 5), target).commit()
    assert seats.bound() == {1: touch_input(1)}
    assert shown(dialog)[1] == "Touch"


def test_R7_2_a_seats_input_follows_it_when_a_seat_above_is_removed(qtbot: QtBot) -> None:
    dialog, keys, pads, seats = dialog_for(qtbot, people=2, bots=1)
    dialog.remove_seat(dialog.rows[0])   # Ann goes: Bea is seat 0 now
    dialog.add_seat("Cili", Controller.HUMAN)
    keys.take()
    pads.press(PAD)
    assert seats.bound() == {0: WASD, 2: PAD}
    dialog.remove_seat(dialog.rows[1])   # the computer player goes: Cili moves up with her pad
    assert seats.bound() == {0: WASD, 1: PAD}
    assert [row.name for row in panel(dialog).rows] == ["Bea", "Cili"]
    assert dialog.start_button.isEnabled()


def test_R7_2_one_person_or_a_relay_needs_no_joining(qtbot: QtBot) -> None:
    dialog, _keys, _pads, seats = dialog_for(qtbot, people=1, bots=2)
    assert not panel(dialog).isVisible() and dialog.start_button.isEnabled()
    relay, _keys, _pads, _seats = dialog_for(qtbot, people=3, mode=PlayMode.RELAY)
    assert not panel(relay).isVisible() and relay.start_button.isEnabled()
    assert seats.bound() == {}
