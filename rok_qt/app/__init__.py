"""Application start-up, main window and menus."""

# The UI package first: it tells PySide6's import hook not to keep every module's source.
import rok_qt.ui  # noqa: F401
