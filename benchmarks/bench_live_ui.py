"""Live race on screen (issue 12): frame paint at 1920x1080 while four computer players grab.

One person (who does nothing) and four quick computer players race on one table; every frame
the view is repainted while their stones lift towards their seats. Prints median and p99.
Run with `make bench` or `QT_QPA_PLATFORM=offscreen python -m benchmarks.bench_live_ui`.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from benchmarks.common import report

if TYPE_CHECKING:
    from rok_qt.ui.game.game_widget import GameWidget

FRAME_MS = 16
GOAL_P99_MS = 16.0
SEEDS = (3, 4, 5, 6, 8)


def _race_frames(game: GameWidget, seed: int, cpu: list[float] | None = None) -> list[float]:
    """Paint times of one live grab with four computer players, from reveal to its end (and,
    into `cpu`, each paint's time on this thread's CPU: what it costs however busy the
    machine)."""
    from PySide6.QtWidgets import QApplication

    from rok_qt.model.moves import Throw
    from rok_qt.model.setup import GameConfig, SeatConfig
    from rok_qt.model.state import Controller, Phase, PlayMode
    from rok_qt.ui.input.mouse import LiveTool

    app = QApplication.instance() or QApplication([])
    session = game.session
    bots = [SeatConfig(f"Bot {i}", Controller.MATCH, match_ms=500, match_percent=120)
            for i in range(1, 5)]
    session.new_game(GameConfig([SeatConfig("Ann"), *bots], seed, time_limit_ms=None,
                                mode=PlayMode.LIVE))
    deadline = time.perf_counter() + 20
    # The person throws when asked; the race runs once its countdown is over.
    while not isinstance(game.live.tool, LiveTool) and time.perf_counter() < deadline:
        app.processEvents()
        question = session.question()
        state = session.state
        if (question is not None and question.kind == Phase.THROW and question.player == 0
                and game.asked is not None and state is not None):
            session.submit(Throw(0))
        time.sleep(0.002)
    viewport = game.view.viewport()
    times: list[float] = []
    while game.live.active and time.perf_counter() < deadline:
        app.processEvents()
        start, start_cpu = time.perf_counter(), time.thread_time()
        viewport.repaint()
        times.append((time.perf_counter() - start) * 1000.0)
        if cpu is not None:
            cpu.append((time.thread_time() - start_cpu) * 1000.0)
        time.sleep(FRAME_MS / 1000)
    return times


def bench_live_frames() -> None:
    """Frame paint during live races of four computer players at 1920x1080."""
    from PySide6.QtWidgets import QApplication

    from rok_qt.session import GameSession
    from rok_qt.ui.game.game_widget import GameWidget

    app = QApplication.instance() or QApplication([])
    game = GameWidget(GameSession())
    game.resize(1920, 1080)
    game.show()
    game.live.countdown.set_step_ms(1)
    app.processEvents()
    times: list[float] = []
    cpu: list[float] = []
    for seed in SEEDS:
        times += _race_frames(game, seed, cpu)
    game.close()
    if not times:
        print("live race frame paint: no race was run")
        return
    ordered = sorted(times)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    report(f"live race frame, 4 bots grabbing, 1920x1080 ({len(times)} frames)", times)
    print(f"{'  99th percentile':<48} {p99:8.3f} ms  goal <= {GOAL_P99_MS:g} ms: "
          f"{'ok' if p99 <= GOAL_P99_MS else 'MISSED'}")
    on_cpu = sorted(cpu)[min(len(cpu) - 1, int(len(cpu) * 0.99))]
    print(f"{'  99th percentile of the paint thread CPU time':<48} {on_cpu:8.3f} ms")


def main() -> None:
    """Run the live race UI benchmark."""
    bench_live_frames()


if __name__ == "__main__":
    main()
