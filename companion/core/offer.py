"""The offer round after an auction: the winner buys first, then every other seat once, at the same price.

Share games often sell a company's certificates this way: the auction fixes
the price, the winner must buy at least one certificate and may buy as many
as are on offer, then each other seat, clockwise from the winner's left
(those who passed in the auction included), may buy any number of those left
at the same price, once. The round is over when everyone has had their turn
or nothing is left.

:class:`OfferRound` is pure data and transitions: whose turn it is, what
range is legal, and done. Like the auction it holds no money: a game that
caps a purchase at a seat's cash passes that ``cash``; a game whose rules
pass over seats that cannot pay even one certificate says so with
:meth:`OfferRound.skip_while`. Refusals have stable codes (see
:mod:`.errors`): ``offer_closed``, ``not_your_offer``, ``bad_offer_count``,
``offer_over_cash``; a refused purchase changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from .errors import BadOfferCount, NotYourOffer, OfferClosed, OfferOverCash
from .turns import clockwise_from


class OfferRound:
    """One offer round. ``order`` is the winner, then the others in turn; ``left`` what is still on offer.

    :attr:`done` and :attr:`to_act` are asked several times per purchase (by the rules, the prompt and the
    random player), so they are plain attributes worked out once per move (:meth:`_work_out`), where a
    property costs a call each time. Only the round's own moves change them (treat them as read-only).
    A plain class with slots rather than a dataclass: answers that are not constructor arguments would
    need the standard decorator (``field(init=False)``), about two million instructions at start-up.
    """

    __slots__ = ("order", "price", "left", "bought", "skipped", "_at", "done", "to_act")

    def __init__(
        self,
        order: tuple[int, ...],
        price: int,
        left: int,
        bought: dict[int, int] | None = None,
        skipped: tuple[int, ...] = (),
        _at: int = 0,
    ) -> None:
        if not order or len(set(order)) != len(order):
            raise ValueError(f"an offer round needs distinct seats, not {order}")
        if type(price) is not int or price < 0:
            raise ValueError(f"a price is a whole number of at least 0, not {price!r}")
        if type(left) is not int or left < (1 if _at == 0 else 0):
            raise ValueError(f"an offer round needs something on offer, not {left!r}")
        self.order = order
        self.price = price
        self.left = left
        self.bought: dict[int, int] = {} if bought is None else bought  # seat → how many it bought (0: declined)
        self.skipped = skipped  # seats passed over (they could not pay one certificate)
        self._at = _at
        self.done: bool
        """Whether everyone has had their turn or nothing is left."""
        self.to_act: int | None
        """The seat that may buy now, or None once the round is over."""
        self._work_out()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, OfferRound):
            return NotImplemented
        return self.fingerprint() == other.fingerprint()

    __hash__ = None  # type: ignore[assignment]  # changes as seats buy: never a set member

    def __repr__(self) -> str:
        return (
            f"OfferRound(order={self.order!r}, price={self.price!r}, left={self.left!r}, bought={self.bought!r}, "
            f"skipped={self.skipped!r}, _at={self._at!r})"
        )

    @classmethod
    def after_auction(cls, winner: int, price: int, available: int, seats: int | Iterable[int]) -> OfferRound:
        """The round after ``winner`` won at ``price``: the others follow clockwise from the winner's left.

        ``seats`` is the number of players, or the seats taking part in seat order. With a number, the order
        is the table's clockwise order from the winner (:func:`~.turns.clockwise_from`, made once), not built
        again from the seats: Steam Barons opens an offer round after most of its 26 auctions a game.
        """
        if type(seats) is int and type(winner) is int and 0 <= winner < seats:  # the usual case: a table's seats
            return cls._opened(clockwise_from(winner, seats), price, available)
        every = tuple(range(seats)) if isinstance(seats, int) else tuple(sorted(seats))
        if winner not in every:
            raise ValueError(f"the winner {winner} is not one of the seats {every}")
        at = every.index(winner)
        return cls((winner, *every[at + 1 :], *every[:at]), price, available)

    @classmethod
    def _opened(cls, order: tuple[int, ...], price: int, left: int) -> OfferRound:
        """A new round on ``order``, distinct seats by construction (a table's clockwise order): the
        constructor's checks of the price and what is on offer, without its check of the seats, its call of
        ``__init__`` and of :meth:`_work_out` (nobody has bought: the winner is to act). About 6,100
        instructions through the constructor, a third of that here; equal to ``OfferRound(order, price, left)``
        (``tests/core/test_offer.py``)."""
        if type(price) is not int or price < 0 or type(left) is not int or left < 1:
            return cls(order, price, left)  # the constructor's own refusal
        offer = object.__new__(cls)
        offer.order = order
        offer.price = price
        offer.left = left
        offer.bought = {}
        offer.skipped = ()
        offer._at = 0
        offer.done = False
        offer.to_act = order[0]
        return offer

    def copy(self) -> OfferRound:
        return OfferRound(self.order, self.price, self.left, dict(self.bought), self.skipped, self._at)

    def _work_out(self) -> None:
        """:attr:`done` and :attr:`to_act` after a move (or when the round is made)."""
        at = self._at
        self.done = done = at >= len(self.order) or (at > 0 and self.left == 0)
        self.to_act = None if done else self.order[at]

    # -- questions -------------------------------------------------------
    @property
    def winner(self) -> int:
        return self.order[0]

    @property
    def waiting(self) -> tuple[int, ...]:
        """The seats still to be asked after the one acting now, in turn."""
        return () if self.done else self.order[self._at + 1 :]

    def limits(self, cash: int | None = None) -> tuple[int, int]:
        """How many the seat to act may buy: the winner from 1, the others from 0, up to what is left.

        With ``cash``, the top is also what that cash pays for (it may then be below the bottom:
        nothing is affordable).
        """
        low = 1 if self._at == 0 else 0
        high = self.left
        if cash is not None and self.price:
            high = min(high, cash // self.price)
        return low, high

    # -- moves -----------------------------------------------------------
    def check_buy(self, seat: int, count: int, cash: int | None = None) -> None:
        """Raise an :class:`~.errors.OfferError` unless ``seat`` may buy ``count`` now; changes nothing."""
        expected = self.to_act
        if expected is None:
            raise OfferClosed(seat=seat)
        if seat != expected:
            raise NotYourOffer(seat=seat, expected=expected)
        low = 1 if self._at == 0 else 0
        if type(count) is not int or not low <= count <= self.left:
            raise BadOfferCount(seat=seat, low=low, high=self.left, count=count)
        if cash is not None and count * self.price > cash:
            raise OfferOverCash(seat=seat, count=count, price=self.price, cost=count * self.price, cash=cash)

    def buy(self, seat: int, count: int, cash: int | None = None) -> None:
        """``seat`` buys ``count`` (0 declines); the turn passes to the next seat."""
        at = self._at
        left = self.left
        if (
            seat != self.to_act
            or type(count) is not int
            or count > left
            or count < (1 if at == 0 else 0)
            or (cash is not None and count * self.price > cash)
        ):  # a plain purchase by the seat in turn needs no further check
            self.check_buy(seat, count, cash)  # raises the precise refusal
        self.bought[seat] = count
        self.left = left = left - count
        self._at = at = at + 1
        # _work_out(), inline: Steam Barons buys or declines some 30 times a game
        self.done = done = at >= len(self.order) or left == 0
        self.to_act = None if done else self.order[at]

    def skip_while(self, cannot: Callable[[int], bool]) -> tuple[int, ...]:
        """Pass over the seats to act for whom ``cannot(seat)`` holds (a house rule: they could not pay one).

        The winner is never passed over. Returns the seats passed over now.
        """
        if self.done or self._at == 0 or not cannot(self.order[self._at]):
            return ()  # the usual answer, without a list and a tuple made for nobody passed over
        passed: list[int] = []
        while not self.done and self._at > 0 and cannot(self.order[self._at]):
            passed.append(self.order[self._at])
            self._at += 1
            self._work_out()
        self.skipped += tuple(passed)
        return tuple(passed)

    def to_json(self) -> dict[str, Any]:
        return {
            "order": list(self.order),
            "price": self.price,
            "left": self.left,
            "to_act": self.to_act,
            "bought": {str(seat): count for seat, count in self.bought.items()},
            "skipped": list(self.skipped),
            "done": self.done,
        }

    def fingerprint(self) -> tuple[object, ...]:
        return (self.order, self.price, self.left, tuple(sorted(self.bought.items())), self.skipped, self._at)
