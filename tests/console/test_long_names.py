"""Every game's console screens with a full table of long names, in French: within 78 columns, and each player's
fields in one column whatever the length of the names.

A 12-letter name overflowed Big Shot's 10-letter column and Steam Barons' 8-letter one, pushing that row's
fields right of everyone else's; a longer name (the console takes any) did the same in every game.
"""

from __future__ import annotations

import pytest

from companion.core import PUBLIC, ChanceSource, Table
from companion.games import get
from companion.registry import spec
from companion.text.i18n import pgettext, set_language
from companion.text.summary import render

WIDTH = 78
NAMES = ["Maximilienne", "Bo", "Marie-Hélène", "Jean-Charles", "Ugo", "Bartholomew-Alexandre"]
"""Names of the keyboard's 12 letters, short ones, and one only the console takes."""


def first_field(lines: list[str], seat: int, name: str) -> tuple[int, int]:
    """Where a seat's first field starts and ends: after its name on its row, or on the next row if the name
    stands alone."""
    at = next(index for index, line in enumerate(lines) if line[3:].startswith(f"{seat + 1}. {name}"))
    head = 6 + len(name)
    row = lines[at + 1] if len(lines[at]) == head else " " * head + lines[at][head:]
    start = len(row) - len(row.lstrip())
    gap = row.find("  ", start)
    return start, len(row) if gap < 0 else gap


@pytest.mark.parametrize("game", ["acquire", "bigshot", "steam_barons", "mad_market"])
def test_every_games_screens_with_long_names_stay_within_78_columns_their_fields_in_line(game: str) -> None:
    seats = min(6, get(game).max_players)
    names = NAMES[: seats - 1] + NAMES[-1:]
    table = Table.new(get(game), {"players": names}, created="x")
    chance = ChanceSource(5)
    sheet = spec(game).get("console_sheet")
    set_language("fr")
    try:
        for step in range(301):
            if step in (0, 40, 120, 300) or table.over:
                summary = table.summary(PUBLIC)
                view = render(game, summary)
                lines = view + sheet(summary, None)
                assert all(len(line) <= WIDTH for line in lines), [line for line in lines if len(line) > WIDTH]
                fields = [first_field(view, seat, name) for seat, name in enumerate(names)]
                starts, ends = {start for start, _end in fields}, {end for _start, end in fields}
                assert len(starts) == 1 or len(ends) == 1, view  # aligned left or right, in one column
            if table.over:
                break
            table.submit(table.choose_random(chance))
    finally:
        set_language("en")


LONGEST = "Bartholomew-Alexandre-Jean-Christophe"
"""A name longer than any column a row of the companies' table can give it within 78 columns."""


def controllers_column(lines: list[str], companies: int) -> list[str]:
    """The companies' table's controller cells, each with the rows it goes on to under itself, joined."""
    heading = next(index for index, line in enumerate(lines) if line.split()[:1] == [pgettext("column", "Company")])
    column = lines[heading].index(pgettext("column", "Controller"))
    cells: list[str] = []
    for line in lines[heading + 1 :]:
        if line[:column].strip() or not cells:
            if len(cells) == companies:
                break
            cells.append(line[column:].split(" ")[0])
        else:
            cells[-1] += line[column:].strip()
    return cells


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_steam_barons_names_a_long_controller_whole_within_78_columns(language: str) -> None:
    """The controller's column stops growing at 78 columns: a 37-letter controller read "Bartholomew-Alexandre-Je",
    and the auction's line ("$14 by Bartholomew-…") ran past the terminal's edge."""
    names = [LONGEST, "Maximilienne", "Bo", "Marie-Hélène", "Jean-Charles", "Ugo"]
    table = Table.new(get("steam_barons"), {"players": names}, created="x")
    chance = ChanceSource(1)
    controlled = 0
    set_language(language)
    try:
        while not table.over:
            summary = table.summary(PUBLIC)
            lines = render("steam_barons", summary)
            assert all(len(line) <= WIDTH for line in lines), [line for line in lines if len(line) > WIDTH]
            if any(firm.get("controller") == 0 for firm in summary["companies"].values()):
                controlled += 1
                assert LONGEST in controllers_column(lines, len(summary["companies"])), lines
            table.submit(table.choose_random(chance))
    finally:
        set_language("en")
    assert controlled
