"""Shared set-ups for the Steam Barons tests: games at a chosen moment, with chosen prices and holdings.

Positions the rules reach only after many moves (a price of 0, a company
with 3 shares available) are arranged directly, but always through the
game's own books (the ledger's transfers, the holdings' moves), so money
and tokens stay conserved and ``check_invariants`` still holds.
"""

from __future__ import annotations

from typing import Any

import pytest

from companion.core import BANK, Action, EnglishAuction, Event, RuleViolation
from companion.games.steam_barons import GAME
from companion.games.steam_barons.actions import (
    Bid,
    Buy,
    CompanyOrder,
    EndBuild,
    FirstPlayer,
    Pass,
    Sell,
    SkipDelivery,
)
from companion.games.steam_barons.rules import COMPANIES
from companion.games.steam_barons.state import State, account

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]

MAPS = {
    "eastern_us": {"shares": 8, "build_limit": "turn+1", "city_link": 3, "surcharges": {"hill": 2, "mountain": 3}},
    "northern_england": {"shares": 6, "build_limit": 3, "surcharges": {}},
}
TEST_CARD: dict[str, Any] = {
    "name": "Test card",
    "calibrated": True,
    "price_track": {"green": {"5": 2, "9": 1}, "pink": {"7": 1, "3": 2}},
    "performance": [
        {"from": 0, "dividend": 0, "profit": 1, "ceo_bonus": 0},
        {"from": 2, "dividend": 1, "profit": 2, "ceo_bonus": 0},
        {"from": 5, "dividend": 2, "profit": 3, "ceo_bonus": 0},
        {"from": 10, "dividend": 3, "profit": 4, "ceo_bonus": 5},
        {"from": 15, "dividend": 5, "profit": 6, "ceo_bonus": 9},
    ],
    "adjustment": {
        "modifiers": [3, 2, 1, 0, -1, -2],
        "start": {"1": 4, "2-3": 3, "4-5": 2, "6": 1},
        "bankrupt": [4, 5, 3, 6, 2, 1],
    },
    "maps": MAPS,
}
"""A calibrated card with numbers chosen for the tests (green 5 +2 and 9 +1; pink 7 −1 and 3 −2)."""


def config(players: int = 4, **options: Any) -> dict[str, Any]:
    result: dict[str, Any] = {"players": NAMES[:players], "seed": 7}
    result.update(options)
    return result


def new(players: int = 4, **options: Any) -> State:
    return GAME.new_game(GAME.prepare_config(config(players, **options)))


def started(players: int = 4, order: tuple[str, ...] = COMPANIES, first: int = 0, **options: Any) -> State:
    """A game in turn 1 waiting for the first bid: ``order`` drawn, ``first`` holds the marker."""
    state = new(players, **options)
    apply(state, CompanyOrder(tuple(order)), FirstPlayer(first))
    return state


def apply(state: State, *actions: Action) -> list[Event]:
    """Apply ``actions`` in turn. A company-turn action written without its company (``Build(0, 4)``) is
    read as the replay reads an old journal's: for the operating company (tests of the company check
    name it explicitly)."""
    happened: list[Event] = []
    for action in actions:
        happened += GAME.apply(state, GAME.upgrade(state, action))
        GAME.check_invariants(state)
    return happened


def refused(state: State, action: Action, code: str | None = None) -> RuleViolation:
    """Apply ``action`` expecting a refusal that leaves the state exactly as it was."""
    before = state.fingerprint()
    with pytest.raises(RuleViolation) as info:
        GAME.apply(state, GAME.upgrade(state, action))
    assert state.fingerprint() == before
    if code is not None:
        assert info.value.code == code, info.value
    return info.value


def types(events: list[Event]) -> list[str]:
    return [event.type for event in events]


def of_type(events: list[Event], kind: str) -> list[Event]:
    return [event for event in events if event.type == kind]


# -- arranging positions through the books ------------------------------------------------
def set_cash(state: State, seat: int, cash: int) -> None:
    have = state.cash(seat)
    if cash > have:
        state.ledger.transfer(BANK, account(seat), cash - have, "test")
    elif cash < have:
        state.ledger.transfer(account(seat), BANK, have - cash, "test")


def set_treasury(state: State, company: str, money: int) -> None:
    have = state.treasury(company)
    if money > have:
        state.ledger.transfer(BANK, company, money - have, "test")
    elif money < have:
        state.ledger.transfer(company, BANK, have - money, "test")


def set_price(state: State, company: str, price: int) -> None:
    """Arrange a price (as if earlier turns had moved it); an auction of it not yet bid on opens at it."""
    state.companies[company].price = price
    auction = state.auction
    if state.phase == "auction" and state.company == company and auction is not None and auction.high_bid is None:
        # The same auction opened at the new price (its least next bid is worked out when it is made).
        state.auction = EnglishAuction(
            auction.order,
            minimum=max(price, 1),
            nobody_bid=auction.nobody_bid,
            passes=list(auction.passes),
            _turn=auction._turn,
        )


def set_available(state: State, company: str, count: int) -> None:
    """Issue tokens into Available Shares (only up: tokens never go back to the certificate)."""
    more = count - state.shares.available[company]
    assert more >= 0
    state.shares.issue(company, more)


def give_shares(state: State, seat: int, company: str, count: int) -> None:
    """``seat`` holds ``count`` more shares (issued and bought through the holdings), with control rules."""
    from companion.games.steam_barons import control

    if state.shares.available[company] < count:
        state.shares.issue(company, count - state.shares.available[company])
    state.shares.buy(company, seat, count)
    control.after_purchase(state, company, seat)


# -- driving whole phases -------------------------------------------------------------------
def pass_auction(state: State) -> list[Event]:
    """Everybody passes the auction now running."""
    happened: list[Event] = []
    company = state.company
    while state.phase == "auction" and state.company == company:
        happened += apply(state, Pass(state.auction.to_act))
    return happened


def win(state: State, seat: int, amount: int, count: int = 1, others: dict[int, int] | None = None) -> list[Event]:
    """``seat`` bids ``amount`` when first asked, everybody else passes; then ``seat`` buys ``count``
    and each other seat asked buys ``others.get(seat, 0)``."""
    happened: list[Event] = []
    company = state.company
    while state.phase == "auction":
        to_act = state.auction.to_act
        if to_act == seat and state.auction.high_bidder != seat:
            happened += apply(state, Bid(seat, amount))
        else:
            happened += apply(state, Pass(to_act))
    assert state.phase == "buy" and state.company == company
    happened += apply(state, Buy(seat, count))
    while state.phase == "buy" and state.company == company:
        buyer = state.buyer
        happened += apply(state, Buy(buyer, (others or {}).get(buyer, 0)))
    return happened


def skip_auctions(state: State) -> list[Event]:
    happened: list[Event] = []
    while state.phase in ("auction", "buy"):
        if state.phase == "auction":
            happened += apply(state, Pass(state.auction.to_act))
        else:
            happened += apply(state, Buy(state.buyer, 0 if state.buyer != state.winner else 1))
    return happened


def end_builds(state: State) -> list[Event]:
    happened: list[Event] = []
    while state.phase == "build":
        happened += apply(state, EndBuild(state.companies[state.company].controller))
    return happened


def skip_deliveries(state: State) -> list[Event]:
    happened: list[Event] = []
    while state.phase == "deliver":
        happened += apply(state, SkipDelivery(state.companies[state.company].controller))
    return happened


def sell_nothing(state: State) -> list[Event]:
    happened: list[Event] = []
    while state.phase == "sell":
        seat = state.sales.waiting_for[0]
        if state.turn == 5:
            from companion.games.steam_barons.selling import sellable

            happened += apply(state, Sell(seat, sellable(state, seat)))
        else:
            happened += apply(state, Sell(seat, {}))
    return happened


def next_order(state: State) -> list[Event]:
    """Phase 7 with the companion's own draw (if the game asks)."""
    if state.phase == "company_order":
        return apply(state, GAME.legal_actions(state)[0])
    return []


def finish_turn(state: State) -> list[Event]:
    """From anywhere in a turn to the next turn's first prompt (or the end), doing nothing."""
    return skip_auctions(state) + end_builds(state) + skip_deliveries(state) + sell_nothing(state) + next_order(state)


def go_bankrupt(state: State, company: str, links: int = 0) -> list[Event]:
    """``company`` (with ``links`` built) went to B and phase 6 removed it: by the game's own rule.

    Use it while the game is at a company before ``company`` in the order of play.
    """
    from companion.games.steam_barons import bankruptcy

    assert company not in state.order[: state.at + 1]
    state.companies[company].links = links
    state.companies[company].price = None
    return bankruptcy.run(state)


def score(state: State, performances: dict[str, int]) -> list[Event]:
    """From the auctions of a turn to its sales: nothing is built or shipped, but the companies reach
    ``performances`` (arranged), so phase 4 pays and moves prices from them; returns every event.

    Some company must have a controller, so that the game stops at the builds.
    """
    happened = skip_auctions(state)
    assert state.phase == "build"
    for company, performance in performances.items():
        state.companies[company].performance = performance
    return happened + end_builds(state) + skip_deliveries(state)
