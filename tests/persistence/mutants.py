"""Mutated saves: real states from random points of computer games, damaged at random.

The loader must accept exactly the states the engine can reach and continue. `mutants` makes
candidate files the way an auditor would (a number nudged, a stone moved to another place, a
field swapped for another phase's value); `play_on` takes a loaded game to its end with
computer players, saving and reloading after every move and checking the invariants.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import msgspec

from rok_qt.bots import decide
from rok_qt.model.engine import apply
from rok_qt.model.invariants import violations
from rok_qt.model.questions import waiting_for
from rok_qt.model.setup import GameConfig, SeatConfig, new_game
from rok_qt.model.state import Controller, GameState, Phase
from rok_qt.model.stones import twin_of
from rok_qt.persistence.errors import SaveFileError
from rok_qt.persistence.savefile import FORMAT, VERSION, decode, encode

Doc = dict[str, Any]
MAX_MOVES = 3000
"""More moves than any game takes (a game is about 50 to 300): beyond, the game is stuck."""

_LEVELS = (Controller.NOVICE, Controller.ADEPT, Controller.MASTER)
_PHASES = [p.value for p in Phase]


def bot_game_states(rand: random.Random) -> list[GameState]:
    """Every state of one game of computer players of random levels, seats and seed."""
    seats = [SeatConfig(f"P{i}", rand.choice(_LEVELS)) for i in range(rand.randint(2, 5))]
    state, _ = new_game(GameConfig(seats, rand.randrange(2**32)))
    states = [msgspec.convert(msgspec.to_builtins(state), GameState)]
    while state.phase != Phase.OVER:
        apply(state, _bot_move(state), record_frames=False)
        states.append(msgspec.convert(msgspec.to_builtins(state), GameState))
    return states


def _bot_move(state: GameState) -> Any:
    seat = waiting_for(state).player
    return decide(state, 0 if seat is None else seat)


def _stone_lists(state: Doc) -> list[list[Any]]:
    """Every list of stone ids in a state document, with the places that hold one stone."""
    lists: list[list[Any]] = [state["bag"], *state["hands"]]
    lists += [p["treasure"] for p in state["players"]]
    return lists


def _move_a_stone(state: Doc, rand: random.Random) -> None:
    """Take a stone from one place and put it in another: every stone stays in one place."""
    sources = [lst for lst in _stone_lists(state) if lst]
    if not sources:
        return
    source = rand.choice(sources)
    stone = source.pop(rand.randrange(len(source)))
    rand.choice(_stone_lists(state)).append(stone)


def _swap_with_balance(state: Doc, rand: random.Random) -> None:
    """Exchange a seat's balance stone with a stone from a list."""
    seat = rand.choice(state["players"])
    lists = [lst for lst in _stone_lists(state) if lst]
    if not lists:
        return
    lst = rand.choice(lists)
    i = rand.randrange(len(lst))
    if seat["balance"] is None:
        seat["balance"] = lst.pop(i)
    else:
        lst[i], seat["balance"] = seat["balance"], lst[i]


def _table_stone(state: Doc, rand: random.Random) -> None:
    """Move a stone between the table and a list, or turn one over."""
    table = state["table"]
    stones = [s for s in table if s != "0"]
    choice = rand.random()
    if stones and choice < 0.4:
        stone = rand.choice(stones)
        table[stone][2] = not table[stone][2]
    elif stones and choice < 0.7:
        stone = rand.choice(stones)
        del table[stone]
        rand.choice(_stone_lists(state)).append(int(stone))
    else:
        sources = [lst for lst in _stone_lists(state) if lst]
        if sources:
            source = rand.choice(sources)
            stone = source.pop(rand.randrange(len(source)))
            table[str(stone)] = [rand.uniform(-200, 200), rand.uniform(-200, 200),
                                 rand.random() < 0.5]


def _field(state: Doc, rand: random.Random) -> None:
    """Set a top-level field to a value it takes in some other phase or game."""
    n = len(state["players"])
    seat = rand.randrange(n)
    colours = sorted(rand.sample(range(3), rand.randint(0, 3)))
    options: list[Callable[[], None]] = [
        lambda: state.__setitem__("phase", rand.choice(_PHASES)),
        lambda: state.__setitem__("turn", rand.randrange(n + 1)),
        lambda: state.__setitem__("first_player", rand.randrange(n)),
        lambda: state.__setitem__("colours_left", colours),
        lambda: state["penalties"].__setitem__(seat, rand.randint(0, 3)),
        lambda: state.__setitem__("scores", [len(p["treasure"]) for p in state["players"]]),
        lambda: state.__setitem__("scores", None),
        lambda: state.__setitem__("grand_master", rand.choice([None, seat])),
        lambda: state.__setitem__("claims", []),
        lambda: state.__setitem__("picks", [[] for _ in range(n)]),
        lambda: state.__setitem__("round", rand.randint(1, 12)),
        lambda: state["players"][seat].__setitem__(
            "name", state["players"][(seat + 1) % n]["name"].lower()),
        lambda: state["players"][seat].__setitem__("balance", None),
        lambda: state.__setitem__("contest", None),
    ]
    contest = state.get("contest")
    if contest is not None:
        options += [
            lambda: contest.__setitem__("winner", rand.choice([None, seat])),
            lambda: contest.__setitem__("attempt", rand.randint(1, 12)),
            lambda: contest.__setitem__("out", rand.sample(contest["contestants"],
                                                           rand.randint(0, 1))),
            lambda: contest.__setitem__("flicked", {}),
            lambda: contest.__setitem__("contestants", contest["contestants"][::-1]),
            lambda: contest.__setitem__("purpose", rand.choice(["order", "tiebreak"])),
            lambda: contest.__setitem__("colour", rand.choice([None, 0, 1, 2])),
        ]
    rand.choice(options)()


def _claim(state: Doc, rand: random.Random) -> None:
    """A claim made, dropped or handed to another seat (R4.5 b, R5.3)."""
    n = len(state["players"])
    claims = state["claims"]
    if claims and rand.random() < 0.5:
        claim = rand.choice(claims)
        if rand.random() < 0.5:
            claims.remove(claim)
            rand.choice(_stone_lists(state)).append(claim[1])
        else:
            claim[0] = rand.randrange(n)
        return
    victims = [i for i, p in enumerate(state["players"]) if p["balance"] is not None]
    if not victims:
        return
    victim = rand.choice(victims)
    twin = twin_of(state["players"][victim]["balance"])
    for place in _stone_lists(state):
        if twin in place:
            place.remove(twin)
    state["table"].pop(str(twin), None)
    claims.append([rand.randrange(n), twin, victim])


def _flick_position(state: Doc, rand: random.Random) -> None:
    """A flicked stone moved, or a flick taken back or added."""
    contest = state.get("contest")
    if contest is None:
        return
    flicked = contest["flicked"]
    seat = str(rand.choice(contest["contestants"]))
    if seat in flicked and rand.random() < 0.5:
        del flicked[seat]
    else:
        flicked[seat] = [rand.uniform(-100, 100), rand.uniform(-100, 100)]


def _number(state: Doc, rand: random.Random) -> None:
    """A number anywhere in the state nudged to a small value."""
    slots = number_slots(state)
    if slots:
        node, key = rand.choice(slots)
        node[key] = rand.randint(-1, 49) if rand.random() < 0.8 else rand.uniform(-300, 300)


def number_slots(node: Any) -> list[tuple[Any, Any]]:
    """Every (container, key) holding a number, bools aside, anywhere in a JSON document."""
    items = node.items() if isinstance(node, dict) else enumerate(node)
    slots = []
    for key, value in items:
        if isinstance(value, dict | list):
            slots += number_slots(value)
        elif isinstance(value, int | float) and not isinstance(value, bool):
            slots.append((node, key))
    return slots


_MUTATIONS = (_move_a_stone, _swap_with_balance, _table_stone, _field, _field, _number, _claim,
              _flick_position)


def mutate(state: GameState, rand: random.Random) -> bytes:
    """A save file of `state` with one to three random mutations."""
    doc: Doc = msgspec.to_builtins(state, str_keys=True)
    for _ in range(rand.choice((1, 1, 2, 3))):
        rand.choice(_MUTATIONS)(doc, rand)
    return msgspec.json.encode({"format": FORMAT, "version": VERSION, "state": doc})


def accepted_mutants(seed: int, wanted: int, per_game: int = 400) -> Iterator[GameState]:
    """Mutants the loader accepts, from games seeded by `seed`, until `wanted` were found."""
    rand = random.Random(seed)
    found = 0
    while found < wanted:
        states = bot_game_states(rand)
        for _ in range(per_game):
            original = rand.choice(states)
            try:
                loaded = decode(mutate(original, rand))
            except SaveFileError:
                continue
            if loaded == original:
                continue
            yield loaded
            found += 1
            if found == wanted:
                return


def play_on(state: GameState) -> int:
    """Play a loaded game to its end with computer players; returns the moves it took.

    After every move the game saves, the file loads back equal, and I1-I4 hold; an
    AssertionError says which move broke which.
    """
    moves = 0
    while state.phase != Phase.OVER:
        assert moves < MAX_MOVES, f"the game is stuck in phase {state.phase}"
        move = _bot_move(state)
        apply(state, move, record_frames=False)
        moves += 1
        problems = violations(state)
        assert not problems, f"after {move}: {problems}"
        assert decode(encode(state)) == state, f"after {move}: the reloaded game differs"
    return moves
