"""The JSON view: the issue's schema exactly, the hidden sales, the card's calibration, the referee's insight."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.__main__ import main
from companion.core import ChanceSource, Table
from companion.games.steam_barons import GAME
from companion.games.steam_barons.actions import Sell
from companion.games.steam_barons.rules import COMPANIES

from .helpers import TEST_CARD, apply, config, end_builds, give_shares, score, skip_auctions, started

COMPANY_KEYS = {"price", "bankrupt", "treasury", "performance", "controller", "available", "unissued", "links"}
TOP_KEYS = {
    "game",
    "over",
    "turn",
    "phase",
    "current_player",
    "first_player",
    "order",
    "players",
    "companies",
    "card",
    "winners",
    "prompt",
}


def check_schema(summary: dict, players: int) -> None:
    assert TOP_KEYS <= set(summary)
    assert summary["game"] == "steam_barons" and isinstance(summary["over"], bool)
    assert 1 <= summary["turn"] <= 5 and isinstance(summary["phase"], str)
    assert summary["current_player"] is None or 0 <= summary["current_player"] < players
    assert summary["first_player"] is None or 0 <= summary["first_player"] < players
    assert set(summary["order"]) <= set(COMPANIES)
    assert len(summary["players"]) == players
    for player in summary["players"]:
        assert {"name", "cash", "shares"} <= set(player) and isinstance(player["cash"], int)
        assert all(company in COMPANIES and count > 0 for company, count in player["shares"].items())
    assert set(summary["companies"]) == set(COMPANIES)
    for firm in summary["companies"].values():
        assert COMPANY_KEYS <= set(firm)
        assert (firm["price"] is None) == firm["bankrupt"]
        assert firm["price"] is None or 0 <= firm["price"] <= 18
    assert isinstance(summary["card"]["calibrated"], bool)
    assert all(0 <= seat < players for seat in summary["winners"])
    assert "kind" in summary["prompt"] and "player" in summary["prompt"]
    json.dumps(summary)


def test_the_summary_follows_the_schema_through_a_whole_game() -> None:
    for players in (2, 6):
        chance = ChanceSource(players)
        state = GAME.new_game(GAME.prepare_config(GAME.random_config(players, chance)))
        while True:
            check_schema(GAME.summary(state), players)
            if GAME.is_over(state):
                break
            GAME.apply(state, GAME.choose_random(state, chance))
        final = GAME.summary(state)
        assert final["over"] and final["turn"] == 5 and final["phase"] == "over" and final["winners"]
        assert final["current_player"] is None


def test_the_summary_values_at_the_start() -> None:
    state = started(3, first=1)
    summary = GAME.summary(state)
    assert summary["first_player"] == 1 and summary["current_player"] == 1 and summary["phase"] == "auction"
    assert summary["order"] == list(COMPANIES)
    assert summary["players"][0] == {"name": "Ann", "cash": 30, "shares": {}, "certificates": []}
    assert summary["companies"]["orange"] == {
        "price": 5,
        "bankrupt": False,
        "treasury": 5,
        "performance": 0,
        "controller": None,
        "available": 1,
        "unissued": 7,
        "links": 0,
        "removed": False,
        "removed_shares": 0,
    }
    assert summary["card"] == {
        "calibrated": False,
        "name": "Placeholder card (not the printed numbers)",
        "green": {"2": 1, "6": 1, "10": 1, "14": 1},
        "pink": {"4": 1, "8": 1, "12": 1, "16": 2},
        "modifiers": [3, 2, 1, 0, -1, -2],
    }
    calibrated = GAME.summary(started(3, card=TEST_CARD))["card"]
    assert calibrated["calibrated"] is True and calibrated["green"] == {"5": 2, "9": 1}


def test_the_referee_insight_gives_each_company_its_payouts_and_projected_price() -> None:
    state = started(3, card=TEST_CARD)
    give_shares(state, 0, "orange", 2)
    skip_auctions(state)
    state.companies["orange"].performance = 12
    insight = GAME.summary(state)["insight"]
    assert insight["orange"] == {
        "performance": 12,
        "dividend": 3,
        "ceo_bonus": 5,
        "profit": 4,
        "dividends_total": 6,
        "price_now": 5,
        "price_after": 8,
        "bankrupt_after": False,
        "box": 3,
        "modifier": 1,
        "square": 2,
    }
    assert insight["green"]["ceo_bonus"] == 0 and insight["green"]["price_after"] == 5  # uncontrolled, at 0
    assert GAME.insight(state) == insight
    events = end_builds(state)
    moved = {e.company: e.new for e in events if e.type == "price_moved"}
    moved |= {c: state.companies[c].price for e in events if e.type == "prices_held" for c in e.companies}
    assert moved["orange"] == 8 and moved["green"] == 5  # phase 4 did what the insight said


def test_replay_json_prints_the_summary_and_a_viewer_sees_only_their_own_sale(tmp_path: Path, capsys) -> None:
    path = tmp_path / "g.jsonl"
    # A real game to the sales: Ann wins orange, Ben green, then everybody skips.
    table = Table.new(GAME, config(3), created="now", path=path, durable=False)
    for action in (
        {"type": "company_order", "order": list(COMPANIES)},
        {"type": "first_player", "player": 0},
        {"type": "bid", "player": 0, "amount": 5},
        {"type": "pass", "player": 1},
        {"type": "pass", "player": 2},
        {"type": "buy", "player": 0, "count": 1},
        {"type": "pass", "player": 1},
        {"type": "bid", "player": 2, "amount": 5},
        {"type": "pass", "player": 0},
        {"type": "buy", "player": 2, "count": 1},
    ):
        table.submit(action)
    while table.summary()["phase"] == "auction":
        table.submit(table.pass_action(table.summary()["current_player"]))
    table.submit(table.pass_action(0))  # orange ends building
    table.submit(table.pass_action(2))  # then the company Cat controls
    table.submit({"type": "sell", "player": 0, "shares": {"orange": 1}})
    table.close()
    assert main(["replay", str(path), "--json"]) == 0
    full = json.loads(capsys.readouterr().out)
    assert full["phase"] == "sell" and full["sales"]["chosen"] == [0] and full["sales"]["own"] is None
    assert main(["replay", str(path), "--json", "--viewer", "0"]) == 0
    assert json.loads(capsys.readouterr().out)["sales"]["own"] == {"orange": 1}
    assert main(["replay", str(path), "--json", "--viewer", "2"]) == 0
    assert json.loads(capsys.readouterr().out)["sales"]["own"] is None
    assert main(["replay", str(path)]) == 0
    log = capsys.readouterr().out
    sales = log[log.index("Sell shares") :]
    assert "Ann has chosen what to sell." in sales and "Orange" not in sales


@pytest.mark.parametrize("players", [2, 4])
def test_the_game_log_has_a_sentence_for_every_event(players: int) -> None:
    chance = ChanceSource(11)
    state = GAME.new_game(GAME.prepare_config(GAME.random_config(players, chance)))
    seen = set()
    while not GAME.is_over(state):
        for event in GAME.apply(state, GAME.choose_random(state, chance)):
            line = GAME.describe(state, event)
            assert line != event.type and "{" not in line, (event, line)
            seen.add(event.type)
    assert {
        "auction_won",
        "shares_bought",
        "tile_built",
        "delivered",
        "price_moved",
        "sales_revealed",
        "game_over",
    } <= seen


def test_a_sale_sealed_event_never_carries_the_sale() -> None:
    state = started(2)
    give_shares(state, 0, "orange", 1)
    score(state, {})
    events = apply(state, Sell(0, {"orange": 1}))
    assert events[0].type == "sale_sealed" and events[0].to_json() == {"type": "sale_sealed", "player": 0}
