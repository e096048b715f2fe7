"""Big Shot's lines read as sentences: each begins with a capital letter, in every language.

In Italian the bid panel said "nessuna offerta: Anna li prende gratis" and a placement's counts "rosso 1  nero 1",
lowercase at the head of their lines; a lot's seventh cube "{colour} has the highest count" began with the colour's
word ("white has the highest count"); and the line under a player's lots on the final scores and the private view
read "denaro 9M, debiti 0 x 10M".
"""

from __future__ import annotations

import pytest

from companion.core import ChanceSource
from companion.front.bigshot.texts import money_text
from companion.games.bigshot.actions import Bid, Place
from companion.text.i18n import set_language
from companion.ui.scenes.play import play_scene_for

from .driver import main_decision, open_game


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_every_preview_line_begins_with_a_capital(app, language: str) -> None:
    set_language(language)
    open_game(app, {"players": ["Ann", "Ben", "Cat"], "seed": 3})
    table, chance = app.table, ChanceSource(3)
    seen: list[str] = []
    while not table.over and len(table.steps) < 400:
        kind = table.prompt().kind
        if kind in ("bid", "place"):
            app.reset(play_scene_for(app))
            scene, decision = app.scene, main_decision(app)
        if kind == "bid" and hasattr(decision, "low") and table.summary()["auction"]["high_bidder"] is None:
            seen += scene.preview_lines(Bid(table.prompt().player, decision.low))
        if kind == "place":
            hand, room = decision.choice.in_hand, decision.choice.room
            for lot, left in room.items():
                for count in range(min(left, len(hand)) + 1):
                    seen += scene.preview_lines(Place(table.prompt().player, {lot: tuple(hand[:count])}))
        table.submit(table.choose_random(chance))
    assert len(seen) > 100
    lowercase = sorted({line for line in seen if line[:1].islower()})
    assert lowercase == [], f"lines that do not begin as a sentence: {lowercase[:5]}"


@pytest.mark.parametrize("language", ["en", "it", "fr"])
@pytest.mark.parametrize("cash", [9, None])
def test_a_players_money_line_begins_with_a_capital(language: str, cash: int | None) -> None:
    set_language(language)
    try:
        line = money_text({"cash": cash, "debts": 0})
    finally:
        set_language("en")
    assert line[:1].isupper(), line
