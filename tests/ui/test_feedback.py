"""What happened is told where the eye is: notes on the table, the summary beside it, refusals
and redraws in the bar; a click is asked only when the game ends."""

from __future__ import annotations

import copy

import pytest
from PySide6.QtCore import QLocale, QPoint, QRect, Qt
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.errors import InvalidMove, Refusal
from rok_qt.model.events import (
    BalanceReplaced,
    BalancesRedrawn,
    Captured,
    Event,
    RaceLost,
    RaceWon,
    WrongPairReturned,
)
from rok_qt.model.moves import Acknowledge
from rok_qt.model.questions import Question
from rok_qt.model.setup import GameConfig, SeatConfig, new_game
from rok_qt.model.state import Controller, GameState, Phase, PlayMode
from rok_qt.ui.dialogs.game_over import GameOverDialog
from rok_qt.ui.persons import Person
from rok_qt.ui.refusals import refusal_text
from rok_qt.ui.table.table_notes import margin_text, merged_races, notes_for, seconds
from rok_qt.ui.texts import balances_redrawn_text
from tests.app.saving_support import position
from tests.ui.driver import WAIT_MS, current, wait_for_human

FIVE = ["Anna", "Bela", "Cili", "Dani", "Emese"]


def last_summary() -> GameState:
    """The game's last round summary, every seat a computer player."""
    return _summary(last=True)


def _summary(last: bool, players: int = 2) -> GameState:
    """A round summary, the game's last one or not, every seat a computer player."""
    def wanted(state: GameState) -> bool:
        return (state.phase == Phase.SUMMARY and (len(state.bag) <= state.player_count) == last
                and len(state.log) > 10)

    state = copy.deepcopy(position(players, wanted).state)
    for player in state.players:
        player.controller = Controller.ADEPT
    return state


def test_R7_1_race_margins_are_seconds_with_one_decimal(qtbot: QtBot) -> None:
    before_locale = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.English))
    try:
        assert (seconds(312), seconds(1260), seconds(20_000)) == ("0.3 s", "1.3 s", "20.0 s")
        QLocale.setDefault(QLocale(QLocale.Language.French))
        assert seconds(312) == "0,3 s", "the language's own decimal sign"
    finally:
        QLocale.setDefault(before_locale)
    state, _ = new_game(GameConfig([SeatConfig(n) for n in FIVE[:3]], 1))
    before = {7: (10.0, 20.0), 9: (-30.0, 5.0)}
    notes = notes_for(state, before, [
        RaceWon(7, 1, 900.0, 312.0, False),
        WrongPairReturned(2, (9, 11), False),
        Captured.of(0, 2, 7, 8, (13, 14)),
        BalanceReplaced(2, 30),
    ])
    assert notes == [((10.0, 20.0), "Bela: first by 0.3 s"),
                     ((-30.0, 5.0), "Cili: wrong pair"),
                     (2, "new balance stone")], "a capture has its own line (capture_show)"


def test_R3_2_a_balance_redraw_is_said_in_the_bar_and_beside_the_seats(
        qtbot: QtBot, window: MainWindow) -> None:
    game = window.game
    seats = [SeatConfig(FIVE[0]), *[SeatConfig(n, Controller.ADEPT) for n in FIVE[1:]]]
    assert window.start(GameConfig(seats, 1, first_player=0))
    wait_for_human(qtbot, game)
    state = current(game)
    said = balances_redrawn_text(state, BalancesRedrawn((0, 4)))
    assert said == "Anna and Emese drew twins; both drew again."
    assert said in game.bar.message.text()
    assert game.router.notes.texts() == ["twins: drew again"] * 2


def test_R5_a_settled_round_is_labelled_on_the_table(qtbot: QtBot, window: MainWindow) -> None:
    """Each summary's races are labelled on the table, by winner, in seconds."""
    game = window.game
    seen: list[tuple[GameState, list[str], bool]] = []

    def summary_shown(question: Question) -> None:
        if question.kind == Phase.SUMMARY:
            view = game.view
            shown = view.mapToScene(view.viewport().rect()).boundingRect()
            visible = all(item.isVisible() and item.scene() is game.scene
                          and shown.contains(item.sceneBoundingRect())
                          for item in game.router.notes.items)
            seen.append((current(game), game.router.notes.texts(), visible))

    game.question_shown.connect(summary_shown)
    seats = [SeatConfig("Bot A", Controller.MASTER), SeatConfig("Bot B", Controller.MASTER),
             SeatConfig("Bot C", Controller.ADEPT)]
    assert window.start(GameConfig(seats, 4))

    def raced() -> bool:
        return any(isinstance(e, RaceWon) for state, _t, _v in seen for e in state.log)

    qtbot.waitUntil(raced, timeout=WAIT_MS)
    for state, texts, visible in seen:
        assert visible
        for race in (e for e in state.log if isinstance(e, RaceWon) and not e.coin_flip):
            name = state.players[race.player].name
            assert f"{name}: first by {margin_text(race.margin_ms)}" in texts
        if any(isinstance(e, Captured) for e in state.log):
            assert any(t.startswith("captured by") for t in texts)


@pytest.mark.parametrize(("players", "width", "height"),
                         [(2, 1024, 640), (4, 1024, 640), (5, 1280, 800)])
def test_R9_1_a_round_summary_goes_on_by_itself(qtbot: QtBot, window: MainWindow,
                                                players: int, width: int, height: int) -> None:
    game = window.game
    window.resize(width, height)   # a long report, a small window: the seats stay in view
    state = _summary(last=False, players=players)
    with qtbot.waitSignal(window.session.events_happened, timeout=WAIT_MS):
        window.session.load_state(state)
    summary = game.router.summary
    assert summary is not None and summary.continue_button is None and game.dialog is None
    assert current(game).round == state.round + 1, "the next round started without a click"
    assert summary.isVisible(), "the summary stays beside the table"
    host = summary.parentWidget()
    assert host is not None
    inside = host.rect().contains(summary.geometry())
    assert inside, "the panel lies within the window"
    for panel in game.scene.panels:
        box = game.view.mapFromScene(panel.sceneBoundingRect()).boundingRect()
        seat = QRect(game.view.viewport().mapTo(host, box.topLeft()), box.size())
        assert not summary.geometry().intersects(seat), "the summary covers no seat"
    bar = QRect(game.bar.mapTo(host, QPoint(0, 0)), game.bar.size())
    assert not summary.geometry().intersects(bar), "nor the bar under the table"


def test_R9_1_the_last_summary_asks_to_see_the_final_scores(
        qtbot: QtBot, window: MainWindow) -> None:
    game = window.game
    window.session.load_state(_summary(last=True))
    wait_for_human(qtbot, game)
    summary = game.router.summary
    assert summary is not None and summary.continue_button is not None
    assert summary.continue_button.text() == "See the final scores"
    assert game.bar.button.text() == "See the final scores"
    assert game.dialog is None, "the summary blocks nothing"
    qtbot.wait(50)
    assert current(game).phase == Phase.SUMMARY, "the game waits for the click"
    qtbot.mouseClick(summary.continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(game.dialog, GameOverDialog), timeout=WAIT_MS)
    assert game.router.summary is None


def test_a_refused_move_is_worded_in_the_players_language(
        qtbot: QtBot, window: MainWindow) -> None:
    window.session.load_state(_summary(last=True))
    wait_for_human(qtbot, window.game)
    error = InvalidMove(Refusal.GAME_OVER, "The game is over.")
    window.session.move_rejected.emit(error)
    assert window.game.bar.message.text() == refusal_text(error)
    assert window.session.submit(Acknowledge())


def test_a_note_beside_a_seat_at_the_windows_edge_stays_on_screen(
        qtbot: QtBot, window: MainWindow) -> None:
    window.session.load_state(_summary(last=False, players=5))
    notes = window.game.router.notes
    notes.show([(seat, "captured by Somebody With A Long Name") for seat in range(5)])
    view = window.game.view
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert all(shown.contains(item.sceneBoundingRect()) for item in notes.items)


def test_R7_2_a_close_race_reads_in_ms_and_a_clear_one_in_seconds(qtbot: QtBot) -> None:
    from rok_qt.ui.game.lost_races import faster_text, lost_line

    assert faster_text("Ann", 3.2) == "Ann was faster by 3 ms"
    assert faster_text("Bot 1", 840) == "Bot 1 was faster by 0.8 s"
    assert lost_line(Person("Bea", False), "black uruz", Person("Ann", False), 12) == (
        "Bea lost the black uruz to Ann, 12 ms faster")
    assert lost_line(Person("Bea", False), "black uruz", Person("Bot 1", False), 2500) == (
        "Bea lost the black uruz to Bot 1, 2.5 s faster")


def test_R9_1_a_short_summary_keeps_off_the_bag_and_the_seats(
        qtbot: QtBot, window: MainWindow) -> None:
    """A round with little to say makes a short panel: it still finds a free side band."""
    game = window.game
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    game.live.countdown.set_step_ms(5)
    seats = [SeatConfig("Player 1", Controller.HUMAN), SeatConfig("Bot 1", Controller.NOVICE)]
    assert window.start(GameConfig(seats, seed=3, mode=PlayMode.LIVE, time_limit_ms=3000))

    def summary_shown() -> bool:
        if game.router.summary is not None and game.router.summary.isVisible():
            return True
        if game.view.hasFocus():
            qtbot.keyClick(game.view, Qt.Key.Key_Space)   # throw when asked; nothing else
        return False

    qtbot.waitUntil(summary_shown, timeout=WAIT_MS * 3)
    summary = game.router.summary
    assert summary is not None
    host = summary.parentWidget()
    assert host is not None
    for item in [*game.scene.panels, game.scene.bag]:
        box = game.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        shown = QRect(game.view.viewport().mapTo(host, box.topLeft()), box.size())
        assert not summary.geometry().intersects(shown), "the summary covers no seat nor the bag"


def test_R7_1_a_pair_won_and_lost_by_one_margin_is_one_line_each() -> None:
    a, b = 35, 36   # twins
    events: list[Event] = [RaceWon(a, 1, 900.0, 312.0, False), RaceLost(0, a, 1, 312.0, False),
                           RaceWon(b, 1, 900.0, 312.0, False), RaceLost(0, b, 1, 312.0, False)]
    assert merged_races(events) == events[:2]


def test_R7_2_a_close_race_reads_in_whole_ms_not_rounded_seconds(qtbot: QtBot) -> None:
    assert margin_text(50.0) == "50 ms" and margin_text(312.0) == seconds(312.0) == "0.3 s"
