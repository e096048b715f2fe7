"""Where every share token is: with a seat, in Available Shares, still unissued on the certificate, or removed.

The kit's :class:`~companion.core.Holdings` with Steam Barons' three places:
*available* (bought from in phase 1, sold into in phase 5), *unissued*
(issued only to pay for a build) and *removed* (a bankrupt company's tokens).
The moves keep the rulebook's names; the kit does the counting and checks
that every company's 6 or 8 tokens are somewhere.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from companion.core import Holdings as KitHoldings

from .rules import ISSUED_AT_START

AVAILABLE, UNISSUED, REMOVED = "available", "unissued", "removed"


class Holdings(KitHoldings):
    """Token counts per company and place. ``seats[s][company]`` is what seat ``s`` holds.

    ``available``, ``unissued`` and ``removed`` are the three places' counts themselves (the kit's
    ``places[...]`` dicts, not copies), kept as attributes: the rules read them several times per move
    (is anything left to auction, how many shares a build may issue), and a property costs a call each time.
    Only :meth:`move` and the moves below change them.
    """

    __slots__ = ("available", "unissued", "removed")

    def __init__(self, companies: Iterable[str], total: int, players: int) -> None:
        companies = tuple(companies)
        super().__init__(dict.fromkeys(companies, total), (AVAILABLE, UNISSUED, REMOVED), players, start=UNISSUED)
        self._name_places()
        for company in companies:
            self.issue(company, ISSUED_AT_START)

    def _name_places(self) -> None:
        self.available: dict[str, int] = self.places[AVAILABLE]
        self.unissued: dict[str, int] = self.places[UNISSUED]
        self.removed: dict[str, int] = self.places[REMOVED]

    def copy(self) -> Holdings:
        """An independent copy (an undo checkpoint): the kit's, with the three places named in it."""
        other = super().copy()
        other._name_places()
        return other

    @classmethod
    def from_json(cls, data: Any) -> Holdings:
        """Holdings saved by ``to_json`` (the kit's reading, with the three places named in it)."""
        other = super().from_json(data)
        other._name_places()
        return other

    def held(self, seat: int, company: str) -> int:
        return self.seats[seat][company]

    def in_players_hands(self, company: str) -> int:
        return self.in_seats(company)

    # -- moves (callers check the rules first; the kit refuses only counts that are not there) --
    # A share issued, bought or sold (some 70 a four-player game) moves between places these moves know by
    # name: the usual case (a known company, a seat at the table, a whole count that is there) is done here
    # on the kit's own counts, as the kit's ``move`` does it, without its call and its look-up of both places;
    # anything else goes through ``move``, which refuses it as before.
    def issue(self, company: str, count: int) -> None:
        """Unissued → Available Shares (a company raising money for a build)."""
        unissued = self.unissued
        if company in unissued and type(count) is int and 0 <= count <= unissued[company]:
            unissued[company] -= count
            self.available[company] += count
        else:
            self.move(company, count, UNISSUED, AVAILABLE)

    def buy(self, company: str, seat: int, count: int) -> None:
        """Available Shares → a seat."""
        available, seats = self.available, self.seats
        if (
            company in available
            and type(count) is int
            and 0 <= count <= available[company]
            and type(seat) is int
            and 0 <= seat < len(seats)
        ):
            available[company] -= count
            seats[seat][company] += count
        else:
            self.move(company, count, AVAILABLE, seat)

    def sell(self, company: str, seat: int, count: int) -> None:
        """A seat → Available Shares."""
        available, seats = self.available, self.seats
        if type(seat) is int and 0 <= seat < len(seats):
            held = seats[seat]
            if company in held and type(count) is int and 0 <= count <= held[company]:
                held[company] -= count
                available[company] += count
                return
        self.move(company, count, seat, AVAILABLE)

    def remove(self, company: str) -> int:
        """Every token of a bankrupt company leaves the game; returns how many were not removed yet."""
        return self.move_all(company, REMOVED)
