"""The kit's printed table (companion.core.printed): the shared field checks, what it remembers, what it shares.

A table here is a small made-up one ("a dice table": a name and a number per face), so these tests hold for
any game's board or card: the refusal is the game's own error naming the field, a checked table is handed
out as a fresh copy, a refusal is never remembered, and what an engine builds from one table is built once.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from companion.core import N_, TableError
from companion.core.printed import REMEMBERED, FieldChecks, PrintedTable, table_key
from companion.text.i18n import translator


class DiceTableError(TableError):
    code = "dice_table"
    template = N_("Dice table field '{field}' {problem}.")


CHECK = FieldChecks(DiceTableError, most=20)
CHECKED: list[Any] = []


def check_dice(data: Any) -> dict[str, Any]:
    CHECKED.append(data)
    table = CHECK.table(data, "table", ("name", "faces"))
    faces = [CHECK.whole(face, f"faces[{index}]", 1) for index, face in enumerate(table.get("faces", []))]
    return {"name": str(table.get("name", "Dice")), "faces": faces}


def dice_toml(data: dict[str, Any]) -> str:
    return f'name = "{data["name"]}"\nfaces = {data["faces"]}\n'


DICE = PrintedTable("tests.core", "unused.toml", "standard", "dice.toml", "table", check_dice, dice_toml, CHECK)


def refusal(call: Any, *args: Any) -> DiceTableError:
    with pytest.raises(DiceTableError) as refused:
        call(*args)
    return refused.value


def test_a_field_refusal_is_the_games_error_naming_the_field_and_the_problem() -> None:
    error = CHECK.fail("faces[2]", N_("must be even, not {value}"), value=3)
    assert isinstance(error, DiceTableError) and error.code == "dice_table"
    assert error.message() == "Dice table field 'faces[2]' must be even, not 3."


def test_a_whole_number_is_checked_against_its_bounds_and_the_tables_most() -> None:
    assert CHECK.whole(20, "x", 1) == 20
    assert "from 1 to 20, not 21" in refusal(CHECK.whole, 21, "x", 1).message()
    assert "from 1 to 6, not 7" in refusal(CHECK.whole, 7, "x", 1, 6).message()
    for bad in (True, 2.0, "3", None):
        assert refusal(CHECK.whole, bad, "faces[0]", 1).data["field"] == "faces[0]"


def test_a_whole_numbers_refusal_groups_its_range_and_the_number_written_in_the_readers_language() -> None:
    """A price typed "120000" reads back as every amount does: "120,000", "120.000"."""
    refused = refusal(CHECK.whole, 120_000, "faces[0]", 1000, 20_000)
    assert refused.message().endswith("from 1,000 to 20,000, not 120,000.")
    assert refused.message(translator("it")).endswith("da 1.000 a 20.000, non 120.000.")
    assert refusal(CHECK.whole, "12000", "faces[0]", 1).message().endswith("not '12000'.")


def test_a_table_names_an_unknown_key_inside_it_and_words_a_missing_table() -> None:
    assert CHECK.table({"name": "x"}, "table", ("name", "faces")) == {"name": "x"}
    unknown = refusal(CHECK.table, {"name": "x", "edges": 1}, "table", ("name", "faces"))
    assert unknown.data["field"] == "table.edges" and "known: name, faces" in unknown.message()
    assert "must be a table of name, faces" in refusal(CHECK.table, [1], "table", ("name", "faces")).message()
    worded = refusal(CHECK.table, 3, "table", ("name",), N_("must list the faces"))
    assert worded.message() == "Dice table field 'table' must list the faces."


def test_a_checked_table_is_a_fresh_copy_each_time_and_checked_once() -> None:
    CHECKED.clear()
    data = {"name": "Red", "faces": [1, 2, 3]}
    first, second = DICE.validate(data), DICE.validate(dict(data))
    assert first == second == {"name": "Red", "faces": [1, 2, 3]}
    assert first is not second and first["faces"] is not second["faces"]
    first["faces"].append(99)  # a caller changing its copy changes nobody else's
    assert DICE.validate(data)["faces"] == [1, 2, 3]
    assert len(CHECKED) == 1


def test_tables_that_differ_only_in_types_are_told_apart() -> None:
    assert table_key({"faces": [1]}) != table_key({"faces": [True]}) != table_key({"faces": [1.0]})
    assert table_key({"faces": [1]}) != table_key({"faces": (1,)})
    assert "not True" in refusal(DICE.validate, {"faces": [True]}).message()
    assert DICE.validate({"faces": [1]})["faces"] == [1]


def test_a_refusal_is_never_remembered() -> None:
    CHECKED.clear()
    for _ in range(2):
        refusal(DICE.validate, {"faces": [0]})
    assert len(CHECKED) == 2


def test_what_is_built_from_one_table_is_shared_and_a_normal_form_is_not_checked_again() -> None:
    CHECKED.clear()
    built = DICE.shared({"name": "Blue", "faces": [4]}, lambda normal: tuple(normal["faces"]))
    assert built == (4,) and DICE.shared({"name": "Blue", "faces": [4]}, tuple) is built
    assert len(CHECKED) == 1
    assert DICE.shared({"name": "Green", "faces": [5]}, lambda normal: normal["name"], validated=True) == "Green"
    assert len(CHECKED) == 1
    with pytest.raises(DiceTableError):
        DICE.shared({"faces": [50]}, tuple)


def test_the_memory_is_bounded() -> None:
    for face in range(1, 21):
        for extra in range(3):
            DICE.validate({"name": f"T{extra}", "faces": [face]})
    assert len(DICE._checked) <= REMEMBERED


def test_a_saved_table_is_read_back_and_a_bad_one_names_its_file(tmp_path: Path) -> None:
    path = DICE.save(tmp_path, {"name": "Mine", "faces": [6, 6]})
    assert path == tmp_path / "dice.toml" and DICE.saved(tmp_path) == {"name": "Mine", "faces": [6, 6]}
    path.write_text("faces = [0]\n", encoding="utf-8")
    refused = refusal(DICE.saved, tmp_path)
    assert refused.data["field"] == f"{path}: faces[0]"
