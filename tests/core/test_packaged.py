"""A package's shipped data file reads the same from a folder and from a zip (:mod:`companion.core.packaged`)."""

from __future__ import annotations

import sys
import zipfile
from pathlib import Path

import pytest

from companion.core.packaged import packaged_text

TEXT = '[card]\nname = "Größe — prix"\n'


def package_in(folder: Path, name: str) -> None:
    (folder / name / "data").mkdir(parents=True)
    (folder / name / "__init__.py").write_text("")
    (folder / name / "data" / "card.toml").write_text(TEXT, encoding="utf-8")


def test_from_a_folder_and_from_a_zip(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package_in(tmp_path, "shipped_in_folder")
    archive = tmp_path / "shipped.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        zipped.writestr("shipped_in_zip/__init__.py", "")
        zipped.writestr("shipped_in_zip/data/card.toml", TEXT.encode("utf-8"))
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.syspath_prepend(str(archive))
    try:
        assert packaged_text("shipped_in_folder", "data/card.toml") == TEXT
        assert packaged_text("shipped_in_zip", "data/card.toml") == TEXT
        with pytest.raises(OSError):
            packaged_text("shipped_in_zip", "data/missing.toml")
        with pytest.raises(OSError):
            packaged_text("shipped_in_folder", "data/missing.toml")
    finally:
        for name in ("shipped_in_folder", "shipped_in_zip"):
            sys.modules.pop(name, None)


def test_the_games_data_reads_as_the_file_on_disk() -> None:
    import companion.games.acquire as acquire

    on_disk = (Path(acquire.__file__).parent / "data" / "prices.toml").read_text(encoding="utf-8")
    assert packaged_text("companion.games.acquire", "data/prices.toml") == on_disk
