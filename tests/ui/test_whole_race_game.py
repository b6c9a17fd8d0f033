"""A whole game through the window (issue 30, "Done when"): a scripted person at a first-timer's
speed (the simulator's model of a person, bots/levels.py) against two novices, All at once.

The person's moves are the first-timer model's plan, made as a person makes them: the race
clock (the test's) runs until the planned moment, then a click on the stone (or where it lay:
a reach for a stone just taken is a race lost), a click on a balance stone, a click on a stone in
the hand, Enter. Races are won and lost, and the game-over table and the round log say what
the referee's events say.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QTableWidget
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.bots.levels import SKILLS
from rok_qt.bots.live import plan_live
from rok_qt.model.events import Event, GameEnded, RaceLost, RaceWon, RoundStarted
from rok_qt.model.moves import Done, LayOnBalance, PutBack, Take
from rok_qt.model.state import Controller, Phase
from rok_qt.session_clock import ManualClock
from rok_qt.ui.dialogs.game_over import GameOverDialog
from rok_qt.ui.game.bar_action import BarAction
from rok_qt.ui.game.game_widget import GameWidget
from rok_qt.ui.texts import stone_name
from tests.ui.driver import WAIT_MS, accept_dialog, click_at, current, flick_gesture
from tests.ui.test_done_is_personal import novices
from tests.ui.test_live_race import racing

PERSON = 0
FIRST_TIMER = SKILLS[Controller.FIRST_TIMER]
GAME_SEED = 3


def lay_of(game: GameWidget, stone: int) -> QPointF:
    """Where the stone is on screen now, or where it lay when it was taken."""
    state = current(game)
    live = state.live
    lying = state.table.get(stone) or (None if live is None else live.origins.get(stone))
    if lying is None:
        return game.scene.stones[stone].pos()
    return game.scene.to_scene(lying.x, lying.y)


def race_as_a_first_timer(qtbot: QtBot, game: GameWidget, clock: ManualClock) -> None:
    """One live grab: the model's next move, made through the window when it is due."""
    session = game.session
    for _ in range(400):
        state = current(game)
        live = state.live
        if live is None or not racing(game):
            return
        if live.done[PERSON]:
            clock.advance(200)   # the others take what is left
            continue
        plan = plan_live(state, PERSON, FIRST_TIMER)
        now = session.race.now_ms()
        if not plan or plan[0].ms > now + 1:
            clock.advance(min(100.0, plan[0].ms - now) if plan else 100.0)
            continue
        move = plan[0].move
        if isinstance(move, Take):
            click_at(qtbot, game, lay_of(game, move.stone))
        elif isinstance(move, LayOnBalance):
            click_at(qtbot, game, game.scene.stones[move.balance].pos())
        elif isinstance(move, PutBack):
            click_at(qtbot, game, game.scene.stones[move.stone].pos())
        elif isinstance(move, Done):
            qtbot.keyClick(game.view, Qt.Key.Key_Return)
        after = current(game).live
        if after is not None and (after.actions, after.last_ms) == (live.actions, live.last_ms):
            clock.advance(50)   # the move did not land (a race lost, or said already)


def test_a_first_timer_against_two_novices_meets_them_in_races(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock) -> None:
    window = race_window
    game = window.game
    game.live.countdown.set_step_ms(5)
    seen: list[Event] = []
    window.session.events_happened.connect(seen.extend)
    window.session.races_told_late.connect(seen.extend)
    assert window.start(novices(GAME_SEED))
    for _ in range(3000):
        qtbot.waitUntil(lambda: not game.player.playing, timeout=WAIT_MS)
        state = current(game)
        if state.phase == Phase.OVER and isinstance(game.dialog, GameOverDialog):
            break
        question = game.asked
        if game.dialog is not None and not isinstance(game.dialog, GameOverDialog):
            accept_dialog(qtbot, game.dialog)
        elif game.live.active:
            qtbot.waitUntil(lambda: racing(game) or not game.live.active, timeout=WAIT_MS)
            race_as_a_first_timer(qtbot, game, clock)
        elif game.action == BarAction.READY:
            qtbot.mouseClick(game.bar.button, Qt.MouseButton.LeftButton)
        elif question is not None and question.player == PERSON and question.kind == Phase.THROW:
            qtbot.keyClick(game.view, Qt.Key.Key_Space)
        elif question is not None and question.player == PERSON and question.kind == Phase.FLICK:
            flick_gesture(qtbot, game, PERSON, pull_mm=104)
        elif question is not None and question.kind == Phase.SUMMARY \
                and game.router.summary is not None and game.router.summary.final:
            qtbot.mouseClick(game.router.summary.continue_button, Qt.MouseButton.LeftButton)
        clock.advance(50)
        qtbot.wait(1)
    else:
        raise AssertionError("the game did not end")
    assert any(isinstance(e, GameEnded) for e in seen)
    won = sum(isinstance(e, RaceWon) and e.player == PERSON for e in seen)
    lost = sum(isinstance(e, RaceLost) and e.player == PERSON for e in seen)
    assert won + lost > 0, "the person met the computer players in races"

    # The game-over table says what the referee said, seat by seat.
    over = game.dialog
    assert isinstance(over, GameOverDialog)
    table = over.findChild(QTableWidget)
    assert table is not None
    headings = over.headings()
    column = {name: headings.index(name) for name in ("Player", "Races won", "Races lost")}
    shown = {}
    for row in range(table.rowCount()):
        cells = [table.item(row, c) for c in range(table.columnCount())]
        texts = [cell.text() if cell is not None else "" for cell in cells]
        shown[texts[column["Player"]]] = (int(texts[column["Races won"]]),
                                          int(texts[column["Races lost"]]))
    state = current(game)
    for seat, player in enumerate(state.players):
        assert shown[player.name] == (
            sum(isinstance(e, RaceWon) and e.player == seat for e in seen),
            sum(isinstance(e, RaceLost) and e.player == seat for e in seen)), player.name

    # The round log tells every race of every round, the person's too late among them.
    rounds = dict(window.round_log.rounds())
    number = 0
    for event in seen:
        if isinstance(event, RoundStarted):
            number = event.round
        elif isinstance(event, RaceWon):
            who = "You" if event.player == PERSON else state.players[event.player].name
            lines = rounds.get(number, [])
            assert any(line.startswith(who) and stone_name(event.stone) in line
                       for line in lines), (number, who, lines)
        elif isinstance(event, RaceLost) and event.player == PERSON:
            lines = rounds.get(number, [])
            assert any("you +" in line and stone_name(event.stone) in line
                       for line in lines), (number, lines)
