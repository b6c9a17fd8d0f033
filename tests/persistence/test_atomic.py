"""Atomic writes: the old file survives every failure, a backup is kept, locks are waited out."""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import stat
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rok_qt.persistence.atomic import backup_path, write_atomic


def names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_a_new_file_is_written_without_a_backup(tmp_path: Path) -> None:
    target = tmp_path / "game.rok"
    write_atomic(target, b"one")
    assert target.read_bytes() == b"one"
    assert names(tmp_path) == ["game.rok"]


def test_the_previous_file_is_kept_as_bak(tmp_path: Path) -> None:
    target = tmp_path / "game.rok"
    write_atomic(target, b"one")
    write_atomic(target, b"two")
    write_atomic(target, b"three")
    assert target.read_bytes() == b"three"
    assert (tmp_path / "game.rok.bak").read_bytes() == b"two"
    assert backup_path(target) == tmp_path / "game.rok.bak"
    assert names(tmp_path) == ["game.rok", "game.rok.bak"]


def test_no_backup_when_asked_for_none(tmp_path: Path) -> None:
    target = tmp_path / "autosave.rok"
    write_atomic(target, b"one", backup=False)
    write_atomic(target, b"two", backup=False)
    assert names(tmp_path) == ["autosave.rok"]


def test_the_backup_is_copied_where_hard_links_are_not_allowed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    def no_links(src: object, dst: object) -> None:
        raise OSError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    target = tmp_path / "game.rok"
    write_atomic(target, b"one")
    write_atomic(target, b"two")
    assert (target.read_bytes(), backup_path(target).read_bytes()) == (b"two", b"one")
    assert names(tmp_path) == ["game.rok", "game.rok.bak"]


@pytest.mark.skipif(os.name == "nt", reason="POSIX permission bits")
def test_an_existing_file_keeps_its_permissions(tmp_path: Path) -> None:
    target = tmp_path / "game.rok"
    target.write_bytes(b"one")
    target.chmod(0o644)
    write_atomic(target, b"two")
    assert stat.S_IMODE(target.stat().st_mode) == 0o644


class _FullDisk:
    """A file object over a real descriptor whose writes fail like /dev/full."""

    def __init__(self, handle: Any) -> None:
        self.handle = handle

    @classmethod
    def opener(cls, real_fdopen: Any) -> Any:
        return lambda fd, mode: cls(real_fdopen(fd, mode))

    def __enter__(self) -> _FullDisk:
        return self

    def __exit__(self, *exc: object) -> None:
        self.handle.close()

    def write(self, data: bytes) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")


@pytest.mark.parametrize("failing", ["fsync", "replace", "write"])
def test_a_failed_write_leaves_the_old_file_and_no_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing: str,
) -> None:
    target = tmp_path / "game.rok"
    write_atomic(target, b"old")

    def disk_full(*args: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    if failing == "replace":
        real_replace = os.replace
        # Let the backup through; refuse only the replace of the game file itself.
        monkeypatch.setattr(
            os, "replace",
            lambda src, dst: disk_full() if Path(dst) == target else real_replace(src, dst),
        )
    elif failing == "write":
        monkeypatch.setattr(os, "fdopen", _FullDisk.opener(os.fdopen))
    else:
        monkeypatch.setattr(os, failing, disk_full)
    with pytest.raises(OSError, match="No space left"):
        write_atomic(target, b"new" * 1000)
    assert target.read_bytes() == b"old"
    assert set(names(tmp_path)) <= {"game.rok", "game.rok.bak"}


def test_a_failed_first_save_leaves_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    def disk_full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(OSError):
        write_atomic(tmp_path / "game.rok", b"new")
    assert names(tmp_path) == []


@contextlib.contextmanager
def read_only(folder: Path) -> Iterator[None]:
    """`folder` cannot be written meanwhile. Root ignores permissions, so as root (CI) this
    drops to `nobody` meanwhile, in a folder of /tmp that nobody can reach."""
    folder.chmod(0o555)
    try:
        if os.geteuid() == 0:
            os.seteuid(65534)
            try:
                yield
            finally:
                os.seteuid(0)
        else:
            yield
    finally:
        folder.chmod(0o755)


@pytest.mark.skipif(os.name == "nt", reason="POSIX permission bits")
def test_a_read_only_folder_refuses_and_changes_nothing() -> None:
    base = Path(tempfile.mkdtemp(prefix="rok-atomic-"))   # pytest's tmp_path is root's own
    try:
        base.chmod(0o755)
        target = base / "game.rok"
        write_atomic(target, b"old")
        target.chmod(0o644)
        with read_only(base), pytest.raises(PermissionError):
            write_atomic(target, b"new")
        assert target.read_bytes() == b"old"
        assert names(base) == ["game.rok"]
    finally:
        shutil.rmtree(base, ignore_errors=True)


def test_a_locked_target_is_retried_until_it_is_free(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    target = tmp_path / "game.rok"
    calls: list[object] = []
    real_replace = os.replace

    def locked_twice(src: str, dst: str) -> None:
        calls.append(dst)
        if len(calls) <= 2:
            raise PermissionError(errno.EACCES, "The process cannot access the file")
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", locked_twice)
    write_atomic(target, b"new", backup=False)
    assert target.read_bytes() == b"new"
    assert len(calls) == 3
    assert names(tmp_path) == ["game.rok"]


def test_a_target_locked_for_good_gives_up_after_about_half_a_second(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    target = tmp_path / "game.rok"
    write_atomic(target, b"old")
    slept: list[float] = []
    monkeypatch.setattr(time, "sleep", slept.append)

    def locked(src: str, dst: str) -> None:
        raise PermissionError(errno.EACCES, "The process cannot access the file")

    monkeypatch.setattr(os, "replace", locked)
    with pytest.raises(PermissionError):
        write_atomic(target, b"new")
    assert 0.3 <= sum(slept) <= 0.6 and len(slept) >= 3
    assert target.read_bytes() == b"old"
    assert names(tmp_path) == ["game.rok"]
