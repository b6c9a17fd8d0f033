"""Two phones and a computer player at a table the app hosts: a whole game (R7.2, R7.3).

The app's window runs offscreen in this process and hosts the table (Game > Host a table, two
seats open, one computer player) on 127.0.0.1; the phones are real headless Chromium pages
with a phone's screen and touch, on the address under "Play on your phone". They type their
names, take seats, throw, tap stones, say done and ready, pay, order and flick as asked, and
one of them is reloaded in the middle of a race and finds its seat again. At the end the
shared screen's game-over table and both phones show the same scores.
"""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QTableWidget
from pytestqt.qtbot import QtBot

from rok_qt.app.learn import LAUNCHED_KEY
from rok_qt.app.network.mode import PORT_KEY
from rok_qt.app.window import MainWindow
from rok_qt.bots.levels import SKILLS
from rok_qt.model.events import (
    Captured,
    ClaimMade,
    ContestEnded,
    OwnTwinTaken,
    PairTaken,
    PenaltyPaid,
    PenaltyWaived,
    RaceLost,
    RaceWon,
    SplitReturned,
    WrongPairReturned,
)
from rok_qt.model.state import Controller, GameState, Phase
from rok_qt.ui.dialogs.game_over import GameOverDialog
from rok_qt.ui.dialogs.setup_dialog import OPEN_SEAT
from rok_qt.ui.network.host_dialog import HostDialog
from rok_qt.ui.table.animations import AnimationSpeed
from tests.phone.browser import PhonePage, available

GAME_S = 600.0
"""A whole game's bound: its rounds take a few seconds each."""


@pytest.fixture(autouse=True)
def quick_master(monkeypatch: pytest.MonkeyPatch) -> None:
    """The table's master finds, starts and reaches in a third of a master's time: its choices,
    misses and flicks are a master's, each race is over sooner."""
    master = SKILLS[Controller.MASTER]

    def third(span: tuple[float, float]) -> tuple[float, float]:
        return (span[0] / 3.0, span[1] / 3.0)
    monkeypatch.setitem(SKILLS, Controller.MASTER, replace(
        master, find_ms=third(master.find_ms), start_ms=third(master.start_ms),
        reach_ms=third(master.reach_ms)))


def shared_screen(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    settings = QSettings(str(tmp_path / "host.ini"), QSettings.Format.IniFormat)
    settings.setValue(LAUNCHED_KEY, True)
    settings.setValue(PORT_KEY, 0)
    win = MainWindow(settings=settings)
    win.set_animation_speed(AnimationSpeed.OFF)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    return win


def host_for_phones(qtbot: QtBot, win: MainWindow) -> str:
    """Game > Host a table: two seats open for phones, a master computer player; Open the
    table. The phone address, as "Play on your phone" shows it."""
    win.host_action.trigger()
    dialog = win.findChild(HostDialog)
    assert dialog is not None
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    for row, choice in zip(dialog.rows, (OPEN_SEAT, OPEN_SEAT, Controller.MASTER.value),
                           strict=True):
        row.controller.setCurrentIndex(row.controller.findData(choice))
    dialog.limit.setCurrentIndex(dialog.limit.findData(10_000))
    qtbot.keyClicks(dialog.seed, "11")
    assert dialog.start_button.isEnabled(), dialog.error.text()
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    lobby = win.network.lobby
    assert lobby is not None
    qtbot.waitUntil(lambda: lobby.phones.isVisible()
                    and lobby.phones.address.text().startswith("http://127.0.0.1:"),
                    timeout=20_000)
    assert lobby.phones.code.modules >= 21   # a real QR code of the address
    return lobby.phones.address.text()


def lines_due(state: GameState, seat: int) -> int:
    """How many lines a seat's summary says, as the shared screen's log has it: each event
    that settled something of that seat's (a flick's winner is news for everyone)."""
    count = 0
    for event in state.log:
        if isinstance(event, PairTaken | OwnTwinTaken | ClaimMade | WrongPairReturned
                      | SplitReturned | PenaltyPaid | PenaltyWaived | RaceWon | RaceLost):
            count += event.player == seat
        elif isinstance(event, Captured):
            count += seat in (event.claimant, event.victim)
        elif isinstance(event, ContestEnded):
            count += event.winner is not None
    return count


class PhonePlayer:
    """What a person with a phone does at each moment, as the page shows it."""

    def __init__(self, page: PhonePage, name: str) -> None:
        self.page, self.name = page, name
        self.took: tuple[int, int] | None = None   # (round, stone) of this race's take
        self.scores: dict[str, int] | None = None
        self.seen_race = False
        self.summaries: dict[int, list[str]] = {}   # round -> the lines its summary showed

    @property
    def seat(self) -> int:
        return int(self.page.js("return window.rok.seat"))

    def section(self) -> str:
        return str(self.page.js("return [...document.querySelectorAll('main > section')]"
                                ".find(s => !s.hidden)?.id || ''"))

    def visible(self, element_id: str) -> bool:
        return bool(self.page.js("const e = document.getElementById(arguments[0]);"
                                 "return !!e && !e.hidden && e.offsetParent !== null && "
                                 "!e.disabled;", element_id))

    def act(self) -> None:
        section = self.section()
        if section == "join" and self.visible("join-button"):
            self.page.type_into("name", self.name)
            self.page.tap_element("join-button")
        elif section == "play":
            self.play()
        elif section == "between" and self.visible("ready"):
            round_, lines = self.page.js(
                "return [window.rok.board.round, [...document.querySelectorAll('#lines li')]"
                ".map(li => li.textContent)]")
            self.summaries[int(round_)] = lines
            self.page.tap_element("ready")
        elif section == "over":
            rows = self.page.js("return [...document.querySelectorAll('#scores li')].map("
                                "li => [li.textContent, Number(li.dataset.score)])")
            self.scores = {text.rsplit(":", 1)[0]: score for text, score in rows}

    def play(self) -> None:
        state = self.page.js("const b = window.rok.board; return b && {phase: b.phase, "
                             "asks: b.asks, round: b.round, seat: b.seat, acked: b.acked, "
                             "done: b.seat >= 0 && b.seats[b.seat].done, hand: b.hand, "
                             "started: !!window.rok.go && performance.now() >= "
                             "window.rok.go.clientMs, pending: window.rok.actions.length}")
        if not state:
            return
        asks = state["asks"]
        if asks == "throw" or asks == "penalty":
            self.tap_first("#ask button")
        elif asks == "order":
            self.tap_first("#ask button.big")
        elif asks == "flick":
            start = self.page.js("return window.rokFlickFrom()")
            if start:
                self.page.swipe((start["x"], start["y"]), (start["x"], start["y"] - 90))
        elif state["phase"] == "grab" and state["started"] and not state["done"]:
            self.race(state)

    def race(self, state: dict[str, object]) -> None:
        self.seen_race = True
        if state["pending"]:
            return   # the table has not answered the last tap yet
        round_ = int(str(state["round"]))
        if self.took is None or self.took[0] != round_:
            spots = self.page.js("return window.rokSpots()")
            if spots:
                spot = spots[0]
                self.took = (round_, int(spot["stone"]))
                self.page.tap(spot["x"], spot["y"])
                return
        if self.visible("put-back"):
            self.page.tap_element("put-back")
        elif self.visible("done"):
            self.page.tap_element("done")

    def tap_first(self, selector: str) -> None:
        box = self.page.js("const e = document.querySelector(arguments[0]); if (!e) return null;"
                           "const r = e.getBoundingClientRect();"
                           "return [r.left + r.width / 2, r.top + r.height / 2];", selector)
        if box:
            self.page.tap(box[0], box[1])


def joined(page: PhonePage) -> bool:
    return bool(page.js("return !document.getElementById('joined').hidden && "
                        "document.querySelector('.tick').textContent.includes('joined')"))


def back_at(page: PhonePage, seat: int) -> bool:
    return bool(page.js("return !!window.rok && !!window.rok.board && window.rok.seat === "
                        "arguments[0] && window.rok.board.seat === arguments[0]", seat))


def game_over_scores(win: MainWindow) -> dict[str, int] | None:
    over = win.findChild(GameOverDialog)
    if over is None or not over.isVisible():
        return None
    table = over.table
    return {cell(table, row, 0): int(cell(table, row, 1)) for row in range(table.rowCount())}


def cell(table: QTableWidget, row: int, col: int) -> str:
    item = table.item(row, col)
    return "" if item is None else item.text()


def test_R7_3_two_phones_and_a_computer_play_a_whole_game_hosted_by_the_app(
        qtbot: QtBot, tmp_path: Path) -> None:
    assert available(), "Debian's chromium and chromium-driver are needed (.ci/run installs them)"
    win = shared_screen(qtbot, tmp_path)
    url = host_for_phones(qtbot, win)
    pages = [PhonePage(url), PhonePage(url)]
    try:
        players = [PhonePlayer(pages[0], "Bea"), PhonePlayer(pages[1], "Cy")]
        lobby = win.network.lobby
        assert lobby is not None
        deadline = time.monotonic() + 60
        while not lobby.start_button.isEnabled():
            assert time.monotonic() < deadline, "the phones did not take their seats"
            for player in players:
                player.act()
            qtbot.wait(100)
        for page in pages:   # "✓ joined" on each phone
            qtbot.waitUntil(lambda page=page: joined(page), timeout=10_000)   # type: ignore[misc]
        names = [cell(lobby.seat_list, row, 0) for row in range(3)]
        assert names[:2] == ["Bea", "Cy"]
        assert cell(lobby.seat_list, 0, 1) == "On a phone"
        qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)

        reloaded = False
        client = win.network.client
        assert client is not None
        checked: set[tuple[int, int]] = set()
        deadline = time.monotonic() + GAME_S
        while game_over_scores(win) is None or any(p.scores is None for p in players):
            assert time.monotonic() < deadline, "the game did not end in time"
            for player in players:
                player.act()
            state = client.session.state   # the shared screen's summary says the same
            for player in players:
                if state is not None and state.phase == Phase.SUMMARY \
                        and state.round in player.summaries \
                        and (state.round, player.seat) not in checked:
                    lines = player.summaries[state.round]
                    assert len(lines) == max(1, lines_due(state, player.seat)), lines
                    if not lines_due(state, player.seat):
                        assert lines == ["Nothing came your way this round."]
                    checked.add((state.round, player.seat))
            if not reloaded and players[0].took is not None:
                state = client.session.state
                assert state is not None and state.live is not None, "reloaded mid-race"
                seat = pages[0].js("return window.rok.seat")
                pages[0].driver.refresh()   # mid-race: the page comes back to its seat
                qtbot.waitUntil(lambda seat=seat: back_at(pages[0], seat),  # type: ignore[misc]
                                timeout=20_000)
                reloaded = True
            qtbot.wait(60)
        shared = game_over_scores(win)
        assert reloaded and all(p.seen_race for p in players)
        assert checked, "the phones' summaries were seen"
        assert shared is not None and set(shared) == {"Bea", "Cy", "Bot 1"}, shared
        for player in players:
            assert player.scores == shared
    finally:
        for page in pages:
            page.close()
        win.network.leave()
