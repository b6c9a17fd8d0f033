"""A simulated person at a screen of a network table (tests, benchmarks, smoke checks).

`Robot` plays the seats its TableClient holds the way the computer players would (rok_qt.bots),
but from the screen's side: it reads only the client's mirror of the game, presses when its
own race clock reaches the planned time, and sends stamped intents like a real screen.
"""

from __future__ import annotations

import asyncio

from rok_qt import logs
from rok_qt.bots import decide, plan_live
from rok_qt.bots.levels import Skill, skill_of
from rok_qt.model.events import GameEnded
from rok_qt.model.moves import ChooseOrder, Flick, PayPenalty, Settle, Throw, TimeUp
from rok_qt.model.questions import waiting_for
from rok_qt.model.state import Controller, Phase
from rok_qt.net.client import TableClient
from rok_qt.net.protocol import (
    Answer,
    LiveIntent,
    Logged,
    Paused,
    Ready,
    Refused,
    ServerMessage,
)

LOG = logs.channel("network")


class Robot:
    """Plays a TableClient's seats until the game ends or the connection does."""

    def __init__(self, client: TableClient, skill: Skill | None = None,
                 answer_pause_s: float = 0.05) -> None:
        self.client = client
        self.skill = skill or skill_of(Controller.ADEPT)
        self.answer_pause_s = answer_pause_s
        self.result: GameEnded | None = None
        self.refused: list[Refused] = []
        self.sent: list[LiveIntent] = []
        """Every race move this screen sent, as stamped."""
        self._pending: dict[int, int] = {}
        """id of a Live in flight -> its seat; a seat waits for its answer before the next."""
        self._answered = -1
        """The log entry at which this robot last answered a question (one answer each)."""

    @property
    def seats(self) -> list[int]:
        """The seats this screen holds."""
        welcome = self.client.welcome
        return list(welcome.seats) if welcome is not None else []

    async def play(self) -> GameEnded | None:
        """Play until GameEnded (returned) or the connection ends (None)."""
        while self.result is None:
            delay = await self._act()
            try:
                message = await asyncio.wait_for(self.client.messages.get(), delay)
            except TimeoutError:
                continue
            if message is None:
                return None
            self._note(message)
        return self.result

    def _note(self, message: ServerMessage) -> None:
        if isinstance(message, Logged):
            for event in message.events:
                if isinstance(event, GameEnded):
                    self.result = event
            player = getattr(message.move, "player", None)
            self._pending = {i: s for i, s in self._pending.items() if s != player}
        elif isinstance(message, Refused):
            LOG.debug("a move of this screen was refused: %s", message.text)
            self.refused.append(message)
            self._pending.pop(message.id, None)
        elif isinstance(message, Paused):
            self._pending.clear()   # whatever was in flight is refused or logged meanwhile

    async def _act(self) -> float | None:
        """Do what is due now; how long until the next thing is due (None: a message)."""
        client, state = self.client, self.client.state
        if state is None or client.desynced or state.phase == Phase.OVER:
            return None
        if state.live is not None:
            return await self._race()
        question = waiting_for(state)
        if self._answered == client.seq:
            return None
        if question.kind == Phase.SUMMARY:
            self._answered = client.seq
            await client.send(Ready(tuple(self.seats)))
        elif question.player in self.seats:
            self._answered = client.seq
            await asyncio.sleep(self.answer_pause_s)
            move = decide(state, question.player)
            if isinstance(move, Throw | PayPenalty | Flick | ChooseOrder):
                await client.send(Answer(move))
        return None

    async def _race(self) -> float | None:
        client, state = self.client, self.client.state
        stamper = client.stamper
        if state is None or not stamper.running:
            return None
        now = client.clock()
        race_now = stamper.race_ms(now)
        waits: list[float] = []
        for seat in self.seats:
            if seat in self._pending.values():
                continue
            plan = plan_live(state, seat, self.skill)
            if not plan:
                continue
            move = plan[0].move
            if isinstance(move, TimeUp | Settle):
                continue
            if plan[0].ms <= race_now:
                live = stamper.stamp(move, now)
                self._pending[live.id] = seat
                self.sent.append(live.move)
                await client.send(live)
            else:
                waits.append(plan[0].ms - race_now)
        return min(waits) / 1000.0 if waits else None
