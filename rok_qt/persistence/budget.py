"""What checking and replaying a record may cost: a budget set from the longest real game.

A record from a file is hostile: a valid game padded with takes and put-backs that never
settle made the engine's work grow with the square of its moves (2,079 moves blocked the
window for seconds and held 400 MB; 19,079 ran out of memory). So a record is checked and
replayed off the window's thread (app/record_checker.py), and refused in a sentence past this
budget. `make bench` (benchmarks/bench_record_budget.py) simulates 1,000 games as real games
are played and prints the longest, and what checking it and a record at the cap cost:

- the longest real game: 120 moves, 12 KiB, 17 rounds (5 players, Relay); the largest race
  left undecided at once: 9 moves; the largest state: 9 KiB;
- checking and replaying it: about 0.1 s and 2 MiB; a record at the cap: about 2 s, 40 MiB.

The budget is about twenty times the longest real game, so a long game of people who take and
put back more than the simulator's players is still far inside it.
"""

from __future__ import annotations

MAX_MOVES = 2_400
"""Moves in a record: twenty times the longest real game's."""
MAX_BYTES = 256 * 1024
"""A record file's size, refused unread beyond it: twenty times the longest real game's."""
MAX_UNDECIDED = 64
"""Race moves the referee may hold undecided at once (within its settle window): a real race
holds a handful. Each move's work grows with them, so this bounds the cost of every move."""
TIME_S = 20.0
"""Seconds a check and replay may take: ten times a record at the cap on a slow machine."""
HELD_BYTES = 96 * 1024 * 1024
"""The states a replay keeps (one per move, for the viewer to go back and forth), counted by
their encoded size: a record at the cap keeps about 20 MiB of them."""
