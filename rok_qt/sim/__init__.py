"""Headless whole games: the simulator behind rok-qt-sim."""
