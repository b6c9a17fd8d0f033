"""The wire format (R7.3): every message round-trips; anything else is refused in one line."""

from __future__ import annotations

import msgspec
import pytest

from rok_qt.model.moves import Take
from rok_qt.net.protocol import (
    MAX_MESSAGE,
    PROTOCOL_VERSION,
    ErrorCode,
    Join,
    Live,
    Ping,
    ProtocolError,
    decode_client,
    decode_server,
    encode,
)


def test_a_live_take_round_trips() -> None:
    message = Live(7, Take(2, 31, 812.0))
    assert decode_client(encode(message)) == message


def test_a_join_carries_the_version_and_the_people() -> None:
    message = Join(PROTOCOL_VERSION, "K7MQ-2XPA", ("Bea", "Csilla"))
    assert decode_client(encode(message)) == message


@pytest.mark.parametrize("stamp", [float("nan"), float("inf"), -1.0])
def test_a_clock_reading_must_be_finite_and_not_negative(stamp: float) -> None:
    raw = msgspec.msgpack.encode({"t": "ping", "client_ms": stamp})
    with pytest.raises(ProtocolError) as refused:
        decode_client(raw)
    assert refused.value.code == ErrorCode.MALFORMED


def test_unknown_fields_and_unknown_tags_are_refused() -> None:
    for raw in ({"t": "ping", "client_ms": 1.0, "admin": True}, {"t": "shutdown"}, [1, 2]):
        with pytest.raises(ProtocolError):
            decode_client(msgspec.msgpack.encode(raw))


def test_a_message_over_64_kib_is_refused_unread() -> None:
    raw = msgspec.msgpack.encode({"t": "join", "version": 1, "table": "x" * MAX_MESSAGE})
    with pytest.raises(ProtocolError) as refused:
        decode_client(raw)
    assert refused.value.code == ErrorCode.TOO_BIG


def test_text_frames_and_server_messages_from_a_client_are_refused() -> None:
    with pytest.raises(ProtocolError):
        decode_client('{"t": "ping", "client_ms": 1}')
    with pytest.raises(ProtocolError):
        decode_server(encode(Ping(1.0)))


def test_a_name_longer_than_a_seat_allows_is_refused() -> None:
    with pytest.raises(ProtocolError):
        decode_client(encode(Join(PROTOCOL_VERSION, "K7MQ-2XPA", ("B" * 25,))))


def test_the_phone_page_speaks_this_protocol_version() -> None:
    import re
    from pathlib import Path

    import rok_qt
    from rok_qt.net.protocol import PROTOCOL_VERSION

    page = Path(rok_qt.__file__).parent / "resources" / "phone" / "phone.js"
    found = re.search(r"const PROTOCOL_VERSION = (\d+);", page.read_text(encoding="utf-8"))
    assert found is not None and int(found.group(1)) == PROTOCOL_VERSION
