"""Big Shot's final scores in every language: the verdict when nobody owns 2 lots reads whole, and a winner's card
names them in one sentence."""

from __future__ import annotations

import pytest

from companion.core import ChanceSource
from companion.storage import start_new
from companion.text.i18n import set_language
from companion.ui import fit
from companion.ui.scenes.final import final_scene_for


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_nobody_wins_is_said_whole(app, monkeypatch, language: str) -> None:
    set_language(language)
    app.open_table(start_new("bigshot", {"players": ["Ann", "Ben", "Cat", "Dan"], "seed": 3}))
    chance = ChanceSource(3)
    while not app.table.over:
        app.table.submit(app.table.choose_random(chance))
    summary = app.table.summary()
    monkeypatch.setattr(app.table, "summary", lambda viewer=None: {**summary, "winners": []})  # a game nobody won
    app.reset(final_scene_for(app))
    with fit.recording() as drawn:
        app.draw()
    said = " ".join(text for text, _size, _asked in drawn.texts if "2" in text and len(text) > 20)
    assert said and [str(p) for p in fit.check_frame(app.scene, drawn)] == []


@pytest.mark.parametrize(("language", "verb"), [("en", "wins"), ("it", "vince"), ("fr", "gagne")])
def test_the_winners_card_names_them_in_one_sentence(app, language: str, verb: str) -> None:
    """The winner's card read "Joueur 2  gagne": the name and the word apart with two spaces."""
    set_language(language)
    app.open_table(start_new("bigshot", {"players": ["Ann", "Ben", "Cat", "Dan"], "seed": 3}))
    chance = ChanceSource(3)
    while not app.table.over:
        app.table.submit(app.table.choose_random(chance))
    winners = [app.table.summary()["players"][seat]["name"] for seat in app.table.summary()["winners"]]
    app.reset(final_scene_for(app))
    with fit.recording() as drawn:
        app.draw()
    texts = [text for text, _size, _asked in drawn.texts]
    assert winners and all(f"{name} {verb}" in texts for name in winners), texts
    assert not [text for text in texts if "  " + verb in text]
