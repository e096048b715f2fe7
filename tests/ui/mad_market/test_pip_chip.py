"""A stock held only as companies is a chip of pips alone: its chip read "0" beside the pips, a count of shares
the player does not have, as wide as a chip with a number."""

from __future__ import annotations

import pygame

from companion.storage import start_new
from companion.ui import theme
from companion.ui.specs import play_scene_for


def test_a_stock_held_only_as_companies_is_a_narrow_chip_of_pips_without_a_number(app, monkeypatch) -> None:
    app.open_table(start_new("mad_market", {"players": ["Ann", "Ben"], "seed": 1}))
    app.reset(play_scene_for(app))
    scene = app.scene
    stock = scene.board.companies["CRY-1"].stock
    player = {"shares": {"1": 4}, "companies": ["CRY-1"]}
    chips = scene.chips(player)
    pips_only = next(chip for chip in chips if chip.stock == stock)
    counted = next(chip for chip in chips if chip.stock == "1")
    assert pips_only.shares == 0 and pips_only.companies == 1
    assert pips_only.width < counted.width
    drawn: list[str] = []
    real = theme.draw_text
    monkeypatch.setattr(
        theme, "draw_text", lambda surface, text, *a, **k: drawn.append(text) or real(surface, text, *a, **k)
    )
    scene.draw_chips(pygame.Surface((300, 20)), pygame.Rect(0, 0, 300, 20), chips)
    assert drawn == ["4"], drawn
