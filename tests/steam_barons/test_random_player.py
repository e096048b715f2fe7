"""The random player's draws: the floats it scales itself are the numbers ``ChanceSource.randint`` draws.

``bot.py`` scales the generator's floats without a call per draw. Its identity is the draws it makes (how
many, in which order, over which ranges), so the same seed must give the same moves as the player written with
``randint``: that player is kept here, as it read before, and both choose at every moment of many random games.
"""

from __future__ import annotations

from math import floor

import pytest

from companion.core import Action, ChanceSource
from companion.games.steam_barons import GAME, bot, building, kept, ordering, selling
from companion.games.steam_barons.actions import CompanyOrder, FirstPlayer, Sell
from companion.games.steam_barons.state import ACCOUNTS, AUCTION, BUILD, BUY, DELIVER, SELL, State


def with_randint(state: State, chance: ChanceSource) -> Action:
    """The random player as written with ``chance.randint`` (the draws of ``bot.choose``, one call each)."""
    phase = state.phase
    if phase == AUCTION:
        auction = state.auction
        assert auction is not None and auction.to_act is not None
        seat = auction.to_act
        low = auction.min_next_bid
        cash = state.cash(seat)
        worth = (state.companies[state.company].price or 0) + 3 + chance.randint(0, 3)
        high = min(cash, worth)
        if low > high or (auction.high_bid is not None and chance.randint(0, 2) == 0):
            return kept.PASS[seat]
        return kept.BID[seat][low + chance.randint(0, min(high - low, 2))]
    if phase == BUY:
        offer = state.offer
        assert offer is not None and offer.to_act is not None
        seat = offer.to_act
        low, high = offer.limits(state.ledger.balance[ACCOUNTS[seat]])
        if low == 0 and chance.randint(0, 1) == 0:
            return kept.BUY_NOTHING[seat]
        return kept.BUY[seat][chance.randint(low, min(high, max(low, 3)))]
    if phase == BUILD:
        company = state.company
        seat = state.companies[company].controller
        assert seat is not None
        most = building.payable(state, company)
        if most < 1 or chance.randint(0, state.limit()) == 0:
            return kept.END_BUILD[company][seat]
        top = min(most, 9)
        cost = chance.randint(1, top) if most < 2 else chance.randint(2, top)
        return kept.Build(seat, cost, chance.randint(0, 2) > 0, company)
    if phase == DELIVER:
        firm = state.companies[state.company]
        seat = firm.controller
        assert seat is not None
        if chance.randint(0, 9) == 0:
            return kept.SkipDelivery(seat, state.company)
        links = firm.links
        own = chance.randint(links // 2, links) if links else 0
        ownerless = chance.randint(0, min(2, state.ownerless))
        if own + ownerless == 0:
            own, ownerless = (1, 0) if links else (0, 1)
        return kept.Deliver(seat, own, ownerless, state.company)
    if phase == SELL:
        assert state.sales is not None
        waiting = state.sales.waiting_for
        seat = waiting[chance.randint(0, len(waiting) - 1)]
        have = selling.sellable(state, seat)
        if selling.last_turn(state):
            return Sell(seat, have)
        return Sell(
            seat, {company: chance.randint(1, held) for company, held in have.items() if chance.randint(0, 3) == 0}
        )
    if phase == "company_order":
        if chance.randint(0, 3) == 0:
            return CompanyOrder(tuple(chance.shuffled(ordering.to_draw(state))))
        return CompanyOrder(ordering.drawn(state))
    return FirstPlayer(chance.randint(0, state.players - 1))


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_random_player_draws_what_randint_draws(players: int) -> None:
    master = ChanceSource(players)
    for _ in range(8):
        config = GAME.random_config(players, master)
        seed = master.fork_seed()
        fast, plain = ChanceSource(seed), ChanceSource(seed)
        state = GAME.new_game(config)
        moves = 0
        while not GAME.is_over(state):
            action = bot.choose(state, fast)
            assert action == with_randint(state, plain)
            GAME.apply(state, action)
            moves += 1
        assert fast.random() == plain.random()  # as many draws, to the last
        assert moves > 100


@pytest.mark.parametrize("n", [1, 2, 3, 4, 10])
def test_a_scaled_float_below_one_is_a_zero_draw(n: int) -> None:
    """``random() * n < 1`` is ``randint(0, n - 1) == 0``, ``>= 1`` its opposite, for every float drawn."""
    chance = ChanceSource(n)
    for _ in range(20_000):
        x = chance.random()
        assert (x * n < 1) == (floor(x * n) == 0)
    for x in (0.0, 1 / n, (1 / n) - 2**-53, 1 - 2**-53):
        assert (x * n < 1) == (floor(x * n) == 0)
