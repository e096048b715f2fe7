"""Decisions as data: what each seat decides now, in words every front-end understands.

Always built from ``legal_actions``, so a widget can only offer what the
engine accepts:

- the auction: an :class:`Amount` (high bid, bidder, cap = cash) with Pass;
- buying after the auction: an :class:`Amount` 1..N ("Buy 2"), beside "Buy
  nothing" for the seats that may decline (a confirm when none is affordable);
- building: a :class:`BuildBasket` of the tile's cost and whether it completes
  a link, beside End building (only End building when nothing can be paid);
- delivering: a :class:`Basket` of own and ownerless links, beside Skip;

GameOption and button texts are ``N_`` messages, so every screen translates them.
- the sealed sales: one :class:`Secret` actor per seat still to choose, its
  inner decision a basket of that seat's sellable shares (in turn 5 exactly
  everything);
- the order of play (an :class:`Entry`: the companion's draw or any order from
  a real bag) and the first player (a pick): chance actors.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from companion.core import (
    N_,
    Action,
    ActionRange,
    Actor,
    Amount,
    Basket,
    BasketItem,
    Confirm,
    Entry,
    Limit,
    Pick,
    Prompt,
    Quick,
    Secret,
)
from companion.core.decisions import PickOption

from . import building, buying, selling
from .actions import Build, Buy, Deliver, EndBuild, FirstPlayer, Pass, Sell, SkipDelivery
from .choices import AnyOrder, Sales
from .rules import COMPANY_NAMES, ISSUE_VALUE
from .state import AUCTION, BUILD, BUY, COMPANY_ORDER, DELIVER, OVER, SELL, State

if TYPE_CHECKING:
    from .engine import SteamBarons


@dataclass(frozen=True, slots=True)
class BuildBasket(Basket):
    """The build entry: the tile's cost and a 0/1 "completes a link"; the action carries a true boolean.

    The basket's price is the tile's cost, so its button reads "Build $5".
    """

    def make(self, quantities: Mapping[str, int]) -> Action:
        return Build(
            self.fixed["player"],
            quantities.get("cost", 0),
            bool(quantities.get("completes_link", 0)),
            self.fixed.get("company"),
        )

    def cost(self, quantities: Mapping[str, int]) -> int:
        return quantities.get("cost", 0)


TERRAINS = {"hill": N_("hill +${amount}"), "mountain": N_("mountain +${amount}")}
"""The map's terrain surcharges as quick buttons beside a tile's cost (unknown terrains read "+$n")."""


def map_costs(state: State) -> tuple[Quick, ...]:
    """Quick buttons for the tile's cost: one more dollar, the map's city link, each terrain's surcharge."""
    rules = state.map_rules
    quick = [Quick(N_("+${amount}"), 1)]
    if rules.city_link:
        quick.append(Quick(N_("city link ${amount}"), rules.city_link, adds=False))
    quick += [Quick(TERRAINS.get(terrain, N_("+${amount}")), extra) for terrain, extra in rules.surcharges.items()]
    return tuple(quick)


def decisions(game: SteamBarons, state: State, prompt: Prompt) -> tuple[Actor, ...]:
    phase = state.phase
    if phase == OVER:
        return ()
    legal = game.legal_actions(state)
    if phase == COMPANY_ORDER:
        any_order = next(c for c in legal if isinstance(c, AnyOrder))
        return (Actor(None, Entry(N_("Draw the order of play of the companies"), choice=any_order), chance=True),)
    if phase in (AUCTION, BUY, BUILD, DELIVER):
        company = state.company
        values: dict[str, Any] = {"company": COMPANY_NAMES[company]}
        seat = prompt.player
        assert seat is not None
        ranges = [c for c in legal if isinstance(c, ActionRange)]
        if phase == AUCTION:
            auction = state.auction
            assert auction is not None
            low, _ = buying.bid_range(state, seat)
            if not ranges:
                return (
                    Actor(
                        seat,
                        Confirm(
                            N_("{name} cannot pay ${minimum} for {company}: pass"),
                            values={**values, "minimum": low},
                            action=Pass(seat),
                            button=N_("Pass"),
                        ),
                    ),
                )
            decision = Amount(
                N_("{name}: bid for {company}"),
                values={**values, "minimum": low},
                range=ranges[0],
                high_bid=auction.high_bid,
                high_bidder=auction.high_bidder,
                cap=state.cash(seat),
                unit="$",
                others=(PickOption("pass", N_("Pass"), Pass(seat)),),
                limit=Limit(
                    N_("{name} has ${cash} and cannot bid more"),
                    {"name": state.names[seat], "cash": state.cash(seat)},
                ),
            )
            return (Actor(seat, decision),)
        if phase == BUY:
            label = (
                N_("{name} won {company}: buy shares at ${price}")
                if seat == state.winner
                else N_("{name}: buy {company} shares at ${price}?")
            )
            values = {**values, "price": state.price}
            offer, nothing = ranges[0], Buy(seat, 0)
            if offer.high < 1:  # nothing left or nothing affordable: declining is all there is
                return (Actor(seat, Confirm(label, values=values, action=nothing, button=N_("Buy nothing"))),)
            others = (PickOption("nothing", N_("Buy nothing"), nothing),) if nothing in offer else ()
            counts = ActionRange(Buy, "count", max(1, offer.low), offer.high, dict(offer.fixed))
            return (
                Actor(
                    seat,
                    Amount(
                        label,
                        values=values,
                        range=counts,
                        unit=N_("shares"),
                        others=others,
                        button=N_("Buy {value}"),
                        limit=_buy_limit(state, seat, offer.high),
                    ),
                ),
            )  # the range's top is what the seat can pay
        if phase == BUILD:
            end = PickOption("end_build", N_("End building"), EndBuild(seat, state.company))
            if not ranges:  # no money and no share left to issue: the company can only stop
                return (
                    Actor(
                        seat, Confirm(N_("No money and no share left to issue"), action=end.action, button=end.label)
                    ),
                )
            high = ranges[0].high
            items = (
                BasketItem(
                    "cost",
                    N_("tile cost ($)"),
                    high=high,
                    low=1,
                    start=2,
                    quick=map_costs(state),
                    limit=Limit(N_("the treasury and the shares left to issue pay at most ${most}"), {"most": high}),
                ),
                BasketItem("completes_link", N_("completes a link"), high=1),
            )
            label = N_("{name} builds for {company}: tile {tile} of {limit}")
            return (
                Actor(
                    seat,
                    BuildBasket(
                        label,
                        values={**values, "tile": state.tiles + 1, "limit": state.limit()},
                        items=items,
                        cls=Build,
                        fixed={"player": seat, "company": company},
                        choices=tuple(legal),
                        unit="$",
                        others=(end,),
                        button=N_("Build {cost}"),
                    ),
                ),
            )
        firm = state.companies[company]
        items = (
            BasketItem("own_links", N_("own links"), high=firm.links),
            BasketItem("ownerless_links", N_("ownerless links"), high=state.ownerless),
        )
        skip = PickOption("skip_delivery", N_("Skip delivery"), SkipDelivery(seat, state.company))
        return (
            Actor(
                seat,
                Basket(
                    N_("{name} ships for {company}: round {round} of 2"),
                    values={**values, "round": state.round},
                    items=items,
                    cls=Deliver,
                    fixed={"player": seat, "company": company},
                    choices=tuple(legal),
                    others=(skip,),
                    button=N_("Deliver"),
                ),
            ),
        )
    if phase == SELL:
        sales = state.sales
        assert sales is not None
        chosen = tuple(seat for seat in sales.seats if sales.has_chosen(seat))
        actors = []
        last = selling.last_turn(state)
        for choice in legal:
            assert isinstance(choice, Sales)
            seat = choice.player
            lines = tuple(
                BasketItem(
                    company,
                    COMPANY_NAMES[company],
                    high=held,
                    low=held if last else 0,
                    price=state.companies[company].price,
                )
                for company, held in choice.have.items()
            )
            inner = Basket(
                N_("{name}: sell in secret (everything, last turn)")
                if last
                else N_("{name}: choose in secret what to sell"),
                items=lines,
                cls=Sell,
                fixed={"player": seat},
                into="shares",
                choices=(choice,),
                unit="$",
                button=N_("Confirm sealed sale"),
            )
            actors.append(Actor(seat, Secret(N_("{name}: sell shares"), inner=inner, seats=sales.seats, chosen=chosen)))
        return tuple(actors)
    # First player: one chance pick of the seats (drawn at the table or by the companion).
    options = tuple(
        PickOption(str(action.player), state.names[action.player], action)
        for action in legal
        if isinstance(action, FirstPlayer)
    )
    return (Actor(None, Pick(N_("Who takes the first-player marker?"), options=options), chance=True),)


def _buy_limit(state: State, seat: int, high: int) -> Limit:
    """Why the shares bought stop at ``high``: the company's last shares, or what the seat's cash pays for."""
    offer = state.offer
    assert offer is not None
    if offer.left <= high:
        return Limit(N_("shares left to buy: {count}"), {"count": offer.left})
    return Limit(
        N_("${cash} pays for at most {count} at ${price}"),
        {"cash": state.cash(seat), "count": high, "price": state.price},
    )


def build_preview(state: State, cost: int) -> dict[str, Any]:
    """What a tile of ``cost`` would do to the building company: the issue before confirming."""
    company = state.company
    treasury = state.treasury(company)
    payable = building.payable(state, company)
    issue = building.shares_to_issue(treasury, cost) if cost <= payable else 0
    return {
        "company": company,
        "cost": cost,
        "treasury": treasury,
        "unissued": state.shares.unissued[company],
        "payable": payable,
        "can_pay": 1 <= cost <= payable,
        "issue": issue,
        "issue_value": issue * ISSUE_VALUE,
        "treasury_after": treasury + ISSUE_VALUE * issue - cost if cost <= payable else treasury,
        "tiles": state.tiles,
        "limit": state.limit(),
    }
