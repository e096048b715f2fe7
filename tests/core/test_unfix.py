"""Undo right after a fix takes the fix back whole: the line as it was before it (every step it dropped), the
state exactly as before; redo does the fix again. Journaled as an entry of its own (``unfix``), so an ``undo``
after a ``correct`` in a journal written before keeps its meaning."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path
from typing import Any

import pytest

from companion.core import ChanceSource, Table
from companion.core.errors import JournalError, StaleInput, WentOnMeanwhile
from companion.core.journal import CardFull, parse, read
from companion.core.table import replay
from companion.games import get, names
from tests.tiny_bids import tiny_bids

TINY = get("tiny")


def fingerprint(table: Table[Any]) -> str:
    return json.dumps(table.summary(), sort_keys=True)


def actions(table: Table[Any]) -> list[Any]:
    return [step.action for step in table.steps]


def reopened(path: Path, game: Any = TINY) -> Table[Any]:
    return Table.resume(game, read(path), durable=False)


def opening(tmp_path: Path) -> Table[Any]:
    """Three guesses, the dice at 2 and 3, then Ben bids 3, Cat 4 and Ann 5 (steps 5 to 7)."""
    return tiny_bids([(1, 3), (2, 4), (0, 5)], path=tmp_path / "game.jsonl", durable=False)


BEN_BIDS_5 = {"type": "bid", "player": 1, "amount": 5}  # step 5 fixed: Cat's 4 and Ann's 5 no longer hold


def test_an_undo_right_after_a_fix_brings_back_every_step_it_dropped(tmp_path: Path) -> None:
    table = opening(tmp_path)
    before, steps = fingerprint(table), actions(table)
    table.correct(5, BEN_BIDS_5)
    assert len(table.steps) == 5 and table.fix_to_undo is not None and table.fix_to_undo.back == (6, 7)
    table.undo()
    assert fingerprint(table) == before and actions(table) == steps and len(table.steps) == 7
    assert all(step.replaced is None for step in table.steps)  # the log no longer says step 5 was corrected
    assert table.fix_to_undo is None and table.can_redo and table.fix_to_redo is not None
    assert table.writer is not None and table.writer.steps == 7
    again = reopened(tmp_path / "game.jsonl")
    assert fingerprint(again) == before and actions(again) == steps and again.fix_to_redo is not None
    lines = (tmp_path / "game.jsonl").read_text(encoding="utf-8").splitlines()
    assert json.loads(lines[-1]) == {"n": 9, "unfix": True}


def test_redo_does_the_fix_again_and_undo_takes_it_back_again(tmp_path: Path) -> None:
    table = opening(tmp_path)
    before = fingerprint(table)
    table.correct(5, BEN_BIDS_5)
    fixed, fixed_steps = fingerprint(table), actions(table)
    table.undo()
    table.redo()
    assert fingerprint(table) == fixed and actions(table) == fixed_steps and not table.can_redo
    assert table.steps[4].replaced is not None and table.writer is not None and table.writer.steps == 5
    assert fingerprint(reopened(tmp_path / "game.jsonl")) == fixed
    table.undo()
    assert fingerprint(table) == before
    assert fingerprint(reopened(tmp_path / "game.jsonl")) == before


def test_an_undo_entry_after_a_correction_keeps_its_meaning_in_a_saved_journal() -> None:
    """A journal written before the unfix entry existed: its undo withdraws the corrected line's latest step."""
    header = {"journal": 1, "game": "tiny", "config": {"players": ["Ann", "Ben", "Cat"], "rounds": 3}, "created": "x"}
    lines = [
        header,
        {"n": 1, "action": {"type": "guess", "player": 0, "parity": "odd"}},
        {"n": 2, "action": {"type": "guess", "player": 1, "parity": "even"}},
        {"n": 3, "action": {"type": "guess", "player": 2, "parity": "odd"}},
        {"n": 4, "action": {"type": "roll", "white": 2, "black": 3}},
        {"n": 5, "action": {"type": "bid", "player": 1, "amount": 3}},
        {"n": 6, "action": {"type": "bid", "player": 2, "amount": 4}},
        {"n": 7, "correct": {"step": 5, "action": {"type": "bid", "player": 1, "amount": 5}}},
        {"n": 8, "undo": True},
    ]
    data = "".join(json.dumps(line) + "\n" for line in lines).encode()
    table = Table.resume(TINY, parse(data))
    assert [step.action.type for step in table.steps] == ["guess"] * 3 + ["roll"]
    assert table.redo_stack[-1].amount == 5 and table.fix_to_redo is None
    table.redo()
    assert len(table.steps) == 5 and table.steps[4].action.amount == 5


@pytest.mark.parametrize(
    ("last", "said"),
    [
        ({"unfix": 1}, "'unfix' must be true"),
        ({"unfix": True, "undo": True}, "exactly one of"),
        ({"unfix": True}, "unfix with no correction or addition just before"),
    ],
)
def test_an_unfix_out_of_place_or_malformed_is_refused_naming_its_line(last: dict, said: str) -> None:
    header = {"journal": 1, "game": "tiny", "config": {"players": ["Ann", "Ben", "Cat"], "rounds": 3}, "created": "x"}
    lines = [
        header,
        {"n": 1, "action": {"type": "guess", "player": 0, "parity": "odd"}},
        {"n": 2, "action": {"type": "guess", "player": 1, "parity": "odd"}},
        {"n": 3, "correct": {"step": 2, "action": {"type": "guess", "player": 1, "parity": "even"}}},
        {"n": 4, "undo": True},  # an ordinary undo: the fix is no longer the latest change
        {"n": 5, **last},
    ]
    data = "".join(json.dumps(line) + "\n" for line in lines).encode()
    with pytest.raises(JournalError) as refused:
        Table.resume(TINY, parse(data))
    assert said in str(refused.value) and refused.value.line == 6


def test_an_acknowledged_unfix_survives_a_power_cut_and_a_torn_one_is_not_applied(tmp_path: Path) -> None:
    table = opening(tmp_path)
    before = fingerprint(table)
    table.correct(5, BEN_BIDS_5)
    fixed = fingerprint(table)
    table.undo()
    path = tmp_path / "game.jsonl"
    whole = path.read_bytes()
    table.close()
    assert fingerprint(reopened(path)) == before  # the journal cut right after the entry
    path.write_bytes(whole[:-6])  # the unfix torn mid-line by the cut
    torn = read(path)
    assert torn.warnings and fingerprint(Table.resume(TINY, torn, durable=False)) == fixed
    resumed = Table.resume(TINY, torn, path, durable=False)
    resumed.undo()  # the torn tail is cut, the undo of the fix written anew
    resumed.close()
    assert fingerprint(reopened(path)) == before and read(path).warnings == []


def test_an_unfix_the_card_refuses_changes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    table = opening(tmp_path)
    table.correct(5, BEN_BIDS_5)
    fixed, journal = fingerprint(table), (tmp_path / "game.jsonl").read_bytes()

    def full(fd: int, data: Any) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(os, "write", full)
        with pytest.raises(CardFull):
            table.undo()
    assert fingerprint(table) == fixed and (tmp_path / "game.jsonl").read_bytes() == journal
    assert table.fix_to_undo is not None  # still the fix to take back
    table.undo()
    assert len(table.steps) == 7


def test_an_unfix_asked_before_the_game_went_on_is_refused(tmp_path: Path) -> None:
    table = opening(tmp_path)
    table.correct(5, BEN_BIDS_5)
    asked = table.stamp
    table.submit({"type": "bid", "player": 2, "amount": 6})  # a seat's button while the question was open
    played = fingerprint(table)
    with pytest.raises(WentOnMeanwhile):
        table.undo(answers=asked)
    assert fingerprint(table) == played
    stamp = table.stamp
    table.undo()  # an ordinary undo now: Cat's bid
    assert table.fix_to_undo is None and len(table.steps) == 5
    with pytest.raises(StaleInput):  # every input entered before is stale after it
        table.submit({"type": "bid", "player": 2, "amount": 7}, answers=stamp)


def test_an_unfix_makes_every_input_entered_before_it_stale(tmp_path: Path) -> None:
    table = opening(tmp_path)
    table.correct(5, BEN_BIDS_5)
    stamp = table.stamp
    table.undo(answers=stamp)
    with pytest.raises(StaleInput):
        table.submit({"type": "pass", "player": 1}, answers=stamp)


def test_an_undone_addition_takes_its_step_out_and_brings_back_what_it_dropped(tmp_path: Path) -> None:
    table = opening(tmp_path)
    before, steps = fingerprint(table), actions(table)
    table.correct(5, {"type": "bid", "player": 1, "amount": 4}, insert=True)  # Ben's 4 before his 3: all dropped
    assert table.fix_to_undo is not None and table.fix_to_undo.added and len(table.steps) == 5
    table.undo()
    assert fingerprint(table) == before and actions(table) == steps
    table.redo()
    assert len(table.steps) == 5 and table.steps[4].action.amount == 4
    assert fingerprint(reopened(tmp_path / "game.jsonl")) == fingerprint(table)


def test_fixes_one_after_another_are_undone_latest_first_and_redone_in_order(tmp_path: Path) -> None:
    table = opening(tmp_path)
    original = fingerprint(table)
    table.correct(7, {"type": "bid", "player": 0, "amount": 6})
    first = fingerprint(table)
    table.correct(5, BEN_BIDS_5)
    second = fingerprint(table)
    table.undo()
    assert fingerprint(table) == first
    table.undo()
    assert fingerprint(table) == original
    table.redo()
    assert fingerprint(table) == first
    table.redo()
    assert fingerprint(table) == second and not table.can_redo
    assert fingerprint(reopened(tmp_path / "game.jsonl")) == second


def test_steps_undone_after_an_unfix_are_redone_before_the_fix(tmp_path: Path) -> None:
    table = opening(tmp_path)
    table.correct(5, BEN_BIDS_5)
    fixed = fingerprint(table)
    table.undo()
    table.undo()  # an ordinary undo now: Ann's bid of 5
    assert len(table.steps) == 6 and table.fix_to_redo is None
    table.redo()
    assert len(table.steps) == 7 and table.fix_to_redo is not None
    table.redo()
    assert fingerprint(table) == fixed
    assert fingerprint(reopened(tmp_path / "game.jsonl")) == fixed


def test_the_redo_stack_names_the_fix_a_redo_does_again(tmp_path: Path) -> None:
    table = opening(tmp_path)
    table.correct(5, BEN_BIDS_5)
    table.undo()  # the fix taken back whole: a redo does it again
    assert table.redo_stack == [table.fix_to_redo.after[0].action] and table.redo_stack[0].amount == 5
    table.undo()  # Ann's bid: redone first, then the fix
    assert [a.type for a in table.redo_stack] == ["bid", "bid"] and table.redo_stack[-1].player == 0
    loaded = read(tmp_path / "game.jsonl")
    assert replay(TINY, loaded.header, loaded.entries).redo == table.redo_stack


def test_a_new_action_after_an_unfix_forgets_the_fix(tmp_path: Path) -> None:
    table = opening(tmp_path)
    table.correct(5, BEN_BIDS_5)
    table.undo()
    table.submit({"type": "pass", "player": 1})
    assert not table.can_redo and table.fix_to_redo is None and table.fix_to_undo is None
    table.undo()  # an ordinary undo: the pass
    assert len(table.steps) == 7 and [a.type for a in table.redo_stack] == ["pass"] and table.fix_to_redo is None
    assert fingerprint(reopened(tmp_path / "game.jsonl")) == fingerprint(table)


@pytest.mark.parametrize("insert", [False, True], ids=["fixed", "added"])
@pytest.mark.parametrize("game_name", [name for name in names() if name != "tiny"] + ["tiny"])
def test_random_fixes_undone_at_once_leave_every_game_as_before(tmp_path: Path, game_name: str, insert: bool) -> None:
    """Whole random games; now and then an earlier step is fixed (or a step added) and the undo right after
    takes it back: the state and the steps are exactly those before the fix, now and read back from the journal;
    every other time the fix is then redone and the game goes on from it."""
    game = get(game_name)
    players = ["Ann", "Ben", "Cat", "Dan"][: max(game.min_players, min(game.max_players, 4))]
    config = {"players": players, "seed": 5, **({"rounds": 5} if game_name == "tiny" else {})}
    path = tmp_path / "g.jsonl"
    table = Table.new(game, config, created="x", path=path)
    chance = ChanceSource(3)
    unfixed = 0
    for move in range(300):
        if table.over:
            break
        table.submit(table.choose_random(chance))
        if move % 13 == 12 and len(table.steps) > 3:
            step = chance.randint(max(1, len(table.steps) - 15), len(table.steps))
            moment = table.history.state_at(step - 1)
            options = [game.choose_random(game.copy_state(moment), chance) for _ in range(6)]
            replacement = next((a for a in options if a != table.steps[step - 1].action), None)
            if replacement is None:
                continue
            before, steps = fingerprint(table), actions(table)
            table.correct(step, replacement, insert=insert)
            fixed = fingerprint(table)
            table.undo()
            unfixed += 1
            assert fingerprint(table) == before and actions(table) == steps
            assert fingerprint(reopened(path, game)) == before
            if unfixed % 2:
                table.redo()
                assert fingerprint(table) == fixed
    assert unfixed >= 3
    assert fingerprint(reopened(path, game)) == fingerprint(table)
