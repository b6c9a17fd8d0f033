"""The view on the table: the table fills the height, panels the sides; a zoom on top."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import (
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from rok_qt.ui.table.scene import TableScene
from rok_qt.ui.table.stone_art import prewarm_sprites
from rok_qt.ui.table.table_layout import FIT_RECT

_SCROLL_KEYS = frozenset({Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Right,
                          Qt.Key.Key_PageUp, Qt.Key.Key_PageDown, Qt.Key.Key_Home,
                          Qt.Key.Key_End})
"""Keys a scroll area scrolls with."""
ZOOM_MIN, ZOOM_MAX = 0.6, 3.0
ZOOM_STEP = 1.15
"""One Ctrl+wheel notch or Ctrl+plus enlarges by this much."""


class TableView(QGraphicsView):
    """Scales the scene to fit, times the zoom; reports presses so an animation can be skipped.

    `zoom_changed(zoom)` whenever the zoom changes, so the window can remember it.
    """

    pressed = Signal()
    zoom_changed = Signal(float)

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # A viewport made here, so viewport() hands back a widget PySide6 already knows: the
        # one Qt makes would be identified by first preparing every QWidget subclass PySide6
        # has (about 60 classes and their enums, ~9 ms of the start).
        self.setViewport(QWidget())
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
        self.zoom = 1.0
        # Rendering every stone for a new size waits until a live resize pauses.
        self._prewarm = QTimer(self)
        self._prewarm.setSingleShot(True)
        self._prewarm.setInterval(150)
        self._prewarm.timeout.connect(
            lambda: prewarm_sprites(self.transform().m11() * self.devicePixelRatioF()))

    def fit_scale(self) -> float:
        """Pixels per millimetre at zoom 1: FIT_RECT fills the view, aspect kept."""
        # The widget's size, not the viewport's: scroll bars coming and going must not
        # change the scale.
        return min(self.width() / FIT_RECT.width(), self.height() / FIT_RECT.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def fit(self) -> None:
        """The table and both bands at the zoom's size; centred unless zoomed in."""
        scale = self.fit_scale() * self.zoom
        self.setTransform(QTransform.fromScale(scale, scale))
        # Zoomed in, the wheel pans (Shift+wheel sideways) through the hidden scroll bars:
        # shown ones would shrink the viewport and shift the table at every zoom step.
        if self.zoom <= 1.0:
            self.centerOn(FIT_RECT.center())
        self._prewarm.start()

    def set_zoom(self, zoom: float) -> None:
        """Zoom to this factor of the fitted size (kept between ZOOM_MIN and ZOOM_MAX)."""
        zoom = min(ZOOM_MAX, max(ZOOM_MIN, zoom))
        if abs(zoom - 1.0) < 0.02:
            zoom = 1.0   # steps in and out come back to exactly fitted
        if zoom != self.zoom:
            self.zoom = zoom
            self.fit()
            self.zoom_changed.emit(zoom)

    def zoom_in(self) -> None:
        """One step larger."""
        self.set_zoom(self.zoom * ZOOM_STEP)

    def name_for_access(self, name: str, description: str = "") -> None:
        """What a screen reader calls the table: the view and its viewport (which takes the
        focus with it) both carry the name."""
        for widget in (self, self.viewport()):
            widget.setAccessibleName(name)
            widget.setAccessibleDescription(description)

    def zoom_out(self) -> None:
        """One step smaller."""
        self.set_zoom(self.zoom / ZOOM_STEP)

    def reset_zoom(self) -> None:
        """Back to the table filling the window (View > Fit the table): always the fitted view,
        even when the zoom was already 1 and something shifted it."""
        self.set_zoom(1.0)
        self.fit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The table's tools get every key; keys they leave never scroll the view (a direction
        key between races would shift the table, panels and names off screen)."""
        if event.key() not in _SCROLL_KEYS:
            super().keyPressEvent(event)
            return
        scene = self.scene()
        event.ignore()
        if scene is not None and self.isInteractive():
            event.accept()   # as QGraphicsView does: the scene ignores what it does not use
            QCoreApplication.sendEvent(scene, event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            steps = event.angleDelta().y() / 120
            if steps:
                self._zoom_at(event.position().toPoint(), self.zoom * ZOOM_STEP ** steps)
            event.accept()
            return
        super().wheelEvent(event)

    def _zoom_at(self, pointer: QPoint, zoom: float) -> None:
        """Zoom so that the scene point under the pointer stays under it (when zoomed in)."""
        under = self.mapToScene(pointer)
        centre = self.mapToScene(self.viewport().rect().center())
        before = self.zoom
        self.set_zoom(zoom)
        if self.zoom > 1.0:
            self.centerOn(under + (centre - under) * (before / self.zoom))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.pressed.emit()
        super().mousePressEvent(event)
