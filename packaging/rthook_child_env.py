"""PyInstaller run-time hook: programs the game starts see the user's library path, not ours.

On Linux the bootloader starts the game with the bundle's folder on LD_LIBRARY_PATH (keeping
the user's own value in LD_LIBRARY_PATH_ORIG). Every child process would inherit it: a sound
player started through QProcess (pw-play, paplay, aplay) would load the bundle's libdbus,
libsystemd or glib instead of the system's, and might fail. The game itself no longer needs the
variable: the dynamic loader read it when this process started. So the user's value is put back
before any game code runs, as PyInstaller's documentation advises for system programs.
"""

import os
import sys

if sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
    _original = os.environ.pop("LD_LIBRARY_PATH_ORIG", None)
    if _original is None:
        os.environ.pop("LD_LIBRARY_PATH", None)
    else:
        os.environ["LD_LIBRARY_PATH"] = _original
