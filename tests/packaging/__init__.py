"""Tests of the standalone bundle's ingredients; no PyInstaller build runs here."""
