"""R7.2 equal stamps on one stone: a seeded coin that replays, never the game's own generator."""

from __future__ import annotations

from rok_qt.model.coin import tie_order


def test_R7_2_the_same_seed_stone_and_stamp_give_the_same_order() -> None:
    first = tie_order(17, 5, 1234.0, [0, 2])
    assert sorted(first) == [0, 2]
    assert all(tie_order(17, 5, 1234.0, [2, 0]) == first for _ in range(5))


def test_R7_2_the_coin_is_fair_over_many_ties() -> None:
    wins = sum(tie_order(seed, 9, 800.0, [0, 1])[0] == 0 for seed in range(2000))
    assert 900 < wins < 1100


def test_R7_2_each_stone_and_stamp_flips_its_own_coin() -> None:
    orders = {tuple(tie_order(3, stone, ms, [0, 1])) for stone in range(1, 30)
              for ms in (100.0, 101.0, 102.0)}
    assert orders == {(0, 1), (1, 0)}


def test_R7_2_three_seats_on_one_stone_get_an_order_of_all_three() -> None:
    orders = {tuple(tie_order(seed, 4, 50.0, [1, 3, 4])) for seed in range(200)}
    assert all(sorted(o) == [1, 3, 4] for o in orders)
    assert len(orders) == 6   # every order happens


def test_R7_2_an_odd_stamp_still_decides() -> None:
    assert sorted(tie_order(1, 2, float("nan"), [0, 1])) == [0, 1]
