"""Skill parameters of the three computer-player levels (novice, adept, master).

Reaction times are per find, in ms, so a turn's stamps grow like a human's (R7.1). They are
tuned so that a quick human (about 0.6-1 s a find) beats an adept and races a master.
"""

from __future__ import annotations

from dataclasses import dataclass

from rok_qt.model.state import Controller


@dataclass(frozen=True, slots=True)
class Skill:
    """How well a computer player sees, reaches and flicks."""

    find_ms: tuple[float, float]
    """Uniform range of the time to spot and take the next pair or twin."""
    start_ms: tuple[float, float]
    """Extra time to take in the table after the reveal, before the first find."""
    miss: float
    """Chance of overlooking a pair or twin altogether this turn."""
    wrong: float
    """Chance, per find, of seizing a wrong pair or wrong twin instead (R4.5) when one
    white/grey look-alike is in view; more look-alikes, more slips."""
    value_sense: float
    """0..1: how strongly the most valuable finds (claims, own twin) are looked for first."""
    flick_angle_sd: float
    """Standard deviation of the flick's direction error, radians."""
    flick_speed_sd: float
    """Standard deviation of the flick's speed error, as a fraction of the intended speed."""
    flick_margin_mm: float
    """How far short of the Rune of Fate's edge the flick aims (touching it is out, R8.2)."""
    clear_path: bool
    """Whether the flick picks a start on the edge whose path is not blocked by stones."""


SKILLS: dict[Controller, Skill] = {
    Controller.NOVICE: Skill(
        find_ms=(1500.0, 3000.0), start_ms=(300.0, 900.0), miss=0.18, wrong=0.10,
        value_sense=0.0, flick_angle_sd=0.05, flick_speed_sd=0.08, flick_margin_mm=55.0,
        clear_path=False,
    ),
    Controller.ADEPT: Skill(
        find_ms=(850.0, 1700.0), start_ms=(200.0, 600.0), miss=0.08, wrong=0.04,
        value_sense=0.5, flick_angle_sd=0.025, flick_speed_sd=0.04, flick_margin_mm=32.0,
        clear_path=True,
    ),
    Controller.MASTER: Skill(
        find_ms=(400.0, 900.0), start_ms=(100.0, 300.0), miss=0.02, wrong=0.012,
        value_sense=1.0, flick_angle_sd=0.01, flick_speed_sd=0.015, flick_margin_mm=12.0,
        clear_path=True,
    ),
}

LEVELS: tuple[Controller, ...] = (Controller.NOVICE, Controller.ADEPT, Controller.MASTER)
"""The computer levels, weakest first."""


def skill_of(level: Controller) -> Skill:
    """The parameters of a computer level; a human seat played by a bot plays as an adept."""
    return SKILLS.get(level, SKILLS[Controller.ADEPT])
