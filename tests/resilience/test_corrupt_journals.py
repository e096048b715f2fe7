"""Corrupt journals: every one is refused with one line naming the file and line, or is a game the rules accept.

Journals of real random games (with undo and redo entries) are damaged the
ways files get damaged or edited: truncated, lines reordered, duplicated,
deleted, bytes flipped, the header's game swapped, unknown action types,
amounts edited. Each is fed to ``companion replay FILE`` in-process:

- exit 2: stderr is exactly one line, naming the file and a line number, no
  traceback; for journals of plain actions an independent check (decode and
  apply line by line) confirms the named line is the first bad one;
- exit 0: the journal is one the rules accept from start to end (checked
  independently, action by action), and if it differs from the original the
  replay shows a different game, which is expected: an edited amount that is
  still legal *is* a different game. What must never happen is loading a
  journal the rules refuse.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

from companion.__main__ import main
from companion.core import ChanceSource, CodecError, RuleViolation, Table
from companion.core.journal import dumps
from companion.games import get

from .helpers import GAMES

KINDS = (
    "truncate",
    "reorder",
    "duplicate",
    "delete",
    "flip",
    "wrong_game",
    "unknown_type",
    "edit_amount",
    "garbage_line",
    "bad_entry",
)
ROUNDS = 12


def recorded(name: str, seed: int, undo: bool) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """A finished random game's header and entries; with ``undo``, some undo/redo entries on the way."""
    game = get(name)
    chance = ChanceSource(seed)
    table = Table.new(
        game,
        game.random_config(game.min_players + seed % 3 if game.max_players > 3 else 3, chance),
        created="2026-01-01T00:00:00+00:00",
    )
    entries: list[dict[str, Any]] = []
    while not table.over and len(entries) < 3000:
        if undo and table.can_undo and chance.randint(1, 12) == 1:
            table.undo()
            entries.append({"undo": True})
            if chance.randint(0, 1):
                table.redo()
                entries.append({"redo": True})
            continue
        action = game.choose_random(table.state, chance)
        table.submit(action)
        entries.append({"action": game.actions.encode(action)})
    return table.header.to_json(), [{"n": i + 1, **e} for i, e in enumerate(entries)]


def write(path: Path, header: dict[str, Any], entries: list[dict[str, Any]]) -> Path:
    path.write_bytes(dumps(header) + b"".join(dumps(e) for e in entries))
    return path


def renumber(entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{**e, "n": i + 1} for i, e in enumerate(entries)]


def first_refused_line(data: bytes) -> int | None:
    """Independently of ``core.replay``: the first line of an undo-free journal the codec or rules refuse."""
    lines = data.split(b"\n")
    try:
        header = json.loads(lines[0])
        assert set(header) == {"journal", "game", "config", "created"} and header["journal"] == 1
        assert isinstance(header["created"], str) and isinstance(header["config"], dict)
        game = get(header["game"])
        state = game.new_game(header["config"])
    except Exception:  # anything wrong with the header is line 1
        return 1
    for number, raw in enumerate(lines[1:], 2):
        if not raw and number == len(lines):
            return None
        try:
            entry = json.loads(raw)
            assert set(entry) == {"n", "action"} and entry["n"] == number - 1
            game.apply(state, game.actions.decode(entry["action"]))
        except (ValueError, AssertionError, KeyError, TypeError, CodecError, RuleViolation):
            return number
    return None


def damage(
    kind: str, header: dict[str, Any], entries: list[dict[str, Any]], rng: random.Random, other_game: str
) -> tuple[bytes, bool]:
    """The damaged bytes and whether they are still a sequence of properly numbered entries."""
    entries = [dict(e) for e in entries]
    i = rng.randrange(len(entries))
    if kind == "truncate":
        data = dumps(header) + b"".join(dumps(e) for e in entries)
        return data[: rng.randrange(len(dumps(header)), len(data))], True
    if kind == "reorder":
        j = rng.randrange(len(entries))
        entries[i], entries[j] = entries[j], entries[i]
        return _bytes(header, renumber(entries) if rng.random() < 0.7 else entries), True
    if kind == "duplicate":
        entries.insert(i, entries[i])
        return _bytes(header, renumber(entries) if rng.random() < 0.7 else entries), True
    if kind == "delete":
        del entries[i]
        return _bytes(header, renumber(entries) if rng.random() < 0.7 else entries), True
    if kind == "flip":
        data = bytearray(_bytes(header, entries))
        k = rng.randrange(len(data) - 1)
        data[k] = rng.choice(b'{}[]",:0123456789azAZ \x00\xff')
        return bytes(data), True
    if kind == "wrong_game":
        return _bytes({**header, "game": other_game}, entries), True
    if kind == "unknown_type":
        actions = [k for k, e in enumerate(entries) if "action" in e] or [i]
        k = rng.choice(actions)
        entries[k] = {"n": entries[k]["n"], "action": {**entries[k].get("action", {}), "type": "teleport"}}
        return _bytes(header, entries), True
    if kind == "edit_amount":
        numeric = [
            (k, f)
            for k, e in enumerate(entries)
            if "action" in e
            for f, v in e["action"].items()
            if type(v) is int and f != "player"
        ]
        if not numeric:
            numeric = [(k, "player") for k, e in enumerate(entries) if "action" in e and "player" in e["action"]]
        k, field = rng.choice(numeric)
        old = entries[k]["action"][field]
        entries[k] = {
            **entries[k],
            "action": {**entries[k]["action"], field: old + rng.choice([-100, -3, -1, 1, 2, 5, 1000])},
        }
        return _bytes(header, entries), True
    if kind == "garbage_line":
        data = _bytes(header, entries).split(b"\n")
        data.insert(rng.randrange(1, len(data) - 1), rng.choice([b"", b"   ", b"null", b"[1,2]", b"\xff\xfe", b"{"]))
        return b"\n".join(data), False
    if kind == "bad_entry":
        entries[i] = rng.choice(
            [
                {"n": entries[i]["n"]},
                {"n": str(entries[i]["n"]), "undo": True},
                {"n": entries[i]["n"], "undo": False},
                {"n": entries[i]["n"], "action": []},
                {**entries[i], "note": "x"},
                {"n": entries[i]["n"], "undo": True, "redo": True},
            ]
        )
        return _bytes(header, entries), True
    raise AssertionError(kind)


def _bytes(header: dict[str, Any], entries: list[dict[str, Any]]) -> bytes:
    return dumps(header) + b"".join(dumps(e) for e in entries)


def replay_cli(path: Path, capsys: pytest.CaptureFixture[str], *extra: str) -> tuple[int, str, str]:
    capsys.readouterr()
    status = main(["replay", str(path), *extra])
    out, err = capsys.readouterr()
    return status, out, err


def check_refusal(path: Path, err: str) -> int:
    lines = err.strip().splitlines()
    assert len(lines) == 1, f"expected one line on stderr, got:\n{err}"
    assert "Traceback" not in err
    found = re.search(re.escape(str(path)) + r", line (\d+): ", lines[0])
    assert found, f"message does not name the file and line: {lines[0]}"
    return int(found.group(1))


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("kind", KINDS)
def test_damaged_journals_are_refused_naming_the_line_or_are_games_the_rules_accept(
    name: str, kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rng = random.Random(f"{name}-{kind}")
    # Another game's name: one whose actions are its own (a game built on another's rules and records could
    # rightly accept that game's journal).
    others = [g for g in GAMES if g != name and get(g).actions is not get(name).actions]
    outcomes = {"refused": 0, "accepted": 0, "different": 0}
    for round_ in range(ROUNDS):
        undo = round_ % 2 == 1
        header, entries = recorded(name, rng.randrange(2**32), undo)
        original = write(tmp_path / "original.jsonl", header, entries)
        status, original_json, err = replay_cli(original, capsys, "--json")
        assert status == 0, err
        data, numbered = damage(kind, header, entries, rng, rng.choice(others))
        path = tmp_path / f"{kind}-{round_}.jsonl"
        path.write_bytes(data)
        status, out, err = replay_cli(path, capsys, "--json")
        plain = b'"undo"' not in data and b'"redo"' not in data
        if status == 2:
            outcomes["refused"] += 1
            line = check_refusal(path, err)
            assert 1 <= line <= data.count(b"\n") + 1
            if plain and numbered:
                assert line == first_refused_line(data), f"{path}: named line {line}, first bad line differs"
            continue
        assert status == 0, f"exit {status}: {err}"
        assert "Traceback" not in err
        outcomes["accepted"] += 1
        for warning in err.strip().splitlines():
            assert warning.startswith("warning: ") and "incomplete last line" in warning, warning
        if plain:
            assert first_refused_line(data.rsplit(b"\n", 1)[0] + b"\n" if not data.endswith(b"\n") else data) is None, (
                f"{path}: loaded a journal the rules refuse"
            )
        if out != original_json:
            outcomes["different"] += 1  # a legal edit or a shorter journal: a different game, as expected
            assert data != _bytes(header, entries)
    if kind in ("wrong_game", "unknown_type", "garbage_line", "bad_entry"):
        assert outcomes["accepted"] == 0, outcomes
    assert outcomes["refused"] + outcomes["accepted"] == ROUNDS


def test_an_edited_amount_that_stays_legal_is_a_different_game(tmp_path: Path, capsys) -> None:
    """The explicit case: a bid edited to another legal amount replays, and the replay shows the edit."""
    for name in [g for g in GAMES if "bid" in get(g).actions]:
        header, entries = recorded(name, 5, undo=False)
        for k, entry in enumerate(entries):
            action = entry.get("action", {})
            if action.get("type") == "bid" and k + 1 < len(entries) and entries[k + 1]["action"]["type"] == "pass":
                break
        else:
            continue
        edited = [dict(e) for e in entries]
        # one more than the bid stays legal when the next seat simply passes, unless cash runs out: try a few
        for delta in (1, 2, 3, -1):
            edited[k] = {**entries[k], "action": {**entries[k]["action"], "amount": action["amount"] + delta}}
            path = write(tmp_path / f"{name}-{delta}.jsonl", header, edited)
            status, out, _ = replay_cli(path, capsys)
            if status == 0:
                _, original, _ = replay_cli(write(tmp_path / "o.jsonl", header, entries), capsys)
                assert out != original, "a legal edit must replay as the different game it is"
                changed = [line for line in out.splitlines() if line not in original.splitlines()]
                assert any(str(action["amount"] + delta) in line for line in changed), changed
                break
        else:
            pytest.fail(f"{name}: no legal edit of a bid found")


def test_a_torn_last_line_is_a_warning_and_every_other_cut_names_its_line(tmp_path: Path, capsys) -> None:
    header, entries = recorded("acquire", 3, undo=False)
    data = _bytes(header, entries)
    cut = data[: len(data) - 7]
    path = tmp_path / "torn.jsonl"
    path.write_bytes(cut)
    status, _, err = replay_cli(path, capsys)
    assert status == 0 and err.startswith("warning: ") and len(err.strip().splitlines()) == 1
    # the same cut in the middle of the file is an error at that line
    lines = data.split(b"\n")
    lines[5] = lines[5][:-7]
    path.write_bytes(b"\n".join(lines))
    status, _, err = replay_cli(path, capsys)
    assert status == 2 and check_refusal(path, err) == 6


@pytest.mark.parametrize(
    "data",
    [
        b"",
        b"\n",
        b"\x00" * 64,
        b"not json\n",
        b"[]\n",
        b'{"journal": 2}\n',
        b'{"journal": 1, "game": "chess", "config": {}, "created": ""}\n',
        b'{"journal": 1, "game": "acquire", "config": {"players": 1}, "created": ""}\n',
        b'{"journal": 1, "game": "acquire", "config": [], "created": ""}\n',
    ],
)
def test_broken_headers(data: bytes, tmp_path: Path, capsys) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_bytes(data)
    status, _, err = replay_cli(path, capsys)
    assert status == 2 and check_refusal(path, err) == 1


def test_a_missing_or_unreadable_file(tmp_path: Path, capsys) -> None:
    status, _, err = replay_cli(tmp_path / "nowhere.jsonl", capsys)
    assert status == 2 and len(err.strip().splitlines()) == 1 and "nowhere.jsonl" in err
    status, _, err = replay_cli(tmp_path, capsys)
    assert status == 2 and len(err.strip().splitlines()) == 1
