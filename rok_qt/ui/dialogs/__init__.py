"""The game's dialogs: setup, penalty, ordering, round summary, rules, game over, statistics."""
