"""Fixing an earlier entry in place: the correction is previewed step by later step, committed as one journal
entry of its own, replayed exactly, and undo and redo keep working across it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from companion.core import ChanceSource, Fate, RuleViolation, Table
from companion.core.errors import NoSuchStep, SameEntry, StaleInput
from companion.core.journal import read
from companion.games import get, names

TINY = get("tiny")
CONFIG = {"players": ["Ann", "Ben", "Cat"], "rounds": 3}


def fingerprint(table: Table[Any]) -> str:
    return json.dumps(table.summary(), sort_keys=True)


def reopened(path: Path, game: Any = TINY) -> Table[Any]:
    return Table.resume(game, read(path), durable=False)


def opening(tmp_path: Path) -> Table[Any]:
    """Three guesses, the dice at 2 and 3 (a lot worth 5, odd), then Ben bids 3 and Cat 4 (Ann, the roller,
    bids last)."""
    table = Table.new(TINY, CONFIG, created="x", path=tmp_path / "game.jsonl", durable=False)
    for seat, parity in ((0, "odd"), (1, "even"), (2, "odd")):
        table.submit({"type": "guess", "player": seat, "parity": parity})
    table.submit({"type": "roll", "white": 2, "black": 3})
    table.submit({"type": "bid", "player": 1, "amount": 3})
    table.submit({"type": "bid", "player": 2, "amount": 4})
    return table


def test_a_mistyped_die_is_fixed_and_the_bids_after_it_still_hold(tmp_path: Path) -> None:
    table = opening(tmp_path)
    before = table.steps
    preview = table.preview_correction(4, {"type": "roll", "white": 2, "black": 4})
    assert [step.fate for step in preview.later] == [Fate.HOLDS, Fate.HOLDS]
    assert table.steps == before  # a preview changes nothing
    correction = table.correct(4, {"type": "roll", "white": 2, "black": 4})
    assert [step.action.type for step in table.steps] == ["guess"] * 3 + ["roll", "bid", "bid"]
    assert table.steps[3].action.black == 4 and table.steps[3].replaced.action.black == 3
    assert correction.count(Fate.DROPPED) == 0
    assert fingerprint(reopened(tmp_path / "game.jsonl")) == fingerprint(table)


def test_a_later_step_the_rules_now_refuse_is_dropped_with_its_reason(tmp_path: Path) -> None:
    table = opening(tmp_path)
    # Ben's opening bid of 3 becomes 5: Cat's 4 is now too low and leaves the game, with the rules' reason.
    preview = table.preview_correction(5, {"type": "bid", "player": 1, "amount": 5})
    assert [step.fate for step in preview.later] == [Fate.DROPPED]
    assert isinstance(preview.later[0].reason, RuleViolation) and preview.later[0].after == []
    table.correct(5, {"type": "bid", "player": 1, "amount": 5})
    assert len(table.steps) == 5 and table.steps[-1].action.amount == 5
    assert table.writer is not None and table.writer.steps == 5
    again = reopened(tmp_path / "game.jsonl")
    assert fingerprint(again) == fingerprint(table) and again.writer is None


def test_a_changed_effect_is_told_apart_from_one_that_holds(tmp_path: Path) -> None:
    table = Table.new(TINY, CONFIG, created="x")
    for seat, parity in ((0, "odd"), (1, "even"), (2, "odd")):
        table.submit({"type": "guess", "player": seat, "parity": parity})
    table.submit({"type": "roll", "white": 2, "black": 3})
    table.submit({"type": "bid", "player": 1, "amount": 3})
    for seat in (2, 0):
        table.submit({"type": "pass", "player": seat})
    # The sale's price (Ben's bid) changes: the passes hold, the last one now closes the lot at another price.
    preview = table.preview_correction(5, {"type": "bid", "player": 1, "amount": 2})
    fates = [step.fate for step in preview.later]
    assert fates[0] is Fate.HOLDS and fates[-1] is Fate.CHANGES
    assert preview.later[-1].before != preview.later[-1].after


def test_both_the_original_entry_and_the_fix_are_on_record(tmp_path: Path) -> None:
    table = opening(tmp_path)
    table.correct(4, {"type": "roll", "white": 6, "black": 6})
    lines = (tmp_path / "game.jsonl").read_text(encoding="utf-8").splitlines()
    assert json.loads(lines[4]) == {"n": 4, "action": {"type": "roll", "white": 2, "black": 3}}
    assert json.loads(lines[-1]) == {"n": 7, "correct": {"step": 4, "action": {"type": "roll", "white": 6, "black": 6}}}


def test_undo_and_redo_work_across_a_correction(tmp_path: Path) -> None:
    table = opening(tmp_path)
    table.correct(4, {"type": "roll", "white": 2, "black": 4})
    corrected = fingerprint(table)
    table.rewind(3)  # back past the corrected step (an undo right after the fix would take the fix back whole)
    assert len(table.steps) == 3
    for _ in range(3):
        table.redo()
    assert fingerprint(table) == corrected and table.steps[3].replaced is not None
    table.undo()
    again = reopened(tmp_path / "game.jsonl")
    assert fingerprint(again) == fingerprint(table) and again.can_redo


def test_a_correction_clears_what_could_be_redone(tmp_path: Path) -> None:
    table = opening(tmp_path)
    table.undo()
    table.correct(4, {"type": "roll", "white": 1, "black": 1})
    assert not table.can_redo and len(table.steps) == 5


@pytest.mark.parametrize(
    ("step", "action", "refusal", "insert"),
    [
        (9, {"type": "roll", "white": 2, "black": 4}, NoSuchStep, False),
        (0, {"type": "roll", "white": 2, "black": 4}, NoSuchStep, False),
        (4, {"type": "roll", "white": 2, "black": 3}, SameEntry, False),
        (4, {"type": "roll", "white": 2, "black": 7}, RuleViolation, False),  # no die shows 7
        (4, {"type": "bid", "player": 1, "amount": 3}, RuleViolation, False),  # the dice are what that moment asked
        (4, {"type": "roll", "white": 2}, RuleViolation, False),  # malformed: the gate's reason
        # an addition: after the last step, a step is just played; before step 5 it was Ben's turn, not Cat's
        (7, {"type": "bid", "player": 1, "amount": 2}, NoSuchStep, True),
        (0, {"type": "bid", "player": 1, "amount": 2}, NoSuchStep, True),
        (4, {"type": "bid", "player": 1, "amount": 2}, RuleViolation, True),
        (5, {"type": "bid", "player": 2, "amount": 5}, RuleViolation, True),
        (5, {"type": "bid", "player": 1}, RuleViolation, True),
    ],
)
def test_a_refused_correction_or_addition_changes_nothing(
    tmp_path: Path, step: int, action: dict, refusal: type, insert: bool
) -> None:
    table = opening(tmp_path)
    before, journal = fingerprint(table), (tmp_path / "game.jsonl").read_bytes()
    heard = []
    table.listen(heard.append)
    with pytest.raises(refusal):
        table.correct(step, action, insert=insert)
    assert fingerprint(table) == before and (tmp_path / "game.jsonl").read_bytes() == journal
    assert [update.kind for update in heard] == ["rejected"]


def test_a_correction_confirmed_on_a_stale_preview_is_refused(tmp_path: Path) -> None:
    table = opening(tmp_path)
    shown = table.stamp
    table.submit({"type": "pass", "player": 0})
    with pytest.raises(StaleInput):
        table.correct(4, {"type": "roll", "white": 2, "black": 4}, answers=shown)
    stamp = table.stamp
    table.correct(4, {"type": "roll", "white": 2, "black": 4}, answers=stamp)
    with pytest.raises(StaleInput):  # every input entered before the correction is stale after it
        table.submit({"type": "pass", "player": 1}, answers=stamp)


@pytest.mark.parametrize("insert", [False, True], ids=["replaced", "added"])
@pytest.mark.parametrize("game_name", [name for name in names() if name != "tiny"] + ["tiny"])
def test_random_corrections_replay_exactly_in_every_game(tmp_path: Path, game_name: str, insert: bool) -> None:
    """Whole random games; now and then an earlier step is replaced by another legal action of its moment (or,
    with ``insert``, such an action is added before it). The live table must equal its journal read back, and
    the steps kept must be exactly those the rules accept."""
    game = get(game_name)
    engine_players = ["Ann", "Ben", "Cat", "Dan"][: max(game.min_players, min(game.max_players, 4))]
    config = {"players": engine_players, "seed": 11, **({"rounds": 5} if game_name == "tiny" else {})}
    table = Table.new(game, config, created="x", path=tmp_path / "g.jsonl")
    chance = ChanceSource(7)
    corrections = 0
    for move in range(400):
        if table.over:
            break
        table.submit(table.choose_random(chance))
        if move % 11 == 10 and len(table.steps) > 3:
            step = chance.randint(max(1, len(table.steps) - 20), len(table.steps))
            moment = table.history.state_at(step - 1)
            options = [game.choose_random(game.copy_state(moment), chance) for _ in range(6)]
            replacement = next((a for a in options if a != table.steps[step - 1].action), None)
            if replacement is None:
                continue
            later = [s.action for s in table.steps[step - 1 if insert else step :]]  # an addition: from the step on
            correction = table.correct(step, replacement, insert=insert)
            corrections += 1
            kept = [s.action for s in correction.later if s.fate is not Fate.DROPPED]
            assert table.steps[step - 1].action == replacement and [s.action for s in table.steps[step:]] == kept
            assert len(kept) + correction.count(Fate.DROPPED) == len(later)
    assert corrections >= 3
    assert fingerprint(reopened(tmp_path / "g.jsonl", game)) == fingerprint(table)


def test_the_log_says_what_a_corrected_step_was_in_the_games_own_words(tmp_path: Path) -> None:
    table = opening(tmp_path)
    was = table.step_sentences(3)
    assert was[0] == "White 2, black 3: a lot worth 5 points."
    table.correct(4, {"type": "roll", "white": 2, "black": 4})
    first, *rest = table.step_sentences(3)
    assert first == "Corrected; it was: " + " ".join(was)
    assert rest[0] == "White 2, black 4: a lot worth 6 points."
    assert first in table.log() and table.log().index(first) + 1 == table.log().index(rest[0])
    assert reopened(tmp_path / "game.jsonl").step_sentences(3) == [first, *rest]  # on record after a restart


def test_a_step_corrected_twice_says_once_what_it_was_before_the_second_correction(tmp_path: Path) -> None:
    """The log says the version a correction replaced, once: not "Corrected; it was: Corrected; it was: …"."""
    table = opening(tmp_path)
    table.correct(4, {"type": "roll", "white": 2, "black": 4})
    table.correct(4, {"type": "roll", "white": 1, "black": 1})
    first, *rest = table.step_sentences(3)
    assert first.startswith("Corrected; it was: White 2, black 4: a lot worth 6 points.")
    assert rest[0].startswith("White 1, black 1")
    assert sum(line.count("Corrected") for line in table.log()) == 1 and first in table.log()
    assert reopened(tmp_path / "game.jsonl").step_sentences(3) == [first, *rest]


def test_the_moment_before_a_step_asks_that_steps_decision_and_touches_nothing(tmp_path: Path) -> None:
    table = opening(tmp_path)
    journal = (tmp_path / "game.jsonl").read_bytes()
    moment = table.moment(4)
    assert moment.prompt().kind == "roll" and len(moment.steps) == 3 and moment.writer is None
    moment.submit({"type": "roll", "white": 6, "black": 6})
    assert len(table.steps) == 6 and (tmp_path / "game.jsonl").read_bytes() == journal
    with pytest.raises(NoSuchStep):
        table.moment(7)
