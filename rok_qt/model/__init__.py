"""The rules of Rök as plain data and pure functions; no Qt here."""
