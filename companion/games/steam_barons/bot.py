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

The draws are the generator's floats scaled here, ``low + floor(random() *
n)`` for ``chance.randint(low, low + n - 1)``: the same numbers in the same
order (:attr:`~companion.core.ChanceSource.random`), without a call of
Python per draw (about 600 draws a four-player game, some 600 instructions
each saved). Each is written beside the ``randint`` it stands for.
"""

from __future__ import annotations

from collections.abc import Callable
from math import floor

from companion.core import Action, ChanceSource

from . import kept, ordering, selling
from .actions import CompanyOrder, FirstPlayer, Sell
from .rules import ISSUE_VALUE, TURNS
from .state import ACCOUNTS, AUCTION, BUILD, BUY, COMPANY_ORDER, DELIVER, FIRST_PLAYER, SELL, State


def choose(state: State, chance: ChanceSource) -> Action:
    """A legal move for whoever the game waits for (chance included).

    In an auction: bid up to what a share seems worth (its price + $3..6, never above the cash), or pass.
    That is most of a game's moves (about 130 of 310 in a four-player game), so it is chosen here rather
    than through the table of the other phases' choosers, one call of Python fewer each.
    """
    if state.phase != AUCTION:
        return CHOOSERS[state.phase](state, chance)
    auction = state.auction
    assert auction is not None
    seat = auction.to_act
    assert seat is not None
    low = auction.min_next_bid  # buying.bid_range: from here up to the cash
    cash = state.ledger.balance[ACCOUNTS[seat]]  # state.cash(seat), read without its call
    price = state.companies[state.company].price or 0
    random = chance.random
    worth = price + 3 + floor(random() * 4)  # what this bidder thinks a share is worth: randint(0, 3)
    high = cash if cash < worth else worth
    if low > high or (auction.high_bid is not None and random() * 3 < 1):  # randint(0, 2) == 0
        return kept.PASS[seat]
    spread = high - low
    return kept.BID[seat][low + floor(random() * (spread + 1 if spread < 2 else 3))]  # randint(0, min(spread, 2))


def buy(state: State, chance: ChanceSource) -> Action:
    """The winner buys 1..3 (what it can pay); the others buy nothing half the time."""
    offer = state.offer
    assert offer is not None
    seat = offer.to_act
    assert seat is not None
    low, high = offer.limits(state.ledger.balance[ACCOUNTS[seat]])  # buying.buy_limits
    random = chance.random
    if low == 0 and random() * 2 < 1:  # randint(0, 1) == 0
        return kept.BUY_NOTHING[seat]
    top = min(high, max(low, 3))
    return kept.BUY[seat][low + floor(random() * (top - low + 1))]  # randint(low, top)


def build(state: State, chance: ChanceSource) -> Action:
    """Tiles of $2..9 (what the company can pay), a link two times in three; stop by chance or when broke."""
    company = state.company
    seat = state.companies[company].controller
    assert seat is not None
    most = state.ledger.balance[company] + ISSUE_VALUE * state.shares.unissued[company]  # building.payable
    random = chance.random
    if most < 1:
        return kept.END_BUILD[company][seat]
    build_limit = state.map_rules.build_limit  # state.limit(), read from the map's rules
    if random() * ((state.turn + 1 if build_limit is None else build_limit) + 1) < 1:  # randint(0, limit) == 0
        return kept.END_BUILD[company][seat]
    top = most if most < 9 else 9
    cost = 1 + floor(random() * top) if most < 2 else 2 + floor(random() * (top - 1))  # randint(1 or 2, top)
    return kept.Build(seat, cost, random() * 3 >= 1, company)  # randint(0, 2) > 0


def deliver(state: State, chance: ChanceSource) -> Action:
    """Skip one time in ten; else at least half the company's own links and up to two ownerless ones."""
    firm = state.companies[state.company]
    seat = firm.controller
    assert seat is not None
    random = chance.random
    if random() * 10 < 1:  # randint(0, 9) == 0
        return kept.SkipDelivery(seat, state.company)
    links = firm.links
    half = links // 2
    own = half + floor(random() * (links - half + 1)) if links else 0  # randint(links // 2, links)
    ownerless = floor(random() * (min(2, state.ownerless) + 1))  # randint(0, min(2, state.ownerless))
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
    random = chance.random
    seat = waiting[floor(random() * len(waiting))]  # randint(0, len(waiting) - 1)
    have = selling.sellable(state, seat)
    if state.turn == TURNS:  # selling.last_turn(state): everything must go
        return Sell(seat, have)
    # randint(1, held) for each company where randint(0, 3) == 0 (that draw first)
    chosen = {company: 1 + floor(random() * held) for company, held in have.items() if random() * 4 < 1}
    return Sell(seat, chosen)


def company_order(state: State, chance: ChanceSource) -> Action:
    """Mostly the companion's own draw; a time in four an order as if drawn from a real bag."""
    if chance.randint(0, 3) == 0:
        return CompanyOrder(tuple(chance.shuffled(ordering.to_draw(state))))
    return CompanyOrder(ordering.drawn(state))


def first_player(state: State, chance: ChanceSource) -> Action:
    return FirstPlayer(chance.randint(0, state.players - 1))


CHOOSERS: dict[str, Callable[[State, ChanceSource], Action]] = {
    BUY: buy,
    BUILD: build,
    DELIVER: deliver,
    SELL: sell,
    COMPANY_ORDER: company_order,
    FIRST_PLAYER: first_player,
}
