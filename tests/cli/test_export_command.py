"""``companion export`` never replaces an earlier export without being told to (``--overwrite``)."""

from __future__ import annotations

import html
import json
from pathlib import Path

import pytest

from companion.__main__ import main
from companion.core import ChanceSource, Table
from companion.storage import start_new


def a_game(steps: int) -> Table:
    table = start_new("tiny", {"players": ["Ann", "Ben"], "rounds": 4})
    chance = ChanceSource(3)
    while len(table.steps) < steps and not table.over:
        table.submit(table.choose_random(chance))
    table.close()
    return table


def run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(args)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_an_earlier_export_is_kept_and_the_refusal_says_how_to_replace_it(tmp_path: Path, capsys) -> None:
    table = a_game(3)
    name, stem = table.writer.path.name, table.writer.path.stem
    assert run(["export", name, "--out", str(tmp_path), "--format", "csv"], capsys)[0] == 0
    kept = tmp_path / f"{stem}.csv"
    kept.write_text("the league's copy, edited by hand\n")  # what a user may have done with it since

    code, out, err = run(["export", name, "--out", str(tmp_path), "--format", "csv", "--format", "json"], capsys)
    assert code == 2 and out == ""
    assert err.strip().splitlines() == [
        f"export: {stem}.csv already exists in {tmp_path}: nothing was written "
        "(give --overwrite to replace an earlier export, or --out another folder)"
    ]
    assert kept.read_text() == "the league's copy, edited by hand\n"
    assert not (tmp_path / f"{stem}.json").exists(), "all or nothing: no half of an export"


def test_overwrite_replaces_an_earlier_export_and_says_where(tmp_path: Path, capsys) -> None:
    table = a_game(3)
    name, stem = table.writer.path.name, table.writer.path.stem
    (tmp_path / f"{stem}.json").write_text("an earlier export\n")
    code, out, err = run(["export", name, "--out", str(tmp_path), "--format", "json", "--overwrite"], capsys)
    assert code == 0 and err == "" and out.split() == [str(tmp_path / f"{stem}.json")]
    assert json.loads((tmp_path / f"{stem}.json").read_text())["file"] == name


def test_the_message_names_every_file_in_the_way(tmp_path: Path, capsys) -> None:
    table = a_game(2)
    name, stem = table.writer.path.name, table.writer.path.stem
    assert run(["export", name, "--out", str(tmp_path)], capsys)[0] == 0
    code, _, err = run(["export", name, "--out", str(tmp_path)], capsys)
    assert code == 2
    assert f"{stem}.csv, {stem}.json, {stem}.html already exist in {tmp_path}: nothing was written" in err


def test_the_current_folder_is_named_as_such(tmp_path: Path, capsys, monkeypatch) -> None:
    table = a_game(2)
    monkeypatch.chdir(tmp_path)
    assert run(["export", table.writer.path.name, "--format", "html"], capsys)[0] == 0
    code, _, err = run(["export", table.writer.path.name, "--format", "html"], capsys)
    assert code == 2 and "already exists in the current folder: nothing was written" in err


@pytest.mark.parametrize("code", ["it", "fr"])
def test_a_sheet_in_another_language_leaves_the_screens_language_alone(tmp_path: Path, capsys, code: str) -> None:
    # The export speaks its own language through a translator bound to it: the process's screen language (the
    # console's, the touchscreen's) is what it was.
    from companion.export import open_game
    from companion.text.i18n import language, translator

    table = a_game(4)
    name, stem = table.writer.path.name, table.writer.path.stem
    assert language() == "en"
    assert run(["export", name, "--out", str(tmp_path), "--format", "html", "--language", code], capsys)[0] == 0
    assert language() == "en"
    page = (tmp_path / f"{stem}.html").read_text(encoding="utf-8")
    say = translator(code)
    assert f'<html lang="{code}">' in page and say("Game log") in page and say("Game log") != "Game log"
    played = open_game(table.writer.path)
    for index in range(len(played.steps)):
        assert html.escape(" ".join(played.step_sentences(index, say))) in page
