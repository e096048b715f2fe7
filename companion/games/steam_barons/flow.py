"""The game turn: which phase comes next, and the phases that run by themselves.

A turn is the rulebook's eight phases: 1 buy shares, 2 build track, 3 ship
goods (two rounds), 4 dividends and prices, 5 sell shares, 6 bankruptcy,
7 order of play (not in the last turn), 8 end of turn. The phase modules
handle one input each and say when their part is over; the step that took it
(:mod:`.steps`) then calls this module, which moves on to the next company or
phase, skipping what needs no input, until the game waits for someone again.
"""

from __future__ import annotations

from collections.abc import Callable

from companion.core import Event

from . import bankruptcy, buying, dividends, kept, ordering, scoring, selling
from .events import (
    GameEnded,
    NothingToSell,
    OrderDrawn,
)
from .rules import DELIVERY_ROUNDS, TURNS
from .state import BUILD, COMPANY_ORDER, DELIVER, FIRST_PLAYER, OVER, State


# -- set-up --------------------------------------------------------------------------------
def after_order(state: State) -> list[Event]:
    """An order was entered: at set-up the first player comes next, in phase 7 the next turn."""
    if state.marker is None:
        state.phase = FIRST_PLAYER
        return []
    state.turn += 1
    return start_turn(state)


def after_first_player(state: State) -> list[Event]:
    return start_turn(state)


# -- phase 1 -------------------------------------------------------------------------------
# The loops below walk the order of play by index and set the state's ``at`` and ``company`` together where
# they stop (what ``State.go_to`` does, without its call): they run after most of a game's moves. Called
# without ``at`` they are what follows a company's move (its step's ``then``): the next company's turn, from
# the one after the company the game is at.
def start_turn(state: State) -> list[Event]:
    return [kept.TurnStarted(state.turn), *next_auction(state, 0)]


def next_auction(state: State, at: int | None = None) -> list[Event]:
    """The auction of the ``at``-th company of the order of play, or of the first after it with shares."""
    if at is None:  # a company's shares were sold (or nobody bid): the next company
        at = state.at + 1
    none: list[str] = []  # the companies passed over, said in one sentence
    order, available = state.order, state.shares.available
    while at < len(order):
        company = order[at]
        if available[company]:
            state.at, state.company = at, company
            return said(kept.NoShares, none) + buying.open_auction(state)
        none.append(company)
        at += 1
    state.at, state.company = at, ""
    return said(kept.NoShares, none) + start_building(state)


def said(event: Callable[[tuple[str, ...]], Event], companies: list[str]) -> list[Event]:
    """One ``event`` for the run of ``companies`` passed over together, or none for none."""
    return [event(tuple(companies))] if companies else []


after_company_sold = next_auction
"""The next company's auction, or building."""


# -- phase 2 -------------------------------------------------------------------------------
def start_building(state: State) -> list[Event]:
    state.phase = BUILD
    return [kept.BuildingStarted(state.limit()), *next_builder(state, 0)]


def next_builder(state: State, at: int | None = None) -> list[Event]:
    """The ``at``-th company builds, or the first after it with a controller."""
    if at is None:  # a company's building is over: the next company
        at = state.at + 1
        state.tiles = 0
    none: list[str] = []
    order, companies = state.order, state.companies
    while at < len(order):
        company = order[at]
        controller = companies[company].controller
        if controller is not None:
            state.at, state.company = at, company
            state.tiles = 0
            return [*said(kept.NoController, none), kept.COMPANY_BUILDS[company][controller]]
        none.append(company)
        at += 1
    state.at, state.company = at, ""
    return said(kept.NoController, none) + start_shipping(state, 1)


after_build = next_builder
"""The next company builds, or shipping begins."""


# -- phase 3 -------------------------------------------------------------------------------
def start_shipping(state: State, round_: int) -> list[Event]:
    state.phase = DELIVER
    state.round = round_
    return [kept.ShippingRound(round_), *next_shipper(state, 0)]


def next_shipper(state: State, at: int | None = None) -> list[Event]:
    """The ``at``-th company ships, or the first after it that can; after the last, the next round or phase 4."""
    if at is None:  # a company shipped (or skipped): the next company
        at = state.at + 1
    none: list[str] = []  # no track it could use: the run said in one sentence
    order, companies = state.order, state.companies
    while at < len(order):
        company = order[at]
        firm = companies[company]
        if firm.controller is not None:
            if firm.links > 0 or state.ownerless > 0:  # shipping.can_ship, without its call
                state.at, state.company = at, company
                return said(kept.DeliverySkipped, none)
            none.append(company)
        at += 1
    state.at, state.company = at, ""
    happened = said(kept.DeliverySkipped, none)
    if state.round < DELIVERY_ROUNDS:
        return happened + start_shipping(state, state.round + 1)
    state.round = 0
    return happened + dividends.run(state) + start_selling(state)


after_delivery = next_shipper
"""The next company ships, the next round, or phase 4."""


# -- phases 4 to 8 -------------------------------------------------------------------------
def start_selling(state: State) -> list[Event]:
    state.go_to(0)
    opened = selling.open_sales(state)
    if opened:
        return opened
    return [NothingToSell(), *end_turn(state)]


def end_turn(state: State) -> list[Event]:
    """Phases 6 to 8: bankruptcy, the next order of play (not after the last turn), the end."""
    happened = bankruptcy.run(state)
    if state.turn == TURNS:
        state.phase = OVER
        state.over = True
        state.winners = scoring.winners(state)
        return [*happened, GameEnded(state.winners, tuple(state.cash(s) for s in range(state.players)))]
    state.phase = COMPANY_ORDER
    left = ordering.to_draw(state)
    if len(left) <= 1:
        state.order = left
        happened.append(OrderDrawn(state.turn + 1, tuple(left)))
        return happened + after_order(state)
    return happened
