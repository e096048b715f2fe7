"""Why a bid, a purchase or a tile's cost stops where it does, as the engine's decision data."""

from __future__ import annotations

from companion.games.steam_barons import GAME
from companion.games.steam_barons.actions import Bid, Pass

from .helpers import apply, give_shares, set_cash, skip_auctions, started


def decision(state):
    return GAME.decide(state).actors[0].decision


def test_a_tiles_cost_stops_at_what_the_treasury_and_the_shares_left_pay() -> None:
    state = started(3)
    give_shares(state, 0, "orange", 1)
    skip_auctions(state)
    cost = decision(state).items[0]
    assert cost.key == "cost" and cost.high == 40
    assert cost.limit.say() == "the treasury and the shares left to issue pay at most $40"


def test_a_bid_stops_at_the_bidders_cash() -> None:
    state = started(3)
    apply(state, Bid(0, 6))
    assert decision(state).limit.say() == "Ben has $30 and cannot bid more"


def test_buying_says_whether_the_shares_left_or_the_cash_bind() -> None:
    state = started(3)
    state.shares.issue("orange", 3)
    apply(state, Bid(0, 5), Pass(1), Pass(2))
    assert decision(state).limit.say() == "shares left to buy: 4"
    state = started(3)
    state.shares.issue("orange", 3)
    apply(state, Bid(0, 5), Pass(1), Pass(2))
    set_cash(state, 0, 12)
    assert decision(state).high == 2
    assert decision(state).limit.say() == "$12 pays for at most 2 at $5"
