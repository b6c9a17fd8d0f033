"""The real client address behind a proxy: the PROXY protocol, version 2 (HAProxy's
``send-proxy-v2``), read only from addresses the server is told to trust.

A proxy in front of the server (HAProxy) opens the TCP connection itself, so the server sees the
proxy's address for every player, and a per-address cap would count them all as one. With
``send-proxy-v2`` the proxy first sends a binary header carrying the client's address and port
(https://www.haproxy.org/download/2.6/doc/proxy-protocol.txt, section 2.2). `ProxiedConnection`
reads that header off the start of a connection from a trusted address and hands the rest to
websockets. From any other address nothing is read: a header there is what it looks like, a
stranger claiming to be someone else, and fails as the bad HTTP request it is.

A header that is damaged or says something other than TCP over IPv4 or IPv6 ends the
connection; a LOCAL header (the proxy's own health check) keeps the proxy's address.

**The client's round trip.** The header may also carry the round trip the proxy's kernel
measured on the client's connection (HAProxy's ``fc_rtt(us)``), as a decimal number of
microseconds in a TLV: rok-qt's own type RTT_TLV (0xE0: a HAProxy newer than 2.6, with
``set-proxy-v2-tlv-fmt(0xE0) %[fc_rtt(us)]``), or the unique id (type 0x05) reading
``rok-rtt-us=<us>`` (HAProxy 2.2 and later: ``unique-id-format rok-rtt-us=%[fc_rtt(us)]`` and
``proxy-v2-options unique-id``; what the shipped haproxy.cfg does). The race clock bounds
that screen's round trip by it, as it does by the server's own kernel on a direct connection
(rok_qt.net.kernel_rtt). Anything else in a TLV is ignored.
"""

from __future__ import annotations

import asyncio
import ipaddress
import struct
from collections.abc import Iterable
from dataclasses import dataclass

from websockets.asyncio.server import ServerConnection

from rok_qt import logs
from rok_qt.net.caps import ip_of

LOG = logs.channel("network")

SIGNATURE = b"\r\n\r\n\x00\r\nQUIT\n"
HEADER = 16
"""The fixed part: the signature, version and command, family, and the length of the rest."""
MAX_REST = 512
"""Addresses and TLVs: HAProxy sends far less; more is refused as damage."""
_PROXY, _LOCAL = 0x21, 0x20
_TCP4, _TCP6 = 0x11, 0x21
_ADDRESSES = {_TCP4: 12, _TCP6: 36}
RTT_TLV = 0xE0
"""The PROXY v2 TLV type (in the range kept for applications) carrying the client's round
trip in microseconds, as decimal digits."""
UNIQUE_ID_TLV = 0x05
UNIQUE_ID_RTT = b"rok-rtt-us="
"""How a unique id carries the round trip (HAProxy 2.6 can send no TLV of one's own)."""
MAX_RTT_US = 10_000_000
"""A round trip above 10 s is no measure: ignored."""

Network = ipaddress.IPv4Network | ipaddress.IPv6Network


class ProxyHeaderError(ValueError):
    """The bytes at the start of a trusted connection are not a PROXY v2 header we take."""


def trusted_networks(texts: Iterable[str]) -> tuple[Network, ...]:
    """Addresses or networks (``127.0.0.1``, ``10.0.0.0/8``, ``::1``) as networks; ValueError
    naming the one that is neither."""
    networks = []
    for text in texts:
        try:
            networks.append(ipaddress.ip_network(text.strip(), strict=False))
        except ValueError:
            raise ValueError(f"not an address or network: {text!r}") from None
    return tuple(networks)


def is_trusted(address: str, networks: tuple[Network, ...]) -> bool:
    """Whether a peer at this address may say whom it speaks for."""
    ip = ip_of(address)
    return ip is not None and any(ip.version == net.version and ip in net for net in networks)


def header_length(data: bytes) -> int | None:
    """The whole header's length once its fixed part is here (None: not yet); ProxyHeaderError
    when these bytes cannot begin one."""
    if not SIGNATURE.startswith(data[:len(SIGNATURE)]):
        raise ProxyHeaderError("no PROXY v2 signature")
    if len(data) < HEADER:
        return None
    length = int.from_bytes(data[14:16], "big")
    if length > MAX_REST:
        raise ProxyHeaderError("a PROXY header too long")
    return HEADER + length


@dataclass(frozen=True)
class Proxied:
    """What a trusted proxy's header says of its client."""

    address: str
    port: int
    rtt_ms: float | None = None
    """The client's round trip as the proxy's kernel measured it (None: not sent)."""


def parse_header(header: bytes) -> Proxied | None:
    """What a whole header says of the client; None for LOCAL (the proxy speaks for itself);
    ProxyHeaderError for anything else."""
    command, family = header[12], header[13]
    rest = header[HEADER:]
    if command == _LOCAL:
        return None
    if command != _PROXY:
        raise ProxyHeaderError("a PROXY header of an unknown version or command")
    if len(rest) < _ADDRESSES.get(family, len(rest) + 1):
        raise ProxyHeaderError("a PROXY header for something other than TCP")
    if family == _TCP4:
        address = str(ipaddress.IPv4Address(rest[:4]))
        port = int.from_bytes(rest[8:10], "big")
    else:
        ip = ipaddress.IPv6Address(rest[:16])
        address, port = str(ip.ipv4_mapped or ip), int.from_bytes(rest[32:34], "big")
    return Proxied(address, port, rtt_of_tlvs(rest[_ADDRESSES[family]:]))


def rtt_of_tlvs(tlvs: bytes) -> float | None:
    """The client's round trip in ms among a header's TLVs (module docstring), or None."""
    at = 0
    while at + 3 <= len(tlvs):
        kind, length = tlvs[at], int.from_bytes(tlvs[at + 1:at + 3], "big")
        if at + 3 + length > len(tlvs):
            return None   # damaged: nothing in it is believed
        value = tlvs[at + 3:at + 3 + length]
        at += 3 + length
        if kind == UNIQUE_ID_TLV and value.startswith(UNIQUE_ID_RTT):
            value = value[len(UNIQUE_ID_RTT):]
        elif kind != RTT_TLV:
            continue
        if value.isdigit() and 0 < int(value) <= MAX_RTT_US:
            return int(value) / 1000.0
    return None


def encode_header(client: tuple[str, int], proxy: tuple[str, int],
                  rtt_ms: float | None = None) -> bytes:
    """A PROXY v2 header as HAProxy sends it, with the client's round trip in an RTT_TLV when
    given (tests, and a proxy written for them)."""
    source, destination = ipaddress.ip_address(client[0]), ipaddress.ip_address(proxy[0])
    if source.version == destination.version == 4:
        family, rest = _TCP4, source.packed + destination.packed
    else:   # one of them IPv6: both as IPv6 (an IPv4 address mapped)
        family, rest = _TCP6, _as_v6(source).packed + _as_v6(destination).packed
    rest += struct.pack("!HH", client[1], proxy[1])
    if rtt_ms is not None:
        digits = str(max(1, round(rtt_ms * 1000.0))).encode()
        rest += struct.pack("!BH", RTT_TLV, len(digits)) + digits
    return SIGNATURE + bytes((_PROXY, family)) + struct.pack("!H", len(rest)) + rest


def _as_v6(ip: ipaddress.IPv4Address | ipaddress.IPv6Address) -> ipaddress.IPv6Address:
    return ip if isinstance(ip, ipaddress.IPv6Address) else ipaddress.IPv6Address(
        f"::ffff:{ip}")


class ProxiedConnection(ServerConnection):
    """A server connection that knows its real client's address (`client_address`): the peer's
    own, or, from a trusted proxy, the one its PROXY v2 header carries."""

    trusted: tuple[Network, ...] = ()
    """Set on a subclass per server (`for_networks`)."""

    @classmethod
    def for_networks(cls, networks: tuple[Network, ...]) -> type[ProxiedConnection]:
        """A connection class trusting these networks' PROXY headers."""
        return type("ProxiedConnection", (cls,), {"trusted": networks})

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        peer = transport.get_extra_info("peername")
        self.client_address: str = str(peer[0]) if peer else "?"
        """The real client's address: what per-address caps count."""
        self.proxied = False
        """Whether `client_address` came from a proxy's header."""
        self.client_rtt_ms: float | None = None
        """The client's round trip as the proxy's kernel measured it, if its header said."""
        self._pending: bytes | None = (
            b"" if self.trusted and is_trusted(self.client_address, self.trusted) else None)
        super().connection_made(transport)

    def data_received(self, data: bytes) -> None:
        if self._pending is None:
            super().data_received(data)
            return
        pending = self._pending + data
        try:
            length = header_length(pending)
        except ProxyHeaderError:
            if pending[:1] == SIGNATURE[:1]:
                LOG.warning("a damaged PROXY header from the proxy at %s: connection closed",
                            self.client_address)
                self.transport.abort()
                return
            # A trusted address speaking for itself (no header at all): taken as it is.
            self._pending = None
            super().data_received(pending)
            return
        if length is None or len(pending) < length:
            self._pending = pending
            return
        try:
            client = parse_header(pending[:length])
        except ProxyHeaderError as error:
            LOG.warning("%s from the proxy at %s: connection closed", error, self.client_address)
            self.transport.abort()
            return
        if client is not None:
            self.client_address, self.proxied = client.address, True
            self.client_rtt_ms = client.rtt_ms
        self._pending = None
        if len(pending) > length:
            super().data_received(pending[length:])
