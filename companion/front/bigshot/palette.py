"""Big Shot's cube colours: the physical cubes on the screen, and what an LED can show of them.

Red and yellow take the Okabe–Ito colours of :mod:`companion.palette`. Black
cannot be shone by an LED, so its light is a deep blue (the screen draws it
black); white is dimmed a little so it does not outshine the others. Colour is
never the only cue: every cube on the screen carries its letter.
"""

from __future__ import annotations

from companion.palette import BLUE, RGB, VERMILLION, YELLOW

CUBE_COLOURS: dict[str, RGB] = {"red": VERMILLION, "yellow": YELLOW, "black": (30, 30, 30), "white": (235, 235, 235)}
"""Cube colour → screen colour."""

CUBE_LEDS: dict[str, RGB] = {"red": VERMILLION, "yellow": YELLOW, "black": BLUE, "white": (200, 200, 200)}
"""Cube colour → LED colour (before gamma; an LED cannot shine black)."""

CUBE_INK: dict[str, RGB] = {"red": (255, 255, 255), "yellow": (20, 20, 20), "black": (235, 235, 235),
                            "white": (20, 20, 20)}
"""The letter printed on each cube, readable on its colour."""
