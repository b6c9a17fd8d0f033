"""Before Qt starts on Linux: are the system libraries of its X11 (xcb) platform plugin there?

On a fresh Debian, Qt aborts naming only xcb-cursor0, whichever libraries are really missing.
This asks the dynamic loader (`ldd` on PySide6's libqxcb.so, or loading each library when
there is no ldd), names what is missing and prints the one install line for Debian/Ubuntu and
for Fedora that the README's quick start gives. Standard library only; run it with the venv's
Python so that it finds the PySide6 the game uses.

    python tools/check_system_libs.py              # before `make run`: exit 1 if any is missing,
                                                   # or if there is no display (DISPLAY unset)
    python tools/check_system_libs.py --always     # before `make dist`: the bundle copies them
    python tools/check_system_libs.py --packages debian   # the package names alone (for CI)

The check passes at once off Linux and when Qt will not use xcb (QT_QPA_PLATFORM=offscreen,
wayland, ..., or a Wayland session with no platform chosen).
"""

from __future__ import annotations

import argparse
import ctypes
import importlib.util
import os
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

# soname -> (Debian/Ubuntu package, Fedora package), for every library that libqxcb.so and the
# Qt libraries under it load, except Qt's own (in the PySide6 wheel) and BASE below.
LIBRARIES: dict[str, tuple[str, str]] = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb"),
    "libxcb.so.1": ("libxcb1", "libxcb"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
    "libX11.so.6": ("libx11-6", "libX11"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl"),
    "libGL.so.1": ("libgl1", "libglvnd-glx"),
    "libGLX.so.0": ("libglx0", "libglvnd-glx"),
    "libGLdispatch.so.0": ("libglvnd0", "libglvnd"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libgthread-2.0.so.0": ("libglib2.0-0", "glib2"),
}
# Found on every Linux system, or brought in by the packages above as their dependencies.
BASE = frozenset({
    "linux-vdso.so.1", "ld-linux-x86-64.so.2", "ld-linux-aarch64.so.1", "libc.so.6",
    "libm.so.6", "libdl.so.2", "libpthread.so.0", "librt.so.1", "libstdc++.so.6",
    "libgcc_s.so.1", "libz.so.1", "libzstd.so.1", "libpng16.so.16", "libexpat.so.1",
    "libbrotlidec.so.1", "libbrotlicommon.so.1", "libbz2.so.1.0", "libpcre2-8.so.0",
    "libXau.so.6", "libXdmcp.so.6", "libbsd.so.0", "libmd.so.0", "libsystemd.so.0",
    "libcap.so.2", "libgcrypt.so.20", "libgpg-error.so.0", "liblz4.so.1", "liblzma.so.5",
    "libffi.so.8",
})
# `make` itself, and the venv module for the .venv that `make run` installs into (Fedora's
# python3 has venv built in).
DEBIAN_EXTRA = ("make", "python3-venv")
FEDORA_EXTRA = ("make",)


def _unique(names: Sequence[str]) -> list[str]:
    return list(dict.fromkeys(names))


def packages(system: str) -> list[str]:
    """The packages to install on 'debian' (Ubuntu too) or 'fedora', in a stable order."""
    column = 0 if system == "debian" else 1
    extra = DEBIAN_EXTRA if system == "debian" else FEDORA_EXTRA
    return _unique([*extra, *(pair[column] for pair in LIBRARIES.values())])


DEBIAN_LINE = "sudo apt-get install " + " ".join(packages("debian"))
FEDORA_LINE = "sudo dnf install " + " ".join(packages("fedora"))


def xcb_chosen(environ: Mapping[str, str]) -> bool:
    """Whether Qt will load its xcb plugin, as it decides from the environment."""
    chosen = environ.get("QT_QPA_PLATFORM", "").strip()
    if chosen:  # "xcb", "xcb:arg=..", or a fallback list "wayland;xcb": the first is tried
        return chosen.split(";")[0].split(":")[0].strip() == "xcb"
    return not (environ.get("XDG_SESSION_TYPE") == "wayland" and environ.get("WAYLAND_DISPLAY"))


def xcb_plugin() -> Path | None:
    """PySide6's libqxcb.so, or None when PySide6 (or its xcb plugin) is not installed."""
    spec = importlib.util.find_spec("PySide6")
    for base in (spec.submodule_search_locations or []) if spec else []:
        path = Path(base) / "Qt" / "plugins" / "platforms" / "libqxcb.so"
        if path.is_file():
            return path
    return None


def parse_ldd(text: str) -> tuple[list[str], list[str]]:
    """(every library named, those the loader did not find) from `ldd` output."""
    named: list[str] = []
    missing: list[str] = []
    for line in text.splitlines():
        name = line.strip().split(" ", 1)[0]
        if not name or name.endswith(":"):
            continue
        named.append(Path(name).name)
        if "=> not found" in line:
            missing.append(Path(name).name)
    return _unique(named), _unique(missing)


def missing_libraries(plugin: Path | None) -> list[str]:
    """The libraries the xcb plugin needs and the loader cannot find."""
    if plugin is not None:
        try:
            result = subprocess.run(["ldd", str(plugin)], capture_output=True, text=True,
                                    timeout=60, check=False)
        except (OSError, subprocess.SubprocessError):
            result = None
        if result is not None and result.returncode == 0:
            return parse_ldd(result.stdout)[1]
    # No ldd (or no PySide6 yet): ask the loader for each library we know of.
    missing = []
    for name in LIBRARIES:
        try:
            ctypes.CDLL(name)
        except OSError:
            missing.append(name)
    return missing


NO_DISPLAY = "\n".join([
    "rok-qt: there is no display to show the window on (DISPLAY is not set).",
    "Start it from a desktop session, or name a display: DISPLAY=:0 make run",
    "(Without a screen: xvfb-run make run; for the tests, QT_QPA_PLATFORM=offscreen.)",
])
"""What `make run` says instead of starting Qt with no X server to talk to: Qt's own message
names a missing library (xcb-cursor0) or aborts with a core dump."""


def report(missing: Sequence[str]) -> str:
    """What to tell the player: the missing libraries, then the install lines."""
    return "\n".join([
        "rok-qt: Qt's X11 (xcb) platform needs system libraries that are not installed:",
        "  " + ", ".join(missing),
        "Install them with one line (the same as in the README's quick start):",
        f"  Debian/Ubuntu:  {DEBIAN_LINE}",
        f"  Fedora:         {FEDORA_LINE}",
        "(Or choose another Qt platform, e.g. QT_QPA_PLATFORM=wayland.)",
    ])


def main(argv: Sequence[str] | None = None) -> int:
    """Exit 0 when the libraries are there or the check does not apply, else 1 with a report."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--always", action="store_true",
                        help="check even if another Qt platform is chosen (building a bundle)")
    parser.add_argument("--packages", choices=("debian", "fedora"),
                        help="print the package names for that system and exit")
    args = parser.parse_args(argv)
    if args.packages:
        print(" ".join(packages(args.packages)))
        return 0
    if not sys.platform.startswith("linux"):
        return 0
    if not args.always and not xcb_chosen(os.environ):
        return 0
    if not args.always and not os.environ.get("DISPLAY"):
        print(NO_DISPLAY, file=sys.stderr)
        return 1
    missing = missing_libraries(xcb_plugin())
    if not missing:
        return 0
    print(report(missing), file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
