"""Phase 6, bankruptcy: a company at B leaves the game; its links become ownerless."""

from __future__ import annotations

from companion.games.steam_barons import GAME
from companion.games.steam_barons.actions import Build, Deliver, EndBuild, Sell

from .helpers import TEST_CARD, apply, give_shares, of_type, set_price, skip_auctions, started


def bankrupt_orange():
    """Turn 1: orange (3 links, $4 treasury, Ann 2 shares) goes to B in phase 4; Ben holds green."""
    state = started(3, card=TEST_CARD, map="northern_england")
    give_shares(state, 0, "orange", 2)
    give_shares(state, 1, "green", 1)
    set_price(state, "orange", 0)
    skip_auctions(state)
    apply(state, Build(0, 1, True), Build(0, 1, True), Build(0, 1, True))
    assert state.company == "green"
    for company in ("brown", "wood", "black", "white"):
        state.companies[company].performance = 5
    state.companies["green"].performance = 9
    apply(state, EndBuild(1))  # deliveries: only orange has links; it ships twice over one link
    while state.phase == "deliver":
        apply(state, Deliver(0, 1))
    # Stacks 9, 5, 2: +1, 0, -1; orange goes from $0 to B.
    return state


def test_a_company_at_b_is_removed_after_the_sales() -> None:
    state = bankrupt_orange()
    assert state.phase == "sell" and state.companies["orange"].price is None
    assert not state.companies["orange"].removed  # at B until phase 6
    bank = state.ledger["bank"]
    treasury = state.treasury("orange")
    events = apply(state, Sell(1, {}))  # Ann cannot sell orange; only Ben is asked
    removed = of_type(events, "company_removed")[0]
    firm = state.companies["orange"]
    assert firm.removed and firm.controller is None  # the certificate is removed
    assert state.shares.removed["orange"] == 6 and state.shares.held(0, "orange") == 0  # worthless
    assert state.treasury("orange") == 0 and state.ledger["bank"] == bank + treasury  # ruling: back to the bank
    assert removed.links == 3 and state.ownerless == 3  # its links become ownerless
    assert "orange" not in state.order


def test_a_bankrupt_company_never_returns_and_is_not_in_the_next_order() -> None:
    state = bankrupt_orange()
    apply(state, Sell(1, {}))
    assert state.phase == "company_order"
    assert "orange" not in GAME.prompt(state).data["companies"]
    assert "orange" not in GAME.legal_actions(state)[0].order


def test_ownerless_links_can_be_used_by_others_but_score_no_performance() -> None:
    state = bankrupt_orange()
    apply(state, Sell(1, {}))
    apply(state, GAME.legal_actions(state)[0])
    skip_auctions(state)
    assert state.phase == "build" and state.company != "orange"
    while state.company != "green":
        apply(state, EndBuild(state.companies[state.company].controller))
    apply(state, Build(1, 1, True), EndBuild(1))
    assert state.phase == "deliver" and state.company == "green"
    events = apply(state, Deliver(1, 1, 3))
    assert of_type(events, "delivered")[0].performance == 1
