"""The JSON summary (``companion replay --json``) documented in docs/bigshot.md."""

from __future__ import annotations

import json

from companion.games.bigshot import GAME
from companion.games.bigshot.actions import Bid, Place, Roll

from .helpers import apply, auction_to_roller, new, started

R, Y, B, W = "red", "yellow", "black", "white"


def test_before_the_layout() -> None:
    summary = GAME.summary(new(3))
    assert summary["game"] == "bigshot" and summary["over"] is False
    assert summary["turn"] == 0 and summary["broker"] is None and summary["spaces"] == []
    assert summary["prompt"] == {"player": None, "kind": "layout"}
    json.dumps(summary)


def test_the_documented_keys_during_an_auction() -> None:
    state = started(spaces={1: (R, R, Y, B)}, first=0)
    apply(state, Roll(0, 1), Bid(1, 4))
    summary = GAME.summary(state)
    for key in ("game", "over", "turn", "broker", "current_player", "players", "spaces", "lots", "winners", "prompt"):
        assert key in summary
    assert summary["turn"] == 1 and summary["broker"] == 1 and summary["current_player"] == 2
    assert summary["prompt"] == {"player": 2, "kind": "bid"}
    assert summary["players"][1] == {
        "name": "Ben",
        "colors": [Y],
        "cash": 10,
        "debts": 0,
        "lots": [],
        "leading": [],
        "fortune": 10,
        "qualifies": False,
        "cash_open": True,
        "by_color": {Y: {"cash": 10, "debts": 0, "lots": [], "scores": [], "lot_value": 0, "fortune": 10}},
    }
    assert summary["spaces"][1] == [R, R, Y, B] and summary["spaces"] == [list(s) for s in state.spaces]
    assert summary["auction"] == {
        "space": 1,
        "cubes": [R, R, Y, B],
        "roller": 0,
        "high_bid": 4,
        "high_bidder": 1,
        "still_in": [1, 2, 3, 0],
        "to_act": 2,
    }
    assert summary["lots"]["L20"] == {
        "value": 20,
        "park": False,
        "parks_near": [],
        "cubes": {},
        "owner": None,
        "leader": None,
        "decided": False,
    }
    assert summary["lots"]["P1"]["park"] is True and summary["lots"]["P1"]["value"] == 0
    assert summary["lots"]["A10"]["parks_near"] == ["P1"] and summary["lots"]["B9"]["parks_near"] == ["P2"]
    json.dumps(summary)


def test_fortune_counts_lots_as_the_final_scoring_would_now() -> None:
    state = started(spaces={1: (R, R, Y, B), 2: (R, Y, B, W)})
    auction_to_roller(state, 1)
    apply(state, Place(0, {"P1": (R, R), "A9": (Y, B)}))
    auction_to_roller(state, 1)
    apply(state, Place(1, {"A9": (R,), "L20": (Y, B, W)}))
    players = GAME.summary(state)["players"]
    assert players[0]["leading"] == ["P1"] and players[0]["lots"] == []
    assert players[0]["fortune"] == 10  # the park alone is worth nothing
    assert players[1]["fortune"] == 10  # A9 is 1/1/1: nobody's yet; L20 1/1/1 too
    assert GAME.summary(state)["spaces"][1] == [] and GAME.summary(state)["in_hand"] == []


def test_place_prompt_shows_the_cubes_in_hand() -> None:
    state = started(spaces={1: (R, R, Y, B)})
    auction_to_roller(state, 1)
    summary = GAME.summary(state)
    assert summary["prompt"] == {"player": 0, "kind": "place"} and summary["in_hand"] == [R, R, Y, B]
    assert GAME.prompt(state).data["cubes"] == [R, R, Y, B]


def test_each_colour_shows_how_its_lots_score_now_park_doubling_included() -> None:
    state = started(spaces={1: (R, R, R, Y), 2: (R, R, B, Y)})
    auction_to_roller(state, 1)
    apply(state, Place(0, {"P1": (R,), "A9": (R, R), "L18": (Y,)}))
    auction_to_roller(state, 1)
    apply(state, Place(1, {"A10": (R, R), "L16": (B, Y)}))
    red = GAME.summary(state)["players"][0]["by_color"][R]
    assert red["scores"] == [
        {"lot": "P1", "base": 0, "times": 1, "value": 0},
        {"lot": "A9", "base": 9, "times": 2, "value": 18},
        {"lot": "A10", "base": 10, "times": 2, "value": 20},
    ]
    assert red["lot_value"] == 38 and red["fortune"] == 48
