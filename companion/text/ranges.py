"""How the console and the phones word a range of numbers a player may type: "$5 to $30", "1 share", "1M or more".

A range of one number is that number, said once ("1 share", never "1 to 1 shares"); a unit word agrees
with it, in every language (:func:`~companion.text.i18n.money`). A bid whose top is only the rules' ceiling
(hidden money: the companion cannot know what the seat may pay, see
:attr:`~companion.core.decisions.Amount.top_known`) names no top: "1M or more", as the touchscreen offers no
"max" for it and a phone no chip. Every place the console or a phone words a range goes through
:func:`range_words`: the phone's line under its number read "1 – 999 M" where the console said "1M or more". What the seat can pay beside it is worded here too
(:func:`cap_words`), for the touchscreen and the console alike.
"""

from __future__ import annotations

import re

from companion.core.decisions import Amount
from companion.text.i18n import _, money, number


def range_words(low: int, high: int, unit: str = "", *, open_top: bool = False) -> str:
    """The numbers from ``low`` to ``high`` in the player's words: "$5 to $30", "1 to 3 shares" ("da 1 a 3
    azioni"), one number once ("1 share"), and with ``open_top`` no top at all ("1M or more")."""
    if open_top:
        return _("{least} or more").format(least=money(low, unit))
    if low == high:
        return money(low, unit)
    if len(unit) > 2:  # a word ("shares"): said once, after the numbers
        return _("{low} to {high} {unit}").format(low=number(low), high=number(high), unit=_(unit))
    return _("{low} to {high}").format(low=money(low, unit), high=money(high, unit))  # a sign on each number


def amount_words(decision: Amount) -> str:
    """What a player may type at ``decision``: its range, without the top when that is only the rules'
    ceiling (a bid with hidden money), as the touchscreen and the phones show it."""
    ceiling = decision.field == "amount" and not decision.top_known
    return range_words(decision.low, decision.high, decision.unit, open_top=ceiling and decision.high > decision.low)


def beside_note(decision: Amount, note: str) -> str:
    """:func:`amount_words` said under the decision's ``note``, less the least where the note already says it:
    "Orange: 1 share on offer, opening bid at least $5" over "$5 to $30", or "$5: the only number possible",
    said the least twice. Then only the top is said ("up to $30"), and nothing for a range of that one number or
    with no top to say."""
    said = amount_words(decision)
    if not note or not mentions(note, money(decision.low, decision.unit)):
        return said
    if decision.low == decision.high or (decision.field == "amount" and not decision.top_known):
        return ""
    return _("up to {most}").format(most=money(decision.high, decision.unit))


def mentions(text: str, amount: str) -> bool:
    """Whether ``text`` says ``amount`` ("$5", "5M", "1 share") as a whole amount: not the "$5" of "$50" or
    "$5,000"."""
    return re.search(rf"(?<![\w$]){re.escape(amount)}(?!\w|[.,\s\u00a0\u202f]\d)", text) is not None


def top_is_cap(decision: Amount) -> bool:
    """Whether the range said (:func:`amount_words`) already ends at what the seat can pay: "1 to 16 guards (can
    afford 16 guards)", "$5 to $30 (can pay $30)" said the top twice."""
    if decision.cap is None or decision.range is None or decision.cap != decision.range.high:
        return False
    ceiling = decision.field == "amount" and not decision.top_known
    return not (ceiling and decision.range.high > decision.range.low)


def counted(decision: Amount) -> bool:
    """Whether the amount counts things bought ("3 guards"), not money ("$7", "7M", a bare 7)."""
    return len(decision.unit) > 2


def cap_words(decision: Amount) -> str:
    """What the seat can pay, beside the standing bid: "can pay 27M"; a count of things bought is what the seat
    can afford ("can afford 16 guards"), where "can pay 16 guards" read as if the guards were the money (the
    console said so after the touchscreen no longer did). Empty when the decision gives no cap."""
    if decision.cap is None:
        return ""
    amount = money(decision.cap, decision.unit)
    return (_("can afford {amount}") if counted(decision) else _("can pay {amount}")).format(amount=amount)
