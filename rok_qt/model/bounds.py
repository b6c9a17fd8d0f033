"""The range of every number the game keeps, as msgspec types checked wherever one is decoded.

A save, a record, a table save or a network message is hostile until decoded. The structs of
the state, the moves and the events declare their numbers with these types, so a decode refuses
any number no game holds (seat 7, a stone count of 10**30, a round of 2**64 - 1, a stamp of
1e300) with the path of the bad value, and nothing downstream meets a number it cannot use: the
engine copies states through msgpack, which takes 64-bit integers only, and a computer player
counts up to a stone count. Code that builds a state checks nothing here; the engine only makes
numbers inside these ranges (tests/model/test_bounds.py plays games and checks every one).
What needs more than one field (a seat below the table's player count, a stone on the table's
disc) stays in persistence.validate.
"""

from __future__ import annotations

from typing import Annotated

from msgspec import Meta

MAX_SEATS = 5
"""Rök is for 2 to 5 players (R3.1); `setup.MAX_PLAYERS` is this number."""
STONE_COUNT = 49
"""48 rune stones and the Rune of Fate (R1.1): stone ids are 0 to 48."""
MAX_ROUNDS = 10_000
"""A game of 5 players lasts about 14 rounds; a thousand times as many is damage."""
MAX_COUNT = 10_000_000
"""Counts that grow with play (moves applied, admitted race moves): far beyond any game."""
MAX_STAMP_MS = 30 * 24 * 3600 * 1000.0
"""A race stamp (ms since the reveal): a race with no time limit left open for a month."""
MAX_TIME_LIMIT_MS = 3_600_000
"""A grab's time limit (the setup offers 10 to 30 s, or none): an hour at most."""
MAX_MM = 10_000.0
"""A position on the table in mm (its radius is 330): ten metres out is no position."""
MAX_SPEED_MM_S = 1_000_000.0
"""A flick's or a stone's speed; the engine itself refuses a flick above its own limit."""
MAX_RELOADS = 2**32 - 1
"""A race's reload count (a fresh draw at each load of a save taken during it, R7.2)."""

SeatNo = Annotated[int, Meta(ge=0, le=MAX_SEATS - 1)]
StoneNo = Annotated[int, Meta(ge=0, le=STONE_COUNT - 1)]
ColourNo = Annotated[int, Meta(ge=0, le=2)]
RoundNo = Annotated[int, Meta(ge=1, le=MAX_ROUNDS)]
Count = Annotated[int, Meta(ge=0, le=MAX_COUNT)]
StoneCount = Annotated[int, Meta(ge=0, le=STONE_COUNT)]
"""A number of stones: drawn, owed as penalties, a score."""
Attempt = Annotated[int, Meta(ge=1, le=1000)]
"""A flick contest's attempt (R8.3 decides by a coin after 12)."""
Rank = Annotated[int, Meta(ge=-1, le=MAX_COUNT)]
"""A timeline entry's coin rank or other index; -1 where it has none."""
Seed = Annotated[int, Meta(ge=0, le=2**63 - 1)]
Rng = Annotated[int, Meta(ge=0)]
"""The generator's state: 64 bits (model.rng). msgspec bounds only what fits in an int64, so
the top is checked by `GameState.__post_init__`, which msgspec runs as part of the decode."""
RNG_END = 1 << 64
Reloads = Annotated[int, Meta(ge=0, le=MAX_RELOADS)]
Stamp = Annotated[float, Meta(ge=0.0, le=MAX_STAMP_MS)]
"""Race ms since the reveal, or a span of them (a margin, a lead)."""
LimitMs = Annotated[int, Meta(ge=1, le=MAX_TIME_LIMIT_MS)]
MAX_UNCERTAINTY_MS = 50.0
"""The most uncertainty a race take's stamp may carry (R7.3; a stamp further off is no stamp)."""
WindowMs = Annotated[float, Meta(ge=0.0, le=2000.0)]
"""The referee's settle window (`referee.MAX_WINDOW_MS`)."""
Uncertainty = Annotated[float, Meta(ge=0.0, le=MAX_UNCERTAINTY_MS)]
"""A take's stamp uncertainty, or the table's bound on it (R7.3, model/contested.py)."""
Shared = Annotated[float, Meta(ge=0.0, le=2 * MAX_UNCERTAINTY_MS)]
"""The uncertainty two takes too close to call shared (their two uncertainties together)."""
PaceMs = Annotated[float, Meta(gt=0.0, le=600_000.0)]
"""The MATCH level's person's median ms per find."""
PacePercent = Annotated[int, Meta(ge=25, le=400)]
"""The MATCH level's pace in % of the person's (`setup.MATCH_PERCENT`)."""
Mm = Annotated[float, Meta(ge=-MAX_MM, le=MAX_MM)]
Angle = Annotated[float, Meta(ge=-1000.0, le=1000.0)]
"""A direction in radians: finite; any turn of it is the same direction."""
Speed = Annotated[float, Meta(ge=0.0, le=MAX_SPEED_MM_S)]
Seconds = Annotated[float, Meta(ge=0.0, le=3600.0)]
"""Time within one throw's or flick's animation."""
Impulse = Annotated[float, Meta(ge=0.0, le=1e12)]

Point = tuple[Mm, Mm]
Span = Annotated[float, Meta(ge=-MAX_STAMP_MS, le=MAX_STAMP_MS)]
"""A difference of two stamps (a race's margin, how late a reach was)."""
