"""Tests for rok_qt.model.physics: resting positions, the Rune of Fate, frames, determinism."""

from __future__ import annotations

import itertools
import math
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rok_qt.model import physics, physics_relax
from rok_qt.model.physics import (
    FATE_RADIUS,
    FRAME_HZ,
    STONE_RADIUS,
    TABLE_RADIUS,
    Launch,
    SimResult,
    edge_distance_to_fate,
    simulate,
)

MAX_R = TABLE_RADIUS - STONE_RADIUS
TOUCH = STONE_RADIUS + FATE_RADIUS
TOL = 1e-6
RIM_START = MAX_R - 1.0
DECEL = physics.FRICTION_DECEL
REPO = Path(__file__).resolve().parents[2]


def assert_clean(final: dict[int, tuple[float, float]]) -> None:
    """The guarantees on final positions: on the table, no overlaps, clear of the Fate."""
    items = sorted(final.items())
    for sid, (x, y) in items:
        assert math.hypot(x, y) <= MAX_R + TOL, f"stone {sid} off the table"
        assert math.hypot(x, y) >= STONE_RADIUS + FATE_RADIUS - TOL, f"stone {sid} on the Fate"
    for i, (a, pa) in enumerate(items):
        for b, pb in items[i + 1:]:
            assert math.dist(pa, pb) >= 2 * STONE_RADIUS - TOL, f"stones {a} and {b} overlap"


def towards(stone: int, angle: float, speed: float, aim: tuple[float, float] = (0.0, 0.0),
            start_r: float = RIM_START) -> Launch:
    """A launch from the rim at angle (radians) towards the point aim."""
    x, y = start_r * math.cos(angle), start_r * math.sin(angle)
    dx, dy = aim[0] - x, aim[1] - y
    d = math.hypot(dx, dy)
    return Launch(stone, x, y, speed * dx / d, speed * dy / d)


# --- Hypothesis: whatever is thrown, the final positions are clean (R4.4).

@st.composite
def throws(draw: st.DrawFn) -> tuple[dict[int, tuple[float, float]], list[Launch]]:
    """0..30 lying stones at non-overlapping spots and 1..20 launches from the rim."""
    lying: dict[int, tuple[float, float]] = {}
    spots = draw(st.lists(st.tuples(st.floats(0.0, 1.0), st.floats(0.0, 2 * math.pi)),
                          max_size=30))
    inner = STONE_RADIUS + FATE_RADIUS
    for u, a in spots:
        r = inner + u * (MAX_R - inner)
        p = (r * math.cos(a), r * math.sin(a))
        if all(math.dist(p, q) >= 2 * STONE_RADIUS for q in lying.values()):
            lying[len(lying) + 1] = p
    n = draw(st.integers(1, 20))
    launches = []
    for k in range(n):
        a = draw(st.floats(0.0, 2 * math.pi))
        spread = draw(st.floats(-0.5, 0.5))
        speed = draw(st.floats(200.0, 3000.0))
        heading = a + math.pi + spread
        launches.append(Launch(len(lying) + 1 + k, RIM_START * math.cos(a),
                               RIM_START * math.sin(a), speed * math.cos(heading),
                               speed * math.sin(heading)))
    return lying, launches


@settings(max_examples=50, deadline=None)
@given(throws())
def test_R4_4_throw_ends_with_every_stone_whole_on_the_table(
    throw: tuple[dict[int, tuple[float, float]], list[Launch]],
) -> None:
    lying, launches = throw
    result = simulate(lying, launches)
    assert set(result.final) == set(lying) | {ln.stone for ln in launches}
    assert_clean(result.final)
    assert result.frames[-1] == result.final
    assert result.fate_touched <= {ln.stone for ln in launches}
    lean = simulate(lying, launches, record=False)
    assert (lean.final, lean.fate_touched) == (result.final, result.fate_touched)


# --- Determinism (I5).

def _scene() -> tuple[dict[int, tuple[float, float]], list[Launch]]:
    lying = {i: (200.0 * math.cos(i * 0.7), 200.0 * math.sin(i * 0.7)) for i in range(1, 9)}
    lying[9] = (60.0, 0.0)
    launches = [towards(10 + k, k * 2 * math.pi / 6 + 0.1, 1300.0 + 80.0 * k) for k in range(6)]
    return lying, launches


def test_I5_same_inputs_give_identical_results() -> None:
    lying, launches = _scene()
    first = simulate(lying, launches)
    second = simulate(dict(lying), list(launches))
    assert first == second
    assert repr(first.final) == repr(second.final)
    # Dict insertion order does not matter either: bodies are added in stone-id order.
    shuffled = dict(reversed(list(lying.items())))
    assert simulate(shuffled, list(reversed(launches))).final == first.final


def test_I5_identical_across_processes() -> None:
    """A saved game replays the same on another run (hash seeds and addresses differ)."""
    code = (
        "from tests.model.test_physics import _scene\n"
        "from rok_qt.model.physics import simulate\n"
        "r = simulate(*_scene())\n"
        "print(repr(r.final), sorted(r.fate_touched), len(r.frames), r.impacts[:5])\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True,
                         text=True, check=True).stdout.strip()
    r = simulate(*_scene())
    assert out == f"{r.final!r} {sorted(r.fate_touched)} {len(r.frames)} {r.impacts[:5]}"


# --- The Rune of Fate (R4.4 [C], R8.2).

def test_R8_2_launch_straight_at_the_fate_touches_it() -> None:
    result = simulate({}, [towards(1, -math.pi / 2, 1500.0)])
    assert result.fate_touched == {1}
    assert_clean(result.final)


def test_R8_2_launch_well_to_the_side_does_not_touch() -> None:
    # Aimed 120 mm beside the centre, and too slow to reach the middle anyway.
    launch = towards(1, -math.pi / 2, 900.0, aim=(120.0, 0.0))
    result = simulate({}, [launch])
    assert result.fate_touched == frozenset()
    assert edge_distance_to_fate(*result.final[1]) > 50.0


@pytest.mark.parametrize(
    "offset", [TOUCH - 0.01, TOUCH - 0.1, TOUCH - 1.0, TOUCH - 6.0]
)
@pytest.mark.parametrize("speed", [1700.0, 2200.0, 3000.0, 9000.0])
def test_R8_2_graze_is_detected(offset: float, speed: float) -> None:
    """Passing the Fate with centres less than the sum of radii apart is a touch."""
    launch = Launch(1, -math.sqrt(MAX_R**2 - offset**2), offset, speed, 0.0)
    assert simulate({}, [launch]).fate_touched == {1}


@pytest.mark.parametrize("clearance", [0.4, 1.0])
@pytest.mark.parametrize("speed", [1700.0, 3000.0])
def test_R8_2_near_miss_is_not_a_touch(speed: float, clearance: float) -> None:
    """Touching means contact: passing 0.4 mm clear of the Fate is not a touch."""
    offset = STONE_RADIUS + FATE_RADIUS + clearance
    launch = Launch(1, -math.sqrt(MAX_R**2 - offset**2), offset, speed, 0.0)
    assert simulate({}, [launch]).fate_touched == frozenset()


def test_R8_2_launch_starting_on_the_fate_touches_it() -> None:
    result = simulate({}, [Launch(7, 5.0, 0.0, 0.0, 0.0)])
    assert result.fate_touched == {7}
    assert_clean(result.final)


def test_R8_2_lying_stone_knocked_into_the_fate_is_not_reported() -> None:
    # The launched stone hits a lying stone head-on, which slides on into the Fate.
    lying = {1: (0.0, -60.0)}
    result = simulate(lying, [Launch(2, 0.0, -MAX_R + 1.0, 0.0, 1700.0)])
    assert 2 not in result.fate_touched and 1 not in result.fate_touched
    assert result.final[1] != lying[1]


def test_R8_2_a_watched_lying_stone_knocked_into_the_fate_is_reported() -> None:
    lying = {1: (0.0, -60.0)}
    result = simulate(lying, [Launch(2, 0.0, -MAX_R + 1.0, 0.0, 1700.0)], watched=frozenset({1}))
    assert result.fate_touched == {1}


def test_R8_2_a_watched_stone_left_untouched_is_not_reported() -> None:
    lying = {1: (0.0, TOUCH + 3.0)}
    result = simulate(lying, [towards(2, 0.0, 900.0, aim=(0.0, -150.0))], watched=frozenset({1}))
    assert result.fate_touched == frozenset() and result.final[1] == lying[1]


def test_R4_4_fate_never_moves_and_is_not_a_stone() -> None:
    # Stones hitting the Fate one after another all bounce off the same, unmoved disc.
    for k in range(4):
        angle = k * math.pi / 2
        result = simulate({}, [towards(1, angle, 1800.0)])
        assert result.fate_touched == {1}
        x, y = result.final[1]
        # Bounced straight back along its line: the Fate stayed where it was.
        assert abs(x * math.sin(angle) - y * math.cos(angle)) < 1e-6
        assert x * math.cos(angle) + y * math.sin(angle) > STONE_RADIUS + FATE_RADIUS
        assert 0 not in result.final


# --- Knocking (R4.4, R8.1).

def test_R4_4_thrown_stone_knocks_a_lying_stone() -> None:
    lying = {1: (0.0, -200.0)}
    result = simulate(lying, [Launch(2, 0.0, -MAX_R + 1.0, 0.0, 1400.0)])
    x, y = result.final[1]
    assert y > -200.0 + 20.0 and abs(x) < 1.0  # pushed straight on along the line of the hit
    # It moved by physics only: smoothly, frame by frame, never by more than a hit can give.
    path = [frame[1] for frame in result.frames]
    assert max(math.dist(a, b) for a, b in itertools.pairwise(path)) < 1400.0 / FRAME_HZ
    assert len(result.impacts) >= 1


def test_R8_1_later_flick_can_knock_an_earlier_one() -> None:
    earlier = simulate({}, [Launch(1, 0.0, -MAX_R + 1.0, 0.0, 1000.0)]).final
    later = simulate(earlier, [Launch(2, 0.0, -MAX_R + 1.0, 0.0, 1200.0)])
    assert later.final[1][1] > earlier[1][1] + 5.0
    assert later.fate_touched == frozenset()


# --- Sliding friction is a constant deceleration.

@pytest.mark.parametrize("speed", [600.0, 1000.0, 1500.0, 1800.0])
def test_constant_deceleration_slides_v2_over_2a(speed: float) -> None:
    start = (-math.sqrt(MAX_R**2 - 150.0**2), -150.0)  # along a chord clear of the Fate
    result = simulate({}, [Launch(1, *start, speed, 0.0)])
    travelled = math.dist(result.final[1], start)
    assert travelled == pytest.approx(speed**2 / (2 * DECEL), rel=0.05)
    # Speed drops linearly: the distance per frame shrinks by a*dt² each frame.
    xs = [frame[1][0] for frame in result.frames]
    steps = [b - a for a, b in itertools.pairwise(xs)]
    drops = [a - b for a, b in itertools.pairwise(steps[:-2])]  # the last: stop and clean-up
    assert all(d == pytest.approx(DECEL / FRAME_HZ**2, rel=0.05) for d in drops)


# --- Frames and impacts.

def test_frames_are_sampled_at_60_hz_from_start_to_final() -> None:
    speed = 1500.0
    launch = Launch(1, -math.sqrt(MAX_R**2 - 150.0**2), -150.0, speed, 0.0)
    lying = {2: (100.0, 250.0)}
    result = simulate(lying, [launch])
    settle = speed / DECEL
    assert abs(len(result.frames) - (settle * FRAME_HZ + 1)) <= 2
    assert result.frames[0] == {1: (launch.x, launch.y), 2: lying[2]}
    assert result.frames[-1] == result.final
    # The first frame interval is 1/60 s: the stone covered v*t - a*t²/2.
    t = 1.0 / FRAME_HZ
    first = result.frames[1][1][0] - launch.x
    assert first == pytest.approx(speed * t - DECEL * t * t / 2, rel=0.02)
    assert all(set(frame) == {1, 2} for frame in result.frames)


def test_record_false_gives_the_same_outcome_without_frames() -> None:
    lying, launches = _scene()
    full = simulate(lying, launches)
    lean = simulate(lying, launches, record=False)
    assert lean.frames == () and lean.impacts == ()
    assert lean.final == full.final
    assert lean.fate_touched == full.fate_touched
    assert full.impacts and full.frames


def test_impacts_are_timed_and_harder_hits_are_louder() -> None:
    def hit(speed: float) -> SimResult:
        return simulate({1: (0.0, -200.0)}, [Launch(2, 0.0, -MAX_R + 1.0, 0.0, speed)])

    soft, hard = hit(1200.0), hit(1800.0)
    assert soft.impacts and hard.impacts
    assert 0.0 < hard.impacts[0].t < soft.impacts[0].t
    assert hard.impacts[0].impulse > soft.impacts[0].impulse > 0.0
    times = [i.t for i in hard.impacts]
    assert times == sorted(times)


def test_nothing_moving_gives_a_single_frame() -> None:
    lying = {1: (100.0, 100.0), 2: (-100.0, 50.0)}
    result = simulate(lying, [])
    assert result.final == lying
    assert result.frames == (lying,)
    assert result.impacts == () and result.fate_touched == frozenset()


# --- Overlapping inputs, the rim and the time cap still end clean.

def test_launch_starting_on_a_lying_stone_ends_clean() -> None:
    lying = {1: (0.0, -300.0), 2: (5.0, -300.0), 3: (40.0, 0.0)}  # 2 overlaps 1, 3 the Fate
    result = simulate(lying, [Launch(4, 0.0, -300.0, 0.0, 0.0), Launch(5, 1.0, -299.0, 50, 900)])
    assert_clean(result.final)
    assert result.frames[-1] == result.final


def test_static_overlapping_inputs_are_separated() -> None:
    result = simulate({1: (10.0, 10.0), 2: (10.0, 10.0)}, [])
    assert_clean(result.final)
    assert len(result.frames) == 2  # the start, then the separated positions


@pytest.mark.parametrize(("speed", "sink"), [(3000.0, 2.0), (10_000.0, 25.0)])
def test_rim_keeps_fast_stones_on_the_table(speed: float, sink: float) -> None:
    launches = [Launch(k + 1, 100.0 * math.cos(k), 100.0 * math.sin(k),
                       speed * math.cos(k), speed * math.sin(k)) for k in range(6)]
    result = simulate({}, launches)
    assert_clean(result.final)
    # The physics rim itself (before the final clean-up) holds them: a game-speed stone
    # barely dents it; one at the 10 m/s limit sinks in for a step or two, never through.
    worst = max(math.hypot(*p) for frame in result.frames for p in frame.values())
    assert worst <= MAX_R + sink


def test_start_on_the_rim_is_pulled_onto_the_table() -> None:
    result = simulate({1: (TABLE_RADIUS, 0.0)}, [Launch(2, 0.0, TABLE_RADIUS, 0.0, -100.0)])
    assert result.frames[0][1] == pytest.approx((MAX_R, 0.0))
    assert_clean(result.final)


def test_time_cap_stops_everything(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(physics, "MAX_STEPS", 8 * physics.STEPS_PER_FRAME)
    result = simulate({}, [towards(1, 0.3, 2000.0, aim=(0.0, 200.0))])
    assert len(result.frames) == 9
    assert_clean(result.final)


def test_relaxation_untangles_a_heap() -> None:
    pts = [[0.0, 0.0] for _ in range(48)]
    physics_relax.relax(pts, list(range(1, 49)), min_d=2 * STONE_RADIUS, fate_r=TOUCH, max_r=MAX_R)
    assert_clean({i: (p[0], p[1]) for i, p in enumerate(pts)})


def test_relaxation_fallback_places_every_stone(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(physics_relax, "_MAX_PASSES", 0)
    pts = [[float(i % 3), TABLE_RADIUS - 10.0] for i in range(20)] + [[0.0, 0.0] for _ in range(5)]
    physics_relax.relax(pts, list(range(1, 26)), min_d=2 * STONE_RADIUS, fate_r=TOUCH, max_r=MAX_R)
    assert_clean({i: (p[0], p[1]) for i, p in enumerate(pts)})


# --- Helpers and input guards.

def test_edge_distance_to_fate() -> None:
    assert edge_distance_to_fate(100.0, 0.0) == pytest.approx(100.0 - TOUCH)
    assert edge_distance_to_fate(0.0, -TOUCH) == pytest.approx(0.0)
    assert edge_distance_to_fate(10.0, 0.0) < 0.0


@pytest.mark.parametrize(
    ("lying", "launches", "match"),
    [
        ({1: (math.nan, 0.0)}, [], "finite"),
        ({1: (0.0, math.inf)}, [], "finite"),
        ({}, [Launch(1, 0.0, -300.0, math.nan, 10.0)], "finite"),
        ({}, [Launch(1, -math.inf, -300.0, 0.0, 10.0)], "finite"),
        ({0: (100.0, 100.0)}, [], "Rune of Fate"),
        ({}, [Launch(0, 0.0, -300.0, 0.0, 10.0)], "Rune of Fate"),
        ({1: (100.0, 100.0)}, [Launch(1, 0.0, -300.0, 0.0, 10.0)], "twice"),
        ({}, [Launch(1, 0.0, -300.0, 0.0, 10.0), Launch(1, 0.0, 300.0, 0.0, 10.0)], "twice"),
        ({}, [Launch(1, 0.0, -300.0, 8000.0, 8000.0)], "speed"),
        ({1: (1000.0, 0.0)}, [], "off the table"),
    ],
)
def test_bad_inputs_raise_value_error(
    lying: dict[int, tuple[float, float]], launches: list[Launch], match: str
) -> None:
    with pytest.raises(ValueError, match=match):
        simulate(lying, launches)
