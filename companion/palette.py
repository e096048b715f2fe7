"""The project's colours, defined once for the screen and the LEDs.

Seats use the Okabe–Ito palette (Okabe & Ito, 2008), chosen so that people
with the common colour-vision deficiencies can still tell every colour apart;
games take their pieces' colours from it too (their presentation packages
hold them, with what an LED can show of each).

LEDs are linear in current while eyes are not: :func:`led` applies gamma 2.2
so the LED colours look like the screen colours.
"""

from __future__ import annotations

RGB = tuple[int, int, int]

# Okabe–Ito
ORANGE: RGB = (230, 159, 0)
SKY_BLUE: RGB = (86, 180, 233)
BLUISH_GREEN: RGB = (0, 158, 115)
YELLOW: RGB = (240, 228, 66)
BLUE: RGB = (0, 114, 178)
VERMILLION: RGB = (213, 94, 0)
REDDISH_PURPLE: RGB = (204, 121, 167)
BLACK: RGB = (0, 0, 0)
WHITE: RGB = (255, 255, 255)
GREY: RGB = (153, 153, 153)

SEATS: tuple[RGB, ...] = (ORANGE, SKY_BLUE, BLUISH_GREEN, YELLOW, BLUE, REDDISH_PURPLE)
"""Seat 0..5 → screen colour (player tokens, on-screen pass buttons)."""


def led(color: RGB, gamma: float = 2.2) -> RGB:
    """The LED drive value that looks like the screen colour ``color``."""
    return tuple(round(255 * (c / 255) ** gamma) for c in color)  # type: ignore[return-value]


def scale(color: RGB, factor: float) -> RGB:
    """``color`` dimmed (or brightened, clipped) by ``factor``."""
    return tuple(max(0, min(255, round(c * factor))) for c in color)  # type: ignore[return-value]


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """The colour ``t`` of the way from ``a`` to ``b`` (0 → a, 1 → b)."""
    t = max(0.0, min(1.0, t))
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]
