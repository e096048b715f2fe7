"""The board file: default board, validation naming the field, the saved correction, exact replays."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from companion.games.bigshot import GAME, board_to_toml
from companion.games.bigshot.board import BOARD, SAVED_BOARD_NAME, Board
from companion.games.bigshot.errors import BoardError
from companion.games.bigshot.scoring import fortunes

from .helpers import config, started


def test_the_default_board_holds_the_published_facts() -> None:
    board = BOARD.packaged_table()
    assert list(board["lots"]) == [
        "P1",
        "A9",
        "A10",
        "A11",
        "P2",
        "B9",
        "B10",
        "B11",
        "L16",
        "L18",
        "L19",
        "L20",
        "L21",
    ]
    assert board["auction_spaces"] == 18
    assert board["lots"]["P1"] == {"park": True} and board["lots"]["P2"] == {"park": True}
    values = {lot: spec.get("value") for lot, spec in board["lots"].items()}
    assert [values[x] for x in ("A9", "A10", "A11", "B9", "B10", "B11")] == [9, 10, 11, 9, 10, 11]
    assert [values[x] for x in ("L16", "L18", "L19", "L20", "L21")] == [16, 18, 19, 20, 21]
    assert board["adjacency"]["P1"] == ["A9", "A10", "A11"] and board["adjacency"]["P2"] == ["B9", "B10", "B11"]
    assert board["adjacency"]["A9"] == ["P1"]  # both ways


def broken(change) -> dict:
    board = copy.deepcopy(BOARD.packaged_table())
    change(board)
    return board


@pytest.mark.parametrize(
    "change, field, words",
    [
        (lambda b: b["lots"]["L20"].update(value="twenty"), "lots.L20.value", "whole number of millions"),
        (lambda b: b["lots"]["L20"].update(value=0), "lots.L20.value", "from 1 to 999"),
        (lambda b: b["lots"]["L20"].pop("value"), "lots.L20.value", "not None"),
        (lambda b: b["lots"]["P1"].update(value=5), "lots.P1.value", "a park has no value"),
        (lambda b: b["lots"]["A9"].update(colour="red"), "lots.A9.colour", "not a field here (known: value, park)"),
        (lambda b: b["lots"].update({"9X": {"value": 3}}), "lots.9X", "a lot name is a letter"),
        (lambda b: b["adjacency"].update(P1=["A9", "Z1"]), "adjacency.P1", "'Z1' is not one of the lots"),
        (lambda b: b["adjacency"].update(P1=["P1"]), "adjacency.P1", "cannot border itself"),
        (lambda b: b["adjacency"].update(Q7=["A9"]), "adjacency.Q7", "Q7 is not one of the lots"),
        (lambda b: b.update(auction_spaces=20), "auction_spaces", "must be 18"),
        (lambda b: b.update(spaces=18), "spaces", "not a board field"),
        (lambda b: [b["lots"].pop(x) for x in ("L16", "L18", "L19")], "lots", "from 11 to 40"),
        (lambda b: b.update(lots=[1, 2]), "lots", "must be a table"),
        (lambda b: b.update(calibrated="no"), "calibrated", "must be true (read off a real board) or false"),
    ],
)
def test_invalid_boards_are_refused_with_a_message_naming_the_field(change, field, words) -> None:
    with pytest.raises(BoardError) as info:
        BOARD.validate(broken(change))
    assert info.value.data["field"] == field
    assert f"'{field}'" in str(info.value) and words in str(info.value)
    assert info.value.code == "board"


def test_normal_form_is_stable_and_the_toml_round_trips() -> None:
    board = BOARD.packaged_table()
    assert BOARD.validate(board) == board
    assert BOARD.parse(board_to_toml(board)) == board


def test_an_unreadable_file_is_refused_naming_it(tmp_path: Path) -> None:
    path = tmp_path / "board.toml"
    path.write_text("name = 'x'\n[lots\n", encoding="utf-8")
    with pytest.raises(BoardError) as info:
        BOARD.read(path)
    assert str(path) in str(info.value) and "not valid TOML" in str(info.value)
    with pytest.raises(BoardError):
        BOARD.read(tmp_path / "missing.toml")


def test_a_corrected_board_is_saved_and_used_from_then_on(tmp_path: Path) -> None:
    assert BOARD.saved(tmp_path) is None
    assert BOARD.for_new_game(tmp_path) == BOARD.packaged_table()
    corrected = BOARD.packaged_table()
    corrected["lots"]["L16"] = {"value": 17}
    corrected["adjacency"]["P1"] = ["A9", "A10", "A11", "L16"]
    path = BOARD.save(tmp_path, corrected)
    assert path == tmp_path / SAVED_BOARD_NAME and path.read_text().startswith("name = ")
    assert BOARD.for_new_game(tmp_path) == BOARD.validate(corrected)
    assert Board.from_data(BOARD.for_new_game(tmp_path)).values["L16"] == 17


def test_a_bad_saved_board_is_refused_not_ignored(tmp_path: Path) -> None:
    (tmp_path / SAVED_BOARD_NAME).write_text(board_to_toml(BOARD.packaged_table()).replace("value = 20", "value = -1"))
    with pytest.raises(BoardError) as info:
        BOARD.for_new_game(tmp_path)
    assert "lots.L20.value" in str(info.value)


def test_saving_refuses_an_invalid_board_and_keeps_the_old_file(tmp_path: Path) -> None:
    BOARD.save(tmp_path, BOARD.packaged_table())
    before = (tmp_path / SAVED_BOARD_NAME).read_text()
    with pytest.raises(BoardError):
        BOARD.save(tmp_path, broken(lambda b: b["lots"]["A9"].update(value="nine")))
    assert (tmp_path / SAVED_BOARD_NAME).read_text() == before


def test_prepare_config_embeds_the_board_content_so_replays_are_exact() -> None:
    prepared = GAME.prepare_config(config())
    assert prepared["board"] == BOARD.packaged_table()
    assert GAME.prepare_config(prepared) == prepared  # idempotent: the header replays as written
    corrected = BOARD.packaged_table()
    corrected["lots"]["L21"] = {"value": 25}
    inline = GAME.prepare_config(config(board=corrected))
    assert inline["board"]["lots"]["L21"] == {"value": 25}
    with pytest.raises(BoardError):
        GAME.prepare_config(config(board="my-board"))


def test_an_inline_board_changes_values_and_doubling() -> None:
    corrected = BOARD.packaged_table()
    corrected["lots"]["L16"] = {"value": 17}
    corrected["adjacency"]["P2"] = ["B9", "B10", "B11", "L16"]
    state = started(board=corrected)
    red = fortunes(state, {"P2": "red", "L16": "red"})[0].colors[0]
    assert red.lot_value == 34
    assert GAME.summary(state)["lots"]["L16"]["value"] == 17


def test_a_board_checked_before_is_recognised_but_never_shared() -> None:
    first = BOARD.validate(BOARD.packaged_table())
    again = BOARD.validate(BOARD.packaged_table())
    assert first == again and first is not again
    again["lots"]["L20"]["value"] = 99  # a caller editing its copy changes nobody else's
    assert BOARD.validate(BOARD.packaged_table())["lots"]["L20"]["value"] == 20


def test_a_board_with_number_keys_is_not_taken_for_its_string_twin() -> None:
    board = BOARD.packaged_table()
    BOARD.validate(board)
    twin = {**board, "lots": {(1 if lot == "L20" else lot): spec for lot, spec in board["lots"].items()}}
    with pytest.raises(BoardError):
        BOARD.validate(twin)


def test_games_on_the_same_board_share_one_frozen_board() -> None:
    first, second = Board.from_data(BOARD.packaged_table()), Board.from_data(BOARD.packaged_table())
    assert first is second
    with pytest.raises(AttributeError):
        first.lots = ()  # type: ignore[misc]
    other = BOARD.packaged_table()
    other["lots"]["L20"]["value"] = 25
    assert Board.from_data(other).values["L20"] == 25 and first.values["L20"] == 20


def test_the_default_board_says_it_is_no_box_and_every_new_game_on_it_says_so() -> None:
    """The rules publish the parks and their 9/10/11 lots, not the 16-19 values nor the other neighbours: the
    packaged board is marked ``calibrated = false``, and a game on it is told as Mad Market's stand-in is."""
    assert BOARD.packaged_table()["calibrated"] is False
    words = ("Default board: some lot values and neighbours are placeholders",)
    assert GAME.stand_ins(config()) == words  # "default", as a new game asks for it
    prepared = GAME.prepare_config(config())
    assert GAME.stand_ins(prepared) == words  # and as the journal's header holds it
    assert GAME.summary(GAME.new_game(prepared))["board_calibrated"] is False


def test_the_owners_board_is_the_box_s_whether_it_says_so_or_was_saved_before_it_could(tmp_path: Path) -> None:
    """An owner's board saved from Settings says ``calibrated = true``; one saved before the field existed has
    none, and still loads, as the owner's, and stays without the field (its games' headers unchanged)."""
    owners = BOARD.packaged_table()
    owners.update(calibrated=True, name="Our box")
    BOARD.save(tmp_path, owners)
    assert "calibrated = true" in (tmp_path / SAVED_BOARD_NAME).read_text()
    assert GAME.stand_ins(config(board=BOARD.for_new_game(tmp_path))) == ()

    corrected = BOARD.packaged_table()
    corrected["lots"]["L18"]["value"] = 17  # the owner read their box
    old = board_to_toml(corrected).replace("calibrated = false\n", "")
    assert "calibrated" not in old
    (tmp_path / SAVED_BOARD_NAME).write_text(old)
    before = BOARD.for_new_game(tmp_path)
    assert "calibrated" not in before
    prepared = GAME.prepare_config(config(board=before))
    assert "calibrated" not in prepared["board"] and GAME.prepare_config(prepared) == prepared
    assert GAME.stand_ins(prepared) == ()
    assert GAME.summary(GAME.new_game(prepared))["board_calibrated"] is True


def test_a_board_without_the_field_whose_numbers_are_the_defaults_is_the_default_whatever_its_name() -> None:
    """A game saved on the packaged board before ``calibrated`` existed carries its numbers without the field:
    they are the placeholders still, and the game says so; its name is not what tells (an owner may rename)."""
    old = BOARD.packaged_table()
    del old["calibrated"]
    old["name"] = "Our box"
    assert BOARD.stand_in(old) and GAME.stand_ins(config(board=old)) == GAME.stand_ins(config())
    prepared = GAME.prepare_config(config(board=old))
    assert prepared["board"]["calibrated"] is False and prepared["board"]["name"] == "Our box"
    assert GAME.prepare_config(prepared) == prepared
    assert GAME.summary(GAME.new_game(config(board=old)))["board_calibrated"] is False
    for change in (
        lambda b: b["lots"]["L19"].update(value=17),
        lambda b: b["adjacency"].update(A9=["P1", "L16"], L16=["A9"]),
        lambda b: b["lots"].update(L17={"value": 17}),
    ):
        changed = BOARD.packaged_table()
        del changed["calibrated"]
        change(changed)
        assert not BOARD.stand_in(changed) and GAME.stand_ins(config(board=changed)) == ()
        assert "calibrated" not in GAME.prepare_config(config(board=changed))["board"]
    said = BOARD.packaged_table()
    said["calibrated"] = True  # the owner said these numbers are their box's: they are
    assert not BOARD.stand_in(said) and GAME.stand_ins(config(board=said)) == ()


def test_the_default_numbers_with_the_lots_in_another_order_are_still_the_default() -> None:
    """The order of the lots says nothing of the box (each lot's neighbours are a set, listed in that order): a
    board without the field holding the default's lots and neighbours in another order is the stand-in still,
    and a new game on it says so; one neighbour more makes it the owner's."""
    packaged = BOARD.packaged_table()
    lots = list(reversed(packaged["lots"].items()))
    reordered = {
        "name": "Our box",
        "auction_spaces": packaged["auction_spaces"],
        "lots": dict(lots),
        "adjacency": {lot: list(reversed(near)) for lot, near in reversed(packaged["adjacency"].items())},
    }
    assert BOARD.validate(reordered)["adjacency"] != {
        lot: near for lot, near in packaged["adjacency"].items()
    }  # the normal form lists neighbours in the order of the lots
    assert BOARD.stand_in(reordered) and GAME.stand_ins(config(board=reordered)) == GAME.stand_ins(config())
    prepared = GAME.prepare_config(config(board=reordered))
    assert prepared["board"]["calibrated"] is False and list(prepared["board"]["lots"]) == [lot for lot, _ in lots]
    assert GAME.summary(GAME.new_game(prepared))["board_calibrated"] is False
    more = copy.deepcopy(reordered)
    more["adjacency"]["L16"] = ["L18"]
    assert not BOARD.stand_in(more) and GAME.stand_ins(config(board=more)) == ()


def test_the_field_round_trips_and_a_board_without_it_is_no_other_board() -> None:
    board = BOARD.packaged_table()
    assert BOARD.parse(board_to_toml(board)) == board and "calibrated = false" in board_to_toml(board)
    del board["calibrated"]
    assert BOARD.validate(board) == board and BOARD.parse(board_to_toml(board)) == board
    played = Board.from_data(board)
    assert played.calibrated and not Board.from_data(BOARD.packaged_table()).calibrated
    assert played.values == Board.from_data(BOARD.packaged_table()).values
