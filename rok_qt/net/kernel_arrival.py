"""When a message reached this machine, as the kernel saw it: a take read late is not late.

The server stamps a take from its arrival (rok_qt.net.fairness gives it back at most its
link's bound from there). It reads a message when its event loop gets to the connection, and
that can be well after the bytes came in: the machine busy with other work, or the loop with
other tables. A take that came in during such a stall was stamped as late as the stall was
long, and a rival's take read just before the stall won the race (on this machine's loopback,
80-240 ms: benchmarks.bench_network_proxy, whose server, proxies and screens share one loop).

Linux keeps, for each TCP connection, how long ago data last came in (`tcpi_last_data_recv`
of TCP_INFO, in ms counted in the kernel's ticks of 1 to 10 ms). The message being read came
in no later than that: other data may have come after it, never before. `read_late` gives
that wait less one tick, so a message counts as arriving at most two ticks after it truly
came in (instead of a whole stall later) and never before: nothing a client sends makes its
take look earlier than its bytes were. Behind a proxy the kernel sees the proxy's writes:
when the proxy passed the message on. Elsewhere (not Linux, not TCP) nothing is known and a
message arrives when it is read, as before.
"""

from __future__ import annotations

import contextlib
import functools
import socket
import struct
import time
from collections.abc import Callable

from rok_qt import logs

LOG = logs.channel("network")

_LAST_DATA_RECV_AT = 52
"""Byte offset of tcpi_last_data_recv (ms) in Linux's struct tcp_info."""
_INFO_BYTES = 56
TICK_GUESS_MS = 10.0
"""The kernel's tick where it cannot be measured: the longest Linux has (HZ = 100)."""
_MEASURE_S = 0.1
STEPS = 3


def read_late(sock: socket.socket | None) -> Callable[[], float] | None:
    """A reader of how long, in ms, the data just read from this connection at least waited
    in the kernel before it was read (module docstring), or None where the system keeps no
    such time."""
    option = getattr(socket, "TCP_INFO", None)
    if sock is None or option is None or sock.type != socket.SOCK_STREAM:
        return None
    if _since_data(sock, option) is None:
        LOG.debug("this system keeps no time of a connection's last data: takes count from "
                  "when they are read")
        return None
    tick = tick_ms()

    def waited() -> float:
        since = _since_data(sock, option)
        return 0.0 if since is None else max(0.0, since - tick)
    return waited


def _since_data(sock: socket.socket, option: int) -> float | None:
    """The kernel's ms since data last came in on this connection, or None."""
    try:
        info = sock.getsockopt(socket.IPPROTO_TCP, option, _INFO_BYTES)
    except OSError:
        return None
    if len(info) < _LAST_DATA_RECV_AT + 4:
        return None
    return float(struct.unpack_from("I", info, _LAST_DATA_RECV_AT)[0])


@functools.cache
def tick_ms() -> float:
    """The step of the kernel's ms counts, measured once on a loopback connection: a byte
    sent, then the count watched as it moves STEPS times, the smallest step kept (a count
    missed makes a step look longer, which only makes `read_late` more careful).
    TICK_GUESS_MS where it cannot be measured."""
    option = getattr(socket, "TCP_INFO", None)
    if option is None:
        return TICK_GUESS_MS
    with contextlib.ExitStack() as stack:
        try:
            listener = stack.enter_context(socket.create_server(("127.0.0.1", 0)))
            sender = stack.enter_context(
                socket.create_connection(listener.getsockname()[:2], timeout=1.0))
            receiver = stack.enter_context(listener.accept()[0])
            sender.sendall(b"\0")
        except OSError:
            return TICK_GUESS_MS
        return _smallest_step(receiver, option)


def _smallest_step(receiver: socket.socket, option: int) -> float:
    steps: list[float] = []
    last, deadline = 0.0, time.monotonic() + _MEASURE_S
    while len(steps) < STEPS and time.monotonic() < deadline:
        since = _since_data(receiver, option)
        if since is None:
            return TICK_GUESS_MS
        if since != last:
            steps.append(since - last)
            last = since
        time.sleep(0.0002)
    return min([TICK_GUESS_MS, *(step for step in steps if step > 0)])
