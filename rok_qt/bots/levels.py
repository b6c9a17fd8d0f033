"""Skill parameters of the computer-player levels, and of the simulator's models of people.

Reaction times are per find, in ms, so a turn's stamps grow like a human's (R7.1, R7.2). The
levels are tuned against the models of people (rok_qt/sim/meeting.py, `make bench`), and the
models stay as they are: they stand for people, the levels move to meet them. Every level
takes about as long as a person to read a new table, so its first find of a round falls
among a first-timer's (3-6 s from "go"): whoever is at the table meets it in a race. The levels
differ after that: a novice finds about as slowly as a first-timer and overlooks more (a
first-timer wins 35-50 % against two), an adept finds a little faster and slips less (15-30 %),
a master finds fast and values claims (3-12 %). A computer player also reaches on for a stone
that went up to a second ago (`LEVEL_REACT_MS`) and so loses races as a person does. MATCH is
an adept scaled to a person's own measured time to the first find (`match_skill`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from rok_qt.model.state import Controller, GameState

PERSON_REACT_MS = 200.0
"""A person already reaching for a stone does not see it go this late (the models of people)."""
LEVEL_REACT_MS = 1000.0
"""A computer player reaches on for a stone that went up to this late, into a race it loses
(R7.2): it meets a person in the race, as a person at the screen meets it (a reach for a stone
gone up to `arbiter.JUST_GONE_MS` ago is a race lost, not a miss)."""


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
    reach_ms: tuple[float, float] = (300.0, 600.0)
    """Live race (R7.2): uniform range from one stone of a pick to the next (or to laying it
    on a balance stone), and to take in a change of plan."""
    react_ms: float = PERSON_REACT_MS
    """Live race (R7.2): a player already reaching for a stone does not see it go this late,
    and reaches on into a race lost."""


SKILLS: dict[Controller, Skill] = {
    Controller.NOVICE: Skill(
        find_ms=(2500.0, 5200.0), start_ms=(600.0, 1400.0), miss=0.18, wrong=0.10,
        value_sense=0.0, flick_angle_sd=0.05, flick_speed_sd=0.08, flick_margin_mm=55.0,
        clear_path=False, reach_ms=(450.0, 900.0), react_ms=LEVEL_REACT_MS,
    ),
    Controller.ADEPT: Skill(
        find_ms=(2400.0, 4500.0), start_ms=(700.0, 1500.0), miss=0.15, wrong=0.04,
        value_sense=0.5, flick_angle_sd=0.025, flick_speed_sd=0.04, flick_margin_mm=32.0,
        clear_path=True, reach_ms=(300.0, 600.0), react_ms=LEVEL_REACT_MS,
    ),
    Controller.MASTER: Skill(
        find_ms=(2000.0, 3800.0), start_ms=(900.0, 1800.0), miss=0.12, wrong=0.012,
        value_sense=1.0, flick_angle_sd=0.01, flick_speed_sd=0.015, flick_margin_mm=12.0,
        clear_path=True, reach_ms=(200.0, 400.0), react_ms=LEVEL_REACT_MS,
    ),
    # Models of people, for the simulator's win rates (R7.2): someone playing Rök for the first
    # time finds a pair or twin every 2.5-5 s and overlooks some; a practised player every
    # 1.5-3 s. They flick like a novice and like an adept.
    Controller.FIRST_TIMER: Skill(
        find_ms=(2500.0, 5000.0), start_ms=(500.0, 1200.0), miss=0.15, wrong=0.06,
        value_sense=0.0, flick_angle_sd=0.05, flick_speed_sd=0.08, flick_margin_mm=55.0,
        clear_path=False, reach_ms=(400.0, 800.0),
    ),
    Controller.PRACTISED: Skill(
        find_ms=(1500.0, 3000.0), start_ms=(300.0, 800.0), miss=0.08, wrong=0.04,
        value_sense=0.3, flick_angle_sd=0.03, flick_speed_sd=0.05, flick_margin_mm=35.0,
        clear_path=True, reach_ms=(300.0, 600.0),
    ),
}

LEVELS: tuple[Controller, ...] = (Controller.NOVICE, Controller.ADEPT, Controller.MASTER)
"""The computer levels, weakest first (MATCH is set from the person; see `seat_skill`)."""
HUMAN_MODELS: tuple[Controller, ...] = (Controller.FIRST_TIMER, Controller.PRACTISED)
"""Models of people at the screen, for the simulator."""


def skill_of(level: Controller) -> Skill:
    """The parameters of a computer level; a human seat played by a bot plays as an adept."""
    return SKILLS.get(level, SKILLS[Controller.ADEPT])


def match_skill(first_ms: float, percent: int) -> Skill:
    """The MATCH level: an adept scaled so that its first find of a round comes, on average,
    at the person's measured `first_ms` (ms from "go") at `percent` % of their speed (120: a
    fifth faster, 80: slower); its later finds scale with it."""
    base = SKILLS[Controller.ADEPT]
    target = first_ms * 100.0 / percent
    scale = target / (sum(base.start_ms) / 2.0 + sum(base.find_ms) / 2.0)

    def scaled(span: tuple[float, float]) -> tuple[float, float]:
        return (max(50.0, span[0] * scale), max(50.0, span[1] * scale))

    return replace(base, start_ms=scaled(base.start_ms), find_ms=scaled(base.find_ms))


def seat_skill(state: GameState, seat: int, level: Controller) -> Skill:
    """The skill a seat plays with at `level`; MATCH reads the seat's measured pace."""
    if level == Controller.MATCH:
        player = state.players[seat]
        return match_skill(player.match_ms, player.match_percent)
    return skill_of(level)
