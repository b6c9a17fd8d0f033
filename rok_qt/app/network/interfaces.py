"""Which network interfaces a table is hosted on and looked for: a setting and `--interface`.

`network/interfaces` in the settings holds addresses separated by commas; `--interface ADDR`
(repeatable) overrides it for one run, and is what the tests use: `--interface 127.0.0.1`
keeps hosting, joining's discovery and the LAN announcement on the loopback. A table is hosted
on each address given (one port for all) and announced on each; unset, it is hosted on every
IPv4 interface (0.0.0.0) and announced on all of them.
"""

from __future__ import annotations

import ipaddress

from PySide6.QtCore import QSettings

from rok_qt.app.checked import text_setting

INTERFACES_KEY = "network/interfaces"
EVERYWHERE = "0.0.0.0"
_override: list[str] = []


def parse_interfaces(text: str) -> list[str]:
    """'127.0.0.1, ::1' -> the addresses; ValueError naming the first that is not one."""
    found = []
    for part in text.replace(";", ",").split(","):
        address = part.strip()
        if not address:
            continue
        found.append(str(ipaddress.ip_address(address)))
    return found


def set_interfaces_for_this_run(addresses: list[str]) -> None:
    """`--interface`: these addresses, whatever the settings say, until the app ends."""
    _override[:] = addresses


def hosting_interfaces(settings: QSettings) -> list[str]:
    """Where to host and look for tables: the command line's, the setting's, or everywhere."""
    if _override:
        return list(_override)
    try:
        chosen = parse_interfaces(text_setting(settings, INTERFACES_KEY, 1000))
    except ValueError:
        chosen = []   # a setting edited by hand into nonsense: as if unset
    return chosen or [EVERYWHERE]


def phone_host(addresses: list[str]) -> str:
    """The address a phone on this network opens the table's page at: the first interface
    chosen, or, hosted everywhere, this computer's first private IPv4 address (a phone seldom
    knows this computer's name)."""
    if addresses != [EVERYWHERE]:
        return addresses[0]
    import ifaddr  # zeroconf's own dependency: lists the interfaces, sends nothing

    found = [str(ip.ip) for adapter in ifaddr.get_adapters() for ip in adapter.ips
             if isinstance(ip.ip, str)]
    private = [a for a in found if ipaddress.ip_address(a).is_private
               and not ipaddress.ip_address(a).is_loopback]
    return private[0] if private else "127.0.0.1"


def zeroconf_interfaces(addresses: list[str]) -> list[str] | None:
    """The interfaces zeroconf may use: the chosen ones, or None for all of them."""
    return None if addresses == [EVERYWHERE] else addresses
