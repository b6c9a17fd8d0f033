"""SDL's event timestamps onto the race clock's reference (`time.perf_counter`), exactly.

SDL stamps an event with `SDL_GetTicks()`: whole ms since SDL first read its clock. Two ways to
map a stamp back to a moment, both far finer than the ms the stamp carries:

- Linux: SDL counts on CLOCK_MONOTONIC_RAW as `1000 * (s - s0) + (ns - ns0) / 1000000` in C
  integers, which rounds towards zero, so for part of every second the count is one ms ahead of
  the elapsed time. `sdl_library.load` brackets SDL's first clock reading (s0, ns0) to a few µs;
  with it the stretch of raw time that carries a given stamp is computed exactly, and the raw
  clock is bracketed against perf_counter (NTP slews one and not the other, so again every few
  seconds).
- Elsewhere (Windows, macOS: the count floors): calibration spins until the count steps and
  brackets that step between two perf_counter readings a few µs apart.
"""

from __future__ import annotations

import math
import time
from typing import Any

RECALIBRATE_MS = 2000.0
SPIN_LIMIT_MS = 5.0   # a tick is 1 ms; a loaded machine may miss a few
TRIES = 3
GOOD_WIDTH_MS = 0.05
WRAP = 1 << 32
NS = 1_000_000_000
MS = 1_000_000


def linux_ticks(raw_ns: int, start_ns: int) -> int:
    """SDL2's tick count at raw clock `raw_ns` for a start at `start_ns` (SDL_systimer.c)."""
    seconds, nanos = divmod(raw_ns, NS)
    start_seconds, start_nanos = divmod(start_ns, NS)
    rest = nanos - start_nanos
    whole = abs(rest) // MS          # C integer division truncates towards zero
    return (seconds - start_seconds) * 1000 + (whole if rest >= 0 else -whole)


class SdlClock:
    """Maps SDL tick stamps (ms) to perf_counter ms; `to_perf_ms` is what the race clock uses."""

    def __init__(self, sdl2: Any, start_raw_ns: int | None = None) -> None:
        self._sdl2 = sdl2
        self._start_raw_ns = start_raw_ns
        self.offset_ms = 0.0      # stepping: perf ms at SDL tick 0; raw: perf ms minus raw ms
        self.width_ms = 1.0       # how far apart the bracketing readings were
        self.calibrated_at = 0.0
        self.calibrate()

    @property
    def exact(self) -> bool:
        """True when stamps map through SDL's own arithmetic on the raw clock (Linux)."""
        return self._start_raw_ns is not None

    def calibrate(self) -> None:
        """Take the offset afresh (about 1 ms of spinning off Linux, a few µs on it)."""
        best: tuple[float, float] | None = None
        for _ in range(TRIES):
            found = self._bracket_raw() if self.exact else self._bracket_step()
            if found is not None and (best is None or found[1] < best[1]):
                best = found
            if best is not None and best[1] <= GOOD_WIDTH_MS:
                break
        if best is None:
            return   # no step seen in time (a stalled machine): keep the last offset
        self.offset_ms, self.width_ms = best
        self.calibrated_at = time.perf_counter_ns() / 1e6

    def due(self) -> bool:
        """True when the last calibration is old enough to take again."""
        return time.perf_counter_ns() / 1e6 - self.calibrated_at >= RECALIBRATE_MS

    def ticks(self) -> float:
        """SDL's tick count now (ms)."""
        return float(self._sdl2.SDL_GetTicks64())

    def unwrap(self, stamp32: int) -> float:
        """An event's 32-bit tick stamp as a 64-bit tick count (it wraps after 49.7 days)."""
        now = int(self._sdl2.SDL_GetTicks64())
        return float(now - ((now - int(stamp32)) % WRAP))

    def to_perf_ms(self, ticks: float) -> float:
        """The perf_counter ms of an event stamped `ticks`: the middle of the stretch of time
        that carries this stamp, which halves the worst error."""
        if self._start_raw_ns is None:
            return ticks + 0.5 + self.offset_ms   # SDL floors: [ticks, ticks + 1)
        # A stamp moved by a fraction of a ms (pads.py) keeps that fraction.
        whole = math.floor(ticks)
        first, end = self._raw_stretch(whole, self._start_raw_ns)
        return (first + end) / 2e6 + self.offset_ms + (ticks - whole)

    @staticmethod
    def _raw_stretch(ticks: int, start_ns: int) -> tuple[int, int]:
        """[first, end) raw ns whose SDL count is `ticks`; the count is monotonic and lies
        within a ms of the elapsed time, so two bisections over 3 ms find the edges."""
        low = start_ns + (ticks - 2) * MS

        def first_at_least(value: int) -> int:
            lo, hi = low, low + 4 * MS
            while lo < hi:
                mid = (lo + hi) // 2
                if linux_ticks(mid, start_ns) >= value:
                    hi = mid
                else:
                    lo = mid + 1
            return lo

        return first_at_least(ticks), first_at_least(ticks + 1)

    def _bracket_raw(self) -> tuple[float, float]:
        """(perf ms minus raw ms, bracket width ms) from two perf readings around a raw one."""
        before = time.perf_counter_ns()
        raw = time.clock_gettime_ns(time.CLOCK_MONOTONIC_RAW)
        after = time.perf_counter_ns()
        return ((before + after) / 2 - raw) / 1e6, (after - before) / 1e6

    def _bracket_step(self) -> tuple[float, float] | None:
        """(perf ms at tick 0, bracket width ms) from one tick step, or None if none came."""
        ticks64 = self._sdl2.SDL_GetTicks64
        before = time.perf_counter_ns()
        last = ticks64()
        deadline = before + int(SPIN_LIMIT_MS * 1e6)
        while True:
            after = time.perf_counter_ns()
            now = ticks64()
            if now != last:
                break
            if after > deadline:
                return None
            before = after
        # Tick `now` began after `before` (read before the call that still gave `last`) and
        # before `end` (read after the call that gave `now`).
        end = time.perf_counter_ns()
        return (before + end) / 2e6 - float(now), (end - before) / 1e6
