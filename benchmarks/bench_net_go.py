"""The shared start across screens (R7.3): how far each app screen's race start lies from the
table's "go", on the loopback.

A table hosted by one main window (its server on its own thread, animations at normal speed)
and joined by two more (animations off, so their screens are ready long before the go): every
screen counts down to the go it was sent and starts its race clock there. For each race and
screen, |start - go| in ms on one clock (the three screens share this process), and per race
the spread between the first and last screen to start. Prints medians and p99 (goal: median
<= 5 ms, p99 <= 20 ms). Run with `make bench` or
`QT_QPA_PLATFORM=offscreen python -m benchmarks.bench_net_go`.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

RACES = 6
DEADLINE_S = 150.0


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


def main() -> None:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from rok_qt.app.network.interfaces import set_interfaces_for_this_run
    from rok_qt.app.network.mode import PORT_KEY
    from rok_qt.app.window import MainWindow
    from rok_qt.model.state import Controller
    from rok_qt.net.protocol import SeatSpec
    from rok_qt.session_clock import perf_ms
    from rok_qt.ui.table.speed import AnimationSpeed
    from tests.app.net_hands import Hands

    app = QApplication.instance() or QApplication([])
    set_interfaces_for_this_run(["127.0.0.1"])   # loopback only
    folder = Path(tempfile.mkdtemp(prefix="rok-bench-net-"))
    windows = []
    for name, speed in (("ann", AnimationSpeed.NORMAL), ("bea", AnimationSpeed.OFF),
                        ("cy", AnimationSpeed.OFF)):
        settings = QSettings(str(folder / f"{name}.ini"), QSettings.Format.IniFormat)
        settings.setValue(PORT_KEY, 0)
        window = MainWindow(settings=settings)
        window.set_animation_speed(speed)
        windows.append(window)
    ann, bea, cy = windows
    ann.network.hosting.open_table(   # what Open the table does with the host dialog's seats
        (SeatSpec("Ann"), SeatSpec("Seat 2", open=True), SeatSpec("Seat 3", open=True),
         SeatSpec("Bot", Controller.ADEPT)), None, 5)
    deadline = time.perf_counter() + DEADLINE_S

    def spin(until: Callable[[], bool]) -> bool:
        while not until() and time.perf_counter() < deadline:
            app.processEvents()
            time.sleep(0.001)
        return time.perf_counter() < deadline

    host = ann.network.client
    assert host is not None
    spin(lambda: bool(host.code))
    invitation = ann.network.invitation
    assert invitation is not None
    bea.network.join_address(invitation.text(), ["Bea"])
    cy.network.join_address(invitation.text(), ["Cy"])
    spin(lambda: sum(s.name in ("Bea", "Cy") for s in host.lobby) == 2)
    host.start_game(False)
    spin(lambda: all(w.network.widget is not None for w in windows))
    offsets: list[float] = []
    spreads: list[float] = []
    starts: dict[int, list[float]] = {}
    gos: dict[int, float] = {}
    for window in windows:
        game = window.network.widget
        assert game is not None
        game.live.race_started.connect(
            lambda game=game: starts.setdefault(game.session.state.round, []).append(perf_ms()))
        client = window.network.client
        assert client is not None
        client.mirror.race_go.connect(   # the server mirror behind the screen
            lambda at, game=game: gos.setdefault(game.session.state.round, at))
        Hands(game)   # each screen's people throw when asked, grab and say ready
    spin(lambda: sum(len(v) == 3 for v in starts.values()) >= RACES)
    for round_, times in starts.items():
        if len(times) == 3 and round_ in gos:
            offsets += [abs(t - gos[round_]) for t in times]
            spreads.append(max(times) - min(times))
    for window in windows:
        window.network.leave()
    if not offsets:
        print("bench_net_go: no race was seen by all three screens in time")
        return
    print(f"{'start - go, per screen and race':<48} median {statistics.median(offsets):7.2f} ms"
          f"  p99 {_percentile(offsets, 0.99):7.2f} ms  n={len(offsets)}"
          f"  goal median <= 5, p99 <= 20 ms")
    print(f"{'spread of starts across 3 screens, per race':<48} median "
          f"{statistics.median(spreads):7.2f} ms  max {max(spreads):7.2f} ms  n={len(spreads)}")


if __name__ == "__main__":
    main()
