"""The replay viewer: a finished game (or the game so far) played again on the table."""
