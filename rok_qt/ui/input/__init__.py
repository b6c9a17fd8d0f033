"""Input devices bound to seats for the live race: key clusters, game controllers, touch, mouse.

Every device speaks the same small language (`devices.Device`, `devices.Action`): the seat table
binds an input to a seat, and the live race turns a bound input's actions into the seat's moves.
The scene never asks which device a take came from.
"""
