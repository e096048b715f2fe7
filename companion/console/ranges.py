"""How the console words a range of numbers a player may type: "$5 to $30", "1 share", "1M or more".

A range of one number is that number, said once ("1 share", never "1 to 1 shares"); a unit word agrees
with it, in every language, through the counted forms below. A bid whose top is only the rules' ceiling
(hidden money: the companion cannot know what the seat may pay, see
:attr:`~companion.core.decisions.Amount.top_known`) names no top: "1M or more", as the touchscreen offers no
"max" for it and a phone no chip. Every place the console words a range goes through :func:`range_words`.
"""

from __future__ import annotations

from companion.core.decisions import Amount
from companion.core.i18n import N_plural, Plural
from companion.text.i18n import _, money, ngettext, number

COUNTED: dict[str, Plural] = {
    "shares": N_plural("{count} share", "{count} shares"),
    "guards": N_plural("{count} guard", "{count} guards"),
}
"""A unit word (a decision's ``unit``, the plural an engine marks with ``N_``) with the forms it takes beside a
number. A unit not listed is written after any number in its plural, as before."""


def counted(value: int, unit: str) -> str:
    """``value`` with ``unit`` as players write it: "$5", "5M", "7", "1 share", "3 shares" ("1 azione")."""
    if len(unit) <= 2:  # a sign ("$", "M") or none
        return money(value, unit)
    forms = COUNTED.get(unit)
    if forms is None:
        return f"{number(value)} {_(unit)}"
    return ngettext(forms.singular, forms.plural, value).format(count=number(value))


def range_words(low: int, high: int, unit: str = "", *, open_top: bool = False) -> str:
    """The numbers from ``low`` to ``high`` in the player's words: "$5 to $30", "1 to 3 shares" ("da 1 a 3
    azioni"), one number once ("1 share"), and with ``open_top`` no top at all ("1M or more")."""
    if open_top:
        return _("{least} or more").format(least=counted(low, unit))
    if low == high:
        return counted(low, unit)
    if len(unit) > 2:  # a word ("shares"): said once, after the numbers
        return _("{low} to {high} {unit}").format(low=number(low), high=number(high), unit=_(unit))
    return _("{low} to {high}").format(low=money(low, unit), high=money(high, unit))  # a sign on each number


def amount_words(decision: Amount) -> str:
    """What a player may type at ``decision``: its range, without the top when that is only the rules'
    ceiling (a bid with hidden money), as the touchscreen and the phones show it."""
    ceiling = decision.field == "amount" and not decision.top_known
    return range_words(decision.low, decision.high, decision.unit, open_top=ceiling and decision.high > decision.low)
