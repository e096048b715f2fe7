"""The state of a Steam Barons game: the bank's books, the share market, and where the turn stands.

Only the engine changes it. Money lives in the ledger: one account per seat
(``p0``, ``p1`` …), one treasury per company (its id), and the bank, which is
unlimited. Share tokens live in :class:`~.holdings.Holdings`.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any, NamedTuple

from companion.core import EnglishAuction, Ledger, OfferRound, SecretChoices
from companion.data_classes import dataclass

from .card import Card, MapRules
from .holdings import Holdings
from .rules import MAX_PLAYERS, START_PRICE

# The moments the game waits for input, in the order a turn goes through them.
# Phases 4 (dividends and prices), 6 (bankruptcy) and 8 (end of turn) run by themselves.
COMPANY_ORDER, FIRST_PLAYER, AUCTION, BUY, BUILD, DELIVER, SELL, OVER = (
    "company_order",
    "first_player",
    "auction",
    "buy",
    "build",
    "deliver",
    "sell",
    "over",
)


ACCOUNTS: tuple[str, ...] = tuple(f"p{seat}" for seat in range(MAX_PLAYERS))
"""The seats' account names, made once: a seat's cash is read several times per move."""


def account(seat: int) -> str:
    """The ledger account of a seat's cash (a company's treasury is its id)."""
    return ACCOUNTS[seat]


@dataclass(slots=True)
class Company:
    """One railway company. ``price`` None: at B (bankrupt); ``removed`` once phase 6 has taken it off."""

    id: str
    price: int | None = START_PRICE
    performance: int = 0
    controller: int | None = None
    links: int = 0
    removed: bool = False

    @property
    def bankrupt(self) -> bool:
        return self.price is None

    def fingerprint(self) -> tuple[Any, ...]:
        return (self.id, self.price, self.performance, self.controller, self.links, self.removed)


class Adjustment(NamedTuple):
    """One company's price move in the last phase 4 (for the stock chart).

    A named tuple rather than a frozen dataclass: phase 4 makes one per
    company every turn, and a tuple is built in a third of the time.
    """

    company: str
    old: int
    new: int | None
    box: int  # 0-based
    modifier: int
    square: int

    def to_json(self) -> dict[str, Any]:
        """The move as the summary writes it: its fields, the box counted from 1 as the chart prints it."""
        return {**self._asdict(), "box": self.box + 1}


class Result(NamedTuple):
    """One company's payout in the last phase 4 (for the screens: the table is shown what everyone received).

    ``paid`` is what each seat received from this company, by seat (dividends and the CEO bonus together).
    """

    company: str
    performance: int
    dividend: int
    profit: int
    ceo_bonus: int
    paid: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        """The payout as the summary and a position write it."""
        return {**self._asdict(), "paid": list(self.paid)}


@dataclass(slots=True)
class State:
    config: dict[str, Any]
    names: list[str]
    card: Card
    map_rules: MapRules
    ledger: Ledger
    shares: Holdings
    companies: dict[str, Company]
    phase: str = COMPANY_ORDER
    turn: int = 1
    order: list[str] = field(default_factory=list)
    marker: int | None = None  # the first-player marker's holder
    at: int = 0  # index in ``order`` of the company the game is at
    company: str = ""  # ``order[at]`` while the game is at a company (auction, buying, building, shipping)
    auction: EnglishAuction | None = None
    offer: OfferRound | None = None  # the shares of the company just auctioned, on offer at the winning bid
    tiles: int = 0  # tiles the building company has built this turn
    round: int = 0  # delivery round 1 or 2
    sales: SecretChoices[dict[str, int]] | None = None
    bankrupt: list[str] = field(default_factory=list)  # removed companies, first bankrupt first (boxes)
    ownerless: int = 0  # links left by bankrupt companies
    last_adjustment: tuple[Adjustment, ...] = ()
    last_results: tuple[Result, ...] = ()
    winners: tuple[int, ...] = ()
    over: bool = False
    """``phase == OVER``, kept beside the phase where the game ends (or a position says it has): the play loop
    asks after every move, and reads this field through ``operator.attrgetter`` without a call of Python (the
    invariants check that it matches)."""

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def winner(self) -> int | None:
        """The auction's winner while its shares are on offer."""
        return self.offer.winner if self.offer is not None else None

    @property
    def price(self) -> int:
        """The winning bid, the price of every share of the offer round (0 outside it)."""
        return self.offer.price if self.offer is not None else 0

    @property
    def buyer(self) -> int | None:
        """The seat asked to buy now."""
        return self.offer.to_act if self.offer is not None else None

    def go_to(self, at: int) -> None:
        """Move to the ``at``-th company of the order of play (past the last: to none).

        ``company`` is read several times per move, ``at`` changes a few times
        per phase: the name is kept beside the index rather than looked up on
        every read (the invariants check that it matches).
        """
        self.at = at
        self.company = self.order[at] if at < len(self.order) else ""

    def cash(self, seat: int) -> int:
        return self.ledger.balance[ACCOUNTS[seat]]

    def treasury(self, company: str) -> int:
        return self.ledger.balance[company]

    def active(self) -> list[str]:
        """Companies still in the game (not removed), in the rulebook's order."""
        return [c for c, company in self.companies.items() if not company.removed]

    def limit(self) -> int:
        """Tiles a company may build this turn on this map."""
        return self.map_rules.limit(self.turn)

    def fingerprint(self) -> tuple[Any, ...]:
        """Everything that makes this state what it is, comparable with ``==`` (refusals change nothing)."""
        auction = None
        if self.auction is not None:
            auction = self.auction.fingerprint()
        sales = None
        if self.sales is not None:
            sales = (self.sales.seats, tuple((s, repr(self.sales.own(s))) for s in self.sales.seats))
        return (
            self.phase,
            self.turn,
            tuple(self.order),
            self.marker,
            self.at,
            auction,
            self.offer.fingerprint() if self.offer is not None else None,
            self.tiles,
            self.round,
            sales,
            tuple(self.bankrupt),
            self.ownerless,
            self.last_adjustment,
            self.last_results,
            self.winners,
            tuple(sorted(self.ledger.balances().items())),
            self.shares.fingerprint(),
            tuple(c.fingerprint() for c in self.companies.values()),
        )
