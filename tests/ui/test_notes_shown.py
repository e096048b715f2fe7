"""The line that explains a decision (the engine's note) is on the touchscreen in the same words as on the console
and the phones, in every language: the lines a game once wrote for the touchscreen alone (an auction's shares on
offer, a build's treasury, a landing's rents) now come from the engine, and the screen still shows them."""

from __future__ import annotations

from typing import Any

import pytest

from companion.console.decide import hint
from companion.core import ChanceSource
from companion.phones.views import build, speaking
from companion.storage import start_new
from companion.text.i18n import set_language
from companion.ui.scenes.play import play_scene_for
from companion.ui.widgets import Label, Note

EXPLAINED = {
    "steam_barons": ("auction", "buy", "build", "deliver"),
    "mad_market": ("start_roll", "land", "auction", "debt"),
}
"""Prompts of a seat whose decision a note explains, each checked once in a random game."""


def shown(app: Any) -> str:
    """Every label and note of the screen, one text with single spaces (wrapped lines join back)."""
    return " ".join(" ".join(w.text.split()) for w in app.scene.widgets if isinstance(w, Label | Note))


@pytest.mark.parametrize("language", ["en", "it", "fr"])
@pytest.mark.parametrize("game", sorted(EXPLAINED))
def test_the_touchscreen_says_the_note_the_console_and_phones_say(app, game: str, language: str) -> None:
    app.prefs.language = language
    set_language(language)
    app.open_table(start_new(game, {"players": ["Ann", "Ben", "Cat", "Dan"], "seed": 5037}))
    app.reset(play_scene_for(app))
    app.step(0)
    chance = ChanceSource(5037)
    said: dict[str, str] = {}
    while set(EXPLAINED[game]) - said.keys() and not app.table.over and len(app.table.steps) < 400:
        prompt = app.table.prompt()
        actor = prompt.primary()
        if prompt.kind in EXPLAINED[game] and prompt.kind not in said and actor is not None and actor.seat is not None:
            console = " ".join(hint(app.table, actor))
            assert console, prompt.kind
            with speaking(language):
                phone = build(app.table, actor.seat)["decisions"][0]["hint"]
            assert " ".join(phone.split()) == console, prompt.kind
            app.scene.layout()
            assert console in shown(app), (prompt.kind, console, shown(app))
            said[prompt.kind] = console
        app.submit(app.table.choose_random(chance))
    assert set(EXPLAINED[game]) <= said.keys(), said
