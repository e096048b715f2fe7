"""An entry only the table's screen takes says on the deciding seat's phone what is entered and who enters it."""

from __future__ import annotations

from typing import Any

from companion.core import ChanceSource, Table
from companion.phones.views import build, speaking
from companion.registry import spec


def bigshot_placing() -> Table[Any]:
    """Big Shot at the first placement of cubes won."""
    table = Table.new(spec("bigshot").game, {"players": ["Ann", "Ben", "Cat"], "seed": 1}, created="x")
    chance = ChanceSource(1)
    while table.prompt().kind != "place":
        table.submit(table.choose_random(chance))
    return table


def test_a_bigshot_placement_says_what_the_table_waits_for_and_who_enters_it() -> None:
    table = bigshot_placing()
    seat = table.prompt().seats[0]
    words = {}
    for code in ("en", "it", "fr"):
        with speaking(code):
            (entry,) = build(table, seat)["decisions"]
        assert entry["kind"] == "entry"
        words[code] = entry["text"]
    assert (
        words["en"] == "Put the cubes you won on the board's spaces, then enter on the table's screen where each went."
    )
    assert words["it"] != words["en"] and words["fr"] != words["en"]  # said in the phone's language


def test_a_bigshot_layout_says_on_every_phone_what_is_laid_out_and_where_it_is_taken() -> None:
    table = Table.new(spec("bigshot").game, {"players": ["Ann", "Ben"], "seed": 1}, created="x")
    assert table.prompt().kind == "layout"
    wanted = "Lay out the cubes as the table's screen shows them, then take that layout there, or enter your own."
    for seat in (0, 1):
        said = {}
        for code in ("en", "it", "fr"):
            with speaking(code):
                (entry,) = build(table, seat)["decisions"]
            said[code] = entry["text"]
        assert said["en"] == wanted
        assert len(set(said.values())) == 3  # in the phone's language
