"""A failing game's save file: the game just before the move that broke, for reproduction."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from rok_qt.model.state import Controller, PlayMode
from rok_qt.persistence.files import save_file
from rok_qt.sim.runner import SimFailure, state_before


def write_repro(failure: SimFailure, players: int, levels: Sequence[Controller],
                folder: Path, mode: PlayMode = PlayMode.RELAY) -> Path:
    """Rebuild the game from its seed up to the breaking move and save it; return the path.

    Opening the file and playing the reported move reproduces the failure; inside a live grab
    (R7.2) the file holds the grab rewound to its start, as the game saves one.
    """
    state = state_before(players, failure.seed, levels, failure.before, mode)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"rok-sim-fail-seed{failure.seed}-move{failure.index}.rok"
    save_file(path, state)
    failure.save_path = path
    return path
