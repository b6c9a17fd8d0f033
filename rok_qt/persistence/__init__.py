"""Save files: format, validation, migrations, atomic writes; no Qt here."""
