"""A screen reader's view of the game: what the table announces as it happens.

The throw landed (and, at a player's own reveal, what shows face up), whose turn it is, a take,
a capture, the round's summary and the game's end; the ring's stones say themselves through the
scene (`TableScene.say`). Every announcement repeats words that are on screen already (the bar,
the cover, the summary, the notes beside the stones), so a sighted player and a screen reader's
user learn the same things at the same moment, and nothing a seat may not see is said: in a
relay round the faces are told at each player's own reveal only (R7.1 [C]).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from rok_qt.model.events import Captured, Event, GameEnded, StonesThrown, StoneTaken
from rok_qt.model.questions import Question
from rok_qt.model.state import GameState, Phase
from rok_qt.ui.access.announcer import Announcer
from rok_qt.ui.access.stone_words import StoneWords
from rok_qt.ui.dialogs.summary_lines import describe
from rok_qt.ui.persons import fill, persons_of
from rok_qt.ui.texts import stone_name

if TYPE_CHECKING:
    from rok_qt.ui.game.game_widget import GameWidget


class TableSpeech(QObject):
    """Announces one game widget's table (`announcer.said` follows every announcement)."""

    def __init__(self, game: GameWidget) -> None:
        super().__init__(game)
        self.game = game
        self.announcer = Announcer(game.view, self)
        self.words = StoneWords(self)
        self._prompt = ""
        game.scene.spoken.connect(self.announcer.say)
        game.player.batch_played.connect(self._played)
        game.question_shown.connect(self._asked)
        game.turn_started.connect(self._turn)
        game.round_told.connect(self._round)
        game.live.race_started.connect(self._go)
        game.live.lost_race.connect(lambda _stone, text: self.announcer.say(text))
        game.session.events_happened.connect(self._live)

    def say(self, text: str, urgent: bool = False) -> None:
        """Announce a text (a feature of the window has its own words to add)."""
        self.announcer.say(text, urgent)

    @property
    def _state(self) -> GameState | None:
        return self.game.session.state

    # --- what happened ----------------------------------------------------------------------
    def _played(self, events: list[Event]) -> None:
        """A batch has played on the table: the throw landed, captures, the game's end."""
        state = self._state
        if state is None:
            return
        for event in events:
            if isinstance(event, StonesThrown):
                self._landed(state)
            elif isinstance(event, Captured):
                line = describe(state, event)
                if line:
                    self.say(line)
            elif isinstance(event, GameEnded):
                self.say(self._final(state, event), urgent=True)

    def _landed(self, state: GameState) -> None:
        """All at once shows the faces at "go" (`_go`), a relay turn at its own reveal
        (`_turn`); a table of computer players only shows them as they land."""
        if state.live is None and self.game.session.humans():
            self.say(self.words.landed(state) + " " + self.tr(
                "The faces show at each player's own turn."))
        elif state.live is None:
            self.say(self.words.table(state))
        else:
            self.say(self.words.landed(state) + " " + self.tr(
                "All at once is a race of reflexes: everyone grabs at the same time when the "
                "countdown ends."))

    def _live(self, events: list[Event]) -> None:
        """In the race: a take by someone else, as it happens (yours says itself)."""
        state = self._state
        if state is None or state.live is None or not self.game.live.active:
            return
        who = persons_of(state)
        for event in events:
            if isinstance(event, StoneTaken):
                person = who[event.player]
                text = (self.tr("You took {stone}.") if person.you
                        else self.tr("{name} took {stone}."))
                self.say(fill(text, name=person.name, stone=stone_name(event.stone)))

    def _final(self, state: GameState, event: GameEnded) -> str:
        who = persons_of(state)
        scores = self.tr(", ").join(
            fill(self.tr("{name}: %n stone(s)", "", score), name=who[seat].name)
            for seat, score in enumerate(event.scores))
        if event.grand_master is None:
            return self.tr("The game is over. {scores}.").format(scores=scores)
        master = who[event.grand_master]
        won = (self.tr("You are the grand master of runes.") if master.you
               else fill(self.tr("{name} is the grand master of runes."), name=master.name))
        return self.tr("The game is over. {scores}. {won}").format(scores=scores, won=won)

    # --- whose turn -------------------------------------------------------------------------
    def _asked(self, question: Question) -> None:
        """A question is on screen: say what the screen asks, and of whom."""
        game = self.game
        if question.kind == Phase.SUMMARY:
            return   # the round's summary says it (`_round`)
        if game.stack.currentWidget() is game.cover:
            cover = game.cover
            self.say(f"{cover.title.text()}. {cover.body.text()} "
                     + self.tr("Space when you are ready."), urgent=True)
        elif question.kind != Phase.GRAB or self._state is None or self._state.live is None:
            prompt = game.bar.message.text()
            if prompt != self._prompt:   # asked again (the window came back): said once
                self.say(prompt)
        self._prompt = game.bar.message.text()

    def _turn(self, seat: int) -> None:
        """A relay turn's own reveal: what the player sees now, and the keys."""
        state = self._state
        if state is None:
            return
        limit = state.time_limit_ms
        clock = ("" if limit is None else
                 self.tr("%n second(s).", "", round(limit / 1000)))
        self.say(" ".join(part for part in (
            self.tr("Your turn, {name}.").format(name=state.players[seat].name),
            self.words.table(state), clock,
            self.tr("Arrow keys or Page Down walk the stones, Enter marks and takes, "
                    "Ctrl+Enter ends your turn.")) if part), urgent=True)

    def _go(self) -> None:
        """All at once: the faces show to everyone at "go"."""
        state = self._state
        if state is not None:
            self.say(self.tr("Go! {table}").format(table=self.words.table(state)), urgent=True)

    def _round(self, number: int, lines: list[str]) -> None:
        """The round's summary is on screen: its lines, then what the bar asks (it asks a
        moment later: said on the next turn of the event loop)."""
        said = [self.tr("Round {n} is settled.").format(n=number),
                *(line if line.endswith(".") else f"{line}." for line in lines)]
        QTimer.singleShot(0, self, lambda: self.say(
            " ".join([*said, self.game.bar.message.text()])))
