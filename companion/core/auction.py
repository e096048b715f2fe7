"""The English auction: one lot, bidders in turn, a pass is final, the last bidder standing wins.

Bidders speak in a fixed order (clockwise from whoever the game says opens).
On their turn a bidder raises or passes; a pass is final for this auction.
The auction ends when a bid stands and every other bidder has passed (the
high bidder wins at their bid), or when everybody has passed without a bid,
which settles by the rule the game passes as ``nobody_bid``: :class:`NoSale`
(the lot stays unsold), :class:`TakesFree` (a named seat takes it for
nothing: the player who rolled for it, in one game), or a rule of the game's
own (any frozen object with a ``taker`` method, see :class:`NobodyBid`). When
only the seat that would take an unbid lot is left, the auction ends there:
bidding could only cost it.

Each seat's own latest bid is kept (:attr:`EnglishAuction.bids`), and the
passes in the order they came (:attr:`EnglishAuction.passes`), because some
games settle more than the winner: in For Sale a bidder who passes takes the
lowest card and gets back half of what it had bid, so the game reads
:meth:`EnglishAuction.committed` for the seat that just passed.

The auction holds no money: whether a bidder can pay is the game's question.
A game that caps bids at a bidder's cash passes that ``cap`` to
:meth:`EnglishAuction.bid`; one with a subtler limit (a loan that could
raise the cash) asks its own question first.

Each refusal has its own class and stable code (see :mod:`.errors`), checked
in a fixed order: closed, not bidding, passed, out of turn, not a whole
number, below the minimum, over the cap.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import field
from typing import Any, Protocol

from companion.data_classes import dataclass

from .errors import (
    AlreadyPassed,
    AuctionClosed,
    BidNotWhole,
    BidOverCap,
    BidTooLow,
    ImpossiblePosition,
    NotBidding,
    NotYourTurnToBid,
    OpeningBidTooLow,
)
from .i18n import N_


class NobodyBid(Protocol):
    """The game's rule for an auction nobody bid in: which seat, if any, takes the lot for nothing.

    A rule is a small frozen object, not a function: the auction is copied on
    every undo snapshot and compared to prove a refusal changed nothing, so
    its rule must be shared safely between copies and equal by value.
    ``taker`` is asked once nobody has bid and at most one seat is still in;
    when it names the one seat left, the auction ends early (bidding could
    only cost that seat).
    """

    def taker(self, auction: EnglishAuction) -> int | None:
        """The seat that takes the unbid lot for nothing, or None: no sale."""
        ...


@dataclass(frozen=True, slots=True)
class NoSale:
    """Nobody bid: the lot stays unsold (Mad Market's Auction square, Steam Barons' shares)."""

    def taker(self, auction: EnglishAuction) -> int | None:
        return None


@dataclass(frozen=True, slots=True)
class TakesFree:
    """Nobody bid: ``seat`` takes the lot for nothing (Big Shot's roller takes the cubes)."""

    seat: int

    def taker(self, auction: EnglishAuction) -> int | None:
        return self.seat


NO_SALE = NoSale()


@dataclass(slots=True)
class EnglishAuction:
    """State of one auction. ``order`` lists the seats in speaking order.

    ``passes`` lists the seats that passed, in the order they passed, and
    ``bids`` each seat's latest bid (a seat that has not bid has none); a
    standing bid without ``bids`` is its bidder's own. ``passed`` is the same
    seats as ``passes``, as a set, for the questions asked on every move.

    ``done``, ``to_act`` and ``min_next_bid`` are plain attributes, worked out
    once per bid or pass: a game and its random player read them several times
    per move, and a property costs a call each time. Only the auction's own
    moves change them (treat them as read-only).
    """

    order: tuple[int, ...]
    minimum: int = 1
    increment: int = 1
    nobody_bid: NobodyBid = NO_SALE
    high_bid: int | None = None
    high_bidder: int | None = None
    passes: list[int] = field(default_factory=list)
    bids: dict[int, int] = field(default_factory=dict)
    _turn: int = 0
    passed: set[int] = field(init=False)
    _left: int = field(init=False)  # seats still in: kept with ``passed`` so :attr:`done` needs no scan
    done: bool = field(init=False)
    """Whether the auction is over (see :meth:`_work_out_done`)."""
    to_act: int | None = field(init=False)
    """The seat that must bid or pass now, or None when the auction is over."""
    min_next_bid: int = field(init=False)
    """The least bid accepted now: the minimum, then the high bid plus the increment."""

    def __post_init__(self) -> None:
        order = self.order
        seats = set(order)
        if not order:
            raise ValueError("an auction needs at least one bidder")
        if len(seats) != len(order):
            raise ValueError("a seat may appear only once in the bidding order")
        self.passed = passed = set(self.passes)
        if len(passed) != len(self.passes) or not passed <= seats:
            raise ValueError("each bidder passes at most once")
        if self.high_bidder is not None:
            if self.high_bidder not in seats or self.high_bid is None:
                raise ValueError("a standing bid needs its amount and a bidder")
            if self.bids.setdefault(self.high_bidder, self.high_bid) != self.high_bid:
                raise ValueError("the high bidder's own bid is the high bid")
        if self.bids and not seats.issuperset(self.bids):
            raise ValueError("only bidders have bids")
        taker = self.nobody_bid.taker(self)
        if taker is not None and taker not in seats:
            raise ValueError("the seat that takes an unbid lot must be a bidder")
        self._left = len(order) - len(passed)
        self.done = self._work_out_done()
        self._skip_passed()
        self.to_act = None if self.done else order[self._turn]
        self.min_next_bid = self.minimum if self.high_bid is None else self.high_bid + self.increment

    @classmethod
    def opened(
        cls, order: tuple[int, ...], minimum: int = 1, increment: int = 1, nobody_bid: NobodyBid = NO_SALE
    ) -> EnglishAuction:
        """A new auction, nobody passed or bid yet, for an engine that built ``order`` itself.

        The constructor checks every field, as it must for an auction read from
        a position. An engine opening an auction already knows what it checks:
        its order is one or more distinct seats (``clockwise_from``, ``left_of``)
        and its rule's taker is one of them. Steam Barons opens about 26 a game,
        and the constructor's checks are most of what opening costs. The result
        equals ``EnglishAuction(order, minimum, increment, nobody_bid)``
        (``tests/core/test_auction.py`` compares them).
        """
        auction = object.__new__(cls)
        auction.order = order
        auction.minimum = minimum
        auction.increment = increment
        auction.nobody_bid = nobody_bid
        auction.high_bid = None
        auction.high_bidder = None
        auction.passes = []
        auction.bids = {}
        auction._turn = 0
        auction.passed = set()
        auction._left = len(order)
        auction.done = done = len(order) <= 1 and auction._work_out_done()
        auction.to_act = None if done else order[0]
        auction.min_next_bid = minimum
        return auction

    def copy(self) -> EnglishAuction:
        """An independent copy, made without re-checking what was checked when this one was made.

        Every undo snapshot copies the auction, so this skips ``__post_init__``;
        the rule is frozen and shared.
        """
        other = object.__new__(EnglishAuction)
        other.order = self.order
        other.minimum = self.minimum
        other.increment = self.increment
        other.nobody_bid = self.nobody_bid
        other.high_bid = self.high_bid
        other.high_bidder = self.high_bidder
        other.passes = self.passes.copy()
        other.bids = self.bids.copy()
        other._turn = self._turn
        other.passed = self.passed.copy()
        other._left = self._left
        other.done = self.done
        other.to_act = self.to_act
        other.min_next_bid = self.min_next_bid
        return other

    def fingerprint(self) -> tuple[Any, ...]:
        """Everything that makes this auction what it is, comparable with ``==`` (a game's state fingerprint)."""
        return (
            self.order,
            self.minimum,
            self.increment,
            self.nobody_bid,
            self.high_bid,
            self.high_bidder,
            tuple(self.passes),
            tuple(sorted(self.bids.items())),
            self.to_act,
        )

    # -- questions -------------------------------------------------------
    @property
    def active(self) -> tuple[int, ...]:
        """Seats that have not passed, in speaking order."""
        return tuple(seat for seat in self.order if seat not in self.passed)

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
        taker = self.nobody_bid.taker(self)
        return taker is not None and taker not in self.passed

    @property
    def winner(self) -> int | None:
        """The seat that takes the lot, once :attr:`done` (None: no sale)."""
        if not self.done:
            return None
        return self.high_bidder if self.high_bidder is not None else self.nobody_bid.taker(self)

    @property
    def price(self) -> int:
        """What the winner pays (0 when nobody bid)."""
        return self.high_bid or 0

    def committed(self, seat: int) -> int | None:
        """``seat``'s latest bid, None if it has not bid: for a seat that passed, what it had bid when it passed."""
        return self.bids.get(seat)

    def passes_with_bids(self) -> list[tuple[int, int | None]]:
        """Who passed with what committed, in the order they passed (a game settling each passer reads the last)."""
        bids = self.bids
        return [(seat, bids.get(seat)) for seat in self.passes]

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
        if (
            seat != self.to_act
            or type(amount) is not int
            or amount < self.min_next_bid
            or (cap is not None and amount > cap)
        ):  # a plain raise by the seat in turn needs no further check
            self.check_bid(seat, amount, cap)  # raises the precise refusal
        self.high_bid = amount
        self.high_bidder = seat
        self.bids[seat] = amount
        self.min_next_bid = amount + self.increment
        # More than one seat still in: not over, without asking the rule (the commonest case).
        self._move_on(self._left <= 1 and self._work_out_done())

    def _move_on(self, done: bool) -> None:
        """The turn after a bid or a pass: nobody's if the auction is ``done``, else the next seat still in."""
        self.done = done
        if done:
            self.to_act = None
            return
        order = self.order
        self._turn = turn = (self._turn + 1) % len(order)
        if order[turn] in self.passed:
            self._skip_passed()
            turn = self._turn
        self.to_act = order[turn]

    def check_pass(self, seat: int) -> None:
        self._check_turn(seat)

    def pass_(self, seat: int) -> None:
        if seat != self.to_act:  # the seat plainly in turn needs no further check
            self.check_pass(seat)  # raises the precise refusal
        self.passed.add(seat)
        self.passes.append(seat)
        self._left = left = self._left - 1
        # More than one seat still in: not over, without asking the rule (the commonest case); one seat left
        # holding the high bid (the usual end): over, as ``_work_out_done`` says, without it.
        if left > 1:
            done = False
        elif left == 1 and self.high_bidder is not None:
            done = self.high_bidder not in self.passed
        else:
            done = self._work_out_done()
        self._move_on(done)

    def to_json(self) -> dict[str, Any]:
        """The auction for a summary: ``bids`` by seat (in speaking order), ``pass_order`` the passes as they came."""
        bids = self.bids
        return {
            "order": list(self.order),
            "high_bid": self.high_bid,
            "high_bidder": self.high_bidder,
            "passed": sorted(self.passed),
            "to_act": self.to_act,
            "min_next_bid": self.min_next_bid,
            "bids": {str(seat): bids[seat] for seat in self.order if seat in bids},
            "pass_order": list(self.passes),
        }

    # -- internals -------------------------------------------------------
    def _check_turn(self, seat: int) -> None:
        if self.done:
            raise AuctionClosed(seat=seat)
        expected = self.order[self._turn]
        if seat != expected:
            if seat not in self.order:
                raise NotBidding(seat=seat)
            if seat in self.passed:
                raise AlreadyPassed(seat=seat)
            raise NotYourTurnToBid(seat=seat, expected=expected)

    def _skip_passed(self) -> None:
        for _ in range(len(self.order)):
            if self.order[self._turn] not in self.passed:
                return
            self._turn = (self._turn + 1) % len(self.order)


# -- positions ---------------------------------------------------------------
# A game's position file writes an auction under way with the keys it always
# had (high_bid, high_bidder, passed in the order of passing, to_act) and,
# when they say more than the standing bid, the seats' own bids.


def written_bids(auction: EnglishAuction) -> dict[str, int] | None:
    """The seats' own bids as a position writes them (seat number → amount), or None when only the high bidder
    has bid: then the standing bid says it all, and a position written before bids were kept reads the same."""
    bids = auction.bids
    if len(bids) <= 1:
        return None
    return {str(seat): bids[seat] for seat in auction.order if seat in bids}


def written_auction(auction: EnglishAuction) -> dict[str, Any]:
    """The auction under way as a position writes it: the standing bid, the passes in their order, who speaks
    next and, when they say more, the seats' own bids (:func:`written_bids`)."""
    written: dict[str, Any] = {
        "high_bid": auction.high_bid,
        "high_bidder": auction.high_bidder,
        "passed": list(auction.passes),
        "to_act": auction.to_act,
    }
    bids = written_bids(auction)
    if bids is not None:
        written["bids"] = bids
    return written


def bidding(auction: EnglishAuction) -> dict[str, Any]:
    """The bidding as a game's summary shows it, after the game's own keys for the lot: the standing bid, the
    least next bid, who is still in and who speaks next."""
    return {
        "high_bid": auction.high_bid,
        "high_bidder": auction.high_bidder,
        "min_next_bid": auction.min_next_bid,
        "still_in": list(auction.active),
        "to_act": auction.to_act,
    }


def read_bids(auction: EnglishAuction, raw: Any, names: Sequence[str], key: str = "bids") -> None:
    """Give ``auction`` (made from a position's standing bid and passes) the seats' own bids written as ``raw``.

    Every bid in an English auction beat the one before, so the bids are
    whole, at least the minimum, all different, the high bidder's is the
    high bid and every other is below it. Refuses anything else with
    :class:`~.errors.ImpossiblePosition`; ``raw`` None (not written) keeps
    the standing bid alone.
    """
    if raw is None:
        return
    if not isinstance(raw, dict) or not all(
        isinstance(seat, str) and seat.isdigit() and int(seat) in auction.order and type(amount) is int
        for seat, amount in raw.items()
    ):
        raise ImpossiblePosition(N_("{key!r} maps the seat numbers of the bidders to whole amounts."), key=key)
    bids = {int(seat): amount for seat, amount in raw.items()}
    high_bid, high_bidder = auction.high_bid, auction.high_bidder
    if high_bidder is None or high_bid is None:
        if bids:
            raise ImpossiblePosition(N_("Nobody holds a bid yet, so {key!r} must be empty."), key=key)
        return
    if bids.setdefault(high_bidder, high_bid) != high_bid:
        raise ImpossiblePosition(
            N_("{name} holds the high bid, so their own bid is {high_bid:,}, not {amount:,}."),
            name=names[high_bidder],
            high_bid=high_bid,
            amount=bids[high_bidder],
        )
    holders: dict[int, int] = {}
    for seat, amount in bids.items():
        if amount < auction.minimum or amount > high_bid:
            raise ImpossiblePosition(
                N_("{name} cannot have bid {amount:,}: bids here run from {minimum:,} to the high bid, {high_bid:,}."),
                name=names[seat],
                amount=amount,
                minimum=auction.minimum,
                high_bid=high_bid,
            )
        other = holders.setdefault(amount, seat)
        if other != seat:
            raise ImpossiblePosition(
                N_("{name} and {other} cannot both have bid {amount:,}: each bid beats the one before."),
                name=names[other],
                other=names[seat],
                amount=amount,
            )
    auction.bids = {seat: bids[seat] for seat in auction.order if seat in bids}


def carry_unshown(read: Any, edited: dict[str, Any]) -> dict[str, Any]:
    """An auction of a position as a form writes it back: ``edited`` (the standing bid, the passes and the next
    bidder: what a form shows) plus what the form does not show, from the auction as ``read``.

    The seats' other bids come back while the standing bid is as read (against another one they could
    contradict it; the engine then starts from the standing bid alone), and the order of the passes while the
    same seats have passed (a form shows them as a set).
    """
    if not isinstance(read, dict):
        return edited
    passed, order = edited.get("passed", []), read.get("passed")
    if isinstance(order, list) and order and sorted(order, key=repr) == sorted(passed, key=repr):
        edited["passed"] = list(order)
    if "bids" in read and (read.get("high_bid"), read.get("high_bidder")) == (
        edited.get("high_bid"),
        edited.get("high_bidder"),
    ):
        edited["bids"] = read["bids"]
    return edited
