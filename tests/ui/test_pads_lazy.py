"""SDL is no part of start-up: loading the pads device module does not load SDL2."""

from __future__ import annotations

import subprocess
import sys


def test_importing_the_window_and_the_pads_device_leaves_sdl_unloaded() -> None:
    program = ("import sys\n"
               "import rok_qt.app.window, rok_qt.ui.input.pads\n"
               "loaded = [m for m in sys.modules if m.split('.')[0] in ('sdl2', 'sdl2dll')]\n"
               "print(loaded)\n")
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True,
                          check=True, timeout=60)
    assert done.stdout.strip() == "[]"
