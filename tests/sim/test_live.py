"""rok-qt-sim --mode live (R7.2): bots on a virtual clock, checked (I1-I4) and replayed (I5)."""

from __future__ import annotations

import json

import pytest

from rok_qt.model.moves import Take
from rok_qt.model.state import Controller, PlayMode
from rok_qt.sim.cli import main
from rok_qt.sim.runner import check_replay, play_game, run
from rok_qt.sim.stats import Summary

LIVE = PlayMode.LIVE
GAMES = 60
N, A, F, P = (Controller.NOVICE, Controller.ADEPT, Controller.FIRST_TIMER,
              Controller.PRACTISED)


@pytest.mark.parametrize("players", [2, 3, 5])
def test_I5_a_live_game_of_computer_players_replays_exactly(players: int) -> None:
    levels = (Controller.NOVICE, Controller.MASTER, Controller.MATCH)
    played = play_game(players, 11, levels, mode=LIVE)
    assert any(isinstance(move, Take) for move in played.moves)
    check_replay(players, played, levels, LIVE)          # raises SimFailure on a difference


def test_R7_2_the_simulator_plays_the_live_mode_with_the_models_of_people(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["--players", "2", "--games", "6", "--seed", "3", "--mode", "live",
                 "--levels", "novice,first-timer,practised", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["mode"] == "live"
    assert set(data["win_rate_by_level"]) == {"novice", "first_timer", "practised"}


def _rate(level: Controller, against: Controller) -> float:
    records, _ = run(2, GAMES, 100, [level, against], replay_every=GAMES, mode=LIVE)
    by_level = Summary(2, 100, (level, against), 1.0, records).as_dict()["win_rate_by_level"]
    return float(by_level[str(level)]["rate"])


def test_R7_2_a_novice_loses_to_a_first_time_player() -> None:
    assert _rate(F, N) >= 0.6


def test_R7_2_an_adept_is_about_even_with_a_practised_player() -> None:
    assert 0.35 <= _rate(A, P) <= 0.65


def test_R7_2_jitter_shuffles_arrivals_and_every_game_ends_the_same(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["--players", "4", "--games", "8", "--seed", "2", "--mode", "live",
                 "--levels", "novice,adept,master,match", "--jitter", "50"]) == 0
    out = capsys.readouterr().out
    assert "moves arriving up to 50 ms late, shuffled: 8/8 games ended the same" in out
    races = next(line for line in out.splitlines() if "races won/lost" in line)
    assert all(level in races for level in ("novice", "adept", "master", "match"))


def test_R7_2_races_won_and_lost_are_counted_per_level_in_the_live_mode() -> None:
    records, _ = run(4, 10, 5, [N, A, Controller.MASTER, Controller.MATCH], replay_every=10,
                     mode=LIVE)
    data = Summary(4, 5, (N, A), 1.0, records, 1, LIVE).as_dict()
    won = sum(level["won"] for level in data["races_by_level"].values())
    lost = sum(level["lost"] for level in data["races_by_level"].values())
    assert won > 0 and lost >= won, "every race won beat at least one take"


def test_R7_2_jitter_needs_the_live_mode(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--players", "2", "--games", "1", "--jitter", "20"]) == 2
    assert "--mode live" in capsys.readouterr().err


def test_R7_3_across_computers_close_races_go_to_the_coin_and_every_game_holds(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """I1-I5 with races too close to call: checked after every move, replayed from the seed,
    and the same game in every shuffled arrival order."""
    assert main(["--players", "5", "--games", "8", "--seed", "100", "--mode", "live",
                 "--levels", "master,adept,novice", "--uncertainty", "30", "--jitter", "60",
                 "--replay-every", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["close_calls"] > 0, "some races were too close to call"
    assert data["jitter_same_games"] == data["games"] == 8
    assert data["replayed_for_I5"] == 4


def test_R7_3_uncertainty_needs_the_live_mode_and_a_bound(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--players", "2", "--games", "1", "--uncertainty", "10"]) == 2
    assert "--uncertainty needs --mode live" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["--players", "2", "--games", "1", "--mode", "live", "--uncertainty", "51"])
