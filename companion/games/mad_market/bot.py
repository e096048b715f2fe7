"""The random player of ``simulate`` and the property tests: always legal, and sensible enough that random
games look like games (companies bought, packs run past the police, shares bought low and sold high, items
bought) and reach the target."""

from __future__ import annotations

from companion.core import Action, ActionRange, ChanceSource, pick_random

from . import actions, auctions, kept, landing, trading
from .rules import BUY, DOWN, ITEMS, SELL, STOCKS, UP
from .setup import to_roll
from .state import AUCTION, CRISIS, DEBT, FIGHT, LAND, OPEN, ROLL, START_ROLL, State


def choose(state: State, chance: ChanceSource) -> Action:
    """A random legal move, biased towards sensible play (always a member of ``legal_actions``).

    Phases are tested in the order a game meets them most often; a die is
    ``chance.randint(1, 6)``, the very draw ``chance.roll()`` makes, one call shorter.
    """
    phase = state.phase
    if phase == OPEN:
        return _open(state, state.current, chance)
    if phase == ROLL:
        return kept.Roll(state.current, chance.randint(1, 6), chance.randint(1, 6))
    if phase == AUCTION:
        auction = state.auction
        assert auction is not None and auction.to_act is not None
        bidder = auction.to_act
        low, cash = auctions.bid_range(state, bidder)
        worth = state.board.companies[state.lots[0]].price * (50 + chance.randint(0, 70)) // 100
        high = min(cash - 50, worth)
        if low > high:
            return kept.Pass(bidder)
        return kept.Bid(bidder, low + chance.randint(0, min(20, high - low)))
    if phase == LAND:
        return _land(state, state.current, chance)
    if phase == START_ROLL:
        return actions.StartRoll(to_roll(state), chance.randint(1, 6))
    if phase == CRISIS:
        return actions.CrisisDie(chance.randint(1, 6))
    if phase == FIGHT:
        return actions.FightRoll(chance.randint(1, 6), chance.randint(1, 6))
    assert phase == DEBT
    return pick_random(trading.debt_legal(state), chance)


def _land(state: State, seat: int, chance: ChanceSource) -> Action:
    offer = state.offer
    assert offer is not None
    cash = state.cash(seat)
    if offer.kind == landing.TAKEOVER:
        owner = state.players[offer.owner]  # type: ignore[index]  # a takeover offer names the owner
        strong = state.players[seat].guards > owner.guards
        return actions.Takeover(seat) if strong or chance.randint(0, 3) == 0 else actions.PayFee(seat)
    if offer.kind == "company":
        price = state.board.companies[offer.company].price  # type: ignore[index]  # a company offer names it
        return actions.BuyCompany(seat) if cash >= price + 400 and chance.randint(0, 4) else kept.Decline(seat)
    if offer.kind == "broker":
        return actions.HireBroker(seat) if chance.randint(0, 4) else kept.Decline(seat)
    if offer.kind == "guard":
        most = min(
            landing.guards_limit(state, seat),
            (cash - 150) // state.numbers["guard_price"],
            8 - state.players[seat].guards,
        )
        if most < 1 or chance.randint(0, 5) == 0:
            return kept.Decline(seat)
        return actions.HireGuards(seat, chance.randint(1, most))
    if state.players[seat].pack:
        return actions.SellPack(seat) if chance.randint(0, 9) else kept.Decline(seat)
    guards = state.players[seat].guards
    return actions.BuyPack(seat) if (guards >= 4 or chance.randint(0, 5) == 0) else kept.Decline(seat)


def _open(state: State, seat: int, chance: ChanceSource) -> Action:
    player, turn = state.players[seat], state.turn
    cash = state.cash(seat)
    if not turn.traded and len(turn.brokers_used) < player.brokers and chance.randint(0, 2):
        stock = STOCKS[chance.randint(0, 5)]
        if stock not in turn.brokers_used:
            return kept.UseBroker(seat, int(stock), UP if state.shares.held[seat][stock] else DOWN)
    # Below, the cheap tests come before the dearer ones (the supply's count, the limits, the freeze): none of
    # them draws from ``chance``, so their order changes no choice.
    if turn.item is None:
        # An item when it leaves 300 in hand, or in the last move, or when it reaches the target.
        items, closing, short = state.board.items, state.last_round, state.target - player.vp
        for item in ITEMS:
            vp, price, _ = items[item]
            if price <= cash and (price + 300 <= cash or closing or vp >= short) and trading.remaining(state, item) > 0:
                return actions.BuyItem(seat, item)
    holding = state.shares.held[seat]
    eager = state.last_round or cash < 300
    for stock in STOCKS:
        if holding[stock] and (eager or state.value(stock) >= 8):
            held = trading.sell_limit(state, seat, stock)
            if held and chance.randint(0, 2):
                return actions.Trade(seat, int(stock), SELL, held)
    if chance.randint(0, 3) == 0:
        stock = STOCKS[chance.randint(0, 5)]
        value = state.value(stock)
        spare = (cash - 400) // value
        if value <= 6 and spare >= 1:
            most = trading.buy_limit(state, seat, stock)
            if most >= 1:
                return actions.Trade(seat, int(stock), BUY, chance.randint(1, min(most, spare)))
    if not state.last_round and chance.randint(0, 30) == 0:
        companies = state.companies_of(seat)
        if companies:
            return actions.SellCompany(seat, companies[chance.randint(0, len(companies) - 1)])
    if chance.randint(0, 40) == 0:
        choices = [c for c in trading.legal(state, seat) if not isinstance(c, ActionRange) or c.high >= c.low]
        return pick_random(choices, chance)
    return kept.EndTurn(seat)
