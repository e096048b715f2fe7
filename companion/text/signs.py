"""The sign before a number a screen shows: one minus per surface.

The touchscreen writes the typographic minus ("−1", U+2212, as wide as "+" and level with it); the game log and
the console, read in terminals and typed from, keep the hyphen-minus ("-1"). Every game's screen that shows a
change (Steam Barons' price boxes, Mad Market's forecast and brokers' "+1" and "−1") writes it here, so no
screen shows a hyphen or an en dash in its place.
"""

from __future__ import annotations

MINUS = "\u2212"
"""The typographic minus the screen writes before a negative number."""


def signed(value: int) -> str:
    """A change as the screen shows it: "+1", "0", "−1" (with :data:`MINUS`)."""
    return f"{value:+d}".replace("-", MINUS) if value else "0"
