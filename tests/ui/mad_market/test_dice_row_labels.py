"""The labels over Mad Market's two rows of dice faces: "bianco" and "nero" were the only labels on the screen that
began with a small letter. Each row says which die it is in the rulebook's words, capitalised like every label."""

from __future__ import annotations

import pytest

from companion.core import ChanceSource
from companion.storage import start_new
from companion.text.i18n import set_language
from companion.ui.scenes.play import play_scene_for
from companion.ui.widgets import Label


@pytest.mark.parametrize(
    ("language", "white", "black"),
    [("en", "White die", "Black die"), ("it", "Dado bianco", "Dado nero"), ("fr", "Dé blanc", "Dé noir")],
)
def test_each_row_of_faces_is_named_as_a_die_with_a_capital(app, language: str, white: str, black: str) -> None:
    set_language(language)
    app.prefs.language = language
    app.open_table(start_new("mad_market", {"players": ["Ann", "Ben", "Cat"], "seed": 4}))
    chance = ChanceSource(4)
    while app.table.prompt().kind != "roll":
        app.submit(app.table.choose_random(chance))
    app.reset(play_scene_for(app))
    app.step(0)
    rows = [app.scene.find(f"die-{field}-1").rect for field in ("white", "black")]
    labels = [w for w in app.scene.widgets if isinstance(w, Label) and w.rect.bottom <= rows[1].top]
    over = [next(w.text for w in reversed(labels) if w.rect.bottom <= row.top) for row in rows]
    assert over == [white, black]
