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
    """``size`` shares of each company, in the :data:`POOL` or with one of ``holders`` seats."""

    __slots__ = ()

    def __init__(self, companies: Iterable[str], size: int, holders: int) -> None:
        super().__init__(dict.fromkeys(companies, size), (POOL,), holders)

    @property
    def pool(self) -> dict[str, int]:
        """The pool's counts by company (live: the same dict the moves change)."""
        return self.places[POOL]

    @property
    def held(self) -> list[dict[str, int]]:
        """Each seat's counts by company, by seat."""
        return self.seats

    def holders_of(self, company: str) -> dict[int, int]:
        """Holders with at least one share of ``company``, by seat."""
        return self.owners(company)
