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
        """An independent copy (an undo checkpoint): :meth:`Holdings.copy`'s, for the one place this pool has.

        Written out rather than calling the kit's copy and naming the pool and the seats after it: the call
        and the kit's comprehension over the places were a fifth of copying a pool, which is most of an undo
        checkpoint of a game whose shares are one pool (15,800 instructions of 28,200). The look-up table is
        left to be made when first needed, as the kit's copy leaves it (:meth:`Holdings._table`).
        """
        other = object.__new__(type(self))
        other.sizes = self.sizes  # never changed after creation
        other.seats = other.held = list(map(dict.copy, self.seats))
        other.pool = pool = self.pool.copy()
        other.places = {POOL: pool}
        return other

    def holders_of(self, company: str) -> dict[int, int]:
        """Holders with at least one share of ``company``, by seat."""
        return self.owners(company)
