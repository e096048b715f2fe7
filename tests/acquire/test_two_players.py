"""Two players: the stock market is an extra holder whose count is a drawn tile's number."""

from __future__ import annotations

import pytest

from companion.core import ActionRange
from companion.games.acquire import GAME
from companion.games.acquire.actions import MarketHolding
from companion.games.acquire.board import TILE_NAMES, TILE_NUMBER
from companion.games.acquire.errors import BadMarketHolding, MarketDrawMismatch
from companion.games.acquire.market import market_draw

from .helpers import act, dealt, dispose, line, of_type, place, play, position, snapshot, types


def market(shares: int) -> dict:
    return {"type": "market_holding", "shares": shares}


def two(holdings: dict, **kwargs):
    """Tower (3) absorbs Luxor (2, tier 1: majority $2,000, minority $1,000) when 4A is played."""
    return position(2, chains={"tower": line("A", 1, 3), "luxor": line("A", 5, 6)}, holdings=holdings, **kwargs)


def test_a_merger_asks_chance_for_the_market_holding() -> None:
    state = two({0: {"luxor": 5}})
    happened = act(state, place(0, "4A"))
    assert types(happened) == ["tile_placed", "merger"]
    prompt = GAME.prompt(state)
    assert prompt.kind == "market_holding" and prompt.chance and prompt.player is None
    assert prompt.data == {"chain": "luxor"}
    assert GAME.legal_actions(state) == [ActionRange(MarketHolding, "shares", 1, 12)]


@pytest.mark.parametrize("shares", [0, 13, -2])
def test_the_market_holding_is_a_tile_number(shares: int) -> None:
    state = two({0: {"luxor": 5}})
    act(state, place(0, "4A"))
    before = snapshot(state)
    with pytest.raises(BadMarketHolding):
        act(state, market(shares))
    assert snapshot(state) == before


def test_market_majority_stays_in_the_bank_and_the_player_gets_the_minority() -> None:
    state = two({0: {"luxor": 5}})
    act(state, place(0, "4A"))
    happened = act(state, market(9))
    assert of_type(happened, "market_holding")[0].shares == 9
    assert [(b.amount, b.kind) for b in of_type(happened, "market_bonus")] == [(2000, "majority")]
    assert [(b.player, b.amount, b.kind) for b in of_type(happened, "bonus_paid")] == [(0, 1000, "minority")]
    assert state.cash(0) == 7000 and state.ledger["bank"] == -13000


def test_the_market_ties_like_a_player_and_its_part_stays_in_the_bank() -> None:
    state = two({0: {"luxor": 4}, 1: {"luxor": 4}})
    act(state, place(0, "4A"))
    happened = act(state, market(4))
    assert [(b.player, b.amount) for b in of_type(happened, "bonus_paid")] == [(0, 1000), (1, 1000)]
    assert [(b.amount, b.kind) for b in of_type(happened, "market_bonus")] == [(1000, "shared")]


def test_the_market_ties_for_second() -> None:
    state = two({0: {"luxor": 8}, 1: {"luxor": 3}})
    act(state, place(0, "4A"))
    happened = act(state, market(3))
    assert [(b.player, b.amount, b.kind) for b in of_type(happened, "bonus_paid")] == [
        (0, 2000, "majority"),
        (1, 500, "minority"),
    ]
    assert [(b.amount, b.kind) for b in of_type(happened, "market_bonus")] == [(500, "minority")]


def test_the_market_may_push_the_total_past_25() -> None:
    state = two({0: {"luxor": 13}, 1: {"luxor": 12}})
    act(state, place(0, "4A"))
    happened = act(state, market(12))  # 13 + 12 + 12 = 37 shares: Ben and the market tie for second
    assert [(b.player, b.amount, b.kind) for b in of_type(happened, "bonus_paid")] == [
        (0, 2000, "majority"),
        (1, 500, "minority"),
    ]
    assert [(b.amount, b.kind) for b in of_type(happened, "market_bonus")] == [(500, "minority")]


def test_one_draw_per_defunct_chain() -> None:
    state = position(
        2,
        chains={"tower": line("A", 1, 5), "luxor": ["7A", "8A", "9A"], "american": ["6B", "6C"]},
        holdings={1: {"luxor": 1, "american": 1}},
    )
    act(state, place(0, "6A"))
    assert GAME.prompt(state).data == {"chain": "luxor"}
    play(state, market(1))
    assert GAME.prompt(state).kind == "dispose"
    act(state, dispose(1))
    assert GAME.prompt(state).data == {"chain": "american"}
    happened = act(state, market(2))
    assert of_type(happened, "market_holding")[0].chain == "american"


def test_the_market_competes_again_for_final_bonuses_one_draw_per_active_chain() -> None:
    state = position(
        2,
        chains={"tower": line("A", 1, 11), "imperial": line("C", 1, 11)},
        holdings={0: {"tower": 2}, 1: {"imperial": 5}},
    )
    play(
        state,
        {"type": "declare_end", "player": 0},
        {"type": "no_playable_tile", "player": 0},
        {"type": "buy", "player": 0, "shares": {}},
    )
    assert GAME.prompt(state).kind == "market_holding" and GAME.prompt(state).data == {"chain": "tower"}
    happened = act(state, market(7))
    assert [(b.amount, b.kind) for b in of_type(happened, "market_bonus")] == [(7000, "majority")]
    assert GAME.prompt(state).data == {"chain": "imperial"}
    happened = act(state, market(5))
    assert [(b.player, b.amount, b.kind) for b in of_type(happened, "bonus_paid")] == [(1, 6800, "shared")]
    assert types(happened)[-1] == "game_over"


def test_three_players_have_no_market() -> None:
    state = position(3, chains={"tower": line("A", 1, 3), "luxor": line("A", 5, 6)}, holdings={0: {"luxor": 5}})
    happened = act(state, place(0, "4A"))
    assert "bonus_paid" in types(happened) and GAME.prompt(state).kind == "dispose"


def test_dealt_mode_draws_the_market_tile_from_the_pile_reproducibly() -> None:
    state = dealt(2, seed=11)
    state2 = dealt(2, seed=11)
    drawn = market_draw(state)
    assert drawn in state.bag[state.drawn :]
    assert drawn == market_draw(state2)
    state.market_draws += 1
    assert [market_draw(state) for _ in range(3)] == [market_draw(state)] * 3


def test_dealt_mode_accepts_only_the_companions_draw() -> None:
    state = two({0: {"luxor": 5}}, tiles="dealt", seed=3, hands={0: ["4A", "9I"], 1: ["8I"]})
    act(state, place(0, "4A"))
    drawn = market_draw(state)
    assert drawn in state.bag[state.drawn :]
    assert GAME.legal_actions(state) == [MarketHolding(TILE_NUMBER[drawn])]
    wrong = 1 if TILE_NUMBER[drawn] != 1 else 2
    before = snapshot(state)
    with pytest.raises(MarketDrawMismatch) as refused:
        act(state, market(wrong))
    assert refused.value.data["tile"] == TILE_NAMES[drawn]
    assert snapshot(state) == before
    act(state, market(TILE_NUMBER[drawn]))
    assert state.market_draws == 1 and market_draw(state) in state.bag[state.drawn :]


def test_dealt_market_draw_with_an_empty_pile_uses_the_whole_tile_set() -> None:
    state = two({0: {"luxor": 5}}, tiles="dealt", seed=3, hands={0: ["4A"], 1: []}, pile=[])
    act(state, place(0, "4A"))
    assert state.draw_pile == 0
    assert 1 <= GAME.legal_actions(state)[0].shares <= 12
