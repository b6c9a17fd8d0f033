"""The Windows bundle (dist/windows/rok-qt from `make dist-windows`): trimmed, and no ICU of its
own (Windows 10 1903+ has it in system32; the Wine build puts it in the prefix's system32)."""

from __future__ import annotations

import pytest

from tests.packaging.conftest import ROOT

BUNDLE = ROOT / "dist" / "windows" / "rok-qt"
INTERNAL = BUNDLE / "_internal"
# The goal: 67 MB unpacked (64.8 MB with TLS for network play, after the trims of
# bundle_config; 2 MB more for the art of issue 34: its font and code), so that growth fails here.
MAX_UNPACKED_MB = 67
# Never used by the game: a software OpenGL (20.6 MB), the network module, ICU (the system's),
# the compression modules and multiprocessing (tests/packaging/test_excluded_modules.py).
NOT_CARRIED = ("opengl32sw.dll", "qt6network.dll", "icuuc.dll", "icuuc77.dll", "icudt77.dll",
               "d3dcompiler_47.dll", "_bz2.pyd", "_lzma.pyd", "_multiprocessing.pyd")
# Network play over TLS: OpenSSL, and the tables of the "idna" codec that TLS encodes the
# server's name with.
NETWORK = ("_ssl.pyd", "libssl-3.dll", "libcrypto-3.dll", "unicodedata.pyd", "_overlapped.pyd")
RUNTIME_PREFIXES = ("vcruntime140", "msvcp140")

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


def test_the_windows_bundle_carries_tls_for_network_play() -> None:
    names = {path.name.lower() for path in INTERNAL.iterdir()}
    assert not [name for name in NETWORK if name.lower() not in names]


def test_the_windows_bundle_carries_one_copy_of_the_cpp_runtime_at_its_top() -> None:
    copies = sorted(path.relative_to(INTERNAL).as_posix() for path in INTERNAL.rglob("*.dll")
                    if path.name.lower().startswith(RUNTIME_PREFIXES))
    assert copies == ["MSVCP140.dll", "MSVCP140_1.dll", "MSVCP140_2.dll", "VCRUNTIME140.dll",
                      "VCRUNTIME140_1.dll"]


def test_the_windows_bundle_keeps_its_modules_compressed() -> None:
    import zipfile

    assert not list(INTERNAL.rglob("*.pyc")), "modules belong in rok-qt.exe's archive"
    with zipfile.ZipFile(INTERNAL / "base_library.zip") as base:
        assert {info.compress_type for info in base.infolist()} == {zipfile.ZIP_DEFLATED}
