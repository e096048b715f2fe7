"""`companion config --default | --check FILE | --show`, and the texts generated from the one schema.

The example the installer falls back to and the key table of
docs/raspberry-pi.md are compared with what the schema generates, so a key
added to the schema and forgotten there fails here.
"""

from __future__ import annotations

import json
import logging
import tomllib
from collections.abc import Iterator
from dataclasses import fields
from pathlib import Path

import pytest

from companion.__main__ import main
from companion.config import apply_log_level, keys_given, load_config, parse_config, section_keys
from companion.config_schema import (
    DOCS,
    EXAMPLE,
    KEYS,
    SCHEMA,
    TABLE,
    default_toml,
    docs_table,
    docs_with_table,
)
from companion.hardware.settings import ButtonSettings, ScannerSettings, SerialSettings, SoundSettings, StripSettings
from companion.storage import data_path


def run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(args)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.fixture(autouse=True)
def restore_root_logger() -> Iterator[None]:
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield
    root.handlers[:] = handlers
    root.setLevel(level)


# -- --default and the generated texts -----------------------------------------------------------------------


@pytest.mark.parametrize("pi", [False, True], ids=["default", "pi"])
def test_the_default_file_parses_holds_every_key_and_is_the_defaults(
    pi: bool, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(["config", "--default", *(["--pi"] if pi else [])], capsys)
    assert code == 0
    data = tomllib.loads(out)
    assert keys_given(data) == frozenset(KEYS), "every key of the schema is in the file"
    assert len(KEYS) == 36
    for key in SCHEMA:
        assert f"{key.comment}" in out, f"{key.dotted}: its comment is missing"
    parsed, defaults = parse_config(data), parse_config({"hardware": "auto"} if pi else {})
    assert parsed == defaults, "the file spells out the defaults, it does not change them"


def test_the_committed_example_and_docs_table_are_what_the_schema_generates() -> None:
    assert EXAMPLE.read_text(encoding="utf-8") == default_toml(pi=True), "run: python -m companion.config_schema"
    docs = DOCS.read_text(encoding="utf-8")
    assert docs == docs_with_table(docs), "run: python -m companion.config_schema"
    for key in SCHEMA:
        assert f"| `{key.dotted}` |" in docs_table()


def test_the_parser_reads_exactly_the_schemas_keys() -> None:
    """Each settings class's fields are keys of its table, and nothing else is accepted there."""
    for section, settings in (
        ("leds", StripSettings),
        ("buttons", ButtonSettings),
        ("serial", SerialSettings),
        ("scanners", ScannerSettings),
        ("sound", SoundSettings),
    ):
        assert {f.name for f in fields(settings)} <= set(section_keys(section)), section
    for key in SCHEMA:
        if key.kind == TABLE:
            continue
        table: dict[str, object] = {key.name: {"not": "a value"}}
        data = {key.section: table} if key.section else table
        with pytest.raises(ValueError, match=rf"config\.toml: {key.dotted.replace('.', '[.]')}"):
            parse_config(data)


# -- --check -------------------------------------------------------------------------------------------------


def test_check_lists_every_problem_with_file_key_and_reason(tmp_path: Path, capsys) -> None:
    path = tmp_path / "config.toml"
    path.write_text(
        'language = "de"\n[leds]\nbrightnes = 0.5\ncount = 0\n[sound]\nvolume = "loud"\n[logging]\nlevel = "verbose"\n',
        encoding="utf-8",
    )
    code, out, _ = run(["config", "--check", str(path)], capsys)
    assert code == 1
    lines = out.splitlines()
    assert lines[:-1] == [
        f"{path}: language: must be one of en, it, fr, got 'de'",
        f"{path}: logging.level: must be one of debug, info, warning, error, got 'verbose'",
        f"{path}: leds.brightnes: unknown key (did you mean leds.brightness?)",
        f"{path}: leds.count: must be between 1 and 10000, got 0",
    ], "leds.count is checked against the layouts: past it, the list stops"
    assert (
        lines[-1]
        == f"{path}: 4 problems; more may follow once leds.count is mended (other keys are checked against it)"
    )


def test_check_goes_on_past_independent_problems(tmp_path: Path, capsys) -> None:
    path = tmp_path / "config.toml"
    path.write_text('[sound]\nvolume = "loud"\nmute = 1\n[serial]\nbaud = 10\n', encoding="utf-8")
    code, out, _ = run(["config", "--check", str(path)], capsys)
    assert code == 1 and out.splitlines() == [
        f"{path}: serial.baud: must be between 50 and 4000000, got 10",
        f"{path}: sound.volume: must be a number, got 'loud'",
        f"{path}: sound.mute: must be true or false, got 1",
        f"{path}: 3 problems",
    ]


def test_check_of_a_good_file_and_of_no_file(tmp_path: Path, capsys) -> None:
    path = tmp_path / "config.toml"
    path.write_text('language = "it"\n[leds]\nbrightness = 0.1\n', encoding="utf-8")
    code, out, _ = run(["config", "--check", str(path)], capsys)
    assert code == 0 and out == f"{path}: no problems (2 of 36 keys set, the rest default)\n"
    code, out, err = run(["config", "--check", str(tmp_path / "missing.toml")], capsys)
    assert code == 2 and err == f"config: {tmp_path / 'missing.toml'}: no such file\n"
    path.write_text("language = [\n", encoding="utf-8")
    code, out, _ = run(["config", "--check", str(path)], capsys)
    assert code == 1 and out.startswith(f"{path}: not valid TOML")


def test_options_that_do_not_go_together_are_refused(capsys) -> None:
    code, _, err = run(["config", "--show", "--pi"], capsys)
    assert code == 2 and "--pi goes with --default" in err
    with pytest.raises(SystemExit):
        main(["config"])  # one of --default, --check, --show is required
    assert "one of the arguments" in capsys.readouterr().err


# -- --show --------------------------------------------------------------------------------------------------


def shown(out: str) -> dict[str, tuple[str, str]]:
    rows = {}
    for line in out.splitlines()[2:]:
        key, rest = line.split(None, 1)
        value, _, source = rest.rpartition("  ")
        rows[key] = (value.strip(), source.strip())
    return rows


def test_show_names_where_each_value_comes_from(tmp_path: Path, capsys, monkeypatch) -> None:
    path = tmp_path / "config.toml"
    path.write_text('language = "it"\n[leds]\nbrightness = 0.1\n[sound]\nvolume = 0.2\n', encoding="utf-8")
    prefs = data_path() / "preferences.json"
    prefs.parent.mkdir(parents=True, exist_ok=True)
    prefs.write_text(json.dumps({"format": 2, "set_here": {"volume": 0.5}}), encoding="utf-8")
    monkeypatch.setenv("COMPANION_CONFIG", str(path))
    monkeypatch.setenv("COMPANION_HARDWARE", "real")
    code, out, _ = run(["config", "--show"], capsys)
    assert code == 0
    assert out.splitlines()[0] == f"configuration file: {path} ($COMPANION_CONFIG)"
    rows = shown(out)
    assert rows["hardware"] == ('"real"', "environment ($COMPANION_HARDWARE)")
    assert rows["language"] == ('"it"', "file")
    assert rows["leds.brightness"] == ("0.1", "file")
    assert rows["sound.volume"] == ("0.5", "preferences (set on the Settings screen)")
    assert rows["sound.mute"] == ("false", "default")
    assert rows["leds.count"] == ("114", "default")
    assert set(rows) == set(KEYS)


def test_show_with_a_broken_file_says_so_and_shows_the_defaults(tmp_path: Path, capsys, monkeypatch) -> None:
    path = tmp_path / "config.toml"
    path.write_text('language = "de"\n', encoding="utf-8")
    monkeypatch.setenv("COMPANION_CONFIG", str(path))
    monkeypatch.delenv("COMPANION_HARDWARE", raising=False)
    code, out, _ = run(["config", "--show"], capsys)
    assert code == 1
    assert f"problem: {path}: language: must be one of en, it, fr, got 'de'" in out
    assert "  default" in out and "  file" not in out


# -- the log level -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("level", "expected"), [("debug", logging.DEBUG), ("warning", logging.WARNING)])
def test_the_log_level_takes_effect(tmp_path: Path, level: str, expected: int, caplog) -> None:
    path = tmp_path / "config.toml"
    path.write_text(f'[logging]\nlevel = "{level}"\n', encoding="utf-8")
    config = load_config(path, env={})
    assert config.log_level == level
    apply_log_level(config)
    assert logging.getLogger().level == expected
    logging.getLogger("companion.test").info("an info line")
    assert ("an info line" in caplog.text) == (expected <= logging.INFO)


def test_play_applies_the_files_log_level(tmp_path: Path, monkeypatch) -> None:
    """`companion play` reads the file and sets the level before anything else is logged."""
    import companion.app as app_module

    path = tmp_path / "config.toml"
    path.write_text('[logging]\nlevel = "error"\n', encoding="utf-8")
    monkeypatch.setenv("COMPANION_CONFIG", str(path))
    seen: list[int] = []

    class Stop(Exception):
        """Raised where the data folder is locked: the run has read its configuration by then."""

    def lock_data_folder() -> None:
        seen.append(logging.getLogger().level)
        raise Stop

    monkeypatch.setattr(app_module, "lock_data_folder", lock_data_folder)
    with pytest.raises(Stop):
        app_module.run(console=True)
    assert seen == [logging.ERROR]
