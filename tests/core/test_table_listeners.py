"""Listeners that raise (an LED scene, a sound, a log): logged once, skipped, and the game goes on."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.core import ChanceSource, NotYourTurn, Table, Update
from companion.core.journal import read
from companion.games import get

GAME = get("tiny")
CONFIG = {"players": ["Ann", "Ben", "Cat"], "rounds": 3}
GUESS = {"type": "guess", "player": 0, "parity": "odd"}


def new_table(tmp_path: Path) -> Table[Any]:
    return Table.new(GAME, CONFIG, created="2026-11-21T20:00:00+00:00", path=tmp_path / "game.jsonl")


class BrokenScene:
    """A listener that raises on every update, like a scene with a bug in its drawing."""

    def __init__(self, error: type[Exception] = ZeroDivisionError) -> None:
        self.error = error
        self.calls = 0

    def on_update(self, update: Update) -> None:
        self.calls += 1
        raise self.error("the scene fell over")


def test_a_raising_listener_does_not_undo_the_action(tmp_path: Path) -> None:
    table = new_table(tmp_path)
    scene = BrokenScene()
    table.listen(scene.on_update)
    events = table.submit(GUESS)  # does not raise
    assert [e.type for e in events] == ["guessed"]
    assert len(table.steps) == 1 and table.can_undo
    assert [e.to_json() for e in read(tmp_path / "game.jsonl").entries] == [{"n": 1, "action": GUESS}]
    assert scene.calls == 1


def test_the_listeners_after_a_raising_one_still_hear(tmp_path: Path) -> None:
    table = new_table(tmp_path)
    heard: list[Update] = []
    table.listen(BrokenScene().on_update)
    table.listen(heard.append)
    table.submit(GUESS)
    table.undo()
    table.redo()
    assert [u.kind for u in heard] == ["applied", "undone", "redone"]


def test_a_refusal_still_raises_the_refusal_not_the_listeners_error(tmp_path: Path) -> None:
    table = new_table(tmp_path)
    table.listen(BrokenScene().on_update)
    table.submit(GUESS)
    with pytest.raises(NotYourTurn):
        table.submit({"type": "guess", "player": 0, "parity": "even"})
    assert len(table.steps) == 1


def test_each_kind_of_failure_is_logged_once_per_listener(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    table = new_table(tmp_path)
    scene, sound = BrokenScene(), BrokenScene(KeyError)
    table.listen(scene.on_update)
    table.listen(sound.on_update)
    with caplog.at_level(logging.ERROR, logger="companion.core.table"):
        table.submit(GUESS)
        table.submit({"type": "guess", "player": 1, "parity": "even"})
        table.undo()
    failures = [r for r in caplog.records if r.name == "companion.core.table"]
    assert len(failures) == 2  # one for the scene's ZeroDivisionError, one for the sound's KeyError
    assert "BrokenScene.on_update raised ZeroDivisionError" in failures[0].getMessage()
    assert failures[0].exc_info is not None
    assert [(f.name, type(f.error).__name__, f.update, f.count) for f in table.faults] == [
        ("BrokenScene.on_update", "ZeroDivisionError", "applied", 3),
        ("BrokenScene.on_update", "KeyError", "applied", 3),
    ]


def test_a_new_kind_of_failure_of_the_same_listener_is_logged_again(tmp_path: Path) -> None:
    table = new_table(tmp_path)
    errors: list[type[Exception]] = [ValueError, ValueError, RuntimeError]

    def flaky(update: Update) -> None:
        raise errors.pop(0)("boom")

    table.listen(flaky)
    table.submit(GUESS)
    table.undo()
    table.redo()
    assert [(type(f.error), f.count) for f in table.faults] == [(ValueError, 2), (RuntimeError, 1)]
    assert "flaky" in table.faults[0].name


def test_a_stopped_listener_is_no_longer_called(tmp_path: Path) -> None:
    table = new_table(tmp_path)
    scene = BrokenScene()
    stop = table.listen(scene.on_update)
    table.submit(GUESS)
    stop()
    table.undo()
    assert scene.calls == 1


def test_interrupts_are_not_swallowed(tmp_path: Path) -> None:
    """Only ordinary exceptions are a listener's fault; Ctrl-C still stops the program."""
    table = new_table(tmp_path)

    def interrupted(update: Update) -> None:
        raise KeyboardInterrupt

    table.listen(interrupted)
    with pytest.raises(KeyboardInterrupt):
        table.submit(GUESS)
    assert len(read(tmp_path / "game.jsonl").entries) == 1  # durable before anyone was told


def test_queued_commands_keep_running_past_a_raising_listener(tmp_path: Path) -> None:
    table = new_table(tmp_path)
    table.listen(BrokenScene().on_update)
    table.post(lambda t: t.submit(GUESS))
    table.post(lambda t: t.submit({"type": "guess", "player": 1, "parity": "odd"}))
    assert table.pump() == 2 and len(table.steps) == 2


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32 - 1), st.lists(st.booleans(), min_size=1, max_size=30))
def test_with_a_faulty_listener_the_game_is_the_same_as_without(seed: int, faults: list[bool]) -> None:
    """Whatever a listener raises and whenever, the game and its journal are those of a quiet table."""
    quiet = Table.new(GAME, CONFIG, created="2026-11-21T20:00:00+00:00")
    noisy = Table.new(GAME, CONFIG, created="2026-11-21T20:00:00+00:00")
    pending = list(faults)

    def sometimes(update: Update) -> None:
        if pending and pending.pop(0):
            raise RuntimeError("flicker")

    noisy.listen(sometimes)
    chance = ChanceSource(seed)
    for _ in range(len(faults)):
        if quiet.over:
            break
        action = GAME.choose_random(quiet.state, chance)
        quiet.submit(action)
        noisy.submit(action)
    summary: Any = GAME.summary
    assert summary(noisy.state) == summary(quiet.state)
    assert [s.action for s in noisy.steps] == [s.action for s in quiet.steps]
    assert len(noisy.faults) <= 1 and (not noisy.faults or noisy.faults[0].count == sum(faults[: len(noisy.steps)]))
