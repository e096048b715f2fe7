"""What a command never imports: the libraries a start was measured paying for and no longer needs.

Each was found with instruction counts (``scripts/bench --instructions``, docs/PERFORMANCE.md "Start-up"): the
entry-point library for the registry, ``importlib.resources`` for a game's shipped data, ``socket`` for
systemd's notifications off systemd, ``platformdirs`` for a replay of a file named on the command line. A
fresh interpreter runs the command and lists which of them it loaded.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
JOURNAL = ROOT / "tests" / "games" / "saved" / "acquire-before-decisions.jsonl"
NEVER = ("importlib.metadata", "importlib.resources", "socket", "platformdirs", "email", "zipfile")


def loaded_by(arguments: list[str]) -> list[str]:
    code = (
        "import sys, io, contextlib, json\n"
        "from companion.__main__ import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    try:\n"
        f"        status = main({arguments!r})\n"
        "    except SystemExit as exit:\n"  # --help ends through argparse
        "        status = exit.code\n"
        f"print(json.dumps([status, [name for name in {NEVER!r} if name in sys.modules]]))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    status, loaded = json.loads(done.stdout.strip().splitlines()[-1])
    assert status == 0, done.stderr
    return list(loaded)


def test_a_replay_of_a_named_file_loads_none_of_them() -> None:
    assert loaded_by(["replay", str(JOURNAL)]) == []


def test_the_help_loads_none_of_them() -> None:
    assert loaded_by(["--help"]) == []


def test_a_simulated_game_loads_none_of_them() -> None:
    assert loaded_by(["simulate", "--game", "acquire", "--players", "4", "--games", "1", "--seed", "3"]) == []
