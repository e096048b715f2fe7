"""A step that set the pieces by hand is fixed as pieces set by hand again: another position, another reason,
journaled as a correction of its own, replayed, and taken back whole by an undo right after it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from companion.core import Table
from companion.core.errors import JournalError, RuleViolation
from companion.core.history import Adjustment
from companion.core.journal import parse, read
from companion.games import get
from tests.tiny_bids import tiny_bids


def cash_less(table: Table[Any], less: int) -> dict[str, Any]:
    position = table.position()
    return {**position, "cash": [position["cash"][0] - less, *position["cash"][1:]]}


def adjusted(tmp_path: Path) -> tuple[Table[Any], dict[str, Any]]:
    """Bids of 3 and 4, Ann's cash set 1 lower by hand (step 7), then Ann passes (step 8)."""
    table = tiny_bids([(1, 3), (2, 4)], path=tmp_path / "game.jsonl", durable=False)
    before = table.position()
    table.adjust(cash_less(table, 1), "the bank paid Ann 1 coin too much")
    table.submit({"type": "pass", "player": 0})
    return table, before


def test_a_step_that_set_the_pieces_is_fixed_with_other_pieces_and_replays(tmp_path: Path) -> None:
    table, before = adjusted(tmp_path)
    position = {**before, "cash": [before["cash"][0] - 2, *before["cash"][1:]]}
    correction = table.preview_correction(7, Adjustment(position, "2 coins too much, counted again"))
    assert [later.fate.value for later in correction.later] == ["holds"]
    table.correct(7, Adjustment(position, " 2 coins too much, counted again "))
    assert table.summary()["players"][0]["cash"] == before["cash"][0] - 2 and len(table.steps) == 8
    assert table.step_sentences(6) == [
        "Corrected; it was: The pieces were set by hand: the bank paid Ann 1 coin too much",
        "The pieces were set by hand: 2 coins too much, counted again",
    ]
    assert table.adjustments == ["2 coins too much, counted again"]
    last = json.loads((tmp_path / "game.jsonl").read_text().splitlines()[-1])
    assert last["correct"]["step"] == 7 and last["correct"]["action"]["type"] == "adjust"
    reopened = Table.resume(get("tiny"), read(tmp_path / "game.jsonl"), durable=False)
    assert reopened.summary() == table.summary() and reopened.log() == table.log()
    table.undo()  # right after the fix: the pieces as they were set the first time
    assert table.summary()["players"][0]["cash"] == before["cash"][0] - 1 and len(table.steps) == 8


def test_pieces_set_anew_pass_the_same_checks_as_setting_them(tmp_path: Path) -> None:
    table, _before = adjusted(tmp_path)
    with pytest.raises(RuleViolation):
        table.correct(7, Adjustment(table.position(), "  "))  # no reason
    with pytest.raises(RuleViolation):
        table.correct(7, Adjustment({"cash": [1]}, "miscount"))  # no position the rules can be in
    assert len(table.steps) == 8 and table.adjustments == ["the bank paid Ann 1 coin too much"]


def test_a_correction_entry_of_pieces_without_a_position_is_refused_naming_its_line() -> None:
    header = {"journal": 1, "game": "tiny", "config": {"players": ["Ann", "Ben", "Cat"], "rounds": 3}, "created": "x"}
    lines = [
        header,
        {"n": 1, "action": {"type": "guess", "player": 0, "parity": "odd"}},
        {"n": 2, "correct": {"step": 1, "action": {"type": "adjust", "reason": "x"}}},
    ]
    data = "".join(json.dumps(line) + "\n" for line in lines).encode()
    with pytest.raises(JournalError) as raised:
        Table.resume(get("tiny"), parse(data))
    assert raised.value.line == 3
