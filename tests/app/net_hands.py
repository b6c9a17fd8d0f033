"""A person's hands at one screen of a network table, for the end-to-end tests.

Plays the seats this screen holds through the window's own paths: the bar's button for a throw
and the last summary, a click on each person's seat for ready between rounds, the session's
`submit` for what a dialog or the flick tool would hand it
(the computer players' choice, `rok_qt.bots.decide`), and in the live race the moves a quick
adept would make, stamped on this screen's race clock like a press (`live_stamp`). Nothing here
reads the server: only what this screen shows.
"""

from __future__ import annotations

import msgspec
from PySide6.QtCore import QObject, QTimer

from rok_qt.bots import decide, plan_live
from rok_qt.bots.levels import match_skill
from rok_qt.model.moves import Acknowledge, Throw, TimeUp
from rok_qt.model.questions import Question
from rok_qt.model.state import Phase
from rok_qt.ui.game.bar_action import BarAction
from rok_qt.ui.game.game_widget import GameWidget

QUICK_MS, QUICK_PERCENT = 120.0, 400
"""An adept finding a stone every 0.1 s (MATCH: a 120 ms find at 400 % of the pace) and
reaching as an adept does: a race is the same race, over in a fraction of an adept's time."""

SKILL = match_skill(QUICK_MS, QUICK_PERCENT)


class Hands(QObject):
    """Answers this screen's questions and races for its seats (module docstring)."""

    def __init__(self, game: GameWidget) -> None:
        super().__init__(game)
        self.game = game
        self.moves = 0
        self._race = QTimer(self)
        self._race.setInterval(30)
        self._race.timeout.connect(self._grab)
        self._answer = QTimer(self)
        self._answer.setInterval(100)   # a person looks at the screen now and then
        self._answer.timeout.connect(self._answer_now)
        self._answer.start()
        game.live.race_started.connect(self._race.start)

    def _answer_now(self) -> None:
        game = self.game
        question: Question | None = game.asked
        state = game.session.state
        gate = game.router.ready
        if gate.is_open:   # between rounds: each person here clicks their seat, ready
            for seat in gate.waiting_for():
                gate.say_ready(seat)
            return
        if question is None or state is None or game.animating or game.live.active:
            return
        if question.kind == Phase.THROW and game.action == BarAction.THROW:
            game.router.act()   # the bar's button
        elif question.kind == Phase.SUMMARY and game.action == BarAction.SCORES:
            game.router.act()   # "See the final scores"
        elif question.kind in (Phase.PENALTY, Phase.FLICK, Phase.ORDER) \
                and question.player in game.session.humans():
            game.close_dialog()
            move = decide(state, question.player)
            if not isinstance(move, Throw | Acknowledge):
                game.session.submit(move)

    def _grab(self) -> None:
        game, session = self.game, self.game.session
        state = session.state
        if state is None or state.live is None or not game.live.active:
            self._race.stop()
            return
        if game.live.paused or not session.race.running:
            return
        now = session.race.now_ms()
        for seat in session.humans():
            if state.live.done[seat]:
                continue
            plan = plan_live(state, seat, SKILL)
            if not plan or isinstance(plan[0].move, TimeUp) or plan[0].ms > now:
                continue
            move = msgspec.structs.replace(plan[0].move, ms=session.live_stamp(None, seat))
            if session.submit(move):
                self.moves += 1
            return   # one move a tick: the state changed
