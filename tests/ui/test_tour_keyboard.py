"""The screenshot tour's keyboard is the one a player opens: a seat's name tapped on the new-game screen.

The tour shows each screen in every language to be looked at and fit-checked; a keyboard pushed with a title of
the tour's own ("Name", in English on the French and Italian shots) showed neither the words nor the length a
player meets ("Nom du joueur 1").
"""

from __future__ import annotations

import pytest

from companion.text.i18n import set_language
from companion.ui.scenes.keyboard import KeyboardScene
from companion.ui.screenshots import close_tour_app, generic_tour, tour_app, walk


@pytest.mark.parametrize(("language", "title"), [("fr", "Nom du joueur 1"), ("it", "Nome del giocatore 1")])
def test_the_tours_keyboard_names_the_seat_in_the_language(language: str, title: str) -> None:
    shots = generic_tour("tiny", ["Ann", "Ben"])
    app = tour_app()
    app.prefs.language = language
    set_language(language)
    try:
        reached = list(walk(app, shots[: [name for name, _step in shots].index("keyboard") + 1]))
        assert reached[-1] == "keyboard"
        assert isinstance(app.scene, KeyboardScene) and app.scene.title == title
    finally:
        close_tour_app(app)
        set_language("en")
