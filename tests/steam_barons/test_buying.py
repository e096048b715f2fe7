"""Phase 1, buying after the auction: the winner's purchase, the offer round, money to the bank."""

from __future__ import annotations

import pytest

from companion.core import ActionRange
from companion.games.steam_barons import GAME
from companion.games.steam_barons.actions import Bid, Buy, CompanyOrder, Pass

from .helpers import (
    apply,
    end_builds,
    of_type,
    refused,
    sell_nothing,
    set_available,
    set_cash,
    skip_auctions,
    skip_deliveries,
    started,
    types,
    win,
)


def won(players: int = 4, available: int = 4, seat: int = 0, amount: int = 6, cash: int = 40):
    """Orange on offer with ``available`` shares; ``seat`` has won it at ``amount``."""
    state = started(players, first=seat)
    set_available(state, "orange", available)
    for other in range(players):
        set_cash(state, other, cash)
    apply(state, Bid(seat, amount))
    while state.phase == "auction":
        apply(state, Pass(state.auction.to_act))
    return state


def test_the_winner_must_buy_at_least_one_share() -> None:
    state = won()
    refusal = refused(state, Buy(0, 0), "bad_buy_count")
    assert "1 to 4" in str(refusal)
    assert GAME.legal_actions(state) == [ActionRange(Buy, "count", 1, 4, {"player": 0})]


def test_a_count_refused_where_one_count_is_possible_names_that_count_not_a_range() -> None:
    state = won(available=1)
    refusal = refused(state, Buy(0, 2), "bad_buy_count")
    assert str(refusal) == "Ann may buy only 1 Orange share now, not 2."
    assert refusal.data["low"] == refusal.data["high"] == 1


def test_the_winner_may_buy_every_available_share_at_the_winning_bid() -> None:
    state = won(available=4, amount=6)
    bank = state.ledger["bank"]
    events = apply(state, Buy(0, 4))
    assert state.shares.held(0, "orange") == 4 and state.shares.available["orange"] == 0
    assert state.cash(0) == 40 - 24 and state.ledger["bank"] == bank + 24  # the money goes to the bank
    assert state.treasury("orange") == 5  # not to the company
    assert "marker_moved" in types(events) and state.company == "green"


def test_others_buy_from_the_winners_left_clockwise_once_at_the_same_price_passers_included() -> None:
    state = won(players=4, available=5, seat=1, amount=7)
    apply(state, Buy(1, 1))
    asked = []
    while state.phase == "buy":
        asked.append(state.buyer)
        apply(state, Buy(state.buyer, 1))
    assert asked == [2, 3, 0]
    assert [state.shares.held(s, "orange") for s in range(4)] == [1, 1, 1, 1]
    assert state.cash(2) == 40 - 7  # the winning bid, not the price
    assert state.shares.available["orange"] == 1  # left over: nobody gets a second chance
    assert state.company == "green"


def test_nobody_gets_a_second_chance_the_winner_included() -> None:
    state = won(players=3, available=4, seat=0)
    apply(state, Buy(0, 1), Buy(1, 0), Buy(2, 0))
    assert state.company == "green"
    refused(state, Buy(0, 1), "wrong_phase")


def test_the_offer_round_stops_when_no_share_is_left() -> None:
    state = won(players=4, available=3, seat=0)
    apply(state, Buy(0, 1))
    events = apply(state, Buy(1, 2))
    assert "marker_moved" in types(events) and state.company == "green"


def test_ruling_purchases_are_limited_by_cash_and_seats_that_cannot_pay_a_share_are_not_asked() -> None:
    state = won(players=4, available=6, seat=0, amount=8, cash=20)
    refusal = refused(state, Buy(0, 3), "cannot_afford_shares")
    assert "3 Orange shares at $8 cost $24" in str(refusal)
    apply(state, Buy(0, 2))
    set_cash(state, 2, 7)  # cannot pay one share at $8
    apply(state, Buy(1, 0))
    assert state.buyer == 3


def test_buying_out_of_turn_is_refused() -> None:
    state = won()
    refused(state, Buy(2, 1), "not_your_turn")


def test_no_auction_without_available_shares() -> None:
    state = started(2)
    win(state, 0, 5)  # orange's only share is sold: none is left for turn 2
    skip_auctions(state)
    end_builds(state)
    skip_deliveries(state)
    sell_nothing(state)
    assert state.phase == "company_order"
    events = apply(state, CompanyOrder(("orange", "green", "brown", "wood", "black", "white")))
    assert of_type(events, "no_shares")[0].companies == ("orange",)
    assert state.company == "green" and state.phase == "auction"


def test_there_is_no_limit_on_the_shares_a_player_holds() -> None:
    state = won(players=2, available=8, seat=0, amount=5, cash=60)
    apply(state, Buy(0, 8))
    assert state.shares.held(0, "orange") == 8


PURCHASE_WORDS = {
    "en": ("Ann buys 3 Orange shares for $18 ($6 each).", "Ben buys one Orange share for $6."),
    "it": ("Ann compra 3 azioni Arancio per $18 ($6 l'una).", "Ben compra un'azione Arancio per $6."),
    "fr": ("Ann achète 3 actions Orange pour $18 ($6 chacune).", "Ben achète une action Orange pour $6."),
}


@pytest.mark.parametrize("language", sorted(PURCHASE_WORDS))
def test_the_log_says_a_purchase_in_one_sentence_and_one_share_once(language: str) -> None:
    """The purchase read "{player_name} buys {count_text} for ${cost}": a translated "3 Orange shares" put into
    another translated sentence. Each is a whole sentence with its count, as the sales are; one share is said once."""
    from companion.text.i18n import translator

    state = won(available=4, amount=6)
    happened = apply(state, Buy(0, 3)) + apply(state, Buy(1, 1))
    told = tuple(GAME.describe(state, event, translator(language)) for event in of_type(happened, "shares_bought"))
    assert told == PURCHASE_WORDS[language]


BUY_NOTES = {
    "en": ("1 share left", "4 shares left, up to 2 affordable"),
    "it": ("1 azione rimasta", "4 azioni rimaste, puoi pagarne fino a 2"),
    "fr": ("1 action restante", "4 actions restantes, vous pouvez en payer 2"),
}


@pytest.mark.parametrize("language", sorted(BUY_NOTES))
def test_the_purchase_note_names_cash_only_where_cash_limits_the_count(language: str) -> None:
    """ "1 left, up to 1 affordable" spoke of cash where the last share was all there was to buy: the note says
    what is affordable only when the seat's cash stops it before the shares left do."""
    from companion.text.i18n import translator

    _ = translator(language)
    last, short = BUY_NOTES[language]
    state = won(available=1, amount=6, cash=40)
    assert GAME.decide(state).actors[0].decision.hint("Ann", _) == last
    state = won(available=4, amount=6, cash=15)
    assert GAME.decide(state).actors[0].decision.hint("Ann", _) == short


NO_AUCTION_WORDS = {
    "en": "Orange and Green have no shares available: no auction.",
    "it": "Arancio e Verde non hanno azioni disponibili: nessuna asta.",
    "fr": "Orange et Vert n'ont aucune action disponible : pas d'enchère.",
}


@pytest.mark.parametrize("language", sorted(NO_AUCTION_WORDS))
def test_a_run_of_companies_with_no_auction_is_said_in_one_sentence(language: str) -> None:
    """Each company with no share to auction had a sentence of its own, one after another: a run of them is one
    sentence that names them all."""
    from companion.text.i18n import translator

    state = started(2)
    win(state, 0, 5)  # orange's and green's only shares are sold: none is left for turn 2
    win(state, 1, 5)
    skip_auctions(state)
    end_builds(state)
    skip_deliveries(state)
    sell_nothing(state)
    events = apply(state, CompanyOrder(("orange", "green", "brown", "wood", "black", "white")))
    [run] = of_type(events, "no_shares")
    assert run.companies == ("orange", "green") and state.company == "brown"
    assert GAME.describe(state, run, translator(language)) == NO_AUCTION_WORDS[language]


WON_WORDS = {
    "en": "Ann: how many Orange shares at $6?",
    "it": "Ann: quante azioni Arancio compri a $6?",
    "fr": "Ann : combien d'actions Orange à $6 ?",
}


@pytest.mark.parametrize("language", sorted(WON_WORDS))
def test_the_winners_question_says_shares_are_bought(language: str) -> None:
    """ "Ann remporte Vert : achetez à $5" said to buy without saying what; "Ben vince Nero" won a company; then
    "Ann won Orange: buy shares at $6" said the win again under the auction's own "Ann wins the Orange auction"."""
    from companion.text.i18n import translator

    state = won(available=2, amount=6)
    assert GAME.decide(state).actors[0].decision.text("Ann", translator(language)) == WON_WORDS[language]
