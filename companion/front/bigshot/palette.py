"""Big Shot's cube colours on the screen and on the LEDs (red and yellow: the Okabe–Ito colours). An LED
cannot shine black: black lights a deep blue; white is dimmed so it does not outshine the others."""

from companion.palette import BLUE, RGB, VERMILLION, YELLOW

CUBE_COLOURS: dict[str, RGB] = {"red": VERMILLION, "yellow": YELLOW, "black": (30, 30, 30), "white": (235, 235, 235)}
CUBE_LEDS: dict[str, RGB] = {"red": VERMILLION, "yellow": YELLOW, "black": BLUE, "white": (200, 200, 200)}
CUBE_INK: dict[str, RGB] = {"red": (255, 255, 255), "yellow": (20, 20, 20), "black": (235, 235, 235),
                            "white": (20, 20, 20)}
"""The letter printed on each cube, readable on its colour."""
