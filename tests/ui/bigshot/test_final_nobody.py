"""Big Shot's final scores when nobody owns 2 lots: the verdict reads whole at its size in every language."""

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
