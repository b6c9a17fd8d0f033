"""The game's one look for every piece of chrome (docs/art.md): font, type scale, palette, sheet.

`apply(app)` is the one entry point: it loads the shipped font, sets the Fusion style with the
game's own message-box icons, the palette and the style sheet, for light and dark systems alike.
The game's start makes its QApplication with `FUSION` and sets the icons' style later
(`apply(app, style_later=True)`, then `use_game_style`), once the table's first frame is drawn.
`follow(window)` makes the type scale follow the window's size. A text size (1.0-2.0) and a
variant of the colours plug in through `apply(app, Look(chrome=..., text_scale=...))`; widgets
take a look by role (`set_role(label, "error")`), never by a style sheet of their own.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

from rok_qt.ui.palette import HALL_CHROME, Chrome
from rok_qt.ui.theme.fonts import FAMILY, BODY_AT_1280x800, TypeScale, load_fonts, type_scale
from rok_qt.ui.theme.sheet import mark_palette, qpalette, style_sheet

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyle

__all__ = ["FAMILY", "FUSION", "ROLES", "Look", "TypeScale", "apply", "current", "follow",
           "set_role", "sizes", "table_text", "type_ratio", "type_scale", "use_game_style"]

FUSION = "-style=Fusion"
"""QApplication's argument for the Fusion style: Fusion from the first widget without naming
QStyle in Python (PySide6 builds QStyle's ~11 enums, ~6 ms, the first time it is named, and a
style set from Python is named; issue 34)."""

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


def apply(app: QApplication, look: Look | None = None, style_later: bool = False) -> None:
    """Give the whole application the game's look (again, when `look` changed something).

    With `style_later` (an application made with `FUSION`), the game's style, which only adds
    the message boxes' stones to Fusion, waits for `use_game_style`."""
    look = look if look is not None else current()
    first = "look" not in _STATE
    _STATE["look"] = look
    if first:
        load_fonts()
        if not style_later:
            use_game_style(app)
    scale = sizes()
    font = QFont(FAMILY)
    font.setPixelSize(scale.body)
    app.setFont(font)
    app.setPalette(qpalette(look.chrome))
    for marked in ("QCheckBox", "QRadioButton"):
        # PySide6 takes the class name as str (its stubs say bytes, which it refuses).
        app.setPalette(mark_palette(look.chrome), marked)  # type: ignore[arg-type]
    app.setStyleSheet(style_sheet(look.chrome, scale))


def use_game_style(app: QApplication) -> None:
    """Set the game's style (Fusion with the message boxes' stones), once: every widget is
    polished again, so its look is the same as before, a box shown from now on has its stone."""
    if _STYLE:
        return
    from rok_qt.ui.theme.icons import GameStyle

    style = GameStyle()
    _STYLE.append(style)   # the application uses it as long as it runs
    app.setStyle(style)


def set_role(widget: QWidget, role: str) -> None:
    """Give a widget one of the theme's looks (ROLES; "" for none)."""
    if role and role not in ROLES:
        raise ValueError(f"no such role in the theme: {role}")
    if widget.property("role") == role:
        return
    widget.setProperty("role", role)
    if not widget.testAttribute(Qt.WidgetAttribute.WA_WState_Polished):
        return   # polished when first shown, by its role then (and QStyle not named before)
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
