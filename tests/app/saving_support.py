"""Helpers for the saving tests: scripted positions with their moves, a window that saves."""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from rok_qt.model.moves import Move
from rok_qt.model.state import GameState
from tests.support import play


@dataclass
class Position:
    """A scripted game stopped where `wanted` first held: the moves played and those to come."""

    players: int
    seed: int
    state: GameState
    played: int
    moves: list[Move]


def position(players: int, wanted: Callable[[GameState], bool], seeds: int = 60) -> Position:
    """The first position `wanted` accepts over the scripted games of seeds 0, 1, 2..."""
    for seed in range(seeds):
        found: list[tuple[GameState, int]] = []
        start, _ = play(players, seed, max_moves=0)
        if wanted(start):
            found.append((copy.deepcopy(start), 0))

        def look(state: GameState, _move: object, _events: object,
                 found: list[tuple[GameState, int]] = found) -> None:
            if not found and wanted(state):
                found.append((copy.deepcopy(state), state.moves))

        _final, moves = play(players, seed, after_move=look)
        if found:
            state, played = found[0]
            return Position(players, seed, state, played, moves)
    raise AssertionError("no scripted game reaches the wanted position")


KINDS = {QMessageBox.Icon.Warning: "warning", QMessageBox.Icon.Critical: "critical",
         QMessageBox.Icon.Information: "information", QMessageBox.Icon.Question: "question"}


class Dialogs:
    """QMessageBox and QFileDialog replaced: what was shown is kept, answers are scripted.

    Boxes the app builds itself are caught at `exec` and kept in `boxes`, to be read as shown;
    the answer to a question is `answer`, or `Cancel` when the box has no such button.
    """

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.shown: list[tuple[str, str, str]] = []
        self.boxes: list[QMessageBox] = []
        self.answer = QMessageBox.StandardButton.Discard
        self.open_name = ""
        self.save_name = ""
        for kind in ("warning", "critical", "information"):
            monkeypatch.setattr(QMessageBox, kind, self._recorder(kind))
        monkeypatch.setattr(QMessageBox, "question", self._question)
        # A plain function, so that `box.exec()` passes the box.
        monkeypatch.setattr(QMessageBox, "exec", lambda box: self._exec(box))
        monkeypatch.setattr(QFileDialog, "getOpenFileName",
                            lambda *_a, **_k: (self.open_name, ""))
        monkeypatch.setattr(QFileDialog, "getSaveFileName",
                            lambda *_a, **_k: (self.save_name, ""))

    def _recorder(self, kind: str) -> Callable[..., QMessageBox.StandardButton]:
        def record(_parent: object, title: str, text: str, *_a: object,
                   **_k: object) -> QMessageBox.StandardButton:
            self.shown.append((kind, title, text))
            return QMessageBox.StandardButton.Ok
        return record

    def _question(self, _parent: object, title: str, text: str, *_a: object,
                  **_k: object) -> QMessageBox.StandardButton:
        self.shown.append(("question", title, text))
        return self.answer

    def _exec(self, box: QMessageBox) -> int:
        # Shown and laid out as for real: markup in it would be rendered now.
        box.show()
        QApplication.processEvents()
        box.hide()
        kind = KINDS.get(box.icon(), "box")
        self.shown.append((kind, box.windowTitle(), box.text()))
        self.boxes.append(box)
        if kind != "question" and box.button(self.answer) is None:
            buttons = box.buttons()
            return int(box.standardButton(buttons[0]).value) if buttons else 0
        if box.button(self.answer) is None:
            return int(QMessageBox.StandardButton.Cancel.value)
        return int(self.answer.value)

    def kinds(self) -> list[str]:
        """The kinds of message shown so far, in order."""
        return [kind for kind, _title, _text in self.shown]


def temp_files(folder: Path) -> list[Path]:
    """Leftovers of atomic writes in a folder."""
    return sorted(p for p in folder.iterdir() if p.name.endswith(".tmp"))
