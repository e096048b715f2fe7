"""Mergers: survivor, sizes, settling order, shareholder bonuses and their rounding."""

from __future__ import annotations

import pytest

from companion.games.acquire import GAME
from companion.games.acquire.bonuses import Award, awards, round_up
from companion.games.acquire.errors import NotLargestChain, NotNextDefunct

from .helpers import act, dispose, line, of_type, place, position, snapshot, types


def survivor(seat: int, chain: str) -> dict:
    return {"type": "choose_survivor", "player": seat, "chain": chain}


def defunct(seat: int, chain: str) -> dict:
    return {"type": "choose_defunct", "player": seat, "chain": chain}


def test_the_largest_chain_survives() -> None:
    state = position(chains={"tower": line("A", 1, 3), "luxor": line("A", 5, 6)})
    happened = act(state, place(0, "4A"))
    merger = of_type(happened, "merger")[0]
    assert (merger.survivor, merger.defunct, merger.tile, merger.player) == ("tower", ("luxor",), "4A", 0)
    assert "luxor" not in state.chains and state.size("tower") == 6
    assert GAME.prompt(state).kind == "buy" and GAME.prompt(state).player == 0


def test_a_tie_for_largest_is_broken_by_the_mergemaker() -> None:
    state = position(chains={"tower": line("A", 1, 2), "imperial": line("A", 4, 5)}, turn=1)
    act(state, place(1, "3A"))
    prompt = GAME.prompt(state)
    assert prompt.kind == "choose_survivor" and prompt.player == 1
    assert set(prompt.data["candidates"]) == {"tower", "imperial"}
    happened = act(state, survivor(1, "tower"))
    assert of_type(happened, "merger")[0].survivor == "tower"
    assert "imperial" not in state.chains and state.size("tower") == 5


def test_only_a_largest_chain_may_be_chosen_to_survive() -> None:
    state = position(chains={"tower": ["1A", "2A", "1B"], "imperial": ["4A", "5A", "5B"], "luxor": ["3B", "3C"]})
    act(state, place(0, "3A"))
    before = snapshot(state)
    with pytest.raises(NotLargestChain):
        act(state, survivor(0, "luxor"))
    assert snapshot(state) == before
    assert {a.chain for a in GAME.legal_actions(state)} == {"tower", "imperial"}


def test_the_merging_tile_does_not_count_toward_the_defunct_size() -> None:
    # Luxor has 2 tiles: bonuses at size 2 ($2,000 + $1,000 to a sole holder), not 3.
    state = position(chains={"tower": line("A", 1, 3), "luxor": line("A", 5, 6)}, holdings={1: {"luxor": 2}})
    happened = act(state, place(0, "4A"))
    paid = of_type(happened, "bonus_paid")
    assert [(b.player, b.amount, b.kind) for b in paid] == [(1, 2000, "majority"), (1, 1000, "minority")]
    assert GAME.prompt(state).data["price"] == 200
    happened = act(state, dispose(1, sell=2))
    assert of_type(happened, "shares_disposed")[0].proceeds == 400


def test_defunct_chains_are_settled_largest_first() -> None:
    state = position(
        chains={"tower": line("A", 1, 5), "luxor": ["7A", "8A", "9A"], "american": ["6B", "6C"]},
        holdings={1: {"luxor": 1, "american": 1}},
    )
    happened = act(state, place(0, "6A"))
    assert of_type(happened, "merger")[0].defunct == ("luxor", "american")
    assert GAME.prompt(state).data["chain"] == "luxor"
    happened = act(state, dispose(1))
    assert of_type(happened, "bonus_paid")[0].chain == "american"
    assert of_type(happened, "chain_absorbed")[0].defunct == "luxor"


def test_the_mergemaker_orders_equal_size_defunct_chains() -> None:
    state = position(chains={"tower": line("A", 1, 5), "luxor": ["7A", "8A"], "american": ["6B", "6C"]})
    act(state, place(0, "6A"))
    prompt = GAME.prompt(state)
    assert prompt.kind == "choose_defunct" and set(prompt.data["candidates"]) == {"luxor", "american"}
    with pytest.raises(NotNextDefunct):
        act(state, defunct(0, "tower"))
    happened = act(state, defunct(0, "american"))
    assert of_type(happened, "merger")[0].defunct == ("american", "luxor")
    assert [e.defunct for e in of_type(happened, "chain_absorbed")] == ["american", "luxor"]


def test_four_chains_two_ties_survivor_then_order() -> None:
    chains = {"tower": ["5A", "5B"], "luxor": ["3C", "4C"], "american": ["6C", "7C"], "festival": ["5D", "5E"]}
    state = position(chains=chains)
    act(state, place(0, "5C"))
    act(state, survivor(0, "festival"))
    act(state, defunct(0, "luxor"))
    happened = act(state, defunct(0, "tower"))
    assert of_type(happened, "merger")[0].defunct == ("luxor", "tower", "american")
    assert state.size("festival") == 9 and list(state.chains) == ["festival"]


def test_each_defunct_chain_pays_at_its_own_pre_merger_size() -> None:
    # 7B touches Tower (7 tiles), Luxor (5) and American (2).
    state = position(
        chains={"tower": line("A", 1, 7), "luxor": line("B", 8, 12), "american": ["7C", "7D"]},
        holdings={0: {"luxor": 1}, 1: {"american": 1}},
    )
    happened = act(state, place(0, "7B"))
    merger = of_type(happened, "merger")[0]
    assert merger.survivor == "tower" and merger.defunct == ("luxor", "american")
    assert [(b.chain, b.amount) for b in of_type(happened, "bonus_paid")] == [("luxor", 5000), ("luxor", 2500)]
    happened = act(state, dispose(0, sell=1))
    assert of_type(happened, "shares_disposed")[0].proceeds == 500
    assert [(b.chain, b.amount) for b in of_type(happened, "bonus_paid")] == [("american", 3000), ("american", 1500)]
    act(state, dispose(1, sell=1))
    assert state.size("tower") == 7 + 5 + 2 + 1


def test_a_chain_of_ten_can_be_absorbed_but_a_safe_one_of_eleven_cannot() -> None:
    state = position(chains={"tower": line("A", 1, 10), "imperial": line("C", 1, 11)})
    happened = act(state, place(0, "1B"))
    assert of_type(happened, "merger")[0].survivor == "imperial"
    state = position(chains={"tower": line("A", 1, 11), "imperial": line("C", 1, 11)})
    assert GAME.summary(state)["chains"]["tower"]["safe"] is True


@pytest.mark.parametrize(
    "counts, expected",
    [
        ({0: 5}, [Award(0, 2000, "majority"), Award(0, 1000, "minority")]),
        ({0: 5, 1: 3, 2: 1}, [Award(0, 2000, "majority"), Award(1, 1000, "minority")]),
        ({0: 4, 1: 4, 2: 1}, [Award(0, 1500, "shared"), Award(1, 1500, "shared")]),
        ({0: 6, 1: 2, 2: 2}, [Award(0, 2000, "majority"), Award(1, 500, "minority"), Award(2, 500, "minority")]),
        ({0: 6, 1: 2, 2: 2, 3: 2}, [Award(0, 2000, "majority")] + [Award(s, 400, "minority") for s in (1, 2, 3)]),
        ({0: 3, 1: 3, 2: 3}, [Award(s, 1000, "shared") for s in (0, 1, 2)]),
        ({0: 0, 1: 2}, [Award(1, 2000, "majority"), Award(1, 1000, "minority")]),
        ({}, []),
    ],
)
def test_bonus_rules_for_a_tier_one_chain_of_two(counts: dict[int, int], expected: list[Award]) -> None:
    assert awards(counts, 2000, 1000) == expected


def test_split_bonuses_round_up_to_the_next_hundred() -> None:
    assert round_up(4500, 2) == 2300  # tie for first, tier 2 size 2: (3000 + 1500) / 2 = 2250
    assert round_up(1500, 2) == 800  # tie for second: 750
    assert round_up(1000, 3) == 400  # 333.33
    assert round_up(3000, 3) == 1000  # exact stays
    assert awards({0: 2, 1: 2}, 3000, 1500) == [Award(0, 2300, "shared"), Award(1, 2300, "shared")]


def test_bonuses_are_paid_by_the_bank_through_the_ledger() -> None:
    state = position(
        chains={"tower": line("A", 1, 3), "american": line("A", 5, 6)},
        holdings={1: {"american": 2}, 2: {"american": 2}},
    )
    happened = act(state, place(0, "4A"))
    assert [(b.player, b.amount, b.kind) for b in of_type(happened, "bonus_paid")] == [
        (1, 2300, "shared"),
        (2, 2300, "shared"),
    ]
    assert state.cash(1) == state.cash(2) == 8300
    assert state.ledger["bank"] == -(3 * 6000 + 2 * 2300)
    state.ledger.check()
    assert types(happened)[:3] == ["tile_placed", "merger", "bonus_paid"]
