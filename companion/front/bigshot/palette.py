"""Big Shot's cube colours: on the screen, and what an LED can show of them.

Red and yellow are the Okabe–Ito colours of :mod:`companion.palette`. An LED
cannot shine black, so black lights a deep blue; white is dimmed a little so
it does not outshine the others. On the screen every cube carries its letter.
"""

from companion.palette import BLUE, RGB, VERMILLION, YELLOW

CUBE_COLOURS: dict[str, RGB] = {"red": VERMILLION, "yellow": YELLOW, "black": (30, 30, 30), "white": (235, 235, 235)}
CUBE_LEDS: dict[str, RGB] = {"red": VERMILLION, "yellow": YELLOW, "black": BLUE, "white": (200, 200, 200)}
CUBE_INK: dict[str, RGB] = {"red": (255, 255, 255), "yellow": (20, 20, 20), "black": (235, 235, 235),
                            "white": (20, 20, 20)}
"""The letter printed on each cube, readable on its colour."""
