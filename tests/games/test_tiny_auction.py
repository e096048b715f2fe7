"""Tiny Auction's auction: clockwise from the roller's left, the roller last, nobody above their cash."""

from __future__ import annotations

import pytest

from companion.core import ActionRange, Amount, AuctionError, Confirm, InsufficientFunds, NotYourTurn
from companion.games import get
from companion.games.tiny import Bid, Guess, Pass, Roll

GAME = get("tiny")


def at_the_auction(parities=("odd", "odd", "odd"), white: int = 3, black: int = 3, rounds: int = 2):
    state = GAME.new_game({"players": ["Ann", "Ben", "Cat"], "rounds": rounds})
    for seat, parity in enumerate(parities):
        GAME.apply(state, Guess(seat, parity))
    GAME.apply(state, Roll(white, black))
    return state


def test_bidding_starts_left_of_the_roller_and_the_roller_is_last() -> None:
    state = at_the_auction()
    assert GAME.summary(state)["auction"]["order"] == [1, 2, 0]
    assert GAME.prompt(state).player == 1
    GAME.apply(state, Pass(1))
    assert GAME.prompt(state).player == 2


def test_the_bidder_is_the_one_actor_with_an_amount_capped_by_their_cash_and_pass_beside_it() -> None:
    state = at_the_auction(("even", "even", "odd"))  # 6 is even: Ann and Ben have 6 coins
    prompt = GAME.decide(state)
    assert prompt.kind == "bid" and prompt.seats == (1,) and len(prompt.actors) == 1
    amount = prompt.actors[0].decision
    assert isinstance(amount, Amount)
    assert (amount.low, amount.high, amount.cap, amount.high_bid, amount.high_bidder) == (1, 6, 6, None, None)
    assert amount.make(4) == Bid(1, 4) and [o.action for o in amount.others] == [Pass(1)]
    assert amount.values == {"lot": 6}


def test_the_amount_follows_the_standing_bid() -> None:
    state = at_the_auction()
    GAME.apply(state, Bid(1, 2))
    amount = GAME.decide(state).actors[0].decision
    assert GAME.decide(state).seats == (2,)
    assert (amount.low, amount.high, amount.high_bid, amount.high_bidder) == (3, 5, 2, 1)


def test_a_bidder_who_cannot_afford_the_next_bid_can_only_pass() -> None:
    state = at_the_auction()
    GAME.apply(state, Bid(1, 5))
    assert GAME.legal_actions(state) == [Pass(2)]
    decision = GAME.decide(state).actors[0].decision
    assert isinstance(decision, Confirm) and decision.action == Pass(2) and decision.values == {"minimum": 6}


def test_no_bid_above_your_cash() -> None:
    state = at_the_auction(("even", "even", "even"))  # everyone guessed right: 6 coins each
    assert ActionRange(Bid, "amount", 1, 6, {"player": 1}) in GAME.legal_actions(state)
    with pytest.raises(InsufficientFunds, match="Ben has 6 but needs 7"):
        GAME.apply(state, Bid(1, 7))


def test_a_bid_must_beat_the_standing_bid() -> None:
    state = at_the_auction()
    GAME.apply(state, Bid(1, 2))
    with pytest.raises(AuctionError, match="must beat 2"):
        GAME.apply(state, Bid(2, 2))


def test_bids_are_taken_in_turn() -> None:
    state = at_the_auction()
    with pytest.raises(NotYourTurn, match="It is Ben's turn, not Cat's."):
        GAME.apply(state, Bid(2, 1))


def test_nobody_bids_so_the_roller_takes_the_lot_free() -> None:
    state = at_the_auction(white=4, black=2)
    GAME.apply(state, Pass(1))
    events = GAME.apply(state, Pass(2))
    assert events[-1].type == "lot_won" and (events[-1].player, events[-1].value, events[-1].price) == (0, 6, 0)
    assert [p["points"] for p in GAME.summary(state)["players"]] == [6, 0, 0]


def test_the_high_bidder_pays_the_bank_and_the_roller_moves_on() -> None:
    state = at_the_auction(white=5, black=1)
    GAME.apply(state, Bid(1, 2))
    GAME.apply(state, Pass(2))
    events = GAME.apply(state, Pass(0))
    assert [e.type for e in events] == ["passed", "lot_won"]
    summary = GAME.summary(state)
    assert [(p["cash"], p["points"]) for p in summary["players"]] == [(5, 0), (3, 6), (5, 0)]
    assert summary["round"] == 2 and GAME.summary(state)["lot"] is None
    # Round 2: Ben rolls, so Cat opens the bidding and Ben speaks last.
    for seat in range(3):
        GAME.apply(state, Guess(seat, "odd"))
    GAME.apply(state, Roll(1, 2))
    assert GAME.summary(state)["auction"]["order"] == [2, 0, 1]


def test_passing_is_final_for_the_lot() -> None:
    state = at_the_auction()
    GAME.apply(state, Pass(1))
    GAME.apply(state, Bid(2, 1))
    # Ann (the roller) speaks; then Ben, who passed, is skipped: Cat holds the bid.
    assert GAME.prompt(state).player == 0
    events = GAME.apply(state, Pass(0))
    assert events[-1].type == "lot_won" and events[-1].player == 2
