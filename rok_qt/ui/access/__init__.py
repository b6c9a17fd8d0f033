"""Play for everyone: what a screen reader hears, the table's stones in words, the keys."""
