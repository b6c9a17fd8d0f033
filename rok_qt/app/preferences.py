"""Settings > Preferences: language, sound, colour marks, motion and keys, kept in QSettings."""

from __future__ import annotations

import dataclasses
import itertools
from dataclasses import dataclass

from PySide6.QtCore import QSettings, Qt
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
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from rok_qt.app.checked import as_text, int_setting
from rok_qt.app.i18n import LANGUAGES, read_language, write_language
from rok_qt.app.network.interfaces import INTERFACES_KEY, parse_interfaces
from rok_qt.ui.input.bindings_editor import BindingsEditor
from rok_qt.ui.input.key_bindings import KeyBindings
from rok_qt.ui.plain import plain_tooltip
from rok_qt.ui.table.speed import AnimationSpeed
from rok_qt.ui.theme import set_role

VOLUME_KEY = "sound/volume"
MUTED_KEY = "sound/muted"
MARKS_KEY = "display/colour_marks"
REDUCED_KEY = "display/reduced_motion"
SPEED_KEY = "animations/speed"
GO_ON_KEY = "pace/go_on_after"
GO_ON_MAX = 60
"""Seconds: the longest "Go on by itself after" the dialog offers."""


def _flag(settings: QSettings, key: str) -> bool:
    """INI files store booleans as text: 'true', 'false', '1', '0'; anything else is off."""
    value = settings.value(key, "false")
    if isinstance(value, bool):
        return value
    return as_text(value, "", 16).strip().lower() in ("true", "1", "yes")


@dataclass
class Preferences:
    """Everything the Preferences dialog sets."""

    language: str = ""
    volume: int = 80
    muted: bool = False
    colour_marks: bool = False
    reduced_motion: bool = False
    speed: AnimationSpeed = AnimationSpeed.NORMAL
    keys: KeyBindings = dataclasses.field(default_factory=KeyBindings)
    go_on_after: int = 0
    """Seconds after which the table goes on past a round by itself; 0: it waits for the
    people's ready (the default)."""
    interfaces: str = ""
    """Where network tables are hosted and looked for: addresses with commas ("" everywhere);
    `--interface` overrides it for one run."""

    @classmethod
    def read(cls, settings: QSettings) -> Preferences:
        """The saved preferences; anything unreadable falls back to its default."""
        volume = int_setting(settings, VOLUME_KEY, 80, 0, 100)
        try:
            speed = AnimationSpeed(as_text(settings.value(SPEED_KEY), "normal", 16))
        except ValueError:
            speed = AnimationSpeed.NORMAL
        try:
            go_on = max(0, min(GO_ON_MAX, int(str(settings.value(GO_ON_KEY, 0)))))
        except ValueError:
            go_on = 0
        interfaces = str(settings.value(INTERFACES_KEY, "") or "")
        try:
            parse_interfaces(interfaces)
        except ValueError:
            interfaces = ""   # edited by hand into nonsense: as if unset
        return cls(read_language(settings), volume, _flag(settings, MUTED_KEY),
                   _flag(settings, MARKS_KEY), _flag(settings, REDUCED_KEY), speed,
                   KeyBindings.read(settings), go_on, interfaces)

    def write(self, settings: QSettings) -> None:
        """Remember them all."""
        write_language(settings, self.language)
        settings.setValue(VOLUME_KEY, self.volume)
        settings.setValue(MUTED_KEY, "true" if self.muted else "false")
        settings.setValue(MARKS_KEY, "true" if self.colour_marks else "false")
        settings.setValue(REDUCED_KEY, "true" if self.reduced_motion else "false")
        settings.setValue(SPEED_KEY, self.speed.value)
        settings.setValue(GO_ON_KEY, self.go_on_after)
        self.keys.write(settings)
        settings.setValue(INTERFACES_KEY, self.interfaces)


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
        self.reduced = QCheckBox(self.tr("&Reduce motion"))
        self.reduced.setChecked(current.reduced_motion)
        self.reduced_hint = _hint(self.tr("No animations: stones and the table jump to where "
                                          "they end up."))
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

    def _layout(self) -> None:
        volume_row = QHBoxLayout()
        volume_row.addWidget(self.volume, 1)
        volume_row.addWidget(self.volume_value)
        form = QFormLayout()
        form.addRow(self.tr("&Language:"), self.language)
        form.addRow("", self.restart)
        form.addRow(self.tr("&Volume:"), volume_row)
        form.addRow("", self.muted)
        form.addRow(self.tr("&Animations:"), self.speed)
        form.addRow("", self.reduced)
        form.addRow("", self.reduced_hint)
        form.addRow("", self.marks)
        form.addRow("", self.marks_hint)
        form.addRow(self.tr("&Go on by itself after:"), self.go_on)
        form.addRow(self.tr("&Network tables on:"), self.interfaces)
        for label, field in ((form.labelForField(self.language), self.language),
                             (form.labelForField(volume_row), self.volume),
                             (form.labelForField(self.speed), self.speed),
                             (form.labelForField(self.go_on), self.go_on),
                             (form.labelForField(self.interfaces), self.interfaces)):
            if isinstance(label, QLabel):
                label.setBuddy(field)
        keys = QGroupBox(self.tr("Keys for players sharing the keyboard"))
        QVBoxLayout(keys).addWidget(self.keys)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(keys)
        layout.addWidget(self.buttons)
        # Focus follows the form from top to bottom, then the buttons.
        order = [self.language, self.volume, self.muted, self.speed, self.reduced, self.marks,
                 self.go_on, self.interfaces]
        for first, second in itertools.pairwise(order):
            QWidget.setTabOrder(first, second)
        self.setMinimumWidth(540)

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
        )
