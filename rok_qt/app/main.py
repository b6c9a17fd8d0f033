"""`rok-qt`: start the application, read the command line, show the main window."""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCommandLineOption,
    QCommandLineParser,
    QCoreApplication,
)
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

from rok_qt import __version__, assets, logs
from rok_qt.app import i18n
from rok_qt.app.qt_args import held_back
from rok_qt.app.settings_file import open_settings
from rok_qt.app.startup import close_cleanly, open_window, start_up
from rok_qt.ui import theme
from rok_qt.ui.table.speed import AnimationSpeed

if TYPE_CHECKING:
    # The game's modules load with the table, after the first window is shown.
    from rok_qt.app.autosave import Autosave
    from rok_qt.app.window import MainWindow
    from rok_qt.model.setup import GameConfig, SeatConfig

ICON = assets.icon_path()


def parse_players(text: str) -> list[SeatConfig]:
    """'Anna:human:31,Bob:adept' -> seats; raises ValueError with a plain message."""
    from rok_qt.model.setup import SeatConfig
    from rok_qt.model.state import Controller

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


def game_config(players: str, seed: str) -> GameConfig:
    """The game asked for by --players and --seed; raises ValueError with a plain message."""
    from rok_qt.model.setup import GameConfig

    return GameConfig(parse_players(players), int(seed))


def user_autosave() -> Autosave:
    """This copy's autosave in the per-user data folder."""
    from rok_qt.app.autosave import Autosave
    from rok_qt.persistence.files import user_data_dir

    return Autosave(user_data_dir())


def join_from_command_line(window: MainWindow, invitation: str, names: list[str]) -> None:
    """`--join`: straight to the network table (with no names, as a spectator)."""
    if not window.network.join_address(invitation, names, spectator=not names):
        window.statusBar().showMessage(QCoreApplication.translate(
            "main", "Not an invitation: {text}").format(text=invitation[:80]))


def settle_start_up_objects() -> None:
    """Once the table is built: what start-up made stays for the whole run, so the collector
    is told to leave it out of its passes (a full pass in a game then walks only the game's
    own objects), and collects again from here on."""
    gc.freeze()
    gc.enable()


def tell_settings(window: QWidget, said: str, then: Callable[[], object]) -> None:
    """Say once, in a box over the window, what happened to the settings file (its paths are
    too long for the status line); `then` once it is closed (the box does not hold up the
    event loop)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    from rok_qt.app import messages

    box = messages.plain_box(window, QMessageBox.Icon.Warning, QCoreApplication.translate(
        "main", "Settings"), said)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)   # to copy
    box.finished.connect(lambda _result: then())
    box.open()


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game; returns the exit code."""
    args = list(argv if argv is not None else sys.argv)
    if "--self-test" in args[1:]:
        # Before any QApplication exists: the self-test chooses its own (offscreen) platform.
        from rok_qt.app.selftest import run_self_test

        return run_self_test()
    held: list[str] = []
    app = QApplication.instance()
    if app is None:   # made here from these arguments: the game's own held back from Qt
        for_qt, held = held_back(args)
        app = QApplication(for_qt)
    assert isinstance(app, QApplication)
    app.setOrganizationName("rok-qt")
    app.setApplicationName("rok-qt")
    # Lets Wayland docks match the window to the installed desktop entry and its icon.
    app.setDesktopFileName("io.github.rokqt.Rok")
    app.setApplicationDisplayName("Rök")
    app.setApplicationVersion(__version__)
    # The game's look (font, palette, style sheet) before any window: one look on every system.
    theme.apply(app)
    # Looked at before Qt opens it: a pipe or a link there must not hang or be written through.
    settings, settings_problem = open_settings()
    # Before any window or --help text exists: everything is built in the chosen language.
    i18n.install(i18n.read_language(settings))
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
                                           "'Anna:human:31,Bot:adept'."),
        QCoreApplication.translate("main", "seats"))
    seed = QCommandLineOption(["s", "seed"], QCoreApplication.translate(
        "main", "Seed for a numbered game (with --players)."),
        QCoreApplication.translate("main", "number"), "1")
    speed = QCommandLineOption(["animations"], QCoreApplication.translate(
        "main", "Animation speed: normal, fast or off."),
        QCoreApplication.translate("main", "speed"))
    self_test = QCommandLineOption(["self-test"], QCoreApplication.translate(
        "main", "Check that this copy of R\u00f6k works, then exit."))
    debug = QCommandLineOption(["debug"], QCoreApplication.translate(
        "main", "Write these log channels in detail (race, input, pads, sound, files, "
                "network, app, or all), e.g. --debug=race,input."),
        QCoreApplication.translate("main", "channels"))
    interface = QCommandLineOption(["interface"], QCoreApplication.translate(
        "main", "Host and look for network tables only on this address (repeatable), e.g. "
                "127.0.0.1."), QCoreApplication.translate("main", "address"))
    join = QCommandLineOption(["join"], QCoreApplication.translate(
        "main",
        "Join the network table at this address and code, e.g. host:47400/7Q-K7MQ-2XPA-R4ZB."),
        QCoreApplication.translate("main", "invitation"))
    name = QCommandLineOption(["name"], QCoreApplication.translate(
        "main", "Who plays at this screen when joining (repeatable); none: watch."),
        QCoreApplication.translate("main", "name"))
    for option in (players, seed, speed, self_test, debug, interface, join, name):
        parser.addOption(option)
    parser.addPositionalArgument("file", QCoreApplication.translate(
        "main", "A saved game (.rok) to open, or a game record (.rokrec) to watch."),
        QCoreApplication.translate("main", "[file]"))
    given = app.arguments()
    parser.process([*given[:1], *held, *given[1:]])   # the held options before any `--`

    try:
        channels = logs.parse_channels(parser.value(debug)) if parser.isSet(debug) else []
    except ValueError as error:
        print(QCoreApplication.translate("main", "Unknown log channel: {names}.").format(
            names=error), file=sys.stderr)
        return 2
    if parser.isSet(interface):
        from rok_qt.app.network.interfaces import parse_interfaces, set_interfaces_for_this_run

        try:
            set_interfaces_for_this_run(parse_interfaces(",".join(parser.values(interface))))
        except ValueError:
            print(QCoreApplication.translate(
                "main", "--interface takes an IP address, such as 127.0.0.1."), file=sys.stderr)
            return 2
    chosen_speed: AnimationSpeed | None = None
    if parser.isSet(speed):
        try:
            chosen_speed = AnimationSpeed(parser.value(speed))
        except ValueError:
            print(QCoreApplication.translate("main", "Animation speed is normal, fast or off."),
                  file=sys.stderr)
            return 2
    # The start-up benchmark quits at once (when the window is shown, when its table's first
    # frame is drawn, or when the whole game is built): it must neither offer nor discard a
    # real autosave.
    exit_when = next((when for when in ("SHOWN", "READY", "BUILT")
                      if os.environ.get(f"ROK_QT_EXIT_WHEN_{when}")), None)
    benchmark = exit_when is not None
    config: GameConfig | None = None
    if parser.isSet(players) and not benchmark:
        try:
            config = game_config(parser.value(players), parser.value(seed))
        except ValueError as error:
            print(error, file=sys.stderr)
            return 2
    if not benchmark:
        from rok_qt.persistence.files import user_data_dir

        logs.configure(user_data_dir(), channels)
    autosave = None if benchmark else user_autosave()
    # The window shows with its frame and menus first; the table is built a frame later.
    # No cycle collection while the window, the game's modules and the table are built: what
    # is made now lives as long as the window, and each full pass over it costs ~10 ms.
    gc.disable()
    window, crash = open_window(autosave, table_later=True, settings=settings)
    # The table's first frame comes before the rest of the game: what made it is settled
    # then too (the collector is only switched on again once the game is whole).
    window.table_drawn.connect(gc.freeze)
    window.when_table_built(settle_start_up_objects)
    said = None
    if settings_problem is not None:
        said = settings_problem()   # in the chosen language, now installed
        print(said, file=sys.stderr)
    if chosen_speed is not None:
        window.table_ready.connect(lambda: window.set_animation_speed(chosen_speed))
    files = parser.positionalArguments()

    def begin() -> None:
        """What the start shows once the table is built (nothing for the benchmark)."""
        if benchmark:
            return
        if parser.isSet(join):
            join_from_command_line(window, parser.value(join), parser.values(name))
        else:
            start_up(window, autosave, files[0] if files else None, config)

    if exit_when is not None:
        # Used by the start-up benchmark: the time to a shown window, to the table's first
        # frame drawn (ready), or to the whole game built behind it, then leave.
        {"SHOWN": window.shown, "READY": window.table_drawn,
         "BUILT": window.table_ready}[exit_when].connect(app.quit)
    # What happened to the settings is said first; the start goes on once it is read.
    window.table_ready.connect(begin if said is None else lambda: tell_settings(
        window, said, begin))
    window.show()
    code = app.exec()
    close_cleanly(window, autosave, crash)
    gc.enable()   # a window closed before its table was built
    return code


if __name__ == "__main__":
    sys.exit(main())
