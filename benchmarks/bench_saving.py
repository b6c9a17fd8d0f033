"""Save and load of a late-game state through the app: the paths the Game menu and autosave use.

Save is `GameFiles.save_to` (what Game > Save runs: encode, atomic write with backup, recent
list, title) and `Autosave.write` (after every move). Load is `GameFiles.open_path` (what Open,
Open Recent, a drop and the command line run: read, decode, validate, `session.load_state`,
and the table redrawn for the loaded game).
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from benchmarks.bench_persistence import late_game_state
from benchmarks.common import report, time_ms

GOAL_MS = 20.0
REPEATS = 100


def main() -> None:
    """Print the medians of Save, the autosave and Open against the goal."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from rok_qt.app.autosave import Autosave
    from rok_qt.app.window import MainWindow
    from rok_qt.persistence.files import save_file
    from rok_qt.ui.table.animations import AnimationSpeed

    app = QApplication.instance() or QApplication([])
    state = late_game_state()
    with tempfile.TemporaryDirectory() as folder:
        base = Path(folder)
        settings = QSettings(str(base / "rok.ini"), QSettings.Format.IniFormat)
        window = MainWindow(settings=settings, autosave=Autosave(base / "data"))
        window.set_animation_speed(AnimationSpeed.OFF)
        window.session.set_bot_delay_ms(60_000)  # the bots must not play between the runs
        window.show()
        path = base / "late.rok"
        save_file(path, state)
        window.files.open_path(path)
        app.processEvents()
        print(f"late-game state: round {state.round}, phase {state.phase}, "
              f"{path.stat().st_size} bytes")
        report("app save (Game > Save: GameFiles.save_to)",
               time_ms(lambda: window.files.save_to(path), REPEATS), GOAL_MS)
        autosave = window.files.autosave
        assert autosave is not None
        report("app autosave (Autosave.write)", time_ms(lambda: autosave.write(state), REPEATS),
               GOAL_MS)
        report("app open (GameFiles.open_path + load_state)",
               time_ms(lambda: window.files.open_path(path), REPEATS), GOAL_MS)
        window.game.close_dialog()
        window.close()


if __name__ == "__main__":
    main()
