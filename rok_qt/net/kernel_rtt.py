"""The operating system's own round trip of a TCP connection: what no client can bend.

The kernel measures every TCP connection from its acknowledgements, which the client's kernel
sends, not the client's program: a modified client can hold back its answers to the server's
probes (rok_qt.net.fairness) but not its acknowledgements. Linux gives the lowest round trip of
the last minutes as `tcpi_min_rtt` of TCP_INFO (since 4.6; older kernels: the smoothed
`tcpi_rtt`). Elsewhere, or behind a proxy (whose kernel the server's sees), there is none.
"""

from __future__ import annotations

import socket
import struct
from collections.abc import Callable

from rok_qt import logs

LOG = logs.channel("network")
_RTT_AT = 68
"""Byte offset of tcpi_rtt (us) in Linux's struct tcp_info."""
_MIN_RTT_AT = 148
"""Byte offset of tcpi_min_rtt (us)."""
_INFO_BYTES = 232


def kernel_rtt(sock: socket.socket | None) -> Callable[[], float | None] | None:
    """A reader of this connection's kernel round trip in ms, or None where the system keeps
    none (not Linux, not TCP, or the socket is gone)."""
    option = getattr(socket, "TCP_INFO", None)
    if sock is None or option is None or sock.type != socket.SOCK_STREAM:
        return None

    def read() -> float | None:
        try:
            info = sock.getsockopt(socket.IPPROTO_TCP, option, _INFO_BYTES)
        except OSError:
            return None
        return rtt_of(info)

    if read() is None:
        LOG.debug("the system keeps no round trip of this connection")
        return None
    return read


def rtt_of(info: bytes) -> float | None:
    """The lowest round trip in ms that a TCP_INFO buffer holds (None: none measured yet)."""
    if len(info) >= _MIN_RTT_AT + 4:
        lowest: int = struct.unpack_from("I", info, _MIN_RTT_AT)[0]
        if lowest:
            return lowest / 1000.0
    if len(info) >= _RTT_AT + 4:
        smoothed: int = struct.unpack_from("I", info, _RTT_AT)[0]
        if smoothed:
            return smoothed / 1000.0
    return None
