"""UI benchmarks (issues 4 and 20): start-up to a shown window, throw-animation frame paint times
at 1920x1080 with all 49 stones, and peak memory of a whole 5-player game in the window.

Run with `make bench` or `QT_QPA_PLATFORM=offscreen python -m benchmarks.bench_ui`.
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.common import report

ROOT = Path(__file__).resolve().parents[1]
STARTS = 7
FRAME_GOAL_MS = 10.0
MEMORY_GOAL_MB = 110.0
MEMORY_RUNS = 3
FRAME_PASSES = 3


def _child_env() -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    # The app's preferences go to a scratch folder, never the user's.
    env["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="rok-bench-")
    return env


def bench_start_up() -> None:
    """Process start to the main window shown (the app quits at its first show)."""
    env = _child_env()
    env["ROK_QT_EXIT_WHEN_SHOWN"] = "1"
    samples = []
    for _ in range(STARTS + 1):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "rok_qt.app.main"], cwd=ROOT, env=env,
                       check=True, capture_output=True, timeout=60)
        samples.append((time.perf_counter() - start) * 1000.0)
    report("start-up to window shown (process)", samples[1:], 600.0)


def throw_frame_times(table_shown_first: bool) -> tuple[list[float], list[float]]:
    """Paint times (ms) of every frame of three throws of all 48 rune stones at 1920x1080: on
    the clock, and on this thread's CPU (what the paint itself costs, however busy the
    machine)."""
    from PySide6.QtWidgets import QApplication

    from rok_qt.model.events import Event, StonesThrown
    from rok_qt.model.rounds import throw
    from rok_qt.model.setup import GameConfig, SeatConfig, new_game
    from rok_qt.model.stones import RUNE_STONES
    from rok_qt.ui.table.animations import FramesAnimation
    from rok_qt.ui.table.scene import TableScene
    from rok_qt.ui.table.view import TableView

    app = QApplication.instance() or QApplication([])
    scene = TableScene()
    view = TableView(scene)
    view.resize(1920, 1080)
    view.show()
    # Let the view settle as a player's window would (it prepares stone sprites after resizes).
    deadline = time.perf_counter() + 0.3
    while time.perf_counter() < deadline:
        app.processEvents()
        time.sleep(0.01)
    viewport = view.viewport()
    times: list[float] = []
    cpu: list[float] = []
    for seed in (1, 2, 3):
        state, _ = new_game(GameConfig([SeatConfig(f"P{i}") for i in range(5)], seed))
        # Every rune stone in a hand, so the throw puts all 48 on the table around the Fate.
        for player in state.players:
            player.balance = None
        state.bag = []
        stones = list(RUNE_STONES)
        state.hands = [stones[i::5] for i in range(5)]
        events: list[Event] = []
        throw(state, events, True)
        thrown = next(e for e in events if isinstance(e, StonesThrown))
        scene.sync(state)
        if table_shown_first:
            # The game shows the synced table (its new seat panels) before the stones fly.
            viewport.repaint()
        animation = FramesAnimation(scene, thrown.frames, thrown.face_up, 1000)
        for index in range(len(thrown.frames)):
            start, start_cpu = time.perf_counter(), time.thread_time()
            animation.show_frame(index)
            viewport.repaint()
            times.append((time.perf_counter() - start) * 1000.0)
            cpu.append((time.thread_time() - start_cpu) * 1000.0)
    view.close()
    return times, cpu


def p99(times: list[float]) -> float:
    """The 99th percentile (of 100 frames: the slowest)."""
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def bench_throw_frames() -> None:
    """Paint the full table (48 rune stones and the Fate) at 1920x1080 for each throw frame.

    The table is painted once after it is synced, as the game shows it before a throw. The
    last line is the measure as it was before issue 20, run first on a cold table: its first
    frame also painted the five seat panels the sync had just made, a paint a player sees
    before the stones fly, never in a throw's frame.
    """
    before, _ = throw_frame_times(table_shown_first=False)
    passes = [throw_frame_times(table_shown_first=True) for _ in range(FRAME_PASSES)]
    times = [time_ms for frames, _ in passes for time_ms in frames]
    report(f"throw frame, 49 stones, 1920x1080 ({len(times)} frames)", times, 6.0)
    sets = f"median of {FRAME_PASSES} sets of 3 throws"
    worst = statistics.median(p99(frames) for frames, _ in passes)
    print(f"{'  99th percentile (' + sets + ')':<48} {worst:8.3f} ms  "
          f"goal <= {FRAME_GOAL_MS:g} ms: {'ok' if worst <= FRAME_GOAL_MS else 'MISSED'}")
    print(f"{'  99th percentile of the paint thread CPU time':<48} "
          f"{statistics.median(p99(cpu) for _, cpu in passes):8.3f} ms  ({sets})")
    print(f"{'  99th percentile, seat panels made in frame 0':<48} {p99(before):8.3f} ms  "
          f"(one set, as measured before issue 20)")


def play_five_player_game(grab: bool = False) -> int:
    """Child process: a whole 5-player game of bots in the window; returns rounds played.

    Once a round, the window is painted as a player sees it (into the window's own buffer); with
    `grab` into a new full-window picture instead, as before issue 20 (~8 MB at 1920x1080 that
    no player makes, and whose freed blocks stay in the process)."""
    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from rok_qt.app.window import MainWindow
    from rok_qt.model.moves import Acknowledge
    from rok_qt.model.setup import GameConfig, SeatConfig
    from rok_qt.model.state import Controller, Phase
    from rok_qt.ui.table.animations import AnimationSpeed

    app = QApplication.instance() or QApplication([])
    settings = QSettings(str(Path(os.environ.get("TMPDIR", "/tmp")) / "rok-bench.ini"),
                         QSettings.Format.IniFormat)
    window = MainWindow(settings=settings)
    window.set_animation_speed(AnimationSpeed.OFF)
    window.session.set_bot_delay_ms(0)
    window.resize(1920, 1080)
    window.show()
    levels = [Controller.NOVICE, Controller.ADEPT, Controller.MASTER]
    config = GameConfig([SeatConfig(f"Bot {i + 1}", levels[i % 3]) for i in range(5)], 7)
    game = window.game

    def step() -> None:
        state = window.session.state
        if state is None:
            return
        if state.phase == Phase.OVER:
            app.quit()
        elif (state.phase == Phase.SUMMARY and game.router.summary is not None
              and not game.animating):
            window.session.submit(Acknowledge())
            if grab:
                window.grab()
            else:
                window.repaint()

    timer = QTimer()
    timer.timeout.connect(step)
    timer.start(5)
    window.start(config)
    app.exec()
    state = window.session.state
    return 0 if state is None else state.round


def peak_rss_kb() -> int:
    """This process's own peak resident memory, kB: Linux's VmHWM. (ru_maxrss is no use in a
    child: Linux carries the parent's resident memory at the spawn over into it.)"""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def peak_memory(grab: bool) -> tuple[float, float, int]:
    """A child playing a whole 5-player game: its own peak resident memory (MB), its ru_maxrss
    (MB; the measure before issue 20, which also counts this process) and the rounds played."""
    command = [sys.executable, "-m", "benchmarks.bench_ui", "--memory-child"]
    result = subprocess.run([*command, "--grab"] if grab else command, cwd=ROOT,
                            env=_child_env(), check=True, capture_output=True, timeout=300,
                            text=True)
    rounds, peak_kb, maxrss_kb = (int(v) for v in result.stdout.split()[-3:])
    return peak_kb / 1024, maxrss_kb / 1024, rounds


def bench_memory() -> None:
    """Peak memory of a whole 5-player game, the median of MEMORY_RUNS children, alternating
    with the measure as it was before issue 20: the window grabbed into a new picture every
    round, and the child's ru_maxrss, which on Linux also counts this benchmark process."""
    painted, grabbed = [], []
    for _ in range(MEMORY_RUNS):
        painted.append(peak_memory(grab=False))
        grabbed.append(peak_memory(grab=True))
    peak_mb = statistics.median(run[0] for run in painted)
    verdict = "ok" if peak_mb <= MEMORY_GOAL_MB else "MISSED"
    print(f"{'peak memory, 5-player game in the window':<48} {peak_mb:8.1f} MB  "
          f"({painted[0][2]} rounds, median of {MEMORY_RUNS})  "
          f"goal <= {MEMORY_GOAL_MB:g} MB: {verdict}")
    print(f"{'  the same, grabbing the window every round':<48} "
          f"{statistics.median(run[0] for run in grabbed):8.1f} MB")
    print(f"{'  grabbing, as ru_maxrss (before issue 20)':<48} "
          f"{statistics.median(run[1] for run in grabbed):8.1f} MB  "
          f"(counts this process, {peak_rss_kb() / 1024:.1f} MB, too)")


def main() -> None:
    """Run the three UI benchmarks."""
    bench_start_up()
    bench_throw_frames()
    bench_memory()


if __name__ == "__main__":
    if "--memory-child" in sys.argv:
        played = play_five_player_game(grab="--grab" in sys.argv)
        print(played, peak_rss_kb(), resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
    else:
        main()
