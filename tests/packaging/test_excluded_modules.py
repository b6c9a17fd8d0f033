"""The game works without the modules the bundles leave out (bundle_config.EXCLUDED_MODULES).

The self-test runs from source in a child process in which every left-out module fails to
import, as it does in a bundle: the window, a round, saving and a table hosted and joined over
wss:// on the loopback address all have to work without them.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from types import ModuleType

from tests.packaging.conftest import ROOT

CHILD = textwrap.dedent("""
    import sys

    left_out = sys.argv[1:]
    # Modules already loaded by the interpreter's start (a .pth file's hook) cannot be blocked.
    blocked = [name for name in left_out if name not in sys.modules]
    for name in blocked:
        sys.modules[name] = None  # `import name` now raises ImportError, as in a bundle
    sys.argv = ["rok-qt", "--self-test"]
    from rok_qt.app.selftest import run_self_test

    status = run_self_test()
    loaded = [name for name in blocked if sys.modules.get(name) is not None]
    print("left-out modules loaded:", loaded)
    sys.exit(status or bool(loaded))
""")


def test_the_self_test_passes_without_the_left_out_modules(cfg: ModuleType) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "ROK_QT_SOUND": "off"}
    done = subprocess.run([sys.executable, "-c", CHILD, *cfg.EXCLUDED_MODULES], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=300, check=False)
    output = done.stdout + done.stderr
    assert done.returncode == 0, output
    assert "self-test passed" in output
    assert "a table hosted and joined over wss://" in output
    assert "left-out modules loaded: []" in output


def test_the_modules_left_out_include_the_unused_stdlib_and_websockets_parts(
    cfg: ModuleType,
) -> None:
    for name in ("_bz2", "_lzma", "_pydecimal", "multiprocessing", "websockets.legacy",
                 "websockets.sync", "websockets.trio"):
        assert name in cfg.EXCLUDED_MODULES
    # What the network play needs stays: TLS, its "idna" codec's tables, the asyncio client.
    for name in ("ssl", "_ssl", "unicodedata", "websockets", "websockets.asyncio",
                 "websockets.client", "asyncio", "decimal", "_decimal"):
        assert name not in cfg.EXCLUDED_MODULES
