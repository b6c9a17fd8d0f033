"""The table scene, stones, views and dialogs."""
