"""Helpers a game's console view is written with: cells in rows, a line per player, the winners."""

from __future__ import annotations

from companion.text.summary import flowed_list, grid, player_lines, players_table, winners_line

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
    lots = lines[0].index("lots ")
    assert all(line.startswith(" " * lots) and line[lots] != " " for line in lines[1:])  # the lots under the lots
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


def test_a_list_going_on_under_its_row_starts_under_its_first_item() -> None:
    """Acquire's "Continental 4" went on a few columns left of the shares it follows: under the cash."""
    shares = "Tower 10, American 3, Worldwide 1, Festival 2, Imperial 2, Continental 4, Luxor 1, Tower 9, Festival 1"
    lines = player_lines({"players": [{"name": "Carla"}], "current_player": 0}, lambda _player: f"  $4,800  {shares}")
    assert len(lines) >= 2
    column = lines[0].index("Tower 10")
    for line in lines[1:]:
        assert len(line) - len(line.lstrip()) == column, lines
        assert len(line) <= 78


# -- long names: every row's fields in one column ------------------------------------------------------------

LONG = ["Maximilienne", "Bo", "Clémentine", "Bartholomew-Alexandre"]  # the keyboard's 12 letters; the console's more


def fields_column(lines: list[str], names: list[str]) -> list[int]:
    """Where each seat's fields start: after its name on its row, or on the next row if the name stands alone."""
    starts = []
    for seat, name in enumerate(names):
        at = next(index for index, line in enumerate(lines) if line[3:].startswith(f"{seat + 1}. {name}"))
        head = 6 + len(name)
        row = lines[at + 1] if len(lines[at]) == head else " " * head + lines[at][head:]
        starts.append(len(row) - len(row.lstrip()))
    return starts


def test_long_names_keep_every_players_fields_in_one_column() -> None:
    # "Bartholomew-Alexandre" pushed his cash 9 columns right of everyone else's.
    summary = {"players": [{"name": name, "cash": cash} for name, cash in zip(LONG, (5, 17, 120, 9), strict=True)]}
    lines = player_lines(summary, lambda player: [f"cash {player['cash']:>3}", "lots -"], width=8)
    assert len(set(fields_column(lines, LONG))) == 1, lines
    assert lines[0] == "   1. Maximilienne cash   5  lots -"  # the column as wide as a 12-letter name
    assert lines[3] == "   4. Bartholomew-Alexandre" and lines[4] == " " * 19 + "cash   9  lots -"  # alone, then below
    assert all(len(line) <= 78 for line in lines)


def test_cells_are_aligned_in_columns_across_the_players() -> None:
    summary = {"players": [{"name": "Ann", "n": "9"}, {"name": "Ben", "n": "1999"}]}
    lines = player_lines(summary, lambda player: [f"cash {player['n']}", "debts 0", "no lots"], width=4)
    assert lines == ["   1. Ann  cash 9     debts 0  no lots", "   2. Ben  cash 1999  debts 0  no lots"]


def test_the_generic_players_table_aligns_long_names_and_values_one_row_a_seat() -> None:
    summary = {
        "players": [
            {"name": "Maximilienne-Anne", "cash": 5, "phase": "odd"},
            {"name": "Bo", "cash": 1200, "phase": "even"},
        ],
        "winners": [1],
    }
    lines = players_table(summary, 0)
    assert lines == [
        " > 1. Maximilienne-Anne cash    5  phase odd",
        "   2. Bo                cash 1200  phase even  (winner)",
    ]


def test_a_list_too_long_for_the_rest_of_its_row_goes_on_from_it_after_its_commas() -> None:
    # Acquire: "3. Marie-Hélène   $6 700" alone, then the 56 columns of shares on a row of their own.
    shares = "Tower 2, Luxor 5, American 5, Worldwide 6, Continental 1"
    summary = {"players": [{"name": "Marie-Hélène"}], "current_player": None}
    lines = player_lines(summary, lambda player: f"  $6,700  {shares}")
    assert lines == [
        "   1. Marie-Hélène   $6,700  Tower 2, Luxor 5, American 5, Worldwide 6,",
        "                             Continental 1",  # under the shares, not under the cash
    ]


def test_a_list_too_long_for_its_line_goes_on_two_columns_right_of_its_sentence() -> None:
    """Steam Barons' "Waiting for: Bartolomeo-Alessandro-Giancarlo-Maria, Bea," went on with "Ciro" in the
    sentence's own column, where it read as a line of its own."""
    names = ["Bartolomeo-Alessandro-Giancarlo-Maria", "Bea", "Ciro"]
    lines = flowed_list("   Waiting for: {names}", "names", names)
    assert lines == ["   Waiting for: Bartolomeo-Alessandro-Giancarlo-Maria, Bea,", "     Ciro"]
    assert flowed_list("   Waiting for: {names}", "names", names, indent="   ")[1] == "   Ciro"  # a caller's own
