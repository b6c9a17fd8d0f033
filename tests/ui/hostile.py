"""Hostile seat names for the plain-text tests: a file that tells when it is opened, and a walk
over everything the window shows that reports text read as markup."""

from __future__ import annotations

import ctypes
import html
import os
import struct
import sys
import tempfile
from collections import defaultdict
from dataclasses import dataclass, field

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QMenu,
    QTextEdit,
    QWidget,
)

from rok_qt.model.questions import waiting_for
from rok_qt.model.setup import MAX_NAME
from rok_qt.model.state import Controller, GameState

_IN_ACCESS, _IN_OPEN = 0x1, 0x20
_IN_NONBLOCK, _IN_CLOEXEC = os.O_NONBLOCK, 0o2000000
_EVENT = struct.Struct("iIII")


class OpenWatch:
    """A short-named file whose every opening or read is counted (Linux inotify).

    Elsewhere `supported` is False and `opens()` stays 0: the tests then rest on text formats.
    """

    def __init__(self) -> None:
        # /tmp, not pytest's tmp_path: `<img src=PATH>` must fit a 24-character seat name.
        fd, self.path = tempfile.mkstemp(prefix="r", dir="/tmp" if os.path.isdir("/tmp") else None)
        os.write(fd, b"GIF89a")
        os.close(fd)
        self.tag = f"<img src={self.path}>"
        assert len(self.tag) <= MAX_NAME, self.tag
        self._fd = -1
        self._count = 0
        if sys.platform.startswith("linux"):
            libc = ctypes.CDLL(None, use_errno=True)
            self._fd = libc.inotify_init1(_IN_NONBLOCK | _IN_CLOEXEC)
            if self._fd >= 0 and libc.inotify_add_watch(
                    self._fd, self.path.encode(), _IN_OPEN | _IN_ACCESS) < 0:
                os.close(self._fd)
                self._fd = -1

    @property
    def supported(self) -> bool:
        """Whether openings are seen at all on this system."""
        return self._fd >= 0

    def opens(self) -> int:
        """Openings and reads of the file so far (repeats in a row count once)."""
        while self._fd >= 0:
            try:
                data = os.read(self._fd, 4096)
            except BlockingIOError:
                break
            offset = 0
            while offset < len(data):
                _wd, mask, _cookie, length = _EVENT.unpack_from(data, offset)
                offset += _EVENT.size + length
                self._count += bool(mask & (_IN_OPEN | _IN_ACCESS))
        return self._count

    def close(self) -> None:
        """Stop watching and remove the file."""
        if self._fd >= 0:
            os.close(self._fd)
            self._fd = -1
        os.unlink(self.path)


def hostile_names(watch: OpenWatch) -> tuple[str, ...]:
    """The four seats of a hostile table: an image tag, bold, an entity, a plain name."""
    return (watch.tag, "<b>x</b>", "&amp;", "Anna")


def rename(state: GameState, names: tuple[str, ...], first: int) -> None:
    """Seat `first` gets names[0], the next seat names[1]...; every seat played by a person."""
    for offset in range(state.player_count):
        player = state.players[(first + offset) % state.player_count]
        player.name = names[offset]
        player.controller = Controller.HUMAN


def featured_seat(state: GameState) -> int:
    """The seat the state waits for, else the first player."""
    seat = waiting_for(state).player
    return state.first_player if seat is None else seat


def renders_markup(text: str, fmt: Qt.TextFormat) -> bool:
    """What Qt does with a label's text: RichText always, AutoText when it looks like a tag."""
    return fmt == Qt.TextFormat.RichText or (
        fmt == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text))


def shown_text(label: QLabel) -> str:
    """What a player reads in a label."""
    if not renders_markup(label.text(), label.textFormat()):
        return label.text()
    document = QTextDocument()
    document.setHtml(label.text())
    return document.toPlainText()


@dataclass
class Walk:
    """Every text the window shows, checked against the hostile names.

    A problem is a label that guesses its format (AutoText) for text with a name in it, rich
    text with a name not escaped, plain text with an escaped name (a player would read
    `&lt;b&gt;`), or an image in a text document. `shown` lists, per name, the places that showed
    it literally, so a test can prove the walk saw the names at all.
    """

    names: tuple[str, ...]
    problems: list[str] = field(default_factory=list)
    shown: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))

    def text(self, place: str, text: str, fmt: Qt.TextFormat, tooltip: bool = False) -> None:
        """Check one text shown with this format (a tooltip's format is always guessed)."""
        present = [n for n in self.names if n in text or html.escape(n) in text]
        if not present:
            return
        if fmt == Qt.TextFormat.AutoText:
            if not tooltip:
                self.problems.append(f"{place} guesses the format of {text!r}")
            fmt = (Qt.TextFormat.RichText if GuiQt.mightBeRichText(text)
                   else Qt.TextFormat.PlainText)
        if fmt == Qt.TextFormat.RichText:
            residue = text
            for name in self.names:
                residue = residue.replace(html.escape(name), "")
            raw = [n for n in self.names if n != html.escape(n) and n in residue]
            if raw:
                self.problems.append(f"{place} reads {raw} as markup in {text!r}")
            literal = [n for n in self.names if html.escape(n) in text]
        else:
            doubled = [n for n in self.names if n != html.escape(n) and html.escape(n) in text]
            if doubled:
                self.problems.append(f"{place} shows {doubled} escaped in {text!r}")
            literal = [n for n in self.names if n in text]
        for name in literal:
            self.shown[name].add(place)

    def document(self, place: str, document: QTextDocument) -> None:
        """A text document shows no image of ours from player text, and its names literally."""
        block = document.begin()
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                fmt = it.fragment().charFormat()
                if fmt.isImageFormat() and not fmt.toImageFormat().name().startswith("stone:"):
                    self.problems.append(f"{place} shows an image {fmt.toImageFormat().name()}")
                it += 1
            block = block.next()
        self.text(place, document.toPlainText(), Qt.TextFormat.PlainText)

    def widget(self, place: str, widget: QWidget) -> None:
        """One widget: its text, tooltip, items, document or scene."""
        if isinstance(widget, QLabel):
            self.text(place, widget.text(), widget.textFormat())
        self.text(place + "[tooltip]", widget.toolTip(), Qt.TextFormat.AutoText, tooltip=True)
        if isinstance(widget, QTextEdit):
            self.document(place, widget.document())
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            model = widget.model()
            # A list model's columnCount is private in PySide: it has one column.
            columns = (1 if isinstance(model, QAbstractListModel)
                       else model.columnCount(QModelIndex()))
            for row in range(model.rowCount(QModelIndex())):
                for column in range(columns):
                    index = model.index(row, column)
                    item = str(model.data(index) or "")   # item views draw it as plain text
                    self.text(place + "[item]", item, Qt.TextFormat.PlainText)
                    tip = str(model.data(index, Qt.ItemDataRole.ToolTipRole) or "")
                    self.text(place + "[item tooltip]", tip, Qt.TextFormat.AutoText, True)
        if isinstance(widget, QMenu) and widget.toolTipsVisible():
            for action in widget.actions():
                self.text(place + "[action]", action.toolTip(), Qt.TextFormat.AutoText, True)
        if isinstance(widget, QGraphicsView) and widget.scene() is not None:
            for graphic in widget.scene().items():
                where = f"{place}>{type(graphic).__name__}"
                if isinstance(graphic, QGraphicsTextItem):
                    self.document(where, graphic.document())
                elif isinstance(graphic, QGraphicsSimpleTextItem):
                    self.text(where, graphic.text(), Qt.TextFormat.PlainText)
                self.text(where + "[tooltip]", graphic.toolTip(), Qt.TextFormat.AutoText, True)

    def window(self) -> None:
        """Every widget of every visible window, shown or hidden (a hidden label keeps its
        text for the next time it shows)."""
        for top in QApplication.topLevelWidgets():
            if not top.isVisible():
                continue
            for widget in (top, *top.findChildren(QWidget)):
                self.widget(_place(top, widget), widget)


def _place(top: QWidget, widget: QWidget) -> str:
    """'MainWindow>GameWidget>...>QLabel': where a text was seen."""
    chain = []
    current: QWidget | None = widget
    while current is not None and current is not top:
        chain.append(type(current).__name__)
        current = current.parentWidget()
    chain.append(type(top).__name__)
    return ">".join(reversed(chain))
