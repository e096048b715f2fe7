"""The random player of ``simulate`` and the property tests: legal always, and sensible enough that
random games look like games (companies bought, track built, cubes shipped, shares sold)."""

from __future__ import annotations

from companion.core import Action, ChanceSource

from . import building, buying, ordering, selling
from .actions import Bid, Build, Buy, CompanyOrder, Deliver, EndBuild, FirstPlayer, Pass, Sell, SkipDelivery
from .state import AUCTION, BUILD, BUY, COMPANY_ORDER, DELIVER, FIRST_PLAYER, SELL, State


def choose(state: State, chance: ChanceSource) -> Action:
    phase = state.phase
    if phase == AUCTION:
        auction = state.auction
        assert auction is not None
        seat = auction.to_act
        assert seat is not None
        low, cash = buying.bid_range(state, seat)
        price = state.companies[state.company].price or 0
        worth = price + 3 + chance.randint(0, 3)  # what this bidder thinks a share is worth
        high = min(cash, worth)
        if low > high or (auction.high_bid is not None and chance.randint(0, 2) == 0):
            return Pass(seat)
        return Bid(seat, low + chance.randint(0, min(2, high - low)))
    if phase == BUY:
        seat = state.buyer
        assert seat is not None
        low, high = buying.buy_limits(state, seat)
        if low == 0 and chance.randint(0, 1) == 0:
            return Buy(seat, 0)
        return Buy(seat, chance.randint(low, min(high, max(low, 3))))
    if phase == BUILD:
        company = state.company
        seat = state.companies[company].controller
        assert seat is not None
        most = building.payable(state, company)
        if most < 1 or chance.randint(0, state.limit()) == 0:
            return EndBuild(seat)
        cost = chance.randint(1, min(most, 9)) if most < 2 else chance.randint(2, min(most, 9))
        return Build(seat, cost, chance.randint(0, 2) > 0)
    if phase == DELIVER:
        firm = state.companies[state.company]
        seat = firm.controller
        assert seat is not None
        if chance.randint(0, 9) == 0:
            return SkipDelivery(seat)
        own = chance.randint(firm.links // 2, firm.links) if firm.links else 0
        ownerless = chance.randint(0, min(2, state.ownerless))
        if own + ownerless == 0:
            if firm.links:
                own = 1
            else:
                ownerless = 1
        return Deliver(seat, own, ownerless)
    if phase == SELL:
        sales = state.sales
        assert sales is not None
        seat = sales.waiting_for[chance.randint(0, len(sales.waiting_for) - 1)]
        have = selling.sellable(state, seat)
        if selling.last_turn(state):
            return Sell(seat, have)
        chosen = {company: chance.randint(1, held) for company, held in have.items() if chance.randint(0, 3) == 0}
        return Sell(seat, chosen)
    if phase == COMPANY_ORDER:
        if chance.randint(0, 3) == 0:
            return CompanyOrder(tuple(chance.shuffled(ordering.to_draw(state))))
        return CompanyOrder(ordering.drawn(state))
    assert phase == FIRST_PLAYER
    return FirstPlayer(chance.randint(0, state.players - 1))
