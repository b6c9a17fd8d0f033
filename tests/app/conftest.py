"""The app tests share the UI tests' window fixtures, and never touch the user's data folder."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.ui.conftest import clock, race_window, settings, window

__all__ = ["clock", "race_window", "settings", "window"]


@pytest.fixture(autouse=True)
def private_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """platformdirs' per-user folders point into the test's temporary folder."""
    for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(name, str(tmp_path / "xdg" / name.lower()))
    return tmp_path / "xdg" / "xdg_data_home" / "rok-qt"
