"""Rök on the desktop: a Qt game of rune stones."""
__version__ = "0.1.0"
