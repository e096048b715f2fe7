"""Pictures of a screen's pieces, kept between frames: an auction space, a lot, a status panel, a chart.

A tap changes one or two pieces of a board, or none (a bid raised on the
panel), yet every frame draws the whole screen, and on a Pi Zero drawing a
piece (a rounded panel, a few tokens, their letters and numbers) costs a
hundred times more than copying its picture. So a piece is drawn once into a
picture of its own for the way it looks now, and the picture is copied at
every frame until the piece looks different.

A piece's key must name all its look depends on (its cubes, its owner's name,
whether it is selected); the theme, the language and the piece's size are
added here. A piece sits on the theme's background, so its picture is drawn
over that background: the copy is the same, pixel for pixel, as drawing the
piece on the canvas. While something watches each text drawn
(:func:`theme.watched`: the fit check, a test's recording), pieces are drawn
afresh, so it sees them.

What the drawing worked out besides its pixels (where a status panel's
player rows lie, for a tap) is kept with the picture and given back at every
copy, so a screen need not work it out again.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any, TypeVar, cast

import pygame

from companion.text.i18n import language

from . import theme

T = TypeVar("T")

Paint = Callable[[pygame.Surface, pygame.Rect], T]
"""Draws a piece on a surface, inside a rectangle; what it returns is kept with the picture."""


class Pictures:
    """The pictures of one screen's pieces, the least recently copied dropped beyond ``kept``."""

    def __init__(self, kept: int = 96) -> None:
        self.kept = kept
        self._pictures: OrderedDict[Hashable, tuple[pygame.Surface, Any]] = OrderedDict()

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, key: Hashable, paint: Paint[T]) -> T:
        """The piece ``key`` in ``rect`` of ``surface``: its picture copied, or ``paint(surface, rect)`` first
        drawn into a new picture (``rect`` then at the picture's origin). What ``paint`` draws outside ``rect``
        is not kept: a piece stays in its rectangle. Returns what ``paint`` returned when the picture was drawn
        (anything in it that depends on where it was drawn is the caller's to make relative to ``rect``)."""
        if theme.watched():
            return paint(surface, rect)
        full = (theme.current, language(), rect.size, key)
        kept = self._pictures.get(full)
        if kept is None:
            picture = pygame.Surface(rect.size, 0, surface)  # the canvas's pixel format: the same pixels
            picture.fill(theme.BACKGROUND)
            kept = self._pictures[full] = (picture, paint(picture, picture.get_rect()))
            if len(self._pictures) > self.kept:
                self._pictures.popitem(last=False)
        else:
            self._pictures.move_to_end(full)
        surface.blit(kept[0], rect)
        return cast(T, kept[1])
