"""Replay's plain runs: a run of usual action lines is played as the general loop plays each entry.

``parse`` marks the entry of the usual line (``Entry.plain``, its action) and ``replay`` plays a run of such
entries in one loop (``History.follow``). An entry made by the constructor has no mark and takes the general
loop, entry by entry, so the same journal replayed from both kinds of entries must give the same history
(steps, redo line, checkpoints, state) and the same refusal, word for word and line for line.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.core import PUBLIC, ChanceSource, JournalError, Table, replay
from companion.core import journal as journal_module
from companion.core.game import Game
from companion.core.history import Adjustment, History
from companion.core.journal import Entry, parse
from companion.core.table import _replay_history
from companion.games import get, names
from companion.simulate import play_one


def constructed(entries: list[Entry]) -> list[Entry]:
    """The same entries made by the constructor: no plain mark, so replay takes the general loop for each."""
    return [
        Entry(n=e.n, action=e.action, undo=e.undo, redo=e.redo, line=e.line, correct=e.correct, adjust=e.adjust)
        for e in entries
    ]


def history_of(game: Game[Any], entries: list[Entry], header: Any) -> tuple[Any, ...]:
    """Everything a replayed history holds, in a comparable form (or the refusal replay raised)."""
    try:
        history = _replay_history(game, header, entries, "g.jsonl")
    except JournalError as exc:
        return ("refused", str(exc), exc.line)
    seats = len(header.config.get("players", [])) or game.min_players
    views = {str(v): game.summary(history.state, v) for v in (None, PUBLIC, *range(seats))}
    return (
        [(step.action, step.events, step.replaced) for step in history.line],
        history.length,
        history._at,
        history.checkpoints,
        history._cut is not None,
        json.dumps(views, sort_keys=True, default=str),
    )


def journal_of(game: Game[Any], seed: int, folder: Path, *, minds: bool) -> bytes:
    """A random game's journal; with ``minds``, undos, redos, rewinds and changed minds between its actions."""
    players = max(game.min_players, min(4, game.max_players))
    config = game.prepare(game.random_config(players, ChanceSource(seed)))
    _state, actions = play_one(game, config, ChanceSource(seed + 1), check=False)
    table = Table.new(game, config, created="2026-01-01T00:00:00+00:00", path=folder / f"{game.name}-{seed}.jsonl")
    pick = random.Random(seed)
    for action in actions:
        table.submit(action)
        if not minds:
            continue
        roll = pick.random()
        if roll < 0.1:  # an undo and its redo
            table.undo()
            table.redo()
        elif roll < 0.2:  # a changed mind that comes back to the same action
            table.undo()
            table.submit(action)
        elif roll < 0.25 and len(table.steps) > 3:  # a rewind, then every step redone
            table.rewind(3)
            for _ in range(3):
                table.redo()
    table.close()
    assert table.writer is not None
    return table.writer.path.read_bytes()


@pytest.mark.parametrize("name", names())
@pytest.mark.parametrize("minds", [False, True])
def test_plain_runs_give_the_history_the_general_loop_gives(name: str, minds: bool, tmp_path: Path) -> None:
    game = get(name)
    for seed in (1, 2):
        loaded = parse(journal_of(game, seed, tmp_path, minds=minds))
        plain = [entry for entry in loaded.entries if entry.plain is not None]
        assert plain and all(entry.plain is entry.action for entry in plain)
        assert not any(entry.plain is not None for entry in constructed(loaded.entries))
        fast = history_of(game, loaded.entries, loaded.header)
        assert fast[0] != "refused"
        assert fast == history_of(game, constructed(loaded.entries), loaded.header)
        again = replay(game, loaded.header, loaded.entries)
        assert again.steps == replay(game, loaded.header, constructed(loaded.entries)).steps


def _edited(data: bytes, entry: int, edit: Any) -> bytes:
    """``data`` with the action of entry ``entry`` (counted from 1) changed by ``edit``, its line as written."""
    lines = data.split(b"\n")
    obj = json.loads(lines[entry])
    obj["action"] = edit(obj["action"])
    lines[entry] = journal_module.dumps(obj).rstrip(b"\n")
    return b"\n".join(lines)


def _unknown_field(action: dict[str, Any]) -> dict[str, Any]:
    return {**action, "extra": 1}


def _wrong_type(action: dict[str, Any]) -> dict[str, Any]:
    return {**action, "player": "two"} if "player" in action else {**action, "type": 5}


def _other_seat(action: dict[str, Any]) -> dict[str, Any]:
    return {**action, "player": (action["player"] + 1) % 2} if "player" in action else action


def _no_such_seat(action: dict[str, Any]) -> dict[str, Any]:
    return {**action, "player": 9} if "player" in action else action


def _unknown_type(action: dict[str, Any]) -> dict[str, Any]:
    return {**action, "type": "no_such_action"}


def _no_type(action: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in action.items() if key != "type"}


@pytest.mark.parametrize("name", names())
def test_a_refused_entry_is_refused_in_the_same_words_on_the_same_line(name: str, tmp_path: Path) -> None:
    game = get(name)
    data = journal_of(game, 5, tmp_path, minds=True)
    count = len(parse(data).entries)
    pick = random.Random(name)
    edits = (_unknown_field, _wrong_type, _other_seat, _no_such_seat, _unknown_type, _no_type)
    refused = 0
    for _ in range(12):
        entries = sorted(pick.sample(range(1, count + 1), 2))
        changed = data
        for entry in entries:
            if parse(changed).entries[entry - 1].action is not None:
                changed = _edited(changed, entry, pick.choice(edits))
        loaded = parse(changed)
        fast = history_of(game, loaded.entries, loaded.header)
        assert fast == history_of(game, constructed(loaded.entries), loaded.header)
        refused += fast[0] == "refused"
    assert refused


@pytest.mark.parametrize("name", names())
@pytest.mark.parametrize("general", [False, True])
def test_an_entry_for_a_seat_the_table_does_not_have_is_refused_as_the_gate_refuses_it(
    name: str, general: bool, tmp_path: Path
) -> None:
    """A journal edited by hand, an entry for player 9 at a table of three or four: replay said the engine's
    "It is Cat's turn, not 9's.", as if seat 9 were at the table and only its turn had not come. It names the
    entry's line and says what the table's gate says of such an input live, on the fast run and entry by entry."""
    game = get(name)
    data = journal_of(game, 5, tmp_path, minds=False)
    loaded = parse(data)
    seats = len(game.player_names(replay(game, loaded.header, []).state))
    at = next(i for i, e in enumerate(loaded.entries) if e.action is not None and "player" in e.action)
    for seat in (9, seats, -1):
        edited = parse(_edited(data, at + 1, lambda action, seat=seat: {**action, "player": seat}))
        entries = constructed(edited.entries) if general else edited.entries
        with pytest.raises(JournalError) as caught:
            replay(game, edited.header, entries, "g.jsonl")
        kind = edited.entries[at].action["type"]
        said = f"There is no seat {seat} at this table (seats 0 to {seats - 1})."
        assert str(caught.value) == f"g.jsonl, line {at + 2}: {kind} refused: {said}"
        assert caught.value.line == edited.entries[at].line == at + 2


def test_a_run_ends_before_an_undo_so_a_changed_mind_keeps_its_spare(tmp_path: Path) -> None:
    """An action undone and replaced is played the general way, with a spare copy of the state before it."""
    game = get("acquire")
    data = journal_of(game, 9, tmp_path, minds=True)
    loaded = parse(data)
    history = _replay_history(game, loaded.header, loaded.entries, "g.jsonl")
    general = _replay_history(game, loaded.header, constructed(loaded.entries), "g.jsonl")
    assert history.checkpoints == general.checkpoints
    assert [step.action for step in history.line] == [step.action for step in general.line]


def test_follow_plays_as_play_plays_each_action() -> None:
    """From a settled history, one lagging after undos, and one with a redo line to cut; an adjustment too."""
    game = get("tiny")
    config = game.prepare({"players": ["Ann", "Ben", "Cat"], "seed": 3})
    _state, actions = play_one(game, config, ChanceSource(4), check=False)
    for every in (1, 3, 16):
        for undone, settle in ((0, True), (2, False), (3, True)):
            follow, play = History(game, config, every=every), History(game, config, every=every)
            for history in (follow, play):
                for action in actions[:6]:
                    history.play(action)
                for _ in range(undone):
                    history.undo(settle=settle)
            rest = actions[6 - undone :]  # the undone actions played again: the redo line is cut
            follow.follow(rest)
            for action in rest:
                play.play(action)
            assert [(s.action, s.events) for s in follow.line] == [(s.action, s.events) for s in play.line]
            assert (follow.length, follow._at, follow.checkpoints) == (play.length, play._at, play.checkpoints)
            assert game.summary(follow.state, None) == game.summary(play.state, None)
            follow.retract()
            play.retract()
            assert game.summary(follow.state, None) == game.summary(play.state, None)
    # An adjustment among them replaces the state: follow() hands it to play(), then goes on from the new state.
    follow, play = History(game, config), History(game, config)
    for action in actions[:3]:
        play.play(action)
    adjusted = [*actions[:3], Adjustment(position=game.position(play.state), reason="by hand"), *actions[3:6]]
    play = History(game, config)
    for action in adjusted:
        play.play(action)
    follow.follow(adjusted)
    assert [(s.action, s.events) for s in follow.line] == [(s.action, s.events) for s in play.line]
    assert (follow.length, follow._at, follow.checkpoints) == (play.length, play._at, play.checkpoints)
    assert game.summary(follow.state, None) == game.summary(play.state, None)


# -- parsing: the sound reading and the line-by-line reading ---------------------------------------------

_HEADER = b'{"journal":1,"game":"tiny","config":{},"created":"x"}'
_LINES = [
    '{"n":N,"action":{"type":"guess","player":0,"parity":"odd"}}',
    '{"n":N,"action":{"type":"buy","player":1,"shares":{"tower":2,"luxor":0}}}',
    '{"n":N,"action":{}}',
    '{"n":N,"action":{"a":{"b":[1,2,{"c":null}]},"d":"\\u00e9\\n"}}',
    '{"n":N,"action":{"type":"x"},"x":1}',
    '{"n":N,"action":{"type":"x"},"action":{"type":"y"}}',
    '{"n":N,"action":[1]}',
    '{"n":N,"action":3}',
    '{"n":N,"action":{"type":"x"}}}',
    '{"n":N,"action":{"type":"x"}',
    '{"n":N,"action":{"type":"x"}}{"n":N}',
    '{"n":N, "action":{"type":"x"}}',
    ' {"n":N,"action":{"type":"x"}}',
    '{"n":N,"action":{"type":"x"}} ',
    '{"n":N,"action":{"type":"x"}}\r',
    '{"action":{"type":"x"},"n":N}',
    '{"n":N.0,"action":{"type":"x"}}',
    '{"n":0N,"action":{"type":"x"}}',
    '{"n":"N","action":{"type":"x"}}',
    '{"n":N,"action":{"type":"x","big":123456789012345678901234567890}}',
    '{"n":N,"undo":true}',
    '{"n":N,"redo":true}',
    '{"n":N,"correct":{"step":1,"action":{"type":"x"}}}',
    '{"n":N,"action":{"type":"x"},"undo":true}',
    "",
    "not json",
]


def _read(data: bytes, sound: bool) -> Any:
    """``parse(data)`` as it reads it, or (not ``sound``) with the one-pass reading turned off: line by line."""
    with pytest.MonkeyPatch.context() as patch:
        if not sound:
            patch.setattr(journal_module, "_parse_sound", lambda data, where: None)
        try:
            loaded = parse(data, "g.jsonl")
        except JournalError as exc:
            return ("refused", str(exc), exc.line)
    entries = [(entry, entry.plain is not None and entry.plain is entry.action) for entry in loaded.entries]
    return (loaded.header, entries, loaded.warnings, loaded.sound_length, loaded.needs_newline)


@settings(max_examples=300, deadline=None)
@given(
    lines=st.lists(st.tuples(st.sampled_from(_LINES), st.sampled_from([0, 0, 0, 1, -1])), max_size=6),
    torn=st.booleans(),
)
def test_the_sound_reading_gives_what_the_line_by_line_reading_gives(lines: list[tuple[str, int]], torn: bool) -> None:
    data = _HEADER + b"\n"
    for number, (line, off) in enumerate(lines, 1):
        data += line.replace("N", str(number + off)).encode() + b"\n"
    if torn:
        data = data[:-1]
    assert _read(data, True) == _read(data, False)


def test_the_usual_line_is_read_as_a_plain_entry() -> None:
    data = _HEADER + b'\n{"n":1,"action":{"type":"guess","player":0,"parity":"odd"}}\n{"n":2,"undo":true}\n'
    first, second = parse(data).entries
    assert first.plain is first.action == {"type": "guess", "player": 0, "parity": "odd"}
    assert second.plain is None and Entry(n=1, action={}).plain is None
    assert first == Entry(n=1, action={"type": "guess", "player": 0, "parity": "odd"}, line=2)
