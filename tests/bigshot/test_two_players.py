"""Two players: two colours each with 10M kept apart; loans per colour before the auction;
the winner picks the paying colour; lots, parks and the 2-lot rule go by colour; fortunes add up."""

from __future__ import annotations

import pytest

from companion.core import ActionRange
from companion.games.bigshot import GAME
from companion.games.bigshot.actions import Bid, Loan, Pass, Pay, Place, Roll
from companion.games.bigshot.scoring import fortunes, winners

from .helpers import apply, auction_to_roller, refused, started, types

R, Y, B, W = "red", "yellow", "black", "white"
COLORS = [[R, W], [Y, B]]


def two(**kwargs):
    return started(2, colors=COLORS, **kwargs)


def test_each_player_runs_two_colours_with_10m_each_kept_apart() -> None:
    state = two()
    assert state.ledger.balances() == {"bank": -40, R: 10, W: 10, Y: 10, B: 10}
    ann = GAME.summary(state)["players"][0]
    assert ann["colors"] == [R, W] and ann["cash"] == 20
    assert ann["by_color"][R]["cash"] == 10 and ann["by_color"][W]["cash"] == 10


def test_two_player_colours_must_be_pairs_of_distinct_colours() -> None:
    import pytest

    from companion.core import ConfigError

    with pytest.raises(ConfigError):
        GAME.prepare_config({"players": ["Ann", "Ben"], "colors": ["red", "yellow"]})
    with pytest.raises(ConfigError):
        GAME.prepare_config({"players": ["Ann", "Ben"], "colors": [["red", "red"], ["yellow", "black"]]})


def test_a_bid_is_limited_to_what_one_colour_can_pay() -> None:
    state = two()
    apply(state, Roll(0, 1))
    error = refused(state, Bid(1, 11), "bid_too_high")
    assert "at most 10M from one colour" in str(error)
    bids = [c for c in GAME.legal_actions(state) if isinstance(c, ActionRange)]
    assert bids[0].high == 10


def test_the_winner_chooses_which_colour_pays() -> None:
    state = two()
    happened = apply(state, Roll(0, 1), Bid(1, 5), Pass(0))
    assert types(happened)[-1] == "auction_won" and state.phase == "pay"
    prompt = GAME.prompt(state)
    assert (prompt.player, prompt.kind, prompt.data["price"]) == (1, "pay", 5)
    assert GAME.legal_actions(state) == [Pay(1, Y), Pay(1, B)]
    assert "red cannot pay 5M: pay from yellow or black." in str(refused(state, Pay(1, R), "invalid_choice"))
    refused(state, Pay(0, Y), "not_your_turn")
    paid = apply(state, Pay(1, B))[0]
    assert (paid.type, paid.color, paid.amount) == ("paid", B, 5)
    assert GAME.describe(state, paid) == "Ben pays 5M to the bank from black."  # which of Ben's colours paid
    assert state.ledger[B] == 5 and state.ledger[Y] == 10 and state.phase == "place"


def test_when_only_one_colour_can_pay_it_pays_at_once() -> None:
    state = two()
    apply(state, Loan(1, Y))
    happened = apply(state, Roll(0, 1), Bid(1, 15), Pass(0))
    assert types(happened)[-2:] == ["auction_won", "paid"]
    assert happened[-1].color == Y and state.ledger[Y] == 4 and state.phase == "place"


def test_loans_name_the_colour_once_per_colour_per_turn_before_the_auction() -> None:
    state = two()
    assert "Say which colour takes the loan: red or white." in str(refused(state, Loan(0), "loan"))
    assert "plays red and white, not yellow" in str(refused(state, Loan(0, Y), "loan"))
    assert apply(state, Loan(0, R))[0].amount == 9
    assert apply(state, Loan(0, W))[0].amount == 9  # each colour counts its own loans
    refused(state, Loan(0, R), "loan")
    apply(state, Roll(0, 1))
    error = refused(state, Loan(1, Y), "loan")
    assert "before the auction" in str(error)
    assert not [c for c in GAME.legal_actions(state) if isinstance(c, Loan)]


def test_lots_belong_to_colours_and_a_players_own_colours_cancel_out() -> None:
    state = two(spaces={1: (R, R, R, W), 2: (W, W, Y, B)})
    auction_to_roller(state, 1)
    apply(state, Place(0, {"L21": (R, R, R, W)}))
    auction_to_roller(state, 1)
    happened = apply(state, Place(1, {"L21": (W, W, Y), "L16": (B,)}))
    award = next(e for e in happened if e.type == "lot_awarded")
    assert (award.color, award.owner) == (Y, 1)  # red 3 and white 3 cancel: the single yellow wins


def test_parks_double_only_lots_of_the_same_colour() -> None:
    state = two()
    ann = fortunes(state, {"P1": R, "A9": W, "A10": R})[0]
    assert ann.colors[0].lot_value == 20 and ann.colors[1].lot_value == 9


def test_a_player_must_own_two_lots_with_each_colour_and_fortunes_add_up() -> None:
    state = two()
    result = fortunes(state, {"L21": R, "L20": R, "L19": R, "A9": W, "B9": Y, "B10": Y, "L16": B, "L18": B})
    ann, ben = result
    assert not ann.qualifies and ben.qualifies
    assert ben.fortune == (9 + 10 + 10) + (16 + 18 + 10)
    assert winners(result) == (1,)


@pytest.mark.parametrize("code, words", [("it", "il rosso o il bianco"), ("fr", "le rouge ou le blanc")])
def test_a_refusal_names_the_colours_in_the_players_language(code, words) -> None:
    from companion.text.i18n import _, set_language

    state = two()
    error = refused(state, Loan(0), "loan")
    set_language(code)
    try:
        assert words in error.message(_)  # each colour translated with its article, joined the language's way
    finally:
        set_language("en")
