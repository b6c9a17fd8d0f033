"""A phone page's side of the protocol, in Python: plain msgpack maps out, Boards in.

It says only what the page (rok_qt/resources/phone/phone.js) says, as the page encodes it
(maps tagged "t", moves tagged "type"), so the server's checks meet what a browser sends.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any, TypeVar

import msgspec
from websockets.asyncio.client import ClientConnection, connect

from rok_qt.net.protocol import (
    MAX_MESSAGE,
    PROTOCOL_VERSION,
    Probe,
    ServerMessage,
    decode_server,
)

_M = TypeVar("_M")


class Phone:
    """One phone page's connection: every message it got, in order, kept in `got`."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.got: list[ServerMessage] = []
        self.frames: list[bytes] = []
        self._new = asyncio.Event()
        self._reader = asyncio.get_running_loop().create_task(self._read())

    @classmethod
    async def open(cls, uri: str, code: str, token: str = "") -> Phone:
        """Open the page's WebSocket and join as the page does (watching, or with a token)."""
        ws = await connect(f"{uri}/t/{code}", max_size=MAX_MESSAGE, compression=None)
        phone = cls(ws)
        join: dict[str, Any] = {"t": "join", "version": PROTOCOL_VERSION, "table": code,
                                "board": True}
        join.update({"token": token} if token else {"spectator": True})
        await phone.say(join)
        return phone

    async def say(self, message: dict[str, Any]) -> None:
        await self.ws.send(msgspec.msgpack.encode(message))

    async def _read(self) -> None:
        async for raw in self.ws:
            assert isinstance(raw, bytes)
            self.frames.append(raw)
            message = decode_server(raw)
            if isinstance(message, Probe):
                await self.say({"t": "echo", "nonce": message.nonce})
                continue
            self.got.append(message)
            self._new.set()

    async def next(self, kind: type[_M], where: Callable[[_M], bool] = lambda _: True,
                   after: int = 0, timeout: float = 20.0) -> _M:
        """The first message of this kind from index `after` on that fits `where`."""
        async def wait() -> _M:
            while True:
                for message in self.got[after:]:
                    if isinstance(message, kind) and where(message):
                        return message
                self._new.clear()
                await self._new.wait()
        return await asyncio.wait_for(wait(), timeout)

    async def close(self) -> None:
        self._reader.cancel()
        await self.ws.close()
