"""``python -m bench.floor``: the barest tables around Acquire's rule write the very journal the table writes.

Structure only, never speed: a floor is worth something only if it does the
work it stands for (the same lines, synced) and no less.
"""

from __future__ import annotations

from pathlib import Path

from bench import floor
from companion.core import ChanceSource, Table
from companion.games.acquire import GAME as ACQUIRE
from companion.simulate import play_one


def _table_lines(path: Path) -> list[bytes]:
    """The entry lines the companion's table writes for the floors' seeded game (its header left out)."""
    config = ACQUIRE.prepare(ACQUIRE.random_config(4, ChanceSource(floor.SEED)))
    _state, actions = play_one(ACQUIRE, config, ChanceSource(floor.SEED + 1), check=False)
    table = Table.new(ACQUIRE, config, created="2026-01-01T00:00:00+00:00", path=path)
    for action in actions:
        table.submit(action)
    table.close()
    return path.read_bytes().splitlines(keepends=True)[1:]


def test_every_journaled_floor_writes_the_tables_own_entry_lines(tmp_path: Path) -> None:
    runs, actions = floor._scenarios(tmp_path)
    for run in runs:
        run()
    (folder,) = [path for path in tmp_path.iterdir() if path.is_dir()]
    written = {path.name: path.read_bytes().splitlines(keepends=True) for path in folder.iterdir()}
    expected = _table_lines(tmp_path / "table.jsonl")
    assert len(expected) == actions > 100
    journaled = [f"floor-{index}.jsonl" for index, (*_what, journal) in enumerate(floor.FIGURES) if journal]
    assert journaled == ["floor-1.jsonl", "floor-2.jsonl", "floor-3.jsonl", "floor-4.jsonl"]
    for name in journaled:
        assert written[name] == expected, name
    assert written["floor-0.jsonl"] == []  # the rule alone writes nothing


def test_the_table_gives_each_floor_its_share_beside_the_rule() -> None:
    shown = floor.table({"rule": 30_000, "line": 33_000, "kept": 37_500, "text": 40_000, "undo": 48_000})
    lines = shown.splitlines()
    assert lines[1].split()[-1] == "30,000"  # the rule has no share of its own
    assert lines[2].endswith("9.1%") and lines[3].endswith("20.0%") and lines[5].endswith("37.5%")
    assert lines[-1].endswith("within 10,000 (a third of the rule)")
