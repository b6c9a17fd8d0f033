"""Playing from several computers in the main window: hosting, joining, the link to a table."""
