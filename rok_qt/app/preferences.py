"""Settings > Preferences: language, sound, the look (text size, contrast, colour marks, motion)
and the keys, on three pages (General, Display, Controls), kept in QSettings (what it sets:
`preference_values.Preferences`)."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSlider,
    QSpinBox,
    QStyle,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from rok_qt.app.i18n import LANGUAGES
from rok_qt.app.network.interfaces import parse_interfaces
from rok_qt.app.preference_values import (
    GO_ON_KEY,
    GO_ON_MAX,
    MARKS_KEY,
    MUTED_KEY,
    REDUCED_KEY,
    SPEED_KEY,
    VOLUME_KEY,
    Preferences,
)
from rok_qt.ui.input.bindings_editor import BindingsEditor
from rok_qt.ui.input.pad_editor import PadEditor
from rok_qt.ui.plain import plain_tooltip
from rok_qt.ui.table.speed import AnimationSpeed
from rok_qt.ui.theme import set_role
from rok_qt.ui.theme.variants import CONTRASTS, TEXT_SIZES

__all__ = ["GO_ON_KEY", "GO_ON_MAX", "MARKS_KEY", "MUTED_KEY", "REDUCED_KEY", "SPEED_KEY",
           "VOLUME_KEY", "Preferences", "PreferencesDialog"]


def _hint(text: str) -> QLabel:
    """A wrapped explanation under a check box (a check box's own text never wraps)."""
    label = QLabel(text)
    label.setWordWrap(True)
    label.setIndent(22)
    set_role(label, "note")
    return label


class PreferencesDialog(QDialog):
    """Edits a copy of the preferences; OK hands them back through `preferences()`."""

    def __init__(self, current: Preferences, running_language: str,
                 parent: QWidget | None = None) -> None:
        """running_language: the choice the game started with ("" for the system's)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self._running = running_language
        self.language = QComboBox()
        self.language.addItem(self.tr("System language"), "")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(current.language)))
        self.language.setAccessibleName(self.tr("Language"))
        self.restart = QLabel(self.tr("The new language is used when Rök next starts."))
        self.restart.setWordWrap(True)
        set_role(self.restart, "note")
        self.language.currentIndexChanged.connect(self._language_changed)

        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setPageStep(10)
        self.volume.setValue(current.volume)
        self.volume.setAccessibleName(self.tr("Volume"))
        self.volume_value = QLabel()
        self.volume_value.setMinimumWidth(48)
        self.volume.valueChanged.connect(self._show_volume)
        self.muted = QCheckBox(self.tr("&Mute all sounds"))
        self.muted.setChecked(current.muted)
        self.muted.toggled.connect(lambda on: self.volume.setEnabled(not on))

        self.marks = QCheckBox(self.tr("&Colour marks on the stones"))
        self.marks.setChecked(current.colour_marks)
        self.marks_hint = _hint(self.tr("One dot under the rune: white; two: grey; three: "
                                        "black."))
        self.text_size = QComboBox()
        for size in sorted({*TEXT_SIZES, current.text_size}):
            self.text_size.addItem(self.tr("{n}%").format(n=size), size)
        self.text_size.setCurrentIndex(self.text_size.findData(current.text_size))
        self.text_size.setAccessibleName(self.tr("Text size"))
        self.contrast = QComboBox()
        for contrast, label in zip(CONTRASTS, (self.tr("As the system asks"),
                                               self.tr("The game's colours"),
                                               self.tr("High contrast")), strict=True):
            self.contrast.addItem(label, contrast)
        self.contrast.setCurrentIndex(max(0, self.contrast.findData(current.contrast)))
        self.contrast.setAccessibleName(self.tr("Contrast"))
        self.look_hint = _hint(self.tr("Text size and contrast change at once when you press OK; "
                                       "the table's stones keep their colours."))
        self.reduced = QCheckBox(self.tr("&Reduce motion"))
        self.reduced.setChecked(current.reduced_motion)
        self.reduced_hint = _hint(self.tr("Stones fade out where they were and in where they "
                                          "land instead of flying; the table does not turn."))
        self.speed = QComboBox()
        for speed, label in ((AnimationSpeed.NORMAL, self.tr("Normal")),
                             (AnimationSpeed.FAST, self.tr("Fast")),
                             (AnimationSpeed.OFF, self.tr("Off"))):
            self.speed.addItem(label, speed.value)
        self.speed.setCurrentIndex(max(0, self.speed.findData(current.speed.value)))
        self.speed.setAccessibleName(self.tr("Animation speed"))
        self.reduced.toggled.connect(lambda on: self.speed.setEnabled(not on))
        self.go_on = QSpinBox()
        self.go_on.setRange(0, GO_ON_MAX)
        self.go_on.setSpecialValueText(self.tr("Off: wait until we are ready"))
        self.go_on.setSuffix(self.tr(" s"))
        self.go_on.setValue(current.go_on_after)
        self.go_on.setAccessibleName(self.tr("Go on by itself after"))
        self.keys = BindingsEditor(current.keys)
        self.pad = PadEditor(current.pad)
        self.interfaces = QLineEdit(current.interfaces)
        self.interfaces.setPlaceholderText(self.tr("every network of this computer"))
        self.interfaces.setAccessibleName(self.tr("Network addresses for tables"))
        # A hint of its own would make the dialog too tall for 1024x640: it is the tooltip.
        hint = self.tr("Host and look for tables only on these addresses, separated by "
                       "commas: 127.0.0.1 keeps them on this computer.")
        self.interfaces.setToolTip(plain_tooltip(hint))
        self.interfaces.setAccessibleDescription(hint)
        self.interfaces.textChanged.connect(self._check_interfaces)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._layout()
        self._show_volume(current.volume)
        self._language_changed()
        self.volume.setEnabled(not current.muted)
        self.speed.setEnabled(not current.reduced_motion)
        self._check_interfaces()
        self._fit()

    def _fit(self) -> None:
        """As large as the pages want (large text makes them large), within the screen; a page
        still taller scrolls. (Qt would stop at two thirds of the screen.)"""
        self.ensurePolished()   # the style sheet's type scale is in the sizes from here on
        shown, needed = QSize(), QSize()
        for index in range(self.pages.count()):
            page = self.pages.widget(index)
            content = page.takeWidget() if isinstance(page, QScrollArea) else None
            if isinstance(page, QScrollArea) and content is not None:
                content.setMinimumWidth(content.sizeHint().width())   # wider, not squeezed
                page.setWidget(content)   # the scroll area measures it again, polished
                shown = shown.expandedTo(page.sizeHint())
                needed = needed.expandedTo(content.sizeHint())
        layout = self.layout()
        if layout is not None:
            layout.invalidate()   # its size hint was worked out before the pages were measured
        # A scroll area's size hint stops at 24 lines of text, and the tab pane's styled frame
        # is not in the tab widget's: both added, so no page scrolls where the screen has room.
        extra = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent) + 8
        wanted = (self.sizeHint() + QSize(extra, extra)
                  + (needed - shown).expandedTo(QSize(0, 0)))
        parent = self.parentWidget()
        screen = self.screen() if parent is None else parent.screen()
        room = screen.availableGeometry().size() * 0.92
        if wanted.height() > room.height():   # a page scrolls down: room for its scroll bar
            wanted += QSize(extra, 0)
        self.resize(min(wanted.width(), room.width()), min(wanted.height(), room.height()))

    def _layout(self) -> None:
        self.pages = QTabWidget()
        self.pages.addTab(self._page(self._general()), self.tr("G&eneral"))
        self.pages.addTab(self._page(self._display()), self.tr("D&isplay"))
        keys = QWidget()
        column = QVBoxLayout(keys)
        column.addWidget(_hint(self.tr("Keys for players sharing the keyboard: click a key, "
                                       "then press the new one (Esc keeps the old).")))
        column.addWidget(self.keys)
        pads = QGroupBox(self.tr("Game controllers"))
        QVBoxLayout(pads).addWidget(self.pad)
        column.addWidget(pads)
        column.addStretch(1)
        self.pages.addTab(self._page(keys), self.tr("Control&s"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages)
        layout.addWidget(self.buttons)
        # Focus follows each page from top to bottom, then the buttons.
        order = [self.language, self.volume, self.muted, self.go_on, self.interfaces,
                 self.text_size, self.contrast, self.speed, self.reduced, self.marks]
        for first, second in itertools.pairwise(order):
            QWidget.setTabOrder(first, second)
        self.setMinimumWidth(540)

    def _page(self, content: QWidget) -> QScrollArea:
        """A page that scrolls when large text makes it taller than the screen."""
        scroll = QScrollArea()
        scroll.setWidget(content)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        return scroll

    def _form(self, rows: list[tuple[str, QWidget | QHBoxLayout]]) -> QWidget:
        """A page of labelled rows ("" for a row under the one before); labels buddy fields."""
        page = QWidget()
        form = QFormLayout(page)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        for text, field in rows:
            form.addRow(text, field)
            label = form.labelForField(field)
            if text and isinstance(label, QLabel):
                buddy = field if isinstance(field, QWidget) else self.volume
                label.setBuddy(buddy)
        return page

    def _general(self) -> QWidget:
        volume_row = QHBoxLayout()
        volume_row.addWidget(self.volume, 1)
        volume_row.addWidget(self.volume_value)
        return self._form([
            (self.tr("&Language:"), self.language), ("", self.restart),
            (self.tr("&Volume:"), volume_row), ("", self.muted),
            (self.tr("&Go on by itself after:"), self.go_on),
            (self.tr("&Network tables on:"), self.interfaces)])

    def _display(self) -> QWidget:
        return self._form([
            (self.tr("&Text size:"), self.text_size), (self.tr("C&ontrast:"), self.contrast),
            ("", self.look_hint),
            (self.tr("&Animations:"), self.speed), ("", self.reduced), ("", self.reduced_hint),
            ("", self.marks), ("", self.marks_hint)])

    def show_page(self, page: str) -> None:
        """Open on a page: "general", "display" or "controls"."""
        self.pages.setCurrentIndex(("general", "display", "controls").index(page))

    def _check_interfaces(self) -> None:
        """OK waits for addresses that are addresses."""
        try:
            parse_interfaces(self.interfaces.text())
            good = True
        except ValueError:
            good = False
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(good)
        set_role(self.interfaces, "" if good else "invalid")

    def _show_volume(self, value: int) -> None:
        self.volume_value.setText(self.tr("{n}%").format(n=value))

    def _language_changed(self) -> None:
        """Say plainly that a different language needs a restart."""
        self.restart.setVisible(str(self.language.currentData() or "") != self._running)

    def preferences(self) -> Preferences:
        """What the dialog shows now."""
        return Preferences(
            language=str(self.language.currentData() or ""),
            volume=self.volume.value(),
            muted=self.muted.isChecked(),
            colour_marks=self.marks.isChecked(),
            reduced_motion=self.reduced.isChecked(),
            speed=AnimationSpeed(str(self.speed.currentData())),
            keys=self.keys.bindings,
            go_on_after=self.go_on.value(),
            interfaces=", ".join(parse_interfaces(self.interfaces.text())),
            text_size=int(self.text_size.currentData()),
            contrast=str(self.contrast.currentData()),
            pad=self.pad.buttons,
        )
