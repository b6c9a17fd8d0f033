"""What a screen may see of a table's game: views, not the state (DESIGN.md).

The table server keeps the only whole state; every screen, spectator and phone gets a view
made here, and nothing else of the game leaves the server (rok_qt.net.board makes a phone's
Board from a view, never from the state). A view is a `GameState` an engine can draw and
step, with every secret taken out (boardgame.io's `playerView`; Kajongg's unknown tiles):

- no seed and no generator state (both 0): the next throw's draw, landing and faces, and the
  computer players' plans, cannot be run ahead on a screen;
- the hidden stones (in the bag, in the hands before the throw, R4.3, and face down on the
  table) are renamed: each hidden stone goes by another hidden stone's id, a bijection drawn
  from the table's secret `Veil` for that set of hidden stones, so the view stays a whole
  game (49 stones, each once: the screens' engines and drawings work unchanged) while an id
  seen face down tells nothing of its face, and the bag's order is gone (sorted);
- the faces of a throw are not in a view before the race's go (R7.2: they show at go, to
  everyone at once): until then the stones that landed face up count as hidden too (they
  lie face up under other hidden stones' names), and each screen gets the view with them,
  its reveal, just at its go (rok_qt.net.table_news);
- the events of a log entry name stones as the views before and after it do.
In Rök nobody sees a hidden stone, its drawer included (R4.3), so the view is one for every
seat and spectator at a moment: it is made and encoded once per entry.

The finished game's record, seed and all, goes out when the game is over (`Record`), so that
every screen can watch it again.
"""

from __future__ import annotations

import hashlib
import hmac
import random
import secrets
from collections.abc import Iterable, Sequence

import msgspec

from rok_qt.model.engine import copy_state
from rok_qt.model.events import Event, FaceDownReturned, Flicked, StonesThrown
from rok_qt.model.state import GameState, TableStone
from rok_qt.model.stones import FATE

__all__ = ["Veil", "hidden_stones", "thrown_face_up"]

Mask = dict[int, int]
"""A hidden stone -> the id it goes by in a view."""


def hidden_stones(state: GameState, veiled: Iterable[int] = ()) -> frozenset[int]:
    """The stones nobody may tell apart now: the bag, the hands, the table's face-down, and
    the `veiled` ones (face up before go)."""
    hidden = set(state.bag) | set(veiled)
    for hand in state.hands:
        hidden.update(hand)
    hidden.update(s for s, lying in state.table.items() if not lying.face_up and s != FATE)
    return frozenset(hidden)


def thrown_face_up(before: GameState, after: GameState) -> frozenset[int]:
    """The stones a throw (from `before` to `after`) laid face up: veiled until go."""
    thrown = {s for hand in before.hands for s in hand}
    return frozenset(s for s in thrown if s in after.table and after.table[s].face_up)


class Veil:
    """One table's secret names for its hidden stones (module docstring): for each set of
    hidden stones, a bijection keyed by a random key that never leaves the server."""

    def __init__(self, key: bytes | None = None) -> None:
        self._key = key if key is not None else secrets.token_bytes(32)
        self._masks: dict[frozenset[int], Mask] = {}

    def mask(self, state: GameState, veiled: frozenset[int] = frozenset()) -> Mask:
        """The names of this state's hidden stones (the same while the set is the same)."""
        hidden = hidden_stones(state, veiled)
        mask = self._masks.get(hidden)
        if mask is None:
            ordered = sorted(hidden)
            digest = hmac.new(self._key, bytes(ordered), hashlib.sha256).digest()
            names = list(ordered)
            random.Random(digest).shuffle(names)
            mask = dict(zip(ordered, names, strict=True))
            if len(self._masks) >= 4:
                self._masks.pop(next(iter(self._masks)))
            self._masks[hidden] = mask
        return mask

    def view(self, state: GameState, veiled: frozenset[int] = frozenset()) -> GameState:
        """What every screen may see of `state` (`veiled`: stones face up before go)."""
        mask = self.mask(state, veiled)
        state = copy_state(state)   # nothing of the view is shared with the server's state
        view = msgspec.structs.replace(
            state, seed=0, rng=0, bag=sorted(_named(state.bag, mask)),
            hands=[sorted(_named(hand, mask)) for hand in state.hands],
            table=_table(state.table, mask),
            log=[_event(e, mask, mask) for e in state.log])
        if state.live is not None and state.live.base is not None:
            base = msgspec.structs.replace(state.live.base,
                                           table=_table(state.live.base.table, mask))
            view.live = msgspec.structs.replace(state.live, base=base)
        return view

    def events(self, before: tuple[GameState, frozenset[int]],
               after: tuple[GameState, frozenset[int]],
               events: Sequence[Event]) -> tuple[Event, ...]:
        """One log entry's events as screens may hear them: a stone going off the table is
        named as the view before the entry named it, a stone coming on as the view after
        (each a state and the stones veiled in it)."""
        old, new = self.mask(*before), self.mask(*after)
        return tuple(_event(e, old, new) for e in events)


def _named(stones: Iterable[int], mask: Mask) -> list[int]:
    return [mask.get(s, s) for s in stones]


def _table(table: dict[int, TableStone], mask: Mask) -> dict[int, TableStone]:
    return {mask.get(s, s): lying for s, lying in table.items()}


def _event(event: Event, before: Mask, after: Mask) -> Event:
    """An event with its hidden stones named (module docstring); others pass as they are."""
    if isinstance(event, StonesThrown):
        return msgspec.structs.replace(
            event, landed={after.get(s, s): p for s, p in event.landed.items()},
            face_up={after.get(s, s): up for s, up in event.face_up.items()},
            frames=(), impacts=())
    if isinstance(event, FaceDownReturned):
        return FaceDownReturned(tuple(sorted(before.get(s, s) for s in event.stones)))
    if isinstance(event, Flicked):
        return msgspec.structs.replace(
            event, moved={after.get(s, s): p for s, p in event.moved.items()},
            frames=(), impacts=())
    return event
