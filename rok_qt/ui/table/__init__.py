"""The table on screen: the scene and its stones, seats, notes, tools and animations."""
