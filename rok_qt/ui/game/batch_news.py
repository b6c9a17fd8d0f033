"""What happened, said on the table: the notes beside the stones a settling concerns, the
round's captures, and a line of news for the bar, each shown when its batch of events plays.

A batch's notes are worded when it is queued (the stones' places before the move are known only
then) and shown when it has played; batches play in the order they were queued, so the words
wait in a queue beside them. Live moves are shown at once by the race and never queued here.
"""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import QObject

from rok_qt.model.events import BalancesRedrawn, Captured, Event, StonesThrown
from rok_qt.model.state import GameState
from rok_qt.ui.persons import persons_of
from rok_qt.ui.table.capture_show import CaptureShow
from rok_qt.ui.table.scene import TableScene
from rok_qt.ui.table.table_notes import Note, Positions, TableNotes, notes_for, positions
from rok_qt.ui.texts import balances_redrawn_text


class BatchNews(QObject):
    """The notes, captures and news of the batches on their way to the screen."""

    def __init__(self, scene: TableScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.notes = TableNotes(scene)
        """What the last settling (or the balance redraw) did, beside its stones."""
        self.captures = CaptureShow(scene)
        """The round's captures, marked and said on the table until the next throw."""
        self._positions: Positions = {}
        self._waiting: deque[tuple[list[Note], str]] = deque()
        self._news = ""

    @property
    def waiting(self) -> int:
        """Batches queued whose words are not shown yet."""
        return len(self._waiting)

    def clear(self) -> None:
        """A new game (or the queue dropped): nothing waits, nothing is said."""
        self.notes.clear()
        self.captures.clear()
        self._waiting.clear()
        self._news = ""

    def started(self, state: GameState | None) -> None:
        """A game starts or is loaded: the stones lie where the state says."""
        self._positions = positions(state)

    def moved(self, state: GameState) -> None:
        """Any move (live ones too): the stones' places before the next move."""
        self._positions = positions(state)

    def expect(self, state: GameState, events: list[Event], viewer: int | None) -> None:
        """A batch is queued to play: word its notes now, from the places before it, spoken
        to `viewer` (the one person at this screen, ui/persons.py)."""
        news = " ".join(balances_redrawn_text(state, e) for e in events
                        if isinstance(e, BalancesRedrawn))
        self._waiting.append((notes_for(state, self._positions, events, viewer), news))

    def batch_started(self, events: list[Event]) -> bool:
        """A batch starts to play; True when it is a new throw (the last round is history)."""
        if any(isinstance(e, StonesThrown) for e in events):
            self.notes.clear()
            self.captures.clear()
            return True
        return False

    def batch_played(self, state: GameState | None, viewer: int | None,
                     events: list[Event]) -> None:
        """A batch has played: its notes and captures go on the table (with animations off,
        the capture's marks come here, without the flight)."""
        for event in events:
            if isinstance(event, Captured):
                self.show_capture(state, viewer, event)
        notes, news = self._waiting.popleft() if self._waiting else ([], "")
        if notes:
            self.notes.show(notes)
        if news:
            self._news = f"{self._news} {news}".strip()

    def show_capture(self, state: GameState | None, viewer: int | None,
                     event: Captured) -> None:
        """Mark a capture and say it, spoken to the person at the screen."""
        if state is not None:
            self.captures.show(persons_of(state, viewer), event)

    def take_news(self) -> str:
        """The news said once, before the first prompt that follows it."""
        news, self._news = self._news, ""
        return news

    def place(self, _value: object = None) -> None:
        """The notes and capture lines follow the table as it turns or the view resizes."""
        self.notes.place()
        self.captures.place()
