"""The Linux bundle (dist/rok-qt from `make dist`) carries every library its xcb plugin needs."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.packaging.conftest import ROOT

BUNDLE = ROOT / "dist" / "rok-qt"
INTERNAL = BUNDLE / "_internal"
PLUGIN = INTERNAL / "PySide6" / "Qt" / "plugins" / "platforms" / "libqxcb.so"
# Left to the system on purpose (PyInstaller's own exclusions): the C runtime, and the GL
# dispatch libraries and libxcb, which must match the user's graphics driver and X server.
FROM_THE_SYSTEM = frozenset({
    "linux-vdso.so.1", "ld-linux-x86-64.so.2", "ld-linux-aarch64.so.1", "libc.so.6",
    "libm.so.6", "libdl.so.2", "libpthread.so.0", "librt.so.1",
    "libGL.so.1", "libEGL.so.1", "libGLX.so.0", "libGLdispatch.so.0", "libOpenGL.so.0",
    "libxcb.so.1",
})

pytestmark = [
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a Linux bundle"),
    pytest.mark.skipif(not PLUGIN.is_file(), reason="no bundle: run `make dist` first"),
]


def resolved_libraries() -> dict[str, str]:
    """soname -> the file the loader picks, as the bundle's launcher sets the library path."""
    env = {**os.environ, "LD_LIBRARY_PATH": str(INTERNAL)}
    output = subprocess.run(["ldd", str(PLUGIN)], env=env, capture_output=True, text=True,
                            timeout=60, check=True).stdout
    found = {}
    for line in output.splitlines():
        name, _sep, rest = line.strip().partition(" => ")
        if rest:
            found[Path(name).name] = rest.split(" (")[0].strip()
    return found


def test_xcb_plugin_finds_every_library_it_needs() -> None:
    missing = [name for name, path in resolved_libraries().items() if path == "not found"]
    assert not missing, f"the bundle's xcb plugin cannot load: {missing}"


def test_xcb_plugin_takes_its_libraries_from_the_bundle() -> None:
    outside = {
        name: path for name, path in resolved_libraries().items()
        if name not in FROM_THE_SYSTEM
        and not Path(path).resolve().is_relative_to(BUNDLE.resolve())
    }
    assert not outside, f"not in the bundle, so missing on a fresh desktop: {outside}"
    for needed in ("libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1"):
        assert (INTERNAL / needed).is_file(), needed


def test_the_bundle_carries_no_installer_tools() -> None:
    """pip and setuptools have no place in a game; with them came a runtime hook that imported
    pkg_resources at every start (0.3 s, doubling the start-up)."""
    names = {path.name for path in INTERNAL.iterdir()}
    assert not names & {"pip", "setuptools", "pkg_resources", "_distutils_hack"}
    hooks = (ROOT / "build" / "pyinstaller" / "rok-qt" / "Analysis-00.toc")
    if hooks.is_file():
        assert "pyi_rth_pkgres" not in hooks.read_text(errors="replace")
