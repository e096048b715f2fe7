"""The companies' colours: the tokens' physical colours on screen, and what an LED can show of them.

Black and white agree with the other games' cube colours of the same name
(the registry merges every game's palette). An LED cannot shine black, so the
black company's light is a deep blue; natural wood lights a pale straw, which
keeps it apart from green for protan and deutan eyes (a tan light is too close).
"""

from __future__ import annotations

from companion.palette import BLUE, BLUISH_GREEN, ORANGE, RGB

COMPANY_COLOURS: dict[str, RGB] = {
    "orange": ORANGE,
    "green": BLUISH_GREEN,
    "brown": (140, 82, 40),
    "wood": (222, 184, 135),
    "black": (30, 30, 30),
    "white": (235, 235, 235),
}
"""Company id → screen colour."""

COMPANY_LEDS: dict[str, RGB] = {
    "orange": ORANGE,
    "green": BLUISH_GREEN,
    "brown": (150, 60, 10),
    "wood": (240, 240, 110),
    "black": BLUE,
    "white": (200, 200, 200),
}
"""Company id → LED colour (before gamma)."""

GREEN_SQUARE: RGB = (40, 160, 60)
PINK_SQUARE: RGB = (230, 120, 160)
"""The price track's marked squares (screen and LED)."""
