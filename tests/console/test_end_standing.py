"""At the game's end the console shows the final standing under "Final scores", in 80 columns.

It said only "The game is over.": who came second, and by how much, was nowhere but in the table's rows. The
standing is the one the touchscreen's final screen and the phones show (place, name, figure, what made it),
printed when the last move ends the game and again when a finished game is opened.
"""

from __future__ import annotations

from typing import Any

import pytest

from companion.core import ChanceSource, Table
from companion.registry import spec
from companion.text.i18n import set_language
from companion.text.standing import Ranked, lines, placed
from tests.console.sessions import play
from tests.console.test_console import SEALED, console_for


def finished(game: str, seed: int, players: list[str]) -> Table[Any]:
    table = Table.new(spec(game).game, {"players": players, "seed": seed}, created="now")
    chance = ChanceSource(seed)
    while not table.over:
        table.submit(table.choose_random(chance))
    return table


def after(text: str, heading: str) -> list[str]:
    """The lines printed after the last ``heading``, up to the next blank line or question."""
    lines = text.splitlines()
    start = len(lines) - 1 - lines[::-1].index(heading)
    found = []
    for line in lines[start + 1 :]:
        if not line.strip() or line.startswith(">"):
            break
        found.append(line)
    return found


def test_a_finished_game_opened_shows_its_standing_with_the_shared_place() -> None:
    table = finished("steam_barons", 6, ["Ann", "Ben", "Cat", "Dan"])  # cash 34, 34, 23, 23
    text = play(table)
    assert "The game is over. Ann and Ben share the win.\nFinal scores\n" in text
    assert after(text, "Final scores") == [
        "  *1. Ann  $34",
        "  *1. Ben  $34",
        "   3. Cat  $23  tied",
        "   3. Dan  $23  tied",
    ]


@pytest.mark.parametrize(
    ("language", "tied"),
    [
        ("en", "2 VP  tied · left"),
        ("it", "2 VP  a pari merito · left"),
        ("fr", "2 VP  ex æquo · left"),
    ],
)
def test_two_players_out_of_the_game_on_one_place_read_that_they_share_it(language: str, tied: str) -> None:
    """Mad Market ranks the players who left after those still in, by the same figures: two bankrupt on 2 VP both
    read "2." and nothing said the second place was shared. A shared win is said by the end's sentence alone."""
    set_language(language)
    try:
        rows = [
            Ranked(0, "Ann", 5, "5 VP", "cash 196"),
            Ranked(1, "Ben", 2, "2 VP", "left", out=True),
            Ranked(2, "Cat", 2, "2 VP", "left", out=True),
        ]
        shown = lines(placed(rows, [(1, 5), (0, 2), (0, 2)], {0}), 80)
    finally:
        set_language("en")
    assert [line.split(".")[0].strip(" *") for line in shown] == ["1", "2", "2"]
    assert shown[1].endswith(tied) and shown[2].endswith(tied), shown
    winners = lines(placed(rows[:2], [1, 1], {0, 1}), 80)
    assert not any("tied" in line for line in winners), winners


def test_the_last_move_is_followed_by_the_standing() -> None:
    console, out, table = console_for([*SEALED, "1 2", "2", "pass"])
    assert console.run() == 0 and table.over
    text = out.getvalue()
    standing = after(text, "Final scores")
    assert text.index("The game is over.") < text.index("Final scores")
    scores = {player["name"]: player["score"] for player in table.summary()["players"]}
    assert len(standing) == 2 and all(f"{scores[name]}" in line for name in scores for line in standing if name in line)
    winner = table.summary()["players"][table.summary()["winners"][0]]["name"]
    assert any(line.startswith("  *1. ") and winner in line for line in standing)


def test_the_standing_in_french_with_what_made_each_figure_within_80_columns() -> None:
    table = finished("acquire", 3, ["Anne-Sophie", "Jean-Baptiste", "Marie-Claire"])
    text = play(table, language="fr")
    winner = table.names[table.summary()["winners"][0]]
    assert f"La partie est terminée. {winner} gagne.\nScores finaux\n" in text
    standing = after(text, "Scores finaux")
    assert [line.split(".")[0].strip(" *") for line in standing] == ["1", "2", "3"]
    assert all("fin : dividendes " in line and ", ventes " in line for line in standing)  # the final ones only
    assert all(len(line) <= 80 for line in standing)
    cash = [line.split()[2] for line in standing]  # "36 800 $": the figure in French, right-aligned in a column
    assert all(
        line.index(figure) + len(figure) == standing[0].index(cash[0]) + len(cash[0])
        for line, figure in zip(standing, cash, strict=True)
    )


def test_a_figure_named_first_lines_up_its_figures_not_its_word() -> None:
    """Big Shot names each fortune ("Fortune 4M"): right-aligned whole, the shorter one pushed its word right
    ("   3. Ben   Fortune 4M" under "  *1. Cat  Fortune 82M"); the room now goes before the figure."""
    rows = [
        Ranked(2, "Cat", 82, "Fortune 82M", place=1, won=True),
        Ranked(0, "Ann", 48, "Fortune 48M", place=2),
        Ranked(1, "Ben", 4, "Fortune 4M", place=3),
    ]
    assert lines(rows, 60) == [
        "  *1. Cat  Fortune 82M",
        "   2. Ann  Fortune 48M",
        "   3. Ben  Fortune  4M",
    ]


def test_figures_that_lead_their_labels_stay_aligned_right() -> None:
    rows = [Ranked(0, "Ann", 12, "12 VP", place=1), Ranked(1, "Ben", 9, "9 VP", place=2)]
    assert lines(rows, 60) == ["   1. Ann  12 VP", "   2. Ben   9 VP"]
