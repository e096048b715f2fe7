"""Phase 1, the auctions: who opens, the opening bid, raises, final passes, the cash limit, the marker."""

from __future__ import annotations

from companion.games.steam_barons import GAME
from companion.games.steam_barons.actions import Bid, Buy, Pass

from .helpers import (
    apply,
    end_builds,
    give_shares,
    next_order,
    of_type,
    pass_auction,
    refused,
    sell_nothing,
    set_available,
    set_cash,
    set_price,
    skip_deliveries,
    started,
    types,
    win,
)

SEED_ORDER = ("black", "green", "white", "orange", "wood", "brown")
SIMON, ANDY, JAMES, GEOFF = 0, 1, 2, 3


def seed_example_state():
    """The rulebook's example: Simon, Andy, James, Geoff; Simon holds the marker; the order and
    the available shares and prices of the example (white has none available)."""
    state = started(4, order=SEED_ORDER, first=SIMON, map="eastern_us")
    state.names[:] = ["Simon", "Andy", "James", "Geoff"]
    for seat in range(4):
        set_cash(state, seat, 50)
    prices = {"black": 4, "green": 5, "orange": 8, "wood": 4, "brown": 6}
    for company, price in prices.items():
        set_price(state, company, price)
    for company, available in {"black": 3, "green": 1, "orange": 3, "wood": 4, "brown": 3}.items():
        set_available(state, company, available)
    give_shares(state, SIMON, "white", 1)  # white's only available share is gone: no white auction
    GAME.check_invariants(state)
    return state


def test_the_seed_example_moves_the_first_player_marker_as_the_rulebook_says() -> None:
    state = seed_example_state()
    # Black: Simon opens at the minimum $4, Geoff wins at $8 and buys two; Simon declines; Andy buys the last.
    assert state.company == "black" and state.auction.to_act == SIMON
    apply(state, Bid(SIMON, 4), Pass(ANDY), Pass(JAMES), Bid(GEOFF, 8), Pass(SIMON))
    assert state.phase == "buy" and state.winner == GEOFF and state.price == 8
    apply(state, Buy(GEOFF, 2))
    assert state.buyer == SIMON  # clockwise from the winner's left
    apply(state, Buy(SIMON, 0))
    events = apply(state, Buy(ANDY, 1))
    assert state.cash(GEOFF) == 50 - 16 and state.cash(ANDY) == 50 - 8
    assert state.marker == ANDY and of_type(events, "marker_moved")[0].player == ANDY
    # Green: Andy does not bid; James bids $6, nobody raises; James buys it. The marker goes to James.
    assert state.company == "green" and state.auction.to_act == ANDY
    apply(state, Pass(ANDY), Bid(JAMES, 6), Pass(GEOFF), Pass(SIMON))
    apply(state, Buy(JAMES, 1))
    assert state.marker == JAMES
    # White has no shares available: skipped, the marker stays. Orange opens at $8 or more.
    assert state.company == "orange" and state.auction.to_act == JAMES
    refused(state, Bid(JAMES, 7), "opening_bid_too_low")
    apply(state, Bid(JAMES, 8), Pass(GEOFF), Pass(SIMON), Bid(ANDY, 10), Pass(JAMES))
    apply(state, Buy(ANDY, 1), Buy(JAMES, 0), Buy(GEOFF, 0), Buy(SIMON, 0))
    assert state.marker == GEOFF
    # Wood: Geoff wins at $4 and buys all four. Simon now has the marker.
    assert state.company == "wood" and state.auction.to_act == GEOFF
    apply(state, Bid(GEOFF, 4), Pass(SIMON), Pass(ANDY), Pass(JAMES))
    apply(state, Buy(GEOFF, 4))
    assert state.marker == SIMON
    # Brown: nobody bids; the marker stays with Simon; the three shares stay available.
    assert state.company == "brown" and state.auction.to_act == SIMON
    events = pass_auction(state)
    assert "nobody_bid" in types(events) and "marker_moved" not in types(events)
    assert state.marker == SIMON and state.shares.available["brown"] == 3
    assert state.phase == "build"


def test_the_marker_holder_bids_first_then_clockwise() -> None:
    state = started(4, first=2)
    assert state.auction.to_act == 2
    apply(state, Pass(2))
    assert state.auction.to_act == 3
    apply(state, Pass(3))
    assert state.auction.to_act == 0


def test_the_opening_bid_is_at_least_the_share_price_and_says_so() -> None:
    state = started(4, order=("black", "green", "white", "orange", "wood", "brown"))
    set_price(state, "black", 4)
    refusal = refused(state, Bid(0, 3), "opening_bid_too_low")
    assert "Black's opening bid must be at least $4" in str(refusal)
    fresh = started(4)
    refusal = refused(fresh, Bid(0, 4), "opening_bid_too_low")
    assert str(refusal) == "Orange's opening bid must be at least $5."
    apply(fresh, Bid(0, 5))


def test_at_price_zero_the_opening_bid_is_at_least_one_dollar() -> None:
    state = started(4)
    pass_auction(state)  # orange: nobody bids
    set_price(state, "brown", 0)
    pass_auction(state)  # green opens at $5; brown comes next at price 0
    assert state.company == "brown" and state.auction.minimum == 1
    refused(state, Bid(state.auction.to_act, 0), "opening_bid_too_low")
    apply(state, Bid(state.auction.to_act, 1))


def test_each_later_bid_must_be_higher() -> None:
    state = started(4)
    apply(state, Bid(0, 6))
    refusal = refused(state, Bid(1, 6), "bid_too_low")
    assert "must beat $6: at least $7" in str(refusal)
    apply(state, Bid(1, 7))


def test_a_pass_is_final_for_that_auction() -> None:
    state = started(3)
    apply(state, Pass(0), Bid(1, 5))
    assert state.auction.to_act == 2
    refusal = refused(state, Bid(0, 9), "pass_is_final")
    assert "Ann passed" in str(refusal)
    apply(state, Bid(2, 6))
    assert state.auction.to_act == 1  # seat 0 is skipped for good


def test_out_of_turn_bids_are_refused() -> None:
    state = started(4)
    refused(state, Bid(2, 6), "not_your_turn")


def test_ruling_nobody_bids_beyond_their_cash() -> None:
    state = started(4)
    set_cash(state, 0, 7)
    refusal = refused(state, Bid(0, 8), "bid_beyond_cash")
    assert str(refusal) == "Ann has $7 and cannot bid $8."
    apply(state, Bid(0, 7))
    set_cash(state, 1, 6)
    assert GAME.legal_actions(state) == [Pass(1)]  # cannot beat $7: only pass


def test_when_all_but_one_have_passed_the_last_bidder_wins() -> None:
    state = started(3)
    events = apply(state, Bid(0, 5), Pass(1), Pass(2))
    assert "auction_won" in types(events) and state.winner == 0 and state.price == 5


def test_when_the_last_one_in_has_not_bid_they_may_still_bid() -> None:
    state = started(3)
    apply(state, Pass(0), Pass(1))
    assert state.phase == "auction" and state.auction.to_act == 2
    apply(state, Bid(2, 5))
    assert state.phase == "buy" and state.winner == 2


def test_every_company_with_available_shares_has_one_auction_in_order() -> None:
    state = started(2, order=("white", "black", "wood", "brown", "green", "orange"))
    seen = []
    while state.phase in ("auction", "buy"):
        seen.append(state.company)
        win(state, state.marker, 5)
    assert seen == ["white", "black", "wood", "brown", "green", "orange"]
    assert state.phase == "build"


def test_the_marker_stays_with_its_holder_after_the_last_auction_and_opens_the_next_turn() -> None:
    state = started(3, first=0)
    win(state, 0, 5)  # orange sold: the marker passes from seat 0 to seat 1
    assert state.marker == 1
    while state.phase == "auction":  # nobody bids on the rest: the marker stays with seat 1
        pass_auction(state)
    assert state.phase == "build" and state.marker == 1
    end_builds(state)
    skip_deliveries(state)
    sell_nothing(state)
    next_order(state)
    assert state.turn == 2 and state.phase == "auction" and state.marker == 1
    assert state.auction.to_act == 1  # the holder bids first in the next turn's first auction
