"""A running table as a save (`save_of`), and a table hosted again from one (`rehosted`).

A table hosted again is the game where it was kept, with nobody at it yet: every person's seat
waits for its person as after a drop (the table shows "Waiting for ..."), and is given back
only to the screen that brings that seat's token (rok_qt.net.lobby). A race that was running
starts again from its reveal, as a saved race does (R7.2), once everyone is back. Whoever does
not come back within REHOST_WAIT_S is the host's choice, as after any drop: a computer player
takes the seat, or the game is saved and ended.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from rok_qt import logs
from rok_qt.model.bounds import MAX_RELOADS
from rok_qt.model.live import reloaded
from rok_qt.model.state import Controller, Phase
from rok_qt.net.protocol import SeatKind, SeatSpec
from rok_qt.net.saves import TableSave, table_save, token_key
from rok_qt.net.server_table import ServerTable

LOG = logs.channel("network")

REHOST_WAIT_S = 300.0
"""How long a table hosted again keeps each seat for its person: they have to notice, and
join again (their screen brings back its seat by itself)."""


def save_of(table: ServerTable) -> TableSave:
    """What hosting this table's game again needs (the game as a save keeps it: a race as
    it began)."""
    state = table.game.state
    assert state is not None
    return table_save(table.code, table.title, table.lobby.seats, state)


def rehosted(save: TableSave, clock: Callable[[], float], host_token: str | None, *,
             bot_pause_ms: float = 700.0, throw_ms: float = 0.0,
             keep: Callable[[ServerTable], None] | None = None,
             save_to: Callable[[str, bytes], str | None] | None = None) -> ServerTable:
    """The kept table, waiting for its people; the seats of the people at the host's screen
    go to whoever brings `host_token` (None: the token they had, which the host's app kept).
    The options are ServerTable's."""
    # A race under way starts again with a fresh reload draw: hosted twice from one file,
    # it is two different races (R7.2).
    state = reloaded(save.state, random.SystemRandom().randrange(1, MAX_RELOADS + 1))
    specs = tuple(SeatSpec(seat.name, player.controller)
                  for seat, player in zip(save.seats, state.players, strict=True))
    table = ServerTable(save.code, specs, state.time_limit_ms, None, clock,
                        bot_pause_ms=bot_pause_ms, throw_ms=throw_ms, save=save_to, keep=keep)
    table.title = save.title
    table.game.begin(state)
    deadline = clock() + REHOST_WAIT_S * 1000.0
    host_key = None if host_token is None else token_key(host_token)
    for index, (seat, kept) in enumerate(zip(table.lobby.seats, save.seats, strict=True)):
        if state.players[index].controller != Controller.HUMAN:
            continue
        seat.kind = SeatKind.HOST if kept.kind == SeatKind.HOST else SeatKind.REMOTE
        seat.key = host_key if seat.kind == SeatKind.HOST and host_key else kept.key
        table.race.missing[index] = deadline
    if state.phase == Phase.SUMMARY:
        # As after the round's last move: the computer players saw the summary, the people
        # say so (their Ready) once they are back.
        for seat in table.lobby.seats:
            seat.ready = not seat.person
    LOG.debug("table %s hosted again: waiting for seats %s", save.code,
              sorted(table.race.missing))
    table.game.kept()   # kept from the start: should the host stop again, it is there again
    return table
