"""The English auction: one lot, bidders in turn, a pass is final, the last bidder standing wins.

Bidders speak in a fixed order (clockwise from whoever the game says opens).
On their turn a bidder raises or passes; a pass is final for this auction.
The auction ends when a bid stands and every other bidder has passed (the
high bidder wins at their bid), or when everybody has passed without a bid,
which settles as the game decides: no sale, or a named seat takes the lot for
nothing (the player who rolled for it, in one game).

The auction holds no money: whether a bidder can pay is the game's question.
A game that caps bids at a bidder's cash passes that ``cap`` to
:meth:`EnglishAuction.bid`; one with a subtler limit (a loan that could
raise the cash) asks its own question first.

Each refusal has its own class and stable code (see :mod:`.errors`), checked
in a fixed order: closed, not bidding, passed, out of turn, not a whole
number, below the minimum, over the cap.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .errors import (
    AlreadyPassed,
    AuctionClosed,
    BidNotWhole,
    BidOverCap,
    BidTooLow,
    NotBidding,
    NotYourTurnToBid,
    OpeningBidTooLow,
)


@dataclass(slots=True)
class EnglishAuction:
    """State of one auction. ``order`` lists the seats in speaking order."""

    order: tuple[int, ...]
    minimum: int = 1
    increment: int = 1
    nobody_bid_winner: int | None = None
    high_bid: int | None = None
    high_bidder: int | None = None
    passed: set[int] = field(default_factory=set)
    _turn: int = 0
    _left: int = -1  # seats still in: kept with ``passed`` so :attr:`done` needs no scan
    _done: bool = False  # worked out once per bid or pass; read several times per move

    def __post_init__(self) -> None:
        if not self.order:
            raise ValueError("an auction needs at least one bidder")
        if len(set(self.order)) != len(self.order):
            raise ValueError("a seat may appear only once in the bidding order")
        if self.nobody_bid_winner is not None and self.nobody_bid_winner not in self.order:
            raise ValueError("the seat that takes an unbid lot must be a bidder")
        self._left = sum(1 for seat in self.order if seat not in self.passed)
        self._done = self._work_out_done()
        self._skip_passed()

    def copy(self) -> EnglishAuction:
        return EnglishAuction(
            self.order,
            self.minimum,
            self.increment,
            self.nobody_bid_winner,
            self.high_bid,
            self.high_bidder,
            set(self.passed),
            self._turn,
        )

    # -- questions -------------------------------------------------------
    @property
    def active(self) -> tuple[int, ...]:
        """Seats that have not passed, in speaking order."""
        return tuple(seat for seat in self.order if seat not in self.passed)

    @property
    def done(self) -> bool:
        return self._done

    def _work_out_done(self) -> bool:
        # Reads a count instead of listing the active seats.
        left = self._left
        if left > 1:
            return False
        if left == 0:
            return True
        if self.high_bidder is not None:
            return self.high_bidder not in self.passed  # the one seat still in holds the bid
        # Only the seat that would get the lot free is left: bidding would only cost it.
        return self.nobody_bid_winner is not None and self.nobody_bid_winner not in self.passed

    @property
    def to_act(self) -> int | None:
        """The seat that must bid or pass now, or None when the auction is over."""
        return None if self._done else self.order[self._turn]

    @property
    def min_next_bid(self) -> int:
        return self.minimum if self.high_bid is None else self.high_bid + self.increment

    @property
    def winner(self) -> int | None:
        """The seat that takes the lot, once :attr:`done` (None: no sale)."""
        if not self.done:
            return None
        return self.high_bidder if self.high_bidder is not None else self.nobody_bid_winner

    @property
    def price(self) -> int:
        """What the winner pays (0 when nobody bid)."""
        return self.high_bid or 0

    # -- moves -----------------------------------------------------------
    def check_bid(self, seat: int, amount: int, cap: int | None = None) -> None:
        """Raise an :class:`~.errors.AuctionError` unless ``seat`` may bid ``amount`` now.

        ``cap`` is the most this bidder may bid (its cash), when the game caps bids.
        """
        self._check_turn(seat)
        if type(amount) is not int:
            raise BidNotWhole(amount=amount)
        if amount < self.min_next_bid:
            if self.high_bid is None:
                raise OpeningBidTooLow(minimum=self.min_next_bid, amount=amount)
            raise BidTooLow(minimum=self.min_next_bid, high_bid=self.high_bid, amount=amount)
        if cap is not None and amount > cap:
            raise BidOverCap(amount=amount, cap=cap, seat=seat)

    def bid(self, seat: int, amount: int, cap: int | None = None) -> None:
        self.check_bid(seat, amount, cap)
        self.high_bid = amount
        self.high_bidder = seat
        self._advance()

    def check_pass(self, seat: int) -> None:
        self._check_turn(seat)

    def pass_(self, seat: int) -> None:
        if self._done or seat != self.order[self._turn]:  # the seat plainly in turn needs no further check
            self.check_pass(seat)  # raises the precise refusal
        self.passed.add(seat)
        self._left -= 1
        self._advance()

    def to_json(self) -> dict[str, Any]:
        return {
            "order": list(self.order),
            "high_bid": self.high_bid,
            "high_bidder": self.high_bidder,
            "passed": sorted(self.passed),
            "to_act": self.to_act,
            "min_next_bid": self.min_next_bid,
        }

    # -- internals -------------------------------------------------------
    def _check_turn(self, seat: int) -> None:
        if self._done:
            raise AuctionClosed(seat=seat)
        expected = self.order[self._turn]
        if seat != expected:
            if seat not in self.order:
                raise NotBidding(seat=seat)
            if seat in self.passed:
                raise AlreadyPassed(seat=seat)
            raise NotYourTurnToBid(seat=seat, expected=expected)

    def _advance(self) -> None:
        self._done = done = self._work_out_done()
        if not done:
            order = self.order
            self._turn = turn = (self._turn + 1) % len(order)
            if order[turn] in self.passed:
                self._skip_passed()

    def _skip_passed(self) -> None:
        for _ in range(len(self.order)):
            if self.order[self._turn] not in self.passed:
                return
            self._turn = (self._turn + 1) % len(self.order)
