"""The Windows bundle (dist/windows/rok-qt from `make dist-windows`): trimmed, and no ICU of its
own (Windows 10 1903+ has it in system32; the Wine build puts it in the prefix's system32)."""

from __future__ import annotations

import pytest

from tests.packaging.conftest import ROOT

BUNDLE = ROOT / "dist" / "windows" / "rok-qt"
INTERNAL = BUNDLE / "_internal"
# A guard against growth, not the goal: the goal was 65 MB unpacked (63.6 MB before network
# play); the TLS that the network client needs (OpenSSL, ~6.5 MB) took it to 72.5 MB, which the
# project's notes report as the goal missed.
MAX_UNPACKED_MB = 75
# Never used by the game: a software OpenGL (20.6 MB), the network module, ICU (the system's).
NOT_CARRIED = ("opengl32sw.dll", "qt6network.dll", "icuuc.dll", "icuuc77.dll", "icudt77.dll",
               "d3dcompiler_47.dll")

pytestmark = pytest.mark.skipif(not (BUNDLE / "rok-qt.exe").is_file(),
                                reason="no Windows bundle: run `make dist-windows` first")


def test_the_windows_bundle_carries_nothing_it_never_uses() -> None:
    names = {path.name.lower(): path for path in BUNDLE.rglob("*")}
    assert "qt6core.dll" in names and "sdl2.dll" in names and "qwindows.dll" in names
    carried = [names[name] for name in NOT_CARRIED if name in names]
    assert not carried, f"{carried} are in the bundle"


def test_the_windows_bundle_is_small_enough() -> None:
    size = sum(path.stat().st_size for path in BUNDLE.rglob("*") if path.is_file())
    assert size <= MAX_UNPACKED_MB * 1_000_000, f"{size / 1e6:.1f} MB unpacked"
