"""Phones at a table the app hosts, on the loopback (R7.3): what a tap costs and how together
the start is.

The app's window (offscreen, animations at normal speed) hosts a table with two seats open
and a computer player; two phone pages in real headless Chromium (390x844, touch) join it
and race: each phone takes a stone and puts it back, again and again, while the shared
screen plays the table. Printed:
- tap to shared screen: from the tap's own event time on the phone to the shared screen
  having shown the take (its session's events, after the table's own slots), p50 and p99
  (goal p99 <= 50 ms);
- go skew: per race and phone, |the phone's first frame of the race - the shared screen's
  race start| (goal p99 <= 20 ms);
- the page's size, plain and gzipped (budget 150 KB gzipped).
Both sides read the wall clock of this one machine (the page: performance.timeOrigin plus
the event's time). The phones are driven from a process of their own (Selenium's Python
would otherwise take the app's interpreter lock from the window, the table's server and its
link, as no real phone does), so the app's process runs only the app. Run with `make bench` or
`QT_QPA_PLATFORM=offscreen python -m benchmarks.bench_phones`.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import queue
import statistics
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

TAKES = 80
"""Takes to time, in all."""
RACES = 6
"""Races whose start to compare, at least."""
DEADLINE_S = 240.0


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


def _drive(page: Any, name: str, stop: threading.Event) -> None:
    """A person at a phone: join, throw when asked, take a stone and put it back, again."""
    from selenium.common.exceptions import WebDriverException

    while not stop.is_set():
        try:
            if _step(page, name):
                return
        except WebDriverException:   # the page changed under the finger: look again
            pass
        time.sleep(0.03)


def _step(page: Any, name: str) -> bool:
    """One look at the phone and what a person does about it; True once the game is over."""
    state = page.js(
        "const b = window.rok.board; const hidden = (id) => "
        "document.getElementById(id).hidden; return {join: !hidden('join'), "
        "between: !hidden('between'), ready: !hidden('ready'), over: !hidden('over'), "
        "phase: b && b.phase, asks: b && b.asks, started: !!window.rok.go && "
        "performance.now() >= window.rok.go.clientMs, pending: window.rok.actions.length,"
        " hand: b ? b.hand.length : 0, done: !!b && b.seat >= 0 && b.seats[b.seat].done}")
    if state["join"] and page.js("return !document.getElementById('join-button').disabled"):
        page.type_into("name", name)
        page.tap_element("join-button")
    elif state["over"]:
        return True
    elif state["between"] and state["ready"]:
        page.tap_element("ready")
    elif state["asks"] in ("throw", "penalty"):
        box = page.js("const e = document.querySelector('#ask button'); if (!e) return null;"
                      "const r = e.getBoundingClientRect(); return [r.left + r.width / 2,"
                      " r.top + r.height / 2];")
        if box:
            page.tap(*box)
    elif state["asks"] == "order":
        page.js("document.querySelector('#ask button.big').click()")
    elif state["asks"] == "flick":
        start = page.js("return window.rokFlickFrom()")
        if start:
            page.swipe((start["x"], start["y"]), (start["x"], start["y"] - 90))
    elif state["phase"] == "grab" and state["started"] and not state["pending"] \
            and not state["done"]:
        if state["hand"]:
            page.tap_element("put-back")
        else:
            spots = page.js("return window.rokSpots()")
            if spots:   # each phone its own end of the list: races between them are rare
                spot = spots[0] if name == "Bea" else spots[-1]
                page.tap(spot["x"], spot["y"])
    return False


def _phones(url: str, stop: Any, results: Any) -> None:
    """The phones' process: two pages driven by a person each until `stop`; then what each
    page saw (its taps and its go frames) into `results`."""
    from tests.phone.browser import PhonePage

    pages = [PhonePage(url), PhonePage(url)]
    halt = threading.Event()
    drivers = [threading.Thread(target=_drive, args=(page, name, halt), daemon=True)
               for page, name in zip(pages, ("Bea", "Cy"), strict=True)]
    try:
        for driver in drivers:
            driver.start()
        stop.wait()
        halt.set()
        for driver in drivers:
            driver.join(5)
        results.put([page.js("return window.rok.seen") for page in pages])
    finally:
        for page in pages:
            page.close()


def main() -> None:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from rok_qt.app.network.interfaces import set_interfaces_for_this_run
    from rok_qt.app.network.mode import PORT_KEY
    from rok_qt.app.window import MainWindow
    from rok_qt.model.events import Event, StoneTaken
    from rok_qt.model.state import Controller
    from rok_qt.net import phone_page
    from rok_qt.net.protocol import SeatSpec
    from rok_qt.ui.table.speed import AnimationSpeed
    from tests.phone.browser import available

    plain, zipped = phone_page.page_size()
    print(f"{'phone page, every file':<48} {plain / 1024:7.1f} KB plain  {zipped / 1024:7.1f} KB "
          f"gzipped  budget 150 KB gzipped")
    if not available():
        print("bench_phones: chromium and chromium-driver are not installed (apt-get install "
              "chromium chromium-driver): no tap or go figures")
        return
    app = QApplication.instance() or QApplication([])
    set_interfaces_for_this_run(["127.0.0.1"])   # loopback only
    settings = QSettings(str(Path(tempfile.mkdtemp(prefix="rok-bench-phones-")) / "host.ini"),
                         QSettings.Format.IniFormat)
    settings.setValue(PORT_KEY, 0)
    window = MainWindow(settings=settings)
    window.set_animation_speed(AnimationSpeed.NORMAL)
    window.network.hosting.open_table(
        (SeatSpec("Seat 1", open=True), SeatSpec("Seat 2", open=True),
         SeatSpec("Bot", Controller.NOVICE)), 30_000, 5)
    deadline = time.perf_counter() + DEADLINE_S

    def spin(until: Any) -> bool:
        while not until() and time.perf_counter() < deadline:
            app.processEvents()
            time.sleep(0.001)
        return time.perf_counter() < deadline

    lobby = window.network.lobby
    assert lobby is not None
    spin(lambda: lobby.phones.address.text().startswith("http"))
    url = lobby.phones.address.text()
    takes: list[tuple[int, int, float]] = []
    starts: dict[int, float] = {}
    spawn = multiprocessing.get_context("spawn")
    stop, results = spawn.Event(), spawn.Queue()
    phones = spawn.Process(target=_phones, args=(url, stop, results), daemon=True)
    phones.start()
    seen: list[dict[str, list[dict[str, Any]]]] = [{"taps": [], "goes": []}]
    try:
        host = window.network.client
        assert host is not None
        spin(lambda: lobby.start_button.isEnabled())
        host.start_game(False)
        spin(lambda: window.network.widget is not None)
        game = window.network.widget
        assert game is not None

        def played(events: list[Event]) -> None:
            now = time.time() * 1000.0
            for event in events:
                if isinstance(event, StoneTaken) and event.player in (0, 1):
                    takes.append((event.player, event.stone, now))
        # Connected after the window's own slots: it runs once the table has shown the take.
        game.session.events_happened.connect(played)
        game.live.race_started.connect(
            lambda: starts.setdefault(game.session.state.round if game.session.state else 0,
                                      time.time() * 1000.0))
        spin(lambda: len(takes) >= TAKES and len(starts) >= RACES)
    finally:
        stop.set()
        with contextlib.suppress(queue.Empty):
            seen = results.get(timeout=60)
        phones.join(30)
        window.network.leave()
    latencies = _match_takes(takes, [tap for s in seen for tap in s["taps"]])
    skews = [abs(at - starts[round_]) for s in seen for round_, at in _first_goes(s["goes"])
             if round_ in starts]
    load = Path("/proc/loadavg").read_text().split()[:3] if Path("/proc/loadavg").exists() \
        else ["?"]
    taps = sum(len(s["taps"]) for s in seen)
    if not latencies:
        print(f"bench_phones: {taps} takes tapped, {len(takes)} shown: none matched")
    if latencies:
        print(f"{'tap to shared screen showing the take':<48} p50 "
              f"{statistics.median(latencies):7.1f} ms  p99 {_percentile(latencies, 0.99):7.1f}"
              f" ms  n={len(latencies)}  goal p99 <= 50 ms")
    if skews:
        print(f"{'go skew, shared screen vs phones':<48} p50 {statistics.median(skews):7.1f} ms"
              f"  p99 {_percentile(skews, 0.99):7.1f} ms  n={len(skews)}  goal p99 <= 20 ms")
    print(f"{'load average while measured':<48} {' '.join(load)}")


def _first_goes(goes: list[dict[str, Any]]) -> list[tuple[int, float]]:
    """Each round's race start on one phone: its first go. A race paused and resumed (a seat's
    link came back) shows go again on the phone, seconds after the start; that is a resume,
    not the start the shared screen is compared with."""
    first: dict[int, float] = {}
    for go in goes:
        first.setdefault(go["round"], go["at"])
    return list(first.items())


def _match_takes(shown: list[tuple[int, int, float]],
                 taps: list[dict[str, Any]]) -> list[float]:
    """Each tapped take's time to the shared screen: the first showing of that seat's take of
    that stone after the tap (a seat takes a stone, puts it back and takes it again; another
    seat's take of the same stone is not this tap's)."""
    latencies = []
    used: set[int] = set()
    for tap in sorted(taps, key=lambda t: t["at"]):
        for index, (seat, stone, at) in enumerate(shown):
            if index not in used and (seat, stone) == (tap["seat"], tap["stone"]) \
                    and at >= tap["at"] - 1.0:
                used.add(index)
                latencies.append(at - tap["at"])
                break
    return latencies
