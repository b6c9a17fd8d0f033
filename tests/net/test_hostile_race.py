"""A hostile screen races on what it sees (R7.3): reacting to a rival's take never wins it.

Real server, real sockets, the loopback only. Ann takes a stone the moment the race starts;
Bea's screen is hostile: it waits for the news of Ann's take and sends a take of the same
stone at once, claiming the earliest stamp it can (0 ms). The table tells Bea of Ann's take
only once no take of Bea's could still be stamped as early (rok_qt.net.table_news), so the
take Bea sends is stamped after Ann's and loses, in every race.
"""

from __future__ import annotations

import asyncio

from rok_qt.model import engine
from rok_qt.model.events import RaceLost, TakeBeaten
from rok_qt.model.grab import takeable_stones
from rok_qt.model.moves import Take, Throw
from rok_qt.model.questions import waiting_for
from rok_qt.model.setup import GameConfig, SeatConfig, new_game
from rok_qt.model.state import PlayMode
from rok_qt.net.protocol import (
    Go,
    Live,
    Logged,
    Snapshot,
)
from tests.net.tables import ann_and_bea_thrown, next_of, server

RACES = 6


def race_seeds(count: int) -> list[int]:
    """Games of Ann and Bea where Ann throws first and the throw leaves a race."""
    seeds: list[int] = []
    seed = 1
    while len(seeds) < count:
        config = GameConfig([SeatConfig("Ann"), SeatConfig("Bea")], seed, mode=PlayMode.LIVE,
                            time_limit_ms=20_000)
        state, _ = new_game(config)
        if waiting_for(state).player == 0:
            thrown, _ = engine.step(state, Throw(0), record_frames=False)
            if thrown.live is not None and takeable_stones(thrown):
                seeds.append(seed)
        seed += 1
    return seeds


async def reaction_race(ann_uri: str, bea_uri: str, seed: int) -> tuple[float, float, bool]:
    """One race at the server at these addresses (the same, or each through a latency
    proxy): Ann's stamp, the stamp Bea's reaction was kept at, whether Ann's take was
    beaten."""
    ann, bea = await ann_and_bea_thrown(ann_uri, bea_uri, seed)
    await next_of(ann, Go)
    await next_of(ann, Snapshot)   # the faces, just at go
    while not ann.stamper.running or ann.stamper.race_ms(ann.clock()) <= 0.0:
        await asyncio.sleep(0.002)
    assert ann.state is not None
    stone = min(takeable_stones(ann.state))
    await ann.send(ann.stamper.stamp(Take(0, stone, 0.0), ann.clock()))
    told = await next_of(bea, Logged, lambda m: isinstance(m.move, Take))
    await bea.send(Live(1, Take(1, stone, 0.0)))   # "I was there first", sent at once
    reaction = await next_of(ann, Logged, lambda m: isinstance(m.move, Take)
                             and m.move.player == 1)
    entries = [told, reaction]
    beaten = any(isinstance(e, TakeBeaten | RaceLost) and e.player == 0
                 for entry in entries for e in entry.events)
    assert isinstance(told.move, Take) and isinstance(reaction.move, Take)
    for screen in (ann, bea):
        await screen.close()
    return told.move.ms, reaction.move.ms, beaten


def test_R7_3_a_take_sent_on_the_news_of_a_rivals_take_is_stamped_after_it_and_loses() -> None:
    async def scenario() -> list[tuple[float, float, bool]]:
        running = await server()
        uri = f"ws://127.0.0.1:{running.port}"
        results = [await reaction_race(uri, uri, seed) for seed in race_seeds(RACES)]
        await running.stop()
        return results
    results = asyncio.run(scenario())
    for ann_ms, bea_ms, beaten in results:
        assert bea_ms > ann_ms   # kept after Ann's stamp, whatever Bea claimed
        assert not beaten        # Ann keeps the stone
