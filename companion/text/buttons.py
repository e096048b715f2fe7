"""The words on a decision's confirm button, one set for every front-end that draws one: the touchscreen and
the phones.

Each front-end named its own: the touchscreen's basket read "Confirm" where a phone read "Send" for the same
trade, and a roll the touchscreen entered with "Enter 4" was "Send" on the phone. The templates live here,
untranslated (the msgids), and each front-end fills and translates them: the touchscreen as its quantities
change, a phone's page as its player taps (the view hands it the template, :mod:`companion.phones.views`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from companion.core.decisions import Amount, Basket
from companion.core.i18n import N_

CONFIRM = N_("Confirm")
"""The one word for sending a decision whose game gave its button no words of its own."""

ENTER_FACES = N_("Enter {faces}")
"""What sends the faces of dice thrown at the table ("Enter 3 + 4"): ``{faces}`` is :func:`faces`."""


def option_detail(label: str, detail: str) -> str:
    """What an option's button says after its label, the money it moves ("+9M", "2,000"), both in words already:
    none where the label ends with it already ("sell IT-1 to the state (90)"), as the console has it. A phone's
    button read "sell IT-1 to the state (90)" with "90" again under it."""
    return "" if not detail or label.endswith(f"({detail})") else detail


def unasked_detail(detail: str, question: str) -> str:
    """What a confirm's button says beside its words ("+9M"), none where the question over it says it already: a
    phone read "Loan number 1 for Ann: +9M now, …" and "Take the loan" with "+9M" again under it. The console's
    line of a side decision, shown without its question, keeps it."""
    if not detail or re.search(rf"(?<![\w+]){re.escape(detail)}(?!\w)", question) is None:
        return detail
    return ""


def basket_button(decision: Basket) -> str:
    """A basket's button: the game's template ("Buy {count} for {cost}") or :data:`CONFIRM`."""
    return decision.button or CONFIRM


def idle_button(decision: Basket) -> str:
    """A basket's greyed button while nothing is chosen: the game's plain verb ("Buy"), else :data:`CONFIRM` for
    a template that names the number chosen, where "Buy 0 for $0" read as an offer; else its usual words."""
    if decision.idle:
        return decision.idle
    return CONFIRM if "{" in basket_button(decision) else basket_button(decision)


def amount_button(decision: Amount) -> str:
    """An amount's button: the game's template ("Buy {value} for {cost}"), else "Bid {amount}" for a bid of money,
    "Confirm {value}" for any other number."""
    if decision.button:
        return decision.button
    return N_("Bid {amount}") if decision.field == "amount" else N_("Confirm {value}")


def faces(values: Iterable[int]) -> str:
    """The faces shown, in the dice's order, for :data:`ENTER_FACES`: "3 + 4"."""
    return " + ".join(str(value) for value in values)
