"""Game > Open of a record that would cost more than a real game to replay (issue 29, item 4):
it is checked off the window's thread, the window goes on meanwhile, and it is refused in a
sentence past the budget of the longest real game (persistence.budget)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.state import PlayMode
from rok_qt.persistence.record_store import write_record
from rok_qt.sim.records import bots_record
from tests.app.saving_support import Dialogs
from tests.persistence.records import padded_race
from tests.ui.driver import WAIT_MS


def test_a_record_whose_race_never_settles_is_refused_while_the_window_goes_on(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A valid record padded with 1,000 take and put-back pairs at one stamp (108 KB of
    2,079 moves blocked the window for 6 to 12 s and took 400 MB): the Open returns before the
    record is judged, the status line says it is being checked, and the refusal names the
    budget it broke."""
    dialogs = Dialogs(monkeypatch)
    path = tmp_path / "padded.rokrec"
    write_record(path, padded_race(bots_record(3, 5, PlayMode.LIVE), 1000))
    dialogs.open_name = str(path)
    with qtbot.waitSignal(window.replays.refused, timeout=WAIT_MS) as refused:
        window.files.open_action.trigger()
        # Open has returned, the record not yet judged: the window's events go on meanwhile.
        assert window.replays.checker.busy and not dialogs.shown
        assert "Checking the record of padded.rokrec" in window.statusBar().currentMessage()
    assert refused.args[0] == ("padded.rokrec: The game cannot be watched. Move 70 leaves "
                               "more than 64 moves of one race undecided: no real race does.")
    assert dialogs.kinds() == ["warning"] and window.statusBar().currentMessage() == ""
    assert window.replays.viewer is None or not window.replays.viewer.isVisible()
