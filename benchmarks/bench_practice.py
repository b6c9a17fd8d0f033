"""Practice throws (rok_qt.model.practice): how often a throw leaves nothing to take, over 200
seeds, with the throw chosen among seeded candidates and without (one candidate), and what a
chosen throw costs.

Each seed plays THROWS throws; between throws the learner takes every find, as a person would.
Goal: at most 5 % of chosen throws with nothing to take.
"""

from __future__ import annotations

from benchmarks.common import report, time_ms
from rok_qt.model import practice

SEEDS = 200
THROWS = 3
GOAL = 0.05


def empty_share(candidates: int) -> float:
    """The share of throws with nothing to take, over SEEDS seeds of THROWS throws."""
    empty = total = 0
    for seed in range(SEEDS):
        table = practice.new_table(seed)
        for _ in range(THROWS):
            practice.throw(table, record_frames=False, candidates=candidates)
            total += 1
            if not practice.finds_on(table.state):
                empty += 1
            take_every_find(table)
    return empty / total


def take_every_find(table: practice.PracticeTable) -> None:
    """What a person does before the next throw: every pair and the balance twin."""
    ms = 0.0
    while (find := practice.hint(table)) is not None:
        ms += 1000.0
        stone, other = find
        if other == practice.balance(table):
            practice.take_twin(table, stone, ms)
        else:
            practice.take_pair(table, stone, other, ms)


def main() -> None:
    chosen = empty_share(practice.CANDIDATES)
    plain = empty_share(1)
    verdict = "ok" if chosen <= GOAL else "MISSED"
    print(f"practice throws with nothing to take ({SEEDS} seeds x {THROWS}): "
          f"chosen among {practice.CANDIDATES}: {chosen:.1%}, one throw: {plain:.1%}, "
          f"ratio {chosen / plain if plain else 0.0:.2f}  goal <= {GOAL:.0%}: {verdict}")
    table = practice.new_table(7)
    report("practice throw, chosen, with frames", time_ms(lambda: practice.throw(table), 30))
    table = practice.new_table(7)
    report("practice throw, one candidate, with frames",
           time_ms(lambda: practice.throw(table, candidates=1), 30))


if __name__ == "__main__":
    main()
