"""The kernel's own round trip of a connection: what bounds a client that holds its echoes."""

from __future__ import annotations

import socket
import struct
import sys

import pytest

from rok_qt.net.kernel_rtt import kernel_rtt, rtt_of


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
