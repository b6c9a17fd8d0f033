"""The game record: what replays a game exactly (I5), and nothing more.

    {"format": "rok-qt-record", "version": 1, "date": "2026-12-01T15:30:00+00:00",
     "setup": {...seats, seed, first player, time limit, mode...},
     "moves": [{"type": "throw", "player": 0}, ...],
     "scores": [7, 5, 3]}

`moves` are the moves the engine took, in the order it took them: in the live race (R7.2)
that is the order they reached the referee, which judges by stamps within its settle window
(`setup.race_window_ms`; across computers also the most a take's stamp may be off,
`setup.race_uncertainty_ms`, R7.3), so the same moves in the same order give the same races won
and lost (RaceWon, RaceLost, TakeBeaten, races too close to call among them). `scores` are the
final scores, a check that the replay ends where the game did (None for a game still in
progress). Decoding is strict (msgspec, one line with the path of the bad value) and refuses
input over MAX_BYTES before parsing;
`persistence.replay` then plays the record through the engine before anyone sees it.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated

import msgspec

from rok_qt.model.bounds import (
    LimitMs,
    PaceMs,
    PacePercent,
    SeatNo,
    Seed,
    StoneCount,
    Uncertainty,
    WindowMs,
)
from rok_qt.model.moves import Move
from rok_qt.model.setup import MAX_NAME, MAX_PLAYERS, MIN_PLAYERS, GameConfig, SeatConfig
from rok_qt.model.state import Controller, GameState, PlayMode
from rok_qt.persistence import budget
from rok_qt.persistence.errors import SaveFileError, one_line
from rok_qt.persistence.reading import size_words

FORMAT = "rok-qt-record"
VERSION = 1
SUFFIX = ".rokrec"
MAX_BYTES = budget.MAX_BYTES
"""Larger input is refused unread: twenty times the longest real game (persistence.budget)."""
MAX_MOVES = budget.MAX_MOVES
"""More moves than twenty times the longest real game: refused (persistence.budget)."""


class RecordError(SaveFileError):
    """A record that cannot be read, written or replayed; `str()` is one readable line."""


class SeatSetup(msgspec.Struct, forbid_unknown_fields=True):
    """One seat as the game began: who played it (a computer player's pace for MATCH)."""

    name: Annotated[str, msgspec.Meta(min_length=1, max_length=MAX_NAME)]
    controller: Controller = Controller.HUMAN
    match_ms: PaceMs = 2500.0
    match_percent: PacePercent = 100


class Setup(msgspec.Struct, forbid_unknown_fields=True):
    """The configuration and seed the game started from; the first player is explicit."""

    seats: Annotated[list[SeatSetup], msgspec.Meta(min_length=MIN_PLAYERS,
                                                   max_length=MAX_PLAYERS)]
    seed: Seed
    first_player: SeatNo
    time_limit_ms: LimitMs | None
    mode: PlayMode = PlayMode.RELAY
    race_window_ms: WindowMs = 0.0
    race_uncertainty_ms: Uncertainty = 0.0

    def config(self) -> GameConfig:
        """The GameConfig that starts this game again (`setup.new_game`)."""
        seats = [SeatConfig(s.name, s.controller, None, s.match_ms, s.match_percent)
                 for s in self.seats]
        return GameConfig(seats, self.seed, self.first_player, self.time_limit_ms, self.mode)

    @classmethod
    def of(cls, state: GameState) -> Setup:
        """The setup of a game that has not had a move yet (`state.moves == 0`)."""
        seats = [SeatSetup(p.name, p.controller, p.match_ms, p.match_percent)
                 for p in state.players]
        return cls(seats, state.seed, state.first_player, state.time_limit_ms, state.mode,
                   state.race_window_ms, state.race_uncertainty_ms)


class GameRecord(msgspec.Struct, forbid_unknown_fields=True):
    """A whole game (or the game so far) as the engine replays it."""

    format: str
    version: int
    date: str
    setup: Setup
    moves: list[Move] = msgspec.field(default_factory=list)
    scores: Annotated[list[StoneCount], msgspec.Meta(max_length=MAX_PLAYERS)] | None = None

    @property
    def finished(self) -> bool:
        """True for a game that was played to its end."""
        return self.scores is not None

    def when(self) -> datetime | None:
        """The date the game was played (None when the field does not read as one)."""
        try:
            return datetime.fromisoformat(self.date)
        except ValueError:
            return None


def new_record(setup: Setup, date: datetime) -> GameRecord:
    """An empty record of a game about to begin."""
    return GameRecord(FORMAT, VERSION, date.isoformat(timespec="seconds"), setup)


class _RecordHeader(msgspec.Struct):
    """Only what says whether the rest can be read."""

    format: object = None
    version: object = None


_ENCODER = msgspec.json.Encoder()
_HEADER = msgspec.json.Decoder(_RecordHeader)
_RECORD = msgspec.json.Decoder(GameRecord)


def encode_record(record: GameRecord) -> bytes:
    """The record's bytes: compact JSON, one game per file."""
    return _ENCODER.encode(record)


def decode_record(data: bytes) -> GameRecord:
    """The record in these bytes; RecordError (one line) for anything else.

    The size is judged before parsing, the header before the body, and the body strictly:
    unknown fields, wrong types and a move of an unknown kind are refused with their path.
    """
    if len(data) > MAX_BYTES:
        raise RecordError(f"The file is larger than {size_words(MAX_BYTES)}: no real game's "
                          f"record is")
    try:
        header = _HEADER.decode(data)
    except msgspec.ValidationError:
        raise RecordError("Not a Rök game record") from None
    except msgspec.DecodeError as error:
        raise RecordError(f"Not JSON: {error}") from None
    except RecursionError:
        raise RecordError("Not JSON: nested too deeply") from None
    if header.format != FORMAT:
        raise RecordError("Not a Rök game record")
    if not isinstance(header.version, int) or isinstance(header.version, bool) \
            or header.version < 1:
        raise RecordError("Damaged game record: the version is not a whole number from 1")
    if header.version > VERSION:
        raise RecordError(f"This game record is from a newer rok-qt (this one reads up to "
                          f"version {VERSION})")
    try:
        record = _RECORD.decode(data)
    except msgspec.ValidationError as error:
        raise RecordError(f"Damaged game record: {error}") from None
    except (msgspec.DecodeError, RecursionError) as error:
        raise RecordError(f"Damaged game record: {one_line(str(error))}") from None
    if len(record.moves) > MAX_MOVES:
        raise RecordError(f"The record has more than {MAX_MOVES} moves: no real game has")
    return record
