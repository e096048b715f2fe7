"""A colour patch shows on the dark panels whatever the game's colour: a dark one gets a light edge."""

from __future__ import annotations

import pygame

from companion.front.steam_barons.palette import COMPANY_COLOURS
from companion.palette import YELLOW
from companion.ui import theme
from companion.ui.tables import chip
from companion.ui.tokens import draw_swatch, stands_out
from companion.ui.widgets import Button, Swatch

BLACK = COMPANY_COLOURS["black"]


def edge_pixels(surface: pygame.Surface, rect: pygame.Rect) -> set[tuple[int, int, int]]:
    """The colours along the middle of the patch's left and right sides (the corners are rounded)."""
    y = rect.centery
    return {tuple(surface.get_at((x, y)))[:3] for x in (rect.left, rect.right - 1)}


def test_a_colour_as_dark_as_the_panel_needs_an_edge_and_a_bright_one_does_not() -> None:
    assert not stands_out(BLACK, theme.PANEL)
    assert not stands_out(BLACK, theme.PANEL_LIGHT)
    assert stands_out(YELLOW, theme.PANEL)
    assert not stands_out((200, 0, 0), theme.PANEL)  # a deep red is dark to a protanope


def test_a_dark_swatch_is_edged_a_bright_one_keeps_its_colour_to_the_edge() -> None:
    for fill, edged in ((BLACK, True), (YELLOW, False)):
        surface, rect = pygame.Surface((60, 60)), pygame.Rect(10, 10, 14, 40)
        surface.fill(theme.PANEL)
        draw_swatch(surface, fill, rect, theme.PANEL)
        assert edge_pixels(surface, rect) == ({theme.TEXT_DIM} if edged else {fill})


def test_the_generic_widgets_draw_the_black_company_so_it_shows() -> None:
    surface = pygame.Surface((300, 100))
    surface.fill(theme.PANEL)
    Swatch((10, 10, 14, 40), BLACK).draw(surface)
    assert edge_pixels(surface, pygame.Rect(10, 10, 14, 40)) == {theme.TEXT_DIM}
    button = Button((40, 10, 200, 56), "Black", swatch=BLACK)
    button.draw(surface)
    assert edge_pixels(surface, pygame.Rect(48, 18, 14, 40)) == {theme.TEXT_DIM}
    chip(surface, pygame.Rect(250, 10, 20, 20), BLACK, "B")
    assert edge_pixels(surface, pygame.Rect(250, 10, 20, 20)) == {theme.TEXT_DIM}
