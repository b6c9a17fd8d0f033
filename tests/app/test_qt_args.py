"""`--name` reaches the game's parser on every platform: Qt's X11 platform would take it as the
window class (R7.3: a player joining a table by its invitation and name plays, not watches)."""

from __future__ import annotations

import pytest

from rok_qt.app.qt_args import held_back


@pytest.mark.parametrize(("args", "for_qt", "held"), [
    (["rok-qt", "--join", "h:1/00-AAAA", "--name", "Bea"], ["rok-qt", "--join", "h:1/00-AAAA"],
     ["--name", "Bea"]),
    (["rok-qt", "--name=Bea", "--name", "Cy"], ["rok-qt"], ["--name=Bea", "--name", "Cy"]),
    (["rok-qt", "-name", "-Bea-", "-platform", "xcb"], ["rok-qt", "-platform", "xcb"],
     ["--name", "-Bea-"]),
    (["rok-qt", "--", "--name.rok"], ["rok-qt", "--", "--name.rok"], []),
    (["rok-qt", "--names", "x", "--name"], ["rok-qt", "--names", "x"], ["--name"]),
])
def test_R7_3_the_players_name_is_held_back_from_qt(
        args: list[str], for_qt: list[str], held: list[str]) -> None:
    assert held_back(args) == (for_qt, held)

