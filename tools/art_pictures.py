"""The pictures of docs/art.md, drawn from the game's own palette, theme and art (`make screenshots`
runs it): the palette, the type scale, the chrome's shapes, the stones, the table and the bag,
the seats' colours and shapes (as seen with each colour-vision deficiency), and the motion curves.

Run: `QT_QPA_PLATFORM=offscreen .venv/bin/python tools/art_pictures.py [--out docs/art]`.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main(argv: list[str] | None = None) -> int:
    """Draw every picture into the folder."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "art")
    args = parser.parse_args(argv)
    from PySide6.QtWidgets import QApplication

    from rok_qt.ui import theme

    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)
    theme.apply(app)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, draw in (("palette", palette_picture), ("type", type_picture),
                       ("chrome", chrome_picture), ("stones", stones_picture),
                       ("table", table_picture), ("seats", seats_picture),
                       ("motion", motion_picture)):
        path = args.out / f"{name}.png"
        draw().save(str(path))
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
    return 0


def _canvas(width: int, height: int) -> tuple[object, object]:
    from PySide6.QtGui import QColor, QPainter, QPixmap

    from rok_qt.ui import palette

    picture = QPixmap(width, height)
    picture.fill(QColor(palette.HALL_CHROME.hall))
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    return picture, painter


def _font(px: int, bold: bool = False) -> object:
    from PySide6.QtGui import QFont

    from rok_qt.ui.theme import FAMILY

    font = QFont(FAMILY)
    font.setPixelSize(px)
    font.setBold(bold)
    return font


def palette_picture() -> object:
    """Every named colour of the chrome and the table, with its name."""
    from dataclasses import fields

    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QPen

    from rok_qt.ui import palette

    chrome = [(f.name, getattr(palette.HALL_CHROME, f.name)) for f in fields(palette.Chrome)]
    table = [("felt light", palette.FELT_LIGHT), ("felt dark", palette.FELT_DARK),
             ("rim light", palette.RIM_LIGHT), ("rim dark", palette.RIM_DARK),
             ("panel wood", palette.PANEL_WOOD_LIGHT), ("treasure felt",
                                                          palette.TREASURE_FELT[0]),
             ("bag cloth", palette.BAG_CLOTH), ("selected", palette.SELECTED),
             ("taken pair", palette.TAKEN_PAIR), ("taken twin", palette.TAKEN_TWIN),
             ("alert", palette.ALERT), ("hint ring", palette.HINT_RING),
             ("lesson mark", palette.LESSON_MARK)]
    rows = [("chrome", chrome), ("table", table)]
    picture, painter = _canvas(980, 330)
    y = 16
    for title, swatches in rows:
        painter.setFont(_font(15, True))
        painter.setPen(QColor(palette.HALL_CHROME.accent))
        painter.drawText(16, y + 14, title)
        y += 24
        for i, (name, value) in enumerate(swatches):
            x = 16 + (i % 7) * 138
            top = y + (i // 7) * 64
            painter.setPen(QPen(QColor(palette.HALL_CHROME.edge), 1))
            painter.setBrush(QColor(value))
            painter.drawRoundedRect(QRectF(x, top, 36, 36), 6, 6)
            painter.setFont(_font(13))
            painter.setPen(QColor(palette.HALL_CHROME.ink))
            painter.drawText(x + 44, top + 15, name.replace("_", " "))
            painter.setPen(QColor(palette.HALL_CHROME.ink_muted))
            painter.drawText(x + 44, top + 32, value)
        y += ((len(swatches) + 6) // 7) * 64 + 10
    painter.end()
    return picture


def type_picture() -> object:
    """The type scale at three window sizes."""
    from PySide6.QtGui import QColor

    from rok_qt.ui import palette
    from rok_qt.ui.theme import type_scale

    picture, painter = _canvas(980, 300)
    for column, (width, height) in enumerate(((1024, 640), (1280, 800), (1920, 1080))):
        scale = type_scale(width, height)
        x = 16 + column * 320
        painter.setFont(_font(13, True))
        painter.setPen(QColor(palette.HALL_CHROME.accent))
        painter.drawText(x, 24, f"{width}x{height}: body {scale.body} px")
        y = 40
        for name, px, bold in (("display", scale.display, True), ("title", scale.title, True),
                               ("lead", scale.lead, False), ("body", scale.body, False),
                               ("small", scale.small, False)):
            painter.setFont(_font(px, bold))
            painter.setPen(QColor(palette.HALL_CHROME.ink))
            y += px + 14
            painter.drawText(x, y, f"{name} {px} Rök ő")
    painter.end()
    return picture


def chrome_picture() -> object:
    """Buttons, a field, a message box: radii, spacing, the default button, focus."""
    from PySide6.QtWidgets import (
        QHBoxLayout,
        QLabel,
        QLineEdit,
        QMessageBox,
        QPushButton,
        QVBoxLayout,
        QWidget,
    )

    from rok_qt.ui.plain import message_box
    from rok_qt.ui.theme import set_role

    sample = QWidget()
    sample.setObjectName("sample")
    column = QVBoxLayout(sample)
    title = QLabel("Round 3")
    set_role(title, "title")
    column.addWidget(title)
    error = QLabel("Two seats have the same name.")
    set_role(error, "error")
    column.addWidget(error)
    field = QLineEdit("Csilla")
    column.addWidget(field)
    row = QHBoxLayout()
    default = QPushButton("Start")
    default.setDefault(True)
    row.addWidget(default)
    row.addWidget(QPushButton("Cancel"))
    row.addWidget(QPushButton("Watch this round again"))
    column.addLayout(row)
    sample.resize(420, 190)
    box = message_box(None, QMessageBox.Icon.Question, "Leave the table?",
                      "The game goes on without you.",
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    box.setDefaultButton(QMessageBox.StandardButton.No)
    box.show()
    sample.show()
    picture, painter = _canvas(900, 220)
    painter.drawPixmap(16, 16, sample.grab())
    painter.drawPixmap(470, 30, box.grab())
    painter.end()
    box.hide()
    sample.hide()
    return picture


def stones_picture() -> object:
    """The three paints (face up, at table and seat size), a plain side, the Rune of Fate."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QColor, QImage, QPixmap

    from rok_qt.ui import palette
    from rok_qt.ui.table.stone_art import stone_pixmap

    picture, painter = _canvas(720, 250)
    felt = QColor(palette.FELT_LIGHT)
    painter.fillRect(0, 0, 720, 250, felt.darker(115))
    row = [1, 17, 33, 3, 19, 35, 0]
    for i, stone in enumerate(row):
        painter.drawPixmap(QPointF(12 + i * 88, 10), stone_pixmap(stone, 84))
    painter.drawPixmap(QPointF(12 + 7 * 88, 10), stone_pixmap(5, 84, face_up=False))
    for i, stone in enumerate((7, 23, 39, 9, 25, 41)):
        painter.drawPixmap(QPointF(20 + i * 40, 120), stone_pixmap(stone, 36))
    # The same in greyscale: grey and black apart by more than their shade.
    strip = QPixmap(240, 40)
    strip.fill(felt.darker(115))
    from PySide6.QtGui import QPainter

    inner = QPainter(strip)
    for i, stone in enumerate((7, 23, 39, 9, 25, 41)):
        inner.drawPixmap(QPointF(i * 40, 2), stone_pixmap(stone, 36))
    inner.end()
    grey = strip.toImage().convertToFormat(QImage.Format.Format_Grayscale8)
    painter.drawImage(QPointF(300, 120), grey)
    painter.setFont(_font(13))
    painter.setPen(QColor(palette.HALL_CHROME.ink))
    painter.drawText(20, 190, "seat size (36 px), colour")
    painter.drawText(300, 190, "the same in greyscale")
    painter.end()
    return picture


def table_picture() -> object:
    """A quarter of the table (felt, rim) with the bag, as the scene paints them."""
    from PySide6.QtCore import QPointF

    from rok_qt.ui.table.table_art import paint_bag, paint_table

    picture, painter = _canvas(720, 300)
    painter.save()
    painter.translate(600, 330)
    painter.scale(0.9, 0.9)
    paint_table(painter)
    painter.restore()
    painter.save()
    painter.translate(QPointF(110, 130))
    painter.scale(2.0, 2.0)
    paint_bag(painter)
    painter.restore()
    painter.end()
    return picture


def seats_picture() -> object:
    """The five seats' colours and shapes, as seen with typical colour vision and with each
    simulated deficiency (coloraide)."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QColor

    from rok_qt.ui import palette
    from rok_qt.ui.table.focus_ring import SEAT_RING_COLOURS, emblem_path

    try:
        from coloraide import Color
    except ImportError:   # a player's copy: the simulations need the development tools
        Color = None
    picture, painter = _canvas(560, 250)
    views = [("typical", None), ("deuteranopia", "deutan"), ("protanopia", "protan"),
             ("tritanopia", "tritan")]
    for row, (name, kind) in enumerate(views):
        y = 30 + row * 56
        painter.setFont(_font(14))
        painter.setPen(QColor(palette.HALL_CHROME.ink))
        painter.drawText(12, y + 6, name)
        for seat, value in enumerate(SEAT_RING_COLOURS):
            seen = value
            if kind is not None and Color is not None:
                seen = Color(value).filter(kind).convert("srgb").fit().to_string(hex=True)
            painter.setPen(QColor("#000000"))
            painter.setBrush(QColor(seen))
            painter.drawPath(emblem_path(seat, 16).translated(QPointF(160 + seat * 80, y)))
    painter.end()
    return picture


def motion_picture() -> object:
    """The easing curves the table moves with (docs/art.md, motion)."""
    from PySide6.QtCore import QEasingCurve, QPointF
    from PySide6.QtGui import QColor, QPainterPath, QPen

    from rok_qt.ui import palette

    curves = [("stones move, the table turns: InOutCubic", QEasingCurve.Type.InOutCubic),
              ("a throw: the physics' frames, even", QEasingCurve.Type.Linear)]
    picture, painter = _canvas(720, 200)
    for i, (name, kind) in enumerate(curves):
        curve = QEasingCurve(kind)
        left, top, size = 20 + i * 240, 30, 130
        painter.setPen(QPen(QColor(palette.HALL_CHROME.edge), 1))
        painter.drawRect(left, top, size, size)
        path = QPainterPath(QPointF(left, top + size))
        for step in range(1, 61):
            t = step / 60
            path.lineTo(QPointF(left + t * size, top + size - curve.valueForProgress(t) * size))
        painter.setPen(QPen(QColor(palette.HALL_CHROME.accent), 2.5))
        painter.drawPath(path)
        painter.setFont(_font(13))
        painter.setPen(QColor(palette.HALL_CHROME.ink))
        painter.drawText(left, top + size + 24, name)
    painter.end()
    return picture


if __name__ == "__main__":
    sys.exit(main())
