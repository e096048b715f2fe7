"""The sealed sale's screen says, beside each company, how many shares the seller holds ("you hold 3 shares"), in
the table's language and with its plural: only a greyed "+" told there were no more. It is the seller's own
holding, shown only once the seat has opened its sealed screen."""

from __future__ import annotations

from typing import Any

import pytest

from companion.core import ChanceSource
from companion.storage import start_new
from companion.text.i18n import set_language
from companion.ui.specs import play_scene_for
from companion.ui.widgets import Label, Note

HELD = {"en": ("you hold 1 share", "you hold {count} shares"), "it": ("possiedi 1 azione", "possiedi {count} azioni")}


def shown(app: Any) -> str:
    """Every label and note of the screen, one text with single spaces."""
    return " ".join(" ".join(w.text.split()) for w in app.scene.widgets if isinstance(w, Label | Note))


def holding(table: Any, seat: int) -> dict[str, int]:
    return {company: count for company, count in table.summary(seat)["players"][seat]["shares"].items() if count}


def selling_many(table: Any) -> int | None:
    """The seat choosing its sealed sale that holds one share of a company and more of another, if any."""
    prompt = table.prompt()
    if prompt.kind != "sell":
        return None
    return next((s for s in prompt.data["waiting_for"] if {1} < set(holding(table, s).values())), None)


@pytest.mark.parametrize("language", sorted(HELD))
def test_each_company_of_a_sealed_sale_says_how_many_shares_the_seller_holds(app, fingers, language: str) -> None:
    app.prefs.language = language
    set_language(language)
    app.open_table(start_new("steam_barons", {"players": ["Ann", "Ben", "Cat", "Dan"], "seed": 5}))
    app.reset(play_scene_for(app))
    chance = ChanceSource(5)
    while not selling_many(app.table):  # a seller of one share of a company and several of another
        app.submit(app.table.choose_random(chance))
    while app.scene.find("payout-continue") is not None:  # phase 4's own screen read: back to the play screen
        fingers.tap("payout-continue")
    seat = selling_many(app.table)
    assert seat is not None
    held = holding(app.table, seat)
    one, many = HELD[language]
    words = {company: one if count == 1 else many.format(count=count) for company, count in held.items()}
    fingers.tap(f"secret-{seat}")
    assert not any(said in shown(app) for said in words.values())  # handed over, nothing of the sale shown yet
    fingers.tap("secret-show")
    for company, said in words.items():
        assert app.scene.find(f"item-{company}-plus") is not None, company
        assert said in shown(app), (company, said, shown(app))


@pytest.mark.parametrize(
    ("code", "said"), [("it", "Azioni rimaste in vendita: {left}."), ("fr", "Actions encore en vente : {left}.")]
)
def test_a_greyed_plus_at_the_last_share_for_sale_says_none_are_left_not_that_one_must_be_bought(
    app, fingers, code: str, said: str
) -> None:
    """The winner's greyed "+" at the last share for sale said "Azioni ancora da comprare: 1.", shares still to be
    bought, as if one more were owed; it is the last share for sale. (A single share left has no "+" at all.)"""
    set_language(code)
    app.open_table(start_new("steam_barons", {"players": ["Ann", "Ben", "Cat"], "seed": 3}))
    app.reset(play_scene_for(app))
    chance = ChanceSource(3)
    while True:
        while app.scene.find("payout-continue") is not None:  # phase 4's own screen read: back to the play screen
            fingers.tap("payout-continue")
        app.scene.layout()
        plus = app.scene.find("amount-plus")
        offer = app.table.state.offer
        if app.table.prompt().kind == "buy" and plus is not None:
            if offer.limits(app.table.state.cash(offer.to_act))[1] == offer.left:  # the shares left stop it
                break
        assert not app.table.over
        app.submit(app.table.choose_random(chance))
    while plus.enabled:
        fingers.tap("amount-plus")
        plus = app.scene.find("amount-plus")
    fingers.at(*plus.rect.center)
    assert app.toast is not None and app.toast.text == said.format(left=offer.left)
