"""A simulated person's screen as a process of its own (the real-process tests).

    python -m tests.net.robot_client URI host NAME [--computer LEVEL] [--open N]
    python -m tests.net.robot_client URI join NAME --code CODE [--token T]

It prints one JSON object a line: {"welcome": code, "token": ..., "seats": [...]},
{"round": n} at each new round, {"go": round} at each start of a race, {"scores": [...]} at
the game's end, {"ended": why} when the connection ended first. The host starts the game
once every open seat is filled.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys

from rok_qt.bots.levels import match_skill
from rok_qt.model.events import RoundStarted
from rok_qt.model.state import Controller
from rok_qt.net.client import ConnectError, TableClient
from rok_qt.net.protocol import (
    PROTOCOL_VERSION,
    Go,
    Host,
    Join,
    Logged,
    SeatKind,
    Seats,
    SeatSpec,
    ServerMessage,
    Start,
)
from rok_qt.net.robot import Robot


def say(**line: object) -> None:
    print(json.dumps(line), flush=True)


class _Watching(Robot):
    """A robot that also reports rounds, and (as host) starts once the seats are full."""

    def __init__(self, client: TableClient, host: bool) -> None:
        super().__init__(client, match_skill(300.0, 100))
        self.host = host
        self.started = False

    def _note(self, message: ServerMessage) -> None:
        super()._note(message)
        if isinstance(message, Go):
            say(go=message.round, race_ms=message.race_ms)
        if isinstance(message, Logged):
            for event in message.events:
                if isinstance(event, RoundStarted):
                    say(round=event.round, seq=message.seq)
        if (isinstance(message, Seats) and self.host and not self.started
                and all(s.kind != SeatKind.OPEN and s.connected for s in message.seats)):
            self.started = True
            asyncio.get_running_loop().create_task(self.client.send(Start()))


async def main(args: argparse.Namespace) -> int:
    client = TableClient(args.uri)
    if args.role == "host":
        seats = [SeatSpec(args.name)]
        seats += [SeatSpec(f"Open {i + 1}", open=True) for i in range(args.open)]
        seats.append(SeatSpec("Runa", Controller(args.computer)))
        first: Host | Join = Host(PROTOCOL_VERSION, tuple(seats), time_limit_ms=8000,
                                  seed=args.seed)
    else:
        first = Join(PROTOCOL_VERSION, args.code, () if args.token else (args.name,),
                     token=args.token)
    try:
        welcome = await client.connect(first)
    except ConnectError as error:
        say(ended=str(error))
        return 0
    say(welcome=welcome.table, token=welcome.token, seats=list(welcome.seats))
    result = await _Watching(client, args.role == "host").play()
    if result is None:
        say(ended=client.ended)
    else:
        say(scores=list(result.scores))
    await client.close()
    return 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("uri")
    parser.add_argument("role", choices=["host", "join"])
    parser.add_argument("name")
    parser.add_argument("--code", default="")
    parser.add_argument("--token", default="")
    parser.add_argument("--open", type=int, default=2)
    parser.add_argument("--computer", default="master")
    parser.add_argument("--seed", type=int, default=5)
    sys.exit(asyncio.run(main(parser.parse_args())))
