"""Company squares: buying an unowned company, rent and holding rent, no rent on one's own or the state's."""

from __future__ import annotations

from companion.games.mad_market import GAME
from companion.games.mad_market.actions import BuyCompany, Decline, HireBroker
from companion.games.mad_market.state import STATE_HELD
from companion.text.i18n import _, set_language

from .helpers import apply, land, of_type, own, refused, set_cash, started


def test_an_unowned_company_may_be_bought_at_its_price() -> None:
    state = started()
    land(state, "IT-2")
    assert GAME.prompt(state).kind == "land" and state.offer.kind == "company"
    happened = apply(state, BuyCompany(0))
    assert state.owners["IT-2"] == 0 and state.cash(0) == 500 - 180
    assert of_type(happened, "company_bought")[0].price == 180 and state.phase == "open"


def test_declining_leaves_the_company_unowned() -> None:
    state = started()
    land(state, "IT-2")
    apply(state, Decline(0))
    assert state.owners["IT-2"] is None and state.cash(0) == 500


def test_a_company_is_bought_with_cash_in_hand_only() -> None:
    state = started()
    set_cash(state, 0, 179)
    happened = land(state, "IT-2")
    assert of_type(happened, "company_offered") and state.phase == "open"  # no offer it cannot pay


def test_a_company_the_lander_cannot_pay_for_says_who_landed_and_what_they_have() -> None:
    """ "MED-1 est à vendre pour 260." alone did not say why the lander was not asked to buy it."""
    state = started()
    set_cash(state, 0, 179)
    offered = of_type(land(state, "IT-2"), "company_offered")[0]
    assert (offered.company, offered.price, offered.player, offered.cash) == ("IT-2", 180, 0, 179)
    said = GAME.describe(state, offered)
    assert said == "IT-2 is for sale at 180; Ann has only 179 and cannot buy it."
    set_language("fr")
    try:
        assert (
            GAME.describe(state, offered, _) == "IT-2 est à vendre pour 180 ; Ann n'a que 179 et ne peut pas l'acheter."
        )
    finally:
        set_language("en")


def test_a_company_offered_to_its_lander_says_only_its_price() -> None:
    state = started()
    offered = of_type(land(state, "IT-2"), "company_offered")[0]
    assert offered.player is None and GAME.describe(state, offered) == "IT-2 is for sale at 180."


def test_other_landing_answers_are_refused_on_a_company() -> None:
    state = started()
    land(state, "IT-2")
    refused(state, HireBroker(0), "not_offered")
    refused(state, BuyCompany(1), "not_your_turn")


def test_rent_is_half_the_price_paid_to_the_owner() -> None:
    state = started()
    own(state, 1, "IT-2")
    happened = land(state, "IT-2")
    rent = of_type(happened, "rent_paid")[0]
    assert (rent.owner, rent.amount, rent.holding) == (1, 90, False)
    assert state.cash(0) == 410 and state.cash(1) == 590 and state.phase == "open"


def test_the_holding_rent_is_the_full_price() -> None:
    state = started()
    own(state, 1, "IT-1", "IT-2", "IT-3")
    happened = land(state, "IT-2")
    rent = of_type(happened, "rent_paid")[0]
    assert (rent.amount, rent.holding) == (180, True) and state.cash(1) == 680


def test_the_board_file_states_the_rent_and_the_holding_rent() -> None:
    board = dict(GAME.prepare_config({"players": ["A", "B"]})["board"])
    square = next(s for s in board["squares"] if s.get("stock") == 3 and s.get("number") == 2)
    square["rent"], square["holding_rent"] = 77, 155
    state = GAME.new_game(GAME.prepare_config({"players": ["A", "B"], "board": board}))
    from companion.games.mad_market.actions import StartRoll

    apply(state, StartRoll(0, 6), StartRoll(1, 1))
    own(state, 1, "IT-2")
    assert of_type(land(state, "IT-2"), "rent_paid")[0].amount == 77
    from .helpers import end_move

    end_move(state)
    own(state, 0, "IT-1", "IT-2", "IT-3")
    assert of_type(land(state, "IT-2"), "rent_paid")[0].amount == 155


def test_no_rent_on_ones_own_company() -> None:
    state = started()
    own(state, 0, "IT-2")
    happened = land(state, "IT-2")
    assert not of_type(happened, "rent_paid") and state.cash(0) == 500
    assert of_type(happened, "no_rent")[0].holder == 0


def test_no_rent_and_no_purchase_on_a_company_held_by_the_state() -> None:
    state = started()
    own(state, STATE_HELD, "IT-2")
    happened = land(state, "IT-2")
    assert of_type(happened, "no_rent")[0].holder is None
    assert state.phase == "open" and state.owners["IT-2"] == STATE_HELD and state.cash(0) == 500


def test_rent_uses_the_printed_price_never_an_auction_price() -> None:
    state = started()
    from companion.games.mad_market.actions import Bid, Pass

    land(state, "auction-1")  # IT-... the first unowned company from Start is LOG-1
    apply(state, Bid(0, 3), Pass(1), Pass(2))
    assert state.owners["LOG-1"] == 0
    from .helpers import end_move

    end_move(state)
    assert of_type(land(state, "LOG-1"), "rent_paid")[0].amount == 50


def test_a_refused_answer_names_the_answer_and_the_square_in_the_players_words() -> None:
    state = started()
    land(state, "black_market-1")
    refusal = refused(state, BuyCompany(0), "not_offered")
    assert refusal.message() == "“Buy the company” is not offered on Black market 1."
    set_language("it")
    try:
        assert refusal.message(_) == "«Compra l'azienda» non è possibile su Mercato nero 1."
    finally:
        set_language("en")
    state = started()
    land(state, "IT-2")
    assert refused(state, HireBroker(0)).message() == "“Hire a stockbroker” is not offered on IT-2."
