"""Every input to the engine is one of these moves, applied through `engine.apply`."""

from __future__ import annotations

from typing import Annotated

import msgspec

from rok_qt.model.bounds import (
    STONE_COUNT,
    Angle,
    Mm,
    SeatNo,
    Speed,
    Stamp,
    StoneNo,
    Uncertainty,
    WindowMs,
)
from rok_qt.model.state import Pick


class Throw(msgspec.Struct, tag="throw"):
    """The first player's signal: everyone throws their drawn stones (R4.4)."""

    player: SeatNo


class GrabTurn(msgspec.Struct, tag="grab"):
    """One player's whole relay turn (R7.1): the stamped pairs and twins they took."""

    player: SeatNo
    picks: Annotated[tuple[Pick, ...], msgspec.Meta(max_length=STONE_COUNT)] = ()


class Take(msgspec.Struct, tag="take", repr_omit_defaults=True):
    """R7.2: take a face-up rune stone from the table into the hand, at `ms` since the reveal.

    A second stone taken while one is in hand forms a pair pick of the two at once.
    `uncertainty_ms`: how far the stamp may be from the press: across computers the table
    server's own measure of the player's link (net/fairness.stamp_uncertainty), 0 on one screen
    and for a computer player. Two takes of one stone closer than their uncertainties together
    are too close to call, and the seeded coin decides (R7.3, model/contested.py). Left out of
    the repr when 0, so a take reads in the logs as it always did.
    """

    player: SeatNo
    stone: StoneNo
    ms: Stamp
    uncertainty_ms: Uncertainty = 0.0


class PutBack(msgspec.Struct, tag="put_back"):
    """R7.2: put the stone in hand back where it lay."""

    player: SeatNo
    stone: StoneNo
    ms: Stamp


class LayOnBalance(msgspec.Struct, tag="lay"):
    """R7.2: lay the stone in hand on a balance stone: a twin pick (R4.5 b)."""

    player: SeatNo
    stone: StoneNo
    balance: StoneNo
    ms: Stamp


class Done(msgspec.Struct, tag="done"):
    """R7.2: this player stops grabbing; a stone still in hand stays there until the end."""

    player: SeatNo
    ms: Stamp


class TimeUp(msgspec.Struct, tag="time_up"):
    """R7.2: the clock outside the engine ran out; the live grab ends at `ms`."""

    ms: Stamp


class Settle(msgspec.Struct, tag="settle"):
    """R7.2: the race clock outside the engine reached `ms` with no move: every move stamped
    more than the settle window before it is final (the referee may end the grab, R4.6)."""

    ms: Stamp


class RaceWindow(msgspec.Struct, tag="race_window"):
    """R7.2, R7.3: how this race is judged, set before its first move by whoever runs the
    race (the screen at a new game, a table server at each race's start from its links): the
    referee's settle window W and the most a take's stamp may be off (model/referee.py).

    In the log and the game record like every move, so a replay judges each race with the
    window it was played with. Not a player's move: it does not count among `state.moves`
    (the computer players' dice, bots.Dice, count those).
    """

    window_ms: WindowMs
    uncertainty_ms: Uncertainty = 0.0


LiveMove = Take | PutBack | LayOnBalance | Done | TimeUp | Settle
"""The small stamped moves of a live grab (R7.2), from any seat in any order."""


class PayPenalty(msgspec.Struct, tag="penalty"):
    """The pair from their treasure a penalised player pays into the bag (R5.1 [C])."""

    player: SeatNo
    a: StoneNo
    b: StoneNo


class Flick(msgspec.Struct, tag="flick"):
    """A flick from the player's own edge (R8.1): start (mm), direction (rad), speed (mm/s)."""

    player: SeatNo
    x: Mm
    y: Mm
    angle: Angle
    speed: Speed


class ChooseOrder(msgspec.Struct, tag="order"):
    """The contest winner's order for a colour's captures (R5.4), as claim stone ids."""

    player: SeatNo
    order: Annotated[tuple[StoneNo, ...], msgspec.Meta(max_length=STONE_COUNT)]


class Acknowledge(msgspec.Struct, tag="ack"):
    """The round summary has been seen; the next round may start (R5.7)."""


Move = (Throw | GrabTurn | Take | PutBack | LayOnBalance | Done | TimeUp | Settle | PayPenalty
        | Flick | ChooseOrder | Acknowledge | RaceWindow)
