"""The race clock of one table on the server (R7.3): started by "go", stopped by a pause."""

from __future__ import annotations

from rok_qt.net.protocol import Go


class ServerRaceClock:
    """Maps the server clock onto the race clock (ms since the reveal) while a race runs.

    `go(at, race_ms)` names the server instant the race clock reads `race_ms`; `pause(now)`
    stops it where it stands; `stop()` ends the race. Before its "go" instant the race clock
    reads `race_ms` (nobody may act before the start anyway: stamps are never below it).
    """

    def __init__(self) -> None:
        self.at_ms: float | None = None
        self.race_ms = 0.0
        self.settle_ms = 0.0
        self.paused_at: float | None = None
        self.round = 0

    @property
    def running(self) -> bool:
        """Whether a race is under way and not paused."""
        return self.at_ms is not None

    def go(self, round_: int, at_ms: float, race_ms: float, settle_ms: float) -> Go:
        """Start (or resume) the race; the Go message every screen gets."""
        self.round, self.at_ms, self.race_ms, self.settle_ms = round_, at_ms, race_ms, settle_ms
        self.paused_at = None
        return self.message()

    def message(self) -> Go:
        """The running race's Go, for a screen that joins mid-race."""
        assert self.at_ms is not None
        return Go(self.round, self.at_ms, self.race_ms, self.settle_ms)

    def now(self, server_ms: float) -> float:
        """The race clock at this server instant (where it stopped, when paused)."""
        if self.at_ms is None:
            return self.paused_at if self.paused_at is not None else self.race_ms
        return self.race_ms + max(0.0, server_ms - self.at_ms)

    def server_time(self, race_ms: float) -> float:
        """The server instant the running race clock reads `race_ms`."""
        assert self.at_ms is not None
        return self.at_ms + race_ms - self.race_ms

    def pause(self, server_ms: float) -> float:
        """Stop the clock where it stands; its reading."""
        reading = self.now(server_ms)
        self.at_ms, self.paused_at = None, reading
        return reading

    def stop(self) -> None:
        """The race is over."""
        self.at_ms = self.paused_at = None
        self.race_ms = 0.0
