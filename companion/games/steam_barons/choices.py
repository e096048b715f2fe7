"""Families of legal actions too large to list: any order of play, any delivery, any sale.

Each is a :class:`~companion.core.ActionSet`: membership is exactly what
``apply`` accepts at that moment, and ``sample`` draws a legal member for
random players. ``player`` names the seat the set belongs to (None: chance).
"""

from __future__ import annotations

from collections.abc import Mapping

from companion.core import Action, ActionSet, ChanceSource

from .actions import CompanyOrder, Deliver, Sell
from .rules import COMPANY_NAMES


def is_permutation(order: object, companies: tuple[str, ...] | list[str]) -> bool:
    """True if ``order`` lists exactly ``companies``, each once, in any order."""
    return (
        isinstance(order, tuple | list)
        and len(order) == len(companies)
        and all(isinstance(c, str) for c in order)
        and sorted(order) == sorted(companies)
    )


class AnyOrder(ActionSet):
    """Any order of the companies in the bag, as drawn from a real bag."""

    type = "company_order"

    def __init__(self, companies: tuple[str, ...]) -> None:
        self.companies = companies
        self.player = None

    def __contains__(self, action: object) -> bool:
        if type(action) is not CompanyOrder:
            return False
        return is_permutation(action.order, self.companies)

    def sample(self, chance: ChanceSource) -> Action:
        return CompanyOrder(tuple(chance.shuffled(self.companies)))

    def describe(self) -> str:
        return "order of " + ", ".join(COMPANY_NAMES[c] for c in self.companies)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, AnyOrder) and other.companies == self.companies

    __hash__ = None  # type: ignore[assignment]  # equal by value: unhashable, as Python makes any class with __eq__


class Deliveries(ActionSet):
    """Any delivery of one cube: ``own`` of the company's links and ``ownerless`` ones, at least one in all."""

    type = "deliver"

    def __init__(self, player: int, links: int, ownerless: int, company: str | None = None) -> None:
        self.player = player
        self.links = links
        self.ownerless = ownerless
        self.company = company

    def __contains__(self, action: object) -> bool:
        if type(action) is not Deliver or action.player != self.player or action.company != self.company:
            return False
        own, ownerless = action.own_links, action.ownerless_links
        return (
            type(own) is int
            and type(ownerless) is int
            and 0 <= own <= self.links
            and 0 <= ownerless <= self.ownerless
            and own + ownerless >= 1
        )

    def sample(self, chance: ChanceSource) -> Action:
        while True:
            own = chance.randint(0, self.links)
            ownerless = chance.randint(0, self.ownerless)
            if own + ownerless:
                return Deliver(self.player, own, ownerless, self.company)

    def describe(self) -> str:
        return f"deliver 0..{self.links} own + 0..{self.ownerless} ownerless links"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Deliveries) and (other.player, other.links, other.ownerless, other.company) == (
            self.player,
            self.links,
            self.ownerless,
            self.company,
        )

    __hash__ = None  # type: ignore[assignment]  # equal by value: unhashable, as Python makes any class with __eq__


class Sales(ActionSet):
    """Any sealed sale of ``seat``: up to what it holds of each sellable company (everything in turn 5)."""

    type = "sell"

    def __init__(self, player: int, have: Mapping[str, int], everything: bool) -> None:
        self.player = player
        self.have = dict(have)
        self.everything = everything

    def __contains__(self, action: object) -> bool:
        if type(action) is not Sell or action.player != self.player or not isinstance(action.shares, dict):
            return False
        shares = action.shares
        for company, count in shares.items():
            if company not in self.have or type(count) is not int or not 1 <= count <= self.have[company]:
                return False
        return not self.everything or shares == self.have

    def sample(self, chance: ChanceSource) -> Action:
        if self.everything:
            return Sell(self.player, dict(self.have))
        chosen = {}
        for company, held in self.have.items():
            count = chance.randint(0, held)
            if count:
                chosen[company] = count
        return Sell(self.player, chosen)

    def describe(self) -> str:
        return "sell " + ", ".join(f"0..{n} {COMPANY_NAMES[c]}" for c, n in self.have.items())

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Sales) and (other.player, other.have, other.everything) == (
            self.player,
            self.have,
            self.everything,
        )

    __hash__ = None  # type: ignore[assignment]  # equal by value: unhashable, as Python makes any class with __eq__
