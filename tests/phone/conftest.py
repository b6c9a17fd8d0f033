"""The phone tests host on 127.0.0.1 alone and never touch the user's data folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from rok_qt.app.network import hosting
from rok_qt.app.network.interfaces import set_interfaces_for_this_run


@pytest.fixture(autouse=True)
def loopback_only(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Hosting on 127.0.0.1 alone (`--interface 127.0.0.1`); the throw shown for a moment
    rather than 3.5 s before each race (the same race, sooner)."""
    set_interfaces_for_this_run(["127.0.0.1"])
    monkeypatch.setattr(hosting, "SHOW_THROW_MS", 400.0)
    yield
    set_interfaces_for_this_run([])


@pytest.fixture(autouse=True)
def private_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """platformdirs' per-user folders point into the test's temporary folder."""
    for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(name, str(tmp_path / "xdg" / name.lower()))
    return tmp_path / "xdg" / "xdg_data_home" / "rok-qt"
