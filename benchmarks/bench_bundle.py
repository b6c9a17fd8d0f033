"""The standalone bundle (`make dist`): its size unpacked and packed, what fills it, start-up time.

Skips, saying why, when dist/rok-qt/rok-qt has not been built. Start-up is timed from launch
to the process ending, with ROK_QT_EXIT_WHEN_SHOWN=1 making the app quit as soon as its main
window has been shown (rok_qt/app/main.py), offscreen: an upper bound on time-to-window.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
import tempfile
from collections import Counter
from pathlib import Path

from benchmarks.common import report, time_ms

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
BUNDLE = DIST / "rok-qt"
EXECUTABLE = BUNDLE / ("rok-qt.exe" if sys.platform == "win32" else "rok-qt")
GOAL_UNPACKED_MB = 190.0
GOAL_PACKED_MB = 75.0
GOAL_STARTUP_MS = 1000.0
STARTUP_RUNS = 7
STARTUP_TIMEOUT_S = 30.0
MB = 1024 * 1024


def file_sizes(folder: Path) -> dict[str, int]:
    """Bundle-relative path -> bytes, for every regular file (links count as nothing)."""
    sizes = {}
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            sizes[path.relative_to(folder).as_posix()] = path.stat().st_size
    return sizes


def part_of(path: str) -> str:
    """Which part of the bundle a file belongs to, for the "what takes the space" table."""
    inside = path.removeprefix("_internal/")
    name = inside.rsplit("/", 1)[-1]
    if name.startswith("libicu"):
        return "ICU data and libraries (needed by QtCore)"
    if inside.startswith("PySide6/Qt/plugins/") or "/plugins/" in inside:
        return "Qt plugins"
    if inside.startswith("PySide6/Qt/translations/"):
        return "Qt translations"
    if inside.startswith(("PySide6/", "shiboken6/")) or name.startswith(("libQt6", "Qt6")):
        return "Qt libraries and PySide6 bindings"
    if name.startswith(("libpython", "python3")) or inside.startswith(
            ("python3", "base_library.zip", "lib-dynload/")):
        return "Python runtime and standard library"
    if inside.startswith("pymunk/") or name.startswith("_cffi_backend"):
        return "pymunk physics (Chipmunk, cffi)"
    if inside.startswith("msgspec/"):
        return "msgspec"
    if inside.startswith(("rok_qt/resources/", "share/")):
        return "game resources, icons, desktop files"
    if inside == path and "/" not in path:
        return "the launcher"
    # The spec's noarchive: modules are .pyc files in _internal/, not an archive in the launcher.
    if inside.startswith("rok_qt/") and name.endswith(".pyc"):
        return "the game's own code (.pyc)"
    if name.endswith(".pyc"):
        return "Python modules (.pyc): standard library, platformdirs, miniaudio, ..."
    if ".so" in name or name.endswith((".dll", ".dylib")):
        return "system libraries (X11/xcb, fontconfig, glib, ...)"
    return "other"


def packed_size() -> tuple[int, str]:
    """Bytes of the release archive: `make dist`'s own, else one packed here the same way."""
    archives = sorted(DIST.glob("rok-qt-*-linux-*.tar.gz"), key=lambda p: p.stat().st_mtime)
    if archives and archives[-1].stat().st_mtime >= EXECUTABLE.stat().st_mtime:
        return archives[-1].stat().st_size, archives[-1].name
    with tempfile.TemporaryDirectory() as folder:
        archive = Path(folder) / "rok-qt.tar.gz"
        with tarfile.open(archive, "w:gz") as tar:
            tar.add(BUNDLE, arcname="rok-qt")
        return archive.stat().st_size, "packed here (tar.gz)"


def start_once() -> None:
    """Launch the bundle, wait for the window to be shown and the app to quit."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "ROK_QT_EXIT_WHEN_SHOWN": "1"}
    with tempfile.TemporaryDirectory() as home:
        # A throwaway home: settings written on quit must not touch the user's.
        env.update(HOME=home, XDG_CONFIG_HOME=home, XDG_DATA_HOME=home)
        result = subprocess.run([str(EXECUTABLE)], env=env, capture_output=True,
                                timeout=STARTUP_TIMEOUT_S, check=False)
    if result.returncode != 0:
        raise RuntimeError(f"the bundle exited with {result.returncode}: "
                           f"{result.stderr.decode(errors='replace')[-500:]}")


def main() -> None:
    """Print size, what fills the bundle, and the start-up median against the goals."""
    if not EXECUTABLE.exists():
        print(f"bundle: skipped, {EXECUTABLE.relative_to(ROOT)} is not built (run `make dist`)")
        return
    sizes = file_sizes(BUNDLE)
    unpacked = sum(sizes.values()) / MB
    packed, source = packed_size()
    verdict = "ok" if unpacked <= GOAL_UNPACKED_MB else "MISSED"
    print(f"{'bundle: size unpacked':<48} {unpacked:8.1f} MB  ({len(sizes)} files)"
          f"  goal <= {GOAL_UNPACKED_MB:g} MB: {verdict}")
    verdict = "ok" if packed / MB <= GOAL_PACKED_MB else "MISSED"
    print(f"{'bundle: size packed':<48} {packed / MB:8.1f} MB  ({source})"
          f"  goal <= {GOAL_PACKED_MB:g} MB: {verdict}")
    parts: Counter[str] = Counter()
    for path, size in sizes.items():
        parts[part_of(path)] += size
    print("bundle: what takes the space")
    for part, size in parts.most_common():
        print(f"  {size / MB:7.1f} MB  {part}")
    print("bundle: the 10 largest files")
    for path, size in sorted(sizes.items(), key=lambda item: -item[1])[:10]:
        print(f"  {size / MB:7.1f} MB  {path}")
    samples = time_ms(start_once, STARTUP_RUNS, warmup=1)
    report("bundle: start-up to main window shown (offscreen)", samples, GOAL_STARTUP_MS)


if __name__ == "__main__":
    main()
