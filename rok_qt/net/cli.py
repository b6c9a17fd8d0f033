"""`rok-qt-server`: the headless table server (filled in below)."""


def main() -> None:
    """Entry point."""
    raise SystemExit("rok-qt-server: not ready yet")
