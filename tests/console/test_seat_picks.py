"""A pick of the players, shown by name, is typed by its line's number: "2" is the second name listed.

Steam Barons and Big Shot draw the first player among the seats; the engine
keys each option by its seat's index (0, 1, 2), a number nobody at the table
sees. Those hidden numbers once made the console list the names unnumbered
("Type the number you choose: Ann, Ben, Cat"), so "2" took the marker for
Cat, the third name, and "0" gave it to Ann instead of letting the companion
draw.
"""

from __future__ import annotations

import io

import pytest

from companion.console import Console
from companion.core import ChanceSource, Table
from companion.games import get

NAMES = ["Ann", "Ben", "Cat"]


def at_the_first_player(name: str) -> Table:
    """A new three-player game of ``name`` at its first-player draw (earlier draws made by the companion)."""
    game = get(name)
    table = Table.new(game, game.prepare(game.random_config(3, ChanceSource(5)) | {"players": NAMES}), created="x")
    chance = ChanceSource(9)
    for _draw in range(10):
        options = getattr(table.prompt().primary().decision, "options", ())  # type: ignore[union-attr]
        if options and all(option.action.type == "first_player" for option in options):
            return table
        table.submit(table.choose_random(chance))
    raise AssertionError(f"{name} never asked who plays first")


def typed(table: Table, *lines: str, seed: int = 3) -> str:
    out = io.StringIO()
    Console(table, io.StringIO("".join(line + "\n" for line in lines)), out, chance=ChanceSource(seed)).run()
    return out.getvalue()


@pytest.mark.parametrize("name", ["steam_barons", "bigshot"])
def test_the_names_are_numbered_and_a_number_is_the_line(name: str) -> None:
    table = at_the_first_player(name)
    before = len(table.steps)
    text = typed(table, "2", "q")
    assert "  1) Ann\n  2) Ben\n  3) Cat\n" in text
    assert "Type the number you choose" not in text
    assert table.steps[before].action.player == 1  # type: ignore[attr-defined]  # Ben, the second name


@pytest.mark.parametrize("name", ["steam_barons", "bigshot"])
def test_zero_lets_the_companion_draw(name: str) -> None:
    seat, seed = 0, 0
    while seat == 0:  # a seed whose draw is not Ann's seat, so a "0" read as seat 0 would be told apart
        seed += 1
        drawn = at_the_first_player(name)
        drawn.submit(drawn.choose_random(ChanceSource(seed)))  # what the console's chance draws at this question
        seat = drawn.steps[-1].action.player  # type: ignore[attr-defined]
    table = at_the_first_player(name)
    text = typed(table, "0", "q", seed=seed)
    assert "  0) let the companion decide\n  1) Ann\n" in text
    assert table.steps[-1].action.player == seat  # type: ignore[attr-defined]
