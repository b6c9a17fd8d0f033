"""The remembered text size and contrast (Settings > Preferences > Display), read checked.

Apart from `preferences` so the window applies them before anything else is built.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings

from rok_qt.app.checked import as_text, int_setting
from rok_qt.ui.theme.variants import CONTRASTS

TEXT_SIZE_KEY = "display/text_size"
CONTRAST_KEY = "display/contrast"


def read_look(settings: QSettings) -> tuple[int, str]:
    """The remembered text size (percent, 100-200) and contrast, checked."""
    contrast = as_text(settings.value(CONTRAST_KEY), "system", 16)
    return (int_setting(settings, TEXT_SIZE_KEY, 100, 100, 200),
            contrast if contrast in CONTRASTS else "system")
