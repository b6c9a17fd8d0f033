"""The .desktop entry, the AppStream metainfo, the icons and the install script."""

from __future__ import annotations

import configparser
import os
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

from tests.packaging.conftest import PACKAGING, ROOT

LINUX = PACKAGING / "linux"
ICONS = ROOT / "rok_qt" / "resources" / "icons"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# The keys of the Desktop Entry Specification 1.5 that an application entry may use.
DESKTOP_KEYS = {
    "Type", "Version", "Name", "GenericName", "NoDisplay", "Comment", "Icon", "Hidden",
    "OnlyShowIn", "NotShowIn", "DBusActivatable", "TryExec", "Exec", "Path", "Terminal",
    "Actions", "MimeType", "Categories", "Implements", "Keywords", "StartupNotify",
    "StartupWMClass", "URL", "PrefersNonDefaultGPU", "SingleMainWindow",
}


def desktop_entry(cfg: ModuleType) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(LINUX / f"{cfg.APP_ID}.desktop", encoding="utf-8")
    assert parser.sections() == ["Desktop Entry"]
    return parser["Desktop Entry"]


def test_desktop_entry_keys(cfg: ModuleType) -> None:
    entry = desktop_entry(cfg)
    assert set(entry) <= DESKTOP_KEYS, set(entry) - DESKTOP_KEYS
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Rök"
    assert entry["Exec"] == entry["TryExec"] == "rok-qt"
    assert entry["Icon"] == cfg.APP_ID
    assert entry["Terminal"] == "false"
    for key in ("Categories", "Keywords"):
        assert entry[key].endswith(";")
    assert "Game" in entry["Categories"].split(";")
    assert entry["StartupWMClass"] == cfg.APP_NAME


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-validate (desktop-file-utils) is not installed")
def test_desktop_file_validates(cfg: ModuleType) -> None:
    result = subprocess.run(["desktop-file-validate", str(LINUX / f"{cfg.APP_ID}.desktop")],
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout


def test_metainfo_names_the_app_and_this_version(cfg: ModuleType) -> None:
    path = LINUX / f"{cfg.APP_ID}.metainfo.xml"
    root = ET.parse(path).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == cfg.APP_ID
    assert root.findtext("name") == "Rök"
    launchable = root.find("launchable")
    assert launchable is not None and launchable.text == f"{cfg.APP_ID}.desktop"
    assert root.findtext("provides/binary") == cfg.APP_NAME
    releases = root.findall("releases/release")
    assert releases and releases[0].get("version") == cfg.version(), "newest release first"


@pytest.mark.skipif(shutil.which("appstreamcli") is None,
                    reason="appstreamcli (Debian's appstream package) is not installed")
def test_metainfo_validates(cfg: ModuleType) -> None:
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(LINUX / f"{cfg.APP_ID}.metainfo.xml")],
        capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR", path
    width, height = struct.unpack(">II", data[16:24])
    return int(width), int(height)


@pytest.mark.parametrize("size", PNG_SIZES)
def test_png_icon_at_every_size(size: int) -> None:
    assert png_size(ICONS / f"rok-qt-{size}.png") == (size, size)


def test_ico_holds_every_windows_size() -> None:
    data = (ICONS / "rok-qt.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    sizes = set()
    for i in range(count):
        width, height = data[6 + 16 * i], data[7 + 16 * i]
        length, offset = struct.unpack("<II", data[14 + 16 * i:22 + 16 * i])
        assert data[offset:offset + 8] == b"\x89PNG\r\n\x1a\n" and offset + length <= len(data)
        assert width == height
        sizes.add(width or 256)
    assert sizes == set(ICO_SIZES)


def test_icon_script_sizes_match(cfg: ModuleType) -> None:
    text = (PACKAGING / "make_icons.py").read_text(encoding="utf-8")
    assert f"PNG_SIZES = {PNG_SIZES}" in text
    assert f"ICO_SIZES = {ICO_SIZES}" in text
    install = (PACKAGING / "install-linux.sh").read_text(encoding="utf-8")
    assert f'SIZES="{" ".join(map(str, PNG_SIZES))}"' in install
    assert f"APP_ID={cfg.APP_ID}" in install


@pytest.mark.skipif(sys.platform != "linux", reason="the install script is for Linux")
def test_install_script_installs_and_uninstalls(tmp_path: Path, cfg: ModuleType) -> None:
    bundle = tmp_path / "dist" / "rok-qt"
    bundle.mkdir(parents=True)
    (bundle / "rok-qt").write_text("#!/bin/sh\nexit 0\n")
    (bundle / "rok-qt").chmod(0o755)
    home = tmp_path / "home"
    env = {**os.environ, "HOME": str(home), "XDG_DATA_HOME": ""}
    script = str(PACKAGING / "install-linux.sh")
    subprocess.run(["bash", script, str(bundle)], env=env, check=True, capture_output=True)
    data = home / ".local" / "share"
    desktop = data / "applications" / f"{cfg.APP_ID}.desktop"
    lib = home / ".local" / "lib" / "rok-qt"
    assert f"Exec={lib}/rok-qt" in desktop.read_text(encoding="utf-8")
    assert (home / ".local" / "bin" / "rok-qt").resolve() == (lib / "rok-qt").resolve()
    assert (data / "icons" / "hicolor" / "48x48" / "apps" / f"{cfg.APP_ID}.png").is_file()
    assert (data / "icons" / "hicolor" / "scalable" / "apps" / f"{cfg.APP_ID}.svg").is_file()
    assert (data / "metainfo" / f"{cfg.APP_ID}.metainfo.xml").is_file()
    subprocess.run(["bash", script, "--uninstall"], env=env, check=True, capture_output=True)
    left = [p for p in home.rglob("*") if p.is_file() or p.is_symlink()]
    assert left == []
