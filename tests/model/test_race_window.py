"""The settle window travels in a move (R7.2, R7.3): `RaceWindow` sets how a race is judged
before its first move; the engine refuses it later, or with numbers no table uses."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from rok_qt.model.bounds import MAX_UNCERTAINTY_MS
from rok_qt.model.engine import apply, step
from rok_qt.model.errors import InvalidMove, Refusal
from rok_qt.model.moves import RaceWindow, Take
from rok_qt.model.referee import MAX_WINDOW_MS
from rok_qt.model.setup import new_game
from rok_qt.model.state import GameState, Phase, PlayMode
from tests.model.scenario import B_FEHU, G_FEHU, W_FEHU, W_URUZ, scenario


def _race() -> GameState:
    """A live grab just started: nobody has moved yet."""
    return scenario([G_FEHU[0], B_FEHU[0]], (*W_FEHU, *W_URUZ), mode=PlayMode.LIVE)


def test_R7_2_R7_3_a_race_window_before_the_first_move_sets_how_the_race_is_judged() -> None:
    state, events = step(_race(), RaceWindow(80.0, 12.5))
    assert events == []
    assert state.race_window_ms == 80.0 and state.race_uncertainty_ms == 12.5


def test_R7_2_a_race_window_is_no_players_move_it_does_not_count_among_the_games_moves() -> None:
    """The computer players' dice count the game's moves (bots.Dice): a window set at the
    start of a game or a race must not change what they do."""
    state = _race()
    before = state.moves
    apply(state, RaceWindow(15.0))
    assert state.moves == before


def test_R7_2_a_race_window_between_races_is_accepted() -> None:
    from rok_qt.model.setup import GameConfig, SeatConfig

    state, _ = new_game(GameConfig([SeatConfig("Ann"), SeatConfig("Bea")], 3,
                                   mode=PlayMode.LIVE))
    after, _ = step(state, RaceWindow(250.0, MAX_UNCERTAINTY_MS))
    assert after.race_window_ms == 250.0 and after.race_uncertainty_ms == MAX_UNCERTAINTY_MS


def test_R7_2_a_race_is_judged_with_one_window_none_is_set_after_its_first_move() -> None:
    state = _race()
    apply(state, Take(0, W_FEHU[0], 100.0))
    with pytest.raises(InvalidMove) as refused:
        step(state, RaceWindow(500.0))
    assert refused.value.code == Refusal.WRONG_KIND
    assert "before the race's first move" in str(refused.value)
    assert state.race_window_ms == 0.0


@pytest.mark.parametrize(("window", "uncertainty"), [
    (math.nan, 0.0), (math.inf, 0.0), (-1.0, 0.0), (MAX_WINDOW_MS + 1, 0.0), (1e300, 0.0),
    (15.0, math.nan), (15.0, -0.5), (15.0, MAX_UNCERTAINTY_MS * 2), (15.0, -math.inf),
])
def test_R7_2_R7_3_a_window_no_table_uses_is_refused_plainly_and_changes_nothing(
        window: float, uncertainty: float) -> None:
    state = _race()
    with pytest.raises(InvalidMove) as refused:
        apply(state, RaceWindow(window, uncertainty))
    assert refused.value.code == Refusal.WINDOW_RANGE
    assert "\n" not in str(refused.value) and " ms, not " in str(refused.value)
    assert (state.race_window_ms, state.race_uncertainty_ms) == (0.0, 0.0)


def test_a_race_window_after_the_game_is_over_is_refused() -> None:
    state = _race()
    state.phase = Phase.OVER
    with pytest.raises(InvalidMove) as refused:
        apply(state, RaceWindow(15.0))
    assert refused.value.code == Refusal.GAME_OVER


def test_R7_2_only_the_model_writes_the_window_everyone_else_plays_a_race_window() -> None:
    """The engine owns how a race is judged: `with_window` is its own helper, and no module
    outside rok_qt/model (nor a test, nor a benchmark) writes the window into a state."""
    root = Path(__file__).resolve().parents[2]
    callers = sorted(str(path.relative_to(root))
                     for folder in ("rok_qt", "tests", "benchmarks", "tools")
                     for path in (root / folder).rglob("*.py")
                     if path != Path(__file__).resolve()
                     and "with_window" in path.read_text(encoding="utf-8"))
    assert callers == ["rok_qt/model/referee.py"], callers
