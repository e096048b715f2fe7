"""Share pools: a fixed number of certificates per company, held by the pool or by holders.

One game has 25 shares per hotel chain, another a token count per company,
another hundreds per share type. Shares, like money, only move through one method,
so "every certificate is somewhere" is a checkable law.
"""

from __future__ import annotations

from collections.abc import Iterable

from .errors import InvariantBroken, RuleViolation
from .i18n import N_

POOL = -1


class SharePool:
    """Counts of shares per company for the pool (:data:`POOL`) and each holder."""

    __slots__ = ("size", "pool", "held")

    def __init__(self, companies: Iterable[str], size: int, holders: int) -> None:
        companies = tuple(companies)
        self.size = size
        self.pool: dict[str, int] = {company: size for company in companies}
        self.held: list[dict[str, int]] = [dict.fromkeys(companies, 0) for _ in range(holders)]

    def copy(self) -> SharePool:
        other = SharePool.__new__(SharePool)
        other.size = self.size
        other.pool = dict(self.pool)
        other.held = [dict(h) for h in self.held]
        return other

    def holding(self, holder: int, company: str) -> int:
        return self.held[holder][company]

    def holders_of(self, company: str) -> dict[int, int]:
        """Holders with at least one share of ``company``, by seat."""
        return {seat: h[company] for seat, h in enumerate(self.held) if h[company]}

    def move(self, company: str, source: int, target: int, count: int) -> None:
        """Move ``count`` shares between the pool and holders; refuse what is not there."""
        have = self.pool[company] if source == POOL else self.held[source][company]
        if count < 0 or count > have:
            raise RuleViolation(
                N_("Only {have} shares of {company} are there, not {count}."),
                company=company, have=have, count=count,
            )
        if source == POOL:
            self.pool[company] -= count
        else:
            self.held[source][company] -= count
        if target == POOL:
            self.pool[company] += count
        else:
            self.held[target][company] += count

    def check(self) -> None:
        for company, in_pool in self.pool.items():
            total = in_pool + sum(h[company] for h in self.held)
            if total != self.size or in_pool < 0 or any(h[company] < 0 for h in self.held):
                raise InvariantBroken(f"{company}: {total} shares accounted for, expected {self.size}")
