"""Ways to play a WAV file: a system player in a QProcess, Windows' winsound, or silence.

PySide6-Essentials has no QtMultimedia, and the Addons wheel's QtMultimedia with its FFmpeg and
Qt Quick dependencies would add about 43 MB to the bundle; a game that plays a few short WAV
files does not need it. Every backend swallows its own failures: no player, no audio device or
a player that dies all mean silence, never an error.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sys
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, QProcess
from PySide6.QtGui import QGuiApplication

MAX_PLAYERS = 6
"""Players running at once; the oldest is stopped first (a flurry of clacks must not pile up)."""
LINUX_PLAYERS = (("pw-play", ()), ("paplay", ()), ("aplay", ("-q",)))
"""PipeWire, PulseAudio, then bare ALSA: the first one installed is used."""


class Backend(Protocol):
    """Plays files; `stop` silences whatever still plays."""

    name: str

    def play(self, path: Path) -> None: ...
    def stop(self) -> None: ...


class SilentBackend:
    """No sound at all: no device, no player, offscreen, or the tests."""

    name = "silent"

    def play(self, path: Path) -> None:
        """Nothing to do."""

    def stop(self) -> None:
        """Nothing to do."""


class ProcessBackend(QObject):
    """Runs a command-line player per sound (Linux: pw-play/paplay/aplay; macOS: afplay)."""

    def __init__(self, program: str, args: tuple[str, ...] = (),
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = Path(program).name
        self.program = program
        self.args = args
        self._running: list[QProcess] = []

    def play(self, path: Path) -> None:
        """Start the player on this file; a failure to start is ignored."""
        while len(self._running) >= MAX_PLAYERS:
            self._end(self._running[0])
        process = QProcess(self)
        process.setProgram(self.program)
        process.setArguments([*self.args, str(path)])
        process.setStandardOutputFile(QProcess.nullDevice())
        process.setStandardErrorFile(QProcess.nullDevice())
        process.finished.connect(lambda *_: self._forget(process))
        process.errorOccurred.connect(lambda *_: self._forget(process))
        self._running.append(process)
        process.start()

    def stop(self) -> None:
        """Stop every player still running."""
        for process in list(self._running):
            self._end(process)

    def _end(self, process: QProcess) -> None:
        self._forget(process)
        if process.state() != QProcess.ProcessState.NotRunning:
            process.kill()
            process.waitForFinished(200)

    def _forget(self, process: QProcess) -> None:
        if process in self._running:
            self._running.remove(process)
            process.deleteLater()


class WinsoundBackend:
    """Windows' own player (the standard library): one sound at a time, asynchronous."""

    name = "winsound"

    def play(self, path: Path) -> None:
        """Play asynchronously; a new sound cuts the previous one."""
        if sys.platform == "win32":   # the guard also tells mypy where winsound exists
            import winsound

            with contextlib.suppress(RuntimeError, OSError):
                winsound.PlaySound(str(path), winsound.SND_FILENAME | winsound.SND_ASYNC
                                   | winsound.SND_NODEFAULT)

    def stop(self) -> None:
        """Silence."""
        if sys.platform == "win32":
            import winsound

            with contextlib.suppress(RuntimeError, OSError):
                winsound.PlaySound(None, winsound.SND_PURGE)


def headless() -> bool:
    """True without a real screen (CI, tests, `QT_QPA_PLATFORM=offscreen`): no sound wanted."""
    platform = QGuiApplication.platformName() or os.environ.get("QT_QPA_PLATFORM", "")
    return platform.split(":")[0] in ("offscreen", "minimal", "vnc")


def choose_backend(parent: QObject | None = None) -> Backend:
    """The best way to play sound here, or silence. ROK_QT_SOUND=off forces silence."""
    if os.environ.get("ROK_QT_SOUND", "").lower() in ("off", "0", "no") or headless():
        return SilentBackend()
    if sys.platform == "win32":
        return WinsoundBackend()
    candidates = (("afplay", ()),) if sys.platform == "darwin" else LINUX_PLAYERS
    for program, args in candidates:
        found = shutil.which(program)
        if found is not None:
            return ProcessBackend(found, args, parent)
    return SilentBackend()
