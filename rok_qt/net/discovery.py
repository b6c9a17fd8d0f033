"""LAN discovery with python-zeroconf: service ``_rok._tcp``, only while a table is hosted.

`Advertiser` announces each hosted table as one service instance (``<title>._rok._tcp.local.``,
the server's address and port, TXT ``v`` protocol version, ``code`` and ``title``) and
withdraws it when the table ends. It opens no socket until the first table is advertised and
closes them when the last one goes, so nothing is sent on the network unless a table is
hosted. `Browser` lists the tables others advertise. Both take `interfaces`: the addresses to
use (tests: ``127.0.0.1`` and ``::1`` only); None means every IPv4 interface of this computer.
Given addresses, zeroconf listens and announces on each of them, IPv4 and IPv6 (where the
system allows no multicast, as on Linux's IPv6 loopback, zeroconf logs that its sends failed
and the other interfaces carry on), and a table's announcement carries every one of them, so
a browser on any of those networks finds an address it can reach.

A table's code travels in its announcement: the local network is invited to join by clicking,
as people at one screen would be; over the internet the code is what keeps strangers out.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import socket
from collections.abc import Callable
from dataclasses import dataclass

import ifaddr
from zeroconf import InterfaceChoice, IPVersion, ServiceStateChange, Zeroconf
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from rok_qt import logs
from rok_qt.net.codes import normal_code
from rok_qt.net.protocol import PROTOCOL_VERSION

LOG = logs.channel("network")

SERVICE = "_rok._tcp.local."


@dataclass(frozen=True)
class FoundTable:
    """A table advertised on the local network (every field is untrusted text)."""

    title: str
    code: str
    address: str
    """The address to join at: the first IPv4 address announced, else the first IPv6."""
    port: int
    addresses: tuple[str, ...] = ()
    """Every address the announcement gives (one per interface the table is hosted on)."""


def _addresses(interfaces: list[str] | None) -> list[str]:
    if interfaces is not None:
        return interfaces
    found = [ip.ip for adapter in ifaddr.get_adapters() for ip in adapter.ips
             if isinstance(ip.ip, str) and not ip.ip.startswith("127.")]
    return found or ["127.0.0.1"]


def _ipv6(address: str) -> bool:
    return ipaddress.ip_address(address).version == 6


def _zeroconf(interfaces: list[str] | None) -> AsyncZeroconf:
    if interfaces is None:
        return AsyncZeroconf(interfaces=InterfaceChoice.All, ip_version=IPVersion.V4Only)
    version = IPVersion.All if any(_ipv6(a) for a in interfaces) else IPVersion.V4Only
    if all(_ipv6(a) for a in interfaces):
        version = IPVersion.V6Only
    return AsyncZeroconf(interfaces=list(interfaces), ip_version=version)


def _label(text: str) -> str:
    """A DNS-SD instance label: printable, at most 63 bytes, no dots."""
    clean = "".join(ch for ch in text if ch.isprintable() and ch != ".").strip()
    return clean.encode()[:60].decode("utf-8", "ignore") or "Rok table"


class Advertiser:
    """Announces hosted tables on the local network (module docstring)."""

    def __init__(self, port: int, interfaces: list[str] | None, host_name: str = "") -> None:
        self.port = port
        self.interfaces = interfaces
        self.host_name = _label(host_name or socket.gethostname())
        self._zc: AsyncZeroconf | None = None
        self._infos: dict[str, AsyncServiceInfo] = {}
        self._tasks: set[asyncio.Task[None]] = set()

    def table_changed(self, code: str, title: str, hosted: bool) -> None:
        """The server's hook: a table was hosted (True) or ended (False)."""
        task = asyncio.get_running_loop().create_task(
            self.advertise(code, title) if hosted else self.withdraw(code))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def advertise(self, code: str, title: str) -> None:
        """Announce one table."""
        if self._zc is None:
            self._zc = _zeroconf(self.interfaces)
        label = _label(f"{title or 'Rök'} ({code}) on {self.host_name}")
        info = AsyncServiceInfo(
            SERVICE, f"{label}.{SERVICE}",
            parsed_addresses=_addresses(self.interfaces),
            port=self.port,
            properties={"v": str(PROTOCOL_VERSION), "code": code, "title": title[:40]},
            server=f"{_label(self.host_name).replace(' ', '-')}.local.")
        await self._zc.async_register_service(info, allow_name_change=True)
        LOG.debug("table %s announced as %r", code, label)
        self._infos[code] = info

    async def withdraw(self, code: str) -> None:
        """Withdraw one table; the last one closes zeroconf's sockets."""
        info = self._infos.pop(code, None)
        if info is not None and self._zc is not None:
            await self._zc.async_unregister_service(info)
        if not self._infos and self._zc is not None:
            zc, self._zc = self._zc, None
            await zc.async_close()

    @property
    def advertising(self) -> list[str]:
        """The codes announced right now."""
        return list(self._infos)

    async def close(self) -> None:
        """Withdraw everything."""
        for code in list(self._infos):
            await self.withdraw(code)


class Browser:
    """Lists the tables advertised on the local network as they come and go."""

    def __init__(self, interfaces: list[str] | None,
                 changed: Callable[[list[FoundTable]], None] | None = None) -> None:
        self.interfaces = interfaces
        self.changed = changed
        self.tables: dict[str, FoundTable] = {}
        self._zc: AsyncZeroconf | None = None
        self._browser: AsyncServiceBrowser | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    async def start(self) -> None:
        """Start listening for announcements."""
        self._zc = _zeroconf(self.interfaces)
        self._browser = AsyncServiceBrowser(self._zc.zeroconf, SERVICE,
                                            handlers=[self._on_change])

    def _on_change(self, zeroconf: Zeroconf, service_type: str, name: str,
                   state_change: ServiceStateChange) -> None:
        if state_change == ServiceStateChange.Removed:
            if self.tables.pop(name, None) is not None and self.changed is not None:
                self.changed(list(self.tables.values()))
            return
        task = asyncio.get_running_loop().create_task(self._resolve(service_type, name))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _resolve(self, service_type: str, name: str) -> None:
        if self._zc is None:
            return
        info = AsyncServiceInfo(service_type, name)
        if not await info.async_request(self._zc.zeroconf, 3000):
            return
        props = {k.decode("utf-8", "replace"): (v or b"").decode("utf-8", "replace")
                 for k, v in info.properties.items()}
        code = normal_code(props.get("code", ""))
        # IPv4 first: the usual LAN; an IPv6 address when the table gives no other.
        addresses = sorted(info.parsed_addresses(IPVersion.All), key=_ipv6)
        if props.get("v") != str(PROTOCOL_VERSION) or not code or not addresses or not info.port:
            return
        self.tables[name] = FoundTable(props.get("title", "")[:40], code, addresses[0],
                                       info.port, tuple(addresses))
        if self.changed is not None:
            self.changed(list(self.tables.values()))

    async def close(self) -> None:
        """Stop listening and close zeroconf's sockets."""
        if self._browser is not None:
            with contextlib.suppress(Exception):
                await self._browser.async_cancel()
        if self._zc is not None:
            await self._zc.async_close()
        self._zc = self._browser = None
