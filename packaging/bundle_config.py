"""What goes into the PyInstaller bundle: names, version, and the Qt parts the game leaves out.

The spec (`rok-qt.spec`) and the packaging tests both import this plain module, so the rules
that trim the bundle are tested without running a build. It lives beside the spec and is loaded
by path: a `packaging` package would shadow the PyPI `packaging` library that pip and pytest use.
"""

from __future__ import annotations

import os
import tempfile
import tomllib
import zipfile
from collections.abc import Callable, Iterable
from pathlib import Path, PurePath

ROOT = Path(__file__).resolve().parent.parent
APP_NAME = "rok-qt"
DISPLAY_NAME = "Rök"
# Reverse-DNS id shared by the .desktop file, the AppStream metainfo, the icon name and the
# macOS bundle identifier; no hyphen in the last part, as AppStream recommends.
APP_ID = "io.github.rokqt.Rok"
COMPANY = "The rok-qt developers"
COPYRIGHT = "Copyright © 2026 The rok-qt developers (MIT licence)"
DESCRIPTION = "Rök, the rune-stone grabbing game"

# Python modules the game never imports. PyInstaller's module graph still reaches some of them
# (QtNetwork came in through the PySide6 package itself in the first build here); the rest are
# standard-library extras. If QtMultimedia (sound) is added
# later, the self-test in the bundle will show whether its binding wants QtNetwork back.
EXCLUDED_MODULES = (
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtQuickWidgets",
    "PySide6.QtQuickControls2",
    "PySide6.QtWebEngineCore",
    "PySide6.QtWebEngineWidgets",
    "PySide6.QtWebEngineQuick",
    "PySide6.QtWebChannel",
    "PySide6.QtWebSockets",
    "PySide6.QtNetwork",
    "PySide6.QtOpenGL",
    "PySide6.QtOpenGLWidgets",
    "PySide6.QtPrintSupport",
    "PySide6.QtSql",
    "PySide6.QtTest",
    "PySide6.QtXml",
    "PySide6.QtConcurrent",
    "PySide6.QtDesigner",
    "PySide6.QtHelp",
    "PySide6.QtUiTools",
    "PySide6.QtBluetooth",
    "PySide6.QtNfc",
    "PySide6.QtTextToSpeech",
    "tkinter",
    "unittest",
    "pydoc",
    "doctest",
    "pdb",
    "xmlrpc",
    "http.server",
    # OpenSSL's hashes: hashlib falls back to Python's built-in digests without _hashlib. (TLS
    # itself travels: the network client, websockets, imports ssl, and wss needs it.)
    "_hashlib",
    # Compression formats that only zipfile, tarfile and shutil would use (each imports them
    # in a try block and works without them); the game reads and writes no archive.
    "bz2",
    "_bz2",
    "lzma",
    "_lzma",
    # decimal's pure-Python twin: never loaded while the compiled _decimal is there.
    "_pydecimal",
    # Nothing of the game starts processes through multiprocessing (record_reader and
    # line_writer use threads); with it gone PyInstaller's multiprocessing start-up hook goes too.
    "multiprocessing",
    "_multiprocessing",
    # websockets' other front-ends: the game's client and server are its asyncio ones
    # (rok_qt/net, rok_qt/app/network); trio is not even installed, the router needs werkzeug.
    "websockets.legacy",
    "websockets.sync",
    "websockets.trio",
    "websockets.cli",
    "websockets.asyncio.router",
    # pysdl2-dll's import check asks pip for its version if pip is there; that pulled pip,
    # setuptools and pkg_resources in, and PyInstaller's pkg_resources runtime hook then ran at
    # every start (0.3 s, more than the rest of the start-up). Without pip the check is skipped.
    "pip",
    "setuptools",
    "pkg_resources",
    "distutils",
    "_distutils_hack",
)

def archive_modules(platform: str) -> bool:
    """Whether the bundle for `platform` (a sys.platform value) keeps its Python modules in
    PyInstaller's compressed archive (PYZ, inside the executable) rather than as .pyc files.

    Windows does: 10.4 MB of .pyc files take 4.2 MB there, which the 65 MB size goal needs, and
    under Wine the start-up was no slower (1.01x the bare window, against 1.25-1.31x with the
    files). Linux and macOS keep the files, which started faster there (see the spec).
    """
    return platform == "win32"


# Qt plugin folders the game has no use for: embedded-Linux display backends, raw input
# devices, network reachability, TLS back-ends, databases, QML tooling.
DROPPED_PLUGIN_DIRS = frozenset({
    "egldeviceintegrations",
    "generic",
    "networkinformation",
    "tls",
    "sqldrivers",
    "qmltooling",
    "printsupport",
    "position",
    "sensors",
    "webview",
})

# Within the folders that stay, only these plugins (file stem without "lib"/extension).
# Platforms: the desktop ones for each OS, plus offscreen/minimal for the self-test and CI.
KEPT_PLUGINS = {
    "platforms": frozenset({
        "qxcb", "qwayland", "qwayland-egl", "qwayland-generic",  # Linux desktops
        "qwindows",  # Windows
        "qcocoa",  # macOS
        "qoffscreen", "qminimal",  # headless: the self-test, CI, benchmarks
    }),
    # The GTK3 theme alone drags in GTK, Cairo, Pango and friends (about 15 MB); the
    # XDG portal theme gives native file dialogs on both GNOME and KDE without them.
    "platformthemes": frozenset({"qxdgdesktopportal"}),
    # Rune art and icons are SVG; .ico for the Windows window icon. PNG is built into QtGui.
    "imageformats": frozenset({"qsvg", "qico"}),
}

# Qt's own translations: only the qtbase catalogue (what rok_qt/app/i18n.py loads) and only for
# the languages the game itself speaks, i.e. has a compiled catalogue for in rok_qt/resources/.
RESOURCES = ROOT / "rok_qt" / "resources"
QT_TRANSLATION_PREFIX = "qtbase_"
# Sources and notes that stay in the repository: Qt Linguist sources, read-me files.
RESOURCE_SKIPPED_SUFFIXES = frozenset({".ts", ".md"})


# Game controllers: PySDL2 loads SDL2 by ctypes from pysdl2-dll's folder, so PyInstaller does
# not see it. Only SDL2 itself goes in; pysdl2-dll's SDL_image, SDL_mixer,
# SDL_ttf and SDL_gfx with their codecs (9 MB more) are for games that draw and play with SDL.
# Linux strips the library to 2.5 MB in the bundle.
SDL_DLL_FOLDER = "sdl2dll/dll"
SDL_CORE_NAMES = ("libSDL2-2.0.so*", "libSDL2-2.0.*dylib", "SDL2.dll")


def sdl_library_files(dll_dir: Path) -> list[Path]:
    """SDL2's own library in pysdl2-dll's folder, or its macOS framework's files."""
    found = sorted({path for pattern in SDL_CORE_NAMES for path in dll_dir.glob(pattern)})
    framework = dll_dir / "SDL2.framework"
    if framework.is_dir():
        found += sorted(path for path in framework.rglob("*") if path.is_file())
    return found


def sdl_bundle_entries(dll_dir: Path) -> list[tuple[str, str]]:
    """(source, bundle folder) pairs that put SDL2 where pysdl2-dll looks for it."""
    return [(str(path), str(PurePath(SDL_DLL_FOLDER) / path.parent.relative_to(dll_dir)))
            for path in sdl_library_files(dll_dir)]


def version() -> str:
    """The project version, read from pyproject.toml: the only place it is written by hand."""
    with (ROOT / "pyproject.toml").open("rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


def version_tuple(text: str) -> tuple[int, int, int, int]:
    """'1.2.3' -> (1, 2, 3, 0), as Windows version resources want four integers."""
    parts = [int(p) for p in text.split(".")[:4] if p.isdigit()]
    parts += [0] * (4 - len(parts))
    return (parts[0], parts[1], parts[2], parts[3])


def info_plist(ver: str) -> dict[str, object]:
    """macOS Info.plist keys for the .app (PyInstaller's BUNDLE merges them into its own)."""
    return {
        "CFBundleName": DISPLAY_NAME,
        "CFBundleDisplayName": DISPLAY_NAME,
        "CFBundleIdentifier": APP_ID,
        "CFBundleShortVersionString": ver,
        "CFBundleVersion": ver,
        "CFBundlePackageType": "APPL",
        "LSApplicationCategoryType": "public.app-category.board-games",
        "NSHighResolutionCapable": True,
        # Qt handles dark mode itself; let it.
        "NSRequiresAquaSystemAppearance": False,
        "NSHumanReadableCopyright": COPYRIGHT,
    }


def _plugin_parts(dest: str) -> tuple[str, str] | None:
    """('platforms', 'qxcb') for '.../plugins/platforms/libqxcb.so', else None."""
    parts = PurePath(dest.replace("\\", "/")).parts
    if "plugins" not in parts:
        return None
    index = len(parts) - 1 - parts[::-1].index("plugins")
    if index + 2 >= len(parts):  # a file directly in plugins/, or the folder itself
        return None
    folder = parts[index + 1]
    stem = parts[-1].split(".")[0]
    if stem.startswith("lib"):
        stem = stem[3:]
    return folder, stem


def game_languages(resources: Path = RESOURCES) -> frozenset[str]:
    """The languages with a compiled game catalogue: rok_qt_fr.qm -> 'fr'."""
    return frozenset(
        path.stem.removeprefix("rok_qt_")
        for path in (resources / "translations").glob("rok_qt_*.qm")
    )


def resource_files(resources: Path = RESOURCES) -> list[tuple[str, str]]:
    """PyInstaller `datas` for the files the game reads at run time: (source, bundle folder)."""
    return [
        (str(path), str(path.parent.relative_to(resources.parent.parent)))
        for path in sorted(resources.rglob("*"))
        if path.is_file() and path.suffix not in RESOURCE_SKIPPED_SUFFIXES
    ]


def keep_qt_file(dest: str, languages: frozenset[str] | None = None) -> bool:
    """False for a Qt plugin or translation (by bundle path) that the game does not need.

    `languages` are those whose qtbase catalogue stays (default: the game's own languages).
    """
    parts = dest.replace("\\", "/").split("/")
    if "PySide6" not in parts:
        return True
    if "translations" in parts[:-1] and parts[-1].endswith(".qm"):
        name = parts[-1][:-3]
        spoken = game_languages() if languages is None else languages
        return name.startswith(QT_TRANSLATION_PREFIX) and (
            name.removeprefix(QT_TRANSLATION_PREFIX) in spoken)
    plugin = _plugin_parts("/".join(parts))
    if plugin is None:
        return True
    folder, stem = plugin
    if folder in DROPPED_PLUGIN_DIRS:
        return False
    allowed = KEPT_PLUGINS.get(folder)
    return allowed is None or stem in allowed


Entry = tuple[str, str, str]
"""A PyInstaller TOC entry: (path in the bundle, source path, type code)."""


def orphan_libraries(
    binaries: Iterable[Entry], imports_of: Callable[[str], Iterable[str]]
) -> set[str]:
    """Bundle paths of plain shared libraries that nothing kept links to, directly or not.

    Dropping Qt plugins after PyInstaller's analysis leaves behind the libraries only they
    needed (the GTK theme's whole GTK stack, for one); on Windows, PySide6 also carries
    Qt6Network.dll and the software OpenGL opengl32sw.dll, which nothing here links to.
    The roots are what the program loads
    itself: Python extension modules, the Python library and the Qt plugins that stay;
    `imports_of(source)` names the libraries a binary links (by file name).
    """
    entries = list(binaries)
    # By file name, ignoring case: Windows DLLs name their imports in any case
    # ("VCRUNTIME140.dll" for "vcruntime140.dll").
    by_name: dict[str, list[Entry]] = {}
    for entry in entries:
        by_name.setdefault(PurePath(entry[0].replace("\\", "/")).name.lower(), []).append(entry)

    def is_root(entry: Entry) -> bool:
        dest, _src, kind = entry
        name = PurePath(dest.replace("\\", "/")).name
        return (
            kind == "EXTENSION"
            or _plugin_parts(dest) is not None
            or name.startswith(("libpython", "python3"))
        )

    seen: set[str] = set()
    todo = [e for e in entries if is_root(e)]
    while todo:
        entry = todo.pop()
        if entry[0] in seen:
            continue
        seen.add(entry[0])
        if entry[2] == "SYMLINK":  # its source is a path inside the bundle, not a file here
            continue
        for name in imports_of(entry[1]):
            todo.extend(by_name.get(PurePath(name.replace("\\", "/")).name.lower(), ()))
    orphans = {e[0] for e in entries if e[0] not in seen and e[2] != "SYMLINK"}
    # A symbolic link (source = its target's bundle path) goes with the file it points to.
    orphans |= {e[0] for e in entries if e[2] == "SYMLINK" and e[1] in orphans}
    return orphans


def windows_version_strings(ver: str) -> dict[str, str]:
    """The StringFileInfo of rok-qt.exe (what Explorer shows under Properties > Details)."""
    return {
        "CompanyName": COMPANY,
        "FileDescription": DESCRIPTION,
        "FileVersion": ver,
        "InternalName": APP_NAME,
        "LegalCopyright": COPYRIGHT,
        "OriginalFilename": f"{APP_NAME}.exe",
        "ProductName": DISPLAY_NAME,
        "ProductVersion": ver,
    }


# zeroconf ships each of its modules twice: as Python source and as an optional compiled
# speed-up of the same name. The speed-ups weigh 2.3 MB in the Windows bundle (3.45 MB
# compressed with their bytecode) for a lookup the game makes only while a table is listed or
# hosted; the source modules run the same (zeroconf's own fallback when a speed-up is absent).
PURE_PACKAGES = ("zeroconf",)


def pure_instead_of_speedups(
    binaries: list[tuple[str, str, str]],
) -> tuple[list[tuple[str, str, str]], list[tuple[str, str, str]]]:
    """(the binaries left, the pure modules to collect instead): every compiled extension of a
    PURE_PACKAGES package whose .py source lies beside it is replaced by that source."""
    kept: list[tuple[str, str, str]] = []
    pure: list[tuple[str, str, str]] = []
    for dest, source, kind in binaries:
        path = Path(dest)
        package = path.parts[0] if path.parts else ""
        stem = path.name.split(".")[0]
        python = Path(source).with_name(stem + ".py")
        if (kind == "EXTENSION" and package in PURE_PACKAGES
                and path.suffix in (".so", ".pyd") and python.is_file()):
            # A compiled __init__ stands for its package itself.
            module = ".".join([*path.parent.parts, *([] if stem == "__init__" else [stem])])
            pure.append((module, str(python), "PYMODULE"))
        else:
            kept.append((dest, source, kind))
    return kept, pure


# Microsoft's C and C++ run-time DLLs. PySide6 and shiboken6 each carry a copy beside their own
# DLLs and the embeddable Python one more: three copies of the same names (1.3 MB). Windows
# loads a DLL of a given name once per process, whichever folder it came from, so the extra
# copies were never loaded. One copy of each stays, the newest, at the top of the bundle's
# folder: PyInstaller's bootloader adds that folder to the DLL search path (SetDllDirectoryW),
# which the loader searches for the dependencies of every extension module and Qt plugin.
RUNTIME_DLL_PREFIXES = ("vcruntime140", "msvcp140", "concrt140")


def is_runtime_dll(dest: str) -> bool:
    """True for a Microsoft C/C++ run-time DLL (any folder, any case)."""
    name = PurePath(dest.replace("\\", "/")).name.lower()
    return name.endswith(".dll") and name.startswith(RUNTIME_DLL_PREFIXES)


def single_runtime_dlls(
    binaries: Iterable[Entry], version_of: Callable[[str], tuple[int, ...]]
) -> list[Entry]:
    """The binaries with one copy of each run-time DLL, the newest by `version_of(source)`
    (file version), moved to the top of the bundle; everything else as it was."""
    entries = list(binaries)
    newest: dict[str, Entry] = {}
    for entry in entries:
        if is_runtime_dll(entry[0]):
            name = PurePath(entry[0].replace("\\", "/")).name
            kept = newest.get(name.lower())
            if kept is None or version_of(entry[1]) > version_of(kept[1]):
                newest[name.lower()] = (name, entry[1], entry[2])
    others = [entry for entry in entries if not is_runtime_dll(entry[0])]
    return others + sorted(newest.values())


# PyInstaller stores the modules Python needs to start (encodings, codecs, io...) uncompressed
# in _internal/base_library.zip (1.3 MB). Python's zip importer reads deflated members as well,
# with zlib, which the Windows Python has built in: deflated, the file takes 0.5 MB.
BASE_LIBRARY = "base_library.zip"


def deflate_zip(path: Path) -> tuple[int, int]:
    """Rewrite a zip file with every member deflated (same names, order and dates), in place
    and atomically; (size before, size after)."""
    before = path.stat().st_size
    handle, temporary = tempfile.mkstemp(dir=path.parent, suffix=".zip")
    os.close(handle)
    try:
        with zipfile.ZipFile(path) as source, zipfile.ZipFile(
                temporary, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as target:
            for info in source.infolist():
                member = zipfile.ZipInfo(info.filename, date_time=info.date_time)
                member.external_attr = info.external_attr
                target.writestr(member, source.read(info), zipfile.ZIP_DEFLATED, 9)
        os.replace(temporary, path)
    finally:
        Path(temporary).unlink(missing_ok=True)
    return before, path.stat().st_size
