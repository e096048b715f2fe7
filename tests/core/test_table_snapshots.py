"""Undo from saved states: the snapshot path equals a clean replay, and undo never replays the game.

The reference is the plainest possible rebuild: a new game with every
effective action applied once, in order. For any script of actions, undos,
redos and rewinds, the live table (restored from checkpoints) and the journal
it wrote (read back through ``replay``) must give the same summaries for every
viewer, the same legal actions and the same steps.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.core import PUBLIC, ChanceSource, NothingToRedo, NothingToUndo, Table, replay
from companion.core.game import ActionRange, ActionSet, Game
from companion.core.history import History
from companion.core.journal import read
from companion.games import get, names


def clean_replay(game: Game[Any], config: dict[str, Any], actions: list[Any]) -> Any:
    state = game.new_game(config)
    for action in actions:
        game.apply(state, action)
    return state


def choices(game: Game[Any], state: Any) -> list[Any]:
    """Legal choices in a comparable form (a set of actions compares by its type and text)."""
    result: list[Any] = []
    for choice in game.legal_actions(state):
        if isinstance(choice, ActionSet):
            result.append((type(choice).__name__, choice.describe(), game.label(state, choice)))
        elif isinstance(choice, ActionRange):
            result.append(choice)
        else:
            result.append(choice)
    return result


def views(game: Game[Any], state: Any, seats: int) -> str:
    summaries = {str(viewer): game.summary(state, viewer) for viewer in (None, PUBLIC, *range(seats))}
    return json.dumps(summaries, sort_keys=True, default=str)


def assert_same_as_clean_replay(table: Table[Any]) -> None:
    game = table.game
    reference = clean_replay(game, table.header.config, [s.action for s in table.steps])
    seats = len(table.names)
    assert views(game, table.state, seats) == views(game, reference, seats)
    assert choices(game, table.state) == choices(game, reference)
    assert game.prompt(table.state) == game.prompt(reference)


Script = list[tuple[str, int]]

SCRIPTS = st.lists(
    st.one_of(
        st.tuples(st.just("act"), st.integers(1, 12)),
        st.tuples(st.sampled_from(["undo", "redo"]), st.integers(1, 4)),
        st.tuples(st.just("rewind"), st.integers(1, 20)),
    ),
    max_size=14,
)


def run_script(table: Table[Any], script: Script, chance: ChanceSource, *, check_each: bool) -> None:
    for op, count in script:
        if op == "act":
            for _ in range(count):
                if table.over:
                    break
                table.submit(table.game.choose_random(table.state, chance))
        elif op == "rewind":
            if table.can_undo:
                table.rewind(min(count, len(table.steps)))
        else:
            for _ in range(count):
                try:
                    table.undo() if op == "undo" else table.redo()
                except (NothingToUndo, NothingToRedo):
                    break
        if check_each:
            assert_same_as_clean_replay(table)


def check_journal_matches(table: Table[Any], path: Path) -> None:
    table.close()
    loaded = read(path)
    result = replay(table.game, loaded.header, loaded.entries, str(path))
    seats = len(table.names)
    assert views(table.game, result.state, seats) == views(table.game, table.state, seats)
    assert choices(table.game, result.state) == choices(table.game, table.state)
    assert [(s.action, s.events) for s in result.steps] == [(s.action, s.events) for s in table.steps]
    assert result.redo == table.redo_stack
    resumed = Table.resume(table.game, loaded)
    assert views(table.game, resumed.state, seats) == views(table.game, table.state, seats)
    assert resumed.redo_stack == table.redo_stack


class OwnCopy(type(get("tiny"))):  # type: ignore[misc]
    """Tiny Auction with a copy of its own: the history keeps such copies as states, not pickled bytes."""

    def copy_state(self, state: Any) -> Any:
        return copy.deepcopy(state)


class OwnForm(type(get("acquire"))):  # type: ignore[misc]
    """Acquire with a saved form of its own: the history saves through it, never by the state's compiled copy."""

    saved = 0

    def save_state(self, state: Any) -> Any:
        OwnForm.saved += 1
        return ("own", super().save_state(state))

    def load_state(self, saved: Any) -> Any:
        assert saved[0] == "own"
        return super().load_state(saved[1])


def as_values(state: Any) -> dict[str, Any]:
    """Acquire's state field by field, its ledger (compared by identity) as its balances and history."""
    values = {name: getattr(state, name) for name in state.__dataclass_fields__}
    values["ledger"] = (values["ledger"].balance, values["ledger"].history)
    return values


def test_a_state_copied_field_by_field_is_saved_by_its_copy_unless_the_game_has_its_own_form() -> None:
    """The checkpoints of a game with the default saved form are copies of its state class; a game with its own
    saved form has every checkpoint made and read by it, and an undo restores the same state either way."""
    for game, own in ((get("acquire"), False), (OwnForm(), True)):
        config = game.prepare(game.random_config(4, ChanceSource(3)))
        history = History(game, config)
        chance = ChanceSource(4)
        for _ in range(9):
            history.play(game.choose_random(history.state, chance))
        saved = history._checkpoints[8]
        assert (type(saved) is type(history.state)) is not own and (own is (type(saved) is tuple))
        before = game.copy_state(history.state)
        history.play(game.choose_random(history.state, chance))
        history.undo()
        assert history.state is not before and as_values(history.state) == as_values(before)
    assert OwnForm.saved >= 3


def scripted_table(
    tmp_path: Path, name: str, seed: int, every: int, players: int, game: Game[Any] | None = None
) -> tuple[Table[Any], Path]:
    game = game or get(name)
    chance = ChanceSource(seed)
    config = game.random_config(players, chance)
    path = tmp_path / f"{name}-{seed}-{every}.jsonl"
    table = Table.new(game, config, created="2026-11-23T00:00:00+00:00", path=path, durable=False)
    table.history = History(game, table.header.config, every=every)
    return table, path


@settings(max_examples=60)
@given(seed=st.integers(0, 10_000), every=st.sampled_from([1, 2, 3, 16]), script=SCRIPTS, own=st.booleans())
def test_tiny_snapshots_equal_a_clean_replay(
    tmp_path_factory, seed: int, every: int, script: Script, own: bool
) -> None:
    """Also with a game that overrides copy_state (its saved states are kept as copies, not bytes)."""
    table, path = scripted_table(tmp_path_factory.mktemp("tiny"), "tiny", seed, every, 3, OwnCopy() if own else None)
    assert table.history._pickled is not own
    run_script(table, script, ChanceSource(seed + 1), check_each=True)
    check_journal_matches(table, path)


@settings(max_examples=40)
@given(seed=st.integers(0, 10_000), every=st.sampled_from([2, 5, 16]), script=SCRIPTS)
def test_acquire_snapshots_equal_a_clean_replay(tmp_path_factory, seed: int, every: int, script: Script) -> None:
    table, path = scripted_table(tmp_path_factory.mktemp("acquire"), "acquire", seed, every, 4)
    # Whole turns with mergers and the end of the game come only after many actions: start deeper.
    run_script(table, [("act", 60 + seed % 80), *script], ChanceSource(seed + 1), check_each=False)
    assert_same_as_clean_replay(table)
    check_journal_matches(table, path)


@pytest.mark.parametrize("name", [n for n in names() if n not in ("tiny", "acquire")])  # every other registered game
@settings(max_examples=8)
@given(seed=st.integers(0, 10_000), script=SCRIPTS)
def test_every_engine_snapshots_equal_a_clean_replay(tmp_path_factory, name: str, seed: int, script: Script) -> None:
    table, path = scripted_table(tmp_path_factory.mktemp(name), name, seed, 4, 4)
    run_script(table, [("act", 40), *script], ChanceSource(seed + 1), check_each=False)
    assert_same_as_clean_replay(table)
    check_journal_matches(table, path)


class Counting:
    """Counts the engine's ``apply`` calls, to prove an undo does not replay the game."""

    def __init__(self, game: Game[Any]) -> None:
        self.game, self.calls = game, 0
        original = game.apply

        def apply(state: Any, action: Any) -> Any:
            self.calls += 1
            return original(state, action)

        game.apply = apply  # type: ignore[method-assign]


@pytest.mark.parametrize("name", ["tiny", "acquire"])
def test_an_undo_reapplies_fewer_actions_than_the_checkpoint_interval(name: str) -> None:
    game = get(name)
    chance = ChanceSource(3)
    table = Table.new(game, game.random_config(3, chance), created="x")
    while not table.over and len(table.steps) < 100:
        table.submit(game.choose_random(table.state, chance))
    counting = Counting(table.game)
    try:
        for _ in range(min(40, len(table.steps))):
            counting.calls = 0
            table.undo()
            assert counting.calls < table.history.every
    finally:
        del table.game.apply  # the instance attribute goes; the class's method is back
    assert_same_as_clean_replay(table)


def test_a_journal_with_undos_applies_each_effective_action_about_once(tmp_path: Path) -> None:
    """Undo then redo after every action: the replay applies each action once, not once per undo."""
    game = get("acquire")
    chance = ChanceSource(11)
    path = tmp_path / "undos.jsonl"
    table = Table.new(game, game.random_config(4, chance), created="x", path=path, durable=False)
    while not table.over:
        table.submit(game.choose_random(table.state, chance))
        table.undo()
        table.redo()
    table.close()
    loaded = read(path)
    counting = Counting(game)
    try:
        result = replay(game, loaded.header, loaded.entries, str(path))
    finally:
        del game.apply
    assert len(loaded.entries) == 3 * len(result.steps)
    assert counting.calls == len(result.steps)


def test_a_failed_journal_write_after_undos_restores_the_redo_line_from_a_snapshot(tmp_path: Path) -> None:
    game = get("tiny")
    chance = ChanceSource(5)
    table = Table.new(game, {"players": ["Ann", "Ben", "Cat"], "rounds": 3}, created="x", path=tmp_path / "g.jsonl")
    table.history = History(game, table.header.config, every=2)
    for _ in range(9):
        table.submit(game.choose_random(table.state, chance))
    table.undo()
    table.undo()
    before = (views(game, table.state, 3), table.redo_stack, [s.action for s in table.steps])

    def broken(entry: Any) -> int:
        raise OSError("disk full")

    table.writer.append = table.writer.append_action = broken  # type: ignore[method-assign, union-attr]
    legal = [c for c in game.legal_actions(table.state) if c != table.redo_stack[-1]]
    counting = Counting(game)
    try:
        with pytest.raises(OSError):
            table.submit(game.choose_random(table.state, chance) if not legal else _first_action(legal))
        with pytest.raises(OSError):
            table.redo()
    finally:
        del game.apply
    assert (views(game, table.state, 3), table.redo_stack, [s.action for s in table.steps]) == before
    assert counting.calls <= 2 * (1 + table.history.every)  # each failure re-applies from a checkpoint, no replay
    assert_same_as_clean_replay(table)


def _first_action(choices: list[Any]) -> Any:
    choice = choices[0]
    return choice.make(choice.low) if isinstance(choice, ActionRange) else choice


def test_retract_needs_a_play_to_take_back() -> None:
    history = History(get("tiny"), get("tiny").prepare_config({"players": ["A", "B"], "rounds": 1}))
    with pytest.raises(RuntimeError):
        history.retract()
    with pytest.raises(ValueError):
        History(get("tiny"), {"players": ["A", "B"], "rounds": 1}, every=0)


def test_a_player_who_changes_their_mind_costs_one_copy_not_a_replay(tmp_path: Path) -> None:
    """Every action undone once and another played instead: each journal action is applied once, no more."""
    game = get("acquire")
    chance = ChanceSource(12)
    path = tmp_path / "retry.jsonl"
    table = Table.new(game, game.random_config(4, chance), created="x", path=path, durable=False)
    while not table.over:
        table.submit(game.choose_random(table.state, chance))
        table.undo()
        table.submit(game.choose_random(table.state, chance))
    table.close()
    loaded = read(path)
    counting = Counting(game)
    try:
        loaded_table = Table.resume(game, loaded)
    finally:
        del game.apply
    assert counting.calls == sum(1 for entry in loaded.entries if not entry.undo)
    every = loaded_table.history.every
    assert all(position % every == 0 for position in loaded_table.history.checkpoints)  # no spare copy is left
    assert_same_as_clean_replay(loaded_table)
