"""What every input device says, whatever it is: seat-free actions with the device's own stamps.

A device adapter (a keyboard cluster, a game controller, the mouse, a touch screen) is a
`Device`: it names each of its inputs with an `InputId` and emits `acted` for a button or key,
`aimed` for an analogue stick, `attached`/`detached` when an input comes or goes. Stamps are the
event's own timestamp in ms on the device's base (`Device.source`: "qt" for Qt input events,
"sdl" for SDL's), or None for "now"; the session's arbiter (rok_qt/arbiter.py) maps them
onto the race clock. The seat table (`seats.SeatInputs`) decides which seat an input plays for.
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


MOUSE = InputId("mouse", "mouse")
"""The one mouse: at most one seat plays with it."""
TOUCH_KIND = "touch"
"""Inputs of this kind are a seat's edge of a touch screen: fingers, not a cursor."""


class Device(QObject):
    """A kind of input device. Subclasses emit; they never submit moves themselves.

    - `acted(InputId, Action, stamp)`: a key or button went down (stamp: float ms or None);
      hold-to-repeat arrives as further `acted` of a direction action.
    - `aimed(InputId, x, y)`: an analogue stick's position, each in [-1, 1] (0, 0 at rest).
    - `attached(InputId, name)`: an input is there (a pad plugged in); `name` is plain text.
    - `detached(InputId)`: it is gone (a pad pulled out); its cursor stays where it was.
    """

    acted = Signal(object, object, object)
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
