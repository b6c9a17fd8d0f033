"""A network table saved and ended by its host, opened again from its file, and the same
person taking back their seat through Join a table (R7.3); the table kept beside the host's
autosave while it runs, the autosave keeping her own game. Two windows in one process, on the
loopback only."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from rok_qt.app.autosave import Autosave
from rok_qt.app.learn import LAUNCHED_KEY
from rok_qt.app.network.mode import PORT_KEY
from rok_qt.app.startup import start_up
from rok_qt.app.window import MainWindow
from rok_qt.model.state import GameState
from rok_qt.net.protocol import SeatKind
from rok_qt.net.saves import (
    SavedSeat,
    TableSave,
    decode_table,
    encode_table,
    is_table_save,
    token_key,
)
from rok_qt.persistence.files import load_file, save_file
from rok_qt.ui.table.animations import AnimationSpeed
from tests.app.test_copies import _copy, _game
from tests.app.test_network_window import WAIT_MS, host_a_table, loopback_only, screen

__all__ = ["loopback_only"]


def same_game(state: GameState, other: GameState) -> bool:
    """The same position as a player sees it: who plays, the round, each one's treasure."""
    return ([(p.name, p.treasure) for p in state.players], state.round) == (
        [(p.name, p.treasure) for p in other.players], other.round)


def _table_game() -> GameState:
    """A network table's game (All at once) of A, B and C at its first throw."""
    from rok_qt.model.setup import GameConfig, SeatConfig, new_game
    from rok_qt.model.state import PlayMode

    seats = [SeatConfig(name) for name in "ABC"]
    return new_game(GameConfig(seats, 7, 0, 20_000, PlayMode.LIVE))[0]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def hosting_screen(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, Autosave]:
    """Ann's window, with an autosave (the table is kept beside it) and a port of its own."""
    settings = QSettings(str(tmp_path / "ann.ini"), QSettings.Format.IniFormat)
    settings.setValue(LAUNCHED_KEY, True)
    settings.setValue(PORT_KEY, free_port())
    autosave = Autosave(tmp_path / "ann-data")
    autosave.start()
    win = MainWindow(settings=settings, autosave=autosave)
    win.set_animation_speed(AnimationSpeed.OFF)
    qtbot.addWidget(win)
    win.resize(1024, 640)
    win.show()
    qtbot.waitExposed(win)
    return win, autosave


def box_titled(title: str) -> QMessageBox:
    found = [w for w in QApplication.topLevelWidgets()
             if isinstance(w, QMessageBox) and w.isVisible() and w.windowTitle() == title]
    assert len(found) == 1, title
    return found[0]


def click_later(qtbot: QtBot, title: str, button: str) -> None:
    """Click `button` of the box titled `title` once it shows (it waits for its answer)."""
    def click() -> None:
        box = box_titled(title)
        qtbot.mouseClick(next(b for b in box.buttons() if b.text() == button),
                         Qt.MouseButton.LeftButton)
    QTimer.singleShot(200, click)


def test_R7_3_a_table_saved_and_ended_is_hosted_again_and_its_person_gets_their_seat_back(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("rok_qt.net.table_people.RECONNECT_S", 0.5)
    ann, autosave = hosting_screen(qtbot, tmp_path)
    own_game = _game(2, round_=2)
    save_file(tmp_path / "ann-game.rok", own_game)
    assert ann.files.open_path(tmp_path / "ann-game.rok", ask=False)   # her game, at round 2
    host_a_table(qtbot, ann)
    host_client, lobby = ann.network.client, ann.network.lobby
    assert host_client is not None and lobby is not None
    invitation = lobby.address.text()
    bea = screen(qtbot, tmp_path, "bea")
    assert bea.network.join_address(invitation, ["Bea"])
    bea_client = bea.network.client
    assert bea_client is not None
    with qtbot.wait_signal(host_client.lobby_changed, timeout=WAIT_MS,
                           check_params_cb=lambda seats: any(s.name == "Bea" for s in seats)):
        pass
    with qtbot.wait_signals([host_client.started, bea_client.started], timeout=WAIT_MS):
        qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)

    # While it runs, Ann's slot keeps the table beside the autosave: seats, no token in the
    # clear; the autosave keeps the game at her screen, which waits aside.
    assert same_game(load_file(autosave.path), own_game)
    kept = autosave.table_path.read_bytes()
    assert is_table_save(kept) and bea_client.link.token.encode() not in kept
    assert [seat.kind for seat in decode_table(kept).seats] == ["host", "remote"]

    with qtbot.wait_signal(host_client.expired, timeout=WAIT_MS):
        bea_client.link.cut()   # Bea's screen goes, without a word (Leave is no drop)
        bea.network.leave()
    with qtbot.wait_signal(host_client.ended, timeout=WAIT_MS):
        qtbot.mouseClick(next(b for b in box_titled("Bea has not come back").buttons()
                              if b.text() == "Save and end"), Qt.MouseButton.LeftButton)
    saved = list((autosave.folder / "tables").glob("table-*.rok"))
    assert len(saved) == 1
    ended = box_titled("The table has ended")
    assert str(saved[0]) in ended.text() and "Game > Open hosts it again" in ended.text()
    ended.close()

    click_later(qtbot, "Host this table again?", "Host the table again")
    assert ann.files.open_path(saved[0])   # Game > Open, as a drop or Recent would
    again = ann.network.client
    assert again is not None and again is not host_client
    with qtbot.wait_signal(again.started, timeout=WAIT_MS):
        pass
    told = box_titled("Hosting the table again")
    assert invitation in told.text() and "Bea" in told.text()

    bea.join_action.trigger()
    join = bea.network.join_dialog
    assert join is not None
    assert join.address.text() == invitation   # the table she has a seat at
    assert join.names[0].text() == "Bea"   # and who she is
    qtbot.mouseClick(join.join_button, Qt.MouseButton.LeftButton)
    back = bea.network.client
    assert back is not None
    with qtbot.wait_signals([again.freed, back.started], timeout=WAIT_MS):
        pass
    assert back.session.humans() == [1] and again.session.humans() == [0]
    ann_state, bea_state = again.session.state, back.session.state
    assert ann_state is not None and bea_state is not None
    assert [p.name for p in bea_state.players] == ["Lin", "Bea"]
    assert (bea_state.round, bea_state.bag) == (ann_state.round, ann_state.bag)
    bea.network.leave()
    ann.network.leave()   # the host leaves a game under way: it is kept to be hosted again
    said = ann.statusBar().currentMessage()
    assert "Game > Open hosts it again" in said
    kept_file = Path(said.split(" kept as ", 1)[1].split(": Game", 1)[0])
    assert kept_file.parent == autosave.folder / "tables"
    assert decode_table(kept_file.read_bytes()).code == decode_table(saved[0].read_bytes()).code
    assert not autosave.table_path.exists()   # left: no table to offer after a crash now
    assert ann.session.state is not None and same_game(ann.session.state, own_game)
    assert same_game(load_file(autosave.path), own_game)   # her game is back, and kept


def test_a_gone_copys_game_and_table_are_offered_in_turn_and_a_damaged_table_kept_aside(
        qtbot: QtBot, settings: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """At start, what a copy that stopped while hosting left: its own game (asked first: it
    waited behind the table), then its kept table ("Let it go" drops it), one question at a
    time; a kept table that does not hold together is never hosted, said, and kept aside
    whole; a table an earlier build kept in the autosave itself is still offered."""
    folder = tmp_path / "data"
    folder.mkdir()
    state = _table_game()
    seats = tuple(SavedSeat(player.name, SeatKind.HOST if seat == 0 else SeatKind.REMOTE,
                            "" if seat == 0 else token_key(f"token {seat}"))
                  for seat, player in enumerate(state.players))
    good = encode_table(TableSave("K7MQ-2XPA", "A's table", seats, state))
    save_file(folder / "autosave-2.rok", _game(2, round_=2))   # the game at its screen
    (folder / "hosted-2.rok").write_bytes(good)                # and the table it hosted
    damaged = good.replace(b'"remote"', b'"open"')
    (folder / "hosted-5.rok").write_bytes(damaged)
    (folder / "autosave-7.rok").write_bytes(good)
    window, autosave = _copy(qtbot, settings, folder)
    shown: list[tuple[str, str]] = []

    def answer(box: QMessageBox) -> int:
        shown.append((box.windowTitle(), box.text()))
        no = box.button(QMessageBox.StandardButton.No)
        assert no is None or no.text() in ("Let it go", "&No")
        return int((QMessageBox.StandardButton.No if no is not None
                    else QMessageBox.StandardButton.Ok).value)

    monkeypatch.setattr(QMessageBox, "exec", answer)
    window.new_game = lambda: shown.append(("setup", ""))  # type: ignore[method-assign]
    start_up(window, autosave, None, None)
    assert [title for title, _text in shown] == [
        "Resume the game?", "Host the table again?", "Cannot resume", "Host the table again?",
        "setup"]
    assert "round 2)" in shown[0][1] and "(A, B, C; round 1)" in shown[1][1]
    assert "Damaged saved table" in shown[2][1]
    assert window.network.client is None   # nothing was hosted
    aside = list(folder.glob("unreadable-*.rok"))
    assert len(aside) == 1 and aside[0].read_bytes() == damaged
    assert not list(folder.glob("autosave-*.rok")) and not list(folder.glob("hosted-*.rok"))


def test_a_running_copys_kept_table_is_not_offered_and_a_clean_exit_removes_only_its_own(
        qtbot: QtBot, settings: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two copies on one data folder: the table one hosts is never offered to the other, and
    a normal quit removes its own kept table, never the other copy's."""
    folder = tmp_path / "data"
    state = _table_game()
    seats = tuple(SavedSeat(player.name, SeatKind.HOST if seat == 0 else SeatKind.REMOTE,
                            "" if seat == 0 else token_key(f"token {seat}"))
                  for seat, player in enumerate(state.players))
    table = encode_table(TableSave("K7MQ-2XPA", "A's table", seats, state))
    _first, first_save = _copy(qtbot, settings, folder)
    first_save.table_path.write_bytes(table)   # what its keeper writes while it hosts
    second, second_save = _copy(qtbot, settings, folder)
    shown: list[str] = []

    def answer(box: QMessageBox) -> int:
        shown.append(box.windowTitle())
        return int(QMessageBox.StandardButton.No.value)

    monkeypatch.setattr(QMessageBox, "exec", answer)
    second.new_game = lambda: shown.append("setup")  # type: ignore[method-assign]
    start_up(second, second_save, None, None)
    assert shown == ["setup"], "a running copy's table is its own"
    second_save.table_path.write_bytes(table)
    first_save.mark_clean_exit()
    assert sorted(p.name for p in folder.glob("hosted-*.rok")) == ["hosted-2.rok"]


def test_a_kept_table_set_aside_as_unreadable_is_offered_again_once_rok_can_read_it(
        qtbot: QtBot, settings: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 29, item 8: the message promises that a table it cannot read is "offered again
    when Rök can read it", and called it "its autosaved game"; such a table was never offered
    again. Kept by a newer Rök (its table format 2), it is set aside whole and said to be the
    network table; a later start of a Rök that reads format 2 offers to host it again."""
    folder = tmp_path / "data"
    folder.mkdir()
    state = _table_game()
    seats = tuple(SavedSeat(player.name, SeatKind.HOST if seat == 0 else SeatKind.REMOTE,
                            "" if seat == 0 else token_key(f"token {seat}"))
                  for seat, player in enumerate(state.players))
    newer = encode_table(TableSave("K7MQ-2XPA", "A's table", seats, state)).replace(
        b'"version":1,', b'"version":2,', 1)
    (folder / "hosted-3.rok").write_bytes(newer)
    shown: list[tuple[str, str]] = []

    def answer(box: QMessageBox) -> int:
        shown.append((box.windowTitle(), box.text()))
        no = box.button(QMessageBox.StandardButton.No)
        return int((QMessageBox.StandardButton.No if no is not None
                    else QMessageBox.StandardButton.Ok).value)

    monkeypatch.setattr(QMessageBox, "exec", answer)
    first, first_save = _copy(qtbot, settings, folder)
    first.new_game = lambda: shown.append(("setup", ""))  # type: ignore[method-assign]
    start_up(first, first_save, None, None)
    assert [title for title, _text in shown] == ["Cannot resume", "setup"]
    said = shown[0][1]
    aside = list(folder.glob("unreadable-*.rok"))
    assert len(aside) == 1 and aside[0].read_bytes() == newer
    assert "the network table it hosted cannot be read" in said and "autosaved game" not in said
    assert f"It is kept as {aside[0]}, and offered again when Rök can read it." in said
    first_save.mark_clean_exit()

    shown.clear()
    monkeypatch.setattr("rok_qt.net.saves.VERSION", 2)   # a Rök that reads it
    later, later_save = _copy(qtbot, settings, folder)
    later.new_game = lambda: shown.append(("setup", ""))  # type: ignore[method-assign]
    start_up(later, later_save, None, None)
    assert [title for title, _text in shown] == ["Host the table again?", "setup"]
    assert "(A, B, C; round 1)" in shown[0][1]
    assert not list(folder.glob("unreadable-*.rok")), "offered once: let go, it is gone"
