"""A computer player's level under its balance stone is read whole, in every language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF
from pytestqt.qtbot import QtBot

from rok_qt.ui.table.seat_panel import LABEL_FLAGS, fitted_font

BOX = QRectF(0, 0, 60, 40)


@pytest.mark.parametrize("label", ["novice", "matches you", "hozzád igazodik", "à votre niveau",
                                   "mester", "expert"])
def test_a_level_name_fits_under_the_balance_stone(qtbot: QtBot, label: str) -> None:
    font = fitted_font(QFont(), BOX, label)
    drawn = QFontMetricsF(font).boundingRect(BOX, LABEL_FLAGS, label)
    assert BOX.contains(drawn), f"{label!r} is cut"


def test_a_short_level_name_keeps_the_full_size(qtbot: QtBot) -> None:
    assert fitted_font(QFont(), BOX, "novice").pixelSize() == 15
