"""Child of the SIGKILL test: forks writers that save two games alternately to one path until
they are killed.

It loads `rok_qt/persistence/atomic.py` by file path, without the package (that module uses the
standard library only), once; then, for each line "start PATH" read from stdin, it forks a
writer and prints its process id, and for each line "wait PID" it prints how that writer ended
(a negative signal number, as `subprocess` reports it). A fork starts in a millisecond, where a
new interpreter takes 20-90 ms: 200 kills fit in a few seconds on a busy machine. The writer is
a whole process of its own, killed mid-save as any process would be.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

ATOMIC = Path(__file__).resolve().parents[2] / "rok_qt" / "persistence" / "atomic.py"


def _write_until_killed(write: object, target: Path, games: tuple[bytes, bytes]) -> None:
    turn = 0
    while True:
        turn += 1
        write(target, games[turn % 2])  # type: ignore[operator]


def _ended(pid: int) -> int:
    status = os.waitpid(pid, 0)[1]
    return -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)


def main() -> None:
    spec = importlib.util.spec_from_file_location("atomic", ATOMIC)
    assert spec is not None and spec.loader is not None
    atomic = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(atomic)
    first, second = (Path(arg) for arg in sys.argv[1:3])
    games = (first.read_bytes(), second.read_bytes())
    for line in sys.stdin:
        verb, arg = line.split(maxsplit=1)
        if verb == "start":
            pid = os.fork()
            if pid == 0:
                try:
                    _write_until_killed(atomic.write_atomic, Path(arg.strip()), games)
                finally:
                    os._exit(1)  # never reached unless a write fails: the test then fails
            answer = pid
        else:
            answer = _ended(int(arg))
        sys.stdout.write(f"{answer}\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
