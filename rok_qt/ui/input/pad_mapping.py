"""What a game controller's buttons and stick mean in the race: pure functions, no SDL.

A takes, B puts back, Start pauses, Back (View, Share, Select, Minus) says Done: Back rather
than Y, so a thumb reaching for A or B cannot end a player's race by accident. Settings >
Controls may give take, put back and done other buttons (`use`, from `pad_buttons`). The d-pad steps
the cursor, and repeats while held. The left stick aims, with a radial dead zone so a worn
stick resting off centre does not drift the cursor.
"""

from __future__ import annotations

import math

from rok_qt.ui.input.devices import Action

# SDL_GameControllerButton numbers (SDL2's positional layout: A is the bottom face button).
BUTTON_A, BUTTON_B, BUTTON_BACK, BUTTON_START = 0, 1, 4, 6
DPAD_UP, DPAD_DOWN, DPAD_LEFT, DPAD_RIGHT = 11, 12, 13, 14
AXIS_LEFT_X, AXIS_LEFT_Y = 0, 1

BUTTON_ACTIONS = {
    BUTTON_A: Action.TAKE,
    BUTTON_B: Action.PUT_BACK,
    BUTTON_START: Action.PAUSE,
    BUTTON_BACK: Action.DONE,
    DPAD_UP: Action.UP,
    DPAD_DOWN: Action.DOWN,
    DPAD_LEFT: Action.LEFT,
    DPAD_RIGHT: Action.RIGHT,
}

_STATE: dict[str, dict[int, Action]] = {"actions": dict(BUTTON_ACTIONS)}


def use(chosen: dict[int, Action]) -> None:
    """The buttons chosen for take, put back and done (`pad_buttons`); the d-pad and Start
    keep theirs."""
    kept = {b: a for b, a in BUTTON_ACTIONS.items()
            if a not in (Action.TAKE, Action.PUT_BACK, Action.DONE)}
    _STATE["actions"] = {**kept, **chosen}


def action_of(button: object) -> Action | None:
    """What a button does now, or None for a button with no use."""
    return _STATE["actions"].get(button) if isinstance(button, int) else None


def chosen() -> dict[Action, int]:
    """The buttons that take, put back and say done now."""
    return {a: b for b, a in _STATE["actions"].items()
            if a in (Action.TAKE, Action.PUT_BACK, Action.DONE)}


def take_button() -> int:
    """The button that takes (and joins a seat) now."""
    return next(b for b, a in _STATE["actions"].items() if a == Action.TAKE)


REPEAT_DELAY_MS = 350.0   # as a keyboard's: a tap steps once, a hold runs on
REPEAT_EVERY_MS = 110.0
DEAD_ZONE = 0.2           # of full deflection; common pads rest within 0.1
AXIS_FULL = 32767.0
AIM_STEP = 1.0 / 512      # smaller changes of the stick are not worth a signal


def axis_unit(raw: object) -> float:
    """One axis reading as a number in [-1, 1]; anything that is not a finite number is 0."""
    try:
        value = float(raw)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return 0.0
    if not math.isfinite(value):
        return 0.0
    return max(-1.0, min(1.0, value / AXIS_FULL))


def stick(raw_x: object, raw_y: object) -> tuple[float, float]:
    """The stick's aim, each in [-1, 1]: 0 inside the dead zone, rescaled so the edge of the
    zone is 0 and full deflection is 1 (y grows downwards, as on screen)."""
    x, y = axis_unit(raw_x), axis_unit(raw_y)
    length = math.hypot(x, y)
    if length <= DEAD_ZONE:
        return 0.0, 0.0
    scale = min(1.0, (length - DEAD_ZONE) / (1.0 - DEAD_ZONE)) / length
    return max(-1.0, min(1.0, x * scale)), max(-1.0, min(1.0, y * scale))


def moved(before: tuple[float, float], after: tuple[float, float]) -> bool:
    """True when the aim changed enough to tell the cursor (or came to rest)."""
    if after == (0.0, 0.0):
        return before != after
    return max(abs(before[0] - after[0]), abs(before[1] - after[1])) >= AIM_STEP
