"""Phase 2, build track: paid by the treasury, shares issued for the shortfall only, the build limit."""

from __future__ import annotations

import pytest

from companion.core import ActionRange
from companion.games.steam_barons import GAME
from companion.games.steam_barons.actions import Build, EndBuild

from .helpers import apply, give_shares, of_type, refused, set_treasury, skip_auctions, started, types


def building(players: int = 3, controllers: dict[str, int] | None = None, **options):
    """Turn 1 at the first company's build: ``controllers`` bought their companies (default orange: seat 0)."""
    state = started(players, **options)
    for company, seat in (controllers or {"orange": 0}).items():
        give_shares(state, seat, company, 1)
    skip_auctions(state)
    assert state.phase == "build"
    return state


def test_the_controller_builds_for_the_company_and_only_the_controller() -> None:
    state = building(controllers={"orange": 1})
    assert state.company == "orange" and GAME.prompt(state).player == 1
    refusal = refused(state, Build(0, 2), "not_controller")
    assert "Ann does not control Orange: Ben decides for it" in str(refusal)
    apply(state, Build(1, 2))


def test_the_treasury_pays_and_players_never_do() -> None:
    state = building()
    cash = state.cash(0)
    bank = state.ledger["bank"]
    apply(state, Build(0, 4))
    assert state.treasury("orange") == 1 and state.cash(0) == cash and state.ledger["bank"] == bank + 4
    assert state.shares.available["orange"] == 0  # nothing issued


def test_a_shortfall_issues_the_minimum_number_of_shares_at_five_dollars_whatever_the_price() -> None:
    state = building()
    state.companies["orange"].price = 12
    unissued = state.shares.unissued["orange"]
    events = apply(state, Build(0, 16))  # $5 in the treasury: short $11 -> 3 shares
    issued = of_type(events, "shares_issued")[0]
    assert issued.count == 3 and issued.amount == 15
    assert state.shares.unissued["orange"] == unissued - 3
    assert state.shares.available["orange"] == 3  # issued shares go to Available Shares
    assert state.treasury("orange") == 5 + 15 - 16  # leftover money stays in the treasury
    assert state.companies["orange"].price == 12  # issuing never moves a price


def test_exactly_enough_needs_no_issue_and_one_dollar_short_needs_one() -> None:
    state = building(map="northern_england")
    events = apply(state, Build(0, 5))
    assert "shares_issued" not in types(events) and state.treasury("orange") == 0
    events = apply(state, Build(0, 1))
    assert of_type(events, "shares_issued")[0].count == 1 and state.treasury("orange") == 4


def test_a_tile_the_company_cannot_pay_is_refused_and_issues_nothing() -> None:
    state = building(map="northern_england")  # 6 tokens: 5 unissued
    state.shares.issue("orange", 4)  # one unissued token left
    set_treasury(state, "green", 0)
    set_treasury(state, "orange", 3)
    refusal = refused(state, Build(0, 9), "cannot_pay_tile")
    assert "Orange can pay $3 and issue 1 more share ($5): this $9 tile cannot be paid" in str(refusal)
    apply(state, Build(0, 8))
    assert state.shares.unissued["orange"] == 0 and state.treasury("orange") == 0


def test_with_every_share_issued_the_treasury_alone_pays() -> None:
    state = building(map="northern_england")
    state.shares.issue("orange", 5)
    refusal = refused(state, Build(0, 6), "cannot_pay_tile")
    assert "has no shares left to issue" in str(refusal)
    apply(state, Build(0, 5))
    assert [c for c in GAME.legal_actions(state) if isinstance(c, ActionRange)] == []
    assert GAME.legal_actions(state) == [EndBuild(0, state.company)]


def test_several_unissued_shares_are_named_in_the_refusal() -> None:
    state = building()
    refusal = refused(state, Build(0, 41), "cannot_pay_tile")
    assert str(refusal) == "Orange can pay $5 and issue 7 more shares ($35): this $41 tile cannot be paid."


@pytest.mark.parametrize("turn, limit", [(1, 2), (2, 3), (5, 6)])
def test_eastern_us_builds_at_most_turn_plus_one_tiles(turn: int, limit: int) -> None:
    state = building(map="eastern_us")
    state.turn = turn
    assert state.limit() == limit
    set_treasury(state, "orange", 60)
    for _tile in range(limit - 1):
        apply(state, Build(0, 1))
        assert state.company == "orange"
    events = apply(state, Build(0, 1))  # the last allowed tile ends the company's building
    assert "build_ended" in types(events) and state.phase != "build"


def test_ruling_northern_england_builds_at_most_three_tiles() -> None:
    state = building(map="northern_england")
    state.turn = 5
    assert state.limit() == 3
    apply(state, Build(0, 1), Build(0, 1))
    events = apply(state, Build(0, 1))
    assert of_type(events, "build_ended")[0].tiles == 3


def test_completes_link_counts_one_more_own_link() -> None:
    state = building()
    apply(state, Build(0, 3, completes_link=True))
    assert state.companies["orange"].links == 1
    apply(state, Build(0, 1, completes_link=False))
    assert state.companies["orange"].links == 1


def test_end_build_moves_to_the_next_controlled_company_in_order() -> None:
    state = building(controllers={"orange": 0, "brown": 2})
    events = apply(state, EndBuild(0))
    assert [e.companies for e in of_type(events, "no_controller")] == [("green",)]
    assert state.company == "brown" and GAME.prompt(state).player == 2


def test_ruling_an_uncontrolled_company_builds_nothing() -> None:
    state = started(3)
    events = skip_auctions(state)  # nobody bought anything
    [run] = of_type(events, "no_controller")  # the six said in one sentence
    assert len(run.companies) == 6 and "tile_built" not in types(events)
    assert "delivered" not in types(events) and state.phase == "company_order"


def test_a_tile_costs_at_least_one_dollar() -> None:
    state = building()
    refused(state, Build(0, 0), "bad_cost")
    refused(state, Build(0, -3), "bad_cost")


def test_completes_link_is_true_or_false_and_anything_else_is_refused_as_not_legal() -> None:
    state = building()
    odd = Build(0, 3, completes_link="yes")  # type: ignore[arg-type]
    assert not any(odd in choice for choice in GAME.legal_actions(state) if isinstance(choice, ActionRange))
    refused(state, odd, "bad_completes_link")
    refused(state, Build(0, 3, completes_link=None), "bad_completes_link")  # type: ignore[arg-type]
    assert state.companies["orange"].links == 0 and state.tiles == 0


def test_a_tile_past_the_limit_is_refused_should_the_company_still_be_asked() -> None:
    # Reaching the limit ends the company's building by itself, so play never gets here; the guard
    # still refuses (and changes nothing) if a company at its limit were asked again.
    state = building()
    state.tiles = state.limit()
    refusal = refused(state, Build(0, 1), "build_limit")
    assert str(refusal) == "Orange has built its 2 tiles this turn."


UNCONTROLLED_WORDS = {
    "en": (
        "Nobody controls Green: it builds and ships nothing.",
        "Nobody controls Orange, Green and Brown: they build and ship nothing.",
    ),
    "it": (
        "Nessuno controlla Verde: non costruisce e non spedisce nulla.",
        "Nessuno controlla Arancio, Verde e Marrone: non costruiscono e non spediscono nulla.",
    ),
    "fr": (
        "Personne ne contrôle Vert : elle ne construit ni ne livre rien.",
        "Personne ne contrôle Orange, Vert et Marron : elles ne construisent ni ne livrent rien.",
    ),
}


@pytest.mark.parametrize("language", sorted(UNCONTROLLED_WORDS))
def test_a_run_of_uncontrolled_companies_is_said_in_one_sentence(language: str) -> None:
    """ "Nobody controls Brown … Nobody controls Green …": six sentences alike after a turn nobody bid in."""
    from companion.games.steam_barons.events import NoController
    from companion.text.i18n import translator

    _ = translator(language)
    one, three = UNCONTROLLED_WORDS[language]
    state = started(3)
    assert GAME.describe(state, NoController(("green",)), _) == one
    assert GAME.describe(state, NoController(("orange", "green", "brown")), _) == three


BUILT_NOTHING_WORDS = {
    "en": "Orange builds nothing this turn; treasury $5.",
    "it": "Arancio non costruisce nulla in questo turno; cassa $5.",
    "fr": "Orange ne construit rien ce tour-ci ; caisse $5.",
}


@pytest.mark.parametrize("language", sorted(BUILT_NOTHING_WORDS))
def test_a_company_that_builds_nothing_says_so(language: str) -> None:
    """ "Orange ends its building with 0 tiles": a company that lays no track says it builds nothing."""
    from companion.text.i18n import translator

    state = building(controllers={"orange": 0})
    events = apply(state, EndBuild(0))
    [ended] = of_type(events, "build_ended")
    assert GAME.describe(state, ended, translator(language)) == BUILT_NOTHING_WORDS[language]
