"""The practice table (issue 15): the widget, its gestures and its board of find times."""
