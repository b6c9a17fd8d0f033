"""`rok-qt --self-test`: prove an installed copy works, from source or from a bundle.

It starts the real main window (offscreen unless a platform is chosen), sets up a game of
computer players through the setup dialog, lets it play a round through the window (throw,
grabs, the round summary), checks the window painted, saves the game into a temporary folder
and loads it back, and resumes both copies. Each step prints one line; the first failure
prints what failed and the exit code is 1. Nothing is written outside a temporary folder:
settings and saves included.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from rok_qt import assets
from rok_qt.app import selftest_checks as checks
from rok_qt.app.selftest_checks import SEED, SelfTestFailure, check

if TYPE_CHECKING:
    from PySide6.QtCore import QMessageLogContext, QTimer, QtMsgType
    from PySide6.QtWidgets import QApplication

    from rok_qt.app.window import MainWindow
    from rok_qt.model.events import Event
    from rok_qt.model.state import GameState

RESOURCES = assets.root()
APP_ICON = RESOURCES / "icons" / "rok-qt.svg"
REPORT_ENV = "ROK_QT_SELF_TEST_REPORT"
# Generous: a round with fast animations takes about a second here.
STEP_TIMEOUT_S = 60.0
# Distinct colours a painted table shows at least (a blank or black window has one or two).
MIN_COLOURS = 24


class SelfTest:
    """The steps, sharing the application, the window and a temporary folder."""

    def __init__(self, folder: Path, *outs: TextIO | None) -> None:
        self.folder = folder
        self.outs = [out for out in outs if out is not None]
        self.app: QApplication | None = None
        self.window: MainWindow | None = None
        self.events: list[Event] = []
        self.problems: list[str] = []
        self.watchdog: QTimer | None = None
        self.qt_messages: list[str] = []
        self.saved: GameState | None = None

    # --- plumbing -----------------------------------------------------------------------
    def say(self, text: str) -> None:
        """Print a line wherever the report goes (a windowed .exe may have no stdout)."""
        for out in self.outs:
            print(text, file=out, flush=True)

    def run(self) -> int:
        """Every step in order; 0 when all passed, 1 at the first failure."""
        steps: list[tuple[str, Callable[[], str | None]]] = [
            ("Qt starts with its plugins", self.step_qt),
            ("the bundle is self-contained", checks.self_contained),
            ("translations and sounds load", checks.resources),
            ("game controllers: SDL2 starts", checks.pads),
            ("the network libraries load; a table is hosted and joined over TLS and serves "
             "its phone page", checks.network),
            ("a headless bot game plays to the end", checks.headless_game),
            ("the main window opens", self.step_window),
            ("a bot game is set up in the setup dialog", self.step_setup),
            ("a round plays through the window (throw, grab, summary)", self.step_round),
            ("the window painted the table", self.step_paint),
            ("Game > Save and Game > Open give back the same game", self.step_save_load),
            ("both copies play on into round 2", self.step_resume),
        ]
        from PySide6.QtCore import qInstallMessageHandler

        previous_hook = sys.excepthook
        # Qt's own warnings are kept and shown only if a step fails: the offscreen platform
        # says "does not support propagateSizeHints()" for every window, which is noise.
        previous_handler = qInstallMessageHandler(self._qt_message)
        # PySide6 reports an exception raised in a slot through sys.excepthook and carries
        # on; collect them so a broken slot fails the step instead of hanging it.
        sys.excepthook = self._slot_error
        try:
            for name, step in steps:
                start = time.perf_counter()
                try:
                    note = step()
                    if self.problems:
                        raise SelfTestFailure(self.problems[0])
                except Exception as error:  # any failure: report it, never a traceback only
                    self.say(f"FAIL  {name}: {error}")
                    for message in self.qt_messages[-20:]:
                        self.say(f"      qt: {message}")
                    if not isinstance(error, SelfTestFailure):
                        self.say("".join(traceback.format_exception(error)).rstrip())
                    self.say("self-test FAILED")
                    return 1
                ms = (time.perf_counter() - start) * 1000
                self.say(f"ok    {name} ({ms:.0f} ms){': ' + note if note else ''}")
        finally:
            sys.excepthook = previous_hook
            qInstallMessageHandler(previous_handler)
            self.close()
        self.say("self-test passed")
        return 0

    def _qt_message(self, kind: QtMsgType, _context: QMessageLogContext, message: str) -> None:
        self.qt_messages.append(f"{kind.name}: {message}")

    def _refuse_message_boxes(self) -> None:
        from PySide6.QtWidgets import QApplication, QMessageBox

        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            self.problems.append(f"an unexpected message: {box.text()!r}")
            box.done(0)

    def _slot_error(self, kind: type[BaseException], error: BaseException, tb: object) -> None:
        self.problems.append("an exception in a Qt slot:\n"
                             + "".join(traceback.format_exception(error)).rstrip())

    def close(self) -> None:
        """Stop the watchdog and let the window go; the application itself stays."""
        if self.watchdog is not None:
            # The application may outlive the self-test (the test suite's does).
            self.watchdog.stop()
            self.watchdog.deleteLater()
            self.watchdog = None
        if self.window is not None:
            # hide(), not close(): closing may ask whether to save, and nobody would answer.
            self.window.game.close_dialog()
            self.window.hide()
            self.window.deleteLater()
            self.window = None
        if self.app is not None:
            self.app.processEvents()

    def pump_until(self, done: Callable[[], bool], what: str) -> None:
        """Run the Qt event loop until done() holds; fail with `what` after the timeout."""
        from PySide6.QtCore import QEventLoop, QTimer

        deadline = time.monotonic() + STEP_TIMEOUT_S
        loop = QEventLoop()
        while not done():
            if self.problems:
                raise SelfTestFailure(self.problems[0])
            if time.monotonic() > deadline:
                raise SelfTestFailure(f"timed out after {STEP_TIMEOUT_S:g} s waiting for {what}")
            # Waiting in a real event loop (not just processEvents) lets the bots' timers fire.
            QTimer.singleShot(5, loop.quit)
            loop.exec()

    def live_state(self) -> GameState:
        """The game the window is playing."""
        assert self.window is not None
        state = self.window.session.state
        check(state is not None, "the session has a game")
        assert state is not None
        return state

    # --- steps --------------------------------------------------------------------------
    def step_qt(self) -> str:
        from PySide6.QtCore import QTimer
        from PySide6.QtGui import QIcon, QImageReader
        from PySide6.QtWidgets import QApplication

        existing = QApplication.instance()
        if existing is None:
            self.app = QApplication([sys.argv[0] if sys.argv else "rok-qt"])
        else:
            check(isinstance(existing, QApplication), "the running Qt application has widgets")
            assert isinstance(existing, QApplication)
            self.app = existing
        # A message box would wait for a click that never comes: fail the step instead.
        self.watchdog = QTimer(self.app)
        self.watchdog.timeout.connect(self._refuse_message_boxes)
        self.watchdog.start(100)
        formats = {bytes(f.data()).decode() for f in QImageReader.supportedImageFormats()}
        check("svg" in formats, f"the SVG image plugin loads (formats: {sorted(formats)})")
        check(APP_ICON.is_file(), f"the app icon is at {APP_ICON}")
        icon = QIcon(str(APP_ICON))
        check(not icon.pixmap(64, 64).isNull(), "the app icon renders")
        return f"platform {QApplication.platformName()}"

    def step_window(self) -> str:
        from PySide6.QtCore import QSettings

        from rok_qt.app.window import MainWindow
        from rok_qt.ui.table.animations import AnimationSpeed

        settings = QSettings(str(self.folder / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(settings=settings)
        self.window = window
        shown: list[bool] = []
        window.shown.connect(lambda: shown.append(True))
        # Fast, not off: the throw and grab animations are part of what must work in a bundle,
        # and a round still takes only about a second.
        window.set_animation_speed(AnimationSpeed.FAST)
        window.session.set_bot_delay_ms(0)
        window.session.events_happened.connect(self.events.extend)
        window.resize(1024, 700)
        window.show()
        self.pump_until(lambda: bool(shown), "the main window to be shown")
        check(window.isVisible(), "the main window is visible")
        return f"{window.width()}x{window.height()}"

    def step_setup(self) -> str:
        from rok_qt.model.state import Controller, Phase

        assert self.window is not None
        window = self.window
        window.new_game()
        dialog = window.setup_dialog
        check(dialog is not None, "Game > New game opens the setup dialog")
        assert dialog is not None
        players = [("Astrid", Controller.NOVICE), ("Bjørn", Controller.ADEPT),
                   ("Cnut", Controller.MASTER)]
        while len(dialog.rows) < len(players):
            dialog.add_seat()
        for row, (name, controller) in zip(dialog.rows, players, strict=False):
            row.name.setText(name)
            index = row.controller.findData(controller)
            check(index >= 0, f"the seat menu offers {controller.value}")
            row.controller.setCurrentIndex(index)
        dialog.seed.setText(str(SEED))
        dialog.revalidate()
        check(dialog.start_button.isEnabled(), f"Start is enabled ({dialog.error.text()!r})")
        dialog.start_button.click()
        state = self.live_state()
        check([p.name for p in state.players] == [n for n, _c in players], "the seats as set up")
        check(state.seed == SEED, f"the seed as set up ({state.seed})")
        check(state.phase in (Phase.THROW, Phase.GRAB), f"the game starts ({state.phase})")
        return f"{len(players)} computer players, seed {SEED}"

    def step_round(self) -> str:
        from rok_qt.model.events import (
            ClaimMade,
            OwnTwinTaken,
            PairTaken,
            RaceWon,
            SplitReturned,
            StonesThrown,
            WrongPairReturned,
        )
        from rok_qt.model.state import Phase

        assert self.window is not None
        game = self.window.game
        self.pump_until(lambda: game.summary is not None, "the round summary")
        state = self.live_state()
        check(state.phase == Phase.SUMMARY, f"the engine waits on the summary ({state.phase})")
        kinds = {type(e).__name__ for e in self.events}
        check(any(isinstance(e, StonesThrown) for e in self.events), "the stones were thrown")
        grabs = (RaceWon, PairTaken, OwnTwinTaken, ClaimMade, WrongPairReturned, SplitReturned)
        check(any(isinstance(e, grabs) for e in self.events),
              f"the bots grabbed stones (events: {sorted(kinds)})")
        return f"round {state.round}, {len(self.events)} events"

    def step_paint(self) -> str:
        assert self.window is not None
        image = self.window.grab().toImage()
        check(not image.isNull() and image.width() > 100, "the window grabs to an image")
        colours = {
            image.pixel(x, y)
            for x in range(0, image.width(), 7)
            for y in range(0, image.height(), 7)
        }
        check(len(colours) >= MIN_COLOURS, f"the table is drawn ({len(colours)} colours)")
        image.save(str(self.folder / "window.png"))
        return f"{image.width()}x{image.height()}, {len(colours)} colours"

    def step_save_load(self) -> str:
        """Game > Save twice (the second keeps a backup), then Game > Open of the same file."""
        from rok_qt.persistence.files import load_file
        from rok_qt.persistence.savefile import encode

        assert self.window is not None
        files = self.window.files
        state = self.live_state()
        before = encode(state)
        path = self.folder / "saves" / "self-test.rok"
        path.parent.mkdir()
        check(files.save_to(path), "Game > Save writes the file")
        check(files.save_to(path), "a second save succeeds")
        check(path.with_name(path.name + ".bak").is_file(), "the previous save is kept as .bak")
        check(encode(load_file(path)) == before, "the file holds the game as it was")
        check(files.open_path(path, ask=False), "Game > Open reads the file back")
        reopened = self.live_state()
        check(reopened is not state and encode(reopened) == before,
              "the window plays the reloaded game, equal to the saved one")
        self.saved = load_file(path)  # a second copy, to play on headless
        return f"{path.stat().st_size} bytes"

    def step_resume(self) -> str:
        """The window goes on from the reloaded summary; the headless copy does too."""
        from rok_qt import bots
        from rok_qt.model import engine
        from rok_qt.model.questions import waiting_for
        from rok_qt.model.state import Phase

        assert self.window is not None and self.saved is not None
        game = self.window.game
        # The summary blocks nothing: the table goes on by itself once it has been read.
        self.pump_until(lambda: game.summary is not None,
                        "the reloaded game's round summary")
        self.pump_until(lambda: self.live_state().round == 2, "round 2 in the window")
        copy = self.saved
        for _ in range(4):
            if copy.phase == Phase.OVER:
                break
            question = waiting_for(copy)
            seat = question.player if question.player is not None else 0
            engine.apply(copy, bots.decide(copy, seat), record_frames=False)
        check(copy.round == 2, f"the reloaded game plays on into round 2 ({copy.round})")
        return "window and reloaded copy both in round 2"


def run_self_test(out: TextIO | None = None) -> int:
    """Run every step; 0 when all passed, 1 (after saying what failed) otherwise.

    The report goes to `out` (default: standard output) and, when the environment variable
    ROK_QT_SELF_TEST_REPORT names a file, to that file too: a windowed Windows .exe has no
    standard output at all, so CI reads the file.
    """
    # Offscreen unless the caller chose a platform: the self-test runs on CI machines and
    # over ssh, and must not flash a window on a desktop.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # Nor make a noise, even on a real screen (the sound files are still checked).
    os.environ.setdefault("ROK_QT_SOUND", "off")
    stream = out if out is not None else sys.stdout
    report = os.environ.get(REPORT_ENV)
    with tempfile.TemporaryDirectory(prefix="rok-qt-self-test-") as folder:
        if not report:
            return SelfTest(Path(folder), stream).run()
        with open(report, "w", encoding="utf-8") as handle:
            return SelfTest(Path(folder), stream, handle).run()


if __name__ == "__main__":
    sys.exit(run_self_test())
