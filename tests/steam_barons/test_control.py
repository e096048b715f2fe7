"""Control: the first buyer takes the certificate; only a strictly larger holding takes it away."""

from __future__ import annotations

from companion.games.steam_barons import control
from companion.games.steam_barons.actions import Bid, Buy, Pass, Sell

from .helpers import (
    apply,
    end_builds,
    give_shares,
    of_type,
    set_available,
    set_cash,
    skip_auctions,
    skip_deliveries,
    started,
)


def offer_round(players: int = 4, available: int = 6, winner: int = 0, amount: int = 5):
    state = started(players, first=winner)
    set_available(state, "orange", available)
    for seat in range(players):
        set_cash(state, seat, 60)
    apply(state, Bid(winner, amount))
    while state.phase == "auction":
        apply(state, Pass(state.auction.to_act))
    return state


def test_the_first_buyer_takes_the_certificate() -> None:
    state = offer_round()
    events = apply(state, Buy(0, 1))
    taken = of_type(events, "certificate_taken")
    assert state.companies["orange"].controller == 0
    assert taken[0].player == 0 and taken[0].previous is None


def test_an_equal_holding_does_not_take_control_a_larger_one_does_at_once() -> None:
    state = offer_round(available=8)
    apply(state, Buy(0, 2))
    events = apply(state, Buy(1, 2))  # equal: no change
    assert state.companies["orange"].controller == 0 and not of_type(events, "certificate_taken")
    events = apply(state, Buy(2, 3))  # checked after this single purchase
    assert state.companies["orange"].controller == 2
    assert of_type(events, "certificate_taken")[0].previous == 0


def test_ruling_a_tie_above_the_controller_goes_to_the_first_clockwise_from_the_controller() -> None:
    state = started(4)
    give_shares(state, 2, "green", 2)  # seat 2 controls with 2
    give_shares(state, 0, "green", 3)
    give_shares(state, 3, "green", 3)
    # Arranged without the per-purchase check: seats 3 and 0 both hold more than the controller.
    state.companies["green"].controller = 2
    events = control.recheck(state, "green")
    assert state.companies["green"].controller == 3 and events[0].player == 3  # 3 comes before 0 after 2


def test_ruling_a_holder_with_no_shares_keeps_the_certificate_until_someone_holds_one() -> None:
    state = started(3)
    give_shares(state, 1, "green", 1)
    state.shares.sell("green", 1, 1)  # as after a sale
    assert control.recheck(state, "green") == [] and state.companies["green"].controller == 1
    give_shares(state, 2, "green", 1)
    assert state.companies["green"].controller == 2


def test_a_controller_who_sells_everything_keeps_the_certificate_unless_someone_holds_more() -> None:
    state = started(3, first=0)
    give_shares(state, 0, "orange", 2)
    give_shares(state, 1, "orange", 1)
    give_shares(state, 2, "green", 2)
    skip_auctions(state)
    end_builds(state)
    skip_deliveries(state)
    assert state.phase == "sell"
    events = apply(state, Sell(0, {"orange": 2}), Sell(1, {}), Sell(2, {"green": 2}))
    # Green: its holder sold everything and nobody holds any: it keeps the certificate.
    assert state.companies["green"].controller == 2
    # Orange: seat 1 now holds more than the controller, checked once after the reveal.
    assert state.companies["orange"].controller == 1
    assert [e.company for e in of_type(events, "certificate_taken")] == ["orange"]


def test_control_is_checked_once_after_the_reveal_on_everyones_sales_together() -> None:
    # Ann (seat 0) controls orange with 2, Ben holds 1, Cat 2. Ann sells 2 and Cat 1: after the reveal
    # Ben and Cat tie at 1 above Ann's 0, so Ben (first clockwise from Ann) takes the certificate.
    # Checking after each sale in seat order would have handed it to Cat (2 > 0) and left it there.
    state = started(3, first=0)
    give_shares(state, 0, "orange", 2)
    give_shares(state, 1, "orange", 1)
    give_shares(state, 2, "orange", 2)
    assert state.companies["orange"].controller == 0
    skip_auctions(state)
    end_builds(state)
    skip_deliveries(state)
    events = apply(state, Sell(0, {"orange": 2}), Sell(1, {}), Sell(2, {"orange": 1}))
    taken = of_type(events, "certificate_taken")
    assert state.companies["orange"].controller == 1
    assert [(e.company, e.player, e.previous) for e in taken] == [("orange", 1, 0)]
