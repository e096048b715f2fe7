"""Files the owner edits by hand: whatever is wrong with one, the answer is one line naming the file and the key.

Built from the hostile files found at the table: a Big Shot board whose
adjacency lists a list, TOML nested thousands deep, a layout path that is a
folder, a configuration saved in Latin-1, an option that is a list where a
name belongs, and JSON nested past Python's recursion limit at the console.
"""

from __future__ import annotations

import io
import json
import os
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from companion.__main__ import main
from companion.config import ConfigError, load_config
from companion.core import RuleViolation
from companion.core.files import OWNER_FILE_LIMIT
from companion.core.printed import PrintedTable
from companion.games.bigshot.board import BOARD as BIGSHOT_BOARD
from companion.games.mad_market.board import BOARD as MAD_MARKET_BOARD
from companion.games.steam_barons.card import CARD as STEAM_BARONS_CARD
from companion.storage import data_dir
from tests.waiting import deadline

PRINTED = {"bigshot": BIGSHOT_BOARD, "mad_market": MAD_MARKET_BOARD, "steam_barons": STEAM_BARONS_CARD}
DEEP = "x = " + "[" * 5000 + "]" * 5000 + "\n"


def one_line(text: str) -> bool:
    return len(text.strip().splitlines()) == 1 and "Traceback" not in text


def bigshot_board_with(adjacency_line: str) -> str:
    text = BIGSHOT_BOARD.to_toml(BIGSHOT_BOARD.packaged_table())
    head, _, tail = text.partition("[adjacency]\n")
    rest = re.sub(r"(?m)^P1 = .*\n", "", tail)
    return f"{head}[adjacency]\n{adjacency_line}\n{rest}"


# -- printed tables (boards and cards saved in the data folder) -----------------------------------------


def test_a_big_shot_adjacency_that_lists_a_list_names_the_file_and_the_key(tmp_path: Path) -> None:
    path = tmp_path / "board.toml"
    path.write_text(bigshot_board_with('P1 = [["A9"]]'), encoding="utf-8")
    with pytest.raises(RuleViolation) as refused:
        BIGSHOT_BOARD.read(path)
    message = refused.value.message()
    assert str(path) in message and "adjacency.P1" in message and one_line(message)


def test_the_new_game_with_a_bad_saved_board_is_refused_not_crashed() -> None:
    from companion.front.bigshot.setup import complete_config

    saved = data_dir() / BIGSHOT_BOARD.saved_name
    saved.write_text(bigshot_board_with('P1 = [["A9"]]'), encoding="utf-8")
    with pytest.raises(RuleViolation) as refused:
        complete_config({"players": ["Ann", "Ben"]})
    assert str(saved) in refused.value.message() and "adjacency.P1" in refused.value.message()


@pytest.mark.parametrize("game", sorted(PRINTED))
def test_a_saved_table_nested_thousands_deep_is_one_refusal(game: str) -> None:
    table: PrintedTable = PRINTED[game]
    saved = data_dir() / table.saved_name
    saved.write_text(DEEP, encoding="utf-8")
    with pytest.raises(RuleViolation) as refused:
        table.for_new_game(data_dir())
    message = refused.value.message()
    assert str(saved) in message and "nested too deeply" in message and one_line(message)


@pytest.mark.parametrize("game", sorted(PRINTED))
def test_a_saved_table_that_is_a_folder_or_not_utf8_is_one_refusal(game: str) -> None:
    table: PrintedTable = PRINTED[game]
    saved = data_dir() / table.saved_name
    saved.write_bytes(b'name = "caf\xe9"\n')
    with pytest.raises(RuleViolation) as refused:
        table.for_new_game(data_dir())
    assert str(saved) in refused.value.message() and "cannot be read" in refused.value.message()
    saved.unlink()
    saved.mkdir()
    with pytest.raises(RuleViolation) as refused:
        table.for_new_game(data_dir())
    assert str(saved) in refused.value.message() and one_line(refused.value.message())


@pytest.mark.parametrize("game", sorted(PRINTED))
def test_an_inline_table_of_a_shape_nobody_foresaw_is_one_refusal(game: str) -> None:
    table: PrintedTable = PRINTED[game]
    nested: object = []
    for _ in range(5000):
        nested = [nested]
    for hostile in ({"lots": nested, "adjacency": {"P1": [["A9"]]}}, {"name": [["x"]]}, [[1]]):
        with pytest.raises(RuleViolation):
            table.resolve(hostile)


# -- the configuration file ----------------------------------------------------------------------------


def write_config(tmp_path: Path, content: bytes | str) -> Path:
    path = tmp_path / "config.toml"
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    return path


@pytest.mark.parametrize(
    "content, key, problem",
    [
        ('[leds.layouts]\nacquire = "/tmp/"\n', "leds.layouts.acquire", "it is a folder, not a file"),
        (b'language = "en"\n# caf\xe9\n', None, "not UTF-8 text"),
        (DEEP, None, "nested too deeply"),
        ('[leds.layouts]\nacquire = "deep.toml"\n', "leds.layouts.acquire", "nested too deeply"),
        ('[leds.layouts]\nacquire = "latin.toml"\n', "leds.layouts.acquire", "not UTF-8 text"),
    ],
)
def test_a_bad_configuration_is_one_line_naming_the_file_and_key(tmp_path: Path, content, key, problem) -> None:
    (tmp_path / "deep.toml").write_text(DEEP, encoding="utf-8")
    (tmp_path / "latin.toml").write_bytes(b'name = "caf\xe9"\nleds = 10\n')
    path = write_config(tmp_path, content)
    with pytest.raises(ConfigError) as refused:
        load_config(path)
    message = str(refused.value)
    assert message.startswith(f"{path}: ") and problem in message and one_line(message)
    if key is not None:
        assert f": {key}: " in message


def test_a_configuration_that_is_a_folder_is_one_line(tmp_path: Path) -> None:
    folder = tmp_path / "config.toml"
    folder.mkdir()
    with pytest.raises(ConfigError, match="cannot be read"):
        load_config(folder)


@pytest.mark.parametrize("command", [["selftest", "--auto"], ["play", "--console", "--game", "tiny"]])
@pytest.mark.parametrize("content", [b'language = "en"\n# caf\xe9\n', DEEP, '[leds.layouts]\nacquire = "/tmp/"\n'])
def test_selftest_and_play_say_which_file_in_one_line(tmp_path: Path, command, content, capsys, monkeypatch) -> None:
    path = write_config(tmp_path, content)
    monkeypatch.setenv("COMPANION_CONFIG", str(path))
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    code = main([*command, "--players", "Ann", "Ben"] if command[0] == "play" else command)
    err = capsys.readouterr().err
    assert code == 2 and str(path) in err and one_line(err)


# -- typed at the console ---------------------------------------------------------------------------------


def test_json_nested_past_the_recursion_limit_at_the_console_is_one_line() -> None:
    from companion.console import Console
    from companion.core import Table
    from companion.games import get

    table = Table.new(get("tiny"), {"players": ["Ann", "Ben"]}, created="2026-01-01T00:00:00+00:00")
    out = io.StringIO()
    deep = "json " + "[" * 1900 + "]" * 1900  # past the recursion limit, within a line's length
    endless = "json " + "[" * 100_000
    console = Console(table, io.StringIO(f"{deep}\n{endless}\n{'json {' * 300}\nq\n"), out)
    assert console.run() == 0
    text = out.getvalue()
    assert "Traceback" not in text and "Goodbye" in text and len(table.steps) == 0
    try:  # how deep json's parser reads depends on the interpreter: 3.11 stops short of 1,900, 3.13 does not
        json.loads("[" * 1900 + "]" * 1900)
    except RecursionError:
        assert "Not an action: the JSON is nested too deeply." in text
    else:  # read, it is still no action: refused for what it is
        assert "Not an action: an action is a JSON object, between { and }." in text
    assert "That line is too long to be a move." in text and "Not an action: this is not JSON from column 2 on" in text


@pytest.mark.parametrize("option, key", [("board=" + "[" * 3000 + "]" * 3000, "board"), ("seed=" + "7" * 5000, "seed")])
def test_an_option_past_reading_is_refused_by_the_game_in_one_line(option: str, key: str, capsys, monkeypatch) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    code = main(["play", "--console", "--game", "bigshot", "--players", "Ann", "Ben", "--set", option])
    err = capsys.readouterr().err
    assert code == 2 and key in err and one_line(err)


@pytest.mark.parametrize("hostile", ["leds = 10000000000000000000", "leds = -4", "leds = [[1]]"])
def test_a_layout_file_of_a_shape_nobody_foresaw_is_one_line(tmp_path: Path, hostile: str) -> None:
    from companion.registry import spec

    packaged = spec("acquire").layout_path()
    assert packaged is not None
    text = re.sub(r"(?m)^leds = .*$", hostile, packaged.read_text(encoding="utf-8"))
    (tmp_path / "mine.toml").write_text(text, encoding="utf-8")
    path = write_config(tmp_path, '[leds.layouts]\nacquire = "mine.toml"\n')
    with pytest.raises(ConfigError) as refused:
        load_config(path)
    assert f"{path}: leds.layouts.acquire: " in str(refused.value) and one_line(str(refused.value))


@pytest.mark.parametrize("directory", ["cues", "a" * 5000])
def test_a_sound_folder_that_is_not_there_is_one_line(tmp_path: Path, directory: str) -> None:
    path = write_config(tmp_path, f'[sound]\ndirectory = "{directory}"\n')
    with pytest.raises(ConfigError) as refused:
        load_config(path)
    assert f"{path}: sound.directory: " in str(refused.value) and "is not a folder" in str(refused.value)


def test_a_sound_folder_named_without_a_slash_is_the_folder_beside_the_file(tmp_path: Path) -> None:
    (tmp_path / "cues").mkdir()
    path = write_config(tmp_path, '[sound]\ndirectory = "cues"\n')
    assert load_config(path).hardware.sound.directory == tmp_path / "cues"


def test_any_value_in_any_key_is_a_config_error_or_accepted() -> None:
    """Every key of the file, given every hostile value: a ConfigError or a configuration, nothing else."""
    from companion.config import parse_config

    base = {
        "hardware": "simulated",
        "language": "en",
        "leds": {"count": 114, "pin": 10, "brightness": 0.3, "layouts": {"acquire": "acquire"}},
        "buttons": {"seats": [5, 6], "undo": 20, "pull_up": True},
        "serial": {"port": "", "baud": 9600},
        "sound": {"volume": 0.8, "directory": ""},
        "display": {"rotation": 0},
        "rfid": {"0A1B2C3D": 1},
    }
    hostile = [[["A9"]], {"x": 1}, [1], 1.5, "x", [], {}, True, -1, 10**30, float("nan"), "/tmp/", "a" * 5000]
    refusals: list[str] = []
    for section, table in base.items():
        keys = list(table) if isinstance(table, dict) else [None]
        for key in keys:
            for value in hostile:
                data = {**base, section: value if key is None else {**table, key: value}}
                try:
                    parse_config(data, where="config.toml")
                except ConfigError as exc:
                    refusals.append(str(exc))
    assert len(refusals) > 100
    assert all(message.startswith("config.toml: ") and one_line(message) for message in refusals)


# -- files that are not what their name says: never a hang, never memory without end -------------------


def named_pipe(path: Path) -> None:
    os.mkfifo(path)


def link_to_dev_zero(path: Path) -> None:
    path.symlink_to("/dev/zero")


def link_to_dev_urandom(path: Path) -> None:
    path.symlink_to("/dev/urandom")


def comments_past_the_limit(path: Path) -> None:
    line = b"# the owner's notes on the box, copied out at length\n"
    path.write_bytes(line * (OWNER_FILE_LIMIT // len(line) + 1))


NOT_FILES: list[tuple[str, Callable[[Path], None], str]] = [
    ("a named pipe", named_pipe, "cannot be read: it is a named pipe, not a file"),
    ("a link to /dev/zero", link_to_dev_zero, "cannot be read: it is a device, not a file"),
    ("a link to /dev/urandom", link_to_dev_urandom, "cannot be read: it is a device, not a file"),
    ("a comment-only file past the limit", comments_past_the_limit, "cannot be read: it is too large"),
]
NOT_FILE_IDS = [kind[0] for kind in NOT_FILES]


@pytest.mark.parametrize("kind, make, reason", NOT_FILES, ids=NOT_FILE_IDS)
@pytest.mark.parametrize("game", sorted(PRINTED))
def test_a_saved_table_that_is_not_a_file_is_one_refusal_at_once(game: str, kind: str, make, reason: str) -> None:
    table: PrintedTable = PRINTED[game]
    saved = data_dir() / table.saved_name
    make(saved)
    with deadline("an owner's file (a pipe, an endless device)"), pytest.raises(RuleViolation) as refused:
        table.for_new_game(data_dir())
    message = refused.value.message()
    assert str(saved) in message and reason in message and one_line(message)


def test_the_refusal_of_a_table_that_is_not_a_file_is_in_the_players_language() -> None:
    from companion.text.i18n import _, set_language

    saved = data_dir() / STEAM_BARONS_CARD.saved_name
    named_pipe(saved)
    with deadline("an owner's file (a pipe, an endless device)"), pytest.raises(RuleViolation) as refused:
        STEAM_BARONS_CARD.for_new_game(data_dir())
    try:
        set_language("it")
        italian = refused.value.message(_)
        set_language("fr")
        french = refused.value.message(_)
    finally:
        set_language("en")
    assert str(saved) in italian and "non si può leggere: è una pipe con nome" in italian
    assert str(saved) in french and "illisible : c'est un tube nommé" in french


@pytest.mark.parametrize("kind, make, reason", NOT_FILES, ids=NOT_FILE_IDS)
def test_a_configuration_that_is_not_a_file_is_one_line_at_once(tmp_path: Path, kind: str, make, reason: str) -> None:
    path = tmp_path / "config.toml"
    make(path)
    with deadline("an owner's file (a pipe, an endless device)"), pytest.raises(ConfigError) as refused:
        load_config(path)
    message = str(refused.value)
    assert message.startswith(f"{path}: ") and reason in message and one_line(message)


@pytest.mark.parametrize("kind, make, reason", NOT_FILES, ids=NOT_FILE_IDS)
def test_a_layout_file_that_is_not_a_file_is_one_line_naming_the_key(
    tmp_path: Path, kind: str, make, reason: str
) -> None:
    make(tmp_path / "mine.toml")
    path = write_config(tmp_path, '[leds.layouts]\nacquire = "mine.toml"\n')
    with deadline("an owner's file (a pipe, an endless device)"), pytest.raises(ConfigError) as refused:
        load_config(path)
    message = str(refused.value)
    assert f"{path}: leds.layouts.acquire: " in message and reason in message and one_line(message)


@pytest.mark.parametrize("kind, make, reason", NOT_FILES, ids=NOT_FILE_IDS)
def test_preferences_that_are_not_a_file_are_the_defaults_at_once(kind: str, make, reason: str) -> None:
    from companion.ui.prefs import Preferences

    path = data_dir() / "preferences.json"
    make(path)
    with deadline("an owner's file (a pipe, an endless device)"):
        assert Preferences.load(path) == Preferences()


def test_play_with_a_configuration_that_is_a_named_pipe_says_so_in_one_line(
    tmp_path: Path, capsys, monkeypatch
) -> None:
    path = tmp_path / "config.toml"
    named_pipe(path)
    monkeypatch.setenv("COMPANION_CONFIG", str(path))
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    with deadline("an owner's file (a pipe, an endless device)"):
        code = main(["play", "--console", "--game", "tiny", "--players", "Ann", "Ben"])
    err = capsys.readouterr().err
    assert code == 2 and str(path) in err and "named pipe" in err and one_line(err)
