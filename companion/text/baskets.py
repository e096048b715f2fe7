"""The line that says what a basket comes to, in one set of words for every front-end that shows it: the
touchscreen under the basket's lines, the console once its lines are answered.

What is counted against the basket's cap is said in the decision's words where it gives some ("you keep 1 of 4",
"2 of 3 shares"); the money in the direction it goes, from each line's price and direction as the decision
describes them: paid ("you pay 240", "$600 of $6,000" against a budget), received ("you receive $1,200"), each
way apart in a basket that buys and sells. A trade that mixed purchases and sales read "Total 1,200" whichever
way the money went, and the console's sale said "Total: $1,200." for money the seller was paid.

Money that goes one way only is not said while none moves: with nothing chosen a purchase read "you pay 0" (and
a sale "you receive $0"), as if a sum were already owed; the greyed confirm reads its verb ("Buy") and the count
against the cap, if any, is all the line says. A budget is still said ("$0 of $6,000"): it tells what may be spent.
"""

from __future__ import annotations

from collections.abc import Mapping

from companion.core.decisions import Basket
from companion.core.i18n import N_, fill
from companion.text.i18n import _, listing, money

SEPARATOR = "  ·  "
"""Between the count and the money on the touchscreen's line."""

OVER_OWN_BUDGET = N_("That costs more than you have.")
"""Said where a basket's quantities would cost more than the deciding seat's hidden money (:attr:`Basket.own_budget`):
the amount is never written, the decision showing on a shared screen."""

OVER_BUDGET = N_("{amount} too much")
"""Said beside a basket's total where it passes the budget the table sees (:attr:`Basket.budget`), by how much:
"$800 of $700 · $100 too much"; a total that only went red left the player to work out why "Send" was grey."""

COUNT_OF_CAP = N_("{count} of {cap}")
"""What a count against a cap reads where the decision gives no words of its own."""


def totals(decision: Basket, quantities: Mapping[str, int], separator: str = SEPARATOR) -> str:
    """ "2 of 3 shares  ·  $600 of $6,000": what is chosen against the caps and the money it moves, in one line."""
    parts = []
    if decision.total_cap is not None:
        count = sum(quantities.values())
        cap = decision.total_cap
        parts.append(fill(decision.counted or COUNT_OF_CAP, {"count": count, "cap": cap, "rest": cap - count}, _))
    parts += money_words(decision, quantities)
    return separator.join(parts)


PAY = N_("you pay {amount}")
RECEIVE = N_("you receive {amount}")
NOTHING = N_("nothing to pay or receive")
OF_BUDGET = N_("{cost} of {budget}")


def money_templates(decision: Basket) -> dict[str, str]:
    """The words the money of ``decision`` is said in, by the way it goes: ``pay`` and ``receive`` each apart
    with ``nothing`` when neither moves (a trade: purchases and sales in one basket), ``receive`` alone (a sale),
    ``budget`` (what is paid against a budget) or ``pay`` alone; none for a basket without prices. Translated,
    unfilled: a phone fills them as its counts change, with the same words as :func:`money_words`."""
    priced = [item for item in decision.items if item.price is not None]
    if not priced:
        return {}
    gets = any(decision.receiving(item) for item in priced)
    pays = any(not decision.receiving(item) for item in priced)
    if gets and pays:
        return {"pay": _(PAY), "receive": _(RECEIVE), "nothing": _(NOTHING)}
    if gets:
        return {"receive": _(RECEIVE)}
    if decision.budget is not None:
        return {"budget": _(OF_BUDGET)}
    return {"pay": _(PAY)}


def gifts(decision: Basket, quantities: Mapping[str, int]) -> list[str]:
    """What the lines chosen bring besides money (:meth:`Basket.given`: a trade's "1 Tower share"), in words."""
    said = (decision.given(item, quantities.get(item.key, 0), _) for item in decision.items)
    return [words for words in said if words]


def money_words(decision: Basket, quantities: Mapping[str, int]) -> list[str]:
    """The money ``quantities`` move, said in the direction it goes; nothing for a basket without prices, nor for
    one whose money goes one way while none moves (nothing chosen: "you pay 0" read as a sum owed). What a line
    brings besides money is received with it ("you receive $400 and 1 Tower share"); a trade alone read "you
    receive $0" on a phone, and nothing at all of the survivor's shares it brings."""
    words = money_templates(decision)
    paid, received = decision.flows(quantities)
    unit = decision.unit
    brought = ([money(received, unit)] if received else []) + gifts(decision, quantities)
    if "nothing" in words:  # a trade: purchases and sales in one basket, each way said apart
        said = []
        if paid:
            said.append(words["pay"].format(amount=money(paid, unit)))
        if brought:
            said.append(words["receive"].format(amount=listing(brought)))
        return said or [words["nothing"]]
    if "receive" in words:
        return [words["receive"].format(amount=listing(brought))] if brought else []
    spent = decision.cost(quantities)
    cost = money(spent, unit)
    if "budget" in words:
        return [words["budget"].format(cost=cost, budget=money(decision.budget or 0, unit))]
    if "pay" in words and spent:
        return [words["pay"].format(amount=cost)]
    return []
