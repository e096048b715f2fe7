"""Big Shot's seats are its cubes: a seat's colour on the screen and on its light is the colour of the cubes it
plays (the first, when two players play two colours each).

The cubes' own colours stay in the presentation package (``CUBE_COLOURS`` for the screen, ``CUBE_LEDS`` for the
strip). The black cube is shaded for a seat, so that its stripe shows on the dark panels (3:1) to every eye: a
black seat is drawn charcoal, which still reads as black beside red, yellow and white. The red cube's red is
already light enough for a protanope, so the red seat is drawn exactly as its cubes (a red, never an orange).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from companion.games.bigshot.rules import COLORS
from companion.palette import RGB

from . import CUBE_COLOURS, CUBE_LEDS

SEAT_SHADES: dict[str, RGB] = {**CUBE_COLOURS, "black": (124, 124, 132)}
"""Cube colour → the seat's screen colour."""


def seat_cube(summary: Mapping[str, Any] | None, seat: int) -> str:
    """The cube colour seat ``seat`` plays (by the public summary; before a game, the rules' order)."""
    players = (summary or {}).get("players") or []
    if 0 <= seat < len(players):
        colours = players[seat].get("colors") or []
        if colours:
            return str(colours[0])
    return COLORS[seat % len(COLORS)]


def seat_colours(summary: Mapping[str, Any] | None, *, leds: bool = False) -> tuple[RGB, ...]:
    """Seat → the colour of the seat's cubes: on the screen, or (``leds``) their light on the strip (before
    gamma), so a seat's light matches its cubes' lights on the board."""
    count = len((summary or {}).get("players") or []) or len(COLORS)
    table = CUBE_LEDS if leds else SEAT_SHADES
    return tuple(table.get(seat_cube(summary, seat), (153, 153, 153)) for seat in range(count))
