"""A network game's record, sent by the table at the end, is kept among this copy's kept games
(issue 32: every screen can watch the game again), as a game played here would be."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from rok_qt.app.record_keeper import RecordKeeper
from rok_qt.model.state import PlayMode
from rok_qt.persistence.record_store import list_records
from rok_qt.session import GameSession
from tests.persistence.records import mixed_record


def test_a_finished_network_games_record_is_kept_to_be_watched_again(
        qtbot: QtBot, tmp_path: Path) -> None:
    record, _played, _final = mixed_record(3, PlayMode.LIVE)
    keeper = RecordKeeper(GameSession(), tmp_path)
    with qtbot.waitSignal(keeper.kept, timeout=10_000):
        keeper.keep(record)
    kept = list_records(tmp_path)
    assert len(kept) == 1 and kept[0].record is not None
    assert kept[0].record.setup.seed == record.setup.seed
