"""One word for one act: a phone's confirm button reads what the touchscreen's reads for the same decision, in
every language (:mod:`companion.text.buttons`).

Mad Market's trade and Acquire's disposal of a defunct chain's shares read "Confirm" on the touchscreen and
"Send" on the phone; a roll entered with "Enter 4" on the touchscreen was "Send" there too. Random legal games
of every game are walked, and each seat's baskets, amounts, dice and confirms compared, as first shown, with the
touchscreen's own words (its button functions), the phone's template filled as its page fills it.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from companion.core import ChanceSource, Table
from companion.core.decisions import Amount, Basket, Confirm, Decision, Dice, Secret
from companion.core.i18n import say
from companion.phones.views import build, speaking
from companion.registry import spec
from companion.text.baskets import totals
from companion.text.i18n import LANGUAGES, _, money
from companion.ui.decide.amount import button_text
from companion.ui.decide.basket import confirm_text

GAMES = ("acquire", "bigshot", "steam_barons", "mad_market")
NAMES = ["Ann", "Ben", "Cat", "Dan"]


def phone_button(shown: dict[str, Any], values: dict[str, Any]) -> str:
    """The button as the page writes it before a tap: a basket's ``idle`` verb with nothing chosen (as
    ``basketBody`` in phone.js), else its template filled (as ``filled``), else its whole word."""
    if values.get("count") == 0 and shown.get("idle"):
        return str(shown["idle"])
    template = shown.get("button_template")
    return template.format(**values) if isinstance(template, str) else str(shown.get("button", ""))


def screen_button(table: Table[Any], decision: Decision) -> str | None:
    """The touchscreen's button for ``decision`` as first shown, or None for a kind without one here."""
    if isinstance(decision, Basket):
        return confirm_text(decision, {item.key: item.initial for item in decision.items})
    if isinstance(decision, Amount) and decision.range is not None:
        return button_text(decision, decision.low)
    if isinstance(decision, Dice):  # every die on 1: the touchscreen's button once each has its face
        return _("Enter {faces}").format(faces=" + ".join("1" for _die in decision.dice))
    if isinstance(decision, Confirm) and decision.action is not None:
        return say(decision.button, _) if decision.button else table.label(decision.action)
    return None


def page_values(decision: Decision) -> dict[str, Any]:
    """What a page fills a template with as first shown (``sumText`` writes money as :func:`money` does)."""
    if isinstance(decision, Basket):
        initial = {item.key: item.initial for item in decision.items}
        return {"count": sum(initial.values()), "cost": money(decision.cost(initial), decision.unit)}
    if isinstance(decision, Amount):
        low = decision.low
        values = {"value": money(low, "$") if decision.unit == "$" else low, "amount": money(low, decision.unit)}
        cost = decision.cost(low)  # a number at a price each: the page writes the total in its money
        return values if cost is None else {**values, "cost": money(cost, decision.price_unit)}
    if isinstance(decision, Dice):
        return {"faces": " + ".join("1" for _die in decision.dice)}
    return {}


@pytest.mark.parametrize("game", GAMES)
def test_every_confirm_reads_on_the_phone_as_on_the_touchscreen(game: str) -> None:
    players = 3 if game != "mad_market" else 4
    table = Table.new(spec(game).game, {"players": NAMES[:players], "seed": 21}, created="x")
    chance = ChanceSource(21)
    compared: dict[str, int] = {}
    for _move in range(400):
        if table.over:
            break
        for actor in table.prompt().actors:
            decision = actor.decision
            if actor.seat is None:
                continue
            if isinstance(decision, Secret):
                if decision.inner is None or actor.seat in decision.chosen:
                    continue
                decision = decision.inner
            kind = type(decision).__name__
            if compared.get(kind, 0) >= 6:
                continue
            for code in LANGUAGES:
                with speaking(code):
                    wanted = screen_button(table, decision)
                    if wanted is None:
                        break
                    view = build(table, actor.seat)
                    shown = next(d for d in view["decisions"] if d["side"] == actor.side)
                    shown = shown["inner"] if shown["kind"] == "secret" else shown
                    said = phone_button(shown, page_values(decision))
                assert said == wanted, f"{game} in {code}: {kind} {decision.label!r}"
            else:
                compared[kind] = compared.get(kind, 0) + 1
        table.submit(table.choose_random(chance))
    assert compared, f"no decision with a button in {game}"


def phone_total(shown: dict[str, Any], counts: dict[str, int]) -> str:
    """A basket's total line as the page writes it (``basketBody`` and ``moneyWords`` in phone.js): the count in
    the server's words, the money in the way it goes (none said where one way moves none), else a plain sum."""
    money_of = shown["money"]

    def sum_text(value: int) -> str:
        return money_of["before"] + f"{abs(value):,}".replace(",", money_of["group"]) + money_of["after"]

    items = shown["items"]
    parts = []
    count = sum(counts.values())
    if isinstance(shown.get("counted"), list) and count < len(shown["counted"]):
        parts.append(shown["counted"][count])
    total = sum(
        (item["cost"] if isinstance(item["cost"], int) else item["price"] or 0) * counts[item["key"]] for item in items
    )
    paid = sum((item["price"] or 0) * counts[item["key"]] for item in items if not item["receives"])
    received = sum((item["price"] or 0) * counts[item["key"]] for item in items if item["receives"])
    sums = shown.get("sums", {})
    if "nothing" in sums:
        said = [sums["pay"].format(amount=sum_text(paid))] if paid else []
        said += [sums["receive"].format(amount=sum_text(received))] if received else []
        parts += said or [sums["nothing"]]
    elif "receive" in sums:
        parts += [sums["receive"].format(amount=sum_text(received))] if received else []
    elif "budget" in sums:
        parts.append(sums["budget"].format(cost=sum_text(total), budget=sum_text(shown["budget"])))
    elif "pay" in sums:
        parts += [sums["pay"].format(amount=sum_text(total))] if total else []
    return " · ".join(parts)


@pytest.mark.parametrize(
    ("game", "options"),
    [("acquire", {"open_holdings": False}), ("acquire", {}), ("steam_barons", {}), ("mad_market", {})],
)
def test_every_baskets_total_reads_on_the_phone_as_on_the_touchscreen(game: str, options: dict[str, Any]) -> None:
    """A basket's total line says on the phone what the touchscreen's says, with nothing chosen (where a purchase
    read "you pay $0" and a sale "you receive $0" on both) as with lines filled, in every language."""
    players = 3 if game != "mad_market" else 4
    table = Table.new(spec(game).game, {"players": NAMES[:players], "seed": 5, **options}, created="x")
    chance = ChanceSource(5)
    compared: dict[str, int] = {}
    for _move in range(400):
        if table.over:
            break
        kind = table.prompt().kind
        for actor in table.prompt().actors:
            decision = actor.decision
            if isinstance(decision, Secret) and decision.inner is not None and actor.seat not in decision.chosen:
                decision = decision.inner
            if actor.seat is None or not isinstance(decision, Basket) or compared.get(kind, 0) >= 4:
                continue
            nothing = {item.key: 0 for item in decision.items}
            first = {item.key: item.initial for item in decision.items}
            most = {item.key: item.high if index == 0 else 0 for index, item in enumerate(decision.items)}
            for code in LANGUAGES:
                with speaking(code):
                    view = build(table, actor.seat)
                    shown = next(d for d in view["decisions"] if d["side"] == actor.side)
                    shown = shown["inner"] if shown["kind"] == "secret" else shown
                    for counts in (nothing, first, most):
                        wanted = totals(decision, counts, " · ")
                        assert phone_total(shown, counts) == wanted, f"{game} in {code}: {decision.label!r} {counts}"
                        assert not re.search(r"(pay|paghi|payez|receive|ricevi|recevez)\D*\b0\b", wanted), wanted
            compared[kind] = compared.get(kind, 0) + 1
        table.submit(table.choose_random(chance))
    assert compared, f"no basket in {game}"
