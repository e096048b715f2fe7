"""Set-up: cash by player count, each company's treasury, first share, price and tokens; the chance draws."""

from __future__ import annotations

import pytest

from companion.core import BANK, ConfigError, Ledger
from companion.games.steam_barons import GAME
from companion.games.steam_barons.actions import CompanyOrder, FirstPlayer
from companion.games.steam_barons.holdings import Holdings
from companion.games.steam_barons.rules import COMPANIES, START_CASH, START_TREASURY
from companion.games.steam_barons.state import ACCOUNTS

from .helpers import apply, config, new, refused, started, types


@pytest.mark.parametrize("players, cash", [(2, 40), (3, 30), (4, 25), (5, 20), (6, 20)])
def test_starting_cash_by_player_count(players: int, cash: int) -> None:
    state = new(players)
    assert [state.cash(seat) for seat in range(players)] == [cash] * players


@pytest.mark.parametrize("game_map, tokens", [("eastern_us", 8), ("northern_england", 6)])
def test_each_company_starts_with_five_dollars_one_available_share_price_five_performance_zero(
    game_map: str, tokens: int
) -> None:
    state = new(3, map=game_map)
    for company in COMPANIES:
        firm = state.companies[company]
        assert state.treasury(company) == 5
        assert state.shares.available[company] == 1 and state.shares.unissued[company] == tokens - 1
        assert firm.price == 5 and firm.performance == 0 and firm.controller is None and firm.links == 0
    GAME.check_invariants(state)


def test_the_order_of_play_is_drawn_first_then_the_first_player() -> None:
    state = new(4)
    prompt = GAME.prompt(state)
    assert prompt.kind == "company_order" and prompt.chance and prompt.player is None
    order = ("black", "green", "white", "orange", "wood", "brown")
    events = apply(state, CompanyOrder(order))
    assert state.order == list(order) and types(events) == ["order_drawn"]
    prompt = GAME.prompt(state)
    assert prompt.kind == "first_player" and prompt.chance
    events = apply(state, FirstPlayer(2))
    assert state.marker == 2 and types(events)[:3] == ["first_player", "turn_started", "auction_opened"]
    assert state.turn == 1 and state.company == "black" and state.auction.to_act == 2


def test_the_companion_draws_from_the_seed_and_players_may_enter_their_own_draw() -> None:
    state = new(3)
    drawn = GAME.legal_actions(state)[0]
    assert isinstance(drawn, CompanyOrder) and sorted(drawn.order) == sorted(COMPANIES)
    assert GAME.legal_actions(new(3))[0] == drawn  # the same seed draws the same order
    assert any(GAME.legal_actions(new(3, seed=seed))[0] != drawn for seed in range(8, 12))
    apply(state, CompanyOrder(tuple(reversed(COMPANIES))))  # any order typed from a real bag


def test_a_wrong_order_or_seat_is_refused() -> None:
    state = new(3)
    refused(state, CompanyOrder(("orange", "green")), "bad_order")
    refused(state, CompanyOrder(("orange",) * 6), "bad_order")
    refused(state, CompanyOrder(("orange", "green", "brown", "wood", "black", "pink")), "bad_order")
    refused(state, FirstPlayer(0), "wrong_phase")
    apply(state, CompanyOrder(COMPANIES))
    refused(state, FirstPlayer(3), "bad_seat")
    refused(state, FirstPlayer(-1), "bad_seat")


@pytest.mark.parametrize(
    "bad, message",
    [
        ({"players": ["Ann"]}, "2 to 6 players"),
        ({"players": [f"P{i}" for i in range(7)]}, "2 to 6 players"),
        ({"players": ["Ann", ""]}, "has no name"),
        ({"players": ["Ann", "Ben"], "map": "europe"}, "eastern_us or northern_england"),
        ({"players": ["Ann", "Ben"], "seed": "x"}, "whole number"),
        ({"players": ["Ann", "Ben"], "colour": "red"}, "Unknown option 'colour'"),
        ({"players": ["Ann", "Ben"], "card": "box"}, "Card field 'card'"),
    ],
)
def test_bad_configurations_are_refused_with_a_reason(bad, message) -> None:
    with pytest.raises(ConfigError, match=message):
        GAME.prepare_config(bad)


def test_the_prepared_config_is_complete_and_idempotent() -> None:
    prepared = GAME.prepare_config(config(3))
    assert set(prepared) == {"players", "map", "card", "seed"}
    assert prepared["map"] == "eastern_us" and isinstance(prepared["card"], dict)
    assert GAME.prepare_config(prepared) == prepared


def test_started_helper_reaches_the_first_auction() -> None:
    state = started(2)
    assert GAME.prompt(state).kind == "auction"


def test_the_rules_help_carries_the_physical_set_up_checklist() -> None:
    # The companion cannot see the goods: the second reading's set-up checklist must reach the table in words.
    text = " ".join(GAME.rules)
    for step in ("16 black goods cubes", "as its value", "one for each town", "none on Goods Supply", "grey cubes"):
        assert step in text, step
    assert "never replenished" in text


@pytest.mark.parametrize("players", [2, 4, 6])
def test_each_new_game_has_its_own_books_equal_to_books_opened_afresh(players: int) -> None:
    """A new game's ledger and holdings are copies of the set-up's books (made once per table size and map):
    equal to books opened and paid one transfer at a time, and nothing one game does reaches the next."""
    first = new(players)
    ledger = Ledger([*ACCOUNTS[:players], *COMPANIES])
    for seat in range(players):
        ledger.transfer(BANK, ACCOUNTS[seat], START_CASH[players], "starting cash")
    for company in COMPANIES:
        ledger.transfer(BANK, company, START_TREASURY, "starting treasury")
    assert first.ledger.balances() == ledger.balances() and first.ledger.history == []
    assert first.shares.fingerprint() == Holdings(COMPANIES, 8, players).fingerprint()
    first.ledger.transfer(ACCOUNTS[0], BANK, 3, "spent")
    first.shares.buy(COMPANIES[0], 0, 1)
    second = new(players)
    assert second.ledger is not first.ledger and second.shares is not first.shares
    assert second.ledger.balances() == ledger.balances()
    assert second.shares.fingerprint() == Holdings(COMPANIES, 8, players).fingerprint()
    assert second.shares.available is second.shares.places["available"]  # the copy names its own places
    GAME.check_invariants(second)
