"""What players (and chance) do in Steam Barons. ``player`` is always the 0-based seat.

The actions of a company's own turn (``build``, ``end_build``, ``deliver``,
``skip_delivery``) name the company they are for, so a stale screen or a
doubled tap meant for one company is refused when the controller's next
company is operating ("That was for Green; Orange is operating now.") instead
of being taken as Orange's, and a journal read by anyone says which company
did what. Journals written before the field existed have no ``company``: the
replay reads such an action as the operating company's
(:meth:`SteamBarons.upgrade`), which is what it meant then. The auction's and
the sales' actions need no company: the one on offer is the only one.
"""

from __future__ import annotations

from companion.core import Action, Codec
from companion.core.bids import Bid as Bid  # named here too: this module lists all the game's actions
from companion.core.bids import Pass as Pass

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


actions.register(Bid)  # the kit's auction actions: the same journal words in every game that auctions
actions.register(Pass)


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
    company: str | None = None


@actions.register
class EndBuild(Action):
    type = "end_build"
    player: int
    company: str | None = None


@actions.register
class Deliver(Action):
    """One cube shipped: the links it used, the company's own and ownerless ones."""

    type = "deliver"
    player: int
    own_links: int
    ownerless_links: int = 0
    company: str | None = None


@actions.register
class SkipDelivery(Action):
    type = "skip_delivery"
    player: int
    company: str | None = None


@actions.register
class Sell(Action):
    """A sealed sale: company -> shares sold (``{}`` sells nothing). Revealed when every seat has chosen."""

    type = "sell"
    player: int
    shares: dict[str, int]
