"""What an English auction reports, the same in every game that sells by auction: a bid made, a final pass, a lot won
or left unsold.

The front-ends' sounds and lights and the game log hear these by their ``type`` tag and fields (``{"type":
"bid_made", "player": 1, "amount": 12}``), so the tag and the fields are declared once, here, beside the auction's
actions (:mod:`.bids`), and each such game registers them in its own event codec. Two families: an auction of the
lot on the table, whose events name only the seat (Tiny Auction, Big Shot), and an auction of a company, whose
events also name the company (Mad Market, Steam Barons).

The pass reads the same in every game, so its class comes with its sentence and a game registers it as it is. A bid,
a win and an unsold lot each game words its own way (its money sign, how it names the company), so those classes
are :class:`Worded`: a game subclasses them giving only its ``template``, and the subclass keeps the kit's tag and
fields.
"""

from __future__ import annotations

from typing import Any

from .i18n import N_
from .records import Codec, Event

AUCTION_EVENTS = Codec("event")
"""The kit's own register of the events of an auction of the lot on the table: it makes them frozen records with the
fast constructor, as a game's codec makes its own events (and their subclasses inherit both)."""

COMPANY_AUCTION_EVENTS = Codec("event")
"""The same for the events of an auction of a company (their tags are the others', so a register of their own)."""


class Worded(Event):
    """An event whose tag and fields are the kit's and whose sentence is the game's.

    A game's subclass holds only its ``template``; the kit's tag is copied into the subclass's own namespace,
    where :meth:`Codec.register <companion.core.records.Codec.register>` reads a record's tag.
    """

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.type = cls.type


# -- an auction of the lot on the table -----------------------------------------------------
@AUCTION_EVENTS.register
class BidMade(Worded):
    """A seat raised the standing bid to ``amount`` (its whole bid)."""

    type = "bid_made"
    player: int
    amount: int


@AUCTION_EVENTS.register
class Passed(Event):
    """A seat left the auction for good."""

    type = "passed"
    template = N_("{player_name} passes.")
    player: int


# -- an auction of a company ----------------------------------------------------------------
@COMPANY_AUCTION_EVENTS.register
class CompanyBidMade(Worded):
    """A seat raised the standing bid for ``company`` to ``amount``."""

    type = "bid_made"
    player: int
    company: str
    amount: int


@COMPANY_AUCTION_EVENTS.register
class CompanyPassed(Event):
    """A seat left the auction of ``company`` for good."""

    type = "passed"
    template = N_("{player_name} passes.")
    player: int
    company: str


@COMPANY_AUCTION_EVENTS.register
class CompanyAuctionWon(Worded):
    """The auction of ``company`` is over: ``player`` won it at ``price``."""

    type = "auction_won"
    player: int
    company: str
    price: int


@COMPANY_AUCTION_EVENTS.register
class CompanyNobodyBid(Worded):
    """Every seat passed without a bid: ``company`` stays unsold."""

    type = "nobody_bid"
    company: str
