"""The registry's entry-point reader gives what :mod:`importlib.metadata` gives, without importing it.

Compared with the library on this very installation, on made-up distributions in temporary folders (two of the
same name, an egg-info, comments and extras, a folder without entry points), and on what the fast reader leaves
to the library (a zipped path entry). That ``companion replay`` never imports the library is checked with the
other start-up imports in ``tests/cli/test_start_imports.py``.
"""

from __future__ import annotations

import zipfile
from importlib import metadata
from pathlib import Path

import pytest

from companion.entry_points import EntryPoint, entries, parse
from companion.registry import GROUP


def library(group: str) -> list[EntryPoint]:
    return [EntryPoint(entry.name, entry.value) for entry in metadata.entry_points(group=group)]


def distribution(folder: Path, stem: str, text: str | None, *, kind: str = "dist-info") -> None:
    info = folder / f"{stem}.{kind}"
    info.mkdir()
    name = stem.partition("-")[0]
    (info / ("PKG-INFO" if kind == "egg-info" else "METADATA")).write_text(
        f"Metadata-Version: 2.1\nName: {name}\nVersion: 1\n"
    )
    if text is not None:
        (info / "entry_points.txt").write_text(text)


@pytest.mark.parametrize("group", [GROUP, "console_scripts", "no.such.group"])
def test_this_installation_reads_as_the_library_reads_it(group: str) -> None:
    assert entries(group) == library(group)


def test_the_shipped_games_are_found() -> None:
    names = {entry.name for entry in entries(GROUP)}
    assert {"acquire", "bigshot", "mad_market", "steam_barons", "tiny"} <= names


def test_made_up_distributions_read_as_the_library_reads_them(tmp_path: Path, monkeypatch) -> None:
    first, second = tmp_path / "first", tmp_path / "second"
    first.mkdir()
    second.mkdir()
    distribution(
        first,
        "Card_Games-2.0",
        f"# the games\n[{GROUP}]\n  alpha =  cards.front:SPEC \n\nbeta=cards.other:SPEC [sound]\n"
        "[console_scripts]\ncards = cards:main\n",
    )
    distribution(second, "card.games-1.0", f"[{GROUP}]\nshadowed = cards.old:SPEC\n")  # same name: the first wins
    distribution(second, "dice_games-1.0", f"[{GROUP}]\ngamma = dice.front:SPEC\n", kind="egg-info")
    distribution(second, "no_entries-1.0", None)
    monkeypatch.syspath_prepend(str(second))
    monkeypatch.syspath_prepend(str(first))
    monkeypatch.syspath_prepend(str(tmp_path / "missing"))
    found = entries(GROUP)
    assert found == library(GROUP)
    assert [e for e in found if e.value.startswith(("cards", "dice"))] == [
        EntryPoint("alpha", "cards.front:SPEC"),
        EntryPoint("beta", "cards.other:SPEC [sound]"),
        EntryPoint("gamma", "dice.front:SPEC"),
    ]


def test_a_zipped_path_entry_is_left_to_the_library(tmp_path: Path, monkeypatch) -> None:
    archive = tmp_path / "zipped.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        zipped.writestr(
            "zipped_games-1.0.dist-info/METADATA", "Metadata-Version: 2.1\nName: zipped-games\nVersion: 1\n"
        )
        zipped.writestr("zipped_games-1.0.dist-info/entry_points.txt", f"[{GROUP}]\nzeta = zipped.front:SPEC\n")
    monkeypatch.syspath_prepend(str(archive))
    found = entries(GROUP)
    assert EntryPoint("zeta", "zipped.front:SPEC") in found
    assert found == library(GROUP)


def test_the_file_format() -> None:
    text = f"[other]\nx = a:b\n  [{GROUP}]\n# note\ny=c:d\nz = e:f.g [extra]\n= nameless\nbare line\n[ {GROUP} ]\nw = h:i\n"
    assert parse(text, GROUP) == [EntryPoint("y", "c:d"), EntryPoint("z", "e:f.g [extra]"), EntryPoint("", "nameless")]
    assert parse(text, "other") == [EntryPoint("x", "a:b")]
