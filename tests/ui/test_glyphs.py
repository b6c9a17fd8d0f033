"""The eight runes stay told apart at a glance on a 24 px stone (R1.2), measured by the tool."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtWidgets import QApplication

from rok_qt.model.stones import SYMBOLS, Colour
from rok_qt.ui.table.stone_art import colour_marks, set_colour_marks

ROOT = Path(__file__).resolve().parents[2]

# Measured with tools/glyph_difference.py at 24 px: the old art's closest pair (grey ansuz and
# wunjō) differed by 25 px and players had to zoom in to tell them apart; the redrawn glyphs'
# closest pair differs by 58 px. The bar sits well above the old figure, with room for the
# +-10% that the pixel grid alone moves it between neighbouring stone sizes.
MIN_DIFFERENCE_PX = 45
# With the colour dots on, the glyph is smaller (old art 24 px, redrawn 36 px).
MIN_DIFFERENCE_WITH_DOTS_PX = 30


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    """tools/glyph_difference.py, loaded as the script it is."""
    spec = importlib.util.spec_from_file_location("glyph_difference",
                                                  ROOT / "tools" / "glyph_difference.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module   # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def dots(qapp: QApplication) -> Iterator[None]:
    """The colour dots on for one test, then back as they were."""
    before = colour_marks()
    set_colour_marks(True)
    yield
    set_colour_marks(before)


@pytest.mark.parametrize("colour", list(Colour), ids=lambda c: c.name.lower())
def test_R1_2_every_two_runes_differ_clearly_at_24px(qapp: QApplication, tool: ModuleType,
                                                     colour: Colour) -> None:
    closest = tool.closest(colour, 24)
    assert closest.pixels >= MIN_DIFFERENCE_PX, f"too alike: {closest.describe()} px"


@pytest.mark.usefixtures("dots")
def test_R1_2_runes_stay_apart_with_the_colour_dots_on(tool: ModuleType) -> None:
    for colour in Colour:
        closest = tool.closest(colour, 24)
        assert closest.pixels >= MIN_DIFFERENCE_WITH_DOTS_PX, f"too alike: {closest.describe()}"


def test_R1_1_twins_look_the_same_so_the_measure_sees_glyphs_not_pebbles(
        qapp: QApplication, tool: ModuleType) -> None:
    for colour in Colour:
        for symbol in range(len(SYMBOLS)):
            assert tool.twin_difference(colour, symbol, 24) == 0, (colour, SYMBOLS[symbol])


def test_the_script_prints_the_closest_pair(qapp: QApplication, tool: ModuleType,
                                            capsys: pytest.CaptureFixture[str],
                                            tmp_path: Path) -> None:
    sheet = tmp_path / "stones.png"
    assert tool.main(["--size", "24", "--sheet", str(sheet)]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert last.startswith("smallest difference: ")
    assert int(last.split()[2]) >= MIN_DIFFERENCE_PX
    assert sheet.stat().st_size > 10_000, "a picture of 48 stones at three sizes"
