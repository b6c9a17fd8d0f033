"""What checking and replaying a record may cost: a budget set from the longest real game.

A record from a file is hostile: a valid game padded with takes and put-backs that never
settle made the engine's work grow with the square of its moves (2,079 moves blocked the
window for seconds and held 400 MB; 19,079 ran out of memory). So a record is checked and
replayed off the window's thread (app/record_checker.py), and refused in a sentence past this
budget. `make bench` (benchmarks/bench_record_budget.py) simulates 1,000 games as real games
are played and prints the longest, and what checking it and a record at the cap cost:

- the longest real game: 105 moves, 5.2 KiB, 9 rounds (4 players, All at once); the largest
  record 10.4 KiB (Relay); at most 4 race moves undecided at once; the largest state 5.4 KiB
  (msgpack);
- checking and replaying the longest: 1.2 MiB at most, 0.5 s on a machine loaded twenty times
  over (2 cores, load 21); a record at the cap (2,399 moves, 145 KiB, a race padded with takes
  and put-backs): 23 MiB, 6 s on that machine; a race that never settles is refused at its
  68th move, in 0.1 s.

The budget is about twenty times the longest real game, so a long game of people who take and
put back more than the simulator's players is still far inside it.
"""

from __future__ import annotations

MAX_MOVES = 2_400
"""Moves in a record: twenty times the longest real game's."""
MAX_BYTES = 256 * 1024
"""A record file's size, refused unread beyond it: twenty times the largest real game's."""
MAX_UNDECIDED = 64
"""Race moves the referee may hold undecided at once (within its settle window): a real race
holds four at most. Each move's work grows with them, so this bounds the cost of every move."""
TIME_S = 20.0
"""Seconds a check and replay may take: three times a record at the cap on a loaded machine,
forty times the longest real game there."""
HELD_BYTES = 8 * 1024 * 1024
"""The states a replay keeps (one per move, for the viewer to go back and forth), counted by
their encoded size (about a fifth of the memory they take): 0.2 MiB for the longest real game,
4.6 MiB for a record at the cap."""
