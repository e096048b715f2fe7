"""The final screen: players ranked by cash, the winners starred, the last stock chart beside them."""

from __future__ import annotations

from pathlib import Path

import pygame

from companion.core import ChanceSource, Table
from companion.front.steam_barons.drawing import adjustment_lines
from companion.games.steam_barons import GAME
from companion.ui import theme
from companion.ui.scenes.final import final_scene_for

SHOTS = Path("/tmp/steam-barons-shots")


def test_the_final_screen_ranks_by_cash_without_clipping(app) -> None:
    table = Table.new(GAME, {"players": ["Ann", "Ben", "Cat", "Dan"], "seed": 3}, created="now")
    chance = ChanceSource(3)
    while not table.over:
        table.submit(table.choose_random(chance))
    app.table = table
    scene = final_scene_for(app)
    assert type(scene).__name__ == "SteamBaronsFinalScene"
    app.reset(scene)
    theme.REPORT.clear()
    app.draw()
    assert theme.REPORT.overflows == [], [o.text for o in theme.REPORT.overflows]
    SHOTS.mkdir(exist_ok=True)
    pygame.image.save(app.display.canvas, str(SHOTS / "final.png"))
    assert scene.find("home") is not None


def test_the_last_price_moves_say_a_price_that_did_not_move_stays() -> None:
    moves = [
        {"company": "white", "old": 0, "new": 0, "modifier": 0, "square": 0},
        {"company": "green", "old": 6, "new": 8, "modifier": 1, "square": 1},
    ]
    assert adjustment_lines({"last_adjustment": moves}) == [
        "White: box 0, stays at $0",
        "Green: box +1, green square +1, from $6 to $8",
    ]
