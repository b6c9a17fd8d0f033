"""The game's files travel as package data and are found through rok_qt.assets."""

from __future__ import annotations

import fnmatch
import tomllib
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from rok_qt import assets
from rok_qt.app import i18n
from rok_qt.ui.sound import board

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "rok_qt"


def package_data_globs() -> list[str]:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        config = tomllib.load(handle)
    return list(config["tool"]["setuptools"]["package-data"]["rok_qt"])


def in_wheel(path: Path) -> bool:
    """Whether setuptools puts this file of rok_qt/ into the wheel as package data."""
    relative = path.relative_to(PACKAGE).as_posix()
    return any(fnmatch.fnmatch(relative, glob) for glob in package_data_globs())


def files_the_game_reads() -> list[Path]:
    return [
        assets.icon_path(),
        *(assets.sounds_dir() / f"{name}.wav" for name in board.NAMES),
        *(i18n.catalogue(code) for code in i18n.LANGUAGES),
        *assets.font_paths(),
        assets.font_licence(),
    ]


def test_every_file_the_game_reads_exists_inside_the_package() -> None:
    for path in files_the_game_reads():
        assert path.is_file(), path
        assert path.resolve().is_relative_to(PACKAGE), f"{path} is outside rok_qt/"


def test_every_file_the_game_reads_is_declared_package_data() -> None:
    missing = [str(path) for path in files_the_game_reads() if not in_wheel(path)]
    assert not missing, f"a wheel would lack {missing}"


def test_sources_and_notes_stay_out_of_the_wheel() -> None:
    resources = PACKAGE / "resources"
    shipped = [p for p in resources.rglob("*") if p.is_file() and in_wheel(p)]
    assert shipped, "the globs match something"
    assert not [p for p in shipped if p.suffix in (".ts", ".md", ".png", ".ico")]


def test_sound_bytes_are_the_wav_files() -> None:
    data = assets.sound_bytes("clack")
    assert data[:4] == b"RIFF" and data[8:12] == b"WAVE"
    with pytest.raises(OSError):
        assets.sound_bytes("no-such-sound")


@pytest.fixture
def zipped_package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[zipfile.Path]:
    """rok_qt's resources as a zip importer would show them (not a real folder)."""
    archive = tmp_path / "rok_qt.zip"
    with zipfile.ZipFile(archive, "w") as handle:
        for path in (PACKAGE / "resources").rglob("*"):
            if path.is_file():
                handle.write(path, path.relative_to(ROOT).as_posix())
    package = zipfile.Path(archive, "rok_qt/")
    monkeypatch.setattr(assets, "files", lambda _name: package)
    monkeypatch.setattr(assets, "folder_on_disk", lambda: None)
    assets.root.cache_clear()
    yield package
    assets.root.cache_clear()


def test_resources_in_a_zip_are_copied_out_once_for_qt(zipped_package: zipfile.Path) -> None:
    folder = assets.root()
    assert folder != PACKAGE / "resources" and folder.is_dir()
    assert assets.root() == folder, "copied once"
    assert assets.icon_path().read_bytes() == (
        PACKAGE / "resources" / "icons" / assets.ICON_NAME).read_bytes()
    sounds = PACKAGE / "resources" / "sounds"
    assert assets.sound_bytes("take") == (sounds / "take.wav").read_bytes()
    assert (assets.translations_dir() / "rok_qt_hu.qm").is_file()
