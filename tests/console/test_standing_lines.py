"""The console's final scores read cleanly at 80 columns: one layout for every player, details broken between parts.

A table of two read one player's detail beside the fortune and the other's on the line under the name, and a
detail under a name broke inside a part ("cash 11M · 1" then "debt").
"""

from __future__ import annotations

from companion.core import ChanceSource, Table
from companion.registry import spec
from companion.text.standing import Ranked, lines, standing

SHORT = "lots black 2, white 2: qualifies · lots 53M · cash 0M"
LONG = "lots red 5, yellow 3: qualifies · lots 100M · cash 11M · 1 debt · and a little more to say"


def test_every_detail_goes_under_its_name_when_one_does_not_fit_beside_its_figure() -> None:
    rows = [
        Ranked(1, "Ben", 53, "Fortune 53M", SHORT, place=1, won=True),
        Ranked(0, "Ann", 35, "Fortune 35M", LONG, place=2),
    ]
    said = lines(rows)
    assert said[0] == "  *1. Ben  Fortune 53M"
    assert said[1] == "      " + SHORT
    assert said[2] == "   2. Ann  Fortune 35M"
    assert all(len(line) <= 78 for line in said)
    under = [line.strip() for line in said[3:]]
    assert " ".join(under) == LONG  # every word, in order, under the name
    parts = LONG.split(" · ")
    for line in under:  # whole parts on every line ("cash 11M · 1" then "debt" cut one)
        assert all(part in parts for part in line.removesuffix(" ·").split(" · ")), line


def test_details_that_all_fit_stay_beside_their_figures() -> None:
    rows = [Ranked(0, "Ann", 6, "$6", "cash $6", place=1, won=True), Ranked(1, "Ben", 2, "$2", "cash $2", place=2)]
    assert lines(rows) == ["  *1. Ann  $6  cash $6", "   2. Ben  $2  cash $2"]


def test_a_two_player_bigshot_game_reads_in_one_layout_within_80_columns() -> None:
    for seed in range(1, 6):
        table = Table.new(spec("bigshot").game, {"players": ["Ann", "Ben"], "seed": seed}, created="now")
        chance = ChanceSource(seed)
        while not table.over:
            table.submit(table.choose_random(chance))
        said = lines(standing(table))
        assert all(len(line) <= 80 for line in said)
        heads = [line for line in said if line[3:4].isdigit() or line[2:3] == "*"]
        assert len(heads) == 2
        beside = ["·" in line for line in heads]  # the detail on the name's line, or under it
        assert len(set(beside)) == 1, said
