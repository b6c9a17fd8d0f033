"""Sound: GUI-thread time per throw, latency to the device, the mixer's load, the package's size.

Runs miniaudio's null backend (a device thread that pulls blocks at the real rate, with no sound
card), so the figures hold on a machine without speakers; a real device adds its own buffer
after the callback. `python -m benchmarks.bench_sound`.
"""

from __future__ import annotations

import importlib.metadata
import random
import sys
import threading
import time
from pathlib import Path

from benchmarks.common import report, time_ms

GOAL_THROW_MS = 1.0
GOAL_BUNDLE_MB = 3.0
LATENCY_RUNS = 60
REPEATS = 300
MB = 1024 * 1024
BUNDLE = Path(__file__).resolve().parent.parent / "dist" / "rok-qt"


def throw_impacts() -> list[tuple[float, float]]:
    """The contacts of a real opening throw (four players, three stones each)."""
    from rok_qt.model.engine import apply
    from rok_qt.model.events import StonesThrown
    from rok_qt.model.moves import Throw
    from rok_qt.model.setup import GameConfig, SeatConfig, new_game
    from rok_qt.ui.sound.event_sounds import impacts_of

    state, _ = new_game(GameConfig([SeatConfig(name) for name in "ABCD"], 3))
    events = apply(state, Throw(state.first_player))
    return impacts_of(next(e for e in events if isinstance(e, StonesThrown)))


def package_size(distribution: str) -> int:
    """Bytes of a distribution's installed files (its RECORD), caches left out."""
    paths = [Path(f.locate()) for f in importlib.metadata.files(distribution) or []]
    return sum(p.stat().st_size for p in paths if "__pycache__" not in p.parts and p.exists())


def main() -> None:
    """Print the medians against the goals."""
    from rok_qt.ui.sound import backends as sb
    from rok_qt.ui.sound.board import MAX_CLACKS, QUIET_IMPULSE, SoundBoard, load_samples
    from rok_qt.ui.sound.mixer import Clip, Mixer, Voice

    class TimedMixer(Mixer):
        """Notes, on the device's thread, when the voices of a play() are first rendered."""

        def __init__(self) -> None:
            super().__init__()
            self.admitted = threading.Event()
            self.admitted_at = 0.0

        def _admit(self, voices: list[Voice]) -> None:
            super()._admit(voices)
            self.admitted_at = time.perf_counter()
            self.admitted.set()

    mixer = TimedMixer()
    backend = sb.MiniaudioBackend(lambda m: sb.open_device(m, null=True), mixer)
    board = SoundBoard(backend)
    samples = load_samples("clack")
    assert samples is not None
    clack = Clip(samples)
    cold = "miniaudio" not in sys.modules
    start = time.perf_counter()
    board.play("take")
    first_ms = (time.perf_counter() - start) * 1000
    backend.settled.wait(10.0)
    opened_ms = (time.perf_counter() - start) * 1000
    print(f"first sound: play() {first_ms:.3f} ms on the GUI thread; device open after "
          f"{opened_ms:.0f} ms on a helper thread ({'with' if cold else 'without'} importing "
          f"miniaudio); backend {backend.name}")
    if backend.failed:
        print("miniaudio's null device did not open: no further figures")
        return

    impacts = throw_impacts()
    heard = len([1 for _, impulse in impacts if impulse >= QUIET_IMPULSE])
    print(f"opening throw: {len(impacts)} contacts, {min(heard, MAX_CLACKS)} clacks heard")
    report("GUI thread per throw (SoundBoard.play_impacts)",
           time_ms(lambda: board.play_impacts(impacts, 2.0), REPEATS), GOAL_THROW_MS)
    busiest = [(i / 30, 1000.0 + i) for i in range(200)]   # more contacts than MAX_CLACKS
    report(f"GUI thread per throw, {MAX_CLACKS} clacks (the most)",
           time_ms(lambda: board.play_impacts(busiest, 2.0), REPEATS), GOAL_THROW_MS)
    board.stop()

    latencies = []
    for _ in range(LATENCY_RUNS):
        time.sleep(random.uniform(0.0, 2.5 * sb.PERIOD_MS / 1000))   # any phase of the period
        mixer.admitted.clear()
        sent = time.perf_counter()
        board.play("clack")
        mixer.admitted.wait(1.0)
        latencies.append((mixer.admitted_at - sent) * 1000)
    report(f"play() to first sample in the callback ({sb.PERIOD_MS} ms blocks)", latencies)
    backend.close()

    busy = Mixer()
    blocks = sb.RATE * sb.PERIOD_MS // 1000

    def sixty_at_once() -> None:
        busy.add([Voice(clack, 0.5)] * 60)
        busy.render(blocks)
        busy.clear()

    mix_ms = report(f"audio thread per {sb.PERIOD_MS} ms block, 60 clacks at once",
                    time_ms(sixty_at_once, REPEATS))
    print(f"  = {100 * mix_ms / sb.PERIOD_MS:.1f}% of real time at the busiest moment")
    def whole_throw() -> None:
        """Every block of 60 clacks spread over 1.8 s, as a busy throw sounds."""
        spacing = sb.RATE // 33
        busy.add([Voice(clack, 0.5, i * spacing) for i in range(60)])
        for _ in range((60 * spacing + len(clack)) // blocks + 1):
            busy.render(blocks)

    report("audio thread, all blocks of a 60-clack throw", time_ms(whole_throw, 20))
    idle = Mixer()
    report(f"audio thread per {sb.PERIOD_MS} ms block, silence", time_ms(
        lambda: idle.render(blocks), REPEATS))

    ours, shared = package_size("miniaudio"), package_size("cffi")
    verdict = "ok" if ours / MB <= GOAL_BUNDLE_MB else "MISSED"
    print(f"miniaudio package: {ours / MB:.2f} MB installed (goal <= {GOAL_BUNDLE_MB:g} MB: "
          f"{verdict}); cffi {shared / MB:.2f} MB comes with pymunk already")
    if BUNDLE.is_dir():
        found = sorted(p.name for p in BUNDLE.rglob("_miniaudio*"))
        print(f"bundle {BUNDLE.name}/: miniaudio's extension {found or 'MISSING'}")
    else:
        print("no bundle built (make dist): PyInstaller's pick-up not checked here")


if __name__ == "__main__":
    main()
