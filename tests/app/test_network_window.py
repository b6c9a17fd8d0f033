"""Host a table and join it from another window, on the loopback only (R7.3).

Two (and a spectator's third) main windows in one process, each with its own link to the
table server the host's window runs on its own thread; the second finds the table on the
network (zeroconf on 127.0.0.1 only), as a person would, by its name in the Join dialog.
"""

from __future__ import annotations

import re
import socket
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from rok_qt.app import i18n
from rok_qt.app.learn import LAUNCHED_KEY
from rok_qt.app.network import hosting
from rok_qt.app.network.interfaces import set_interfaces_for_this_run
from rok_qt.app.network.joined_table import JoinedTable
from rok_qt.app.network.mode import PORT_KEY
from rok_qt.app.window import MainWindow
from rok_qt.model.events import Event, StoneTaken, TakeBeaten
from rok_qt.model.grab import takeable_stones
from rok_qt.model.moves import Take
from rok_qt.model.state import Controller, Phase
from rok_qt.ui.dialogs.setup_dialog import OPEN_SEAT
from rok_qt.ui.input.who_plays import WhoPlaysDialog
from rok_qt.ui.network.host_dialog import HostDialog
from rok_qt.ui.network.join_dialog import JoinDialog
from rok_qt.ui.network.lobby import LobbyDialog
from rok_qt.ui.table.animations import AnimationSpeed
from tests.net.conftest import LoopThread
from tests.net.proxy import Delay, LatencyProxy, blind_kernel

WAIT_MS = 20_000
FAR_MS = 200.0
"""One way between a far player's screen and the table (a latency proxy): as far as the
server's link measure goes (fairness.MAX_ONE_WAY_MS). Her take, that long on its way, reaches
the table after a near player's; the server takes her stamps as early as one-way plus half of
it before their arrival, which leaves a busy computer about 100 ms for its own delays."""
EARLIER_MS = 50.0
"""How much sooner the far player pressed: more than two screens' synchronised clocks may
disagree by, far less than the server's bound for her."""
INVITATION = re.compile(r"127\.0\.0\.1:\d+/[0-9A-Z]{2}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}")


@pytest.fixture
def far_away(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[str], str]]:
    """An invitation's address made FAR_MS away each way (through a proxy on 127.0.0.1)."""
    blind_kernel(monkeypatch)
    runner = LoopThread()
    proxies: list[LatencyProxy] = []

    def through_proxy(address: str) -> str:
        found = INVITATION.fullmatch(address)
        assert found is not None, address
        host, _colon, rest = address.partition(":")
        port, _slash, code = rest.partition("/")
        proxy = LatencyProxy(int(port), Delay(FAR_MS), Delay(FAR_MS))
        runner.run(proxy.start())
        proxies.append(proxy)
        return f"{host}:{proxy.port}/{code}"

    yield through_proxy
    for proxy in proxies:
        runner.run(proxy.close())
    runner.stop()


@pytest.fixture(autouse=True)
def loopback_only() -> Iterator[None]:
    """Hosting and discovery on 127.0.0.1 alone, as `--interface 127.0.0.1` says."""
    set_interfaces_for_this_run(["127.0.0.1"])
    yield
    set_interfaces_for_this_run([])


@pytest.fixture(autouse=True)
def quick_go(monkeypatch: pytest.MonkeyPatch) -> None:
    """A hosted race starts 0.4 s after its throw (3.5 s in the app: the flight and the 3-2-1):
    these screens show no animations, and a countdown shortens to fit a near go."""
    monkeypatch.setattr(hosting, "SHOW_THROW_MS", 400.0)


def cell_text(lobby: LobbyDialog, row: int, col: int) -> str:
    item = lobby.seat_list.item(row, col)
    return "" if item is None else item.text()


def screen(qtbot: QtBot, tmp_path: Path, name: str) -> MainWindow:
    settings = QSettings(str(tmp_path / f"{name}.ini"), QSettings.Format.IniFormat)
    settings.setValue(LAUNCHED_KEY, True)
    settings.setValue(PORT_KEY, 0)   # any free port
    win = MainWindow(settings=settings)
    win.set_animation_speed(AnimationSpeed.OFF)
    qtbot.addWidget(win)
    win.resize(1024, 640)
    win.show()
    qtbot.waitExposed(win)
    return win


def host_a_table(qtbot: QtBot, win: MainWindow, open_seats: int = 1) -> None:
    """Game > Host a table: Lin here, one seat open; Open the table. (The dialog listens to
    the key clusters for joining, as New game does, and they take W A S D Q E R: a name
    typed here avoids them.)"""
    win.host_action.trigger()
    dialog = win.findChild(HostDialog)
    assert dialog is not None
    dialog.rows[0].name.clear()
    qtbot.keyClicks(dialog.rows[0].name, "Lin")
    assert dialog.rows[1].is_open()
    for _more in range(open_seats - 1):
        qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
        last = dialog.rows[-1].controller
        last.setCurrentIndex(last.findData(OPEN_SEAT))
    qtbot.keyClicks(dialog.seed, "7")   # a numbered game whose first throw leaves a race
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    client = win.network.client
    assert client is not None
    with qtbot.wait_signal(client.welcomed, timeout=WAIT_MS):
        pass


def bea_joins_and_the_game_starts(qtbot: QtBot, tmp_path: Path, host: str
                                  ) -> tuple[MainWindow, MainWindow, JoinedTable, JoinedTable]:
    """`host` hosts a table with one seat open, Bea joins it by its address, the host sees her
    in the lobby and starts: both screens' windows and clients, the game under way."""
    host_win = screen(qtbot, tmp_path, host)
    host_a_table(qtbot, host_win)
    host_client, lobby = host_win.network.client, host_win.network.lobby
    assert host_client is not None and lobby is not None
    bea = screen(qtbot, tmp_path, "bea")
    assert bea.network.join_address(lobby.address.text(), ["Bea"])
    bea_client = bea.network.client
    assert bea_client is not None
    with qtbot.wait_signal(host_client.lobby_changed, timeout=WAIT_MS,
                           check_params_cb=lambda seats: any(s.name == "Bea" for s in seats)):
        pass
    with qtbot.wait_signals([host_client.started, bea_client.started], timeout=WAIT_MS):
        host_client.start_game(False)
    return host_win, bea, host_client, bea_client


def pick_listed(join: JoinDialog, invitation: str) -> bool:
    """Select the listed table whose invitation is `invitation`; False while it is not listed."""
    for row in range(join.tables.count()):
        join.tables.setCurrentRow(row)
        if join.address.text() == invitation:
            return True
    return False


def test_host_join_from_the_network_list_start_and_watch(qtbot: QtBot, tmp_path: Path) -> None:
    ann = screen(qtbot, tmp_path, "ann")
    host_a_table(qtbot, ann)
    lobby = ann.network.lobby
    assert lobby is not None
    invitation = lobby.address.text()
    assert INVITATION.fullmatch(invitation), invitation
    qtbot.mouseClick(lobby.copy_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == invitation
    assert not lobby.start_button.isEnabled()   # a seat is still open

    bea = screen(qtbot, tmp_path, "bea")
    bea.join_action.trigger()
    join = bea.network.join_dialog
    assert join is not None
    # Zeroconf answers on its own time, and other tables on the loopback (tests running
    # beside this one) may be listed too: pick Lin's by its invitation, as a person would.
    qtbot.waitUntil(lambda: pick_listed(join, invitation), timeout=WAIT_MS)
    current = join.tables.currentItem()
    assert current is not None and "Lin's table" in current.text()
    qtbot.keyClicks(join.names[0], "Bea")
    host_client = ann.network.client
    assert host_client is not None
    with qtbot.wait_signal(host_client.lobby_changed, timeout=WAIT_MS,
                           check_params_cb=lambda seats: any(s.name == "Bea" for s in seats)):
        qtbot.mouseClick(join.join_button, Qt.MouseButton.LeftButton)
    names = [cell_text(lobby, row, 0) for row in range(lobby.seat_list.rowCount())]
    assert names == ["Lin", "Bea"]
    assert lobby.start_button.isEnabled()

    bea_client = bea.network.client
    assert bea_client is not None
    with qtbot.wait_signals([host_client.started, bea_client.started], timeout=WAIT_MS):
        qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    assert ann.network.widget is not None and bea.network.widget is not None
    assert bea_client.session.humans() == [1] and host_client.session.humans() == [0]

    cy = screen(qtbot, tmp_path, "cy")   # a spectator, with the same code
    assert cy.network.join_address(invitation, [], spectator=True)
    cy_client = cy.network.client
    assert cy_client is not None
    with qtbot.wait_signal(cy_client.started, timeout=WAIT_MS):
        pass
    assert cy_client.spectator and cy_client.session.humans() == []
    assert cy.network.widget is not None
    assert cy_client.session.state is not None
    assert cy_client.session.state.players[1].name == "Bea"
    for win in (cy, bea, ann):
        win.network.leave()


def test_a_take_shows_at_once_and_the_loser_is_corrected(
        qtbot: QtBot, tmp_path: Path, far_away: Callable[[str], str]) -> None:
    """R7.2, R7.3: both screens reach for one stone; each shows its own take at once; the
    later-arriving but earlier take wins on both screens, and the loser hears who was
    faster. Bea plays from far away (FAR_MS each way): she pressed first, but her take
    reaches the table after Ann's."""
    ann = screen(qtbot, tmp_path, "ann")
    host_a_table(qtbot, ann)
    host_client = ann.network.client
    assert host_client is not None and ann.network.lobby is not None
    bea = screen(qtbot, tmp_path, "bea")
    assert bea.network.join_address(far_away(ann.network.lobby.address.text()), ["Bea"])
    bea_client = bea.network.client
    assert bea_client is not None
    # The lobby shows Bea's latency: the table has measured how far away she is.
    with qtbot.wait_signal(host_client.lobby_changed, timeout=WAIT_MS,
                           check_params_cb=lambda seats: any(
                               s.name == "Bea" and (s.rtt_ms or 0) >= 2 * FAR_MS
                               for s in seats)):
        pass
    with qtbot.wait_signals([host_client.started, bea_client.started], timeout=WAIT_MS):
        host_client.start_game(False)
    ann_game, bea_game = ann.network.widget, bea.network.widget
    assert ann_game is not None and bea_game is not None
    if ann_game.asked is None or ann_game.asked.kind != Phase.THROW:
        with qtbot.wait_signal(ann_game.question_shown, timeout=WAIT_MS,
                               check_params_cb=lambda q: q.kind == Phase.THROW):
            pass
    asked = ann_game.asked
    assert asked is not None and asked.player is not None
    thrower = (ann_game, bea_game)[asked.player]   # the first player throws, as the bar says
    if thrower.asked is None or thrower.asked.kind != Phase.THROW:
        with qtbot.wait_signal(thrower.question_shown, timeout=WAIT_MS,
                               check_params_cb=lambda q: q.kind == Phase.THROW):
            pass
    # The race starts on both screens, and the throw's faces come to each at its go.
    with qtbot.wait_signals([ann_game.live.race_started, bea_game.live.race_started,
                             host_client.mirror.faces_shown, bea_client.mirror.faces_shown],
                            timeout=WAIT_MS):
        qtbot.keyClick(thrower, Qt.Key.Key_Space)

    state = ann_game.session.state
    assert state is not None and state.live is not None
    stone = sorted(takeable_stones(state))[0]
    ann_seat, bea_seat = 0, 1
    # Both screens' race clocks run from the table's one "go": Bea's press can lie
    # EARLIER_MS before Ann's once her clock has run that long.
    qtbot.waitUntil(lambda: bea_game.session.live_stamp(None, bea_seat) > EARLIER_MS,
                    timeout=WAIT_MS)
    shown: dict[str, list[Event]] = {"ann": [], "bea": []}
    ann_game.session.events_happened.connect(shown["ann"].extend)
    bea_game.session.events_happened.connect(shown["bea"].extend)
    ann_ms = ann_game.session.live_stamp(None, ann_seat)
    # Bea pressed sooner than Ann, but her take is still on its way to the table.
    bea_ms = bea_game.session.live_stamp(None, bea_seat) - EARLIER_MS
    assert ann_game.session.submit(Take(ann_seat, stone, ann_ms))
    with qtbot.wait_signal(ann_game.live.lost_race, timeout=WAIT_MS) as told:
        assert bea_game.session.submit(Take(bea_seat, stone, bea_ms))
        # At once, before any answer from the server: each screen shows its own take.
        for name, seat in (("ann", ann_seat), ("bea", bea_seat)):
            first = shown[name][0]
            assert isinstance(first, StoneTaken) and (first.player, first.stone) == (seat, stone)
    # The late, earlier take wins: Ann's screen takes hers back and says who was faster.
    assert told.args is not None and told.args[0] == stone and "Bea" in told.args[1]
    beaten = [e for e in shown["ann"] if isinstance(e, TakeBeaten)]
    assert [(e.player, e.stone, e.winner) for e in beaten] == [(ann_seat, stone, bea_seat)]
    for game in (ann_game, bea_game):
        live = game.session.state.live if game.session.state is not None else None
        assert live is not None and live.taken[stone][0] == bea_seat
    assert not [e for e in shown["bea"] if isinstance(e, TakeBeaten) and e.player == bea_seat]
    for win in (bea, ann):
        win.network.leave()


def test_two_people_at_one_screen_and_the_host_leaving(qtbot: QtBot, tmp_path: Path) -> None:
    """A screen brings two people: each gets a seat and is asked which input they race with,
    as at one screen. Then the host leaves: the others are told plainly and keep their view."""
    ann = screen(qtbot, tmp_path, "ann")
    host_a_table(qtbot, ann, open_seats=2)
    host_client, lobby = ann.network.client, ann.network.lobby
    assert host_client is not None and lobby is not None
    pair = screen(qtbot, tmp_path, "pair")
    assert pair.network.join_address(lobby.address.text(), ["Bea", "Cy"])
    pair_client = pair.network.client
    assert pair_client is not None
    with qtbot.wait_signal(host_client.lobby_changed, timeout=WAIT_MS,
                           check_params_cb=lambda seats: any(s.name == "Cy" for s in seats)):
        pass
    with qtbot.wait_signals([host_client.started, pair_client.started], timeout=WAIT_MS):
        qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    assert pair_client.session.humans() == [1, 2]
    asked = pair.findChild(WhoPlaysDialog)
    assert asked is not None and asked.isVisible()   # "Who plays with what?"
    asked.reject()   # mouse only: the first person plays with the mouse

    view = pair.network.widget
    with qtbot.wait_signal(pair_client.ended, timeout=WAIT_MS) as ended:
        ann.network.leave()   # the host goes: the table's server stops with it
    assert ended.args is not None and ended.args[0] == "shutdown"
    told = [box for box in pair.findChildren(QMessageBox) if box.isVisible()]
    assert [box.windowTitle() for box in told] == ["The table has ended"]
    assert "stays on screen" in told[0].text()
    assert pair.network.widget is view and view is not None and view.isVisible()
    pair.network.leave()


def test_a_seat_left_empty_goes_to_a_computer_player_when_the_host_says(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Bea's screen goes: the table waits for her on every screen ("Waiting for Bea"); when her
    time is up (a minute; a moment here) the host is asked, and a computer player sits down."""
    monkeypatch.setattr("rok_qt.net.table_people.RECONNECT_S", 0.5)
    ann, bea, host_client, bea_client = bea_joins_and_the_game_starts(qtbot, tmp_path, "ann")
    waited: list[list[str]] = []
    host_client.held.connect(waited.append)
    with qtbot.wait_signal(host_client.expired, timeout=WAIT_MS):
        bea_client.link.cut()   # her screen is gone without a word
    assert waited == [["Bea"]]
    assert "Waiting for Bea (reconnecting\u2026)" in (ann.statusBar().currentMessage())
    asked = [box for box in ann.findChildren(QMessageBox)
             if box.isVisible() and box.windowTitle() == "Bea has not come back"]
    assert len(asked) == 1
    computer = next(button for button in asked[0].buttons()
                    if button.text() == "A computer player takes the seat")
    with qtbot.wait_signal(host_client.freed, timeout=WAIT_MS):
        qtbot.mouseClick(computer, Qt.MouseButton.LeftButton)
    state = host_client.session.state
    assert state is not None and state.players[1].controller != Controller.HUMAN
    bea.network.leave()
    ann.network.leave()


def test_once_bea_is_back_the_hosts_bar_asks_again_what_it_asked(
        qtbot: QtBot, tmp_path: Path) -> None:
    """Bea's app stops without a word and she starts it again (her seat kept on her computer):
    while she is away Lin's bar says "Waiting for Bea (reconnecting…)"; once she is back it
    asks again what it asked before, with its button."""
    lin, _bea, host_client, bea_client = bea_joins_and_the_game_starts(qtbot, tmp_path, "lin")
    game = lin.network.widget
    assert game is not None
    qtbot.waitUntil(lambda: game.asked is not None and game.asked.kind == Phase.THROW,
                    timeout=WAIT_MS)
    bar = game.bar
    asked = (bar.message.text(), bar.button.isVisible(), bar.button.text())
    with qtbot.wait_signal(host_client.held, timeout=WAIT_MS):
        bea_client.link.cut()   # her screen is gone without a word
    assert bar.message.text().startswith("Waiting for Bea (reconnecting\u2026)")
    assert lin.network.invitation is not None
    invitation = lin.network.invitation.text()
    bea_again = screen(qtbot, tmp_path, "bea")   # her settings keep her seat at this table
    with qtbot.wait_signal(host_client.freed, timeout=WAIT_MS):
        assert bea_again.network.join_address(invitation, ["Bea"])
    assert (bar.message.text(), bar.button.isVisible(), bar.button.text()) == asked
    bea_again.network.leave()
    lin.network.leave()


def test_leaving_during_the_game_asks_and_the_host_is_told_she_left(
        qtbot: QtBot, tmp_path: Path) -> None:
    """Bea's Game > Leave the table asks first (Esc stays); once she leaves, the host is told
    she left (not "reconnecting"), and a computer player takes her seat at once."""
    ann, bea, host_client, bea_client = bea_joins_and_the_game_starts(qtbot, tmp_path, "ann")
    waited: list[list[str]] = []
    host_client.held.connect(waited.append)

    def question() -> QMessageBox:
        asked = [box for box in bea.findChildren(QMessageBox)
                 if box.isVisible() and box.windowTitle() == "Leave the table?"]
        assert len(asked) == 1
        return asked[0]

    bea.network_actions.leave.trigger()
    box = question()
    assert box.text() == "The game goes on without you: a computer player takes your seat."
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=WAIT_MS)
    assert bea.network.client is bea_client, "Esc: she stays at the table"
    bea.network_actions.leave.trigger()
    leave = next(b for b in question().buttons() if b.text() == "Leave the table")
    with qtbot.wait_signal(host_client.seat_left, timeout=WAIT_MS) as left:
        qtbot.mouseClick(leave, Qt.MouseButton.LeftButton)
    assert left.args == ["Bea"]
    assert bea.network.client is None
    assert ann.statusBar().currentMessage() == \
        "Bea left the table: a computer player takes the seat."
    assert waited == [], "nobody waits for someone who left"
    state = host_client.session.state
    assert state is not None and state.players[1].controller != Controller.HUMAN
    ann.network.leave()


def test_host_a_table_speaks_as_new_game_and_keeps_what_was_typed_after_cancel(
        qtbot: QtBot, tmp_path: Path) -> None:
    """Its time limits read as New game's ("20 seconds"); on the loopback alone it says only
    this computer finds the table; Cancel keeps the names and seats for the next time."""
    i18n.install("en")   # plural forms come from the catalogue, English's too
    lin = screen(qtbot, tmp_path, "lin")
    lin.host_action.trigger()
    dialog = lin.findChild(HostDialog)
    assert dialog is not None
    assert dialog.limit.currentText() == "20 seconds"
    assert "this computer's own address only" in dialog.where_note.text()
    assert "others on this network" not in dialog.where_note.text()
    dialog.rows[0].name.clear()
    qtbot.keyClicks(dialog.rows[0].name, "Lin")
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    dialog.rows[-1].name.clear()
    qtbot.keyClicks(dialog.rows[-1].name, "Zed")
    qtbot.keyClicks(dialog.seed, "42")
    dialog.spectator_delay.setValue(5)
    typed = [(row.name.text(), row.controller.currentText()) for row in dialog.rows]
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: lin.findChild(HostDialog) is None, timeout=WAIT_MS)
    lin.host_action.trigger()
    again = lin.findChild(HostDialog)
    assert again is not None
    assert [(row.name.text(), row.controller.currentText()) for row in again.rows] == typed
    assert again.seed.text() == "42"
    assert again.spectator_delay.value() == 5
    again.reject()


def test_host_a_table_keeps_its_seats_after_cannot_host(qtbot: QtBot, tmp_path: Path) -> None:
    """Another program holds the port: "Cannot host a table" says so, and Host a table opened
    again has Lin, the open seat and the computer player Zed as they were set up."""
    busy = socket.socket()
    busy.bind(("127.0.0.1", 0))
    busy.listen(1)
    try:
        lin = screen(qtbot, tmp_path, "lin")
        lin.settings.setValue(PORT_KEY, busy.getsockname()[1])
        lin.host_action.trigger()
        dialog = lin.findChild(HostDialog)
        assert dialog is not None
        dialog.rows[0].name.clear()
        qtbot.keyClicks(dialog.rows[0].name, "Lin")
        qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
        dialog.rows[-1].name.clear()
        qtbot.keyClicks(dialog.rows[-1].name, "Zed")
        choice = dialog.rows[-1].controller
        choice.setCurrentIndex(choice.findText("Computer: adept"))
        qtbot.keyClicks(dialog.seed, "42")
        typed = [(row.name.text(), row.controller.currentText()) for row in dialog.rows]
        assert typed[1][1].startswith("Open") and typed[2][1] == "Computer: adept"
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)

        def cannot_host() -> QMessageBox | None:
            return next((box for box in lin.findChildren(QMessageBox) if box.isVisible()
                         and box.windowTitle() == "Cannot host a table"), None)

        qtbot.waitUntil(lambda: cannot_host() is not None, timeout=WAIT_MS)
        box = cannot_host()
        assert box is not None and "cannot listen" in box.text()
        box.accept()
        lin.host_action.trigger()
        again = next(d for d in lin.findChildren(HostDialog) if d.isVisible())
        assert [(row.name.text(), row.controller.currentText()) for row in again.rows] == typed
        assert again.seed.text() == "42"
        again.reject()
    finally:
        busy.close()


def test_each_screen_speaks_to_its_own_person(qtbot: QtBot, tmp_path: Path) -> None:
    """At a network table every screen has its own "you": Bea takes a pair (or a balance
    stone's twin) with her mouse, both say done, and the round's summary on her screen says
    "You took ...", on Lin's "Bea took ..." (issue 30: "Bot 1 takes ... from Hanna" on Hanna's
    own screen)."""
    from tests.ui.driver import drag, pairs_on_table, twins_of_balances

    lin, bea, host_client, bea_client = bea_joins_and_the_game_starts(qtbot, tmp_path, "lin")
    lin_game, bea_game = lin.network.widget, bea.network.widget
    assert lin_game is not None and bea_game is not None
    qtbot.waitUntil(lambda: lin_game.asked is not None and lin_game.asked.kind == Phase.THROW,
                    timeout=WAIT_MS)
    asked = lin_game.asked
    assert asked is not None and asked.player is not None
    thrower = (lin_game, bea_game)[asked.player]
    qtbot.waitUntil(lambda: thrower.asked is not None and thrower.asked.kind == Phase.THROW,
                    timeout=WAIT_MS)
    # The race starts on both screens, and the throw's faces come to each at its go.
    with qtbot.wait_signals([lin_game.live.race_started, bea_game.live.race_started,
                             host_client.mirror.faces_shown, bea_client.mirror.faces_shown],
                            timeout=WAIT_MS):
        qtbot.keyClick(thrower, Qt.Key.Key_Space)
    found = pairs_on_table(bea_game)[:1] or twins_of_balances(bea_game)[:1]
    assert found, "seed 7's first throw leaves something to take"
    a, b = found[0]
    drag(qtbot, bea_game, bea_game.scene.stones[a].pos(), bea_game.scene.stones[b].pos())
    for game in (bea_game, lin_game):
        qtbot.keyClick(game.view, Qt.Key.Key_Return)   # done
    qtbot.waitUntil(lambda: bea_game.router.summary is not None
                    and lin_game.router.summary is not None, timeout=WAIT_MS)
    bea_summary, lin_summary = bea_game.router.summary, lin_game.router.summary
    assert bea_summary is not None and lin_summary is not None
    bea_lines = bea_summary.report.toPlainText().splitlines()
    lin_lines = lin_summary.report.toPlainText().splitlines()
    assert any(line.startswith("You ") for line in bea_lines), bea_lines
    assert not any("Bea" in line for line in bea_lines), bea_lines
    assert any(line.startswith("Bea ") for line in lin_lines), lin_lines
    for win in (bea, lin):
        win.network.leave()
