"""The new-game screen: the map option, and which card new games use (uncalibrated shown as such)."""

from __future__ import annotations

from pathlib import Path

import pygame

from companion.games.steam_barons import CARD
from companion.storage import data_dir
from companion.ui import theme
from companion.ui.scenes.home import HomeScene

TEST_CARD = {
    "name": "Test card",
    "calibrated": True,
    "price_track": {"green": {"5": 2}, "pink": {"7": 1}},
    "performance": [
        {"from": 0, "dividend": 0, "profit": 1, "ceo_bonus": 0},
        {"from": 10, "dividend": 3, "profit": 4, "ceo_bonus": 5},
    ],
    "adjustment": {
        "modifiers": [3, 2, 1, 0, -1, -2],
        "start": {"1": 4, "2-3": 3, "4-5": 2, "6": 1},
        "bankrupt": [4, 5, 3, 6, 2, 1],
    },
    "maps": {
        "eastern_us": {"shares": 8, "build_limit": "turn+1", "city_link": 3, "surcharges": {}},
        "northern_england": {"shares": 6, "build_limit": 3, "surcharges": {}},
    },
}

SHOTS = Path("/tmp/steam-barons-shots")


def open_new_game(app, fingers) -> None:
    app.reset(HomeScene(app))
    fingers.tap("new")
    fingers.tap("game-steam_barons")


def texts(app) -> str:
    return "\n".join(getattr(w, "text", "") for w in app.scene.widgets)


def test_the_new_game_screen_says_the_card_is_uncalibrated_and_offers_both_maps(app, fingers) -> None:
    """Said once, in the play screen's words, beside Start (where no option row can push it off the page)."""
    open_new_game(app, fingers)
    assert texts(app).count("placeholder numbers") == 1
    assert "Card: uncalibrated (placeholder numbers)" in texts(app)
    maps = [w.text for w in app.scene.widgets if getattr(w, "key", "") and w.key.startswith("option-map-")]
    assert maps == ["Eastern US", "Northern England"]
    theme.REPORT.clear()
    app.draw()
    assert theme.REPORT.overflows == []
    SHOTS.mkdir(exist_ok=True)
    pygame.image.save(app.display.canvas, str(SHOTS / "new-game.png"))


def test_a_saved_card_is_named_on_the_new_game_screen(app, fingers) -> None:
    CARD.save(data_dir(), TEST_CARD)
    open_new_game(app, fingers)
    assert "Stock-market card: Test card" in texts(app)
    assert "placeholder" not in texts(app) and "uncalibrated" not in texts(app)


def test_the_chosen_map_goes_into_the_game(app, fingers) -> None:
    open_new_game(app, fingers)
    fingers.tap("option-map-1")
    fingers.tap("start")
    assert app.table.header.config["map"] == "northern_england"
    assert app.table.summary()["companies"]["orange"]["unissued"] == 5
