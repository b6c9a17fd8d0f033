"""Semantic checks after decoding: invariants I1-I4 and what would crash the engine later."""

from __future__ import annotations

import copy
from collections.abc import Callable

import pytest

from rok_qt.model.events import Captured, StonesDrawn
from rok_qt.model.grab import pick_stones
from rok_qt.model.state import Claim, Contest, GameState, Phase, Pick, Player, TableStone
from rok_qt.model.stones import FATE
from rok_qt.persistence.errors import SaveFileError
from rok_qt.persistence.savefile import decode
from rok_qt.persistence.validate import check
from tests.persistence.games import first_state, in_phase, mid_game, raw_save, with_twin_balances
from tests.support import play


def impossible(state: GameState) -> str:
    """The one-line refusal of a file holding this (damaged) state."""
    with pytest.raises(SaveFileError) as caught:
        decode(raw_save(state))
    message = str(caught.value)
    assert message.startswith("Impossible game: ") and "\n" not in message
    return message


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_state_of_real_games_passes(players: int) -> None:
    for seed in range(3):
        play(players, seed, after_move=lambda state, *_: check(state))


def test_the_states_a_contest_or_a_penalty_stops_at_pass() -> None:
    for phase, purpose in [
        (Phase.PENALTY, None), (Phase.FLICK, "order"), (Phase.ORDER, "order"),
        (Phase.FLICK, "tiebreak"), (Phase.SUMMARY, None), (Phase.OVER, None),
    ]:
        check(in_phase(phase, purpose))


def test_a_stone_in_two_places_breaks_I1_and_says_how_many_stones() -> None:
    state = mid_game()
    state.bag.append(state.bag[0])
    message = impossible(state)
    assert message.startswith("Impossible game: I1: ")
    assert message.endswith("(50 stones)")


def test_a_missing_stone_breaks_I1() -> None:
    state = mid_game()
    state.bag.pop()
    assert impossible(state).endswith("(48 stones)")


def out_of_range(state: GameState) -> str:
    """The one-line refusal of a file holding a number out of its range: the decoder's."""
    with pytest.raises(SaveFileError) as caught:
        decode(raw_save(state))
    message = str(caught.value)
    assert message.startswith("Damaged save file: ") and "\n" not in message
    return message


@pytest.mark.parametrize(
    ("damage", "words"),
    [
        (lambda s: s.bag.__setitem__(0, 99), "Expected `int` <= 48 - at `$.state.bag[0]`"),
        (lambda s: setattr(s, "first_player", 7), "<= 4 - at `$.state.first_player`"),
        (lambda s: setattr(s, "grand_master", -1), ">= 0 - at `$.state.grand_master`"),
        (lambda s: setattr(s, "turn", 9), "<= 5 - at `$.state.turn`"),
        (lambda s: setattr(s, "round", 0), ">= 1 - at `$.state.round`"),
        (lambda s: setattr(s, "round", 2**64 - 1), "at `$.state.round`"),
        (lambda s: setattr(s, "rng", -5), ">= 0 - at `$.state.rng`"),
        (lambda s: setattr(s, "rng", 2**64), "64-bit number - at `$.state`"),
        (lambda s: setattr(s, "seed", 2**64), "at `$.state.seed`"),
        (lambda s: setattr(s, "time_limit_ms", 0), ">= 1 - at `$.state.time_limit_ms`"),
        (lambda s: s.penalties.__setitem__(0, -1), ">= 0 - at `$.state.penalties[0]`"),
        (lambda s: s.table.__setitem__(s.bag.pop(), TableStone(1e300, 0, True)),
         "at `$.state.table[...][0]`"),
        (lambda s: s.log.append(StonesDrawn(0, 10**30)), "at `$.state.log[5].count`"),
        (lambda s: s.log.append(Captured(0, 1, (2, 99))), "at `$.state.log[5].stones[1]`"),
        (lambda s: setattr(s, "moves", -1), ">= 0 - at `$.state.moves`"),
        (lambda s: setattr(s, "race_uncertainty_ms", -1.0),
         ">= 0.0 - at `$.state.race_uncertainty_ms`"),
        (lambda s: setattr(s, "race_uncertainty_ms", 1e9),
         "<= 50.0 - at `$.state.race_uncertainty_ms`"),
    ],
)
def test_a_number_out_of_its_range_is_refused_as_it_is_decoded(
    damage: Callable[[GameState], object], words: str,
) -> None:
    """Issue 29, item 2: a count of 10**30 in the round log, a round of 2**64 - 1, a seat 7...
    are refused by the decoder with the path of the bad value, before any check or move."""
    state = mid_game()
    assert len(state.log) == 5   # the paths below count on it
    damage(state)
    assert words in out_of_range(state)


def test_twin_balance_stones_break_I2() -> None:
    state = with_twin_balances(mid_game())
    assert "I2: twin balance stones" in impossible(state)


def test_half_a_pair_in_a_treasure_between_rounds_breaks_I3() -> None:
    state = first_state(lambda s: s.phase == Phase.SUMMARY and any(p.treasure for p in s.players))
    seat, player = next((i, p) for i, p in enumerate(state.players) if p.treasure)
    state.bag.append(player.treasure.pop())
    assert f"I3: seat {seat}'s treasure" in impossible(state)


def test_the_rune_of_fate_off_centre_breaks_I4() -> None:
    state = mid_game()
    state.table[FATE] = TableStone(5.0, 0.0, True)
    assert "I4" in impossible(state)


def _add_seats(state: GameState, count: int) -> None:
    for i in range(count):
        state.players.append(Player(f"Extra {i}"))
        state.hands.append([])
        state.penalties.append(0)
        state.picks.append([])


@pytest.mark.parametrize(
    ("damage", "words"),
    [
        (lambda s: _add_seats(s, 3), "7 players (Rök is for 2 to 5)"),
        (lambda s: setattr(s, "players", s.players[:1]), "1 players"),
        (lambda s: s.penalties.append(0), "5 penalties for 4 players"),
        (lambda s: s.hands.pop(), "3 hands for 4 players"),
        (lambda s: s.picks.pop(), "3 pick lists for 4 players"),
        (lambda s: setattr(s.players[1], "name", " "), "seat 1 needs a name"),
        (lambda s: setattr(s.players[1], "name", "x" * 25), "seat 1 needs a name"),
        (lambda s: s.penalties.__setitem__(0, 1), "penalties owed in phase 'grab'"),
        (lambda s: _set_phase(s, Phase.FLICK), "phase 'flick' without a flick contest"),
        (lambda s: _set_phase(s, Phase.ORDER), "phase 'order' without a flick contest"),
        (lambda s: _set_phase(s, Phase.PENALTY), "nobody owes a penalty"),
        (lambda s: setattr(s, "scores", [0, 0, 0, 0]), "final scores set in phase 'grab'"),
        (lambda s: setattr(s, "grand_master", 0), "a grand master in phase 'grab'"),
        (lambda s: setattr(s, "colours_left", [0]), "captures waiting in phase 'grab'"),
        (lambda s: s.table.__setitem__(s.bag.pop(), TableStone(1e3, 0, True)), "off the table"),
        (lambda s: s.hands[0].append(s.bag.pop()), "stones in hand in phase 'grab'"),
        (lambda s: s.picks[s.round_order()[3]].extend(s.picks[s.round_order()[0]]),
         "picked before their grab turn"),
        (lambda s: s.picks[s.round_order()[0]].append(copy.copy(_any_pick(s))),
         "is taken twice in one turn"),
        (lambda s: s.log.append(StonesDrawn(4, 2)), "round log entry"),
    ],
)
def test_a_state_the_engine_could_not_continue_is_refused(
    damage: Callable[[GameState], object], words: str,
) -> None:
    state = mid_game()
    assert state.log and _any_pick(state) is not None  # the damage below needs both
    damage(state)
    assert words in impossible(state)


def _set_phase(state: GameState, phase: Phase) -> None:
    state.phase = phase
    state.picks = [[] for _ in state.players]


def _any_pick(state: GameState) -> Pick:
    return next(p for picks in state.picks for p in picks)


def test_picks_of_stones_no_longer_on_the_table_are_refused() -> None:
    state = mid_game()
    stone = pick_stones(_any_pick(state))[0]
    del state.table[stone]
    state.bag.append(stone)
    assert "is not on the table" in impossible(state)


def test_a_claim_that_does_not_match_the_victims_balance_is_refused() -> None:
    state = in_phase(Phase.FLICK, "order")
    claim = state.claims[0]
    state.claims[0] = Claim(claim.claimant, claim.stone, (claim.victim + 1) % state.player_count)
    assert "does not twin seat" in impossible(state)


def test_a_claim_on_oneself_is_refused() -> None:
    state = in_phase(Phase.FLICK, "order")
    claim = state.claims[0]
    state.claims[0] = Claim(claim.victim, claim.stone, claim.victim)
    assert f"a claim by seat {claim.victim} on seat {claim.victim}" in impossible(state)


def test_a_flick_contest_for_an_unknown_purpose_is_refused() -> None:
    state = in_phase(Phase.FLICK, "order")
    assert state.contest is not None
    state.contest.purpose = "fun"  # type: ignore[assignment]  # damage on purpose
    with pytest.raises(SaveFileError, match=r"'fun' - at `\$\.state\.contest\.purpose`"):
        decode(raw_save(state))


@pytest.mark.parametrize(
    ("damage", "words"),
    [
        (lambda c: setattr(c, "contestants", []), "flick contestants []"),
        (lambda c: c.contestants.append(c.contestants[0]), "flick contestants"),
        (lambda c: c.contestants.append(_outsider(c)), "with stones for"),
        (lambda c: setattr(c, "attempt", 13), "attempt 13"),
        (lambda c: setattr(c, "out", [_outsider(c)]), "not in the contest"),
        (lambda c: setattr(c, "colour", None), "an order contest for colour None"),
        (lambda c: setattr(c, "winner", c.contestants[0]), "nobody is left to flick"),
        (lambda c: c.flicked.update({s: (0.0, 300.0) for s in c.contestants}),
         "nobody is left to flick"),
        (lambda c: c.stones.update(zip(c.stones, reversed(c.stones.values()), strict=True)),
         "which is not their claim"),
    ],
)
def test_a_flick_contest_that_cannot_go_on_is_refused(
    damage: Callable[[Contest], object], words: str,
) -> None:
    state = in_phase(Phase.FLICK, "order")
    assert state.contest is not None
    damage(state.contest)
    assert words in impossible(state)


def _outsider(contest: Contest) -> int:
    """A seat of the table that has no stone in the contest."""
    return next(seat for seat in range(5) if seat not in contest.stones)


def test_an_order_question_without_a_winner_is_refused() -> None:
    state = in_phase(Phase.ORDER, "order")
    assert state.contest is not None
    state.contest.winner = None
    assert "phase 'order' without a winner" in impossible(state)


def test_a_tie_break_stone_must_come_from_the_flicker_s_treasure() -> None:
    state = in_phase(Phase.FLICK, "tiebreak")
    assert state.contest is not None
    seat, other = state.contest.contestants[:2]
    state.contest.stones[seat] = state.players[other].treasure[0]
    assert "which is not in their treasure" in impossible(state)


def test_final_scores_must_be_the_treasure_sizes() -> None:
    state = in_phase(Phase.OVER)
    assert state.scores is not None
    state.scores[0] += 2
    assert "that are not the treasures' sizes" in impossible(state)


def test_a_huge_penalty_count_is_refused_before_the_engine_loops_on_it() -> None:
    # Found by the fuzz test: a file owing 10**12 penalties made the engine waive them one by
    # one until the machine ran out of memory.
    state = copy.deepcopy(in_phase(Phase.PENALTY))
    seat = next(s for s, owed in enumerate(state.penalties) if owed)
    state.penalties[seat] = 10**12
    with pytest.raises(SaveFileError, match="more penalties"):
        check(state)
