"""The guided first game on screen: its table, instruction panel, marks and flow."""
