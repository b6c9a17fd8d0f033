"""Save files on disk: save and load, bounded reads, one-line errors, the per-user folder."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from rok_qt.model.state import Phase
from rok_qt.persistence.errors import SaveFileError
from rok_qt.persistence.files import load_file, save_file, user_data_dir
from rok_qt.persistence.savefile import MAX_BYTES, encode
from tests.persistence.games import in_phase, mid_game


def refused_file(path: Path) -> str:
    with pytest.raises(SaveFileError) as caught:
        load_file(path)
    message = str(caught.value)
    assert "\n" not in message
    return message


def test_a_saved_game_loads_equal_and_the_previous_save_is_kept(tmp_path: Path) -> None:
    target = tmp_path / "evening.rok"
    first, second = mid_game(), in_phase(Phase.FLICK, "order")
    save_file(target, first)
    save_file(target, second)
    assert load_file(target) == second
    assert load_file(tmp_path / "evening.rok.bak") == first
    assert target.read_bytes() == encode(second)


def test_a_missing_file_says_so(tmp_path: Path) -> None:
    assert refused_file(tmp_path / "gone.rok") == (
        "Cannot read 'gone.rok': no such file or directory"
    )


def test_a_folder_is_not_a_save_file(tmp_path: Path) -> None:
    assert refused_file(tmp_path) == (
        f"Cannot read {tmp_path.name!r}: it is a folder, not a file")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_is_refused_without_being_opened(tmp_path: Path) -> None:
    """Issue 29, item 1: opening a pipe for reading waits for a writer; it is never opened."""
    pipe = tmp_path / "pipe.rok"
    os.mkfifo(pipe)
    assert refused_file(pipe) == "Cannot read 'pipe.rok': it is not a file (a pipe or a device)"


def test_an_unreadable_file_says_permission_denied(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    target = tmp_path / "locked.rok"
    save_file(target, mid_game())

    real_open = os.open

    def denied(path: object, *args: object, **kwargs: object) -> int:
        if Path(str(path)) == target:
            raise PermissionError(errno.EACCES, "Permission denied")
        return real_open(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", denied)
    assert refused_file(target) == "Cannot read 'locked.rok': permission denied"


def test_a_large_file_is_refused_without_reading_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    target = tmp_path / "huge.rok"
    with target.open("wb") as handle:
        handle.truncate(MAX_BYTES + 1)  # sparse: no need to write 2 MiB

    def must_not_open(self: Path, *args: object, **kwargs: object) -> None:
        raise AssertionError("opened a file that stat() already showed too large")

    monkeypatch.setattr(Path, "open", must_not_open)
    assert refused_file(target) == "The file is larger than 2 MiB"


def test_a_file_that_grew_after_stat_is_still_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    target = tmp_path / "growing.rok"
    target.write_bytes(b" " * (3 * MAX_BYTES))
    real_stat = Path.stat
    small = os.stat_result((*real_stat(target)[:6], 10, *real_stat(target)[7:]))
    monkeypatch.setattr(Path, "stat", lambda self, **kwargs: small)
    assert refused_file(target) == "The file is larger than 2 MiB"


def test_a_failed_save_keeps_the_old_file_and_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    target = tmp_path / "evening.rok"
    save_file(target, mid_game())
    before = target.read_bytes()

    def disk_full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    full = r"^Cannot save 'evening.rok': no space left on device$"
    with pytest.raises(SaveFileError, match=full):
        save_file(target, in_phase(Phase.OVER))
    assert target.read_bytes() == before


def test_an_impossible_game_is_never_written(tmp_path: Path) -> None:
    state = mid_game()
    state.players[0].treasure.append(state.bag.pop())
    with pytest.raises(SaveFileError, match="Impossible game"):
        save_file(tmp_path / "bad.rok", state)
    assert list(tmp_path.iterdir()) == []


def test_the_user_data_folder_is_named_for_the_app() -> None:
    folder = user_data_dir()
    assert folder.is_absolute() and folder.name == "rok-qt"
