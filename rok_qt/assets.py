"""The game's own files (icon, sounds, translations, font), found as package data anywhere.

They live in `rok_qt/resources/` and are read through `importlib.resources`, so a source
checkout, a wheel installed by pip and a PyInstaller bundle all find them the same way. Qt reads
files by path, so each lookup gives a real `Path`; a package imported from a zip archive has
its resources copied out once into a temporary folder.
"""

from __future__ import annotations

import atexit
import functools
import shutil
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

PACKAGE = "rok_qt"
FOLDER = "resources"
ICON_NAME = "rok-qt.svg"


def folder_on_disk() -> Path | None:
    """The resources as a plain folder beside this module (source, wheel, bundle), if so: the
    usual case needs no importlib.resources, which costs the first window about 5 ms."""
    beside = Path(__file__).with_name(FOLDER)
    return beside if beside.is_dir() else None


def files(package: str) -> Traversable:
    """The package's files as importlib.resources sees them (a zip importer's too)."""
    from importlib.resources import files as package_files

    return package_files(package)


@functools.cache
def root() -> Path:
    """The folder holding icons/, sounds/ and translations/."""
    beside = folder_on_disk()
    if beside is not None:
        return beside
    resources = files(PACKAGE) / FOLDER
    if isinstance(resources, Path):
        return resources
    folder = Path(tempfile.mkdtemp(prefix="rok-qt-resources-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    copy_tree(resources, folder)
    return folder


def copy_tree(source: Traversable, target: Path) -> None:
    """Copy a resource folder (from any importer, a zip included) into `target`."""
    target.mkdir(parents=True, exist_ok=True)
    for child in source.iterdir():
        if child.is_dir():
            copy_tree(child, target / child.name)
        else:
            (target / child.name).write_bytes(child.read_bytes())


def icon_path() -> Path:
    """The application icon (scalable)."""
    return root() / "icons" / ICON_NAME


def sounds_dir() -> Path:
    """The folder of the game's WAV files (clack.wav, take.wav, ...)."""
    return root() / "sounds"


def sound_bytes(name: str) -> bytes:
    """One sound's WAV file, e.g. sound_bytes("clack"); OSError if it is missing."""
    return (sounds_dir() / f"{name}.wav").read_bytes()


def translations_dir() -> Path:
    """The folder of the game's compiled catalogues (rok_qt_<language>.qm)."""
    return root() / "translations"


FONT_FILES = ("Karla-Regular.otf", "Karla-Bold.otf", "Karla-Italic.otf", "Karla-BoldItalic.otf")
"""The game's typeface (docs/art.md), under the SIL Open Font License (fonts/OFL.txt)."""


def font_paths() -> list[Path]:
    """The font files the theme loads, in the order of FONT_FILES."""
    return [root() / "fonts" / name for name in FONT_FILES]


def font_licence() -> Path:
    """The font's licence, shipped beside it."""
    return root() / "fonts" / "OFL.txt"
