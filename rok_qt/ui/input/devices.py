"""What every input device says, whatever it is: seat-free actions with the device's own stamps.

A device adapter (a keyboard cluster, a game controller, the mouse, a touch screen) is a
`Device`: it names each of its inputs with an `InputId` and emits `acted` for a button or key
(the stone is the one under that seat's ring), `chose` when it points at the stone itself (the
mouse, a finger), `aimed` for an analogue stick, `attached`/`detached` when an input comes or
goes. Stamps are the event's own timestamp in ms on the device's base (`Device.source`: "qt"
for Qt input events, "sdl" for SDL's), or None for "now". Every device's actions go into the one
funnel of the live race, `race_inputs.RaceInputs`, which knows which seat an input plays for
(the seat table, `seats.SeatInputs`) and hands each intent to the session's arbiter
(rok_qt/arbiter.py), which maps its stamp onto the race clock.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QObject, Signal


class Action(Enum):
    """One intent of a player, from any device."""

    TAKE = "take"
    PUT_BACK = "put_back"
    DONE = "done"
    PAUSE = "pause"
    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"


STEPS = (Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT)
"""The direction actions: a keyboard cluster's arrow-like keys, a pad's d-pad."""


@dataclass(frozen=True)
class InputId:
    """One input a person can hold: `kind` is "keys", "pad", "mouse" or "touch"; `key` tells
    inputs of one kind apart ("wasd", an SDL instance id, a seat's edge)."""

    kind: str
    key: str


@dataclass(frozen=True)
class Pointed:
    """A stone a pointing device chose (`Device.chose`), with its stamp: the event's own
    timestamp on the device's base (None: now), or `race_ms`, a stamp already on the race clock
    (a finger's touch-begin, kept until the finger lands in a seat's zone)."""

    stone: int | None
    stamp: float | None = None
    race_ms: float | None = None


MOUSE = InputId("mouse", "mouse")
"""The one mouse: at most one seat plays with it."""
TOUCH_KIND = "touch"
"""Inputs of this kind are a seat's edge of a touch screen: fingers, not a cursor."""


class Device(QObject):
    """A kind of input device. Subclasses emit; they never submit moves themselves.

    - `acted(InputId, Action, stamp)`: a key or button went down (stamp: float ms or None);
      hold-to-repeat arrives as further `acted` of a direction action.
    - `chose(InputId, Action, Pointed)`: a pointing device took, put back or said done, naming
      the stone itself.
    - `aimed(InputId, x, y)`: an analogue stick's position, each in [-1, 1] (0, 0 at rest).
    - `attached(InputId, name)`: an input is there (a pad plugged in); `name` is plain text.
    - `detached(InputId)`: it is gone (a pad pulled out); its cursor stays where it was.
    """

    acted = Signal(object, object, object)
    chose = Signal(object, object, object)
    aimed = Signal(object, float, float)
    attached = Signal(object, str)
    detached = Signal(object)

    source = "qt"
    """The timestamp base of this device's stamps, passed on to the session's arbiter."""

    def wake(self, owner: QObject) -> bool:
        """`owner` (a race, the join panel) wants this device's input from now on; False when
        the device cannot give it. Devices that always listen do nothing."""
        del owner
        return True

    def rest(self, owner: QObject) -> None:
        """`owner` no longer wants this device's input."""
        del owner

    def announce(self) -> None:
        """Emit `attached` for every input there now (a new listener learns what is there)."""
