"""A whole game through the window: two people by mouse and keyboard, a bot, every dialog."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QTableWidget
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.events import Flicked, GameEnded
from rok_qt.model.questions import Question
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import ContestPurpose, Controller, GameState, Phase
from rok_qt.ui.dialogs.game_over import GameOverDialog
from rok_qt.ui.dialogs.order_dialog import DisputeDialog, OrderDialog, TieBreakDialog
from rok_qt.ui.dialogs.penalty_dialog import PenaltyDialog
from rok_qt.ui.game.bar_action import BarAction
from rok_qt.ui.game.game_widget import GameWidget
from rok_qt.ui.table.animations import AnimationSpeed
from rok_qt.ui.table.flick_tool import FlickTool
from rok_qt.ui.table.grab_tool import GrabTool
from tests.ui.driver import (
    WAIT_MS,
    accept_dialog,
    current,
    drag,
    find_state,
    flick_gesture,
    order_dispute,
    pairs_on_table,
    see_final_scores,
    twins_of_balances,
    wait_for_human,
    wrong_pair,
)

MAX_STEPS = 400


def play_grab_turn(qtbot: QtBot, game: GameWidget, counts: dict[str, int]) -> None:
    """Reveal by a click on the cover, then drag pairs, twins and maybe a wrong pair; Done."""
    qtbot.mouseClick(game.cover, Qt.MouseButton.LeftButton)
    assert isinstance(game.tool, GrabTool)
    tool = game.tool
    for a, b in pairs_on_table(game)[:2]:
        drag(qtbot, game, game.scene.stones[a].pos(), game.scene.stones[b].pos())
        counts["pairs"] += 1
    taken = tool.taken()
    for stone, balance in twins_of_balances(game)[:1]:
        if stone not in taken:
            drag(qtbot, game, game.scene.stones[stone].pos(), game.scene.stones[balance].pos())
            counts["twins"] += 1
    if counts["wrong"] < 2:
        taken = tool.taken()
        wrong = wrong_pair(game)
        if wrong is not None and not set(wrong) & taken:
            drag(qtbot, game, game.scene.stones[wrong[0]].pos(),
                 game.scene.stones[wrong[1]].pos())
            counts["wrong"] += 1
    expected = counts["pairs"] + counts["twins"] + counts["wrong"] - counts["seen"]
    assert len(tool.picks) == expected
    counts["seen"] += expected
    qtbot.mouseClick(game.bar.button, Qt.MouseButton.LeftButton)


def test_whole_game_through_the_window(qtbot: QtBot, window: MainWindow) -> None:
    game = window.game
    ended: list[GameEnded] = []
    window.session.events_happened.connect(
        lambda events: ended.extend(e for e in events if isinstance(e, GameEnded)))
    config = GameConfig([SeatConfig("Anna", Controller.HUMAN, 30),
                         SeatConfig("Bence", Controller.HUMAN, 25),
                         SeatConfig("Bot", Controller.ADEPT, 40)], seed=11, time_limit_ms=None)
    assert window.start(config)
    counts = {"pairs": 0, "twins": 0, "wrong": 0, "seen": 0, "flicks": 0, "dialogs": 0}
    summaries: list[int] = []
    game.question_shown.connect(lambda q: summaries.append(current(game).round)
                                if q.kind == Phase.SUMMARY else None)
    for _ in range(MAX_STEPS):
        wait_for_human(qtbot, game)
        question = game.asked
        assert question is not None
        if question.kind == Phase.OVER:
            break
        if game.dialog is not None:
            counts["dialogs"] += 1
            accept_dialog(qtbot, game.dialog)
        elif question.kind == Phase.SUMMARY:
            see_final_scores(qtbot, game)
        elif question.kind == Phase.THROW:
            qtbot.keyClick(game.view, Qt.Key.Key_Space)
        elif question.kind == Phase.GRAB:
            play_grab_turn(qtbot, game, counts)
        elif question.kind == Phase.FLICK:
            assert question.player is not None
            counts["flicks"] += 1
            flick_gesture(qtbot, game, question.player, pull_mm=104)
        qtbot.wait(1)
    else:
        raise AssertionError("the game did not end")
    assert isinstance(game.dialog, GameOverDialog)
    state = window.session.state
    assert state is not None and state.phase == Phase.OVER
    assert ended and list(ended[-1].scores) == [state.score(s) for s in range(state.player_count)]
    assert state.scores == list(ended[-1].scores)
    assert counts["pairs"] > 0 and counts["wrong"] > 0
    # Every round's summary was shown beside the table; only the last one asked for a click.
    assert summaries == list(range(1, state.round + 1))
    shown = game.dialog.findChild(QTableWidget)
    assert shown is not None
    cells = [[shown.item(r, c) for c in (0, 1)] for r in range(state.player_count)]
    listed = {name.text(): int(score.text()) for name, score in cells
              if name is not None and score is not None}
    assert listed == {p.name: state.score(s) for s, p in enumerate(state.players)}


def flick_until_decided(qtbot: QtBot, game: GameWidget) -> Question:
    """Every person flicks by mouse, attempt after attempt, until the contest is decided; the
    question that follows it."""
    while True:
        wait_for_human(qtbot, game)
        question = game.asked
        assert question is not None
        if question.kind != Phase.FLICK:
            return question
        assert question.player is not None
        assert isinstance(game.tool, FlickTool)
        flick_gesture(qtbot, game, question.player, pull_mm=104)


def test_flick_contest_and_order_through_the_window(qtbot: QtBot, window: MainWindow) -> None:
    """A dispute: the explanation, two flicks by mouse on the table, then the order dialog."""
    state = find_state(3, order_dispute)
    assert state.contest is not None
    # The contestants flick by mouse; the one seat left out is a bot.
    for seat, player in enumerate(state.players):
        in_contest = seat in state.contest.contestants
        player.controller = Controller.HUMAN if in_contest else Controller.ADEPT
    game = window.game
    window.session.load_state(state)
    wait_for_human(qtbot, game)
    assert isinstance(game.dialog, DisputeDialog)
    accept_dialog(qtbot, game.dialog)
    flicks: list[Flicked] = []
    window.session.events_happened.connect(
        lambda events: flicks.extend(e for e in events if isinstance(e, Flicked)))
    question = flick_until_decided(qtbot, game)
    assert len(flicks) >= 2
    shown = [label.text() for label in game.scene.distance_labels]
    assert shown and all(" mm" in t or "Rune of Fate" in t for t in shown), "distances at the end"
    for flick in flicks:
        assert flick.frames, "the flick is animated from the engine's physics frames"
    assert question.kind in (Phase.ORDER, Phase.SUMMARY, Phase.PENALTY)
    if question.kind == Phase.ORDER:
        assert isinstance(game.dialog, OrderDialog)
        with qtbot.waitSignal(game.question_shown, timeout=WAIT_MS,
                              check_params_cb=lambda q: q.kind != Phase.ORDER):
            accept_dialog(qtbot, game.dialog)


def test_tie_break_flick_names_the_grand_master(qtbot: QtBot, window: MainWindow) -> None:
    """R9.3: tied leaders flick on the table; the game-over dialog names the winner."""
    def tied(state: GameState) -> bool:
        contest = state.contest
        return (state.phase == Phase.FLICK and contest is not None
                and contest.purpose == ContestPurpose.TIEBREAK and not contest.flicked)

    state = find_state(2, tied)
    assert state is not None
    game = window.game
    window.session.load_state(state)
    for _ in range(40):
        wait_for_human(qtbot, game)
        question = game.asked
        assert question is not None
        if question.kind == Phase.OVER:
            break
        if isinstance(game.dialog, TieBreakDialog):
            text = game.dialog.findChild(QLabel)
            assert text is not None and "tied" in text.text()
            accept_dialog(qtbot, game.dialog)
            continue
        assert question.kind == Phase.FLICK and question.player is not None
        flick_gesture(qtbot, game, question.player, pull_mm=100)
    assert isinstance(game.dialog, GameOverDialog)
    over = current(game)
    assert over.grand_master is not None
    heading = game.dialog.findChild(QLabel)
    assert heading is not None and over.players[over.grand_master].name in heading.text()


def test_penalty_dialog_in_play(qtbot: QtBot, window: MainWindow) -> None:
    """A penalised human chooses the pair in the dialog; the engine takes that pair."""
    state = find_state(3, lambda s: s.phase == Phase.PENALTY)
    assert state is not None
    game = window.game
    window.session.load_state(state)
    wait_for_human(qtbot, game)
    assert isinstance(game.dialog, PenaltyDialog)
    seat = game.dialog.seat
    pair = game.dialog.choice()
    assert pair is not None
    accept_dialog(qtbot, game.dialog)
    after = current(game)
    assert pair[0] not in after.players[seat].treasure and pair[0] in after.bag


def test_R8_2_the_distances_stay_until_the_players_continue(
        qtbot: QtBot, window: MainWindow) -> None:
    """With animations on, a decided contest keeps its distances on the table: the order
    dialog waits for Continue, so it never covers them half a second after they appear."""
    window.set_animation_speed(AnimationSpeed.FAST)
    state = find_state(3, order_dispute)
    assert state.contest is not None
    for player in state.players:
        player.controller = Controller.HUMAN
    game = window.game
    window.session.load_state(state)
    wait_for_human(qtbot, game)
    assert isinstance(game.dialog, DisputeDialog)
    accept_dialog(qtbot, game.dialog)
    question = flick_until_decided(qtbot, game)
    assert question.kind == Phase.ORDER
    assert game.dialog is None and game.action == BarAction.CONTINUE
    assert game.bar.button.text() == "Continue"
    assert [label for label in game.scene.distance_labels if label.isVisible()]
    with qtbot.assertNotEmitted(window.session.events_happened, wait=200):
        pass
    assert game.dialog is None, "nothing opens over the distances by itself"
    qtbot.mouseClick(game.bar.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(game.dialog, OrderDialog), timeout=WAIT_MS)
