"""Numbers no game holds, in files a person opens: refused with a sentence when read, never a
frozen game or "Something went wrong" later (issue 29, items 2 and 3)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import msgspec
import pytest
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller
from rok_qt.persistence.game_record import encode_record
from rok_qt.persistence.savefile import encode
from rok_qt.sim.records import bots_record, record_game
from tests.app.saving_support import Dialogs
from tests.ui.driver import WAIT_MS


def _game_with_record() -> bytes:
    """A save of a game in round 2, carrying its record so far."""
    from rok_qt import bots

    config = GameConfig([SeatConfig("Ann", Controller.HUMAN), SeatConfig("Bot", Controller.ADEPT)],
                        seed=4, first_player=0)
    record, state = record_game(config, bots.decide, until=lambda s: s.round >= 2)
    return encode(state, record)


def _damaged(data: bytes, change: Any) -> bytes:
    """The bytes with one value changed by hand, as an editor (or a bug elsewhere) would."""
    doc = msgspec.json.decode(data)
    change(doc)
    return msgspec.json.encode(doc)


def test_a_save_with_a_count_of_10_30_in_its_round_log_is_refused_on_open(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """It used to load; then the computer players never moved, no autosave was written and
    Save As raised OverflowError: a frozen game with no message."""
    dialogs = Dialogs(monkeypatch)
    path = tmp_path / "count.rok"
    path.write_bytes(_damaged(_game_with_record(),
                              lambda doc: doc["state"]["log"].append(
                                  {"type": "stones_drawn", "player": 0, "count": 10**30})))
    dialogs.open_name = str(path)
    window.files.open_action.trigger()
    assert dialogs.kinds() == ["warning"]
    text = dialogs.shown[0][2]
    assert text.startswith("count.rok was not opened. Damaged save file: ") and "\n" not in text
    assert "`$.state.log[" in text and window.session.state is None


def test_a_record_whose_seed_is_2_64_is_refused_with_a_sentence(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Watching it showed "Something went wrong: OverflowError"; it is refused as it is read,
    listed among the kept games with its reason, and never reaches the engine."""
    dialogs = Dialogs(monkeypatch)
    data = _damaged(encode_record(bots_record(3, 2)),
                    lambda doc: doc["setup"].__setitem__("seed", 2**64))
    folder = tmp_path / "records"
    folder.mkdir()
    kept = folder / "game-20261201-150000-1.rokrec"
    kept.write_bytes(data)
    window.replays.folder = folder
    with qtbot.waitSignal(window.replays.refused, timeout=WAIT_MS) as refused:
        window.files.open_path(kept)
    text = refused.args[0]
    assert "cannot be watched. Damaged game record: " in text and "`$.setup.seed`" in text
    assert "went wrong" not in text and dialogs.kinds() == ["warning"]
    window.replays.watch_kept()   # Game > Watch a game...
    games = window.replays.games
    assert games is not None
    cells = [games.table.item(row, column) for row in range(games.table.rowCount())
             for column in range(2)]
    rows = [[cell.text() if cell is not None else "" for cell in cells]]
    assert rows == [[kept.name, rows[0][1]]] and "`$.setup.seed`" in rows[0][1]
    games.close()


def test_a_save_carrying_a_record_whose_seed_is_2_64_opens_without_that_record(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Open showed "Something went wrong" (only RecordError was caught); the game opens, and
    its record, which cannot be read, is left out and said to be missing."""
    dialogs = Dialogs(monkeypatch)
    path = tmp_path / "seed.rok"
    path.write_bytes(_damaged(_game_with_record(),
                              lambda doc: doc["record"]["setup"].__setitem__("seed", 2**64)))
    assert window.files.open_path(path, ask=False)
    assert window.session.state is not None and window.replays.keeper.record is None
    assert not window.replays.watch_round(1)
    assert dialogs.kinds() == ["warning"] and "no record" in dialogs.shown[0][2]
