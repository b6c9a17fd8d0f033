"""`rok-qt-sim`: play many headless games of bots, check them, and print what happened."""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from rok_qt.model.bounds import MAX_UNCERTAINTY_MS
from rok_qt.model.setup import MAX_PLAYERS, MIN_PLAYERS
from rok_qt.model.state import Controller, PlayMode
from rok_qt.sim import meeting, progress
from rok_qt.sim.repro import write_repro
from rok_qt.sim.runner import SimFailure, run
from rok_qt.sim.stats import Summary, format_text

EXIT_FAILED = 1
EXIT_USAGE = 2
BOT_LEVELS = ("novice", "adept", "master", "match", "first-timer", "practised")
"""Computer levels, then the models of people (MATCH at the default pace of 2.5 s a find)."""


class _Parser(argparse.ArgumentParser):
    """argparse, but a bad argument is one line on stderr (and exit 2), not the whole usage."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_USAGE, f"{self.prog}: error: {message}\n")


def _players(text: str) -> int:
    value = _int(text)
    if not MIN_PLAYERS <= value <= MAX_PLAYERS:
        raise argparse.ArgumentTypeError(f"players must be {MIN_PLAYERS} to {MAX_PLAYERS}, "
                                         f"not {value}")
    return value


def _games(text: str) -> int:
    value = _int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"games must be at least 1, not {value}")
    return value


def _int(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None


def _jitter(text: str) -> float:
    value = _int(text)
    if not 0 <= value <= 2000:
        raise argparse.ArgumentTypeError(f"jitter must be 0 to 2000 ms, not {value}")
    return float(value)


def _uncertainty(text: str) -> float:
    value = _int(text)
    if not 0 <= value <= MAX_UNCERTAINTY_MS:
        raise argparse.ArgumentTypeError(
            f"uncertainty must be 0 to {MAX_UNCERTAINTY_MS:.0f} ms, not {value}")
    return float(value)


def _levels(text: str) -> tuple[Controller, ...]:
    names = [part.strip().lower().replace("_", "-") for part in text.split(",")]
    unknown = [name for name in names if name not in BOT_LEVELS]
    if unknown or not names:
        raise argparse.ArgumentTypeError(
            f"unknown level {unknown[0]!r}; choose from {', '.join(BOT_LEVELS)}"
        )
    return tuple(Controller(name.replace("-", "_")) for name in names)


def parser() -> argparse.ArgumentParser:
    """The command line."""
    p = _Parser(prog="rok-qt-sim", description=__doc__)
    p.add_argument("--players", type=_players, help="players per game, 2-5 (not with --meet)")
    p.add_argument("--games", type=_games, required=True, help="games to play, at least 1")
    p.add_argument("--seed", type=_int, default=1, help="seed of the first game (then +1 each)")
    p.add_argument("--levels", type=_levels, default=(Controller.ADEPT,),
                   help="comma-separated levels, rotated round the seats (default adept): "
                        f"{', '.join(BOT_LEVELS)}")
    p.add_argument("--mode", choices=[m.value for m in PlayMode], default=PlayMode.RELAY.value,
                   help="the grab: relay turns (R7.1) or all at once on a virtual clock (R7.2)")
    p.add_argument("--jitter", type=_jitter, default=0.0, metavar="MS",
                   help="live mode: play every game again with each move arriving up to MS ms "
                        "late, shuffled, and check it ends the same (the settle window is at "
                        "least MS)")
    p.add_argument("--uncertainty", type=_uncertainty, default=0.0, metavar="MS",
                   help="live mode: race as across computers (R7.3), each seat's takes up to "
                        "MS ms uncertain (seat s of n: (s+1)/n of it); closer takes go to the "
                        "seeded coin")
    p.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    p.add_argument("--meet", action="store_true",
                   help="the levels' table instead: each model of a person against two computer "
                        "players of each level, live, --games games each (rok_qt/sim/meeting.py)")
    p.add_argument("--workers", type=_games, default=1, metavar="N",
                   help="with --meet: play on N processes")
    p.add_argument("--replay-every", type=_games, default=25, metavar="K",
                   help="replay every K-th game from its seed to check I5 (default 25)")
    p.add_argument("--fail-dir", type=Path, default=Path.cwd(), metavar="DIR",
                   help="where a failing game's save file is written (default: here)")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Run the simulator; 0 when every game ended soundly, 1 on a failure, 2 on bad arguments."""
    command = parser()
    args = command.parse_args(argv)
    if args.meet:
        return _meet(args.games, args.seed, args.workers, args.json)
    if args.players is None:
        command.error("the following arguments are required: --players")
    bar = progress.Progress(args.games, progress.wanted())
    started = time.perf_counter()
    mode = PlayMode(args.mode)
    for given, name in ((args.jitter, "--jitter"), (args.uncertainty, "--uncertainty")):
        if given and mode != PlayMode.LIVE:
            bar.close()
            print(f"rok-qt-sim: error: {name} needs --mode live", file=sys.stderr)
            return EXIT_USAGE
    try:
        records, replayed = run(args.players, args.games, args.seed, args.levels,
                                replay_every=args.replay_every, on_game=bar.update, mode=mode,
                                jitter_ms=args.jitter, uncertainty_ms=args.uncertainty)
    except SimFailure as failure:
        bar.close()
        return _report_failure(failure, args.players, args.levels, args.fail_dir, mode)
    bar.close()
    seconds = time.perf_counter() - started
    data = Summary(args.players, args.seed, args.levels, seconds, records, replayed,
                   mode, args.jitter, args.uncertainty).as_dict()
    print(json.dumps(data) if args.json else format_text(data))
    return 0 if data["jitter_same_games"] == len(records) or not args.jitter else EXIT_FAILED


def _meet(games: int, seed: int, workers: int, as_json: bool) -> int:
    """Print the levels' table (meeting.py); 1 when a first-timer's goal is not met."""
    if not as_json:
        print(meeting.HEADER, flush=True)
    rows = meeting.table(games, seed, workers,
                         None if as_json else lambda row: print(meeting.format_row(row),
                                                                flush=True))
    if as_json:
        print(json.dumps([{"person": str(r.person), "level": str(r.level), "games": r.games,
                           "win_rate": round(r.win_rate, 4), "races_won": r.races_won,
                           "races_lost": r.races_lost, "races": r.races,
                           "stone_share": round(r.stone_share, 4)} for r in rows]))
    missed = [r for r in rows if r.person == Controller.FIRST_TIMER
              and not r.meets(meeting.GOALS[r.level])]
    return EXIT_FAILED if missed else 0


def _report_failure(failure: SimFailure, players: int, levels: Sequence[Controller],
                    folder: Path, mode: PlayMode) -> int:
    print(f"rok-qt-sim: FAILED: {failure.describe()}", file=sys.stderr)
    try:
        path = write_repro(failure, players, levels, folder, mode)
    except Exception as exc:  # the report matters more than the file; say why it is missing
        print(f"rok-qt-sim: could not write the save file: {exc}", file=sys.stderr)
    else:
        print(f"rok-qt-sim: the game just before that move is saved in {path}", file=sys.stderr)
    print(f"rok-qt-sim: reproduce with: rok-qt-sim --players {players} --games 1 "
          f"--seed {failure.seed} --levels {','.join(levels)} --mode {mode}", file=sys.stderr)
    return EXIT_FAILED
