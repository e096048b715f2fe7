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


def test_a_long_row_goes_on_under_its_fields_within_78_columns() -> None:
    # A Big Shot player leading many lots, an Acquire player holding every chain: the row ran off the terminal.
    summary = {"players": [{"name": "Ann", "lots": ", ".join(f"L{n}*" for n in range(10, 40))}], "current_player": 0}
    lines = player_lines(summary, lambda player: f"cash 14M  lots {player['lots']}  fortune 61M", width=4)
    assert len(lines) > 1 and all(len(line) <= 78 for line in lines)
    assert lines[0].startswith(" > 1. Ann  cash 14M  lots L10*, ")
    assert all(line.startswith(" " * 11) and line[11] != " " for line in lines[1:])  # under the fields
    assert lines[-1].endswith("  fortune 61M")  # a field is broken only when it cannot fit a line of its own


def test_a_row_breaks_between_its_fields_not_inside_one() -> None:
    summary = {"players": [{"name": "Ben"}], "current_player": None}
    fields = "jaune          argent caché  dettes 0  aucun lot  fortune cachée"
    lines = player_lines(summary, lambda player: fields, width=10)
    assert lines == [
        "   1. Ben        jaune          argent caché  dettes 0  aucun lot",
        "                 fortune cachée",
    ]


def test_lines_under_a_seat_follow_its_row() -> None:
    lines = player_lines(SUMMARY, lambda player: f"cash {player['cash']}", width=4, under=lambda seat: [f"  #{seat}"])
    assert lines == ["   1. Ann  cash 5", "  #0", " > 2. Ben  cash 7", "  #1"]


def test_a_wrapped_row_keeps_its_first_fields_alignment() -> None:
    players = [{"name": "Carla", "shares": "Tower 10, American 3, Worldwide 1, Festival 2, Imperial 2"}]
    players.append({"name": "Ugo", "shares": "Tower 1"})
    summary = {"players": players, "current_player": 0}
    lines = player_lines(summary, lambda player: f"  $4,800  {player['shares']}")
    assert lines[0].index("$4,800") == lines[-1].index("$4,800")  # Carla's long row and Ugo's short one
