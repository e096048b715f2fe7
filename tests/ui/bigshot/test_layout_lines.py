"""The layout screen's lines read as sentences in every language: each begins with a capital letter.

The dummy's line was the colour's word and then what it is, lowercase at the head of its line in each language
("white: the dummy", "bianco: il morto", "blanc : le mort"); it now names the dummy first ("Le mort : blanc").
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from companion.text.i18n import set_language
from companion.ui.widgets import Label

from .driver import main_decision, open_game


@pytest.mark.parametrize("language", ["en", "it", "fr"])
@pytest.mark.parametrize("players", [["Ann", "Ben", "Cat"], ["Ann", "Ben", "Cat", "Dan"], ["Ann", "Ben"]])
def test_every_line_of_the_layout_screen_begins_with_a_capital(app, language: str, players: list[str]) -> None:
    set_language(language)
    open_game(app, {"players": players, "seed": 5})
    assert app.table.prompt().kind == "layout"
    area = app.scene.decision_area()
    shown = " ".join(w.text for w in app.scene.widgets if isinstance(w, Label) and area.contains(w.rect))
    actor, decision = app.table.prompt().primary(), main_decision(app)
    notes = [app.scene.panel.text(actor, replace(decision, label=note)) for note in decision.notes]
    assert len(notes) == (4 if len(players) == 3 else 3)
    assert all(note in shown for note in notes)  # the notes are the screen's lines (a long one wrapped)
    lowercase = [note for note in notes if note[:1].islower()]
    assert lowercase == [], f"lines that do not begin as a sentence: {lowercase}"
