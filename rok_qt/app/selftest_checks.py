"""The self-test's checks of what a copy carries: whether a bundle is self-contained, its
translations and sounds, SDL2's game controllers, the network libraries, and a headless game
(`rok-qt --self-test`, app/selftest.py, which also plays a round through the window).

Each check returns its line of the report, or raises SelfTestFailure saying what failed.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

SEED = 7


class SelfTestFailure(Exception):
    """A check that did not hold; the message says what was expected."""


def check(condition: bool, what: str) -> None:
    """Fail the current step with `what` unless the condition holds."""
    if not condition:
        raise SelfTestFailure(what)


def self_contained() -> str:
    """In a bundle, every loaded module and Qt itself come from inside the bundle."""
    from PySide6.QtCore import QLibraryInfo

    bundle = getattr(sys, "_MEIPASS", None)
    if not getattr(sys, "frozen", False) or bundle is None:
        return "skipped: running from source"
    root = Path(bundle).resolve()
    # Relative names are not files: shiboken's embedded helpers call themselves
    # "shibokensupport/signature/...", and frozen modules may have no file at all.
    outside = sorted(
        name for name, module in list(sys.modules.items())
        if (path := getattr(module, "__file__", None))
        and Path(path).is_absolute()
        and not Path(path).resolve().is_relative_to(root)
    )
    check(not outside, f"modules loaded from outside the bundle: {outside[:10]}")
    plugins = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)).resolve()
    check(plugins.is_relative_to(root), f"Qt plugins come from the bundle, not {plugins}")
    # Programs the game starts (sound players) must load the system's libraries, not ours:
    # packaging/rthook_child_env.py gives them back the user's library path.
    child_path = os.environ.get("LD_LIBRARY_PATH", "")
    check(str(root) not in child_path and bundle not in child_path,
          f"child processes do not inherit the bundle's library path ({child_path!r})")
    return f"{len(sys.modules)} modules, all under {root.name}/"


def resources() -> str:
    """Every language's catalogues (the game's and Qt's) and every sound file load."""
    from PySide6.QtCore import QLibraryInfo, QTranslator

    from rok_qt.app import i18n
    from rok_qt.ui.sound import board

    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for code in i18n.LANGUAGES:
        path = i18n.catalogue(code)
        check(QTranslator().load(str(path)), f"the game's {code} catalogue loads ({path})")
        if code != "en":  # English is the source language: Qt needs no catalogue for it
            check(QTranslator().load(f"qtbase_{code}", qt_dir),
                  f"Qt's own {code} catalogue loads (qtbase_{code} in {qt_dir})")
    for name in board.NAMES:
        check(board.load_samples(name) is not None, f"the {name!r} sound loads")
    return (f"languages {', '.join(i18n.LANGUAGES)}; {len(board.NAMES)} sounds; "
            f"{audio_library()}")


def pads() -> str:
    """SDL2 loads (from inside the bundle, in one) and starts its game controllers."""
    from rok_qt.ui.input import sdl_library

    try:
        sdl2 = sdl_library.load()
    except sdl_library.SdlUnavailable as error:
        raise SelfTestFailure(f"game controllers do not work: {error}") from error
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle is not None:
        library = Path(os.environ.get("PYSDL2_DLL_PATH", "")).resolve()
        check(library.is_relative_to(Path(bundle).resolve()),
              f"SDL2 comes from the bundle, not {library}")
    count = int(sdl2.SDL_NumJoysticks())
    pads = sum(1 for index in range(count) if sdl2.SDL_IsGameController(index))
    return f"SDL {sdl_library.version()}, game controllers work ({pads} plugged in)"


def network() -> str:
    """websockets and zeroconf import (zeroconf from its source in a bundle), a table's
    message round-trips, and a table is hosted and joined over wss:// on the loopback
    address (selftest_network); nothing is sent to another computer."""
    import websockets.asyncio.client
    import zeroconf

    from rok_qt.app.selftest_network import check_network
    from rok_qt.net import protocol

    info = zeroconf.ServiceInfo("_rok._tcp.local.", "Self test._rok._tcp.local.",
                                port=47400, properties={"v": "1"})
    check(info.port == 47400, "zeroconf describes a table")
    check(callable(websockets.asyncio.client.connect), "websockets has its client")
    ping = protocol.Ping(client_ms=1.5)
    check(protocol.decode_client(protocol.encode(ping)) == ping, "a message round-trips")
    speedups = str(getattr(sys.modules.get("zeroconf._dns"), "__file__", "") or "")
    return (f"websockets {websockets.version.version}, zeroconf {zeroconf.__version__} "
            f"({'compiled' if speedups.endswith(('.so', '.pyd')) else 'from source'}); "
            + check_network())


def headless_game() -> str:
    from rok_qt import bots
    from rok_qt.model.autoplay import autoplay
    from rok_qt.model.events import GameEnded
    from rok_qt.model.setup import GameConfig, SeatConfig, new_game
    from rok_qt.model.state import Controller, Phase

    seats = [SeatConfig("Astrid", Controller.NOVICE), SeatConfig("Bjørn", Controller.ADEPT),
             SeatConfig("Cnut", Controller.MASTER)]
    state, _events = new_game(GameConfig(seats, SEED))
    ended = False
    for turn in autoplay(state, bots.decide, max_moves=2000):
        state = turn.state
        ended = ended or any(isinstance(e, GameEnded) for e in turn.events)
    check(state.phase == Phase.OVER and ended, "the game ends with GameEnded")
    return f"{state.moves} moves, {state.round} rounds"


def audio_library() -> str:
    """The audio library is in this copy and mixes into its null device (no speakers needed:
    the self-test itself plays silently)."""
    from rok_qt.ui.sound.backends import close_quietly, open_device
    from rok_qt.ui.sound.mixer import Mixer

    try:
        device = open_device(Mixer(), null=True)
    except Exception as error:   # any failure at all is what the step reports
        raise SelfTestFailure(f"the audio library does not play: {error}") from error
    close_quietly(device)
    return "audio library plays (null device)"

