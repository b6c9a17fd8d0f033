"""The ranges of model.bounds hold every number the engine makes: states, moves and events of
whole games in both modes decode under them (a save or a record of a real game is never refused
for a number)."""

from __future__ import annotations

import msgspec
import pytest

from rok_qt.model.events import Event
from rok_qt.model.moves import Move
from rok_qt.model.state import Controller, GameState, PlayMode
from rok_qt.sim.games import game_config, new_sim_game
from rok_qt.sim.runner import bot_turns

LEVELS = (Controller.NOVICE, Controller.MASTER, Controller.FIRST_TIMER, Controller.PRACTISED)


@pytest.mark.parametrize("mode", [PlayMode.RELAY, PlayMode.LIVE])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_number_of_real_games_is_within_its_range(players: int, mode: PlayMode) -> None:
    state_decoder = msgspec.json.Decoder(GameState)
    move_decoder = msgspec.json.Decoder(Move)
    event_decoder = msgspec.json.Decoder(list[Event])
    for seed in range(2):
        state = new_sim_game(game_config(players, seed, LEVELS, mode))
        for turn in bot_turns(state):
            state_decoder.decode(msgspec.json.encode(turn.state))
            move_decoder.decode(msgspec.json.encode(turn.move))
            event_decoder.decode(msgspec.json.encode(turn.events))
