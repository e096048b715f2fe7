"""Steam Barons' result card in a few sentences: what the turn's sales paid each player, in one.

One sale alone is said so too: the reveal's "Ann sells 1 Brown share" then "Ann sells one Brown share for $5."
said the sale twice; "The sales pay Ann $5." says only what it adds.

A last bid that ended its auction is told by the win alone ("Ben wins the Green auction at $8 a share."), not
also as the bid.

The sales' reveal says what each player sells; then each company's shares a player sold were a sentence of their
own, up to eighteen at a table of six, and the card (the last turn's is the end of the game) was cut with "the rest
is in the Log". The run of sales is said as what each player received ("The sales pay Ann $14 and Ben $35."), after
the reveal's sentence, sellers paid alike named together as Acquire's payouts name them ("The sales pay Ann $35;
Ben and Cat $14 each."): at a table of six long names, each seller's name and amount took the card's room for the
same amount said again and again. Every other event keeps the log's sentence. It reads the step's events only: the
GameSpec's ``result_sentences``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import groupby
from typing import Any

from companion.core import Table
from companion.text.i18n import _, money
from companion.text.payees import payees


def sentences(table: Table[Any], events: Sequence[Any], translate: Callable[[str], str]) -> list[str]:
    """The card's sentences for ``events``: a run of sales as each seller's takings, the rest in the log's words."""
    said: list[str] = []
    events = [event for event in events if not won_by(event, events)]
    for sold, run in groupby(events, key=lambda event: getattr(event, "type", "") == "shares_sold"):
        batch = list(run)
        if not sold:
            said += [table.describe(event, translate) for event in batch]
            continue
        takings: dict[int, int] = {}  # seat → what its sales paid, in the order they were told
        for event in batch:
            takings[event.player] = takings.get(event.player, 0) + event.amount
        parts = payees(takings, table.names, lambda amount: money(amount, "$"))
        said.append(_("The sales pay {parts}.").format(parts=parts))
    return said


def won_by(event: Any, events: Sequence[Any]) -> bool:
    """Whether ``event`` is a bid the same step's win says again: a last bid that ended the auction ("Ben bids $8
    for Green." over "Ben wins the Green auction at $8 a share.") is told once, by the win."""
    if getattr(event, "type", "") != "bid_made":
        return False
    return any(
        getattr(other, "type", "") == "auction_won"
        and (other.player, other.company, other.price) == (event.player, event.company, event.amount)
        for other in events
    )
