"""The random player of ``simulate`` and the property tests: legal always, and sensible enough that
random games look like games (companies bought, track built, cubes shipped, shares sold).

One function per phase that waits for input, looked up by the phase: the
random player moves hundreds of times a game, so each move reads only what
its phase needs, and reads it directly (a seat's cash from the ledger's
balances, the build limit from the map's rules) where the state's helper
would cost a call more. The draws from the :class:`~companion.core.ChanceSource`
(how many, in which order, over which ranges) are the player's identity:
the same seed must give the same game, so a change here that draws
differently is a different player, not a faster one.
"""

from __future__ import annotations

from collections.abc import Callable

from companion.core import Action, ChanceSource

from . import building, kept, ordering, selling
from .actions import CompanyOrder, FirstPlayer, Sell
from .state import ACCOUNTS, AUCTION, BUILD, BUY, COMPANY_ORDER, DELIVER, FIRST_PLAYER, SELL, State


def choose(state: State, chance: ChanceSource) -> Action:
    """A legal move for whoever the game waits for (chance included)."""
    return CHOOSERS[state.phase](state, chance)


def bid_or_pass(state: State, chance: ChanceSource) -> Action:
    """Bid up to what a share seems worth (its price + $3..6, never above the cash), or pass."""
    auction = state.auction
    assert auction is not None
    seat = auction.to_act
    assert seat is not None
    low = auction.min_next_bid  # buying.bid_range: from here up to the cash
    cash = state.ledger.balance[ACCOUNTS[seat]]  # state.cash(seat), read without its call
    price = state.companies[state.company].price or 0
    worth = price + 3 + chance.randint(0, 3)  # what this bidder thinks a share is worth
    high = cash if cash < worth else worth
    if low > high or (auction.high_bid is not None and chance.randint(0, 2) == 0):
        return kept.PASS[seat]
    spread = high - low
    return kept.Bid(seat, low + chance.randint(0, spread if spread < 2 else 2))


def buy(state: State, chance: ChanceSource) -> Action:
    """The winner buys 1..3 (what it can pay); the others buy nothing half the time."""
    offer = state.offer
    assert offer is not None
    seat = offer.to_act
    assert seat is not None
    low, high = offer.limits(state.ledger.balance[ACCOUNTS[seat]])  # buying.buy_limits
    if low == 0 and chance.randint(0, 1) == 0:
        return kept.BUY_NOTHING[seat]
    return kept.Buy(seat, chance.randint(low, min(high, max(low, 3))))


def build(state: State, chance: ChanceSource) -> Action:
    """Tiles of $2..9 (what the company can pay), a link two times in three; stop by chance or when broke."""
    company = state.company
    seat = state.companies[company].controller
    assert seat is not None
    most = building.payable(state, company)
    if most < 1 or chance.randint(0, state.map_rules.limit(state.turn)) == 0:  # state.limit()
        return kept.END_BUILD[company][seat]
    top = most if most < 9 else 9
    cost = chance.randint(1, top) if most < 2 else chance.randint(2, top)
    return kept.Build(seat, cost, chance.randint(0, 2) > 0, company)


def deliver(state: State, chance: ChanceSource) -> Action:
    """Skip one time in ten; else at least half the company's own links and up to two ownerless ones."""
    firm = state.companies[state.company]
    seat = firm.controller
    assert seat is not None
    if chance.randint(0, 9) == 0:
        return kept.SkipDelivery(seat, state.company)
    links = firm.links
    own = chance.randint(links // 2, links) if links else 0
    ownerless = chance.randint(0, min(2, state.ownerless))
    if own + ownerless == 0:
        if links:
            own = 1
        else:
            ownerless = 1
    return kept.Deliver(seat, own, ownerless, state.company)


def sell(state: State, chance: ChanceSource) -> Action:
    """A random seat still to choose sells some of each company a time in four (everything in turn 5)."""
    sales = state.sales
    assert sales is not None
    waiting = sales.waiting_for
    seat = waiting[chance.randint(0, len(waiting) - 1)]
    have = selling.sellable(state, seat)
    if selling.last_turn(state):
        return Sell(seat, have)
    chosen = {company: chance.randint(1, held) for company, held in have.items() if chance.randint(0, 3) == 0}
    return Sell(seat, chosen)


def company_order(state: State, chance: ChanceSource) -> Action:
    """Mostly the companion's own draw; a time in four an order as if drawn from a real bag."""
    if chance.randint(0, 3) == 0:
        return CompanyOrder(tuple(chance.shuffled(ordering.to_draw(state))))
    return CompanyOrder(ordering.drawn(state))


def first_player(state: State, chance: ChanceSource) -> Action:
    return FirstPlayer(chance.randint(0, state.players - 1))


CHOOSERS: dict[str, Callable[[State, ChanceSource], Action]] = {
    AUCTION: bid_or_pass,
    BUY: buy,
    BUILD: build,
    DELIVER: deliver,
    SELL: sell,
    COMPANY_ORDER: company_order,
    FIRST_PLAYER: first_player,
}
