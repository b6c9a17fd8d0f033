"""The kernel's own round trip of a connection: what bounds a client that holds its echoes,
on a direct connection and, passed in the PROXY v2 header, behind a proxy."""

from __future__ import annotations

import socket
import struct
import sys

import pytest

from rok_qt.net.fairness import KERNEL_MARGIN_MS, Link
from rok_qt.net.kernel_rtt import kernel_rtt, link_rtt, rtt_of
from rok_qt.net.proxy_protocol import (
    RTT_TLV,
    UNIQUE_ID_TLV,
    encode_header,
    header_length,
    parse_header,
)


def test_the_lowest_round_trip_is_read_and_the_smoothed_one_is_the_fallback() -> None:
    info = bytearray(232)
    struct.pack_into("I", info, 68, 4000)   # tcpi_rtt: 4 ms
    assert rtt_of(bytes(info)) == 4.0
    struct.pack_into("I", info, 148, 1500)  # tcpi_min_rtt: 1.5 ms
    assert rtt_of(bytes(info)) == 1.5
    assert rtt_of(bytes(info[:100])) == 4.0  # an older kernel: no min_rtt
    assert rtt_of(b"") is None


def test_a_socket_that_is_no_tcp_connection_has_none() -> None:
    assert kernel_rtt(None) is None
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as udp:
        assert kernel_rtt(udp) is None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="TCP_INFO is Linux's")
def test_a_loopback_connection_measures_well_under_a_millisecond() -> None:
    with socket.create_server(("127.0.0.1", 0)) as server:
        client = socket.create_connection(server.getsockname())
        accepted, _ = server.accept()
        with client, accepted:
            for _ in range(3):
                accepted.sendall(b"probe")
                client.recv(5)
                client.sendall(b"echo")
                accepted.recv(4)
            read = kernel_rtt(accepted)
            assert read is not None
            measured = read()
            assert measured is not None and 0.0 < measured < 1.0


def _with_tlvs(*tlvs: tuple[int, bytes]) -> bytes:
    """A header as HAProxy sends it, with these TLVs after the addresses."""
    header = bytearray(encode_header(("203.0.113.8", 4000), ("127.0.0.1", 47401)))
    for kind, value in tlvs:
        header += struct.pack("!BH", kind, len(value)) + value
    struct.pack_into("!H", header, 14, len(header) - 16)
    return bytes(header)


def test_a_proxy_header_carries_the_clients_round_trip_in_its_own_tlv_or_the_unique_id(
        ) -> None:
    told = parse_header(encode_header(("203.0.113.8", 4000), ("127.0.0.1", 1), rtt_ms=38.5))
    assert told is not None and (told.address, told.port, told.rtt_ms) == (
        "203.0.113.8", 4000, 38.5)
    # HAProxy 2.6: unique-id-format rok-rtt-us=%[fc_rtt(us)], among other TLVs (a CRC).
    header = _with_tlvs((0x03, b"\x00\x00\x00\x00"), (UNIQUE_ID_TLV, b"rok-rtt-us=21"))
    assert header_length(header) == len(header)
    told = parse_header(header)
    assert told is not None and told.rtt_ms == 0.021


@pytest.mark.parametrize("tlvs", [
    (),
    ((UNIQUE_ID_TLV, b"4f1c-8a2b"),),             # an operator's own unique id
    ((UNIQUE_ID_TLV, b"38500"),),                 # digits, but not said to be a round trip
    ((RTT_TLV, b"-"),),                           # HAProxy could not measure it
    ((RTT_TLV, b"0"),), ((RTT_TLV, b"99999999999"),), ((RTT_TLV, b"1e3"),),
    ((RTT_TLV, b""),),
])
def test_a_header_without_a_round_trip_we_can_read_gives_none_and_keeps_the_address(
        tlvs: tuple[tuple[int, bytes], ...]) -> None:
    told = parse_header(_with_tlvs(*tlvs))
    assert told is not None and told.address == "203.0.113.8" and told.rtt_ms is None


def test_a_damaged_tlv_after_the_addresses_costs_the_round_trip_not_the_connection() -> None:
    header = bytearray(_with_tlvs((RTT_TLV, b"38500")))
    struct.pack_into("!H", header, 16 + 12 + 1, 40)   # says 40 bytes, 5 follow
    told = parse_header(bytes(header))
    assert told is not None and told.address == "203.0.113.8" and told.rtt_ms is None


def test_behind_a_proxy_the_bound_is_the_round_trip_it_passed_plus_the_hop_to_it() -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as udp:   # no kernel measure
        assert link_rtt(udp, proxied=False, client_rtt_ms=None) is None
        assert link_rtt(udp, proxied=True, client_rtt_ms=None) is None
        through = link_rtt(udp, proxied=True, client_rtt_ms=38.5)
        assert through is not None and through() == 38.5
    link = Link(through)
    for _ in range(3):
        link.add(338.5)   # every echo held 300 ms
    assert link.bound_ms == 38.5 + KERNEL_MARGIN_MS


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="TCP_INFO is Linux's")
def test_the_hop_to_the_proxy_is_the_kernels_own_and_a_direct_link_needs_direct() -> None:
    with socket.create_server(("127.0.0.1", 0)) as server:
        client = socket.create_connection(server.getsockname())
        accepted, _ = server.accept()
        with client, accepted:
            through = link_rtt(accepted, proxied=True, client_rtt_ms=38.5)
            direct = link_rtt(accepted, proxied=False, client_rtt_ms=None)
            assert through is not None and direct is not None
            hop = direct()
            assert hop is not None and 38.5 < (through() or 0.0) < 38.5 + 1.0
            assert link_rtt(accepted, proxied=False, client_rtt_ms=None, direct=False) is None
