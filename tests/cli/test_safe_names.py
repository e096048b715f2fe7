"""A player's name is printed as text, never as a terminal command (`games`, `replay`, `play --players`).

A name may come from ``--players`` or from a journal copied from anywhere;
one holding ``ESC ] 0 ; … BEL`` retitles the terminal, ``ESC [ 2 J`` clears
it, and the 8-bit ``CSI`` (U+009B) does the same on some terminals. The
companion shows such characters as visible escapes (``\\x1b``) instead.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from companion.__main__ import main
from companion.core import ChanceSource
from companion.storage import games_dir, start_new

REPO = Path(__file__).resolve().parents[2]
HOSTILE = "\x1b]0;pwned\x07Ann\x1b[2J"
C1 = "Ben\x9b31m"
RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")  # every control character but newline and tab


def raw_controls(text: str) -> list[str]:
    return RAW.findall(text)


def a_copied_journal() -> Path:
    table = start_new("tiny", {"players": ["Ann", "Ben"], "rounds": 2})
    chance = ChanceSource(5)
    for _ in range(4):
        table.submit(table.choose_random(chance))
    table.close()
    path = table.writer.path
    pieces = path.read_bytes().split(b"\n")
    header = json.loads(pieces[0])
    header["config"]["players"] = [HOSTILE, C1]
    pieces[0] = json.dumps(header, ensure_ascii=False).encode()
    path.write_bytes(b"\n".join(pieces))
    return path


def test_games_prints_names_as_text(capsys: pytest.CaptureFixture[str]) -> None:
    path = a_copied_journal()
    assert main(["games"]) == 0
    out = capsys.readouterr().out
    assert raw_controls(out) == [] and path.name in out
    assert "\\x1b]0;pwned\\x07Ann\\x1b[2J" in out and "Ben\\x9b31m" in out


@pytest.mark.parametrize("as_json", [False, True])
def test_replay_prints_names_as_text(as_json: bool, capsys: pytest.CaptureFixture[str]) -> None:
    path = a_copied_journal()
    assert main(["replay", path.name, *(["--json"] if as_json else [])]) == 0
    out = capsys.readouterr().out
    assert raw_controls(out) == []
    if as_json:
        names = [player["name"] for player in json.loads(out)["players"]]
        assert names == [HOSTILE, C1]  # the same data for a tool, escaped for a terminal
    else:
        assert "\\x1b]0;pwned\\x07Ann" in out


def test_a_damaged_journal_and_a_file_name_are_printed_as_text(capsys: pytest.CaptureFixture[str]) -> None:
    path = a_copied_journal()
    named = path.with_name("\x1b[31mred.jsonl")
    path.rename(named)
    named.write_bytes(named.read_bytes() + b"junk\n")
    assert main(["games"]) == 0
    out = capsys.readouterr().out
    assert raw_controls(out) == [] and "\\x1b[31mred.jsonl" in out
    assert main(["replay", named.name]) == 2
    assert raw_controls(capsys.readouterr().err) == []


def test_play_with_players_from_the_command_line_prints_them_as_text() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "companion", "play", "--console", "--game", "tiny", "--players", HOSTILE, C1],
        input="status\nquit\n",
        capture_output=True,
        text=True,
        timeout=120,
        cwd=REPO,
        env={**__import__("os").environ, "PYTHONPATH": str(REPO), "COMPANION_DATA_DIR": str(games_dir().parent)},
    )
    assert result.returncode == 0, result.stderr
    assert raw_controls(result.stdout) == [] and "\\x1b]0;pwned\\x07Ann" in result.stdout


def test_every_control_but_newline_and_tab_is_shown_and_nothing_else_changes() -> None:
    import re

    from companion.terminal import printable, printable_json

    for code in range(0x250):
        char = chr(code)
        control = code < 0x20 and char not in "\n\t" or 0x7F <= code <= 0x9F
        assert printable(f"a{char}b") == (f"a\\x{code:02x}b" if control else f"a{char}b")
        c1 = 0x7F <= code <= 0x9F
        assert printable_json(f'"{char}"') == (f'"\\u{code:04x}"' if c1 else f'"{char}"')
    assert not re.search("[\x00-\x08\x0b-\x1f\x7f-\x9f]", printable("".join(map(chr, range(0x250)))))
