"""PyInstaller entry point: `rok-qt` plays, `rok-qt --self-test` checks the bundle and exits."""

from __future__ import annotations

import sys


def run() -> int:
    """Dispatch on the command line; imports are late so each path loads only what it needs."""
    if "--self-test" in sys.argv[1:]:
        from rok_qt.app.selftest import run_self_test

        return run_self_test()
    from rok_qt.app.main import main

    return main()


if __name__ == "__main__":
    sys.exit(run())
