"""Log sentences a player reads alone: what an offer left was, and a lander with no cash."""

from __future__ import annotations

import pytest

from companion.games.mad_market import GAME
from companion.games.mad_market.actions import Decline, UseBroker
from companion.text.i18n import _, set_language

from .helpers import apply, land, of_type, set_cash, started


@pytest.mark.parametrize(
    ("square", "said"),
    [
        ("IT-2", "Ann does not buy IT-2."),
        ("broker-1", "Ann hires no stockbroker."),
        ("guard-1", "Ann hires no security guards."),
        ("black_market-1", "Ann does no business at the black market."),
    ],
)
def test_an_offer_left_says_what_was_left(square: str, said: str) -> None:
    """ "Ann declines." alone in the log did not say what was declined."""
    state = started()
    land(state, square)
    declined = of_type(apply(state, Decline(0)), "declined")[0]
    assert declined.square == square  # the event keeps its fields
    assert GAME.describe(state, declined) == said


@pytest.mark.parametrize("language", ["it", "fr"])
def test_an_offer_left_is_translated(language: str) -> None:
    state = started()
    land(state, "broker-1")
    declined = of_type(apply(state, Decline(0)), "declined")[0]
    set_language(language)
    try:
        said = GAME.describe(state, declined, _)
    finally:
        set_language("en")
    assert "Ann" in said and said != "Ann hires no stockbroker."


def test_a_lander_with_no_cash_is_not_said_to_have_only_0() -> None:
    """ "Cat has only 0 and cannot buy it." read as if a little were there."""
    state = started()
    set_cash(state, 0, 0)
    offered = of_type(land(state, "IT-2"), "company_offered")[0]
    assert GAME.describe(state, offered) == "IT-2 is for sale at 180; Ann has no cash and cannot buy it."


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", ["Ann's stockbroker moves Logistics up.", "Logistics goes from 5 to 6."]),
        ("it", ["L'agente di borsa di Ann sposta Logistica al rialzo.", "L'azione Logistica passa da 5 a 6."]),
        ("fr", ["L'agent de change d'Ann déplace Logistique à la hausse.", "L'action Logistique passe de 5 à 6."]),
    ],
)
def test_a_stockbroker_is_named_once_for_its_move(language: str, said: list[str]) -> None:
    """ "Ann's stockbroker moves Logistics up." then "Logistics moves with a stockbroker: from 5 to 6.": the price's
    line said again what the line before it had just said."""
    state = started()
    state.players[0].brokers = 1
    land(state, "broker-1")
    apply(state, Decline(0))
    happened = apply(state, UseBroker(0, 1, "up"))
    set_language(language)
    try:
        assert [GAME.describe(state, event, _) for event in happened] == said
    finally:
        set_language("en")


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "Vacation: Ann has too little money to pay anything."),
        ("it", "Vacanza: Ann ha troppo poco denaro per pagare qualcosa."),
        ("fr", "Vacances : Ann a trop peu d'argent pour payer quoi que ce soit."),
    ],
)
def test_a_vacation_that_costs_nothing_is_not_said_to_pay_0(language: str, said: str) -> None:
    """ "Vacation: Cat pays 0, half their money." paid nothing."""
    state = started()
    set_cash(state, 0, 1)
    paid = of_type(land(state, "vacation-1"), "vacation_paid")[0]
    assert paid.amount == 0 and state.cash(0) == 1
    set_language(language)
    try:
        assert GAME.describe(state, paid, _) == said
    finally:
        set_language("en")


def test_a_vacation_that_costs_something_reads_as_before() -> None:
    state = started()
    set_cash(state, 0, 301)
    paid = of_type(land(state, "vacation-1"), "vacation_paid")[0]
    assert GAME.describe(state, paid) == "Vacation: Ann pays 150, half their money."
