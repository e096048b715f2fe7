"""The screenshot tour and the monkey play in a data folder of their own (companion.ui.scratch).

Both start and save games as the app at the table does. A tour once ran on the default data folder beside a monkey
using the same one and stopped at "The card cannot be written": each run now gets a temporary folder, gone when it
ends. The tour keeps a folder named by ``COMPANION_DATA_DIR`` (``scripts/screenshots`` names one, to look at what it
saved); the monkey never uses one given (the real saved games are never touched).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from companion import storage
from companion.ui import screenshots
from companion.ui.scratch import own_data_folder


def tour_folders(monkeypatch: pytest.MonkeyPatch, out: Path) -> list[Path]:
    """Take a short tour of Tiny Auction into ``out`` (home, a game started and played); the data folders it saved in."""
    seen: list[Path] = []
    steps = dict(screenshots.generic_tour("tiny", ["Ann", "Ben"]))

    def probe(app: Any) -> None:
        seen.append(storage.data_path())
        assert sorted((seen[-1] / "games").glob("*.jsonl"))  # the game just started is saved there

    shots = [("home", steps["home"]), ("play", steps["play"]), ("probe", probe)]
    monkeypatch.setattr(screenshots, "full_tour", lambda game: shots)
    assert screenshots.run(out, ["tiny"], ["en"]) in (0, 1)
    return seen


def test_the_tour_plays_in_a_temporary_folder_of_its_own(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("COMPANION_DATA_DIR")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home"))  # should the tour miss, it writes no real folder
    default = storage.data_path()  # platformdirs' folder: the table's own saved games
    assert default.is_relative_to(tmp_path)
    first, second = tour_folders(monkeypatch, tmp_path / "one") + tour_folders(monkeypatch, tmp_path / "two")
    assert first != default and first.name.startswith("companion-tour-")
    assert second != first  # two tours, or a tour beside another run, never share a folder
    assert not first.exists() and not second.exists()  # gone when the tour ends
    assert "COMPANION_DATA_DIR" not in os.environ
    assert (tmp_path / "one" / "en" / "tiny" / "probe.png").exists()


def test_the_tour_keeps_a_folder_given_to_it(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    given = tmp_path / "given"
    monkeypatch.setenv("COMPANION_DATA_DIR", str(given))
    assert tour_folders(monkeypatch, tmp_path / "out") == [given]
    assert (given / "games").is_dir()  # kept, to be looked at
    assert os.environ["COMPANION_DATA_DIR"] == str(given)


def test_the_monkey_never_plays_in_a_folder_given_to_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    with own_data_folder("companion-monkey-") as folder:  # as monkey.run takes it
        assert storage.data_path() == folder != tmp_path
    assert not folder.exists()
    assert os.environ["COMPANION_DATA_DIR"] == str(tmp_path)
