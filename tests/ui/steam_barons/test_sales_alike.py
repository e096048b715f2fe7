"""The sales' sentence on the result card names sellers paid alike together, as Acquire's payouts do.

Five sellers of one share each at $6 were five names each with "$6" again ("The sales pay Alessandrina $6,
Bartholomews $6, …"), the card's longest sentence for one amount said five times. Paid alike, they are named once
before their amount: "The sales pay Alessandrina, …, and Evangelinaaa $6 each; Fitzgeraldss $12."
"""

from __future__ import annotations

from typing import Any

import pytest

from companion.core import Table
from companion.front.steam_barons import card
from companion.games.steam_barons import GAME
from companion.games.steam_barons.actions import Sell
from companion.storage import start_new
from companion.text import i18n
from companion.text.payees import joined
from companion.ui import fit
from companion.ui.specs import play_scene_for

LONG = ["Alessandrina", "Bartholomews", "Christophers", "Dominiquette", "Evangelinaaa", "Fitzgeraldss"]
IDLE = {"price": 5, "available": 1, "treasury": 0}
SALES: dict[str, Any] = {
    "turn": 2,
    "phase": "sell",
    "first_player": 0,
    "players": [
        {"cash": 10, "shares": {"green": 2, "black": 1}},
        {"cash": 10, "shares": {"green": 1}},
        {"cash": 10, "shares": {"green": 1}},
        {"cash": 10, "shares": {"green": 1}},
        {"cash": 10, "shares": {"black": 1}},
        {"cash": 10, "shares": {"black": 2}},
    ],
    "companies": {
        "green": {"price": 6, "treasury": 3, "controller": 0, "links": 2, "available": 1},
        "black": {"price": 6, "treasury": 3, "controller": 5, "links": 2, "available": 1},
        **{company: IDLE for company in ("orange", "white", "wood", "brown")},
    },
    "sales": {"0": {"green": 1}, "1": {"green": 1}, "2": {"green": 1}, "3": {"green": 1}, "4": {"black": 1}},
}
"""Turn 2's sealed sales, all in but the last seat's: five players each sell one share at $6."""


def sold(table: Table[Any]) -> list[str]:
    """The card's sentences once the last seat seals its sale of two Black shares ($12)."""
    table.submit(Sell(5, {"black": 2}))
    return card.sentences(table, table.steps[-1].events, i18n._)


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_sellers_paid_alike_are_named_together_before_their_amount(language: str) -> None:
    i18n.set_language(language)
    table = Table.new(GAME, {"players": LONG, "position": SALES}, created="x", durable=False)
    said = sold(table)
    pays = i18n._("The sales pay {parts}.").split("{parts}")[0]
    sentence = next(text for text in said if text.startswith(pays))
    alike = i18n._("{names} {amount} each").format(names=joined(LONG[:5]), amount=i18n.money(6, "$"))
    alone = i18n._("{name} {amount}").format(name=LONG[5], amount=i18n.money(12, "$"))
    assert sentence == i18n._("The sales pay {parts}.").format(
        parts=i18n._("{first}; {then}").format(first=alike, then=alone)
    )
    assert sentence.count(i18n.money(6, "$")) == 1, "the amount paid alike is said once"


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_sales_card_at_six_long_names_fits(app, language: str) -> None:
    app.prefs.language = language
    i18n.set_language(language)
    app.open_table(start_new("steam_barons", {"players": LONG, "position": SALES}))
    app.reset(play_scene_for(app))
    app.submit(Sell(5, {"black": 2}))
    app.step(0)
    result = app.scene.result
    assert result is not None and any(
        i18n._("{names} {amount} each").split("{amount}")[1] in s for s in result.sentences
    )
    assert fit.frame_problems(app) == []
