"""A correction of the present state: the pieces set by hand, with a reason, journaled, undone like any step."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from companion.core import ImpossiblePosition, RuleViolation, Table
from companion.core.errors import StaleInput
from companion.core.journal import read
from companion.games import get

from .roundtrip import same

GAME = get("tiny")


def played(tmp_path: Path) -> Table[Any]:
    table = Table.new(GAME, {"players": ["Ann", "Ben", "Cat"], "rounds": 3}, created="x", path=tmp_path / "g.jsonl")
    for seat, parity in ((0, "odd"), (1, "even"), (2, "odd")):
        table.submit({"type": "guess", "player": seat, "parity": parity})
    table.submit({"type": "roll", "white": 2, "black": 3})
    table.submit({"type": "bid", "player": 1, "amount": 3})
    return table


def test_the_bank_overpaid_ann_and_the_table_sets_her_cash_right(tmp_path: Path) -> None:
    table = played(tmp_path)
    position = table.position()
    assert position["cash"] == [6, 5, 6]
    table.adjust({**position, "cash": [5, 5, 6]}, "the bank paid Ann 1 coin too much")
    assert [p["cash"] for p in table.summary()["players"]] == [5, 5, 6]
    assert table.prompt().kind == "bid" and table.prompt().player == 2  # the game goes on where it was
    assert table.step_sentences(-1) == ["The pieces were set by hand: the bank paid Ann 1 coin too much"]
    assert table.log()[-1] == table.step_sentences(-1)[0]
    assert table.adjustments == ["the bank paid Ann 1 coin too much"]
    last = json.loads((tmp_path / "g.jsonl").read_text(encoding="utf-8").splitlines()[-1])
    assert last["adjust"]["reason"] == "the bank paid Ann 1 coin too much" and last["adjust"]["position"]["cash"] == [
        5,
        5,
        6,
    ]
    again = Table.resume(GAME, read(tmp_path / "g.jsonl"))
    assert same(again, table) and again.adjustments == table.adjustments
    table.submit({"type": "bid", "player": 2, "amount": 4})  # the game goes on from the corrected pieces
    table.undo()
    table.undo()  # the adjustment is a step like any other
    assert [p["cash"] for p in table.summary()["players"]] == [6, 5, 6] and table.adjustments == []


@pytest.mark.parametrize(
    ("position", "reason", "said"),
    [
        ({"cash": [5, 5]}, "a miscount", "cash needs one number per player (3)."),
        (None, "", "Say in a few words why the pieces are set by hand"),
        (None, "x" * 201, "at most 200 letters"),
        ("cash", "a miscount", "A position is a JSON object"),
        ({"cash": [float("nan"), 5, 6]}, "a miscount", "That entry cannot be used"),
    ],
)
def test_a_refused_adjustment_changes_nothing(tmp_path: Path, position: Any, reason: str, said: str) -> None:
    table = played(tmp_path)
    before, journal = table.summary(), (tmp_path / "g.jsonl").read_bytes()
    written = table.position() if position is None else position
    if isinstance(position, dict):
        written = {**table.position(), **position}
    with pytest.raises(RuleViolation) as refused:
        table.adjust(written, reason)
    assert said in refused.value.message()
    assert table.summary() == before and (tmp_path / "g.jsonl").read_bytes() == journal


def test_an_adjustment_made_on_a_stale_view_is_refused(tmp_path: Path) -> None:
    table = played(tmp_path)
    seen = table.stamp
    table.submit({"type": "bid", "player": 2, "amount": 4})
    with pytest.raises(StaleInput):
        table.adjust(table.position(), "a miscount", answers=seen)


def test_a_correction_before_an_adjustment_keeps_it_where_it_still_holds(tmp_path: Path) -> None:
    table = played(tmp_path)
    table.adjust({**table.position(), "cash": [5, 5, 6]}, "a miscount")
    table.correct(4, {"type": "roll", "white": 2, "black": 4})  # the dice were 2 and 4
    assert table.adjustments == ["a miscount"] and [p["cash"] for p in table.summary()["players"]] == [5, 5, 6]
    assert same(Table.resume(GAME, read(tmp_path / "g.jsonl")), table)


def test_an_impossible_hand_position_is_refused_in_one_sentence(tmp_path: Path) -> None:
    table = played(tmp_path)
    with pytest.raises(ImpossiblePosition) as refused:
        table.adjust({**table.position(), "round": 9}, "a miscount")
    assert refused.value.message() == "round must be a whole number from 1 to 3, not 9."


def test_a_redone_adjustment_is_told_with_its_reason(tmp_path: Path) -> None:
    """Undone then redone, the pieces set by hand were told as an empty line ("  *") at the console, and an empty
    card on the touchscreen: the table's own event had no sentence outside the log."""
    import io

    from companion.console import Console
    from companion.core import ChanceSource

    table = played(tmp_path)
    table.adjust({**table.position(), "cash": [5, 5, 6]}, "the bank paid Ann 1 coin too much")
    table.undo()
    out = io.StringIO()
    console = Console(table, io.StringIO(""), out, chance=ChanceSource(1))
    assert console.handle("redo") is True
    assert "  * The pieces were set by hand: the bank paid Ann 1 coin too much\n" in out.getvalue()
    set_by_hand = table.steps[-1].events[0]
    assert table.describe(set_by_hand, lambda text: text) == table.step_sentences(-1)[0]
