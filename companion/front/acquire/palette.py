"""Acquire's colours: one per hotel chain, for the screen and the LEDs.

Chains take the Okabe–Ito colours of :mod:`companion.palette`, so people with the common colour-vision
deficiencies can still tell them apart, each keeping the hue of its printed marker where the palette allows;
the two editions' chains in the same tier share a colour. The board also shows each chain's letter. The seats
take colours kept apart from these (:func:`companion.palette.seat_colours`), so no player's stripe looks like a
chain.
"""

from __future__ import annotations

from companion.palette import BLUE, BLUISH_GREEN, GREY, ORANGE, REDDISH_PURPLE, RGB, SKY_BLUE, VERMILLION, YELLOW

CHAIN_COLOURS: dict[str, RGB] = {
    # Classic edition, then the 2016 edition (the same tier, the same colour)
    "tower": YELLOW,
    "luxor": VERMILLION,
    "american": BLUE,
    "worldwide": REDDISH_PURPLE,
    "festival": BLUISH_GREEN,
    "imperial": ORANGE,
    "continental": SKY_BLUE,
    "sackson": VERMILLION,
    "zeta": YELLOW,
    "hydra": ORANGE,
    "fusion": BLUISH_GREEN,
    "america": BLUE,
    "phoenix": REDDISH_PURPLE,
    "quantum": SKY_BLUE,
}
"""Chain id → screen colour (the LEDs apply :func:`companion.palette.led`)."""

CHAIN_LEDS: dict[str, RGB] = {"worldwide": (240, 0, 145), "phoenix": (240, 0, 145)}
"""Chains whose light differs from their screen colour (before gamma): a violet light reads as sky blue to protan
and deutan eyes, a magenta one does not."""

UNINCORPORATED: RGB = (90, 90, 90)
"""A tile on the board that belongs to no chain."""


def chain_colour(chain_id: str | None) -> RGB:
    """A chain's screen colour; unknown ids and ``None`` get neutral grey."""
    return CHAIN_COLOURS.get(chain_id or "", GREY)


def chain_led(chain_id: str | None) -> RGB:
    """A chain's LED colour (before gamma): its screen colour unless :data:`CHAIN_LEDS` says otherwise."""
    return CHAIN_LEDS.get(chain_id or "", chain_colour(chain_id))
