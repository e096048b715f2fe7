"""Who is paid how much, in one clause: players paid alike named together before their amount.

A payout that names every player with an amount of their own says the same amount again and again when several
are paid alike: a tie's shared bonuses, the shares sold to the bank at the end or in a sale round. Grouped by
amount, "Ann $3,000; Ben and Cat $1,500 each" reads as the tie it is and takes half the room; three or more who
are the rest of the table are "the others", the whole table "everyone". Every game's payouts say it this way,
on the touchscreen, the console and the phones; the game gives the amounts and writes its money.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from functools import reduce
from typing import TypeVar

from companion.core import log_words

from .i18n import _

Payee = TypeVar("Payee", bound=Hashable)


def paid_alike(amounts: Mapping[Payee, int]) -> dict[int, list[Payee]]:
    """The payees of ``amounts`` (each with what it is paid) grouped by amount, both in ``amounts``' order: how a
    payout, a score sheet's marks or a result card name players paid alike together."""
    return log_words.grouped(amounts)


def payees(amounts: Mapping[int, int], names: Sequence[str], money: Callable[[int], str]) -> str:
    """Who ``amounts`` pays (seat → amount, in the order to say them) and how much, ``names`` being the table's,
    in the current language: "Ann $3,000 and Ben $1,500"; players paid alike named together ("Ann $3,000; Ben and
    Cat $1,500 each"); three or more who are the rest of the table "the others", the whole table "everyone".

    A name and an amount each said every amount again: at a table of six a three-way tie's preview had no room
    left for the last chain's bonuses, and five long names paid alike still took four lines of a side column.
    """
    alike = {amount: [names[seat] for seat in seats] for amount, seats in paid_alike(amounts).items()}
    if all(len(named) == 1 for named in alike.values()):
        return joined([_("{name} {amount}").format(name=named[0], amount=money(a)) for a, named in alike.items()])
    count = sum(len(named) for named in alike.values())

    def part(amount: int, named: list[str], last: bool) -> str:
        if len(named) == 1:
            return _("{name} {amount}").format(name=named[0], amount=money(amount))
        if len(named) >= 3 and last and count == len(names):  # the rest of the table, after those named
            if len(named) == count:
                return _("everyone {amount} each").format(amount=money(amount))
            return _("the others {amount} each").format(amount=money(amount))
        return _("{names} {amount} each").format(names=joined(named), amount=money(amount))

    parts = [part(amount, named, place == len(alike) - 1) for place, (amount, named) in enumerate(alike.items())]
    return reduce(lambda first, then: _("{first}; {then}").format(first=first, then=then), parts)


def joined(items: list[str]) -> str:
    """``a, b and c`` in the language now, as the log lists (:func:`companion.core.log_words.joined`)."""
    return log_words.joined(items, _)
