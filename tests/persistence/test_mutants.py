"""Property: any mutated save the loader accepts plays on to the end, saving after every move.

The mutants come from real states at random points of computer games (`mutants.py`). The
quick run below checks a few dozen; set ROK_MUTANTS (e.g. `ROK_MUTANTS=1500`) for the long run,
and ROK_MUTANTS_SEED to draw other ones.
"""

from __future__ import annotations

import os
import random

from rok_qt.model.state import Phase
from rok_qt.persistence.errors import SaveFileError
from rok_qt.persistence.savefile import decode
from tests.persistence.mutants import accepted_mutants, bot_game_states, mutate, play_on

COUNT = int(os.environ.get("ROK_MUTANTS", "24"))
SEED = int(os.environ.get("ROK_MUTANTS_SEED", "2026"))


def test_every_accepted_mutant_plays_to_the_end_saving_and_reloading_after_each_move() -> None:
    checked = 0
    for state in accepted_mutants(SEED, COUNT):
        play_on(state)
        checked += 1
    assert checked == COUNT


def test_the_mutants_are_varied_enough_to_mean_something() -> None:
    # Guards the generator itself: mostly refused, some accepted, and from several phases.
    rand = random.Random(SEED)
    accepted, refused, phases = 0, 0, set()
    for _ in range(2):
        states = bot_game_states(rand)
        for _ in range(150):
            original = rand.choice(states)
            try:
                loaded = decode(mutate(original, rand))
            except SaveFileError:
                refused += 1
                continue
            if loaded != original:
                accepted += 1
                phases.add(loaded.phase)
    assert accepted >= 10 and refused >= 100
    assert len(phases) >= 3 and Phase.GRAB in phases
