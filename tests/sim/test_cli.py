"""rok-qt-sim: arguments, output, and failures that stop it with a save file (I1-I5)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from rok_qt.bots import decide as real_decide
from rok_qt.model.moves import GrabTurn, Move
from rok_qt.model.state import Controller, GameState, Phase
from rok_qt.persistence.files import load_file
from rok_qt.sim import games, progress, runner
from rok_qt.sim.cli import main


@pytest.mark.parametrize("argv", [
    ["--players", "1", "--games", "3"],
    ["--players", "6", "--games", "3"],
    ["--players", "3", "--games", "0"],
    ["--players", "3", "--games", "3", "--levels", "novice,genius"],
    ["--players", "three", "--games", "3"],
    ["--games", "3"],
])
def test_bad_arguments_give_one_line_and_exit_2(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(argv)
    assert stopped.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert len(captured.err.strip().splitlines()) == 1
    assert "error" in captured.err


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_I1_I5_a_small_run_ends_soundly_for_every_table_size(
    players: int, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--players", str(players), "--games", "20", "--seed", "1",
                 "--levels", "novice,adept,master", "--replay-every", "5"]) == 0
    out, err = capsys.readouterr()
    assert "games/s" in out and "win rate by level" in out
    assert err == ""  # no progress bar when the output is not a terminal


def test_json_prints_one_object_with_every_figure(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--players", "3", "--games", "6", "--seed", "9", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 6 and data["players"] == 3
    assert data["games_per_second"] > 0
    assert data["rounds"]["max"] >= data["rounds"]["median"] >= 1
    assert len(data["win_rate_by_seat"]) == 3
    assert data["win_rate_by_level"]["adept"]["seat_games"] == 18
    assert set(data["per_game"]) == {"captures", "ordering_disputes", "flick_contests",
                                     "flicks", "wrong_pairs"}
    assert data["replayed_for_I5"] == 1


def _run_failing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    code = main(["--players", "3", "--games", "4", "--seed", "5", "--fail-dir", str(tmp_path)])
    assert code == 1
    err = capsys.readouterr().err
    assert "game seed 5" in err and "move #" in err
    saved = list(tmp_path.iterdir())
    assert len(saved) == 1 and saved[0].suffix == ".rok"
    assert str(saved[0]) in err
    index = int(saved[0].stem.rsplit("move", 1)[1])
    assert load_file(saved[0]).moves == index  # the game just before the move that broke
    return err


def test_I1_an_injected_violation_stops_the_run_with_the_seed_and_a_save_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def broken(state: GameState) -> list[str]:
        return ["I2: injected"] if state.moves >= 7 else []

    monkeypatch.setattr(runner, "violations", broken)
    err = _run_failing(tmp_path, capsys)
    assert "move #6" in err and "I2: injected" in err


def test_an_exception_in_a_move_stops_the_run_with_a_save_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def exploding(state: GameState, seat: int) -> Move:
        if state.phase == Phase.FLICK or state.round == 3:
            raise RuntimeError("boom")
        return real_decide(state, seat)

    monkeypatch.setattr(runner, "decide", exploding)
    assert "RuntimeError: boom" in _run_failing(tmp_path, capsys)


def test_a_game_that_does_not_end_is_a_failure(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(runner, "MAX_MOVES", 10)
    assert "no end after 10 moves" in _run_failing(tmp_path, capsys)


def test_I5_a_replay_that_differs_is_a_failure(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    asked: set[tuple[int, int]] = set()

    def forgetful(state: GameState, seat: int) -> Move:
        move = real_decide(state, seat)
        key = (state.seed, state.moves)
        if key in asked and isinstance(move, GrabTurn) and move.picks:
            return GrabTurn(seat, move.picks[1:])  # the replay plays something else
        asked.add(key)
        return move

    monkeypatch.setattr(runner, "decide", forgetful)
    assert "I5: the replay played" in _run_failing(tmp_path, capsys)


def test_the_progress_bar_draws_only_when_enabled(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(progress, "SHOW_AFTER_S", 0.0)
    monkeypatch.setattr(progress, "MIN_INTERVAL_S", 0.0)
    shown, hidden = io.StringIO(), io.StringIO()
    bar, quiet = progress.Progress(10, True, shown), progress.Progress(10, False, hidden)
    for done in range(1, 11):
        bar.update(done)
        quiet.update(done)
    assert "10/10 games" in shown.getvalue()
    bar.close()
    quiet.close()
    assert shown.getvalue().endswith("\r")
    assert hidden.getvalue() == ""
    assert not progress.wanted(io.StringIO(), io.StringIO())


def test_levels_rotate_round_the_seats() -> None:
    levels = (Controller.NOVICE, Controller.MASTER)
    assert games.seat_levels(2, 10, levels) == (Controller.NOVICE, Controller.MASTER)
    assert games.seat_levels(2, 11, levels) == (Controller.MASTER, Controller.NOVICE)
