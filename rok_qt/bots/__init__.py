"""Computer players; no Qt here."""
