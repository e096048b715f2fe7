"""What a command never imports: the libraries a start was measured paying for and no longer needs.

Each was found with instruction counts (``scripts/bench --instructions``, docs/PERFORMANCE.md "Start-up"): the
entry-point library for the registry, ``importlib.resources`` for a game's shipped data, ``socket`` for
systemd's notifications off systemd, ``platformdirs`` for a replay of a file named on the command line, the
console for the decision shown first, the kit's auctions, offers and sealed choices for a game without,
``logging`` (the companion's modules log through :mod:`companion.loggers`, which imports it at the first record),
``queue`` with the ``threading`` it brings (a table's intake is a deque: a replay builds a table) and ``shutil``
with zlib, bz2 and lzma (argparse's way to the terminal's width; the command's formatter asks ``os``). A fresh
interpreter runs the command and lists which of them it loaded; a command about one game loads no other game's
presentation package either. The command line's parser, made for the one command asked, reads it as the
parser of every command does.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from companion.__main__ import build_parser

ROOT = Path(__file__).resolve().parents[2]
JOURNAL = ROOT / "tests" / "games" / "saved" / "acquire-before-decisions.jsonl"
NEVER = (
    "importlib.metadata",
    "importlib.resources",
    "socket",
    "platformdirs",
    "email",
    "zipfile",
    "companion.console",
    "companion.core.auction",
    "companion.core.offer",
    "companion.core.secret",
    "logging",
    "queue",
    "threading",
    "shutil",
)


def loaded_by(arguments: list[str], *, game: str | None = None) -> list[str]:
    """Which of :data:`NEVER` the command loaded, and any presentation package but ``game``'s."""
    code = (
        "import sys, io, contextlib, json\n"
        "from companion.__main__ import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    try:\n"
        f"        status = main({arguments!r})\n"
        "    except SystemExit as exit:\n"  # --help ends through argparse
        "        status = exit.code\n"
        "fronts = sorted({name.split('.')[2] for name in sys.modules if name.startswith('companion.front.')})\n"
        f"print(json.dumps([status, [name for name in {NEVER!r} if name in sys.modules], fronts]))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    status, loaded, fronts = json.loads(done.stdout.strip().splitlines()[-1])
    assert status == 0, done.stderr
    return [*loaded, *(f"companion.front.{name}" for name in fronts if name != game)]


def test_a_replay_of_a_named_file_loads_none_of_them() -> None:
    assert loaded_by(["replay", str(JOURNAL)], game="acquire") == []


def test_the_help_loads_none_of_them() -> None:
    assert loaded_by(["--help"]) == []


def test_a_simulated_game_loads_none_of_them() -> None:
    assert (
        loaded_by(["simulate", "--game", "acquire", "--players", "4", "--games", "1", "--seed", "3"], game="acquire")
        == []
    )


@pytest.mark.parametrize(
    "argv",
    [
        ["replay", "game.jsonl", "--json", "--viewer", "2"],
        ["play", "--game", "acquire", "--players", "Ann", "Ben", "--set", "tiles=dealt"],
        ["simulate", "--game", "bigshot", "--players", "3", "--games", "2", "--seed", "9", "--no-check"],
        ["export", "old", "--format", "csv", "--format", "html", "--language", "it"],
        ["config", "--default", "--pi"],
        ["list-games"],
        ["games"],
    ],
)
def test_a_parser_made_for_one_command_reads_it_as_the_whole_parser_does(argv: list[str]) -> None:
    assert vars(build_parser(argv).parse_args(argv)) == vars(build_parser().parse_args(argv))


@pytest.mark.parametrize("argv", [["reply", "x"], ["replay"], ["config"], []])
def test_a_mistake_is_answered_as_the_whole_parser_answers_it(argv: list[str], capsys) -> None:
    answers = []
    for parser in (build_parser(argv), build_parser()):
        with pytest.raises(SystemExit) as exit:
            parser.parse_args(argv)
        answers.append((exit.value.code, capsys.readouterr().err))
    assert answers[0] == answers[1] and answers[0][0] == 2
