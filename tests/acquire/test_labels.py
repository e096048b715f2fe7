"""Choices as players say them: the console's options and the undo question read these labels."""

from __future__ import annotations

import pytest

from companion.core import Table
from companion.core.i18n import say
from companion.games.acquire import GAME
from companion.games.acquire.actions import (
    Buy,
    ChooseDefunct,
    ChooseSurvivor,
    DeclareEnd,
    Dispose,
    FoundChain,
    NoPlayableTile,
    PlaceTile,
    StartTile,
)
from companion.text.i18n import _, set_language

from .helpers import physical


def test_each_choice_reads_as_a_player_would_say_it() -> None:
    state = physical()
    assert GAME.label(state, PlaceTile(0, "5C")) == "place 5C"
    assert GAME.label(state, StartTile(1, "9I")) == "place 9I"
    assert GAME.label(state, NoPlayableTile(0)) == "no playable tile"
    assert GAME.label(state, FoundChain(0, "tower")) == "found Tower"
    assert GAME.label(state, ChooseSurvivor(0, "luxor")) == "Luxor survives"
    assert GAME.label(state, ChooseDefunct(0, "imperial")) == "settle Imperial next"
    assert GAME.label(state, DeclareEnd(2)) == "declare the end"


def test_disposals_and_purchases_name_their_counts_and_chains() -> None:
    state = physical()
    assert GAME.label(state, Dispose(0, 2, 4)) == "sell 2, trade 4"
    assert GAME.label(state, Dispose(0, 0, 2)) == "trade 2"
    assert GAME.label(state, Dispose(0, 0, 0)) == "keep all"
    assert GAME.label(state, Buy(0, {"tower": 2, "luxor": 1})) == "buy 2 Tower, 1 Luxor"
    assert GAME.label(state, Buy(0, {})) == "buy nothing"


@pytest.mark.parametrize(
    "language, survives, buys",
    [
        ("en", "Tower survives", "buy 2 Tower, 1 Luxor"),
        ("it", "Tower sopravvive", "compra 2 Tower, 1 Luxor"),
        ("fr", "Tower survit", "acheter 2 Tower, 1 Luxor"),
    ],
)
def test_labels_read_in_the_players_language(language: str, survives: str, buys: str) -> None:
    state = physical()
    set_language(language)
    try:
        assert say(GAME.label(state, ChooseSurvivor(0, "tower")), _) == survives
        assert say(GAME.label(state, Buy(0, {"tower": 2, "luxor": 1})), _) == buys
    finally:
        set_language("en")


def test_a_step_that_caused_no_event_is_named_in_the_players_language_in_the_log() -> None:
    """A three-way tie: the survivor chosen is a step of its own with no event; the log names it by its label."""
    table = Table.new(GAME, {"players": ["Ann", "Ben", "Cat"]}, created="x")
    turns = [["1A"], ["2A", "tower"], ["1C"], ["2C", "luxor"], ["4B"], ["3B", "american"]]
    for seat, tile in enumerate(("12A", "12E", "12I")):
        table.submit(StartTile(seat, tile))
    for number, (tile, *chain) in enumerate(turns):
        seat = number % 3
        table.submit(PlaceTile(seat, tile))
        if chain:
            table.submit(FoundChain(seat, chain[0]))
        table.submit(Buy(seat, {}))
    table.submit(PlaceTile(0, "2B"))
    table.submit(ChooseSurvivor(0, "luxor"))
    set_language("it")
    try:
        assert table.step_sentences(-1, _) == ["Luxor sopravvive"]
    finally:
        set_language("en")
    assert table.step_sentences(-1) == ["Luxor survives"]
