"""Rune-stone physics: where thrown and flicked stones come to rest (R4.4, R8).

The table is a disc of radius :data:`TABLE_RADIUS` mm centred on the origin (y up), walled by a
rim; the Rune of Fate is a static disc at the origin that never moves (R4.4 [C], I4). Rune
stones are equal discs sliding with Coulomb friction: a constant deceleration, so a stone
launched at v mm/s slides about v²/(2a) mm. :func:`simulate` runs one throw or one flick with
pymunk at a fixed step and returns the resting positions, 60 Hz frames for the animation, the
watched stones that touched the Rune of Fate, and the clacks (impacts).

Determinism (I5): bodies are added in stone-id order, the step is fixed and nothing depends on
wall time, so equal inputs give bit-identical results. Positions are rules (R5.5, R8.2), so the
final positions are cleaned by :func:`rok_qt.model.physics_relax.relax`: every stone lies whole
on the table and overlaps neither another stone nor the Rune of Fate.

This module is Qt-free and pure: each call builds and drops its own pymunk space.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

# pymunk is imported where a simulation runs: the first window starts without it.
if TYPE_CHECKING:
    import pymunk
    import pymunk.batch

from rok_qt.model.physics_relax import relax, segment_min_distance
from rok_qt.model.table_shape import FATE_RADIUS, STONE_RADIUS, TABLE_RADIUS

__all__ = [
    "FATE_RADIUS",
    "FRAME_HZ",
    "STONE_RADIUS",
    "TABLE_RADIUS",
    "Impact",
    "Launch",
    "SimResult",
    "edge_distance_to_fate",
    "simulate",
    "touches_fate",
]

FRAME_HZ: int = 60
"""Rate of the frames returned for the animation, per second of simulated time."""

# --- Tuning. Physics steps at 240 Hz: a 3000 mm/s stone moves 12.5 mm a step, under half a
# stone, so head-on hits between two such stones (25 mm a step apart) cannot tunnel.
STEPS_PER_FRAME = 4
STEP_HZ = FRAME_HZ * STEPS_PER_FRAME
DT = 1.0 / STEP_HZ
MAX_SIM_TIME = 6.0
"""Simulated seconds after which everything is stopped where it is."""
MAX_STEPS = round(MAX_SIM_TIME * STEP_HZ)
MAX_SPEED = 10_000.0
"""Fastest accepted launch, mm/s."""
FRICTION_DECEL = 3000.0
"""Sliding deceleration, mm/s²: mu*g with mu about 0.3."""
FATE_TOUCH_TOLERANCE = 1e-6
"""mm of float slack: a stone whose edge comes this close to the Fate's edge touches it (R8.2).

The one tolerance for every touch, on the way and at rest: touching means contact, so it only
absorbs rounding (the final clean-up leaves a touching stone exactly at the sum of the radii).
"""

_STONE_MASS = 1.0
# Restitutions combine by product in Chipmunk: stone-stone 0.81, stone-rim and stone-fate 0.5.
_STONE_ELASTICITY = 0.9
_WALL_ELASTICITY = 0.5 / _STONE_ELASTICITY
# Stones cannot spin here (rotation does not matter for the rules), so contact friction only
# couples sliding velocities; keep it low so glancing hits still deflect cleanly.
_STONE_FRICTION = 0.1
_ITERATIONS = 6
# Chipmunk sleeps a group of bodies once each is slower than this for this long: lying stones
# start asleep (nothing to integrate or solve) and wake when something touches them.
_IDLE_SPEED = 0.5
_SLEEP_TIME = 3 * DT
# At rest when no stone is faster than this (mm/s). Friction removes 12.5 mm/s a step, so a
# free stone this slow stops in the next step; only contact jitter lives below it.
_REST_SPEED = 1.0
# The rim: thick segments on a polygon round TABLE_RADIUS (fewer sides build faster; see
# _add_table). Thickness keeps even a MAX_SPEED stone (42 mm a step) from jumping past a
# segment's centre line, which would push it out instead of in.
_RIM_SEGMENTS = 32
_RIM_THICKNESS = 50.0
# A watched stone whose centre is this close to the origin touches the Rune of Fate (R8.2).
_TOUCH_DIST = STONE_RADIUS + FATE_RADIUS + FATE_TOUCH_TOLERANCE
# A sensor ring round the Rune of Fate marks launched stones near enough to need the exact
# swept test: a centre that crosses _TOUCH_DIST during a step must have been within this reach
# at the step's start, as no stone moves further than MAX_SPEED * DT in one step.
_ZONE_REACH = _TOUCH_DIST + 1.25 * MAX_SPEED * DT

_CT_STONE = 1
_CT_FATE = 2
_CT_RIM = 3
_CT_ZONE = 4


@dataclass(frozen=True, slots=True)
class Launch:
    """A stone set moving: its id (1..48), start centre (mm) and initial velocity (mm/s)."""

    stone: int
    x: float
    y: float
    vx: float
    vy: float


@dataclass(frozen=True, slots=True)
class Impact:
    """A contact that began: when (s since the start) and how hard (for the clack's loudness).

    impulse is in stone masses times mm/s: two stones meeting head-on at a closing speed of
    1000 mm/s give about 900; a stone hitting the rim at 1000 mm/s gives 1500.
    """

    t: float
    impulse: float


@dataclass(frozen=True, slots=True)
class SimResult:
    """Outcome of :func:`simulate`.

    final: resting centre of every stone passed in (lying and launched), by stone id.
    frames: every stone's centre at FRAME_HZ from t=0 to rest; the last frame equals final
        (it is () when record=False).
    fate_touched: watched stones that touched the Rune of Fate at any moment (R8.2).
    impacts: contacts that began, stone-stone and stone-fate/rim (() when record=False).
    """

    final: dict[int, tuple[float, float]]
    frames: tuple[dict[int, tuple[float, float]], ...]
    fate_touched: frozenset[int]
    impacts: tuple[Impact, ...]


def edge_distance_to_fate(x: float, y: float) -> float:
    """Distance from the edge of a rune stone centred at (x, y) to the Rune of Fate's edge.

    Zero or less when they touch or overlap. The flick contest ranks stones by it (R8.2).
    """
    return math.hypot(x, y) - STONE_RADIUS - FATE_RADIUS


def touches_fate(x: float, y: float) -> bool:
    """Whether a rune stone centred at (x, y) touches the Rune of Fate (R8.2)."""
    return math.hypot(x, y) <= _TOUCH_DIST


def _check_finite(stone: int, name: str, *values: float) -> None:
    for v in values:
        if not math.isfinite(v):
            raise ValueError(f"stone {stone}: {name} must be finite, got {values!r}")


def _check_on_table(stone: int, x: float, y: float) -> None:
    if math.hypot(x, y) > TABLE_RADIUS + STONE_RADIUS:
        raise ValueError(f"stone {stone}: centre ({x}, {y}) is off the table")


def _validated(
    lying: Mapping[int, tuple[float, float]], launches: Sequence[Launch]
) -> list[tuple[int, float, float, float, float]]:
    """Check the inputs and return (stone, x, y, vx, vy) rows sorted by stone id."""
    rows: dict[int, tuple[int, float, float, float, float]] = {}
    for stone, (x, y) in lying.items():
        if stone == 0:
            raise ValueError("stone id 0 is the Rune of Fate, which never moves")
        _check_finite(stone, "position", x, y)
        _check_on_table(stone, x, y)
        rows[stone] = (stone, float(x), float(y), 0.0, 0.0)
    for launch in launches:
        stone = launch.stone
        if stone == 0:
            raise ValueError("stone id 0 is the Rune of Fate, which never moves")
        if stone in rows:
            raise ValueError(f"stone {stone} is given twice (lying and launched, or 2 launches)")
        _check_finite(stone, "position", launch.x, launch.y)
        _check_finite(stone, "velocity", launch.vx, launch.vy)
        _check_on_table(stone, launch.x, launch.y)
        speed = math.hypot(launch.vx, launch.vy)
        if speed > MAX_SPEED:
            raise ValueError(f"stone {stone}: speed {speed:.0f} mm/s exceeds {MAX_SPEED:.0f}")
        rows[stone] = (stone, float(launch.x), float(launch.y), float(launch.vx),
                       float(launch.vy))
    # A centre on the rim or just past it (a launch "from the edge") is pulled in radially so
    # that the stone starts whole on the table, inside the rim's reach.
    max_r = TABLE_RADIUS - STONE_RADIUS
    out = []
    for stone in sorted(rows):
        _, x, y, vx, vy = rows[stone]
        r = math.hypot(x, y)
        if r > max_r:
            x, y = x * max_r / r, y * max_r / r
        out.append((stone, x, y, vx, vy))
    return out


def _add_table(space: pymunk.Space) -> None:
    """Add the rim, the Rune of Fate and the sensor ring round it to the space's static body."""
    import pymunk
    body = space.static_body
    half = math.pi / _RIM_SEGMENTS
    # A polygon's inner face is nearer the centre mid-side than at a vertex (by 2.2 mm for 32
    # sides); split the difference so that it stays within 1.1 mm of TABLE_RADIUS everywhere.
    # The final clean-up pulls any stone that went that little bit too far back in.
    r_vertex = 2.0 * (TABLE_RADIUS + _RIM_THICKNESS) / (1.0 + math.cos(half))
    pts = [(r_vertex * math.cos(2 * half * i), r_vertex * math.sin(2 * half * i))
           for i in range(_RIM_SEGMENTS)]
    shapes: list[pymunk.Shape] = []
    for i in range(_RIM_SEGMENTS):
        seg = pymunk.Segment(body, pts[i], pts[(i + 1) % _RIM_SEGMENTS], _RIM_THICKNESS)
        seg.elasticity = _WALL_ELASTICITY
        seg.collision_type = _CT_RIM
        shapes.append(seg)
    fate = pymunk.Circle(body, FATE_RADIUS)
    fate.elasticity = _WALL_ELASTICITY
    fate.collision_type = _CT_FATE
    zone = pymunk.Circle(body, _ZONE_REACH - STONE_RADIUS)
    zone.sensor = True
    zone.collision_type = _CT_ZONE
    space.add(*shapes, fate, zone)


class _Run:
    """One simulation: the space, the stones' bodies and what the collision callbacks collect."""

    def __init__(self, rows: list[tuple[int, float, float, float, float]],
                 launched: frozenset[int], watched: frozenset[int], record: bool) -> None:
        import pymunk
        self.space = space = pymunk.Space()
        space.damping = 1.0  # friction is the constant-force joint below, never exponential
        space.iterations = _ITERATIONS
        space.idle_speed_threshold = _IDLE_SPEED
        space.sleep_time_threshold = _SLEEP_TIME
        _add_table(space)
        self.step = 0
        self.record = record
        self.launched = launched
        self.watched = watched | launched
        self.sids = [row[0] for row in rows]
        self.bodies: list[pymunk.Body] = []
        self.sid_of_shape: dict[pymunk.Shape, int] = {}
        self.body_of_sid: dict[int, pymunk.Body] = {}
        self.index_of_id: dict[int, int] = {}
        self.fate_touched: set[int] = set()
        self.in_zone: dict[int, pymunk.Body] = {}
        self.impacts: list[Impact] = []
        ground = space.static_body
        objects: list[pymunk.Body | pymunk.Shape | pymunk.Constraint] = []
        for index, (sid, x, y, vx, vy) in enumerate(rows):
            body = pymunk.Body(_STONE_MASS, math.inf)  # infinite moment: stones do not spin
            body.position = (x, y)
            body.velocity = (vx, vy)
            shape = pymunk.Circle(body, STONE_RADIUS)
            shape.elasticity = _STONE_ELASTICITY
            shape.friction = _STONE_FRICTION
            shape.collision_type = _CT_STONE
            # Coulomb sliding friction done by Chipmunk itself (its top-down friction idiom): a
            # pivot to the table that corrects no position (max_bias 0) and may only push with
            # max_force, so each step it removes at most a*dt of speed, down to exactly zero.
            # Several times cheaper than a Python velocity_func called per body per step.
            joint = pymunk.PivotJoint(ground, body, (0.0, 0.0), (0.0, 0.0))
            joint.max_bias = 0.0
            joint.max_force = _STONE_MASS * FRICTION_DECEL
            objects += (body, shape, joint)
            self.bodies.append(body)
            self.sid_of_shape[shape] = sid
            self.body_of_sid[sid] = body
            self.index_of_id[body.id] = index
        space.add(*objects)
        for body, row in zip(self.bodies, rows, strict=True):
            if row[3] == 0.0 and row[4] == 0.0:
                body.sleep()  # lying stones cost nothing until something touches them
        space.on_collision(_CT_STONE, _CT_FATE, begin=self._on_fate)
        space.on_collision(_CT_STONE, _CT_ZONE, begin=self._on_zone_enter,
                           separate=self._on_zone_leave)
        if record:
            space.on_collision(_CT_STONE, _CT_STONE, begin=self._on_stone_stone)
            space.on_collision(_CT_STONE, _CT_RIM, begin=self._on_stone_wall)

    # --- Collision callbacks (pymunk 7: f(arbiter, space, data) -> None). Shapes come in the
    # order of the on_collision call, so shapes[0] is always the rune stone.

    def _on_fate(self, arbiter: pymunk.Arbiter, space: pymunk.Space, data: object) -> None:
        sid = self.sid_of_shape[arbiter.shapes[0]]
        if sid in self.watched:
            self.fate_touched.add(sid)
            self.in_zone.pop(sid, None)  # it is out: no need to watch it any more
        if self.record:
            self._on_stone_wall(arbiter, space, data)

    def _on_zone_enter(self, arbiter: pymunk.Arbiter, _space: pymunk.Space,
                       _data: object) -> None:
        sid = self.sid_of_shape[arbiter.shapes[0]]
        if sid in self.launched and sid not in self.fate_touched:
            self.in_zone[sid] = self.body_of_sid[sid]

    def _on_zone_leave(self, arbiter: pymunk.Arbiter, _space: pymunk.Space,
                       _data: object) -> None:
        self.in_zone.pop(self.sid_of_shape[arbiter.shapes[0]], None)

    def _on_stone_stone(self, arbiter: pymunk.Arbiter, _space: pymunk.Space,
                        _data: object) -> None:
        # The solver's impulse is only known in post_solve, which runs for every touching pair
        # on every step; estimate it once at first contact: reduced mass * (1 + e) * v_normal.
        # Velocities here are still the approach velocities (begin runs before the solver).
        a, b = arbiter.shapes
        va = self.body_of_sid[self.sid_of_shape[a]].velocity
        vb = self.body_of_sid[self.sid_of_shape[b]].velocity
        n = arbiter.normal
        vn = (vb.x - va.x) * n.x + (vb.y - va.y) * n.y
        e = _STONE_ELASTICITY * _STONE_ELASTICITY
        self.impacts.append(Impact(self.step * DT, abs(vn) * (1.0 + e) * 0.5 * _STONE_MASS))

    def _on_stone_wall(self, arbiter: pymunk.Arbiter, _space: pymunk.Space,
                       _data: object) -> None:
        v = self.body_of_sid[self.sid_of_shape[arbiter.shapes[0]]].velocity
        n = arbiter.normal
        vn = v.x * n.x + v.y * n.y
        e = _STONE_ELASTICITY * _WALL_ELASTICITY
        self.impacts.append(Impact(self.step * DT, abs(vn) * (1.0 + e) * _STONE_MASS))

    # --- Stepping.

    def _sweep_zone(self, near: dict[int, tuple[float, float]]) -> dict[int, tuple[float, float]]:
        """Exact graze test for launched stones near the Rune of Fate, over the last step.

        near holds each such stone's centre before the step; the whole path from there to its
        centre now is tested, so a stone crossing the Fate's reach between two steps counts.
        Returns the centres of the stones in the zone now, for the next step.
        """
        touched = self.fate_touched
        now: dict[int, tuple[float, float]] = {}
        for sid, body in self.in_zone.items():
            p = body.position
            now[sid] = (p.x, p.y)
        for sid, (x0, y0) in near.items():
            if sid in touched:  # already out (touched the Fate's shape during the step)
                continue
            p1 = now.get(sid)
            if p1 is None:  # it left the zone during this step
                p = self.body_of_sid[sid].position
                p1 = (p.x, p.y)
            if segment_min_distance(x0, y0, p1[0], p1[1]) <= _TOUCH_DIST:
                touched.add(sid)
                self.in_zone.pop(sid, None)
                now.pop(sid, None)
        return now

    def _track(self, lying: dict[int, tuple[float, float]]) -> None:
        """Exact graze test, over the last step, for watched stones that were lying at the start.

        They start asleep, so the sensor ring cannot see them reliably (its begin fires only a
        step after they wake); there are few of them (earlier contest stones), so each is
        followed every step. lying holds each one's centre before the step and is updated.
        """
        touched = self.fate_touched
        for sid, (x0, y0) in list(lying.items()):
            p = self.body_of_sid[sid].position
            if sid in touched or segment_min_distance(x0, y0, p.x, p.y) <= _TOUCH_DIST:
                touched.add(sid)
                del lying[sid]
            else:
                lying[sid] = (p.x, p.y)

    def _read(self, buf: pymunk.batch.Buffer) -> tuple[list[tuple[float, float]], bool]:
        """Every stone's centre (in row order) and whether all of them are at rest."""
        import pymunk.batch
        buf.clear()
        fields = pymunk.batch.BodyFields
        pymunk.batch.get_space_bodies(
            self.space, fields.BODY_ID | fields.POSITION | fields.VELOCITY, buf)
        ids = memoryview(buf.int_buf()).cast("P").tolist()
        fl = memoryview(buf.float_buf()).cast("d").tolist()
        # Sleeping bodies are listed after awake ones, so map Chipmunk's order back by id.
        pos: list[tuple[float, float]] = [(0.0, 0.0)] * len(self.bodies)
        index_of_id = self.index_of_id
        for k, body_id in enumerate(ids):
            i = index_of_id.get(body_id)
            if i is not None:
                pos[i] = (fl[4 * k], fl[4 * k + 1])
        return pos, _at_rest(fl[2::4] + fl[3::4])

    def _is_resting(self, buf: pymunk.batch.Buffer) -> bool:
        import pymunk.batch
        buf.clear()
        pymunk.batch.get_space_bodies(self.space, pymunk.batch.BodyFields.VELOCITY, buf)
        return _at_rest(memoryview(buf.float_buf()).cast("d").tolist())

    def run(self, start: list[tuple[float, float]], moving: bool,
            ) -> tuple[list[list[float]], list[dict[int, tuple[float, float]]]]:
        """Step to rest (or the time cap); return the raw final centres and the frames."""
        import pymunk.batch
        record = self.record
        sids = self.sids
        frames: list[dict[int, tuple[float, float]]] = []
        if record:
            frames.append(dict(zip(sids, start, strict=True)))
        near = {sid: start[i] for i, sid in enumerate(sids)
                if sid in self.launched and sid not in self.fate_touched
                and math.hypot(*start[i]) < _ZONE_REACH}
        lying = {sid: start[i] for i, sid in enumerate(sids)
                 if sid in self.watched and sid not in self.launched}
        buf = pymunk.batch.Buffer()
        space_step = self.space.step
        step = 0
        while moving and step < MAX_STEPS:
            step += 1
            self.step = step
            space_step(DT)
            if near or self.in_zone:
                near = self._sweep_zone(near)
            if lying:
                self._track(lying)
            if step % STEPS_PER_FRAME == 0:
                if record:
                    pos, resting = self._read(buf)
                    frames.append(dict(zip(sids, pos, strict=True)))
                else:
                    resting = self._is_resting(buf)
                if resting:
                    break
        # The space is freed later by the garbage collector (pymunk objects form cycles), and
        # freeing it fires separate() for every touching pair: detach our callback first so
        # that never runs on a half-collected _Run.
        self.space.on_collision(_CT_STONE, _CT_ZONE, separate=pymunk.empty_callback)
        final = [[p.x, p.y] for p in (body.position for body in self.bodies)]
        return final, frames


def _at_rest(velocities: Sequence[float]) -> bool:
    """Whether no velocity component exceeds the rest speed (the static body reports 0s)."""
    return max(map(abs, velocities), default=0.0) <= _REST_SPEED


def simulate(
    lying: Mapping[int, tuple[float, float]],
    launches: Sequence[Launch],
    *,
    record: bool = True,
    watched: frozenset[int] = frozenset(),
) -> SimResult:
    """Slide the launched stones over the table, knocking lying ones, until all rest.

    lying: stones already on the table (they may be knocked and move). launches: stones set
    moving at once (a throw, R4.4) or one flicked stone (R8.1). With record=False no frames or
    impacts are collected (the headless simulator's fast path); final and fate_touched are the
    same either way. watched: lying stones whose touches of the Rune of Fate are reported too
    (earlier contest stones, R8.2 'at any moment'); launched stones always are. Raises
    ValueError for non-finite numbers, stone id 0, a stone given twice, a centre off the table,
    or a launch faster than MAX_SPEED.
    """
    rows = _validated(lying, launches)
    launched = frozenset(launch.stone for launch in launches)
    watched = launched | frozenset(watched).intersection(lying)
    run = _Run(rows, launched, watched, record)
    start = [(row[1], row[2]) for row in rows]
    # A watched stone starting on (or grazing) the Rune of Fate touches it at t=0.
    for sid, x, y, _, _ in rows:
        if sid in watched and touches_fate(x, y):
            run.fate_touched.add(sid)
    moving = any(row[3] != 0.0 or row[4] != 0.0 for row in rows)
    raw, frames = run.run(start, moving)
    relax(raw, run.sids, min_d=2.0 * STONE_RADIUS, fate_r=STONE_RADIUS + FATE_RADIUS,
          max_r=TABLE_RADIUS - STONE_RADIUS)
    final = {sid: (p[0], p[1]) for sid, p in zip(run.sids, raw, strict=True)}
    # The resting spot is a moment too: a watched stone left touching the Fate is out.
    for sid in watched:
        if touches_fate(*final[sid]):
            run.fate_touched.add(sid)
    if record:
        if len(frames) > 1:
            frames[-1] = final
        elif final != frames[0]:
            frames.append(final)  # nothing moved, but the inputs overlapped and were separated
    return SimResult(
        final=final,
        frames=tuple(frames),
        fate_touched=frozenset(run.fate_touched),
        impacts=tuple(run.impacts),
    )
