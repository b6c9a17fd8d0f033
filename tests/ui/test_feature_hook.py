"""PySide6's import hook keeps no module's source once rok_qt.ui is imported, and still tells
the modules that name PySide6 from those that do not, as its own test would."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# A child process, so that nothing the test run itself read is in linecache: the app's window,
# its table and the game that plays on it (the session and the parts GameWidget.attach makes)
# with everything they import, then what linecache holds and what PySide6 noted of each module.
_CHILD = """
import inspect, json, linecache, sys
import rok_qt.app.window, rok_qt.ui.game.game_widget, rok_qt.session, rok_qt.app.host
import rok_qt.ui.game.question_router, rok_qt.ui.game.live_race
kept = sorted(name for name in linecache.cache if "rok_qt" in name)
noted = sys.modules["shibokensupport.feature"].pyside_feature_dict
ours = {name: noted[name] for name in noted if name.startswith("rok_qt.")}
linecache.clearcache()
expected = {name: 0 if "PySide6" in inspect.getsource(sys.modules[name]) else -1
            for name in ours}
print(json.dumps({"kept": kept, "noted": ours, "expected": expected}))
"""


def test_modules_imported_after_pyside_leave_no_source_behind() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-c", _CHILD], cwd=ROOT, env=env, text=True,
                            capture_output=True, timeout=60, check=False)
    assert result.returncode == 0, result.stderr
    seen = json.loads(result.stdout.splitlines()[-1])
    assert seen["kept"] == [], "module sources stay in memory"
    noted = seen["noted"]
    assert len(noted) > 50, "PySide6 noted the modules imported after it"
    assert noted["rok_qt.ui.table.scene"] == 0 and noted["rok_qt.model.state"] == -1
    assert noted == seen["expected"]
