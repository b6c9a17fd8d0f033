"""A table kept on disk and hosted again (R7.3): the same people, and only they, get their
seats back and the game goes on; a rematch at the same table; a hostile table save."""

from __future__ import annotations

import asyncio
import signal
import subprocess
import sys
from pathlib import Path

import msgspec
import pytest

from rok_qt.model.state import GameState, Phase
from rok_qt.net.client import ConnectError, TableClient
from rok_qt.net.codes import new_token
from rok_qt.net.protocol import (
    PROTOCOL_VERSION,
    Join,
    Paused,
    Ready,
    Resumed,
    Seats,
    Snapshot,
    Start,
)
from rok_qt.net.rehost import save_of
from rok_qt.net.robot import Robot
from rok_qt.net.saves import TableSave, decode_table, encode_table, is_table_save, token_key
from rok_qt.net.server_table import ServerTable
from rok_qt.persistence.errors import SaveFileError
from tests.net.tables import QUICK, next_of, server, table, throw


def test_R7_3_a_table_hosted_again_gives_each_seat_back_to_its_own_screen_only() -> None:
    kept: list[bytes] = []

    def keep(at: ServerTable) -> None:
        kept.append(encode_table(save_of(at)))

    async def scenario() -> None:
        at = await table(keep=keep)
        bea = at.screens[1]
        bea_token = bea.welcome.token if bea.welcome else ""
        await throw(at)
        await asyncio.sleep(0.5)   # the race is under way: the table keeps it as it began
        await at.close()           # the host's app is gone, and its server with it
        save = decode_table(kept[-1])
        assert save.code == at.code and save.state.live is not None
        again = await server()
        host_token = new_token()
        again.rehost(save, host_token)
        uri = f"ws://127.0.0.1:{again.port}"
        stranger = TableClient(uri)
        with pytest.raises(ConnectError, match="token"):
            await stranger.connect(Join(PROTOCOL_VERSION, at.code, token=new_token()))
        with pytest.raises(ConnectError, match="started"):
            await stranger.connect(Join(PROTOCOL_VERSION, at.code, ("Bea",)))
        ann = TableClient(uri)
        welcome = await ann.connect(Join(PROTOCOL_VERSION, at.code, token=host_token))
        assert welcome.host and welcome.seats == (0,) and welcome.state is not None
        paused = await next_of(ann, Paused)
        assert paused.seats == (1,)   # the table waits for Bea, and nobody else sits there
        bea_again = TableClient(uri)
        back = await bea_again.connect(Join(PROTOCOL_VERSION, at.code, token=bea_token))
        assert back.seats == (1,) and not back.host
        await next_of(ann, Resumed)
        assert back.state is not None
        assert _unwindowed(back.state) == _unwindowed(save.state)   # where it was kept
        results = await asyncio.gather(Robot(ann, QUICK).play(), Robot(bea_again, QUICK).play())
        assert results[0] is not None and results[1] is not None
        assert results[0].scores == results[1].scores and len(results[0].scores) == 3
        for screen in (ann, bea_again):
            await screen.close()
        await again.stop()
    asyncio.run(scenario())


def test_after_the_game_the_hosts_start_is_a_rematch_with_the_same_seats() -> None:
    async def scenario() -> None:
        at = await table()
        host, bea = at.screens
        first = await asyncio.gather(Robot(host, QUICK).play(), Robot(bea, QUICK).play())
        assert first[0] is not None and first[1] is not None
        assert first[0].scores == first[1].scores
        over = await next_of(host, Seats)
        assert not any(seat.ready for seat in over.seats)   # nobody said "again" yet
        await bea.send(Start())   # only the host starts a game
        await bea.send(Ready((1,)))   # Bea would play again: her seat says so to everyone
        seats = await next_of(host, Seats, lambda m: m.seats[1].ready)
        assert [s.name for s in seats.seats] == ["Ann", "Bea", "Runa"]
        assert host.state is not None and host.state.phase == Phase.OVER
        await host.send(Start())
        fresh = [await next_of(screen, Snapshot) for screen in (host, bea)]
        for snapshot in fresh:
            assert snapshot.state.phase != Phase.OVER and snapshot.state.round == 1
            assert [p.name for p in snapshot.state.players] == ["Ann", "Bea", "Runa"]
        assert fresh[0].seq == fresh[1].seq > 0   # the log goes on counting
        second = await asyncio.gather(Robot(host, QUICK).play(), Robot(bea, QUICK).play())
        assert second[0] is not None and second[1] is not None
        assert second[0].scores == second[1].scores
        await at.close()
    asyncio.run(scenario())


def _unwindowed(state: GameState) -> bytes:
    """A game as a screen sees it (no seed, hidden stones left out: each server names them
    its own way), but for the race's settle window and stamp uncertainty (each hosting sets
    its own from its links)."""
    shown = {s: t for s, t in state.table.items() if t.face_up}
    return msgspec.json.encode(msgspec.structs.replace(
        state, race_window_ms=0.0, race_uncertainty_ms=0.0, seed=0, rng=0, bag=[], hands=[],
        table=shown, live=None))


def _kept() -> TableSave:
    kept: list[TableSave] = []

    async def scenario() -> None:
        at = await table(keep=lambda t: kept.append(save_of(t)))
        await next_of(at.screens[1], Snapshot)
        await at.close()
    asyncio.run(scenario())
    return kept[-1]


def test_a_table_save_from_a_file_is_checked_before_anything_is_hosted() -> None:
    save = _kept()
    data = encode_table(save)
    assert is_table_save(data) and decode_table(data).seats == save.seats
    assert b"token" not in data
    doc = msgspec.json.decode(data)

    def refused(change: dict[str, object], match: str) -> None:
        bad = dict(doc, **change)
        with pytest.raises(SaveFileError, match=match):
            decode_table(msgspec.json.encode(bad))

    refused({"version": 2}, "another version")
    refused({"version": True}, "another version")
    refused({"format": "rok-qt-save"}, "Not a saved table")
    refused({"extra": 1}, "Damaged")
    refused({"code": "K7MQ-2X"}, "code")
    seats = doc["seats"]
    refused({"seats": [dict(seats[0], name="Eve"), *seats[1:]]}, "players")
    refused({"seats": [seats[0], dict(seats[1], key=""), *seats[2:]]}, "nobody")
    refused({"seats": [seats[0], dict(seats[1], key="<b>x</b>"), *seats[2:]]}, "Damaged")
    refused({"seats": seats[:2]}, "players")
    refused({"game": {"format": "rok-qt-save", "version": 99, "state": {}}}, "newer")
    with pytest.raises(SaveFileError):
        decode_table(b"{" * 100_000)
    with pytest.raises(SaveFileError, match="larger"):
        decode_table(b" " * (3 * 1024 * 1024))
    assert not is_table_save(b"\xff\xfe not json")


def test_R7_3_rok_qt_server_hosts_a_saved_table_again_for_the_tokens_it_kept(
        tmp_path: Path) -> None:
    """`rok-qt-server --host-again FILE`: a real process; the host's screen and Bea's bring
    the tokens they kept and get their own seats, nobody else gets in."""
    kept = _kept()
    keys = {"Ann": "ann's token", "Bea": "bea's token"}
    seats = tuple(msgspec.structs.replace(seat, key=token_key(keys[seat.name]))
                  if seat.name in keys else seat for seat in kept.seats)
    path = tmp_path / "table-kept.rok"
    path.write_bytes(encode_table(msgspec.structs.replace(kept, seats=seats)))
    process = subprocess.Popen(
        [sys.executable, "-m", "rok_qt.net.cli", "--port", "0", "--host-again", str(path)],
        stdout=subprocess.PIPE, text=True, cwd=Path(__file__).resolve().parents[2])
    try:
        assert process.stdout is not None
        port = int(process.stdout.readline().rsplit(":", 1)[1])
        assert process.stdout.readline().strip() == (
            f"rok-qt-server hosts table {kept.code} again")

        async def scenario() -> None:
            uri = f"ws://127.0.0.1:{port}"
            with pytest.raises(ConnectError, match="token"):
                await TableClient(uri).connect(Join(PROTOCOL_VERSION, kept.code,
                                                    token="someone else's"))
            ann, bea = TableClient(uri), TableClient(uri)
            host = await ann.connect(Join(PROTOCOL_VERSION, kept.code, token=keys["Ann"]))
            back = await bea.connect(Join(PROTOCOL_VERSION, kept.code, token=keys["Bea"]))
            assert (host.host, host.seats, back.host, back.seats) == (True, (0,), False, (1,))
            await next_of(ann, Resumed)
            for screen in (ann, bea):
                await screen.close()
        asyncio.run(scenario())
    finally:
        process.send_signal(signal.SIGINT)   # at once (SIGTERM drains)
        process.wait(10)


def test_rok_qt_server_refuses_a_file_that_is_no_table_save(tmp_path: Path) -> None:
    path = tmp_path / "game.rok"
    path.write_bytes(b'{"format": "rok-qt-save", "version": 2, "state": {}}')
    done = subprocess.run([sys.executable, "-m", "rok_qt.net.cli", "--port", "0",
                           "--host-again", str(path)], capture_output=True, text=True,
                          cwd=Path(__file__).resolve().parents[2], timeout=60)
    assert done.returncode == 1 and "Not a saved table" in done.stderr
