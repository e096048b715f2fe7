"""Acquire's result card in a few sentences: a chain's bonuses in one, the end's sale of every share in one.

The end of a game at a table of six told each bonus and each player's sale of each chain as a sentence of its own,
thirty-six of them, and the card was cut with "the rest is in the Log". A run of one chain's bonuses is said as the
tile's preview says it before the tile is played ("Luxor bonuses: Ann $10,000; Ben and Cat $1,700 each."), and the
final sale as what each player received for their shares. Every other event keeps the log's sentence. It reads the
step's events and the public summary (the chains' names) only: the GameSpec's ``result_sentences``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import groupby
from typing import Any

from companion.core import PUBLIC, Table
from companion.games.acquire.insight import chain_names
from companion.text.i18n import _

from .preview import receiving


def run_key(event: Any) -> tuple[str, str] | None:
    """What makes consecutive events one sentence: the same chain's bonuses, or the final sale; None: its own."""
    kind = getattr(event, "type", "")
    if kind == "bonus_paid":
        return kind, event.chain
    if kind == "final_sale":
        return kind, ""
    return None


def sentences(table: Table[Any], events: Sequence[Any], translate: Callable[[str], str]) -> list[str]:
    """The card's sentences for ``events``: runs of payouts grouped, every other event in the log's words."""
    names, players = chain_names(table.summary(PUBLIC)), list(table.names)
    said: list[str] = []
    for key, run in groupby(events, key=run_key):
        batch = list(run)
        if key is None or len(batch) == 1:
            said += [table.describe(event, translate) for event in batch]
            continue
        awards = [{"seat": event.player, "amount": event.amount} for event in batch]
        parts = receiving(awards, players)
        if key[0] == "bonus_paid":
            said.append(_("{chain} bonuses: {parts}.").format(chain=names.get(key[1], key[1]), parts=parts))
        else:
            said.append(_("The shares sold at the end pay {parts}.").format(parts=parts))
    return said
