"""Three players: the fourth colour is a dummy — no money, never bids, placed like others, can win lots."""

from __future__ import annotations

from companion.games.bigshot import GAME
from companion.games.bigshot.actions import Place, Roll

from .helpers import apply, auction_to_roller, finish, started

R, Y, B, W = "red", "yellow", "black", "white"


def test_the_colour_nobody_took_is_the_dummy_and_has_no_money() -> None:
    state = started(3, colors=["white", "red", "black"])
    assert state.seating.dummy == Y
    assert Y not in state.ledger and "yellow" not in state.debts
    assert state.ledger.balances() == {"bank": -30, W: 10, R: 10, B: 10}
    assert GAME.summary(state)["dummy"] == Y


def test_the_dummy_never_bids() -> None:
    state = started(3, first=0)
    apply(state, Roll(0, 1))
    assert state.auction.order == (1, 2, 0)


def test_dummy_cubes_are_auctioned_and_placed_like_any_others() -> None:
    state = started(3, spaces={1: (W, W, W, R)})  # white is the dummy with the default colours
    auction_to_roller(state, 1)
    apply(state, Place(0, {"L20": (W, W, W, R)}))
    assert state.lots["L20"] == {W: 3, R: 1}


def test_the_dummy_can_win_a_lot_and_then_nobody_owns_it() -> None:
    state = started(3, spaces={1: (W, W, W, R), 2: (W, W, Y, B)})
    auction_to_roller(state, 1)
    apply(state, Place(0, {"L21": (W, W, W, R)}))
    auction_to_roller(state, 1)
    happened = apply(state, Place(1, {"L21": (W, Y, B), "L16": (W,)}))
    award = next(e for e in happened if e.type == "lot_awarded")
    assert (award.lot, award.color, award.owner) == ("L21", W, None)
    assert GAME.describe(state, award) == "L21 goes to white, the dummy: nobody owns it."
    assert all("L21" not in p["lots"] for p in GAME.summary(state)["players"])


def test_three_players_play_18_turns_exactly() -> None:
    state = started(3)
    happened = finish(state)
    assert sum(1 for e in happened if e.type == "rolled") == 18
    assert state.turn == 18 and state.phase == "over"
