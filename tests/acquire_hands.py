"""Acquire hands whose tiles each do something else, for the tests of every layer that says what a tile would do
(the console's list, the phones' options): a tile that grows a chain, one that founds one, a merger that pays
bonuses, a tile the rules refuse now."""

from __future__ import annotations

from typing import Any

from companion.core import Table
from companion.registry import spec

PLAYERS = ["Ann", "Ben", "Cat"]


def table_at(position: dict[str, Any], *, open_holdings: bool = True, tiles: str = "dealt") -> Table[Any]:
    """A dealt game of Ann, Ben and Cat from ``position``, on a table without a journal; with ``tiles="physical"``
    the tiles are in the players' hands (the position's hands are left out), and a tile is any empty square."""
    if tiles != "dealt":
        position = {key: value for key, value in position.items() if key != "hands"}
    config = {"players": PLAYERS, "tiles": tiles, "seed": 3, "open_holdings": open_holdings, "position": position}
    return Table.new(spec("acquire").game, config, created="2026-11-29T22:00:00")


def every_outcome(*, open_holdings: bool = True, tiles: str = "dealt") -> Table[Any]:
    """Ann to place a tile: 6A grows Tower (5 tiles), 1B merges Luxor (3) into Tower paying Ann the majority
    bonus ($3,000) and Ben the minority ($1,500), 10F founds a chain beside the loose 10E, 12C stands alone."""
    return table_at(
        {
            "step": "place_tile",
            "turn": 0,
            "cash": [6000, 6000, 6000],
            "shares": [{"luxor": 3}, {"luxor": 1, "tower": 2}, {}],
            "chains": {"tower": ["1A", "2A", "3A", "4A", "5A"], "luxor": ["1C", "2C", "3C"]},
            "loose": ["10E"],
            "hands": [
                ["6A", "1B", "12C", "10F", "5G", "8H"],
                ["9A", "9B", "9C", "9D", "9E", "9F"],
                ["11A", "11B", "11C", "11D", "11E", "11G"],
            ],
        },
        open_holdings=open_holdings,
        tiles=tiles,
    )


def seven_chains() -> Table[Any]:
    """Every chain on the board, Ann to place a tile: 6F beside the loose 6E would found an eighth (refused now),
    3A grows Tower."""
    return table_at(
        {
            "step": "place_tile",
            "turn": 0,
            "cash": [6000, 6000, 6000],
            "shares": [
                {"tower": 1, "luxor": 1, "american": 1},
                {"worldwide": 1, "festival": 1},
                {"imperial": 1, "continental": 1},
            ],
            "chains": {
                "tower": ["1A", "2A"],
                "luxor": ["1C", "2C"],
                "american": ["1E", "2E"],
                "worldwide": ["1G", "2G"],
                "festival": ["1I", "2I"],
                "imperial": ["12A", "12B"],
                "continental": ["12H", "12I"],
            },
            "loose": ["6E"],
            "hands": [
                ["6F", "3A", "9C", "5H", "7B", "10E"],
                ["9A", "9B", "8C", "9D", "9E", "9F"],
                ["11A", "11B", "11C", "11D", "11E", "11G"],
            ],
        },
    )


def three_chain_merger() -> Table[Any]:
    """Ann to place 7C, which merges Worldwide (4 tiles), American and Luxor (3 each) into Continental (6),
    paying all three players: the longest outcome a tile of the hand can have."""
    return table_at(
        {
            "step": "place_tile",
            "turn": 0,
            "cash": [6000, 6000, 6000],
            "shares": [
                {"luxor": 3, "american": 2, "worldwide": 4},
                {"luxor": 1, "american": 5, "continental": 2},
                {"worldwide": 4, "american": 1},
            ],
            "chains": {
                "continental": ["7B", "7A", "6A", "5A", "4A", "3A"],
                "luxor": ["8C", "9C", "10C"],
                "american": ["6C", "5C", "4C"],
                "worldwide": ["7D", "7E", "8E", "9E"],
            },
            "hands": [
                ["7C", "1E", "12C", "10F", "5G", "8H"],
                ["1I", "2I", "3I", "4I", "5I", "6I"],
                ["1H", "2H", "3H", "4H", "5H", "6H"],
            ],
        },
    )


def two_safe_chains(*, playable: bool = True) -> Table[Any]:
    """Tower (rows A-B) and Luxor (rows D-E) safe at 12 tiles each, Ann to place a tile: her tiles of row C,
    between them, would merge two safe chains (dead). With ``playable`` she holds 1C, 2C and 3C beside three
    tiles that stand alone; without it her six tiles are all of row C, and she has no playable tile."""
    ann = ["1C", "2C", "3C", "10H", "12I", "8G"] if playable else [f"{column}C" for column in range(1, 7)]
    return table_at(
        {
            "step": "place_tile",
            "turn": 0,
            "cash": [6000, 6000, 6000],
            "shares": [{"tower": 2}, {"luxor": 2}, {}],
            "chains": {
                "tower": [f"{column}{row}" for row in "AB" for column in range(1, 7)],
                "luxor": [f"{column}{row}" for row in "DE" for column in range(1, 7)],
            },
            "hands": [ann, ["9A", "9B", "10C", "9D", "9E", "9F"], ["11A", "11B", "11C", "11D", "11E", "11G"]],
        },
    )
