"""The top bar over a sealed choice says what everyone chooses: it read "Sealed choices" whatever was chosen."""

from __future__ import annotations

from typing import Any

import pytest

from companion.core import ChanceSource, Secret, Table
from companion.storage import start_new
from companion.text.i18n import _, set_language
from companion.ui.specs import play_scene_for
from tests.walks import played_until


def at_sealed_sales(players: int = 3) -> Table[Any]:
    table = start_new("steam_barons", {"players": ["Ann", "Ben", "Cat"][:players]})
    played_until(table, "sell", 2)
    return table


@pytest.mark.parametrize(
    ("language", "heading"),
    [
        ("en", "Sealed sales: everyone chooses what to sell"),
        ("it", "Vendite segrete: ognuno sceglie cosa vendere"),
        ("fr", "Ventes secrètes : chacun choisit quoi vendre"),
    ],
)
def test_steam_barons_sealed_sales_are_headed_by_what_is_chosen(app, language: str, heading: str) -> None:
    set_language(language)
    app.prefs.language = language
    table = at_sealed_sales()
    app.open_table(table)
    app.reset(play_scene_for(app))
    assert len(table.prompt().actors) > 1
    assert app.scene.prompt_text() == heading
    chance = ChanceSource(3)
    while len(table.prompt().actors) > 1:  # every seat but one has sealed: the last seat's own question
        table.submit(table.choose_random(chance))
    last = table.prompt().primary()
    assert last is not None and isinstance(last.decision, Secret) and last.seat is not None
    assert app.scene.prompt_text() == last.decision.text(table.names[last.seat], _)  # "Cat: vendi azioni"


def test_a_sealed_choice_whose_question_names_no_seat_is_headed_by_it(app) -> None:
    """Tiny's guess asks everyone at once: its question is the heading."""
    set_language("en")
    app.open_table(start_new("tiny", {"players": ["Ann", "Ben", "Cat"], "rounds": 1}))
    app.reset(play_scene_for(app))
    assert app.scene.prompt_text().startswith("Everyone guesses in secret: ")
