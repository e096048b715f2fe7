"""Phase 3, ship goods: two rounds in order of play, own and ownerless links, performance from own links."""

from __future__ import annotations

import pytest

from companion.games.steam_barons import GAME
from companion.games.steam_barons.actions import Build, Deliver, EndBuild, SkipDelivery

from .helpers import apply, give_shares, go_bankrupt, of_type, refused, skip_auctions, started, types


def shipping(links: dict[str, int], controllers: dict[str, int], players: int = 3, ownerless: int = 0):
    """Turn 1's deliveries: each company in ``links`` built that many links (one tile each);
    white went bankrupt leaving ``ownerless`` links."""
    state = started(players, map="northern_england")
    if ownerless:
        go_bankrupt(state, "white", ownerless)
    for company, seat in controllers.items():
        give_shares(state, seat, company, 1)
    skip_auctions(state)
    while state.phase == "build":
        company = state.company
        seat = state.companies[company].controller
        for _ in range(links.get(company, 0)):
            apply(state, Build(seat, 1, completes_link=True))
        if state.phase == "build" and state.company == company:
            apply(state, EndBuild(seat))
    return state


def test_two_rounds_each_company_once_per_round_in_order_of_play() -> None:
    state = shipping({"orange": 2, "brown": 1, "black": 1}, {"orange": 0, "brown": 1, "black": 2})
    seen = []
    while state.phase == "deliver":
        seen.append((state.round, state.company))
        apply(state, Deliver(state.companies[state.company].controller, 1))
    assert seen == [(1, "orange"), (1, "brown"), (1, "black"), (2, "orange"), (2, "brown"), (2, "black")]


def test_performance_rises_by_the_own_links_used_only() -> None:
    state = shipping({"orange": 3}, {"orange": 0}, ownerless=4)
    events = apply(state, Deliver(0, 3, 2))
    assert state.companies["orange"].performance == 3
    assert of_type(events, "delivered")[0].performance == 3
    events = apply(state, Deliver(0, 2, 4))
    # Phase 4 ran after the last delivery: the two cubes' own links, 3 + 2, made the performance.
    assert of_type(events, "company_result")[0].performance == 5


def test_more_links_than_the_company_has_are_refused() -> None:
    state = shipping({"orange": 2}, {"orange": 0})
    refusal = refused(state, Deliver(0, 3), "too_many_own_links")
    assert str(refusal) == "Orange has 2 links of its own, not 3."
    refusal = refused(state, Deliver(0, 1, 1), "too_many_ownerless_links")
    assert "0 ownerless links" in str(refusal)


def test_a_delivery_uses_at_least_one_link() -> None:
    state = shipping({"orange": 2}, {"orange": 0})
    refused(state, Deliver(0, 0, 0), "empty_delivery")
    refused(state, Deliver(0, -1, 2), "bad_links")


def test_a_company_may_skip_a_delivery_and_only_its_controller_ships() -> None:
    state = shipping({"orange": 2, "brown": 2}, {"orange": 0, "brown": 1})
    refused(state, Deliver(1, 1), "not_controller")
    events = apply(state, SkipDelivery(0))
    assert "delivery_skipped" in types(events) and state.company == "brown"
    assert state.companies["orange"].performance == 0


def test_ruling_a_company_without_usable_links_is_not_asked() -> None:
    state = shipping({"brown": 1}, {"orange": 0, "brown": 1})
    assert state.company == "brown"  # orange built no link: skipped with an event
    assert GAME.prompt(state).player == 1


def test_no_locomotive_limit_a_cube_may_use_every_own_link() -> None:
    state = shipping({"orange": 3}, {"orange": 0})
    apply(state, Deliver(0, 3))
    assert state.companies["orange"].performance == 3


def test_ruling_an_uncontrolled_company_ships_nothing_even_over_ownerless_links() -> None:
    state = shipping({}, {"brown": 1}, ownerless=2)
    assert state.phase == "deliver" and state.company == "brown"  # orange and green: nobody bought them
    events = apply(state, Deliver(1, 0, 2))
    assert of_type(events, "delivered")[0].performance == 0  # ownerless links score nothing
    assert "delivery_skipped" not in types(events)  # the uncontrolled companies are not even mentioned
    assert state.companies["orange"].performance == 0 and state.companies["green"].performance == 0


DELIVERY_WORDS = {
    "en": (
        "Orange ships a cube (own links: 3): performance 3.",
        "Orange ships a cube (own links: 2, ownerless links: 1): performance 5.",
    ),
    "it": (
        "Arancio spedisce un cubo (collegamenti propri: 3): rendimento 3.",
        "Arancio spedisce un cubo (collegamenti propri: 2, collegamenti senza proprietario: 1): rendimento 5.",
    ),
    "fr": (
        "Orange livre un cube (liaisons propres : 3) : rendement 3.",
        "Orange livre un cube (liaisons propres : 2, liaisons sans propriétaire : 1) : rendement 5.",
    ),
}


@pytest.mark.parametrize("language", sorted(DELIVERY_WORDS))
def test_a_delivery_names_only_the_links_it_used(language: str) -> None:
    """ "senza proprietario: 0" was said of nearly every delivery: a kind of link not used is not named."""
    from companion.games.steam_barons.events import Delivered
    from companion.text.i18n import translator

    _ = translator(language)
    state = started(3)
    own, both = DELIVERY_WORDS[language]
    assert GAME.describe(state, Delivered("orange", 0, 3, 0, 3), _) == own
    assert GAME.describe(state, Delivered("orange", 0, 2, 1, 5), _) == both
    alone = GAME.describe(state, Delivered("orange", 0, 0, 2, 0), _)  # "(senza proprietario: 2)": 2 of what?
    assert OWNERLESS_ALONE[language] in alone, alone


OWNERLESS_ALONE = {
    "en": "(ownerless links: 2)",
    "it": "(collegamenti senza proprietario: 2)",
    "fr": "(liaisons sans propriétaire : 2)",
}


SKIPPED_WORDS = {
    "en": "Orange, Green and Brown have no link to ship on.",
    "it": "Arancio, Verde e Marrone non hanno collegamenti su cui spedire.",
    "fr": "Orange, Vert et Marron n'ont aucune liaison pour livrer.",
}


@pytest.mark.parametrize("language", sorted(SKIPPED_WORDS))
def test_a_run_of_companies_that_ship_nothing_is_said_in_one_sentence(language: str) -> None:
    """Six companies with no track said "… ships nothing this round." six times a round, twelve lines a turn."""
    from companion.text.i18n import translator

    state = started(3)
    for company in ("orange", "green", "brown"):
        give_shares(state, 0, company, 1)
    skip_auctions(state)
    events = apply(state, EndBuild(0), EndBuild(0), EndBuild(0))
    skipped = of_type(events, "delivery_skipped")
    assert [e.companies for e in skipped] == [("orange", "green", "brown")] * 2  # one sentence a round
    assert GAME.describe(state, skipped[0], translator(language)) == SKIPPED_WORDS[language]
