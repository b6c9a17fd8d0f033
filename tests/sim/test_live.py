"""rok-qt-sim --mode live (R7.2): bots on a virtual clock, checked (I1-I4) and replayed (I5)."""

from __future__ import annotations

import json
from functools import cache

import pytest

from rok_qt.model.engine import step
from rok_qt.model.events import Event
from rok_qt.model.moves import Move, Take
from rok_qt.model.state import Controller, PlayMode
from rok_qt.model.tally import tally
from rok_qt.sim.cli import main
from rok_qt.sim.games import game_config, new_sim_game
from rok_qt.sim.meeting import Meeting, meet
from rok_qt.sim.runner import check_replay, play_game, run
from rok_qt.sim.stats import Summary

LIVE = PlayMode.LIVE
GAMES = 60
N, A, M, F, P = (Controller.NOVICE, Controller.ADEPT, Controller.MASTER,
                 Controller.FIRST_TIMER, Controller.PRACTISED)
MEET_GAMES = 60


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


@cache
def _met(person: Controller, level: Controller) -> Meeting:
    """`meet` over MEET_GAMES games from seed 1, played once for the tests that ask (the
    first-timer against masters is in both of them)."""
    return meet(person, level, MEET_GAMES, seed=1)


def test_R7_2_the_levels_meet_a_first_timer_as_a_ladder_not_a_cliff() -> None:
    """The first-timer model against two computer players of each level (the whole table at
    1,000 games is `make bench`'s): a few wins even against masters, races at every level."""
    rows = {level: _met(F, level) for level in (N, A, M)}
    assert 0.25 <= rows[N].win_rate <= 0.65
    assert 0.05 <= rows[A].win_rate <= 0.40
    assert 0.0 < rows[M].win_rate <= 0.20
    assert rows[N].win_rate > rows[A].win_rate > rows[M].win_rate
    assert all(row.races >= 2 for row in rows.values()), rows
    assert rows[N].stone_share >= 0.6


def test_R7_2_a_practised_player_beats_novices_and_wins_more_than_a_first_timer() -> None:
    assert _met(P, N).win_rate >= 0.6
    assert _met(P, M).win_rate > _met(F, M).win_rate


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


@pytest.mark.parametrize("mode", [PlayMode.RELAY, LIVE])
def test_R7_2_the_simulator_counts_a_game_as_the_history_line_does(mode: PlayMode) -> None:
    """One tally (issue 31): races, captures and wrong pairs of a simulated game are the
    model's tally of its moves replayed, the numbers a person's history line would hold."""
    levels = (N, A, Controller.MASTER)
    played = play_game(3, 7, levels, mode=mode)
    state = new_sim_game(game_config(3, 7, levels, mode))
    told: list[Move | Event] = []
    for move in played.moves:
        state, events = step(state, move, record_frames=False)
        told += [move, *events]
    seats = tally(told, state)
    numbers = played.record
    assert numbers.races_won == [seat.races_won for seat in seats]
    assert numbers.races_lost == [seat.races_lost for seat in seats]
    assert numbers.captures == sum(seat.captures_made for seat in seats)
    assert numbers.wrong == sum(seat.wrong_pairs for seat in seats)
    assert mode == PlayMode.RELAY or sum(numbers.races_won) > 0
