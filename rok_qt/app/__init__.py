"""Application start-up, main window and menus."""
