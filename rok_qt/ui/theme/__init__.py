"""The game's one look for every piece of chrome (docs/art.md): font, type scale, palette, sheet.

`apply(app)` is the one entry point: it loads the shipped font, sets the Fusion style with the
game's own message-box icons, the palette and the style sheet, for light and dark systems alike.
`follow(window)` makes the type scale follow the window's size. A text size (1.0-2.0) and a
variant of the colours plug in through `apply(app, Look(chrome=..., text_scale=...))`; widgets
take a look by role (`set_role(label, "error")`), never by a style sheet of their own.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import QApplication, QStyle, QWidget

from rok_qt.ui.palette import HALL_CHROME, Chrome
from rok_qt.ui.theme.fonts import FAMILY, BODY_AT_1280x800, TypeScale, load_fonts, type_scale
from rok_qt.ui.theme.sheet import mark_palette, qpalette, style_sheet

__all__ = ["FAMILY", "ROLES", "Look", "TypeScale", "apply", "current", "follow", "set_role",
           "sizes", "table_text", "type_ratio", "type_scale"]

ROLES = frozenset({"error", "note", "hint", "title", "display", "lead", "lead-strong", "strong",
                   "big", "clock", "urgent", "good", "mark", "invalid", "card", "veil", "lesson"})
"""The looks a widget can take by `set_role` (each is a rule of the style sheet)."""


@dataclass(frozen=True)
class Look:
    """What the theme is made of: the chrome's colours and the player's text size."""

    chrome: Chrome = HALL_CHROME
    text_scale: float = 1.0
    """1.0-2.0: every text of the chrome, on top of the type scale (Settings, issue 35)."""
    size: tuple[int, int] = field(default=(1280, 800))
    """The window the type scale follows (width, height), logical pixels."""


_STATE: dict[str, Look] = {}
_STYLE: list[QStyle] = []


def current() -> Look:
    """The look in force (the default one before `apply`)."""
    return _STATE.get("look", Look())


def sizes() -> TypeScale:
    """The type scale in force, pixels."""
    look = current()
    return type_scale(*look.size, look.text_scale)


TABLE_TEXT_MAX = 1.5
"""The words on the table (notes, capture lines, contest distances) grow with the text size up
to this much: the table's free places hold no more (View > Zoom enlarges the whole table)."""


def table_text(pixels: int) -> int:
    """A text size on the table, in scene pixels, grown with the player's text size."""
    return round(pixels * min(TABLE_TEXT_MAX, current().text_scale))


def type_ratio() -> float:
    """The body size in force over the body size of a 1280x800 window: how much wider a panel
    of text must be to hold the same words."""
    return sizes().body / BODY_AT_1280x800


def apply(app: QApplication, look: Look | None = None) -> None:
    """Give the whole application the game's look (again, when `look` changed something)."""
    look = look if look is not None else current()
    first = "look" not in _STATE
    _STATE["look"] = look
    if first:
        load_fonts()
        from rok_qt.ui.theme.icons import GameStyle

        style = GameStyle()
        _STYLE.append(style)   # the application uses it as long as it runs
        app.setStyle(style)
    scale = sizes()
    font = QFont(FAMILY)
    font.setPixelSize(scale.body)
    app.setFont(font)
    app.setPalette(qpalette(look.chrome))
    for marked in ("QCheckBox", "QRadioButton"):
        # PySide6 takes the class name as str (its stubs say bytes, which it refuses).
        app.setPalette(mark_palette(look.chrome), marked)  # type: ignore[arg-type]
    app.setStyleSheet(style_sheet(look.chrome, scale))


def set_role(widget: QWidget, role: str) -> None:
    """Give a widget one of the theme's looks (ROLES; "" for none)."""
    if role and role not in ROLES:
        raise ValueError(f"no such role in the theme: {role}")
    if widget.property("role") == role:
        return
    widget.setProperty("role", role)
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)


class _Follower(QObject):
    """Watches a window's size and moves the type scale when it crosses a pixel step (about
    every 50 px of height): only then is the application restyled, at once, so a dialog opened
    right after a resize already has its size."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Resize:
            self.settle()
        return False

    def settle(self) -> None:
        look = current()
        size = (self.window.width(), self.window.height())
        if type_scale(*size, look.text_scale) == type_scale(*look.size, look.text_scale):
            _STATE["look"] = replace(look, size=size)
            return
        app = QGuiApplication.instance()
        if isinstance(app, QApplication):
            apply(app, replace(look, size=size))


def follow(window: QWidget) -> None:
    """Let the chrome's type scale follow this window's size (the table's size)."""
    if "look" in _STATE:
        _Follower(window)
