"""The state of a Mad Market game: the bank's books, the share market, the pawns and where the turn stands.

Only the engine reads or changes it. Money lives in the ledger (one account
per seat, ``p0`` …, and the unlimited bank); shares in a
:class:`~companion.core.SharePool` whose pool is the bank's free supply.
The phase names the moment the game waits for; the data of that moment
(a landing offer, a fight, an auction, a debt) is set exactly while it runs.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from companion.core import EnglishAuction, Ledger, SharePool
from companion.data_classes import dataclass

from .board import Board, Square
from .rules import MAX_PLAYERS

START_ROLL, ROLL, LAND, FIGHT, CRISIS, AUCTION, DEBT, OPEN, OVER = (
    "start_roll",
    "roll",
    "land",
    "fight",
    "crisis",
    "auction",
    "debt",
    "open",
    "over",
)
PHASES = (START_ROLL, ROLL, LAND, FIGHT, CRISIS, AUCTION, DEBT, OPEN, OVER)
STATE_HELD = -2
"""The owner mark of a company sold to the state (it waits in the auction pile)."""


ACCOUNTS: tuple[str, ...] = tuple(f"p{seat}" for seat in range(MAX_PLAYERS))
"""Each seat's ledger account (``p0`` …), spelt once: cash is read several times per action."""


def account(seat: int) -> str:
    """The ledger account of a seat's cash (``seat`` 0 to 5, checked before)."""
    return ACCOUNTS[seat]


@dataclass(slots=True)
class Player:
    square: int = 0
    brokers: int = 0
    guards: int = 0
    pack: bool = False
    items: dict[str, int] = field(default_factory=dict)
    vp: int = 0
    out: bool = False

    def fingerprint(self) -> tuple[Any, ...]:
        return (self.square, self.brokers, self.guards, self.pack, tuple(sorted(self.items.items())), self.vp, self.out)


@dataclass(slots=True)
class TurnLog:
    """What the player whose move it is has done in this move (one of each per turn)."""

    brokers_used: list[str] = field(default_factory=list)
    traded: dict[str, str] = field(default_factory=dict)  # stock -> side
    item: str | None = None

    def fingerprint(self) -> tuple[Any, ...]:
        return (tuple(self.brokers_used), tuple(sorted(self.traded.items())), self.item)


@dataclass(slots=True)
class Offer:
    """A landing decision waiting: ``kind`` company, broker, guard, black_market or takeover."""

    kind: str
    square: int
    company: str | None = None
    owner: int | None = None
    fee: int = 0


@dataclass(slots=True)
class Fight:
    """A police fight (``defender`` None) or a takeover fight, round by round."""

    kind: str  # police, takeover
    player: int
    guards: int
    opponents: int
    defender: int | None = None
    company: str | None = None
    fee: int = 0
    rounds: list[tuple[int, int]] = field(default_factory=list)

    def fingerprint(self) -> tuple[Any, ...]:
        return (
            self.kind,
            self.player,
            self.guards,
            self.opponents,
            self.defender,
            self.company,
            self.fee,
            tuple(self.rounds),
        )


@dataclass(slots=True)
class Debt:
    """A payment larger than the payer's cash: shares, then companies, are sold until it is paid."""

    player: int
    amount: int
    creditor: int | None  # a seat, or None for the bank
    reason: str


@dataclass(slots=True)
class State:
    config: dict[str, Any]
    names: list[str]
    board: Board
    ledger: Ledger
    shares: SharePool
    fields: dict[str, int]  # stock -> field (1-based) on the share track
    forecast: int  # the marker's field (1-based)
    police_next: int
    owners: dict[str, int | None]  # company -> seat, STATE_HELD, or None (unowned)
    players: list[Player]
    phase: str = START_ROLL
    contenders: tuple[int, ...] = ()
    start_rolls: dict[int, int] = field(default_factory=dict)
    first: int = 0
    current: int = 0
    round: int = 1
    turn: TurnLog = field(default_factory=TurnLog)
    pile: list[str] = field(default_factory=list)  # state-held companies, first sold first
    offer: Offer | None = None
    fight: Fight | None = None
    lots: list[str] = field(default_factory=list)  # companies still to auction at this Auction square
    auction: EnglishAuction | None = None
    debt: Debt | None = None
    last_round: bool = False
    last_movers: list[int] = field(default_factory=list)  # seats still to make their last move
    stopper: int | None = None
    last_roll: tuple[int, int] | None = None
    winners: tuple[int, ...] = ()
    end_reason: str = ""

    @property
    def count(self) -> int:
        return len(self.names)

    @property
    def numbers(self) -> dict[str, int]:
        return self.board.numbers

    @property
    def target(self) -> int:
        return self.config["target"]

    def cash(self, seat: int) -> int:
        return self.ledger.balance[ACCOUNTS[seat]]

    def value(self, stock: str) -> int:
        """What one share of ``stock`` is worth now."""
        return self.board.track[self.fields[stock] - 1]

    def square(self, seat: int) -> Square:
        return self.board.squares[self.players[seat].square]

    def active(self) -> list[int]:
        """Seats still in the game, in seat order."""
        return [seat for seat, p in enumerate(self.players) if not p.out]

    def companies_of(self, seat: int) -> list[str]:
        """``seat``'s companies in board order."""
        return [c for c, owner in self.owners.items() if owner == seat]

    def holding_owner(self, stock: str) -> int | None:
        """The seat owning all three companies of ``stock`` (a holding), or None."""
        owners = self.owners
        first, second, third = self.board.by_stock[stock]
        owner = owners[first]
        if owner is None or owner < 0 or owners[second] != owner or owners[third] != owner:
            return None
        return owner

    def fingerprint(self) -> tuple[Any, ...]:
        """Everything that makes this state what it is, comparable with ``==`` (refusals change nothing)."""
        auction = None
        if self.auction is not None:
            auction = self.auction.fingerprint()
        offer = (
            None
            if self.offer is None
            else (self.offer.kind, self.offer.square, self.offer.company, self.offer.owner, self.offer.fee)
        )
        debt = None if self.debt is None else (self.debt.player, self.debt.amount, self.debt.creditor, self.debt.reason)
        return (
            self.phase,
            self.contenders,
            tuple(sorted(self.start_rolls.items())),
            self.first,
            self.current,
            self.round,
            self.turn.fingerprint(),
            tuple(self.pile),
            offer,
            None if self.fight is None else self.fight.fingerprint(),
            tuple(self.lots),
            auction,
            debt,
            self.last_round,
            tuple(self.last_movers),
            self.stopper,
            self.last_roll,
            self.winners,
            self.end_reason,
            tuple(sorted(self.ledger.balances().items())),
            tuple(sorted(self.shares.pool.items())),
            tuple(tuple(sorted(h.items())) for h in self.shares.held),
            tuple(sorted(self.fields.items())),
            self.forecast,
            self.police_next,
            tuple(sorted(self.owners.items(), key=lambda kv: kv[0])),
            tuple(p.fingerprint() for p in self.players),
        )
