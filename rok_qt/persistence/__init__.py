"""Save files: format, validation, migrations, atomic writes; no Qt here.

Import what you need from its module (`rok_qt.persistence.files`, `.savefile`, `.errors`...):
the package itself loads nothing, so the game's first window pays only for the per-user folder.
"""
