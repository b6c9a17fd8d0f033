"""`rok-qt-server --host-again` with table saves kept at every phase of a game, and with hostile
ones (issue 29, items 1, 2, 7 and 13): a real server process on 127.0.0.1, its people's screens
rejoining with the tokens they kept (R7.3)."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

import msgspec
import pytest

from rok_qt.model.live import rewound
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller, GameState, Phase, PlayMode
from rok_qt.net.client import TableClient
from rok_qt.net.codes import new_code
from rok_qt.net.protocol import PROTOCOL_VERSION, Join, SeatKind
from rok_qt.net.robot import Robot
from rok_qt.net.saves import SavedSeat, TableSave, encode_table, token_key
from rok_qt.sim.games import new_sim_game
from rok_qt.sim.runner import bot_turns
from tests.net.tables import FAST

ROOT = Path(__file__).resolve().parents[2]
TOKENS = ("ann's token", "bea's token")
PHASES = ("throw", "grab", "penalty", "flick-order", "order-order", "flick-tiebreak", "summary")
"""Where a table can be kept: between rounds, in a race, at a penalty, in a flick contest for a
colour's order or for the title, at the order's choice, at the round summary."""


def _kind(state: GameState) -> str:
    contest = state.contest
    return state.phase.value if contest is None else f"{state.phase.value}-{contest.purpose}"


def _kept_at_every_phase() -> dict[str, GameState]:
    """The last state of each phase in games of All at once (Ann and Bea in person, Runa a
    computer player), as a table save keeps it (a race as it began)."""
    found: dict[str, GameState] = {}
    for seed in range(60):
        seats = [SeatConfig("Ann"), SeatConfig("Bea"), SeatConfig("Runa", Controller.NOVICE)]
        state = new_sim_game(GameConfig(seats, seed, 0, 6000, PlayMode.LIVE))
        last: dict[str, GameState] = {}
        for turn in bot_turns(state):
            kind = _kind(turn.state)
            if kind in PHASES and kind not in found and turn.state.round > 1:
                last[kind] = rewound(turn.state)
        found.update(last)
        if len(found) == len(PHASES):
            return found
    raise AssertionError(f"no game reached {sorted(set(PHASES) - set(found))}")


def _table_file(folder: Path, state: GameState, name: str) -> tuple[Path, str]:
    seats = (SavedSeat("Ann", SeatKind.HOST, token_key(TOKENS[0])),
             SavedSeat("Bea", SeatKind.REMOTE, token_key(TOKENS[1])),
             SavedSeat("Runa", SeatKind.COMPUTER))
    code = new_code()
    path = folder / f"table-{name}.rok"
    path.write_bytes(encode_table(TableSave(code, f"{name} table", seats, state)))
    return path, code


def _server(*files: Path) -> subprocess.Popen[str]:
    args = [arg for path in files for arg in ("--host-again", str(path))]
    return subprocess.Popen([sys.executable, "-m", "rok_qt.net.cli", "--port", "0", *args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT)


def _refused(path: Path) -> str:
    """What `rok-qt-server --host-again path` says as it refuses: it must stop at once."""
    done = subprocess.run([sys.executable, "-m", "rok_qt.net.cli", "--port", "0",
                           "--host-again", str(path)], capture_output=True, text=True, cwd=ROOT,
                          timeout=60)
    assert done.returncode == 1, done.stdout
    assert done.stderr.startswith(f"rok-qt-server: {path}: ") and done.stderr.count("\n") == 1
    return done.stderr


@pytest.mark.slow
def test_R7_3_a_table_kept_at_any_phase_goes_on_to_its_end_when_hosted_again(
        tmp_path: Path) -> None:
    """Issue 29, item 7: kept between rounds, in a race (which starts again), at a penalty, in
    a flick contest, at an order's choice or at the round summary (where only the people's
    Ready was awaited), each table plays on to its final scores once Ann and Bea are back."""
    kept = _kept_at_every_phase()
    tables = {phase: _table_file(tmp_path, kept[phase], phase) for phase in PHASES}
    process = _server(*(path for path, _code in tables.values()))
    try:
        assert process.stdout is not None
        port = int(process.stdout.readline().rsplit(":", 1)[1])
        hosted = [process.stdout.readline().strip() for _ in PHASES]
        assert hosted == [f"rok-qt-server hosts table {code} again"
                          for _path, code in tables.values()]

        async def play_on(code: str) -> tuple[int, ...] | None:
            uri = f"ws://127.0.0.1:{port}"
            screens = [TableClient(uri), TableClient(uri)]
            for screen, token in zip(screens, TOKENS, strict=True):
                await screen.connect(Join(PROTOCOL_VERSION, code, token=token))
            ended = await asyncio.gather(*(Robot(screen, FAST).play() for screen in screens))
            for screen in screens:
                await screen.close()
            scores = {None if end is None else end.scores for end in ended}
            return scores.pop() if len(scores) == 1 else None

        async def every_table() -> list[tuple[int, ...] | None]:
            return list(await asyncio.wait_for(asyncio.gather(
                *(play_on(code) for _path, code in tables.values())), 120))

        finals = dict(zip(PHASES, asyncio.run(every_table()), strict=True))
        for phase, scores in finals.items():
            assert scores is not None and sum(scores) > 0, f"kept at {phase}: {scores}"
    finally:
        process.terminate()
        process.wait(10)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_given_to_host_again_is_refused_at_once(tmp_path: Path) -> None:
    """Issue 29, item 1: the server used to wait on the pipe for ever, before listening."""
    pipe = tmp_path / "table.rok"
    os.mkfifo(pipe)
    assert "it is not a file (a pipe or a device)" in _refused(pipe)


def test_a_table_save_with_a_number_no_game_holds_is_refused_before_hosting(
        tmp_path: Path) -> None:
    """Issue 29, item 2: a round of 2**64 - 1 used to be hosted, and the server stopped with
    an OverflowError at the first move; it is refused with the path of the bad number."""
    path, _code = _table_file(tmp_path, _kept_at_every_phase()["throw"], "huge")
    table = msgspec.json.decode(path.read_bytes())
    table["game"]["state"]["round"] = 2**64 - 1   # written by hand: no save of rok-qt holds it
    path.write_bytes(msgspec.json.encode(table))
    assert "Damaged save file: " in _refused(path) and "`$.state.round`" in _refused(path)


def test_a_relay_table_save_is_refused_network_tables_race_all_at_once(tmp_path: Path) -> None:
    """Issue 29, item 13: the app never keeps a table of turns; one from elsewhere used to be
    hosted and stalled at the first grab."""
    state = _kept_at_every_phase()["throw"]
    relay = msgspec.structs.replace(state, mode=PlayMode.RELAY)
    assert relay.phase == Phase.THROW
    path, _code = _table_file(tmp_path, relay, "relay")
    assert "a game of turns (Relay): a network table races All at once" in _refused(path)
