"""The yardstick for start-up: a bare PySide6 window holding a QGraphicsView, quit when shown.

Run as a script by bench_startup.py, side by side with the game, so that the ratio between the
two says what the game itself adds on this machine, whatever its speed.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow


class BareWindow(QMainWindow):
    """A main window with a graphics view, quitting once it is shown (as the game's does)."""

    def __init__(self) -> None:
        super().__init__()
        self.scene = QGraphicsScene(self)
        self.setCentralWidget(QGraphicsView(self.scene))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, QApplication.quit)


def main() -> int:
    """Show the window, leave at its first show."""
    app = QApplication(sys.argv)
    window = BareWindow()
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
