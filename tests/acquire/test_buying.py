"""Buying shares: up to 3 per turn, active chains only, limited by the pool and by cash."""

from __future__ import annotations

import pytest

from companion.games.acquire import GAME
from companion.games.acquire.actions import Buy
from companion.games.acquire.errors import (
    BadBuyCount,
    BuyLimit,
    CannotAfford,
    CannotAffordHidden,
    ChainNotActive,
    NoSharesLeft,
    SharesSoldOut,
    UnknownChain,
)
from companion.text.i18n import translator

from .helpers import act, buy, line, of_type, place, position, snapshot


def ready(**kwargs) -> object:
    state = position(chains={"tower": line("A", 1, 2), "imperial": line("C", 1, 6)}, **kwargs)
    act(state, place(0, "12I"))
    return state


def test_any_mix_of_up_to_three_shares_at_current_prices() -> None:
    state = ready()
    happened = act(state, buy(0, tower=1, imperial=2))
    bought = of_type(happened, "shares_bought")[0]
    assert bought.cost == 200 + 2 * 800 and bought.shares == {"tower": 1, "imperial": 2}
    assert state.cash(0) == 6000 - 1800
    assert state.shares.held[0]["imperial"] == 2 and state.shares.pool["imperial"] == 23
    assert GAME.describe(state, bought) == "Ann buys 1 Tower share and 2 Imperial shares for $1,800."


@pytest.mark.parametrize(
    "language, said",
    [
        ("en", "Ann buys 1 Tower share and 2 Imperial shares for $1,800."),
        ("it", "Ann compra 1 azione Tower e 2 azioni Imperial per $1.800."),
        ("fr", "Ann achète 1 action Tower et 2 actions Imperial pour $1\xa0800."),
    ],
)
def test_the_log_names_each_chain_bought_as_shares_in_the_language(language: str, said: str) -> None:
    """Each chain's part is a noun with its own plural: "compra 1 Tower e 2 Imperial" named no share at all."""
    state = ready()
    bought = of_type(act(state, buy(0, tower=1, imperial=2)), "shares_bought")[0]
    assert GAME.describe(state, bought, translator(language)) == said


def test_buying_ends_the_turn_and_play_passes_clockwise() -> None:
    state = ready()
    act(state, buy(0))
    assert GAME.prompt(state).player == 1 and GAME.prompt(state).kind == "place_tile"


@pytest.mark.parametrize(
    "shares, error",
    [
        ({"tower": 4}, BuyLimit),
        ({"tower": 2, "imperial": 2}, BuyLimit),
        ({"luxor": 1}, ChainNotActive),
        ({"hydra": 1}, UnknownChain),
        ({"tower": 0}, BadBuyCount),
        ({"tower": -1}, BadBuyCount),
    ],
)
def test_illegal_purchases_are_refused_and_change_nothing(shares: dict, error: type) -> None:
    state = ready()
    before = snapshot(state)
    with pytest.raises(error):
        act(state, {"type": "buy", "player": 0, "shares": shares})
    assert snapshot(state) == before


def test_purchases_are_limited_by_the_pool() -> None:
    state = ready(holdings={1: {"imperial": 24}})
    with pytest.raises(SharesSoldOut) as refused:
        act(state, buy(0, imperial=2))
    assert str(refused.value) == "Only 1 Imperial share is left, not 2."
    act(state, buy(0, imperial=1))
    assert state.shares.pool["imperial"] == 0


def test_a_purchase_from_an_empty_pool_says_none_are_left() -> None:
    """ "Only 0 Imperial shares are left, not 2." read as a count; the pool empty is said so."""
    state = ready(holdings={1: {"imperial": 25}})
    before = snapshot(state)
    with pytest.raises(NoSharesLeft) as refused:
        act(state, buy(0, imperial=2))
    assert str(refused.value) == "No Imperial shares are left in the bank."
    assert refused.value.code == "shares_sold_out"
    assert snapshot(state) == before


def test_purchases_are_limited_by_cash_no_loans() -> None:
    state = ready(cash={0: 1000})
    with pytest.raises(CannotAfford) as refused:
        act(state, buy(0, imperial=1, tower=2))
    assert refused.value.data == {"player": 0, "player_name": "Ann", "cash": 1000, "cost": 1200}
    act(state, buy(0, imperial=1, tower=1))
    assert state.cash(0) == 0


def test_with_holdings_hidden_the_refusal_names_no_cash() -> None:
    """A stale or typed purchase past hidden cash is refused in the table's words, the cash said nowhere."""
    state = ready(cash={0: 1000}, open_holdings=False)
    before = snapshot(state)
    with pytest.raises(CannotAffordHidden) as refused:
        act(state, buy(0, imperial=1, tower=2))
    assert str(refused.value) == "That costs more than you have."
    assert refused.value.code == "cannot_afford" and refused.value.data == {"player": 0, "cost": 1200}
    assert snapshot(state) == before
    assert "1,000" not in refused.value.message(translator("it")) and "1000" not in str(refused.value.data)


def test_legal_purchases_respect_limit_pool_and_cash() -> None:
    state = ready(cash={0: 1000}, holdings={1: {"tower": 24}})
    options = [a.shares for a in GAME.legal_actions(state) if isinstance(a, Buy)]
    assert {} in options and {"tower": 1} in options and {"imperial": 1} in options
    assert {"tower": 2} not in options  # only one left in the pool
    assert {"imperial": 1, "tower": 1} in options and {"imperial": 2} not in options  # cash
    assert all(sum(o.values()) <= 3 for o in options)
    for option in options:
        trial = ready(cash={0: 1000}, holdings={1: {"tower": 24}})
        act(trial, buy(0, **option))


def test_seven_chains_give_at_most_120_purchase_options() -> None:
    chains = {
        "tower": ["1A", "2A"],
        "luxor": ["4A", "5A"],
        "american": ["9A", "10A"],
        "worldwide": ["1C", "2C"],
        "festival": ["5C", "6C"],
        "imperial": ["9C", "10C"],
        "continental": ["1E", "2E"],
    }
    state = position(chains=chains)
    act(state, place(0, "12I"))
    assert len([a for a in GAME.legal_actions(state) if isinstance(a, Buy)]) == 120
