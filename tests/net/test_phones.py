"""Phones at a table (R7.3): the page over HTTP on the table's port, seats taken from the
lobby, and Board views that never carry a secret. Everything on 127.0.0.1."""

from __future__ import annotations

import asyncio
import gzip
import re
import urllib.error
import urllib.request

import msgspec

from rok_qt.model.moves import Throw
from rok_qt.model.state import Controller
from rok_qt.model.stones import FATE
from rok_qt.net import phone_page
from rok_qt.net.board_view import FACE_DOWN, Board
from rok_qt.net.client import TableClient
from rok_qt.net.clock import monotonic_ms
from rok_qt.net.options import ServerOptions
from rok_qt.net.protocol import (
    PROTOCOL_VERSION,
    Answer,
    Arrange,
    Error,
    ErrorCode,
    Go,
    Host,
    Logged,
    Refused,
    SeatKind,
    Seats,
    SeatSpec,
    Snapshot,
    Start,
    Welcome,
)
from rok_qt.net.server import TableServer
from tests.net.phone_client import Phone
from tests.net.tables import next_of, server

PAGE_BUDGET = 150 * 1024
"""What a phone may load, gzipped (the issue's budget)."""


def get(url: str, gzipped: bool = False) -> tuple[int, dict[str, str], bytes]:
    request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip"} if gzipped else {})
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status, dict(answer.headers), answer.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


def test_the_table_port_serves_the_phone_page_and_only_its_files() -> None:
    async def scenario() -> None:
        running = await server()
        base = f"http://127.0.0.1:{running.port}"
        try:
            status, headers, body = await asyncio.to_thread(get, f"{base}/p/K7MQ-2XPA")
            assert status == 200 and headers["Content-Type"].startswith("text/html")
            assert "script-src 'self'" in headers["Content-Security-Policy"]
            assert headers["X-Content-Type-Options"] == "nosniff"
            scripts = re.findall(r'src="(/p/s/[^"]+)"', body.decode())
            assert len(scripts) == 3 and all("?v=" in s for s in scripts)
            for path in scripts:
                status, headers, zipped = await asyncio.to_thread(get, base + path, True)
                assert status == 200 and headers["Content-Encoding"] == "gzip"
                assert gzip.decompress(zipped)
                assert "immutable" in headers["Cache-Control"]
            for wrong in ("/p/s/../protocol.py", "/p/s/", "/p/s/phone.py", "/", "/t/K7MQ",
                          "/p/" + "A" * 40, "/p/%3Cscript%3E"):
                status, _headers, body = await asyncio.to_thread(get, base + wrong)
                assert status == 404, wrong
                assert b"script" not in body   # nothing a request says comes back
        finally:
            await running.stop()
    asyncio.run(scenario())


def test_the_page_stays_within_its_budget() -> None:
    plain, zipped = phone_page.page_size()
    assert zipped < PAGE_BUDGET, zipped
    assert plain > zipped


def test_a_browser_asking_too_fast_is_slowed_down() -> None:
    async def scenario() -> list[int]:
        running = TableServer(ServerOptions(port=0), clock=lambda: 1000.0)   # time stands still
        await running.start()
        try:
            url = f"http://127.0.0.1:{running.port}/p/ABCD"
            return [(await asyncio.to_thread(get, url))[0] for _ in range(130)]
        finally:
            await running.stop()
    statuses = asyncio.run(scenario())
    assert statuses[0] == 200 and statuses[-1] == 429


async def hosted(seats: tuple[SeatSpec, ...], seed: int = 6, first: int | None = None,
                 time_limit_ms: int = 6000) -> tuple[TableServer, TableClient, str]:
    running = await server()
    host = TableClient(f"ws://127.0.0.1:{running.port}")
    welcome = await host.connect(Host(PROTOCOL_VERSION, seats, time_limit_ms=time_limit_ms,
                                      seed=seed, first=first))
    return running, host, welcome.table


def test_R7_3_a_phone_watches_the_lobby_takes_a_seat_and_races_without_a_secret() -> None:
    async def scenario() -> None:
        # Nobody at the host's seat says done: the race lasts its time limit, 2 s here.
        running, host, code = await hosted((SeatSpec("Ann"), SeatSpec("Open", open=True),
                                            SeatSpec("Runa", Controller.MASTER)),
                                           time_limit_ms=2000)
        uri = f"ws://127.0.0.1:{running.port}"
        phone = await Phone.open(uri, code)
        watching = await phone.next(Welcome)
        assert watching.seats == () and watching.state is None
        await phone.next(Seats, lambda m: any(s.kind == SeatKind.OPEN for s in m.seats))
        await phone.say({"t": "sit", "name": "Bea", "seat": None})
        seated = await phone.next(Welcome, lambda m: m.seats == (1,))
        assert seated.token and seated.state is None
        await next_of(host, Seats, lambda m: m.seats[1].name == "Bea")
        logged: list[Logged] = []
        host.on_message = lambda m: logged.append(m) if isinstance(m, Logged) else None
        await host.send(Start())
        first = await phone.next(Board)
        assert first.seat == 1 and first.phase == "throw" and first.asks == ""
        await host.send(Answer(Throw(0)))
        go = await phone.next(Go)
        await phone.next(Board, lambda b: b.phase == "grab")
        await asyncio.sleep(max(0.0, go.at_ms - monotonic_ms()) / 1000.0 + 0.05)
        board = [m for m in phone.got if isinstance(m, Board)][-1]   # its faces come at go
        balances = {s.balance for s in board.seats}
        stone = next(s.s for s in board.stones if s.s > 0 and s.s not in balances)
        mark = len(phone.got)
        await phone.say({"t": "live", "id": 1,
                         "move": {"type": "take", "player": 1, "stone": stone, "ms": 40.0}})
        answered = await phone.next(Board | Refused, after=mark)   # type: ignore[arg-type]
        assert isinstance(answered, Board) and answered.acked == 1
        assert stone in answered.hand or any(stone in p for p in answered.picks) \
            or stone in {s for seat in answered.seats for s in seat.treasure}
        # The race goes on to the end of the round, its settling comes as the summary's lines.
        summary = await phone.next(Board, lambda b: b.phase in ("summary", "over"),
                                   timeout=30)
        assert summary.asks in ("ready", "")
        face_down = {(round(t.x, 1), round(t.y, 1)) for message in logged
                     for s, t in message.state.table.items() if not t.face_up and s != FATE}
        assert face_down, "the throw left stones face down"
        shown = {(s.s, (s.x, s.y)) for m in phone.got if isinstance(m, Board) for s in m.stones}
        assert all(s == FACE_DOWN for s, place in shown if place in face_down)
        assert FACE_DOWN in {s for s, _place in shown}
        assert not [m for m in phone.got if isinstance(m, Snapshot | Logged)]
        for frame in phone.frames:   # no state under any name
            decoded = msgspec.msgpack.decode(frame)
            assert not {"seed", "rng", "bag"} & set(decoded), decoded.get("t")
            assert decoded.get("state") is None
        await phone.close()
        await host.close()
        await running.stop()
    asyncio.run(scenario())


def test_a_phone_name_and_seat_are_checked_like_any() -> None:
    async def scenario() -> list[ErrorCode]:
        running, host, code = await hosted((SeatSpec("Ann"), SeatSpec("Open", open=True)))
        uri = f"ws://127.0.0.1:{running.port}"
        phone = await Phone.open(uri, code)
        await phone.next(Welcome)
        codes = []
        for sit in ({"t": "sit", "name": "ann"}, {"t": "sit", "name": "B\u0007"},
                    {"t": "sit", "name": "Bea", "seat": 0}, {"t": "sit", "name": "x" * 25}):
            mark = len(phone.got)
            await phone.say(sit)
            codes.append((await phone.next(Error, after=mark)).code)
        await phone.say({"t": "sit", "name": "Bea", "seat": 1})
        await phone.next(Welcome, lambda m: m.seats == (1,))
        mark = len(phone.got)
        await phone.say({"t": "sit", "name": "Cy"})
        codes.append((await phone.next(Error, after=mark)).code)
        await phone.close()
        await host.close()
        await running.stop()
        return codes
    assert asyncio.run(scenario()) == [ErrorCode.NAME, ErrorCode.NAME, ErrorCode.FULL,
                                       ErrorCode.MALFORMED, ErrorCode.NOT_NOW]


def test_the_host_arranges_the_seats_and_the_phones_follow_theirs() -> None:
    async def scenario() -> None:
        running, host, code = await hosted((SeatSpec("Ann"), SeatSpec("P1", open=True),
                                            SeatSpec("P2", open=True)))
        uri = f"ws://127.0.0.1:{running.port}"
        bea, cy = await Phone.open(uri, code), await Phone.open(uri, code)
        for phone, name, seat in ((bea, "Bea", 1), (cy, "Cy", 2)):
            await phone.next(Welcome)
            await phone.say({"t": "sit", "name": name, "seat": seat})
            await phone.next(Welcome, lambda m, s=seat: m.seats == (s,))   # type: ignore[misc]
        marks = len(bea.got), len(cy.got)
        # Seat 1 goes; Cy's seat moves up to 1; a computer player comes at 2.
        await host.send(Arrange((SeatSpec("Ann"), SeatSpec("Cy", open=True),
                                 SeatSpec("Runa", Controller.NOVICE)), (-1, 2, -1)))
        moved = await cy.next(Welcome, after=marks[1])
        assert moved.seats == (1,)
        lost = await bea.next(Error, after=marks[0])
        assert lost.code == ErrorCode.NOT_NOW
        assert (await bea.next(Welcome, after=marks[0])).seats == ()
        seats = await next_of(host, Seats, lambda m: len(m.seats) == 3
                              and m.seats[2].kind == SeatKind.COMPUTER)
        assert [s.name for s in seats.seats] == ["Ann", "Cy", "Runa"]
        assert seats.seats[1].kind == SeatKind.REMOTE
        await bea.close()
        await cy.close()
        await host.close()
        await running.stop()
    asyncio.run(scenario())


def test_R3_3_new_game_arranges_a_table_with_no_one_at_its_screen_and_its_options() -> None:
    """New game at one screen with phones: its rows become the table's seats, with their
    ages, the time limit, the seed and the first player; a host with no seat of its own
    hears of the seats it holds whenever they change; a phone's seat says so."""
    async def scenario() -> None:
        running, host, code = await hosted((SeatSpec("Runa", Controller.NOVICE),
                                            SeatSpec("Player 1", open=True)))
        bea = await Phone.open(f"ws://127.0.0.1:{running.port}", code)
        await bea.next(Welcome)
        await bea.say({"t": "sit", "name": "Bea"})
        await bea.next(Welcome, lambda m: m.seats == (1,))
        seats = await next_of(host, Seats, lambda m: m.seats[1].name == "Bea")
        assert seats.seats[1].phone and not seats.seats[0].phone
        await host.send(Arrange((SeatSpec("Ann", age=40), SeatSpec("Bea", open=True, age=9),
                                 SeatSpec("Runa", Controller.NOVICE, age=70)), (-1, 1, -1),
                                time_limit_ms=10_000, seed=77, first=2))
        welcome = await next_of(host, Welcome)
        assert welcome.seats == (0,), "the host's screen now holds Ann's seat"
        await host.send(Arrange((SeatSpec("Runa", Controller.NOVICE, age=70),
                                 SeatSpec("Bea", open=True, age=9), SeatSpec("Ann", age=40)),
                                (-1, 1, -1), time_limit_ms=10_000, seed=77))
        assert (await next_of(host, Welcome)).seats == (2,)
        await host.send(Start())
        snapshot = await next_of(host, Snapshot)
        state = snapshot.state
        assert state.first_player == 1, "the youngest starts (R3.3): Bea, 9"
        assert state.time_limit_ms == 10_000
        assert [p.name for p in state.players] == ["Runa", "Bea", "Ann"]
        assert (await bea.next(Board)).seat == 1, "the phone kept its seat all along"
        await bea.close()
        await host.close()
        await running.stop()
    asyncio.run(scenario())


def test_R3_3_the_host_chooses_who_throws_first() -> None:
    async def scenario() -> int:
        running, host, _code = await hosted((SeatSpec("Ann", age=8), SeatSpec("Bea"),
                                             SeatSpec("Runa", Controller.NOVICE)), first=2)
        await host.send(Start())
        snapshot = await next_of(host, Snapshot)
        await host.close()
        await running.stop()
        return snapshot.state.first_player
    assert asyncio.run(scenario()) == 2


def test_the_vendored_messagepack_library_is_the_pinned_release() -> None:
    import hashlib

    from rok_qt import assets

    vendored = assets.root() / "phone" / "vendor"
    digest = hashlib.sha256((vendored / "msgpack.min.js").read_bytes()).hexdigest()
    assert digest == "3e7ae27410846ac09f94674bd7b91133d6e59bd3c02508080c4139c1386b359b"
    assert "ISC" in (vendored / "msgpack-LICENSE.txt").read_text() or \
        "Permission to use" in (vendored / "msgpack-LICENSE.txt").read_text()


def test_the_page_draws_the_runes_with_the_tables_own_strokes() -> None:
    import json

    from rok_qt import assets
    from rok_qt.ui.table.stone_art import GLYPH_STROKES

    script = (assets.root() / "phone" / "phone.js").read_text(encoding="utf-8")
    found = re.search(r"const STROKES = (\[.*?\]);\n", script)
    assert found is not None
    assert json.loads(found.group(1)) == [[list(map(list, s)) for s in g] for g in GLYPH_STROKES]
