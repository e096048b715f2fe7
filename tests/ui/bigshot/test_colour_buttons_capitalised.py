"""A cube colour alone on a button is capitalised as every label is ("Rosso" beside "Azzera"): the new game's
colour buttons, the layout's cube buttons and the cubes in hand read "giallo", "rosso" in lowercase."""

from __future__ import annotations

import pytest

from companion.text.i18n import set_language
from companion.ui.scenes.play import play_scene_for
from tests.walks import played_until

from .driver import open_game
from .test_setup_and_board import open_new_game

WORDS = {
    "en": {"red": "Red", "yellow": "Yellow", "black": "Black", "white": "White"},
    "it": {"red": "Rosso", "yellow": "Giallo", "black": "Nero", "white": "Bianco"},
    "fr": {"red": "Rouge", "yellow": "Jaune", "black": "Noir", "white": "Blanc"},
}


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_new_games_colour_buttons_are_capitalised(app, fingers, language: str) -> None:
    set_language(language)
    open_new_game(app, fingers, 2)
    words = WORDS[language]
    assert app.scene.find("bigshot-color-0").text == f"{words['red']} + {words['yellow']}"
    open_new_game(app, fingers, 3)
    assert [app.scene.find(f"bigshot-color-{seat}").text for seat in range(3)] == [
        words["red"],
        words["yellow"],
        words["black"],
    ]


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_cube_buttons_are_capitalised(app, fingers, language: str) -> None:
    set_language(language)
    words = WORDS[language]
    open_game(app, {"players": ["Ann", "Ben", "Cat"], "seed": 3})
    fingers.tap("layout-own")
    assert {color: app.scene.find(f"add-{color}").text for color in words} == words
    played_until(app.table, "place", 3)
    app.reset(play_scene_for(app))
    app.step(0)
    cubes = [w.text for w in app.scene.widgets if str(getattr(w, "key", "")).startswith("piece-")]
    assert cubes and set(cubes) <= set(words.values()), cubes
