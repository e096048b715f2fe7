"""Where every share token is: with a seat, in Available Shares, still unissued on the certificate, or removed.

A game-local equivalent of a kit holdings class with named places (the kit's
:class:`~companion.core.SharePool` knows one pool only, and Steam Barons needs
three: *available* (bought from in phase 1, sold into in phase 5), *unissued*
(issued only to pay for a build) and *removed* (a bankrupt company's tokens).
Tokens move only through the methods below, so "every company's 6 or 8 tokens
are somewhere" is a checkable law.
"""

from __future__ import annotations

from collections.abc import Iterable

from companion.core import InvariantBroken

from .rules import ISSUED_AT_START


class Holdings:
    """Token counts per company and place. ``seats[s][company]`` is what seat ``s`` holds."""

    __slots__ = ("total", "seats", "available", "unissued", "removed")

    def __init__(self, companies: Iterable[str], total: int, players: int) -> None:
        companies = tuple(companies)
        self.total = total
        self.seats: list[dict[str, int]] = [dict.fromkeys(companies, 0) for _ in range(players)]
        self.available: dict[str, int] = dict.fromkeys(companies, ISSUED_AT_START)
        self.unissued: dict[str, int] = dict.fromkeys(companies, total - ISSUED_AT_START)
        self.removed: dict[str, int] = dict.fromkeys(companies, 0)

    def copy(self) -> Holdings:
        other = Holdings.__new__(Holdings)
        other.total = self.total
        other.seats = [dict(held) for held in self.seats]
        other.available = dict(self.available)
        other.unissued = dict(self.unissued)
        other.removed = dict(self.removed)
        return other

    def held(self, seat: int, company: str) -> int:
        return self.seats[seat][company]

    def holders(self, company: str) -> list[int]:
        """Every seat's holding of ``company``, by seat."""
        return [held[company] for held in self.seats]

    def in_players_hands(self, company: str) -> int:
        return sum(held[company] for held in self.seats)

    # -- moves (callers check the rules first; these refuse only impossible counts) --
    def issue(self, company: str, count: int) -> None:
        """Unissued → Available Shares (a company raising money for a build)."""
        self._check(count, self.unissued[company], company, "unissued")
        self.unissued[company] -= count
        self.available[company] += count

    def buy(self, company: str, seat: int, count: int) -> None:
        """Available Shares → a seat."""
        self._check(count, self.available[company], company, "available")
        self.available[company] -= count
        self.seats[seat][company] += count

    def sell(self, company: str, seat: int, count: int) -> None:
        """A seat → Available Shares."""
        self._check(count, self.seats[seat][company], company, f"held by seat {seat}")
        self.seats[seat][company] -= count
        self.available[company] += count

    def remove(self, company: str) -> int:
        """Every token of a bankrupt company leaves the game; returns how many were not removed yet."""
        moved = self.available[company] + self.unissued[company] + self.in_players_hands(company)
        self.removed[company] += moved
        self.available[company] = 0
        self.unissued[company] = 0
        for held in self.seats:
            held[company] = 0
        return moved

    @staticmethod
    def _check(count: int, have: int, company: str, where: str) -> None:
        if type(count) is not int or not 0 <= count <= have:
            raise InvariantBroken(f"moving {count} {company} tokens but only {have} are {where}")

    def check(self) -> None:
        for company, available in self.available.items():
            places = (available, self.unissued[company], self.removed[company],
                      *(held[company] for held in self.seats))
            if any(count < 0 for count in places):
                raise InvariantBroken(f"{company}: a negative token count {places}")
            if sum(places) != self.total:
                raise InvariantBroken(f"{company}: {sum(places)} tokens accounted for, expected {self.total}")

    def fingerprint(self) -> tuple[object, ...]:
        return (tuple(tuple(sorted(h.items())) for h in self.seats), tuple(sorted(self.available.items())),
                tuple(sorted(self.unissued.items())), tuple(sorted(self.removed.items())))
