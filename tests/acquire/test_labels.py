"""Choices as players say them: the console's options and the undo question read these labels."""

from __future__ import annotations

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
