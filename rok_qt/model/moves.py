"""Every input to the engine is one of these moves, applied through `engine.apply`."""

from __future__ import annotations

import msgspec

from rok_qt.model.state import Pick


class Throw(msgspec.Struct, tag="throw"):
    """The first player's signal: everyone throws their drawn stones (R4.4)."""

    player: int


class GrabTurn(msgspec.Struct, tag="grab"):
    """One player's whole relay turn (R7.1): the stamped pairs and twins they took."""

    player: int
    picks: tuple[Pick, ...] = ()


class PayPenalty(msgspec.Struct, tag="penalty"):
    """The pair from their treasure a penalised player pays into the bag (R5.1 [C])."""

    player: int
    a: int
    b: int


class Flick(msgspec.Struct, tag="flick"):
    """A flick from the player's own edge (R8.1): start (mm), direction (rad), speed (mm/s)."""

    player: int
    x: float
    y: float
    angle: float
    speed: float


class ChooseOrder(msgspec.Struct, tag="order"):
    """The contest winner's order for a colour's captures (R5.4), as claim stone ids."""

    player: int
    order: tuple[int, ...]


class Acknowledge(msgspec.Struct, tag="ack"):
    """The round summary has been seen; the next round may start (R5.7)."""


Move = Throw | GrabTurn | PayPenalty | Flick | ChooseOrder | Acknowledge
