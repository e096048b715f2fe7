"""Share pools: holdings with one named place, the pool every certificate starts in.

The simplest share game keeps the same number of shares per company in a
bank pool and moves them between the pool and the players (buying, founding
bonuses, trading in a merger). That is :class:`~.holdings.Holdings` with one
place, :data:`POOL`; this class only gives the two places their usual names.
"""

from __future__ import annotations

from collections.abc import Iterable

from .holdings import Holdings

POOL = "pool"
"""The pool's place name: ``shares.move(company, 2, POOL, seat)`` buys two."""


class SharePool(Holdings):
    """``size`` shares of each company, in the :data:`POOL` or with one of ``holders`` seats.

    :attr:`pool` and :attr:`held` are the very counts the moves change, kept as attributes rather than
    properties: the rules and the random players read them several times an action, and a property costs
    a call each time. Treat them as read-only (the moves change what they hold).
    """

    __slots__ = ("pool", "held")

    pool: dict[str, int]
    """The pool's counts by company (live: the same dict the moves change)."""
    held: list[dict[str, int]]
    """Each seat's counts by company, by seat (live, as :attr:`pool`)."""

    def __init__(self, companies: Iterable[str], size: int, holders: int) -> None:
        super().__init__(dict.fromkeys(companies, size), (POOL,), holders)

    def _index(self) -> None:
        Holdings._index(self)
        self.pool = self.places[POOL]
        self.held = self.seats

    def copy(self) -> SharePool:
        """An independent copy (an undo checkpoint): the kit's, with the pool and the seats named in it."""
        other = Holdings.copy(self)
        other.pool = other.places[POOL]
        other.held = other.seats
        return other

    def holders_of(self, company: str) -> dict[int, int]:
        """Holders with at least one share of ``company``, by seat."""
        return self.owners(company)
