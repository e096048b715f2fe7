"""The public contract: the replay summary's keys, decisions per moment, previews, labels, the log."""

from __future__ import annotations

import json

from companion.core import PUBLIC, ChanceSource
from companion.games.mad_market import GAME
from companion.games.mad_market.actions import (
    BuyCompany,
    Decline,
    FightRoll,
    HireGuards,
    PayFee,
    Roll,
    Takeover,
)

from .helpers import apply, give_shares, land, own, place, started

ISSUE_KEYS = {
    "game",
    "over",
    "current_player",
    "players",
    "stocks",
    "forecast",
    "police_next",
    "state_companies",
    "board",
    "last_round",
    "winners",
    "prompt",
}
PLAYER_KEYS = {"name", "cash", "square", "shares", "companies", "brokers", "guards", "pack", "vp", "items", "out"}


def test_the_summary_has_the_issues_keys_and_meanings() -> None:
    state = started()
    own(state, 0, "IT-2")
    give_shares(state, 0, "3", 12)
    summary = GAME.summary(state)
    assert ISSUE_KEYS <= set(summary) and summary["game"] == "mad_market"
    assert summary["current_player"] == 0 and summary["over"] is False and summary["winners"] == []
    ann = summary["players"][0]
    assert PLAYER_KEYS <= set(ann)
    assert ann["shares"] == {"3": 12} and ann["companies"] == ["IT-2"] and ann["square"] == "start"
    assert summary["players"][1]["shares"] == {}  # non-zero only
    assert summary["stocks"]["3"]["free"] == 288 and {"field", "value", "free"} <= set(summary["stocks"]["1"])
    assert summary["board"] == {"calibrated": False, "name": state.board.name}
    json.dumps(summary)


def test_every_viewer_sees_the_same_nothing_is_hidden() -> None:
    state = started()
    assert GAME.summary(state, 0) == GAME.summary(state, PUBLIC) == GAME.summary(state, None)


def test_the_summary_shows_each_players_worth_and_the_next_forecast_field() -> None:
    state = started()
    own(state, 0, "IT-2")
    give_shares(state, 0, "3", 10)
    insight = GAME.summary(state)["insight"]
    assert insight["worth"][0] == {"cash": 500, "shares": 60, "companies": 180, "total": 740}
    stock, direction = state.board.forecast[1]
    assert insight["forecast_next"] == {"field": 2, "stock": stock, "direction": direction}


def test_a_roll_preview_tells_the_price_moves_where_the_pawn_lands_and_the_lap() -> None:
    state = started()
    own(state, 0, "CRY-1")
    state.players[0].square = len(state.board.squares) - 2
    preview = GAME.preview(state, Roll(0, 6, 3))
    assert (
        preview["square"] == "CRY-1"
        and preview["owner"] == 0
        and preview["passes_start"]
        and preview["lap"] == {"2": {"shares": 5, "cash": 0}}
    )
    assert [(m["stock"], m["cause"], m["old"], m["new"]) for m in preview["moves"]] == [
        ("6", "white", 6, 7),
        ("3", "black", 6, 5),
        ("1", "forecast", 6, 5),
    ]
    assert state.fields["6"] == 6  # nothing changed
    assert GAME.preview(state, Roll(0, 2, 2))["doubles"] is True


def test_landing_decisions_are_picks_and_guards_an_amount() -> None:
    state = started()
    land(state, "IT-2")
    decision = GAME.decide(state).actors[0].decision
    assert decision.kind == "pick" and [o.action for o in decision.options] == [BuyCompany(0), Decline(0)]
    assert GAME.pass_action(state, 0) == Decline(0)
    apply(state, Decline(0))
    state = started()
    land(state, "guard-1")
    decision = GAME.decide(state).actors[0].decision
    assert decision.kind == "amount" and (decision.low, decision.high) == (1, 16)
    assert decision.make(3) == HireGuards(0, 3) and decision.others[0].action == Decline(0)


def test_the_takeover_is_a_pick_of_take_over_or_pay() -> None:
    state = started()
    own(state, 1, "IT-2")
    place(state, 1, "IT-2")
    state.players[0].guards = 2
    state.players[1].guards = 1
    land(state, "IT-2")
    decision = GAME.decide(state).actors[0].decision
    assert [o.action for o in decision.options] == [Takeover(0), PayFee(0)]
    assert GAME.pass_action(state, 0) == PayFee(0)
    apply(state, Takeover(0))
    actor = GAME.decide(state).actors[0]
    assert actor.decision.kind == "dice" and actor.decision.make({"white": 3, "black": 2}) == FightRoll(3, 2)


def test_every_event_of_random_games_reads_as_a_sentence() -> None:
    seen: set[str] = set()
    for seed in range(25):
        config = GAME.prepare_config(GAME.random_config(2 + seed % 5, ChanceSource(seed)))
        state = GAME.new_game(config)
        chance = ChanceSource(seed)
        while not GAME.is_over(state):
            for event in GAME.apply(state, GAME.choose_random(state, chance)):
                text = GAME.describe(state, event)
                assert text and text != event.type and "{" not in text, (event, text)
                seen.add(event.type)
    assert {
        "rolled",
        "price_moved",
        "forecast_moved",
        "pawn_moved",
        "lap_paid",
        "rent_paid",
        "company_bought",
        "auction_won",
        "shares_traded",
        "item_bought",
        "went_bankrupt",
        "game_over",
    } <= seen


def test_labels_are_short_texts_for_every_legal_choice() -> None:
    state = started()
    for choice in GAME.legal_actions(state):
        assert GAME.label(state, choice).startswith("white")
    land(state, "free-1")
    labels = [GAME.label(state, c) for c in GAME.legal_actions(state)]
    assert "End the move" in labels and any(label.startswith("buy 1..83") for label in labels)


def test_the_summary_carries_the_forecast_track_and_the_share_track() -> None:
    state = started()
    summary = GAME.summary(state)
    assert summary["forecast_fields"] == len(state.board.forecast) == len(summary["forecast_track"])
    stock, direction = state.board.forecast[0]
    assert summary["forecast_track"][0] == {"stock": stock, "direction": direction}
    assert summary["track"] == list(state.board.track)


def test_log_sentences_use_only_characters_every_screen_font_has() -> None:
    state = started()
    happened = land(state, "free-1")
    text = " ".join(GAME.describe(state, event) for event in happened)
    assert "from 6 to 7" in text and all(ord(ch) < 0x2000 for ch in text)


def test_previews_of_an_item_a_company_sale_and_a_company_purchase() -> None:
    from companion.games.mad_market.actions import BuyItem, SellCompany

    state = started()
    own(state, 0, "IT-1", "IT-3")
    land(state, "IT-2")
    assert GAME.preview(state, BuyCompany(0)) == {
        "company": "IT-2",
        "price": 180,
        "rent": 90,
        "holding_rent": 180,
        "makes_holding": True,
    }
    apply(state, BuyCompany(0))
    assert GAME.preview(state, SellCompany(0, "IT-1")) == {"company": "IT-1", "amount": 90, "breaks_holding": True}
    state.players[0].vp = 34
    state.players[0].items["jet"] = 2
    state.players[0].items["villa"] = 1
    state.players[0].items["limousine"] = 1
    assert GAME.preview(state, BuyItem(0, "limousine")) == {
        "item": "limousine",
        "price": 200,
        "vp": 1,
        "vp_after": 35,
        "reaches_target": True,
        "cash_after": 120,
    }


def test_options_are_translatable_words_with_the_money_as_detail() -> None:
    state = started()
    land(state, "IT-2")
    options = GAME.decide(state).actors[0].decision.options
    assert [(o.label, o.detail) for o in options] == [("Buy the company", "180"), ("Decline", "")]
    apply(state, BuyCompany(0))
    others = {o.key: o for o in GAME.decide(state).actors[0].decision.others}
    assert (others["item-limousine"].label, others["item-limousine"].detail) == ("Buy a limousine", "200")
    assert others["company-IT-2"].detail == "90" and others["end_turn"].label == "End the move"


def test_the_summary_carries_the_boards_squares_in_order() -> None:
    """A front-end names a square as the log does, numbered only where the board has several of its kind."""
    state = started()
    squares = GAME.summary(state)["squares"]
    assert squares == [square.id for square in state.board.squares]
    assert squares[0] == "start" and squares.count("casino-1") == 1 and "casino-2" not in squares
