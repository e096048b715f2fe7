"""The board as data: the stand-in board, the file format, validation naming the field, saving for new games."""

from __future__ import annotations

import copy

import pytest

from companion.core.i18n import say
from companion.games.mad_market import BOARD, GAME, board_to_toml, board_warnings
from companion.games.mad_market.board import Board
from companion.games.mad_market.errors import BoardError
from companion.games.mad_market.rules import NUMBERS, SQUARE_KINDS
from companion.text.i18n import _, translator


def test_the_standin_board_is_complete_and_marked_uncalibrated() -> None:
    data = BOARD.packaged_table()
    board = Board.from_data(data)
    assert data["calibrated"] is False and "not the printed board" in data["name"]
    assert board.squares[0].kind == "start"
    assert len(board.companies) == 18
    for stock in "123456":
        assert len(board.by_stock[stock]) == 3
    kinds = {square.kind for square in board.squares}
    assert kinds == set(SQUARE_KINDS)  # every kind of square of the rules is on it
    names = {stock.name for stock in board.stocks.values()}
    assert {"Logistics", "Cryptocurrency", "IT"} <= names
    assert "IT-2" in board.companies  # squares are labelled by type and number
    assert board.track[:6] == (1, 2, 3, 4, 5, 6) and board.start_field == 6  # field N is worth N; start on 6
    assert sum(vp * count for vp, _, count in board.items.values()) == 150
    assert data["numbers"] == NUMBERS
    assert board_warnings(data) == []


def test_a_game_shows_the_board_is_uncalibrated() -> None:
    state = GAME.new_game(GAME.prepare_config({"players": ["Ann", "Ben"]}))
    assert GAME.summary(state)["board"]["calibrated"] is False


def test_rent_and_holding_rent_default_to_half_and_full_price() -> None:
    data = BOARD.packaged_table()
    square = data["squares"][1]
    del square["rent"], square["holding_rent"]
    square["price"] = 101
    normal = BOARD.validate(data)
    assert normal["squares"][1]["rent"] == 50 and normal["squares"][1]["holding_rent"] == 101


def test_the_normal_form_validates_to_itself_and_survives_the_file_format(tmp_path) -> None:
    data = BOARD.packaged_table()
    assert BOARD.validate(data) == data
    assert BOARD.parse(board_to_toml(data)) == data
    mine = copy.deepcopy(data)
    mine["calibrated"] = True
    mine["name"] = "My box"
    path = BOARD.save(tmp_path, mine)
    assert BOARD.read(path) == BOARD.validate(mine) == BOARD.saved(tmp_path)
    assert BOARD.for_new_game(tmp_path)["name"] == "My box"


def test_new_games_use_the_standin_until_an_owner_saves_a_board(tmp_path) -> None:
    assert BOARD.saved(tmp_path) is None
    assert BOARD.for_new_game(tmp_path) == BOARD.packaged_table()


def _broken(path: list, value) -> dict:
    data = BOARD.packaged_table()
    target = data
    for key in path[:-1]:
        target = target[key]
    if value is KeyError:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return data


@pytest.mark.parametrize(
    ("path", "value", "field"),
    [
        (["calibrated"], "yes", "calibrated"),
        (["squares", 0, "kind"], "free", "squares[0].kind"),
        (["squares", 3, "kind"], "start", "squares[3].kind"),
        (["squares", 2, "kind"], "lottery", "squares[2].kind"),
        (["squares", 1, "price"], 0, "squares[1].price"),
        (["squares", 1, "rent"], -5, "squares[1].rent"),
        (["squares", 1, "stock"], 7, "squares[1].stock"),
        (["squares", 3, "number"], 1, "squares[3].number"),
        (["track", "values", 3], 3, "track.values[3]"),
        (["track", "start"], 40, "track.start"),
        (["forecast", "fields", 2, "direction"], "sideways", "forecast.fields[2].direction"),
        (["forecast", "fields", 2, "stock"], 0, "forecast.fields[2].stock"),
        (["forecast", "start"], 99, "forecast.start"),
        (["items", "jet", "count"], -1, "items.jet.count"),
        (["numbers", "fine"], "lots", "numbers.fine"),
        (["numbers", "police_max"], 1, "numbers.police_max"),
        (["stocks", 1, "code"], "LOG", "stocks[1].code"),
        (["stocks", 1, "number"], 1, "stocks[1].number"),
        (["stocks", 1, "code"], "it", "stocks[1].code"),
        (["colour"], "red", "colour"),
    ],
)
def test_validation_names_the_field_at_fault(path, value, field) -> None:
    with pytest.raises(BoardError) as info:
        BOARD.validate(_broken(path, value))
    assert info.value.data["field"] == field
    assert f"'{field}'" in str(info.value)


def test_each_stock_needs_exactly_three_company_squares() -> None:
    data = BOARD.packaged_table()
    data["squares"][1] = {"kind": "free"}
    with pytest.raises(BoardError, match="exactly three companies of stock 1"):
        BOARD.validate(data)


def test_a_supply_not_worth_150_vp_or_other_numbers_is_a_warning_not_a_refusal() -> None:
    data = BOARD.packaged_table()
    data["items"]["jet"]["count"] = 3
    data["numbers"]["casino"] = 250
    warnings = board_warnings(data)
    assert any("135 VP" in w for w in warnings) and any("numbers.casino" in w for w in warnings)


def test_a_warnings_amounts_are_grouped_in_the_owners_language() -> None:
    """A board's numbers beside the rulebook's read "12,000" and "12.000", as every amount does; a refused field's
    number and its neighbour's too."""
    data = BOARD.packaged_table()
    data["numbers"]["start_cash"] = 12000
    data["items"]["jet"]["price"] = 20000
    said = {say(w, translator("it")) for w in board_warnings(data)} | {say(w, _) for w in board_warnings(data)}
    assert "numbers.start_cash: 12,000, the rulebook says 500" in said  # the rulebook says 500
    assert "numbers.start_cash: 12.000, il regolamento dice 500" in said
    assert "items.jet: 15 VP for 20,000, the rulebook says 15 VP for 2,000" in said
    assert "items.jet: 15 PV per 20.000, il regolamento dice 15 PV per 2.000" in said
    data = BOARD.packaged_table()
    data["track"]["values"] = [1000 * n for n in range(1, 17)]
    data["track"]["values"][3] = 1500
    with pytest.raises(BoardError) as refused:
        BOARD.validate(data)
    assert refused.value.message(translator("it")).endswith("deve superare la casella sotto (3.000).")
    data["track"]["values"][3] = 1_200_000
    with pytest.raises(BoardError) as refused:
        BOARD.validate(data)
    assert refused.value.message().endswith("from 1 to 1,000,000, not 1,200,000.")


def test_bad_toml_is_a_board_error() -> None:
    with pytest.raises(BoardError, match="not valid TOML"):
        BOARD.parse("name = [")


def test_a_config_carries_the_board_inline_and_replays_after_recalibration() -> None:
    custom = BOARD.packaged_table()
    custom["calibrated"] = True
    custom["squares"][1]["price"] = 999
    prepared = GAME.prepare_config({"players": ["Ann", "Ben"], "board": custom})
    assert prepared["board"]["squares"][1]["price"] == 999
    assert GAME.prepare_config(prepared) == prepared  # the header is stable
    state = GAME.new_game(prepared)
    assert state.board.companies["LOG-1"].price == 999 and state.board.calibrated


def test_an_unknown_board_name_is_refused() -> None:
    with pytest.raises(BoardError):
        GAME.prepare_config({"players": ["Ann", "Ben"], "board": "printed"})
