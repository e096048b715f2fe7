"""The console: Steam Barons as text, and a whole game played at the text console."""

from __future__ import annotations

import io
import json

from companion.console import Console
from companion.core import PUBLIC, ChanceSource, Table
from companion.games.steam_barons import GAME
from companion.games.steam_barons.actions import Sell
from companion.text.summary import render

from .helpers import TEST_CARD, config, end_builds, give_shares, skip_auctions, started


def test_the_view_shows_players_companies_card_and_moment_in_short_lines() -> None:
    chance = ChanceSource(5)
    state = GAME.new_game(GAME.prepare_config(GAME.random_config(6, chance)))
    phases = set()
    while not GAME.is_over(state):
        lines = render("steam_barons", GAME.summary(state, PUBLIC))
        assert all(len(line) <= 60 for line in lines), max(lines, key=len)
        assert "Card: placeholder numbers (uncalibrated)" in "\n".join(lines)
        phases.add(state.phase)
        GAME.apply(state, GAME.choose_random(state, chance))
    text = "\n".join(render("steam_barons", GAME.summary(state)))
    assert "Winner" in text or "Shared win" in text
    assert {"auction", "buy", "build", "deliver", "sell", "company_order"} <= phases


def test_a_calibrated_card_is_named() -> None:
    text = "\n".join(render("steam_barons", GAME.summary(started(3, card=TEST_CARD))))
    assert "Card: Test card" in text and "uncalibrated" not in text


def test_only_the_seller_sees_their_sealed_sale() -> None:
    state = started(3)
    give_shares(state, 0, "orange", 2)
    give_shares(state, 1, "green", 1)
    skip_auctions(state)
    end_builds(state)
    GAME.apply(state, Sell(0, {"orange": 2}))
    own = "\n".join(render("steam_barons", GAME.summary(state, 0), private_for=0))
    other = "\n".join(render("steam_barons", GAME.summary(state, 1), private_for=1))
    public = "\n".join(render("steam_barons", GAME.summary(state, PUBLIC)))
    assert "Your sealed sale: 2 Orange" in own
    assert "sealed sale" not in other and "sealed sale" not in public
    assert "Sales chosen: Ann" in public and "Waiting for: Ben" in public


def test_a_whole_game_at_the_text_console() -> None:
    """Every move typed as a player would type an action the menu cannot list (``json {...}``)."""
    played = Table.new(GAME, config(3), created="x")
    chance = ChanceSource(8)
    lines = []
    while not played.over:
        action = played.choose_random(chance)
        lines.append("json " + json.dumps(GAME.actions.encode(action)))
        played.submit(action)
    table = Table.new(GAME, config(3), created="x")
    out = io.StringIO()
    console = Console(table, io.StringIO("".join(line + "\n" for line in lines)), out, chance=ChanceSource(1))
    assert console.run() == 0
    assert table.over and table.summary() == played.summary()
    text = out.getvalue()
    assert "The game is over." in text and "Company" in text
