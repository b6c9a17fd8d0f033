"""`make screenshots`: the gallery of the game's screens, rendered offscreen into docs/screenshots/.

Each screen is reached through the real window, the way a player reaches it (menus' own entry
points, keys on the table), at 1024x640, 1280x800 and 1920x1080. A dialog or message box is drawn
over the window where it would open. Games come from the tests' scripted players (tests.support)
with their seats renamed; statistics and replays come from whole games the computer players play
in the window first. The PNGs are shrunk with pngquant and optipng where they are installed
(Debian's packages of those names).

Run: `QT_QPA_PLATFORM=offscreen .venv/bin/python tools/screenshots.py [--out DIR]
[--sizes 1280x800,...] [--only race,summary]`.
"""

from __future__ import annotations

import argparse
import copy
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rok_qt.ui.table.capture_show import CaptureShow

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
SIZES = ((1024, 640), (1280, 800), (1920, 1080))
NAMES = ("Anna", "Bjørn", "Csilla", "Dag", "Eszter")
SCREENS = ("welcome", "new-game", "race", "capture", "summary", "round-log", "flick-contest",
           "game-over", "statistics", "replay", "host", "lesson")


def main(argv: list[str] | None = None) -> int:
    """Render the gallery; the exit code says whether every screen was reached."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES))
    parser.add_argument("--only", default="")
    args = parser.parse_args(argv)
    home = Path(tempfile.mkdtemp(prefix="rok-gallery-"))
    # Preferences, records and autosaves in a scratch home, never the user's.
    os.environ.update(HOME=str(home), XDG_CONFIG_HOME=str(home / "config"),
                      XDG_DATA_HOME=str(home / "data"))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from rok_qt.app import i18n
    from rok_qt.ui import theme

    app = QApplication([sys.argv[0]])
    app.setOrganizationName("rok-qt")
    app.setApplicationName("rok-qt")
    i18n.install("en")
    theme.apply(app)
    args.out.mkdir(parents=True, exist_ok=True)
    only = {name for name in args.only.split(",") if name}
    missed: list[str] = []
    try:
        for size in args.sizes.split(","):
            width, height = (int(v) for v in size.split("x"))
            gallery = Gallery(app, home, width, height, args.out, only)
            gallery.run()
            missed.extend(gallery.missed)
    finally:
        shutil.rmtree(home, ignore_errors=True)
    for name in missed:
        print(f"not reached: {name}", file=sys.stderr)
    return 1 if missed else 0


class Gallery:
    """The screens at one window size."""

    def __init__(self, app: object, home: Path, width: int, height: int, out: Path,
                 only: set[str]) -> None:
        from PySide6.QtCore import QSettings
        from PySide6.QtWidgets import QApplication

        from rok_qt.app.window import MainWindow
        from rok_qt.ui.table.animations import AnimationSpeed

        assert isinstance(app, QApplication)
        self.app = app
        self.width, self.height = width, height
        self.out, self.only = out, only
        self.missed: list[str] = []
        settings = QSettings(str(home / f"rok-{width}.ini"), QSettings.Format.IniFormat)
        self.window = MainWindow(settings=settings, history=home / "data" / "history.jsonl")
        self.window.set_animation_speed(AnimationSpeed.NORMAL)
        self.window.resize(width, height)
        self.window.show()
        self.settle(300)

    # --- helpers --------------------------------------------------------------------------
    def settle(self, ms: int) -> None:
        """Let the window run (animations, computer players) for this long."""
        end = time.monotonic() + ms / 1000
        while time.monotonic() < end:
            self.app.processEvents()
            time.sleep(0.005)

    def wait(self, condition: Callable[[], bool], ms: int = 15_000) -> bool:
        """Run the window until `condition` holds (False if it never did)."""
        end = time.monotonic() + ms / 1000
        while time.monotonic() < end:
            self.app.processEvents()
            if condition():
                return True
            time.sleep(0.005)
        return False

    def shoot(self, name: str) -> None:
        """The window, with the dialogs and boxes open over it, into name-WxH.png."""
        from PySide6.QtCore import QPoint
        from PySide6.QtWidgets import QDialog, QMessageBox

        self.settle(60)
        picture = self.window.grab()
        from PySide6.QtGui import QPainter

        painter = QPainter(picture)
        for widget in self.app.topLevelWidgets():
            if widget is self.window or not widget.isVisible():
                continue
            if not isinstance(widget, (QDialog, QMessageBox)):
                continue
            shot = widget.grab()
            spot = QPoint((picture.width() - shot.width()) // 2,
                          (picture.height() - shot.height()) // 2)
            painter.fillRect(spot.x() + 4, spot.y() + 6, shot.width(), shot.height(),
                             QColorShadow.colour())
            painter.drawPixmap(spot, shot)
        painter.end()
        path = self.out / f"{name}-{self.width}x{self.height}.png"
        picture.save(str(path))
        optimise(path)
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)

    def close_dialogs(self) -> None:
        from PySide6.QtWidgets import QDialog

        for widget in self.app.topLevelWidgets():
            if isinstance(widget, QDialog) and widget.isVisible():
                widget.reject()
        self.settle(50)

    def wanted(self, name: str) -> bool:
        return not self.only or name in self.only

    # --- the screens ----------------------------------------------------------------------
    def run(self) -> None:
        steps: list[tuple[str, Callable[[], bool]]] = [
            ("welcome", self.welcome), ("new-game", self.new_game), ("race", self.race),
            ("capture", self.capture), ("round-log", self.round_log),
            ("flick-contest", self.flick_contest), ("game-over", self.game_over),
            ("statistics", self.statistics), ("replay", self.replay), ("host", self.host),
            ("lesson", self.lesson),
        ]
        for name, step in steps:
            if name == "capture" and not (self.wanted("capture") or self.wanted("summary")):
                continue
            if name != "capture" and not self.wanted(name):
                continue
            if not step():
                self.missed.append(f"{name} at {self.width}x{self.height}")
            self.close_dialogs()

    def welcome(self) -> bool:
        self.window.settings.remove("lesson/launched")
        if not self.window.lessons.offer_first_game():
            return False
        self.settle(100)
        self.shoot("welcome")
        return True

    def new_game(self) -> bool:
        self.window.new_game()
        if not self.wait(lambda: self.window.setup_dialog is not None):
            return False
        self.shoot("new-game")
        return True

    def race(self) -> bool:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        from rok_qt.model.moves import Acknowledge
        from rok_qt.model.setup import GameConfig, SeatConfig
        from rok_qt.model.state import Controller, Phase, PlayMode

        seats = [SeatConfig(NAMES[0])] + [SeatConfig(NAMES[i + 1], Controller.NOVICE)
                                          for i in range(3)]
        self.window.start(GameConfig(seats, 5, None, 20_000, PlayMode.LIVE))
        began = time.monotonic()
        while self.phase() != Phase.GRAB:
            if time.monotonic() - began > 30 or self.phase() == Phase.OVER:
                print("race: phase", self.phase(), file=sys.stderr)
                return False
            if self.phase() == Phase.SUMMARY and not self.window.game.animating:
                self.window.session.submit(Acknowledge())   # a round with nothing to grab
            if self.phase() == Phase.THROW and time.monotonic() - began > 1.0:
                self.window.game.view.setFocus()
                QTest.keyClick(self.window.game.view, Qt.Key.Key_Space)
            self.settle(100)
        from rok_qt.ui.input.mouse import LiveTool

        # After the count down, the race: the computer players reach for their first stones.
        if not self.wait(lambda: isinstance(self.window.game.tool, LiveTool), 10_000):
            return False
        self.settle(1800)
        self.shoot("race")
        return True

    def capture(self) -> bool:
        from rok_qt.model.events import Captured

        found = scripted(3, lambda state, events: any(isinstance(e, Captured) for e in events))
        if found is None:
            return False
        before, move = found
        self.window.session.load_state(before)
        self.settle(400)
        self.uncover()
        self.window.session.submit(move)
        shown = self.wait(lambda: any(show.shown for show in self.capture_shows()), 12_000)
        if shown and self.wanted("capture"):
            self.settle(700)
            self.shoot("capture")
        summary = self.wait(lambda: self.window.game.router.summary is not None, 20_000)
        if summary and self.wanted("summary"):
            self.settle(500)
            self.shoot("summary")
        return shown and summary

    def uncover(self) -> None:
        """A relay turn's cover, when it is up, is lifted as its player does: Space."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        cover = self.window.game.cover
        if cover.isVisible():
            QTest.keyClick(cover, Qt.Key.Key_Space)
            self.settle(300)

    def capture_shows(self) -> list[CaptureShow]:
        from rok_qt.ui.table.capture_show import CaptureShow

        return self.window.game.scene.findChildren(CaptureShow)

    def round_log(self) -> bool:
        if self.window.session.state is None and not self.capture():
            return False
        self.window.round_log_dock.show()
        self.settle(200)
        self.shoot("round-log")
        self.window.round_log_dock.hide()
        return True

    def flick_contest(self) -> bool:
        from rok_qt.model.state import Phase

        def order_dispute(state: object, _events: object) -> bool:
            contest = getattr(state, "contest", None)
            return (getattr(state, "phase", None) == Phase.FLICK and contest is not None
                    and contest.purpose == "order" and not contest.flicked)

        found = scripted(3, order_dispute, after=True)
        if found is None:
            return False
        self.window.session.load_state(found[0])
        self.settle(1200)
        self.shoot("flick-contest")
        return True

    def game_over(self) -> bool:
        from rok_qt.model.state import Phase

        found = scripted(4, lambda state, _events: getattr(state, "phase", None) == Phase.OVER,
                         after=True)
        if found is None:
            return False
        self.window.session.load_state(found[0])
        if not self.wait(lambda: self.dialog_named("GameOverDialog"), 10_000):
            return False
        self.shoot("game-over")
        return True

    def statistics(self) -> bool:
        path = self.window.history.path
        if path is not None:
            keep_scripted_games(path)
        self.window.help_menu.show_statistics()
        if not self.wait(lambda: self.dialog_named("StatisticsDialog"), 10_000):
            return False
        self.settle(200)
        self.shoot("statistics")
        return True

    def replay(self) -> bool:
        from rok_qt.persistence.record_store import list_records

        folder = self.window.replays.folder
        kept = list_records(folder) if folder is not None else []
        if not kept:
            self.play_kept_game()
            kept = list_records(folder) if folder is not None else []
        if not kept or not self.window.replays.open_file(kept[0].path):
            return False
        self.settle(2500)
        self.shoot("replay")
        return True

    def host(self) -> bool:
        self.window.network.host()
        if not self.wait(lambda: self.dialog_named("HostDialog"), 5000):
            return False
        self.shoot("host")
        return True

    def lesson(self) -> bool:
        self.window.lessons.open_at(0)
        if not self.wait(lambda: self.window.lessons.view is not None, 5000):
            return False
        self.settle(1500)
        self.shoot("lesson")
        self.window.lessons.close()
        return True

    # --- games ----------------------------------------------------------------------------
    def phase(self) -> object:
        state = self.window.session.state
        return None if state is None else state.phase

    def dialog_named(self, name: str) -> bool:
        return any(type(w).__name__ == name and w.isVisible()
                   for w in self.app.topLevelWidgets())

    def play_kept_game(self) -> None:
        """A whole game of computer players, played fast in the window: it is kept (records,
        statistics, replays) as any finished game is."""
        from rok_qt.model.moves import Acknowledge
        from rok_qt.model.setup import GameConfig, SeatConfig
        from rok_qt.model.state import Controller, Phase
        from rok_qt.ui.table.animations import AnimationSpeed

        window = self.window
        window.set_animation_speed(AnimationSpeed.OFF)
        window.session.set_bot_delay_ms(0)
        levels = (Controller.ADEPT, Controller.NOVICE, Controller.MASTER)
        window.start(GameConfig([SeatConfig(NAMES[i], levels[i]) for i in range(3)], 11))

        def over() -> bool:
            state = window.session.state
            if state is not None and state.phase == Phase.SUMMARY \
                    and window.game.router.summary is not None and not window.game.animating:
                window.session.submit(Acknowledge())
            return state is not None and state.phase == Phase.OVER

        self.wait(over, 120_000)
        self.settle(500)
        self.close_dialogs()
        window.set_animation_speed(AnimationSpeed.NORMAL)


def scripted(players: int, wanted: Callable[[object, list[object]], bool],
             after: bool = False) -> tuple[object, object] | None:
    """(state, move) of the first scripted game moment that is `wanted`: the state before the
    move whose events are wanted (or, with `after`, the state after it), seats renamed."""
    for seed in range(60):
        found = _first_moment(players, seed, wanted, after)
        if found is not None:
            state, move = found
            for player, name in zip(state.players, NAMES, strict=False):  # type: ignore[attr-defined]
                player.name = name
            return state, move
    return None


def keep_scripted_games(path: Path, games: int = 6) -> None:
    """Finished scripted games in the record (Anna a person, the others computer players), as
    the window writes a game it saw end: the Statistics have something to show."""
    from datetime import UTC, datetime, timedelta

    from rok_qt.model.state import Controller
    from rok_qt.model.tally import tally
    from rok_qt.persistence.history import append_game, entry_for
    from tests.support import play

    levels = (Controller.ADEPT, Controller.NOVICE, Controller.MASTER)
    for seed in range(1, games + 1):
        seen: list[object] = []

        def keep(_state: object, move: object, events: list[object], into: list[object] = seen,
                 ) -> None:
            into.append(move)
            into.extend(events)

        final, _moves = play(3, seed, after_move=keep)
        for seat, player in enumerate(final.players):
            player.name = NAMES[seat]
            if seat:
                player.controller = levels[(seat + seed) % 3]
        date = datetime(2026, 11, 1, 20, 0, tzinfo=UTC) + timedelta(days=seed)
        append_game(path, entry_for(final, tally(seen, final), date=date))  # type: ignore[arg-type]


def _first_moment(players: int, seed: int, wanted: Callable[[object, list[object]], bool],
                  after: bool) -> tuple[object, object] | None:
    from tests.support import play

    found: list[tuple[object, object]] = []
    previous: list[object] = []

    def look(state: object, move: object, events: list[object]) -> None:
        if found:
            return
        if after and wanted(state, events):
            found.append((copy.deepcopy(state), move))
        elif not after and previous and wanted(state, events):
            found.append((previous[0], move))
        previous[:] = [copy.deepcopy(state)]

    play(players, seed, after_move=look)
    return found[0] if found else None


class QColorShadow:
    """The soft shadow a dialog casts on the window under it."""

    @staticmethod
    def colour() -> object:
        from PySide6.QtGui import QColor

        return QColor(0, 0, 0, 110)


def optimise(path: Path) -> None:
    """Shrink the PNG: to a palette of at most 256 colours (pngquant; the felt's grain is what
    weighs), then losslessly (optipng), with whichever of the two is installed."""
    quantise = shutil.which("pngquant")
    if quantise is not None:
        subprocess.run([quantise, "--quality", "60-85", "--speed", "3", "--force",
                        "--skip-if-larger", "--output", str(path), str(path)], check=False)
    squeeze = shutil.which("optipng")
    if squeeze is not None:
        subprocess.run([squeeze, "-quiet", "-o2", str(path)], check=False)


if __name__ == "__main__":
    sys.exit(main())
