"""The table, its stones, dialogs and animations (Qt Widgets and Graphics View)."""
