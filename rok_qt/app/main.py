"""`rok-qt`: start the application, read the command line, show the main window."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCommandLineOption, QCommandLineParser, QCoreApplication, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from rok_qt import __version__
from rok_qt.app.window import MainWindow
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller
from rok_qt.ui.animations import AnimationSpeed

ICON = Path(__file__).resolve().parents[2] / "resources" / "icons" / "rok-qt.svg"


def parse_players(text: str) -> list[SeatConfig]:
    """'Anna:human:31,Bob:adept' -> seats; raises ValueError with a plain message."""
    seats = []
    for part in text.split(","):
        fields = part.split(":")
        if not fields[0].strip() or len(fields) > 3:
            raise ValueError(QCoreApplication.translate(
                "main", "A player is name[:human|novice|adept|master[:age]], not {part!r}."
            ).format(part=part))
        controller = Controller(fields[1]) if len(fields) > 1 else Controller.HUMAN
        age = int(fields[2]) if len(fields) > 2 else None
        seats.append(SeatConfig(fields[0].strip(), controller, age))
    return seats


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game; returns the exit code."""
    app = QApplication.instance() or QApplication(list(argv if argv is not None else sys.argv))
    assert isinstance(app, QApplication)
    app.setOrganizationName("rok-qt")
    app.setApplicationName("rok-qt")
    app.setApplicationDisplayName("Rök")
    app.setApplicationVersion(__version__)
    if ICON.exists():
        app.setWindowIcon(QIcon(str(ICON)))

    parser = QCommandLineParser()
    parser.setApplicationDescription(QCoreApplication.translate(
        "main", "Rök, the rune-stone grabbing game."))
    parser.addHelpOption()
    parser.addVersionOption()
    players = QCommandLineOption(
        ["p", "players"],
        QCoreApplication.translate("main", "Start at once with these seats, e.g. "
                                           "'Anna:human:31,Bot:adept'."), "seats")
    seed = QCommandLineOption(["s", "seed"], QCoreApplication.translate(
        "main", "Seed for a numbered game (with --players)."), "number", "1")
    speed = QCommandLineOption(["animations"], QCoreApplication.translate(
        "main", "Animation speed: normal, fast or off."), "speed")
    for option in (players, seed, speed):
        parser.addOption(option)
    parser.process(app)

    window = MainWindow()
    if parser.isSet(speed):
        try:
            window.set_animation_speed(AnimationSpeed(parser.value(speed)))
        except ValueError:
            print(QCoreApplication.translate("main", "Animation speed is normal, fast or off."),
                  file=sys.stderr)
            return 2
    if os.environ.get("ROK_QT_EXIT_WHEN_SHOWN"):
        # Used by the start-up benchmark: the time to a shown window, then leave.
        window.shown.connect(app.quit)
    elif parser.isSet(players):
        try:
            seats = parse_players(parser.value(players))
            config = GameConfig(seats, int(parser.value(seed)))
        except ValueError as error:
            print(error, file=sys.stderr)
            return 2
        QTimer.singleShot(0, lambda: window.start(config))
    else:
        # First launch (and every launch, until saving exists): the setup dialog.
        QTimer.singleShot(0, window.new_game)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
