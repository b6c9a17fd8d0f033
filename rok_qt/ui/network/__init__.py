"""Playing from several computers on screen: hosting, joining, the lobby, each seat's link."""
