"""A loopback TCP proxy that loses chosen WebSocket messages from the server to a client.

Client to server, bytes pass as they are. Server to client, after the HTTP upgrade, the
stream is cut into WebSocket frames (RFC 6455: a server's frames are not masked; the table
server sends each message as one frame, without compression) and a frame whose message
`lose(message)` picks is left out, as if it had been lost on the way: what a screen's copy of
the game must survive. Loopback only.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable

from rok_qt.net.protocol import ProtocolError, ServerMessage, decode_server


class LossyProxy:
    """Listens on 127.0.0.1 and forwards to `target_port`, losing the server's messages
    `lose` picks; `lost` lists them."""

    def __init__(self, target_port: int, lose: Callable[[ServerMessage], bool]) -> None:
        self.target_port = target_port
        self.lose = lose
        self.lost: list[ServerMessage] = []
        self.port = 0
        self._server: asyncio.Server | None = None
        self._writers: set[asyncio.StreamWriter] = set()

    async def start(self) -> None:
        self._server = await asyncio.start_server(self._accept, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]

    async def _accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.target_port)
        self._writers |= {writer, up_writer}
        await asyncio.gather(self._pass(reader, up_writer), self._frames(up_reader, writer),
                             return_exceptions=True)

    @staticmethod
    async def _pass(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while data := await reader.read(65536):
                writer.write(data)
        finally:
            with contextlib.suppress(Exception):
                writer.close()

    async def _frames(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            writer.write(await reader.readuntil(b"\r\n\r\n"))   # the upgrade's answer
            while True:
                head = await reader.readexactly(2)
                length = head[1] & 0x7F
                extra = b""
                if length == 126:
                    extra = await reader.readexactly(2)
                    length = int.from_bytes(extra, "big")
                elif length == 127:
                    extra = await reader.readexactly(8)
                    length = int.from_bytes(extra, "big")
                payload = await reader.readexactly(length)
                if head[0] & 0x0F == 0x2 and self._loses(payload):
                    continue
                writer.write(head + extra + payload)
        except (asyncio.IncompleteReadError, ConnectionError):
            pass
        finally:
            with contextlib.suppress(Exception):
                writer.close()

    def _loses(self, payload: bytes) -> bool:
        try:
            message = decode_server(payload)
        except ProtocolError:
            return False
        if self.lose(message):
            self.lost.append(message)
            return True
        return False

    async def close(self) -> None:
        for writer in self._writers:
            writer.transport.abort()
        self._writers.clear()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
