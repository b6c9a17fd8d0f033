"""A game on screen: the widget that wires the event player, question router and turns."""
