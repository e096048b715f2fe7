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
from companion.front.steam_barons.tour import LAST_SALE, LONG, SALES
from companion.games.steam_barons import GAME
from companion.storage import start_new
from companion.text import i18n
from companion.text.payees import joined
from companion.ui import fit
from companion.ui.specs import play_scene_for


def sold(table: Table[Any]) -> list[str]:
    """The card's sentences once the last seat seals its sale of two Black shares ($12): five players sold one
    share each at $6 (the screenshot tour's sales card)."""
    table.submit(LAST_SALE)
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
    app.submit(LAST_SALE)
    app.step(0)
    result = app.scene.result
    assert result is not None and any(
        i18n._("{names} {amount} each").split("{amount}")[1] in s for s in result.sentences
    )
    assert fit.frame_problems(app) == []
