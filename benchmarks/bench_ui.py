"""UI benchmarks (issue 4): start-up to a shown window, throw-animation frame paint times at
1920x1080 with all 49 stones, and peak memory of a whole 5-player game in the window.

Run with `make bench` or `QT_QPA_PLATFORM=offscreen python -m benchmarks.bench_ui`.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.common import report

ROOT = Path(__file__).resolve().parents[1]
STARTS = 7


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


def bench_throw_frames() -> None:
    """Paint the full table (48 rune stones and the Fate) at 1920x1080 for each throw frame."""
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
    times = []
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
        animation = FramesAnimation(scene, thrown.frames, thrown.face_up, 1000)
        for index in range(len(thrown.frames)):
            start = time.perf_counter()
            animation.show_frame(index)
            viewport.repaint()
            times.append((time.perf_counter() - start) * 1000.0)
    ordered = sorted(times)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    report(f"throw frame, 49 stones, 1920x1080 ({len(times)} frames)", times, 6.0)
    print(f"{'  99th percentile':<48} {p99:8.3f} ms  goal <= 12 ms: "
          f"{'ok' if p99 <= 12.0 else 'MISSED'}")
    view.close()


def play_five_player_game() -> int:
    """Child process: a whole 5-player game of bots in the window; returns rounds played."""
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
            window.grab()  # paint the table once per round, as a player would see it

    timer = QTimer()
    timer.timeout.connect(step)
    timer.start(5)
    window.start(config)
    app.exec()
    state = window.session.state
    return 0 if state is None else state.round


def bench_memory() -> None:
    """Peak resident memory (ru_maxrss) of a child process playing a whole 5-player game."""
    start = time.perf_counter()
    result = subprocess.run([sys.executable, "-m", "benchmarks.bench_ui", "--memory-child"],
                            cwd=ROOT, env=_child_env(), check=True, capture_output=True,
                            timeout=300, text=True)
    seconds = time.perf_counter() - start
    rounds, peak_kb = (int(v) for v in result.stdout.split()[-2:])
    peak_mb = peak_kb / 1024
    verdict = "ok" if peak_mb <= 200 else "MISSED"
    print(f"{'peak memory, 5-player game in the window':<48} {peak_mb:8.1f} MB  "
          f"({rounds} rounds, {seconds:.1f} s)  goal <= 200 MB: {verdict}")


def main() -> None:
    """Run the three UI benchmarks."""
    bench_start_up()
    bench_throw_frames()
    bench_memory()


if __name__ == "__main__":
    if "--memory-child" in sys.argv:
        played = play_five_player_game()
        print(played, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
    else:
        main()
