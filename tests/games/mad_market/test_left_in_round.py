"""A player who went bankrupt is said on the final scores with the round they left the game in, read from the log.

The final scores (the touchscreen's final screen, the console's and a phone's) said "bankrupt: ranked after
those still in" without when: a table could not tell the player who fell in round 3 from the one who fell in the
last round.
"""

from __future__ import annotations

from typing import Any

import pytest

from companion.core import Table
from companion.front.mad_market.standing import standing
from companion.games.mad_market import GAME
from companion.games.mad_market.actions import EndTurn, Roll, SellCompany
from companion.text.i18n import set_language


def from_position(position: dict[str, Any]) -> Table[Any]:
    config = {"players": ["Ann", "Ben"], "board": "standin", "position": position}
    return Table.new(GAME, config, created="x")


def bankrupt_on_the_next_move() -> Table[Any]:
    """Ben ends his move of round 12; Ann, first to move, throws 4 and 3 from CRY-3 to the Casino with 100 and
    nothing to sell: she leaves the game in round 13, and Ben, alone, wins."""
    table = from_position(
        {
            "step": "open",
            "first": 0,
            "round": 12,
            "mover": 1,
            "players": [{"name": "Ann", "cash": 100, "square": "CRY-3"}, {"name": "Ben", "cash": 900}],
        }
    )
    table.submit(EndTurn(1))
    table.submit(Roll(0, 4, 3))
    assert table.over
    return table


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")


@pytest.mark.parametrize(
    ("code", "said"),
    [
        ("en", "bankrupt in round 13: ranked after those still in"),
        ("it", "in bancarotta al giro 13: dietro a chi resta in gioco"),
        ("fr", "en faillite à la manche 13 : derrière ceux encore en jeu"),
    ],
)
def test_a_bankrupt_player_is_said_with_the_round_they_left_in(code: str, said: str) -> None:
    table = bankrupt_on_the_next_move()
    set_language(code)
    rows = standing(table)
    assert [(row.name, row.out) for row in rows] == [("Ben", False), ("Ann", True)]
    assert rows[1].detail == said


def test_a_bankruptcy_before_any_move_started_takes_the_round_of_the_position() -> None:
    """A game begun from a position at Ann's debt: no move was started in the log, the position says round 7."""
    table = from_position(
        {
            "step": "debt",
            "first": 0,
            "round": 7,
            "mover": 0,
            "players": [
                {"name": "Ann", "cash": 20, "square": "casino-1", "companies": ["LOG-2"]},
                {"name": "Ben", "cash": 500},
            ],
            "debt": {"amount": 300, "to": "bank"},
        }
    )
    table.submit(SellCompany(0, "LOG-2"))
    assert table.over
    assert standing(table)[1].detail == "bankrupt in round 7: ranked after those still in"


def test_a_player_written_out_in_a_position_has_no_round() -> None:
    """Out of the game in the position the game began from, with no bankruptcy in the log: no round is made up."""
    table = from_position(
        {
            "step": "over",
            "first": 0,
            "round": 4,
            "players": [{"name": "Ann", "cash": 0, "out": True}, {"name": "Ben", "cash": 500}],
        }
    )
    assert table.over
    assert standing(table)[1].detail == "bankrupt: ranked after those still in"


@pytest.mark.parametrize(
    ("code", "said"),
    [
        ("en", "bankrupt in round 13: ranked after those still in"),
        ("it", "in bancarotta al giro 13: dietro a chi resta in gioco"),
        ("fr", "en faillite à la manche 13 : derrière ceux encore en jeu"),
    ],
)
def test_the_consoles_score_sheet_says_the_round_as_the_final_scores_do(code: str, said: str) -> None:
    """The console's ``sheet`` said "bankrupt: ranked after those still in" under final scores that said the round."""
    import io

    from companion.console import Console

    table = bankrupt_on_the_next_move()
    out = io.StringIO()
    Console(table, io.StringIO("sheet\nq\n"), out, language=code).run()
    printed = out.getvalue()
    sheet = printed.split("\n> ")[-2]  # what the command printed, after the final scores (then "q")
    assert said in sheet, sheet
