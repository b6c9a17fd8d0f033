"""The guided first game: prepared positions and the steps that teach on them (no Qt)."""
