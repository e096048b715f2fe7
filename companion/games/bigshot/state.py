"""The state of a Big Shot game: what is on the table, who owes what, whose move it is.

Only the engine changes it. Money lives in the ledger, one account per colour
that holds money (two per player with two players, none for the dummy), so
"no mixing of the two capitals" is simply a matter of which account pays.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from companion.core import BANK, EnglishAuction, Ledger
from companion.data_classes import dataclass

from .board import Board
from .rules import COLORS, LOT_CAPACITY, START_CASH
from .setup import Seating

# Phases, in the order a game goes through them.
LAYOUT, FIRST_PLAYER, ROLL, BID, PAY, PLACE, OVER = "layout", "first_player", "roll", "bid", "pay", "place", "over"


@dataclass(slots=True)
class State:
    config: dict[str, Any]
    names: list[str]
    board: Board
    seating: Seating
    hidden: bool
    ledger: Ledger
    debts: dict[str, int]
    lots: dict[str, dict[str, int]]
    phase: str = LAYOUT
    spaces: list[tuple[str, ...]] = field(default_factory=list)
    broker: int | None = None
    awarded: dict[str, str | None] = field(default_factory=dict)  # decided lots -> colour (None: nobody)
    free: dict[str, int] = field(default_factory=dict)  # room left on each undecided lot
    removed: dict[str, int] = field(default_factory=lambda: {c: 0 for c in COLORS})  # off decided lots
    in_hand: tuple[str, ...] = ()  # cubes won, waiting to be placed
    turn: int = 0  # 1..18 once play starts
    roller: int | None = None
    auction: EnglishAuction | None = None
    winner: int | None = None  # the auction's winner while they pay and place
    price: int = 0
    loaned: set[str] = field(default_factory=set)  # colours that borrowed this turn
    open_cash: set[int] = field(default_factory=set)  # hidden money: seats whose cash is shown
    winners: tuple[int, ...] = ()

    @property
    def players(self) -> int:
        return len(self.names)

    def colors_of(self, seat: int) -> tuple[str, ...]:
        return self.seating.seat_colors[seat]

    def cash(self, seat: int) -> int:
        """All the seat's money (both colours' with two players)."""
        colors = self.seating.seat_colors[seat]
        if len(colors) == 1:
            return self.ledger[colors[0]]
        return sum(self.ledger[color] for color in colors)

    def payable(self, seat: int) -> int:
        """The largest bid the seat can pay from a single colour (no mixing of capitals)."""
        colors = self.seating.seat_colors[seat]
        if len(colors) == 1:
            return self.ledger[colors[0]]
        return max(self.ledger[color] for color in colors)

    def offer(self) -> tuple[str, ...]:
        """The cubes being auctioned or waiting to be placed."""
        if self.phase == BID and self.broker is not None:
            return self.spaces[self.broker]
        return self.in_hand

    def fingerprint(self) -> tuple[Any, ...]:
        """Everything that makes this state what it is, comparable with ``==``.

        Used to prove that a refused action changed nothing.
        """
        auction = None
        if self.auction is not None:
            auction = self.auction.fingerprint()
        return (
            self.phase,
            tuple(self.spaces),
            self.broker,
            tuple(sorted(self.ledger.balances().items())),
            tuple(sorted(self.debts.items())),
            tuple((lot, tuple(sorted(counts.items()))) for lot, counts in self.lots.items()),
            tuple(sorted(self.awarded.items(), key=lambda kv: kv[0])),
            tuple(sorted(self.removed.items())),
            self.in_hand,
            tuple(sorted(self.free.items())),
            self.turn,
            self.roller,
            auction,
            self.winner,
            self.price,
            frozenset(self.loaned),
            frozenset(self.open_cash),
            self.winners,
        )


def blank_state(config: dict[str, Any]) -> State:
    """The pieces of a prepared ``config`` before anything is written on them: the board, the seats, empty lots
    and no money yet. A new game and a position both start from it: the one pays the starting capital, the
    other writes its own money (or the starting capital too, before the first turn)."""
    seating = Seating.from_config(config)
    board = Board.from_data(config["board"], validated=True)
    return State(
        config=config,
        names=list(config["players"]),
        board=board,
        seating=seating,
        hidden=config["hidden_money"],
        ledger=Ledger(seating.money_colors),
        debts={color: 0 for color in seating.money_colors},
        lots={lot: {} for lot in board.lots},
        free={lot: LOT_CAPACITY for lot in board.lots},
    )


def pay_starting_capital(state: State) -> None:
    """Every colour that holds money receives its 10M from the bank."""
    for color in state.seating.money_colors:
        state.ledger.transfer(BANK, color, START_CASH, "starting capital")
