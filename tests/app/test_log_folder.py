"""The log from the player's side: --debug on the command line, Help > Open the log folder."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QSettings, QUrl, Slot
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow

ROOT = Path(__file__).resolve().parents[2]


def run_app(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, ROK_QT_EXIT_WHEN_SHOWN="1", QT_QPA_PLATFORM="offscreen",
               XDG_CONFIG_HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path))
    return subprocess.run([sys.executable, "-m", "rok_qt.app.main", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60, check=False)


def test_an_unknown_debug_channel_is_named_and_nothing_starts(tmp_path: Path) -> None:
    result = run_app(tmp_path, "--debug=race,racing")
    assert result.returncode == 2
    assert "Unknown log channel: racing." in result.stderr
    assert "Traceback" not in result.stderr


class Opened(QObject):
    """Stands in for the desktop's file manager: records the folders it is asked to open."""

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[QUrl] = []

    @Slot(QUrl)
    def open(self, url: QUrl) -> None:
        self.urls.append(url)


def test_help_opens_the_log_folder_in_the_data_folder(qtbot: QtBot, tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    window = MainWindow(settings=QSettings(str(tmp_path / "r.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    opened = Opened()
    # PySide6 takes the slot name as str at run time; its stubs say bytes.
    QDesktopServices.setUrlHandler("file", opened, "open")  # type: ignore[arg-type]
    try:
        help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
        assert isinstance(help_menu, QMenu)
        entry = next(a for a in help_menu.actions() if a.text() == "Open the log &folder")
        entry.trigger()
    finally:
        QDesktopServices.unsetUrlHandler("file")
    assert [Path(u.toLocalFile()) for u in opened.urls] == [
        tmp_path / "data" / "rok-qt" / "logs"]
    assert opened.urls and Path(opened.urls[0].toLocalFile()).is_dir()
