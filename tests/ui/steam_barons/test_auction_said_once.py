"""An auction opened is said once: by its question and the note under it ("1 share on offer"), the least bid by its
number. The result card of the step that opened it said the same facts again over the players ("Auction of
Orange (1 share on offer): Ben bids first, at least $5."), beside that note, as the console's echo did above it."""

from __future__ import annotations

import io
from typing import Any

import pytest

from companion.console import Console
from companion.core import Table
from companion.games import get
from companion.games.steam_barons.actions import CompanyOrder, FirstPlayer
from tests.ui.drawn_texts import drawn
from tests.ui.steam_barons.test_play_by_touch import start

ORDER = ("orange", "green", "brown", "wood", "black", "white")


def test_the_card_of_the_marker_taken_leaves_the_auction_to_its_question(
    app: Any, fingers: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    start(app, fingers, 3)
    fingers.tap("chance")
    fingers.tap("pick-1")
    card = app.scene.result
    assert card is not None and any("first-player marker" in sentence for sentence in card.sentences), card
    assert not any("on offer" in sentence for sentence in card.sentences), card.sentences
    texts = " ".join(" ".join(d.text.split()) for d in drawn(app, monkeypatch))
    assert texts.count("share on offer") == 1, texts  # the note under the question


def test_the_console_leaves_the_auction_to_its_question() -> None:
    table = Table.new(get("steam_barons"), {"players": ["Ann", "Ben", "Cat"], "seed": 1}, created="x")
    table.submit(CompanyOrder(ORDER))
    out = io.StringIO()
    console = Console(table, io.StringIO(), out)
    console.show_prompt()
    table.submit(FirstPlayer(1))
    console.show_prompt()
    text = out.getvalue()
    assert "Ben takes the first-player marker." in text
    assert text.count("share on offer") == 1, text


def test_a_last_bid_that_wins_is_told_by_the_win_alone() -> None:
    """ "Cat bids $5 for Orange." over "Cat wins the Orange auction at $5 a share." on one card: the bid twice."""
    from companion.front.steam_barons.card import sentences
    from companion.games.steam_barons.actions import Bid, Pass
    from companion.text.i18n import _

    table = Table.new(get("steam_barons"), {"players": ["Ann", "Ben", "Cat"], "seed": 1}, created="x")
    for action in (CompanyOrder(ORDER), FirstPlayer(0), Pass(0), Pass(1), Bid(2, 5)):
        table.submit(action)
    said = sentences(table, table.steps[-1].events, _)
    assert said[0] == "Cat wins the Orange auction at $5 a share.", said
    assert not any("bids" in sentence for sentence in said), said


def test_one_sale_alone_is_told_by_what_it_pays() -> None:
    """ "Sales revealed: Ann sells 1 Orange share; …" then "Ann sells one Orange share for $5.": the one sale twice."""
    from companion.core import ChanceSource
    from companion.front.steam_barons.card import sentences
    from companion.text.i18n import _

    table = Table.new(get("steam_barons"), {"players": ["Ann", "Ben", "Cat"], "seed": 1}, created="x")
    chance = ChanceSource(1)
    while (
        not any(sum(event.type == "shares_sold" for event in step.events) == 1 for step in table.steps[-1:])
        and not table.over
    ):
        table.submit(table.choose_random(chance))
    events = table.steps[-1].events
    [sold] = [event for event in events if event.type == "shares_sold"]
    said = sentences(table, events, _)
    name = table.names[sold.player]
    assert f"The sales pay {name} ${sold.amount}." in said, said
    assert sum(name in sentence and "sells" in sentence for sentence in said) == 1, said  # the reveal's
