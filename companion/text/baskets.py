"""The line that says what a basket comes to, in one set of words for every front-end that shows it: the
touchscreen under the basket's lines, the console once its lines are answered.

What is counted against the basket's cap is said in the decision's words where it gives some ("you keep 1 of 4",
"2 of 3 shares"); the money in the direction it goes, from each line's price and direction as the decision
describes them: paid ("you pay 240", "$600 of $6,000" against a budget), received ("you receive $1,200"), each
way apart in a basket that buys and sells. A trade that mixed purchases and sales read "Total 1,200" whichever
way the money went, and the console's sale said "Total: $1,200." for money the seller was paid.
"""

from __future__ import annotations

from collections.abc import Mapping

from companion.core.decisions import Basket
from companion.core.i18n import N_, fill
from companion.text.i18n import _, money

SEPARATOR = "  ·  "
"""Between the count and the money on the touchscreen's line."""

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


def money_words(decision: Basket, quantities: Mapping[str, int]) -> list[str]:
    """The money ``quantities`` move, said in the direction it goes; nothing for a basket without prices."""
    priced = [item for item in decision.items if item.price is not None]
    if not priced:
        return []
    gets = any(decision.receiving(item) for item in priced)
    pays = any(not decision.receiving(item) for item in priced)
    paid, received = decision.flows(quantities)
    unit = decision.unit
    if gets and pays:  # a trade: purchases and sales in one basket, each way said apart
        words = []
        if paid:
            words.append(_("you pay {amount}").format(amount=money(paid, unit)))
        if received:
            words.append(_("you receive {amount}").format(amount=money(received, unit)))
        return words or [_("nothing to pay or receive")]
    if gets:
        return [_("you receive {amount}").format(amount=money(received, unit))]
    cost = money(decision.cost(quantities), unit)
    if decision.budget is not None:
        return [_("{cost} of {budget}").format(cost=cost, budget=money(decision.budget, unit))]
    return [_("you pay {amount}").format(amount=cost)]
