"""Steam Barons' building said once at the console: the question says whose company builds and which tile ("Ann
builds for Brown: tile 1 of 2"); the echo over the table ("Brown builds; Ann decides.") and the table's own line
("Brown builds: tile 1 of 2, can pay up to $40") said them again, three times on one screen. The table's line keeps
only what is its own: what the company can pay."""

from __future__ import annotations

import io
from collections.abc import Iterator

import pytest

from companion.console import Console
from companion.core import ChanceSource, Table
from companion.games import get
from companion.games.steam_barons.actions import EndBuild
from companion.text.i18n import set_language


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def at_second_building() -> Table:
    """A game at the second company's building, the first one's end just entered."""
    table = Table.new(get("steam_barons"), {"players": ["Ann", "Ben", "Cat"], "seed": 2}, created="x")
    chance = ChanceSource(2)
    while table.prompt().kind != "build":
        table.submit(table.choose_random(chance))
    return table


@pytest.mark.parametrize(
    ("code", "tile", "builds"),
    [("en", "tile 1 of 2", " builds"), ("it", "tessera 1 di 2", " costruisce"), ("fr", "tuile 1 sur 2", " construit")],
)
def test_the_tile_and_the_builder_are_said_by_the_question_alone(code: str, tile: str, builds: str) -> None:
    table = at_second_building()
    set_language(code)
    out = io.StringIO()
    console = Console(table, io.StringIO(), out)
    console.show_prompt()
    seat, company = table.prompt().player, table.summary()["at"]
    out.truncate(0)
    table.submit(EndBuild(seat, company))  # the next company builds: its echo, the table, its question
    console.show_table()
    console.show_prompt()
    screen = out.getvalue()
    following = table.summary()["at"]
    assert following != company
    assert screen.count(tile) == 1, screen
    assert "can pay up to $" in screen or "può pagare fino a $" in screen or "peut payer jusqu'à $" in screen
    name = table.names[table.prompt().player]
    assert sum(line.count(builds) for line in screen.splitlines() if name in line) == 1, screen
