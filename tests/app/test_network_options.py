"""Where tables are hosted and looked for: the Preferences setting and `--interface`."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from rok_qt.app.network.interfaces import (
    EVERYWHERE,
    hosting_interfaces,
    parse_interfaces,
    set_interfaces_for_this_run,
    zeroconf_interfaces,
)
from rok_qt.app.preferences import Preferences, PreferencesDialog


@pytest.fixture
def settings(tmp_path: Path) -> Iterator[QSettings]:
    yield QSettings(str(tmp_path / "rok.ini"), QSettings.Format.IniFormat)
    set_interfaces_for_this_run([])


def test_preferences_keep_tables_on_the_addresses_typed(qtbot: QtBot,
                                                        settings: QSettings) -> None:
    assert hosting_interfaces(settings) == [EVERYWHERE]   # unset: every network
    assert zeroconf_interfaces([EVERYWHERE]) is None
    dialog = PreferencesDialog(Preferences.read(settings), "")
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok is not None
    qtbot.keyClicks(dialog.interfaces, "127.0.0.1, nonsense")
    assert not ok.isEnabled()   # not an address: nothing to keep
    dialog.interfaces.clear()
    qtbot.keyClicks(dialog.interfaces, "127.0.0.1 ; ::1")
    assert ok.isEnabled()
    dialog.preferences().write(settings)
    assert hosting_interfaces(settings) == ["127.0.0.1", "::1"]
    assert zeroconf_interfaces(hosting_interfaces(settings)) == ["127.0.0.1", "::1"]


def test_the_command_line_overrides_the_setting(settings: QSettings) -> None:
    settings.setValue("network/interfaces", "10.0.0.5")
    set_interfaces_for_this_run(parse_interfaces("127.0.0.1"))
    assert hosting_interfaces(settings) == ["127.0.0.1"]
    set_interfaces_for_this_run([])
    assert hosting_interfaces(settings) == ["10.0.0.5"]
    settings.setValue("network/interfaces", "<b>not</b>")
    assert hosting_interfaces(settings) == [EVERYWHERE]   # hand-edited nonsense: unset
    with pytest.raises(ValueError):
        parse_interfaces("127.0.0.1, 300.1.1.1")
