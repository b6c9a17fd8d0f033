"""The view on the table: keeps the whole table in sight at any window size."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from rok_qt.ui.scene import FIT_RECT, TableScene
from rok_qt.ui.stone_art import prewarm_sprites


class TableView(QGraphicsView):
    """Scales the scene to fit; reports presses so a running animation can be skipped."""

    pressed = Signal()

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(320, 240)
        self.viewport().setMouseTracking(True)  # hover feedback during a grab turn
        # Rendering every stone for a new size waits until a live resize pauses.
        self._prewarm = QTimer(self)
        self._prewarm.setSingleShot(True)
        self._prewarm.setInterval(150)
        self._prewarm.timeout.connect(
            lambda: prewarm_sprites(self.transform().m11() * self.devicePixelRatioF()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def fit(self) -> None:
        """The whole scene, aspect kept."""
        self.fitInView(FIT_RECT, Qt.AspectRatioMode.KeepAspectRatio)
        self._prewarm.start()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.pressed.emit()
        super().mousePressEvent(event)
