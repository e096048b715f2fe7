"""The Table: submit, undo, redo, the journal behind them, listeners and the intake queue."""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.core import ChanceSource, NothingToRedo, NothingToUndo, NotYourTurn, RuleViolation, Table, replay
from companion.core.journal import read
from companion.games import get

GAME = get("tiny")
CONFIG = {"players": ["Ann", "Ben", "Cat"], "rounds": 3}


def fingerprint(table_or_state: Any) -> str:
    state = table_or_state.state if isinstance(table_or_state, Table) else table_or_state
    return json.dumps(GAME.summary(state), sort_keys=True)


def new_table(tmp_path: Path | None = None) -> Table:
    path = tmp_path / "game.jsonl" if tmp_path else None
    return Table.new(GAME, CONFIG, created="2026-11-21T20:00:00+00:00", path=path)


def play_random(table: Table, chance: ChanceSource, count: int) -> None:
    for _ in range(count):
        if table.over:
            return
        table.submit(GAME.choose_random(table.state, chance))


def test_submit_applies_journals_and_tells(tmp_path: Path) -> None:
    table = new_table(tmp_path)
    heard: list[Any] = []
    table.listen(heard.append)
    events = table.submit({"type": "guess", "player": 0, "parity": "odd"})
    assert [e.type for e in events] == ["guessed"]
    assert heard[-1].kind == "applied" and heard[-1].events == events
    entries = read(tmp_path / "game.jsonl").entries
    assert [e.to_json() for e in entries] == [{"n": 1, "action": {"type": "guess", "player": 0, "parity": "odd"}}]


def test_the_journal_is_written_before_listeners_hear(tmp_path: Path) -> None:
    table = new_table(tmp_path)
    seen_on_disk: list[int] = []
    table.listen(lambda update: seen_on_disk.append(len(read(tmp_path / "game.jsonl").entries)))
    table.submit({"type": "guess", "player": 0, "parity": "odd"})
    table.undo()
    table.redo()
    assert seen_on_disk == [1, 2, 3]


def test_a_rejected_action_changes_nothing(tmp_path: Path) -> None:
    table = new_table(tmp_path)
    table.submit({"type": "guess", "player": 0, "parity": "odd"})
    before = fingerprint(table)
    journal_before = (tmp_path / "game.jsonl").read_bytes()
    heard: list[Any] = []
    table.listen(heard.append)
    with pytest.raises(NotYourTurn):
        table.submit({"type": "guess", "player": 0, "parity": "even"})
    with pytest.raises(RuleViolation):
        table.submit({"type": "roll", "white": 1, "black": 2})
    assert fingerprint(table) == before
    assert (tmp_path / "game.jsonl").read_bytes() == journal_before
    assert [u.kind for u in heard] == ["rejected", "rejected"]
    assert heard[0].error.code == "not_your_turn"


def test_undo_and_redo_with_nothing_to_do_are_refused(tmp_path: Path) -> None:
    table = new_table(tmp_path)
    with pytest.raises(NothingToUndo):
        table.undo()
    with pytest.raises(NothingToRedo):
        table.redo()
    assert read(tmp_path / "game.jsonl").entries == []


def test_a_new_action_clears_redo(tmp_path: Path) -> None:
    table = new_table(tmp_path)
    table.submit({"type": "guess", "player": 0, "parity": "odd"})
    table.undo()
    assert table.can_redo
    table.submit({"type": "guess", "player": 0, "parity": "even"})
    assert not table.can_redo
    with pytest.raises(NothingToRedo):
        table.redo()


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), before=st.integers(0, 40), undos=st.integers(1, 6))
def test_undo_and_redo_laws(seed: int, before: int, undos: int) -> None:
    """Undo after apply restores the state; redo after undo gives the state back."""
    table = new_table()
    chance = ChanceSource(seed)
    history = [fingerprint(table)]
    for _ in range(before):
        if table.over:
            break
        table.submit(GAME.choose_random(table.state, chance))
        history.append(fingerprint(table))
    undos = min(undos, len(table.steps))
    for i in range(undos):
        table.undo()
        assert fingerprint(table) == history[-2 - i]
    for i in range(undos):
        table.redo()
        assert fingerprint(table) == history[len(history) - undos + i]


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 10_000), script=st.lists(st.sampled_from(["act", "act", "act", "undo", "redo"]), max_size=50)
)
def test_the_journal_replays_to_the_live_state(tmp_path_factory, seed: int, script: list[str]) -> None:
    path = tmp_path_factory.mktemp("t") / "game.jsonl"
    table = Table.new(GAME, CONFIG, created="x", path=path, durable=False)
    chance = ChanceSource(seed)
    for step in script:
        try:
            if step == "act" and not table.over:
                table.submit(GAME.choose_random(table.state, chance))
            elif step == "undo":
                table.undo()
            elif step == "redo":
                table.redo()
        except (NothingToUndo, NothingToRedo):
            continue
    table.close()
    loaded = read(path)
    result = replay(GAME, loaded.header, loaded.entries, str(path))
    assert fingerprint(result.state) == fingerprint(table)
    assert [s.action for s in result.steps] == [s.action for s in table.steps]
    resumed = Table.resume(GAME, loaded, path)
    assert fingerprint(resumed) == fingerprint(table) and resumed.redo_stack == table.redo_stack
    resumed.close()


def test_resume_continues_the_same_file(tmp_path: Path) -> None:
    table = new_table(tmp_path)
    play_random(table, ChanceSource(3), 5)
    table.close()
    resumed = Table.resume(GAME, read(tmp_path / "game.jsonl"), tmp_path / "game.jsonl")
    play_random(resumed, ChanceSource(4), 5)
    resumed.close()
    entries = read(tmp_path / "game.jsonl").entries
    assert [e.n for e in entries] == list(range(1, 11))


def test_a_failed_journal_write_is_not_acknowledged(tmp_path: Path) -> None:
    table = new_table(tmp_path)
    table.submit({"type": "guess", "player": 0, "parity": "odd"})
    before = fingerprint(table)
    heard: list[Any] = []
    table.listen(heard.append)

    def broken(entry: Any) -> int:
        raise OSError("disk full")

    table.writer.append = table.writer.append_action = broken  # type: ignore[method-assign, union-attr]
    with pytest.raises(OSError):
        table.submit({"type": "guess", "player": 1, "parity": "odd"})
    assert fingerprint(table) == before and len(table.steps) == 1 and heard == []


def test_the_intake_queue_runs_commands_on_the_pumping_thread() -> None:
    table = new_table()
    ran_on: list[str] = []
    refused: list[str] = []
    table.listen(lambda u: refused.append(u.error.code) if u.kind == "rejected" else None)

    def press(seat: int) -> Any:
        def command(t: Table) -> None:
            ran_on.append(threading.current_thread().name)
            t.submit({"type": "guess", "player": seat, "parity": "odd"})

        return command

    threads = [threading.Thread(target=table.post, args=(press(seat),), name=f"button-{seat}") for seat in (1, 0, 0)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert table.steps == []  # nothing happens until the main loop pumps
    assert table.pump() == 3
    assert set(ran_on) == {threading.current_thread().name}
    # Seats 1 and 0 guessed once each (guesses are simultaneous); the second press of seat 0 was refused.
    assert len(table.steps) in (1, 2) and refused
    assert table.pump() == 0


def test_log_describes_every_event() -> None:
    table = new_table()
    table.submit({"type": "guess", "player": 0, "parity": "odd"})
    table.submit({"type": "guess", "player": 1, "parity": "odd"})
    table.submit({"type": "guess", "player": 2, "parity": "even"})
    table.submit({"type": "roll", "white": 1, "black": 2})
    assert table.log() == [
        "Ann has made a secret guess.",
        "Ben has made a secret guess.",
        "Cat has made a secret guess.",
        "The guesses are revealed: Ann odd, Ben odd, Cat even.",
        "White 1, black 2: a lot worth 3 points.",
        "Ann guessed right and receives 1 coin.",
        "Ben guessed right and receives 1 coin.",
    ]


def test_redo_sentences_name_what_a_redo_brings_back() -> None:
    from companion.games.tiny import GAME as TINY

    table = Table.new(TINY, {"players": ["Ann", "Ben"], "rounds": 1}, created="x")
    assert table.redo_sentences() == []
    chance = ChanceSource(1)
    for _ in range(3):
        table.submit(table.choose_random(chance))
    done = table.step_sentences(-1)
    table.undo()
    assert table.redo_sentences() == done
    table.redo()
    assert table.redo_sentences() == [] and table.step_sentences(-1) == done
