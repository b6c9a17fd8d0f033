"""Playing from several computers (R7.3), Qt-free: the protocol, the table server, the client
side's clock sync and stamping, and LAN discovery. See protocol.py for what crosses the wire."""
