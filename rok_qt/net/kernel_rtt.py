"""The operating system's own round trip of a TCP connection: what no client can bend.

The kernel measures every TCP connection from its acknowledgements, which the client's kernel
sends, not the client's program: a modified client can hold back its answers to the server's
probes (rok_qt.net.fairness) but not its acknowledgements. Linux gives the lowest round trip of
the last minutes as `tcpi_min_rtt` of TCP_INFO (since 4.6; older kernels: the smoothed
`tcpi_rtt`). Elsewhere there is none.

Behind a proxy the server's kernel measures the proxy, not the client. A trusted proxy that
passes the round trip its own kernel measured on the client's connection (a PROXY v2 TLV:
rok_qt.net.proxy_protocol) gives the bound back: that round trip plus the server's own
kernel's of the hop to the proxy (`link_rtt`). It is measured once, as the connection opens
(HAProxy's ``fc_rtt``), where a direct connection's is the lowest of the last minutes.
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


def link_rtt(sock: socket.socket | None, *, proxied: bool, client_rtt_ms: float | None,
             direct: bool = True) -> Callable[[], float | None] | None:
    """The reader of a connection's round trip that no client can bend, or None.

    A direct connection: the kernel's own (unless `direct` is False: a proxy in front sends
    no header, so the kernel would measure it). From a trusted proxy: the client's round trip
    its header carried (`client_rtt_ms`) plus the hop from the proxy to here, or None when
    the header carried none.
    """
    own = kernel_rtt(sock)
    if not proxied:
        return own if direct else None
    if client_rtt_ms is None:
        return None
    client = client_rtt_ms

    def through_proxy() -> float:
        hop = own() if own is not None else None
        return client + (hop or 0.0)
    return through_proxy

