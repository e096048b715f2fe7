"""Tiny Auction from a position: the generic contract (header, replay, refusals) on the kit's test game."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.core import Game, ImpossiblePosition, NoPositions, Table
from companion.core.journal import read
from companion.games import get
from companion.text.i18n import translator

from .roundtrip import round_trips, same

GAME = get("tiny")
LAST_AUCTION = {
    "round": 3,
    "roller": 0,
    "cash": [6, 4, 5],
    "points": [5, 7, 0],
    "revealed": ["odd", "even", "odd"],
    "lot": 9,
    "bids": {"high_bid": 2, "high_bidder": 1, "passed": [], "to_act": 2},
}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_position_from_any_moment_is_the_same_game(players: int) -> None:
    config = {"players": ["Ann", "Ben", "Cat", "Dan"][:players], "rounds": 12}
    assert round_trips(GAME, config, seed=players, every=2) >= 12


def test_the_end_of_a_game_from_a_position_in_four_entries(tmp_path: Path) -> None:
    config = {"players": ["Ann", "Ben", "Cat"], "rounds": 3, "position": LAST_AUCTION}
    table = Table.new(GAME, config, created="x", path=tmp_path / "g.jsonl", durable=False)
    for action in (
        {"type": "pass", "player": 2},
        {"type": "bid", "player": 0, "amount": 3},
        {"type": "pass", "player": 1},
    ):
        table.submit(action)
    assert table.over and len(table.steps) == 3
    summary = table.summary()
    assert [p["score"] for p in summary["players"]] == [6 - 3 + 5 + 9, 4 + 7, 5 + 0] and summary["winners"] == [0]
    again = Table.resume(GAME, read(tmp_path / "g.jsonl"))  # the header's position is the game's starting point
    assert same(again, table) and read(tmp_path / "g.jsonl").header.config["position"] == LAST_AUCTION


@pytest.mark.parametrize(
    ("change", "said"),
    [
        ({"cash": [6, 4]}, "cash needs one number per player (3)."),
        ({"cash": [6, -1, 5]}, "cash of seat 2 must be a whole number from 0 or more, not -1."),
        ({"round": 4}, "round must be a whole number from 1 to 3, not 4."),
        ({"bids": {"high_bid": 5, "high_bidder": 1, "passed": [], "to_act": 2}}, "Ben cannot have bid 5: they have 4."),
        ({"points": [40, 7, 0]}, "That position is impossible:"),  # more points than two lots can give
        ({"colour": "red"}, "A Tiny Auction position has no 'colour'."),
        ({"guesses": {"0": "odd"}}, "Say either the sealed guesses so far or every revealed guess, not both."),
    ],
)
def test_an_impossible_position_is_refused_in_one_sentence(tmp_path: Path, change: dict, said: str) -> None:
    config = {"players": ["Ann", "Ben", "Cat"], "rounds": 3, "position": {**LAST_AUCTION, **change}}
    with pytest.raises(ImpossiblePosition) as refused:
        Table.new(GAME, config, created="x", path=tmp_path / "g.jsonl")
    assert said in refused.value.message()
    assert not (tmp_path / "g.jsonl").exists()  # nothing written


@pytest.mark.parametrize(
    ("code", "said"),
    [
        ("en", "Ben cannot have bid 12,000: they have 4."),
        ("it", "Ben non può aver offerto 12.000: ha 4."),
        ("fr", "Ben ne peut pas avoir enchéri 12\u00a0000 : son argent est de 4."),
    ],
)
def test_a_written_bid_is_refused_with_its_amount_grouped(code: str, said: str) -> None:
    """A standing bid typed as 12000 reads as every other amount: "12,000", "12.000", "12 000"."""
    bids = {"high_bid": 12000, "high_bidder": 1, "passed": [], "to_act": 2}
    config = {"players": ["Ann", "Ben", "Cat"], "rounds": 3, "position": {**LAST_AUCTION, "bids": bids}}
    with pytest.raises(ImpossiblePosition) as refused:
        Table.new(GAME, config, created="x")
    assert refused.value.message(translator(code)) == said


def test_a_game_without_positions_says_so() -> None:
    class Bare(type(GAME)):  # type: ignore[misc]
        position = Game.position  # the kit's defaults
        from_position = Game.from_position

    with pytest.raises(NoPositions) as refused:
        Table.new(Bare(), {"players": ["Ann", "Ben"], "position": {}}, created="x")
    assert "cannot start from a position yet" in refused.value.message()
