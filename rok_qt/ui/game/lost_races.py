"""Lost races in the live race (R7.2), said where the eye is: "Bot 1 was faster by 0.8 s".

A person at this screen whose take the referee found in another hand (`TakeBeaten`), or who
reached for a stone someone else took just after the grab ended (R4.6: the mouse, a finger, a
ring's take key or button, through `GameSession.reach_after_race`), sees a note where the stone
lay; the summary lists the race as well (`lost_line`). Nothing here judges: the referee does.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QPointF, Signal

from rok_qt.model.events import TakeBeaten
from rok_qt.model.state import GameState, LiveGrab
from rok_qt.session import GameSession
from rok_qt.ui import close_calls
from rok_qt.ui.persons import Person, fill
from rok_qt.ui.table.race_marks import LostRaceNote
from rok_qt.ui.table.scene import TableScene

LOST_LABEL_MS = 2500


def seconds_text(ms: float) -> str:
    """Seconds with one decimal, the locale's separator (0.8 in English, 0,8 in Hungarian)."""
    return QLocale().toString(max(0.0, ms) / 1000, "f", 1)


CLOSE_MS = 100.0
"""A margin under this reads in ms: "faster by 0.0 s" would say there was no margin at all."""


def faster_text(name: str, by_ms: float) -> str:
    """'Bot 1 was faster by 0.8 s'; a close race in whole ms: 'Ann was faster by 3 ms'."""
    if by_ms < CLOSE_MS:
        return QCoreApplication.translate("LiveRace", "{name} was faster by {ms} ms").format(
            name=name, ms=max(0, round(by_ms)))
    return QCoreApplication.translate("LiveRace", "{name} was faster by {seconds} s").format(
        name=name, seconds=seconds_text(by_ms))


class LostRaces(QObject):
    """The notes of the races lost by the people at this screen; `told(stone, text)` for each.

    `racing()` says whether a live grab is on screen (a reach after the end counts only
    once it is over)."""

    told = Signal(int, str)

    def __init__(self, session: GameSession, scene: TableScene, racing: Callable[[], bool],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.scene = scene
        self._racing = racing
        self.notes: list[LostRaceNote] = []
        """The lost races marked on the table (each goes after LOST_LABEL_MS)."""

    def place_again(self) -> None:
        """The round's summary came over the table after the notes (a reach just after the
        end is told as the round settles): each note still shown steps out from under it."""
        for note in self.notes:
            note.place_again()

    def beaten(self, state: GameState, event: TakeBeaten) -> None:
        """A person at this screen reached for a stone in another hand: say by how much."""
        if event.player not in self.session.humans() or not 0 <= event.winner < len(
                state.players):
            return
        name = state.players[event.winner].name
        text = close_calls.beaten_note(name) if event.within_ms > 0 else \
            faster_text(name, event.ms - event.winner_ms)
        self._say(event.stone, text, state.live)

    def reach_after(self, seat: int, stone: int | None) -> None:
        """A person at this screen reached for `stone` just after the grab ended (a claim or
        pair that ended it, R4.6), with the mouse, a finger or a ring's take: the referee
        judges the reach (`reach_after_race`), and a race lost is said as any lost race, the
        summary listing it too (`told`)."""
        state = self.session.state
        live = self.session.last_race()
        if self._racing() or stone is None or state is None or live is None or \
                seat not in self.session.humans():
            return
        lost = self.session.reach_after_race(seat, stone)
        if lost is not None:
            self._say(lost.stone, faster_text(state.players[lost.winner].name, lost.by_ms),
                      live)

    def _say(self, stone: int, text: str, live: LiveGrab | None) -> None:
        self.notes.append(LostRaceNote(self.scene, self._reached_for(stone, live), text,
                                       LOST_LABEL_MS))
        self.told.emit(stone, text)

    def _reached_for(self, stone: int, live: LiveGrab | None) -> QPointF:
        """Where the stone lay when the person reached for it (it may be flying away now)."""
        lying = None if live is None else live.origins.get(stone)
        if lying is None:
            return self.scene.stones[stone].pos()
        return self.scene.to_scene(lying.x, lying.y)


def lost_line(loser: Person, stone: str, winner: Person, margin_ms: float) -> str:
    """One lost race for the summary; a close one in whole ms, as `faster_text` does."""
    translate = QCoreApplication.translate
    if margin_ms < CLOSE_MS:
        if loser.you:
            text = translate("LiveRace", "You lost the {stone} to {other}, {ms} ms faster")
        elif winner.you:
            text = translate("LiveRace", "{name} lost the {stone} to you, {ms} ms faster")
        else:
            text = translate("LiveRace", "{name} lost the {stone} to {other}, {ms} ms faster")
    elif loser.you:
        text = translate("LiveRace", "You lost the {stone} to {other}, {seconds} s faster")
    elif winner.you:
        text = translate("LiveRace", "{name} lost the {stone} to you, {seconds} s faster")
    else:
        text = translate("LiveRace", "{name} lost the {stone} to {other}, {seconds} s faster")
    return fill(text, name=loser.name, stone=stone, other=winner.name,
                ms=max(0, round(margin_ms)), seconds=seconds_text(margin_ms))
