"""A Tiny Auction opened as the tests of fixing and undoing play it: three guesses, the dice at 2 and 3, then bids.

One opening for the core's, the console's and the screens' tests of a fix: step 5 is the first bid, so a fix of it
("Ben bids 5" for his 3) drops the bids after it that no longer hold."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from companion.core import Table
from companion.games import get

CONFIG = {"players": ["Ann", "Ben", "Cat"], "rounds": 3}
"""Three players, three rounds."""


def tiny_bids(bids: Sequence[tuple[int, int]], **new: Any) -> Table[Any]:
    """A new Tiny Auction (``new``: :meth:`Table.new`'s keywords, a journal's path) with the three guesses (Ann odd,
    Ben even, Cat odd), the dice at 2 and 3, then ``bids`` as (seat, amount), steps 5 on."""
    table = Table.new(get("tiny"), dict(CONFIG), created="x", **new)
    for seat, parity in ((0, "odd"), (1, "even"), (2, "odd")):
        table.submit({"type": "guess", "player": seat, "parity": parity})
    table.submit({"type": "roll", "white": 2, "black": 3})
    for seat, amount in bids:
        table.submit({"type": "bid", "player": seat, "amount": amount})
    return table
