"""A sale made to pay a debt says its outcome: what the debt still lacks, or that it is covered.

"Ann sells 10 Media shares at 6, 60 in all." said what came in, but not whether the debt was now paid nor
how much was still missing; a company sold to the state in a debt read the same.
"""

from __future__ import annotations

import pytest

from companion.games.mad_market import GAME
from companion.games.mad_market.actions import Decline, SellCompany, Trade
from companion.text.i18n import _, set_language

from .helpers import apply, give_shares, land, of_type, own, set_cash, started


def in_debt_to_the_casino():
    """Ann owes the casino 300 with 100 in hand, 10 Media, 50 Cryptocurrency shares and PH-1."""
    state = started(3)
    set_cash(state, 0, 100)
    give_shares(state, 0, "5", 10)
    give_shares(state, 0, "2", 50)
    own(state, 0, "PH-1")
    land(state, "casino-1")
    assert state.phase == "debt"
    return state


def test_a_sale_that_leaves_the_debt_short_says_by_how_much() -> None:
    state = in_debt_to_the_casino()
    sold = of_type(apply(state, Trade(0, 5, "sell", 10)), "shares_traded")[0]
    assert (sold.owed, sold.short, sold.creditor) == (300, 140, None)
    assert GAME.describe(state, sold) == (
        "Ann sells 10 Media shares at 6, 60 in all: still 140 short of the 300 owed to the bank."
    )


def test_a_sale_that_covers_the_debt_says_so_before_the_payment() -> None:
    state = in_debt_to_the_casino()
    happened = apply(state, Trade(0, 2, "sell", 50))
    sold = of_type(happened, "shares_traded")[0]
    assert [event.type for event in happened[:3]] == ["shares_traded", "price_moved", "debt_paid"]
    assert GAME.describe(state, sold) == (
        "Ann sells 50 Cryptocurrency shares at 6, 300 in all: enough for the 300 owed to the bank."
    )


def test_one_share_sold_in_a_debt_is_its_own_sentence() -> None:
    state = started(3)
    set_cash(state, 0, 295)
    give_shares(state, 0, "5", 1)
    land(state, "casino-1")
    sold = of_type(apply(state, Trade(0, 5, "sell", 1)), "shares_traded")[0]
    assert GAME.describe(state, sold) == "Ann sells one Media share for 6: enough for the 300 owed to the bank."


def test_a_company_sold_in_a_debt_says_what_is_still_missing_or_that_it_is_enough() -> None:
    state = started(3)
    set_cash(state, 0, 100)
    own(state, 0, "LOG-1", "PH-1")  # for 50 and 150
    land(state, "casino-1")
    short = of_type(apply(state, SellCompany(0, "LOG-1")), "company_sold")[0]
    assert (
        GAME.describe(state, short)
        == "Ann sells LOG-1 to the state for 50: still 150 short of the 300 owed to the bank."
    )
    enough = of_type(apply(state, SellCompany(0, "PH-1")), "company_sold")[0]
    assert enough.short == 0 and state.phase == "open"
    assert GAME.describe(state, enough) == (
        f"Ann sells PH-1 to the state for {enough.amount}: enough for the 300 owed to the bank."
    )


def test_a_sale_of_ones_own_will_reads_as_before() -> None:
    state = started(3)
    own(state, 0, "PH-1")
    land(state, "broker-1")
    apply(state, Decline(0))
    assert state.phase == "open"
    sold = of_type(apply(state, SellCompany(0, "PH-1")), "company_sold")[0]
    assert sold.owed == 0
    assert GAME.describe(state, sold) == f"Ann sells PH-1 to the state for {sold.amount}."


@pytest.mark.parametrize(
    ("language", "said"),
    [
        (
            "it",
            "Ann vende 10 azioni Media a 6, 60 in tutto: ai 300 da pagare mancano ancora 140 (creditore: la banca).",
        ),
        ("fr", "Ann vend 10 actions Médias à 6, 60 au total : il manque encore 140 sur les 300 dus à la banque."),
    ],
)
def test_a_debt_sale_is_translated(language: str, said: str) -> None:
    state = in_debt_to_the_casino()
    sold = of_type(apply(state, Trade(0, 5, "sell", 10)), "shares_traded")[0]
    set_language(language)
    try:
        text = GAME.describe(state, sold, _)
    finally:
        set_language("en")
    assert text == said


def test_a_debtor_with_nothing_to_sell_owes_the_bank_in_good_italian() -> None:
    """ "Ann deve 300 a la banca": Italian joins "a" and "la" ("alla"); the sentence now names the creditor as the
    other debt sentences do."""
    state = started(3)
    set_cash(state, 0, 100)
    opened = of_type(land(state, "casino-1"), "debt_opened")[0]
    set_language("it")
    try:
        said = GAME.describe(state, opened, _)
    finally:
        set_language("en")
    assert said == "Ann deve pagare 300 e ha solo 100 (creditore: la banca), senza niente da vendere."


@pytest.mark.parametrize(
    ("language", "opened", "left"),
    [
        (
            "en",
            "Ann owes 300 to the bank, with no cash and nothing to sell.",
            "Ann cannot pay the bank anything and leaves the game.",
        ),
        (
            "it",
            "Ann deve pagare 300 (creditore: la banca), senza denaro né niente da vendere.",
            "Ann non può pagare nulla (creditore: la banca) ed esce dal gioco.",
        ),
        (
            "fr",
            "Ann doit 300 à la banque, sans argent ni rien à vendre.",
            "Ann ne peut rien payer à la banque et quitte la partie.",
        ),
    ],
)
def test_a_debtor_with_no_cash_at_all_is_not_said_to_have_or_pay_0(language: str, opened: str, left: str) -> None:
    """ "Cat owes 50 to Ben and has 0, with nothing to sell." ("ha solo 0" in Italian), then "Cat cannot pay: pays
    0 to Ben and leaves the game.": a purse with nothing in it, said as an amount."""
    state = started(3)
    set_cash(state, 0, 0)
    happened = land(state, "casino-1")
    set_language(language)
    try:
        said = [GAME.describe(state, event, _) for event in happened if event.type in ("debt_opened", "went_bankrupt")]
    finally:
        set_language("en")
    assert said == [opened, left]


def test_a_debtor_with_no_cash_but_shares_is_told_to_sell_them() -> None:
    state = started(3)
    set_cash(state, 0, 0)
    give_shares(state, 0, "5", 10)
    own(state, 0, "PH-1")  # shares, then a company (shares alone: tests/games/mad_market/test_debts.py)
    opened = of_type(land(state, "casino-1"), "debt_opened")[0]
    assert GAME.describe(state, opened) == (
        "Ann owes 300 to the bank and has no cash: shares, then companies, must be sold."
    )


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "Ann owes Ben 90 rent for IT-2 and has 40: shares, then companies, must be sold."),
        ("it", "Ann deve a Ben 90 di affitto per IT-2 e ha solo 40: vanno vendute le azioni, poi le aziende."),
        ("fr", "Ann doit à Ben 90 de loyer pour IT-2 et a 40 : il faut vendre les actions, puis les entreprises."),
    ],
)
def test_a_rent_that_opens_a_debt_says_what_it_is_for(language: str, said: str) -> None:
    """ "Ben owes 70 to Ann and has 65" after "Ben moves to CRY-1." did not say the debt was the rent."""
    state = started(3)
    set_cash(state, 0, 40)
    give_shares(state, 0, "5", 10)
    own(state, 0, "PH-1")
    own(state, 1, "IT-2")
    opened = of_type(land(state, "IT-2"), "debt_opened")[0]
    assert opened.company == "IT-2" and opened.creditor == 1
    set_language(language)
    try:
        assert GAME.describe(state, opened, _) == said
    finally:
        set_language("en")


def test_a_rent_owed_with_nothing_to_sell_or_no_cash_says_so() -> None:
    state = started(3)
    set_cash(state, 0, 40)
    own(state, 1, "IT-2")
    opened = of_type(land(state, "IT-2"), "debt_opened")[0]
    assert GAME.describe(state, opened) == "Ann owes Ben 90 rent for IT-2 and has 40, with nothing to sell."
    state = started(3)
    set_cash(state, 0, 0)
    own(state, 1, "IT-2")
    opened = of_type(land(state, "IT-2"), "debt_opened")[0]
    assert GAME.describe(state, opened) == "Ann owes Ben 90 rent for IT-2, with no cash and nothing to sell."
    state = started(3)
    set_cash(state, 0, 0)
    give_shares(state, 0, "5", 10)
    own(state, 0, "PH-1")
    own(state, 1, "IT-2")
    opened = of_type(land(state, "IT-2"), "debt_opened")[0]
    assert GAME.describe(state, opened) == (
        "Ann owes Ben 90 rent for IT-2 and has no cash: shares, then companies, must be sold."
    )
