"""A name chosen a smaller type by ``theme.clip`` (down to 18 px) is drawn at the size asked, not "shrunk"; a
name cut short with "…" is still seen as cut short."""

from __future__ import annotations

import pygame

from companion.ui import fit, theme


def test_a_size_chosen_by_clip_is_not_a_shrink_and_a_cut_is_still_seen() -> None:
    pygame.font.init()
    surface = pygame.Surface((400, 100))
    body, small = theme.FONT_SIZES["body"], theme.FONT_SIZES["small"]
    width = theme.font(small).size("Giocatore 1")[0] + 2  # fits at 18 px, not at 22
    with fit.recording() as drawn:
        text, size = theme.clip("Giocatore 1", width, body)
        theme.draw_text(surface, text, pygame.Rect(0, 0, width, 30), size=size, align="left")
        cut, least = theme.clip("Bartholomew the Second", width, body)
        theme.draw_text(surface, cut, pygame.Rect(0, 40, width, 30), size=least, align="left")
    assert (text, size) == ("Giocatore 1", small) and cut.endswith("…")
    assert fit.drawn_problems(drawn) == []
    assert [p.detail for p in fit.clipped(drawn)] == ["is 'Bartholomew the Second' cut short to fit its box"]
