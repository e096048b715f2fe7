"""Steam Barons from a position: a game joined in progress is the same game, to its end, within the rules.

The positions are written as a table reads them (docs/steam-barons.md, Positions); the end-game scenario's
scores are worked out by hand from the steam_barons tests' card (``TEST_CARD``), not by the engine.
"""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest
from steam_barons.helpers import TEST_CARD

from companion.core import ChanceSource, ImpossiblePosition, Table
from companion.core.journal import read
from companion.games import get
from companion.text.i18n import translator

from .roundtrip import round_trips, same

GAME = get("steam_barons")
NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]

CARD = TEST_CARD
"""A calibrated card with numbers a person can follow: green squares 5 (+2) and 9 (+1), pink 7 (−1) and 3 (−2)."""

LAST_DELIVERIES: dict[str, Any] = {
    "turn": 5,
    "phase": "deliver",
    "first_player": 1,
    "order": ["black", "green", "white", "orange"],
    "players": [
        {"cash": 30, "shares": {"black": 3, "orange": 1}},
        {"cash": 40, "shares": {"black": 1, "green": 2}},
        {"cash": 10, "shares": {"green": 2, "white": 1, "orange": 3}},
    ],
    "companies": {
        "orange": {"price": 12, "treasury": 6, "performance": 5, "controller": 2, "available": 0, "links": 5},
        "green": {"price": 7, "treasury": 2, "performance": 3, "controller": 1, "available": 0, "links": 3},
        "brown": {"price": "B", "links": 1},
        "wood": {"price": "B", "performance": 2, "links": 2},
        "black": {"price": 9, "treasury": 4, "performance": 6, "controller": 0, "available": 1, "links": 4},
        "white": {"price": 3, "treasury": 0, "performance": 0, "controller": 2, "available": 2, "links": 1},
    },
    "bankrupt": ["wood", "brown"],
    "company": "green",
    "round": 2,
}
"""Turn 5, the second delivery round, Green to ship: Black has shipped twice, Orange once."""

CONFIG: dict[str, Any] = {"players": NAMES[:3], "map": "eastern_us", "card": CARD, "seed": 11}


def start(position: dict[str, Any], path: Path | None = None) -> Table[Any]:
    return Table.new(GAME, {**CONFIG, "position": position}, created="x", path=path, durable=False)


def changed(position: dict[str, Any], *path: str | int, to: Any) -> dict[str, Any]:
    """``position`` with the value at ``path`` replaced (a deep copy: the constants stay as written)."""
    result = copy.deepcopy(position)
    where: Any = result
    for key in path[:-1]:
        where = where[key]
    where[path[-1]] = to
    return result


def docs_example() -> str:
    """The position printed in docs/steam-barons.md's Positions section."""
    text = (Path(__file__).parents[2] / "docs" / "steam-barons.md").read_text(encoding="utf-8")
    found = re.search(r"```json\n(.*?)```", text[text.index("## Positions") :], re.DOTALL)
    assert found is not None
    return found.group(1)


DOCS_EXAMPLE = docs_example()


def auction_position(**changes: Any) -> dict[str, Any]:
    """The docs' example: turn 3, Green's auction; Cat (the marker) passed, Ann bid $7, Ben is to speak."""
    return {**json.loads(DOCS_EXAMPLE), **changes}


# -- 1. any moment of a game, written and read back, is the same game ----------------------
@pytest.mark.parametrize(
    ("players", "map_"),
    [(2, "eastern_us"), (2, "northern_england"), (6, "eastern_us"), (6, "northern_england")],
)
def test_a_position_from_any_moment_is_the_same_game(players: int, map_: str) -> None:
    """The fewest and the most players, on both maps (6 or 8 tokens a company, 3 or turn + 1 tiles)."""
    config = {"players": NAMES[:players], "map": map_, "seed": players}
    checked = sum(round_trips(GAME, config, seed=seed, every=6) for seed in (players, players + 10))
    assert checked >= 48


def test_every_phase_round_trips_the_end_included() -> None:
    """``round_trips`` stops before the end: here every moment of whole games is written, the end too, and
    every phase is met (a company at B in the sales and companies that left the game among them)."""
    seen: set[str] = set()
    for seed in range(4):
        config = {"players": NAMES[: 2 + seed % 5], "map": ("eastern_us", "northern_england")[seed % 2], "seed": seed}
        table = Table.new(GAME, config, created="x")
        chance = ChanceSource(seed)
        while True:
            written = json.loads(json.dumps(GAME.position(table.state)))
            started = Table.new(GAME, {**table.header.config, "position": written}, created="x")
            assert same(table, started), (seed, table.state.phase)
            assert GAME.position(started.state) == written
            seen.add(table.state.phase)
            gone = written.get("bankrupt", [])
            if any(c["price"] == "B" for name, c in written["companies"].items() if name not in gone):
                seen.add("sell at B")  # at B, waiting for phase 6
            if written.get("bankrupt"):
                seen.add("left the game")
            if table.over:
                break
            table.submit(table.choose_random(chance))
    assert seen >= {"company_order", "first_player", "auction", "buy", "build", "deliver", "sell", "over"}
    assert {"sell at B", "left the game"} <= seen


def test_the_docs_example_is_a_position() -> None:
    table = start(auction_position())
    prompt = table.prompt()
    assert (prompt.kind, prompt.player, prompt.data["company"], prompt.data["min_next_bid"]) == (
        "auction",
        1,
        "green",
        8,
    )
    assert table.summary()["ownerless_links"] == 2  # Wood's


# -- 2. the end of a game from a position --------------------------------------------------
def test_the_last_deliveries_to_the_end_scored_by_hand(tmp_path: Path) -> None:
    """Turn 5 from Green's second delivery: 6 entries to the end, the final cash worked out from the card.

    Deliveries: Green ships over 3 own links (3 + 3 = 6), White skips (0), Orange over 5 own and 2 ownerless
    links (5 + 5 = 10). Payouts (from 5: $2 a share, profit 3; from 10: $3 a share, CEO bonus $5):
      Black 6: Ann 3 × $2 = 6, Ben 1 × $2 = 2.  Green 6: Ben 2 × $2 = 4, Cat 2 × $2 = 4.
      White 0: nothing to players.  Orange 10: Cat 3 × $3 + bonus $5 = 14, Ann 1 × $3 = 3.
    Prices: stacks 10 | 6 (Black, Green) | 0, and 2 bankrupt tokens = 5 stacks: the highest in box 2 (+2);
    boxes 4 and 5 are Wood's and Brown's, so 6 takes box 3 (+1) and 0 box 6 (−2).
      Orange 12 + 2 = 14.  Black 9 + 1 and the green square 9's +1 = 11.  Green 7 + 1 = 8 (pink only
      when falling).  White 3 − 2 and the pink square 3's −2 = −1: B (it still paid, and leaves the game).
    Sales, everything but White: Ann 3 × 11 + 1 × 14 = 47; Ben 1 × 11 + 2 × 8 = 27; Cat 2 × 8 + 3 × 14 = 58.
    Cash: Ann 30 + 9 + 47 = 86; Ben 40 + 6 + 27 = 73; Cat 10 + 18 + 58 = 86: Ann and Cat share the win.
    """
    path = tmp_path / "end.jsonl"
    table = start(LAST_DELIVERIES, path)
    entries = [
        {"type": "deliver", "player": 1, "own_links": 3, "company": "green"},
        {"type": "skip_delivery", "player": 2, "company": "white"},
        {"type": "deliver", "player": 2, "own_links": 5, "ownerless_links": 2, "company": "orange"},
        {"type": "sell", "player": 0, "shares": {"black": 3, "orange": 1}},
        {"type": "sell", "player": 1, "shares": {"black": 1, "green": 2}},
        {"type": "sell", "player": 2, "shares": {"green": 2, "orange": 3}},
    ]
    for entry in entries:
        table.submit(entry)
    summary = table.summary()
    assert table.over and len(table.steps) == len(entries) < 20
    assert [player["cash"] for player in summary["players"]] == [86, 73, 86]
    assert summary["winners"] == [0, 2]
    assert {c: summary["companies"][c]["price"] for c in ("orange", "black", "green", "white")} == {
        "orange": 14,
        "black": 11,
        "green": 8,
        "white": None,
    }
    assert GAME.position(table.state)["bankrupt"] == ["wood", "brown", "white"]
    loaded = read(path)
    assert loaded.header.config["position"] == LAST_DELIVERIES  # it named its order: prepared as written
    again = Table.resume(GAME, loaded)
    assert same(again, table) and again.over


# -- 3. impossible positions: one sentence each, nothing written ---------------------------
def last_sales(**changes: Any) -> dict[str, Any]:
    """Turn 5's sealed sales after LAST_DELIVERIES' phase 4 (prices as they moved, performance back to 0)."""
    position = changed(LAST_DELIVERIES, "phase", to="sell")
    del position["company"], position["round"]
    for company, price in {"orange": 14, "black": 11, "green": 8, "white": "B"}.items():
        position["companies"][company]["price"] = price
        position["companies"][company]["performance"] = 0
    position["companies"]["white"]["performance"] = 0
    return {**position, **changes}


@pytest.mark.parametrize(
    ("position", "said"),
    [
        (
            changed(
                changed(LAST_DELIVERIES, "companies", "black", "available", to=2),
                "companies",
                "black",
                "unissued",
                to=3,
            ),
            "Black has 8 share tokens in all, not 4 with the players + 2 available + 3 unissued.",
        ),
        (
            changed(LAST_DELIVERIES, "players", 1, "shares", "black", to=4),
            "Ben holds 4 Black shares, more than Ann who holds its certificate with 3: the certificate would be Ben's.",
        ),
        (
            changed(LAST_DELIVERIES, "companies", "orange", "performance", to=9),
            "Orange's performance can be at most 5 (its own links × its deliveries so far: 5 × 1), not 9.",
        ),
        (
            changed(LAST_DELIVERIES, "companies", "white", "price", to="B"),
            "White is at B outside the sales: a company at B leaves the game at the end of its turn, "
            "so list it under 'bankrupt'.",
        ),
        (
            changed(LAST_DELIVERIES, "players", 0, "shares", "wood", to=1),
            "Wood has left the game and its shares are removed: Ann cannot hold any.",
        ),
        (
            changed(LAST_DELIVERIES, "colour", to="red"),
            "A Steam Barons position has no 'colour' (its keys are turn, phase, first_player, order, players, "
            "companies, bankrupt, company, auction, offer, tiles, round, sales, last_adjustment and last_results).",
        ),
        (
            changed(LAST_DELIVERIES, "players", 0, "cash", to=-2),
            "'players[0].cash' must be a whole number of at least 0, not -2.",
        ),
        (
            auction_position(auction={"high_bid": 20, "high_bidder": 0, "passed": [2]}),
            "Ann cannot have bid $20: they have $14.",
        ),
        (
            auction_position(auction={"high_bid": 7, "passed": [2]}),
            "A standing bid needs both its amount and its bidder.",  # the editor's words, not the file's keys
        ),
        (
            auction_position(auction={"passed": [2, 1]}),
            "Nobody has bid yet, so the players pass in turn from Cat, who holds the first-player marker: "
            "Ben cannot have passed before Ann.",
        ),
        (
            auction_position(auction={"high_bid": 7, "high_bidder": 0, "passed": [2], "to_act": 2}),
            "The next to bid is Ben, the first player clockwise who is still in, not Cat.",
        ),
        (
            auction_position(auction={"high_bid": 7, "high_bidder": 0, "passed": [1, 2]}),
            "That auction is over: write the position after it.",
        ),
        (
            last_sales(sales={"0": {"black": 3}}),
            "In the last turn every share is sold, but Ann's sealed sale keeps 1 Orange.",
        ),
        (
            last_sales(sales={"2": {"green": 2, "orange": 3, "white": 1}}),
            "White is at B: its shares cannot be sold.",
        ),
        (
            changed(last_sales(phase="company_order"), "companies", "white", "price", to=2),
            "After turn 5 the game is over: there is no order of play to draw.",
        ),
        (
            changed(last_sales(phase="over"), "companies", "white", "price", to=2),
            "The game is over, so every share was sold in the last turn, but Ann still holds 1 Orange share.",
        ),
        (
            changed(
                auction_position(turn=1, bankrupt=[], order=["black", "green", "white", "orange", "brown", "wood"]),
                "companies",
                "wood",
                to={"price": 5, "treasury": 5, "available": 1},
            ),
            "Prices move only with the dividends: in turn 1 before them Black's price is still $5, not $9.",
        ),
        (
            changed(LAST_DELIVERIES, "tiles", to=2),
            "'tiles' is said only in the build phase, not in 'deliver'.",
        ),
    ],
)
def test_an_impossible_position_is_refused_in_one_sentence(tmp_path: Path, position: dict[str, Any], said: str) -> None:
    path = tmp_path / "g.jsonl"
    with pytest.raises(ImpossiblePosition) as refused:
        start(position, path)
    assert refused.value.message() == said
    assert refused.value.code == "impossible_position"
    assert not path.exists()  # nothing written


def test_an_offer_round_passes_over_a_seat_that_cannot_pay() -> None:
    """Ann won Green at $7 and bought 1; Ben, asked next, has $5: the rules would have passed him by."""
    position = auction_position(phase="buy", offer={"price": 7, "winner": 0, "to_act": 1})
    del position["auction"]
    position = changed(position, "players", 0, "shares", "green", to=1)
    position = changed(position, "players", 1, "cash", to=5)
    position = changed(position, "companies", "green", "available", to=1)
    with pytest.raises(ImpossiblePosition) as refused:
        start(position)
    assert refused.value.message() == "Ben cannot pay one Green share at $7 with $5: the offer round passes them by."
    table = start(changed(position, "players", 1, "cash", to=7))  # with $7 he is asked: 0 or 1 share
    assert (table.prompt().kind, table.prompt().player, table.prompt().data["high"]) == ("buy", 1, 1)


def offer_position(price: int, to_act: int, cash: int) -> dict[str, Any]:
    """Green's offer round after Ann won it at ``price`` and bought 1: ``to_act`` asked, holding ``cash``."""
    position = auction_position(phase="buy", offer={"price": price, "winner": 0, "to_act": to_act})
    del position["auction"]
    position = changed(position, "players", 0, "shares", "green", to=1)
    position = changed(position, "players", to_act, "cash", to=cash)
    return changed(position, "companies", "green", "available", to=1)


NBSP = "\u00a0"


@pytest.mark.parametrize(
    ("position", "said"),
    [
        (
            changed(
                auction_position(auction={"high_bid": 12000, "high_bidder": 0, "passed": [2]}),
                "players",
                0,
                "cash",
                to=1500,
            ),
            {
                "en": "Ann cannot have bid $12,000: they have $1,500.",
                "it": "Ann non può aver offerto $12.000: ha $1.500.",
                "fr": f"Ann ne peut pas avoir enchéri $12{NBSP}000 : son argent est de $1{NBSP}500.",
            },
        ),
        (
            offer_position(12000, 0, 1500),
            {
                "en": "Ann cannot have bid $12,000: they have $1,500.",
                "it": "Ann non può aver offerto $12.000: ha $1.500.",
                "fr": f"Ann ne peut pas avoir enchéri $12{NBSP}000 : son argent est de $1{NBSP}500.",
            },
        ),
        (
            offer_position(1200, 1, 1100),
            {
                "en": "Ben cannot pay one Green share at $1,200 with $1,100: the offer round passes them by.",
                "it": "Ben non può pagare un'azione Verde a $1.200 con $1.100:",
                "fr": f"Ben ne peut pas payer une action Vert à $1{NBSP}200 avec $1{NBSP}100 :",
            },
        ),
    ],
)
def test_a_written_bid_is_refused_with_its_amounts_grouped(position: dict[str, Any], said: dict[str, str]) -> None:
    """A bid typed as 12000 reads "$12,000", "$12.000", "$12 000" in the refusal, as every other amount does."""
    with pytest.raises(ImpossiblePosition) as refused:
        start(position)
    for code, sentence in said.items():
        assert refused.value.message(translator(code)).startswith(sentence), (
            code,
            refused.value.message(translator(code)),
        )


# -- 4. what a table cannot see, filled from the seed ---------------------------------------
def test_an_order_left_out_is_the_companions_draw_from_the_seed(tmp_path: Path) -> None:
    config = GAME.prepare_config(CONFIG)
    written = auction_position()
    del written["order"]
    prepared = GAME.prepare_position(config, written)
    assert "order" not in written  # the position handed in is left as it was
    assert sorted(prepared["order"]) == sorted(["black", "green", "white", "orange", "brown"])
    assert GAME.prepare_position(config, written) == prepared  # the same way twice
    assert GAME.prepare_position(config, prepared) == prepared  # a prepared position prepares to itself
    orders = {tuple(GAME.prepare_position({**config, "seed": seed}, written)["order"]) for seed in range(8)}
    assert len(orders) > 1  # the seed decides it

    # It is the draw the companion offered at the end of turn 2, for turn 3, from the same seed.
    drawing = {key: item for key, item in written.items() if key not in ("company", "auction")}
    at_phase_7 = start({**drawing, "turn": 2, "phase": "company_order", "order": prepared["order"]})
    assert at_phase_7.legal_actions()[0].order == tuple(prepared["order"])

    table = start(written, tmp_path / "g.jsonl")
    assert read(tmp_path / "g.jsonl").header.config["position"] == prepared
    assert table.prompt().player == 1


def test_a_complete_position_is_prepared_as_written() -> None:
    config = GAME.prepare_config(CONFIG)
    for position in (LAST_DELIVERIES, auction_position(), last_sales()):
        assert GAME.prepare_position(config, position) == position
