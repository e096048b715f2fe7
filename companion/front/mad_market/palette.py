"""The six stocks' colours, one per die face, on screen and on the LEDs.

The printed board's colours are not known (the board file does not carry
them), so the stocks take six Okabe–Ito colours that people with the common
colour-vision deficiencies can still tell apart; blue is left out, being too
close to sky blue on an LED. Keys are the stock numbers "1".."6".
"""

from __future__ import annotations

from companion.palette import BLUISH_GREEN, ORANGE, REDDISH_PURPLE, RGB, SKY_BLUE, VERMILLION, YELLOW

STOCK_COLOURS: dict[str, RGB] = {
    "1": VERMILLION,
    "2": ORANGE,
    "3": YELLOW,
    "4": BLUISH_GREEN,
    "5": SKY_BLUE,
    "6": REDDISH_PURPLE,
}
"""Stock number → screen colour."""

STOCK_LEDS: dict[str, RGB] = {
    "1": (255, 40, 0),
    "2": (255, 140, 0),
    "3": (240, 228, 40),
    "4": (0, 200, 110),
    "5": (60, 160, 255),
    "6": (240, 0, 145),
}
"""Stock number → LED colour (before gamma): purer than the screen's, so six stay apart on a strip (the purple is
a magenta: a violet light reads as sky blue to protan and deutan eyes)."""

FORECAST_LED: RGB = (255, 255, 255)
"""The forecast marker's light."""

SPEC_PALETTE: dict[str, RGB] = {f"stock-{key}": colour for key, colour in STOCK_COLOURS.items()}
"""For the registry, whose merged palette needs ids distinct across games."""


def stock_colour(key: str | int | None) -> RGB:
    """The colour of stock ``key`` (grey for anything else)."""
    return STOCK_COLOURS.get(str(key), (153, 153, 153))
