"""A damaged journal is never hidden, and what can be read of it is salvaged (issue 17 item 2).

Each damaged shape is made from a real game's journal: a bad last line that
ends in a newline (a duplicate, NUL bytes, junk) is as damaged as a bad line
in the middle. The list names the line and the reason; a salvage keeps the
longest prefix the rules accept as the game, under the same name, and moves
the original untouched to ``games/damaged/``.
"""

from __future__ import annotations

import dataclasses
import io
import json
from collections.abc import Callable
from pathlib import Path

import pytest

from companion.__main__ import main
from companion.app import Asked, open_table
from companion.core import ChanceSource
from companion.core.journal import read
from companion.storage import (
    DAMAGED,
    games_dir,
    latest_unfinished,
    open_saved,
    salvage,
    salvage_plan,
    saved_games,
    start_new,
)

MOVES = 8


def a_game(moves: int = MOVES) -> tuple[Path, list[dict]]:
    table = start_new("tiny", {"players": ["Ann", "Ben"], "rounds": 4})
    chance = ChanceSource(11)
    for _ in range(moves):
        table.submit(table.choose_random(chance))
    table.close()
    return table.writer.path, [table.game.actions.encode(step.action) for step in table.steps]


def lines(path: Path) -> list[bytes]:
    return path.read_bytes().split(b"\n")[:-1]


def write(path: Path, pieces: list[bytes], end: bytes = b"\n") -> None:
    path.write_bytes(b"\n".join(pieces) + end)


def duplicate_last(path: Path) -> None:
    pieces = lines(path)
    write(path, [*pieces, pieces[-1]])


def nul_bytes_last(path: Path) -> None:
    write(path, [*lines(path), b"\x00" * 37])


def junk_last(path: Path) -> None:
    write(path, [*lines(path), b"#!junk"])


def junk_in_the_middle(path: Path) -> None:
    pieces = lines(path)
    pieces[5] = b'{"n": 5, "action": '  # line 6: a torn line with good lines after it
    write(path, pieces)


def refused_action(path: Path) -> None:
    pieces = lines(path)
    entry = json.loads(pieces[4])
    entry["action"]["player"] = 7  # line 5: a seat nobody holds
    pieces[4] = json.dumps(entry).encode()
    write(path, pieces)


def number_gap(path: Path) -> None:
    pieces = lines(path)
    del pieces[3]  # line 4 goes: line 4 is now entry 4 where 3 was expected
    write(path, pieces)


# shape, damage, first bad line, entries kept
SHAPES: list[tuple[str, Callable[[Path], None], int, int]] = [
    ("duplicate last line", duplicate_last, MOVES + 2, MOVES),
    ("NUL bytes then a newline", nul_bytes_last, MOVES + 2, MOVES),
    ("junk last line", junk_last, MOVES + 2, MOVES),
    ("torn line in the middle", junk_in_the_middle, 6, 4),
    ("an action the rules refuse", refused_action, 5, 3),
    ("a gap in the numbering", number_gap, 4, 2),
]


@pytest.mark.parametrize("shape, damage, line, keep", SHAPES, ids=[s[0] for s in SHAPES])
def test_each_damaged_shape_is_listed_and_salvaged(shape, damage, line: int, keep: int) -> None:
    path, actions = a_game()
    damage(path)
    original = path.read_bytes()
    [saved] = saved_games()
    assert saved.damaged and saved.status == "damaged"
    assert saved.line == line and saved.reason and saved.problem.startswith(str(path))
    assert saved.keep == keep and saved.game == "tiny" and saved.players == ["Ann", "Ben"]
    assert latest_unfinished() is None  # not a game to resume as it is...
    assert latest_unfinished(damaged=True) == saved  # ...but never hidden

    assert salvage(path) == path
    assert (games_dir() / DAMAGED / path.name).read_bytes() == original  # the original, untouched
    loaded = read(path)
    assert loaded.warnings == [] and [e.action for e in loaded.entries] == actions[:keep]
    table = open_saved(path)  # and it plays on from there
    table.submit(table.choose_random(ChanceSource(2)))
    table.close()
    [again] = saved_games()
    assert not again.damaged and again.actions == keep + 1


def test_a_journal_whose_header_is_lost_is_set_aside_not_salvaged() -> None:
    path, _ = a_game()
    pieces = lines(path)
    pieces[0] = b'{"journal": 1, "game": "tiny"'
    write(path, pieces)
    original = path.read_bytes()
    [saved] = saved_games()
    assert saved.damaged and saved.line == 1 and saved.keep is None
    assert salvage_plan(path) is None
    assert salvage(path) is None
    assert not path.exists() and (games_dir() / DAMAGED / path.name).read_bytes() == original
    assert saved_games() == []


def test_a_second_salvage_of_the_same_name_keeps_both_originals() -> None:
    path, _ = a_game()
    junk_last(path)
    salvage(path)
    junk_last(path)
    salvage(path)
    kept = {p.name for p in (games_dir() / DAMAGED).iterdir()}
    assert kept == {path.name, f"{path.stem}-2.jsonl"}


def test_a_torn_last_line_without_newline_is_no_damage() -> None:
    """A power cut's only trace stays what it was: a warning, the game resumes."""
    path, _ = a_game()
    path.write_bytes(path.read_bytes() + b'{"n": 9, "act')
    [saved] = saved_games()
    assert not saved.damaged and saved.actions == MOVES
    assert "cut short" in read(path).warnings[0] and "power" not in read(path).warnings[0]


def test_the_console_names_the_damage_and_resumes_the_salvaged_game() -> None:
    path, actions = a_game()
    nul_bytes_last(path)
    out = io.StringIO()
    table = open_table(Asked(), io.StringIO("y\n"), out)
    text = out.getvalue()
    assert f"Damaged: {path.name}, line {MOVES + 2}: not valid JSON" in text
    assert f"keeping its first {MOVES} moves" in text and "Salvaged" in text
    assert [table.game.actions.encode(s.action) for s in table.steps] == actions
    table.close()


def test_the_console_leaves_it_when_told_and_resumes_nothing_hidden() -> None:
    older, _ = a_game(3)
    import os

    os.utime(older, (1, 1))
    path, _ = a_game()
    junk_last(path)
    out = io.StringIO()
    table = open_table(Asked(), io.StringIO("n\n"), out)
    assert "Left as it is." in out.getvalue()
    assert table.writer.path == older  # the older game in progress, and the damaged one still listed
    table.close()
    assert path.read_bytes().endswith(b"#!junk\n")


def test_companion_games_names_the_damage_and_salvage_repairs_it(capsys: pytest.CaptureFixture[str]) -> None:
    path, _ = a_game()
    duplicate_last(path)
    assert main(["games"]) == 0
    out = capsys.readouterr().out.strip()
    assert out.startswith(f"{path.name}  damaged: line {MOVES + 2}: entry number")
    assert f"'companion salvage {path.name}' keeps its first {MOVES} moves" in out
    assert main(["salvage", path.stem]) == 0
    assert f"{MOVES} moves kept" in capsys.readouterr().out
    assert main(["games"]) == 0
    assert "in progress" in capsys.readouterr().out
    assert main(["salvage", path.name]) == 0
    assert "not damaged" in capsys.readouterr().out
    assert main(["salvage", "no-such-game"]) == 2
    assert "no saved game of that name" in capsys.readouterr().err


# -- nothing to keep: a first line the game refuses ---------------------------------------------------


def config_refused(path: Path) -> None:
    """Line 1 hand-edited: the header reads as JSON, but the game refuses its config (rounds 1 to 20)."""
    pieces = lines(path)
    header = json.loads(pieces[0])
    header["config"]["rounds"] = 99
    pieces[0] = json.dumps(header).encode()
    write(path, pieces)


def test_a_journal_whose_first_line_the_game_refuses_has_nothing_to_keep() -> None:
    path, _ = a_game()
    config_refused(path)
    original = path.read_bytes()
    [saved] = saved_games()
    assert saved.damaged and saved.line == 1 and "invalid config" in saved.reason
    assert saved.keep is None  # never "keeps its first 0 moves": a header alone would be as damaged
    assert salvage_plan(path) is None
    assert salvage(path) is None  # set aside once, nothing written in its place
    assert not path.exists() and saved_games() == []
    assert [p.read_bytes() for p in (games_dir() / DAMAGED).iterdir()] == [original]


def test_a_big_shot_journal_with_a_hand_edited_board_has_nothing_to_keep() -> None:
    table = start_new("bigshot", {"players": ["Ann", "Ben", "Cat"]})
    table.submit(table.choose_random(ChanceSource(5)))
    table.close()
    path = table.writer.path
    pieces = lines(path)
    header = json.loads(pieces[0])
    header["config"]["board"]["lots"] = {"P1": {"value": "lots"}}
    pieces[0] = json.dumps(header).encode()
    write(path, pieces)
    [saved] = saved_games()
    assert saved.damaged and saved.line == 1 and saved.keep is None
    assert salvage(path) is None and not path.exists()


def test_a_first_entry_the_rules_refuse_keeps_the_set_up_and_plays_on() -> None:
    """Keeping no move is still a salvage when the set-up itself is sound: the dealt bag, the seed, the players."""
    path, _ = a_game()
    pieces = lines(path)
    entry = json.loads(pieces[1])
    entry["action"]["player"] = 7
    pieces[1] = json.dumps(entry).encode()
    write(path, pieces)
    [saved] = saved_games()
    assert saved.damaged and saved.line == 2 and saved.keep == 0
    assert salvage(path) == path
    table = open_saved(path)
    assert len(table.steps) == 0 and table.header == read(path).header
    table.close()


def test_a_list_cached_by_an_older_companion_is_made_again() -> None:
    """An index written before "nothing to keep" was told apart promised a salvage of 0 moves: it is not trusted."""
    from companion import storage

    path, _ = a_game()
    config_refused(path)
    [saved] = saved_games()
    older = storage._entry(dataclasses.replace(saved, keep=0))
    (games_dir() / storage.INDEX).write_text(json.dumps({path.name: older}))  # the old format: no version
    [again] = saved_games()
    assert again.keep is None


def test_a_stale_list_that_promised_moves_is_told_the_truth_by_salvage() -> None:
    """Whatever a list said, salvage goes by the file: nothing to keep is set aside, never written back damaged."""
    path, _ = a_game()
    config_refused(path)
    assert salvage(path) is None and not path.exists()
    assert len(list((games_dir() / DAMAGED).iterdir())) == 1


# -- cleaning up after itself -------------------------------------------------------------------------


def test_a_salvage_that_cannot_set_the_original_aside_leaves_nothing_behind() -> None:
    """``games/damaged`` is a file: the refusal is one sentence, and no hidden half-salvage stays in games/."""
    from companion.core.journal import StorageRefused

    path, _ = a_game()
    junk_last(path)
    original = path.read_bytes()
    (games_dir() / DAMAGED).write_text("a file where the damaged folder belongs")
    with pytest.raises(StorageRefused) as refused:
        salvage(path)
    assert str(games_dir() / DAMAGED) in refused.value.message() and "\n" not in refused.value.message()
    assert sorted(p.name for p in games_dir().iterdir() if p.name.startswith(".") and "salvage" in p.name) == []
    assert path.read_bytes() == original  # the damaged game is where it was, as it was


def test_only_a_saved_game_is_found_by_name_never_the_folders_beside_them() -> None:
    from companion.storage import DELETED, delete, find_saved

    path, _ = a_game()
    junk_last(path)
    salvage(path)
    other, _ = a_game(2)
    delete(other)
    assert (games_dir() / DAMAGED).is_dir() and (games_dir() / DELETED).is_dir()
    for name in (DAMAGED, DELETED, "played", "played.json", ".index.json", ".index", "..", "."):
        assert find_saved(name) is None, name
    assert find_saved(path.stem) == path and find_saved(path.name) == path
