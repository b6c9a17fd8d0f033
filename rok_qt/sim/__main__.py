"""`python -m rok_qt.sim`: the same as `rok-qt-sim`."""

import sys

from rok_qt.sim.cli import main

sys.exit(main())
