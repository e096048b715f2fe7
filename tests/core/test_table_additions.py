"""Adding a forgotten step where it belongs: entered at the decision of its moment, before the step that came
after it, with every later step replayed after it (kept, changed or dropped as after a correction), journaled
as one entry of its own and replayed exactly."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from core.test_table_corrections import fingerprint, opening, reopened

from companion.core import Fate
from companion.core.errors import StaleInput
from companion.core.history import ADDED
from companion.core.journal import JournalError, parse


def test_a_forgotten_bid_is_added_before_the_step_it_came_before(tmp_path: Path) -> None:
    table = opening(tmp_path)  # guesses, the roll, Ben bids 3, Cat bids 4
    before = table.steps
    preview = table.preview_correction(5, {"type": "bid", "player": 1, "amount": 2}, insert=True)
    assert preview.added and preview.old is None
    # Ben's bid of 2 comes first: his bid of 3 is no longer his turn's; Cat's 4 still holds
    assert [(later.step, later.fate) for later in preview.later] == [(5, Fate.DROPPED), (6, Fate.HOLDS)]
    assert table.steps == before  # a preview changes nothing
    table.correct(5, {"type": "bid", "player": 1, "amount": 2}, insert=True)
    assert [(s.action.type, getattr(s.action, "amount", None)) for s in table.steps[4:]] == [("bid", 2), ("bid", 4)]
    assert table.steps[4].replaced is ADDED and table.steps[5].replaced is None
    assert fingerprint(reopened(tmp_path / "game.jsonl")) == fingerprint(table)


def test_the_addition_is_one_journal_line_of_its_own_and_the_earlier_lines_stay(tmp_path: Path) -> None:
    table = opening(tmp_path)
    written = (tmp_path / "game.jsonl").read_text(encoding="utf-8").splitlines()
    table.correct(5, {"type": "bid", "player": 1, "amount": 2}, insert=True)
    lines = (tmp_path / "game.jsonl").read_text(encoding="utf-8").splitlines()
    assert lines[:-1] == written
    assert json.loads(lines[-1]) == {"n": 7, "insert": {"step": 5, "action": {"type": "bid", "player": 1, "amount": 2}}}


def test_the_log_says_a_step_was_added_afterwards_also_after_a_restart(tmp_path: Path) -> None:
    table = opening(tmp_path)
    table.correct(5, {"type": "bid", "player": 1, "amount": 2}, insert=True)
    first, *rest = table.step_sentences(4)
    assert first == "Added afterwards, where it belongs." and rest == ["Ben bids 2."]
    assert first in table.log()
    assert reopened(tmp_path / "game.jsonl").step_sentences(4) == [first, *rest]
    table.correct(5, {"type": "bid", "player": 1, "amount": 1})  # an added step corrected: says what it was, once
    assert table.step_sentences(4)[0] == "Corrected; it was: Ben bids 2."


def test_undo_and_redo_work_across_an_addition(tmp_path: Path) -> None:
    table = opening(tmp_path)
    table.correct(5, {"type": "bid", "player": 1, "amount": 2}, insert=True)
    added = fingerprint(table)
    table.rewind(2)  # an undo right after the addition would take it back whole
    assert len(table.steps) == 4
    table.redo()
    table.redo()
    assert fingerprint(table) == added and table.steps[4].replaced is ADDED
    table.undo()
    again = reopened(tmp_path / "game.jsonl")
    assert fingerprint(again) == fingerprint(table) and again.can_redo


def test_the_same_action_as_the_step_is_added_not_refused(tmp_path: Path) -> None:
    """Two equal steps in a row are a game's own (two $3 tiles built): adding one is no "nothing to correct"."""
    table = opening(tmp_path)
    correction = table.preview_correction(4, {"type": "roll", "white": 2, "black": 3}, insert=True)
    assert correction.later[0].fate is Fate.DROPPED  # the dice were rolled: a second roll is not asked for


def test_an_addition_confirmed_on_a_stale_preview_is_refused(tmp_path: Path) -> None:
    table = opening(tmp_path)
    shown = table.stamp
    table.submit({"type": "pass", "player": 0})
    with pytest.raises(StaleInput):
        table.correct(5, {"type": "bid", "player": 1, "amount": 2}, answers=shown, insert=True)


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({"step": 0, "action": {"type": "pass", "player": 0}}, "an addition's 'step' must be a whole number from 1"),
        ({"step": 2, "action": 3}, "an addition's 'action' must be a JSON object"),
        ({"step": 2}, "'insert' must be a JSON object with 'step' and 'action'"),
    ],
)
def test_a_malformed_addition_line_is_refused_naming_the_line(body: dict, message: str) -> None:
    header = {"journal": 1, "game": "tiny", "config": {"players": ["Ann", "Ben"]}, "created": "x"}
    data = (json.dumps(header) + "\n" + json.dumps({"n": 1, "insert": body}) + "\n").encode()
    with pytest.raises(JournalError, match=message) as raised:
        parse(data)
    assert raised.value.line == 2
