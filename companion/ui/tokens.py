"""Tokens on the screen: a cube, a chip, a marker, in its colour and with its letter.

Colour is never the only cue (colour-blind players, a dim room): every token
carries a letter or a number, inked dark on a light fill and light on a dark
one, and an edge that shows on the dark background even when the fill is black.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from companion.colour_vision import VISIONS, contrast_ratio, simulate

from . import theme

RGB = tuple[int, int, int]
DARK_INK: RGB = (20, 20, 20)
LIGHT_INK: RGB = (235, 235, 235)
EDGE: RGB = (120, 124, 134)


def ink(fill: RGB) -> RGB:
    """Dark ink on a light fill, light ink on a dark one (by the fill's luminance)."""
    red, green, blue = fill
    return DARK_INK if 0.2126 * red + 0.7152 * green + 0.0722 * blue > 140 else LIGHT_INK


SHOWS = 3.0
"""The contrast a colour patch needs against what it sits on to be seen without an edge (WCAG's 3:1 for
graphics), for every eye the palette is checked for."""


@lru_cache(maxsize=512)
def stands_out(fill: RGB, ground: RGB) -> bool:
    """True if a patch of ``fill`` shows on ``ground`` by itself: 3:1 for normal, protan and deutan eyes.

    A game's own colours are the pieces' printed ones (a black company, a black cube), and some are as dark as
    the panels; a red is dark to a protanope. Whatever the palette holds, such a patch gets an edge instead of
    vanishing.
    """
    return all(contrast_ratio(simulate(fill, vision), simulate(ground, vision)) >= SHOWS for vision in VISIONS)


def draw_swatch(surface: pygame.Surface, fill: RGB, rect: Any, ground: RGB, *, radius: int = 4) -> None:
    """A patch of a game colour beside a label: its fill, and a light edge when it would not show on ``ground``
    (the surface under it: a panel, a button)."""
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if not stands_out(tuple(fill[:3]), tuple(ground[:3])):
        pygame.draw.rect(surface, theme.TEXT_DIM, rect, width=2, border_radius=radius)


def draw_token(surface: pygame.Surface, fill: RGB, rect: Any, text: str, *, outline: RGB | None = None) -> None:
    """A token: its fill, an edge (``outline``, thicker, when it is marked) and its text, when there is room."""
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, fill, rect, border_radius=3)
    pygame.draw.rect(surface, outline or EDGE, rect, width=2 if outline else 1, border_radius=3)
    if rect.height >= 14:
        size = max(theme.MIN_FONT, rect.height - 1)
        theme.draw_text(surface, text, rect.inflate(-2, 0), size=size, color=ink(fill))
