"""Consistency checks run after every action by ``simulate`` and the property tests.

They guard the laws a bug could break silently: money moves only through the
ledger and is conserved (bank, players, treasuries); every company's 6 or 8
tokens are with a seat, available, unissued or removed; prices stay within
0..18 or the company is at B; the certificate holder never holds fewer shares
than another player; a removed company holds nothing; exactly five turns.
"""

from __future__ import annotations

from companion.core import InvariantBroken

from .rules import TOP_PRICE, TURNS
from .state import AUCTION, BUILD, BUY, COMPANY_ORDER, DELIVER, FIRST_PLAYER, OVER, SELL, State


def check(state: State) -> None:
    state.ledger.check()
    state.shares.check()
    if not 1 <= state.turn <= TURNS:
        raise InvariantBroken(f"turn {state.turn} outside 1..{TURNS}")
    if state.phase == OVER and state.turn != TURNS:
        raise InvariantBroken(f"the game ended in turn {state.turn}, not {TURNS}")
    if state.over != (state.phase == OVER):
        raise InvariantBroken(f"'over' is {state.over} in the {state.phase!r} phase")
    if state.phase not in (COMPANY_ORDER, FIRST_PLAYER, AUCTION, BUY, BUILD, DELIVER, SELL, OVER):
        raise InvariantBroken(f"unknown phase {state.phase!r}")
    ownerless = 0
    for company, firm in state.companies.items():
        held = state.shares.holders(company)
        if firm.removed:
            ownerless += firm.links
            if firm.price is not None or firm.controller is not None or any(held):
                raise InvariantBroken(f"removed {company} still has a price, a controller or holders")
            if state.treasury(company) != 0 or state.shares.available[company] or state.shares.unissued[company]:
                raise InvariantBroken(f"removed {company} still has money or tokens")
            if company in state.order:
                raise InvariantBroken(f"removed {company} is still in the order of play")
            continue
        if firm.price is not None and not 0 <= firm.price <= TOP_PRICE:
            raise InvariantBroken(f"{company}'s price {firm.price} is outside 0..{TOP_PRICE}")
        if firm.price is None and state.phase not in (SELL, OVER):
            raise InvariantBroken(f"{company} is at B outside phases 4 to 6")
        if firm.performance < 0 or firm.links < 0:
            raise InvariantBroken(f"{company} has performance {firm.performance}, links {firm.links}")
        if firm.controller is None:
            if any(held):
                raise InvariantBroken(f"{company} has shareholders but no certificate holder")
        elif held[firm.controller] < max(held):
            raise InvariantBroken(
                f"{company}'s certificate holder holds {held[firm.controller]} but another player holds {max(held)}"
            )
    if ownerless != state.ownerless:
        raise InvariantBroken(f"{state.ownerless} ownerless links recorded, removed companies built {ownerless}")
    if state.phase not in (COMPANY_ORDER, FIRST_PLAYER):
        if sorted(state.order) != sorted(state.active()) and state.phase != OVER:
            raise InvariantBroken(f"order {state.order} is not the active companies {state.active()}")
    if state.phase in (AUCTION, BUY, BUILD, DELIVER):
        if not 0 <= state.at < len(state.order):
            raise InvariantBroken(f"the game is at company {state.at} of {len(state.order)}")
        if state.company != state.order[state.at]:
            raise InvariantBroken(
                f"the game is at {state.company!r} but its order of play says {state.order[state.at]!r}"
            )
    if state.phase == AUCTION and (state.auction is None or state.auction.done):
        raise InvariantBroken("waiting for bids without an auction")
    if state.phase == BUY and (state.buyer is None or not state.shares.available[state.company]):
        raise InvariantBroken("waiting for a purchase with nobody to ask or nothing to buy")
    if (state.phase == BUY) != (state.offer is not None):
        raise InvariantBroken(f"an offer round {'without' if state.offer is None else 'outside'} the buying phase")
    if state.offer is not None and state.offer.left != state.shares.available[state.company]:
        raise InvariantBroken(
            f"{state.offer.left} shares on offer but {state.shares.available[state.company]} available"
        )
    if state.phase == BUILD and state.tiles >= state.limit():
        raise InvariantBroken(f"building past the limit: {state.tiles} of {state.limit()}")
    if state.phase == SELL and (state.sales is None or state.sales.complete):
        raise InvariantBroken("waiting for sales that are all in")
    if state.phase in (AUCTION, BUY, BUILD, DELIVER, SELL) and state.marker is None:
        raise InvariantBroken("the game runs without a first player")
