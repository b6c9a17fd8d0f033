"""Child of the SIGKILL test: saves two games alternately to one path until it is killed.

It loads `rok_qt/persistence/atomic.py` by file path, without the package: that module uses
the standard library only, and skipping the engine's imports makes each child start in a few
milliseconds, so that 200 kills fit in a few seconds.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

ATOMIC = Path(__file__).resolve().parents[2] / "rok_qt" / "persistence" / "atomic.py"


def main() -> None:
    spec = importlib.util.spec_from_file_location("atomic", ATOMIC)
    assert spec is not None and spec.loader is not None
    atomic = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(atomic)
    target, first, second = (Path(arg) for arg in sys.argv[1:4])
    games = (first.read_bytes(), second.read_bytes())
    sys.stdout.write("ready\n")
    sys.stdout.flush()
    turn = 0
    while True:
        turn += 1
        atomic.write_atomic(target, games[turn % 2])


if __name__ == "__main__":
    main()
