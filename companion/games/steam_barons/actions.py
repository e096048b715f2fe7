"""What players (and chance) do in Steam Barons. ``player`` is always the 0-based seat.

The company concerned is never named: it is always the one the game is at
(the one on offer, building or shipping), so a stale screen cannot act for
the wrong company.
"""

from __future__ import annotations

from companion.core import Action, Codec

actions = Codec("action")


@actions.register
class CompanyOrder(Action):
    """Chance: the order of play of the active companies, drawn from the bag (or by the companion)."""

    type = "company_order"
    order: tuple[str, ...]


@actions.register
class FirstPlayer(Action):
    """Chance, at set-up: who takes the first-player marker."""

    type = "first_player"
    player: int


@actions.register
class Bid(Action):
    type = "bid"
    player: int
    amount: int


@actions.register
class Pass(Action):
    type = "pass"
    player: int


@actions.register
class Buy(Action):
    """Shares of the company just auctioned, at the winning bid: the winner 1..N, then others 0..N once."""

    type = "buy"
    player: int
    count: int


@actions.register
class Build(Action):
    """One tile (or city link) the company just built; its treasury pays, issuing shares if it must."""

    type = "build"
    player: int
    cost: int
    completes_link: bool = False


@actions.register
class EndBuild(Action):
    type = "end_build"
    player: int


@actions.register
class Deliver(Action):
    """One cube shipped: the links it used, the company's own and ownerless ones."""

    type = "deliver"
    player: int
    own_links: int
    ownerless_links: int = 0


@actions.register
class SkipDelivery(Action):
    type = "skip_delivery"
    player: int


@actions.register
class Sell(Action):
    """A sealed sale: company -> shares sold (``{}`` sells nothing). Revealed when every seat has chosen."""

    type = "sell"
    player: int
    shares: dict[str, int]
