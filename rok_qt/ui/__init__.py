"""The table, its stones, dialogs and animations (Qt Widgets and Graphics View)."""

from rok_qt.ui import feature_hook

# Before the rest of the UI is imported: PySide6 then reads none of its modules into linecache.
feature_hook.install()
