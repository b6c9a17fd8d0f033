"""Help > Statistics: each person's games played and won, find times, a chart, plain names."""

from __future__ import annotations

from pathlib import Path

import msgspec
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QMenu, QTableWidget
from pytestqt.qtbot import QtBot

from benchmarks import art
from rok_qt.app import i18n
from rok_qt.app.window import MainWindow
from rok_qt.model.state import Controller
from rok_qt.persistence.files import history_path
from rok_qt.persistence.history import Loaded, append_game
from rok_qt.ui import palette
from rok_qt.ui.dialogs.find_time_chart import MARKS, SERIES_COLOURS
from rok_qt.ui.dialogs.statistics_dialog import StatisticsDialog
from tests.persistence.history_games import entry
from tests.ui.driver import distinct_colours

HUMAN, MASTER = Controller.HUMAN, Controller.MASTER
HOSTILE = "<img src=/etc/hostname>Eve"


def three_games() -> list:  # type: ignore[type-arg]
    return [
        entry([("Anna", HUMAN, 12, (800, 400, 1200)), (HOSTILE, HUMAN, 6, (2000,)),
               ("Bot", MASTER, 4, (300, 300))], 0, seed=1),
        entry([("Anna", HUMAN, 4, (900,)), (HOSTILE, HUMAN, 10, (1500, 700))], 1, seed=2),
        entry([("Anna", HUMAN, 8, (1000, 600)), ("Bot", MASTER, 8, (250,))], None, seed=3),
    ]


def cell_text(table: QTableWidget, row: int, column: int) -> str:
    item = table.item(row, column)
    assert item is not None
    return item.text()


def rows(dialog: StatisticsDialog) -> list[list[str]]:
    table = dialog.table
    assert table is not None
    return [[cell_text(table, r, c) for c in range(table.columnCount())]
            for r in range(table.rowCount())]


def test_played_won_and_find_times_per_person(qtbot: QtBot) -> None:
    try:
        i18n.install("en")
        dialog = StatisticsDialog(Loaded(three_games(), []))
    finally:
        i18n.uninstall()
    qtbot.addWidget(dialog)
    # Computer players are opponents, not people with a record.
    assert rows(dialog) == [
        ["Anna", "3", "1", "0", "0", "0.40 s", "0.85 s"],
        [HOSTILE, "2", "1", "0", "0", "0.70 s", "1.50 s"],
    ]
    heading = dialog.findChild(QLabel)
    assert heading is not None and heading.text() == "3 games recorded."
    assert not dialog.problems.isVisible()


def test_a_name_written_as_markup_is_shown_literally(qtbot: QtBot) -> None:
    dialog = StatisticsDialog(Loaded(three_games(), [f"History line 4 is damaged: {HOSTILE}"]))
    qtbot.addWidget(dialog)
    dialog.show()
    assert rows(dialog)[1][0] == HOSTILE
    assert dialog.problems.isVisible() and HOSTILE in dialog.problems.text()
    for label in dialog.findChildren(QLabel):
        assert label.textFormat() == Qt.TextFormat.PlainText, label.text()
    assert dialog.chart is not None
    assert [p.name for p in dialog.chart.people] == ["Anna", HOSTILE]


def test_the_chart_draws_a_line_per_person(qtbot: QtBot) -> None:
    dialog = StatisticsDialog(Loaded(three_games(), []))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.chart is not None
    image = dialog.chart.grab().toImage()
    assert distinct_colours(image) > 20
    seen = {QColor(image.pixel(x, y)).name()
            for y in range(image.height()) for x in range(image.width())}
    lines = [QColor(colour).name() for colour in SERIES_COLOURS]
    assert {lines[0], lines[1]} <= seen
    assert lines[2] not in seen, "two people, two lines"


def test_six_people_get_six_lines_in_the_arts_colours_each_with_its_own_mark(
        qtbot: QtBot) -> None:
    names = ["Anna", "Bea", "Csaba", "Dora", "Emil", "Flora"]
    games = [entry([(name, HUMAN, 8, (600 + 150 * i + 40 * game,)) for i, name in
                    enumerate(names)], 0, seed=game + 1) for game in range(3)]
    dialog = StatisticsDialog(Loaded(games, []))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.chart is not None
    assert [p.name for p in dialog.chart.people] == names
    image = dialog.chart.grab().toImage()
    seen = {QColor(image.pixel(x, y)).name()
            for y in range(image.height()) for x in range(image.width())}
    assert {QColor(colour).name() for colour in SERIES_COLOURS} <= seen
    assert len(set(SERIES_COLOURS)) == len(set(MARKS)) == len(SERIES_COLOURS) == 6
    assert set(SERIES_COLOURS) <= set(_named_colours()), "every line's colour is the art's"


def _named_colours() -> list[str]:
    """Every colour named in the art's palette (docs/art.md): the chrome's and the table's."""
    named: list[str] = []
    for value in vars(palette).values():
        if isinstance(value, palette.Chrome):
            named.extend(str(field) for field in vars(value).values())
        elif isinstance(value, str) and value.startswith("#"):
            named.append(value)
        elif isinstance(value, tuple) and all(isinstance(v, str) for v in value):
            named.extend(value)
    return named


def test_the_charts_lines_stay_apart_with_each_colour_vision_deficiency() -> None:
    distances = art.chart_colour_distances()
    assert set(distances) == {"typical", "deutan", "protan", "tritan"}
    for kind, distance in distances.items():
        assert distance >= art.CHART_DISTANCE_GOAL, f"{art.NAMES[kind]}: {distance:.1f}"
    assert art.chart_least_contrast() >= art.CONTRAST_GOAL, "every line stands out of the chart"


def test_the_charts_measure_catches_lines_that_collide() -> None:
    """The chart's stock palette (Okabe and Ito's) fell to 8 under simulated tritanopia."""
    okabe_ito = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#D55E00", "#56B4E9")
    assert min(art.chart_colour_distances(okabe_ito).values()) < art.CHART_DISTANCE_GOAL


def test_an_empty_history_says_so_kindly(qtbot: QtBot) -> None:
    dialog = StatisticsDialog(Loaded([], []))
    qtbot.addWidget(dialog)
    assert dialog.table is None and dialog.chart is None
    texts = [label.text() for label in dialog.findChildren(QLabel) if label.text()]
    assert len(texts) == 1 and texts[0].startswith("No finished games yet.")


def test_help_statistics_reads_the_windows_history(qtbot: QtBot, window: MainWindow,
                                                   tmp_path: Path) -> None:
    path = history_path(tmp_path)
    for game in three_games():
        append_game(path, game)
    window.history.path = path
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    assert isinstance(help_menu, QMenu)
    action = next(a for a in help_menu.actions() if a.text() == "&Statistics")
    with qtbot.waitSignal(window.reader.statistics_read):   # read off the GUI thread
        action.trigger()
    dialog = window.findChild(StatisticsDialog)
    assert dialog is not None and dialog.isVisible()
    qtbot.addWidget(dialog)
    assert [row[:3] for row in rows(dialog)] == [["Anna", "3", "1"], [HOSTILE, "2", "1"]]
    dialog.close()


@pytest.mark.parametrize(("language", "heading", "won"), [
    ("hu", "3 játszma feljegyezve.", "Nyert"),
    ("fr", "3 parties enregistrées.", "Gagnées"),
])
def test_the_statistics_speak_the_players_language(
    qtbot: QtBot, language: str, heading: str, won: str
) -> None:
    try:
        assert i18n.install(language) == language
        dialog = StatisticsDialog(Loaded(three_games(), []))
    finally:
        i18n.uninstall()
    qtbot.addWidget(dialog)
    label = dialog.findChild(QLabel)
    assert label is not None and label.text() == heading
    header = None if dialog.table is None else dialog.table.horizontalHeaderItem(2)
    assert header is not None and header.text() == won


def test_R7_2_races_won_and_lost_are_summed_per_person(qtbot: QtBot) -> None:
    games = three_games()
    for game in games:
        for seat in game.seats:
            seat.tally = msgspec.structs.replace(seat.tally, races_won=2, races_lost=1)
    dialog = StatisticsDialog(Loaded(games, []))
    qtbot.addWidget(dialog)
    assert [row[3:5] for row in rows(dialog)] == [["6", "3"], ["4", "2"]]


@pytest.mark.parametrize("medians", [(100, 120, 150), (900, 2400, 3100), (40, 45, 60)])
def test_the_charts_axis_reads_distinct_rounded_ticks(qtbot: QtBot,
                                                      medians: tuple[int, ...]) -> None:
    """Not '0.1 s, 0.1 s, 0.1 s, 0.0 s' (issue 30): every tick its own number."""
    games = [entry([("Anna", HUMAN, 4, (ms,))], 0, seed=n + 1) for n, ms in enumerate(medians)]
    try:
        i18n.install("en")
        dialog = StatisticsDialog(Loaded(games, []))
        qtbot.addWidget(dialog)
        assert dialog.chart is not None
        labels = dialog.chart.axis_labels()
    finally:
        i18n.uninstall()
    assert len(labels) >= 3 and len(set(labels)) == len(labels), labels
    assert labels[0] in ("0 s", "0.0 s", "0.00 s")
    values = [float(label.removesuffix(" s")) for label in labels]
    assert values == sorted(values) and values[-1] * 1000 >= max(medians)


def test_the_chart_says_a_find_is_timed_from_the_reveal(qtbot: QtBot) -> None:
    """The caption under the table says what the figures are now (issue 30, item 7): from the
    reveal (or the end of the countdown) to the take, not the gap from one pick to the next."""
    try:
        i18n.install("en")
        dialog = StatisticsDialog(Loaded(three_games(), []))
    finally:
        i18n.uninstall()
    qtbot.addWidget(dialog)
    shown = [label.text() for label in dialog.findChildren(QLabel) if "find time" in label.text()]
    assert len(shown) == 1
    assert "from the stones' reveal" in shown[0] and "3-2-1" in shown[0]
    assert "one pick to the next" not in shown[0]
