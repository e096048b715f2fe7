"""Helpers a game's console view is written with: cells in rows, a line per player, the winners."""

from __future__ import annotations

from companion.text.summary import grid, player_lines, winners_line

SUMMARY = {"players": [{"name": "Ann", "cash": 5}, {"name": "Ben", "cash": 7}], "current_player": 1, "winners": [1]}


def test_cells_come_per_row_indented_two_spaces_apart() -> None:
    assert grid(["a", "b", "c"], 2) == ["   a  b", "   c"]


def test_a_line_per_player_marks_whose_turn_it_is() -> None:
    lines = player_lines(SUMMARY, lambda player: f"cash {player['cash']}", width=4)
    assert lines == ["   1. Ann  cash 5", " > 2. Ben  cash 7"]


def test_the_winners_show_once_the_game_is_over_else_the_games_words_for_nobody() -> None:
    assert winners_line(SUMMARY) == []
    assert winners_line({**SUMMARY, "over": True}) == ["   Winner: Ben"]
    assert winners_line({**SUMMARY, "over": True, "winners": []}, "Nobody owns two lots.") == [
        "   Nobody owns two lots."
    ]
