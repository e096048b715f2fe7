"""The `companion` command: simulate, replay, games, play; exit codes and one-line errors."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from companion.__main__ import COMMANDS, build_parser, main
from companion.storage import games_dir


def run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(args)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def simulated_journal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    code, _, _ = run(
        ["simulate", "--game", "tiny", "--players", "3", "--games", "3", "--seed", "9", "--journal-dir", str(tmp_path)],
        capsys,
    )
    assert code == 0
    return tmp_path / "tiny-00001.jsonl"


def test_simulate_reports_totals_and_speed(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        ["simulate", "--game", "tiny", "--players", "2", "--games", "20", "--seed", "1", "--json"], capsys
    )
    assert code == 0
    assert "tiny: 20 games of 2 players" in out and "games/s" in out and "actions/s" in out
    totals = json.loads(out.splitlines()[-1])
    assert totals["games"] == 20 and totals["checked"] is True and totals["actions"] > 0


def test_simulate_is_repeatable_with_a_seed(capsys: pytest.CaptureFixture[str]) -> None:
    outs = [
        json.loads(
            run(
                [
                    "simulate",
                    "--game",
                    "tiny",
                    "--players",
                    "4",
                    "--games",
                    "10",
                    "--seed",
                    "5",
                    "--json",
                    "--no-check",
                ],
                capsys,
            )[1].splitlines()[-1]
        )["actions"]
        for _ in range(2)
    ]
    assert outs[0] == outs[1]


def test_simulate_fails_loudly_on_a_broken_invariant(capsys, monkeypatch, tmp_path: Path) -> None:
    from companion.core import InvariantBroken
    from companion.games import get

    game = get("tiny")

    def broken(state) -> None:
        if state.round == 2:
            raise InvariantBroken("round two is cursed")

    monkeypatch.setattr(game, "check_invariants", broken)
    code, _, err = run(
        [
            "simulate",
            "--game",
            "tiny",
            "--players",
            "2",
            "--games",
            "50",
            "--seed",
            "1",
            "--journal-dir",
            str(tmp_path),
        ],
        capsys,
    )
    assert code == 1
    assert "FAILED" in err and "round two is cursed" in err and "failed-tiny-" in err


@pytest.mark.parametrize(
    "args, message",
    [
        (["simulate", "--game", "chess", "--players", "2"], "unknown game 'chess'"),
        (["simulate", "--game", "tiny", "--players", "9"], "2 to 4 players"),
    ],
)
def test_simulate_bad_input_exits_2_with_one_line(args, message, capsys) -> None:
    code, _, err = run(args, capsys)
    assert code == 2 and message in err and len(err.strip().splitlines()) == 1


def test_replay_prints_the_game_log(tmp_path: Path, capsys) -> None:
    journal = simulated_journal(tmp_path, capsys)
    code, out, _ = run(["replay", str(journal)], capsys)
    assert code == 0
    assert "P1 has made a secret guess." in out and "The game is over." in out


def test_replay_of_a_finished_game_ends_with_the_final_standing_the_console_shows(tmp_path: Path, capsys) -> None:
    from companion.core import Table
    from companion.games import get
    from companion.storage import load
    from companion.text.standing import lines, standing

    journal = simulated_journal(tmp_path, capsys)
    code, out, _ = run(["replay", str(journal)], capsys)
    expected = lines(standing(Table.resume(get("tiny"), load(journal))))
    said = out.splitlines()
    heading = said.index("Final scores")
    assert code == 0 and len(expected) == 3 and said[heading + 1 :] == expected
    # The log's last line says the end ("  24  The game is over."): said once, no heading says it again.
    assert said[heading - 1].endswith("  The game is over.") and out.count("The game is over.") == 1
    assert sum(line.startswith("  *") for line in expected) >= 1  # the winner starred


@pytest.mark.parametrize("columns", [50, 120])
def test_help_fits_the_terminal_width_it_is_given(columns: int, capsys, monkeypatch) -> None:
    monkeypatch.setenv("COLUMNS", str(columns))
    with pytest.raises(SystemExit):
        main(["replay", "--help"])
    out = capsys.readouterr().out
    widest = max(len(line) for line in out.splitlines())
    assert widest <= columns - 2 and (columns > 100 or widest > columns - 12)  # wrapped to it, not narrower


def test_replay_json_is_the_final_summary(tmp_path: Path, capsys) -> None:
    journal = simulated_journal(tmp_path, capsys)
    code, out, _ = run(["replay", str(journal), "--json"], capsys)
    summary = json.loads(out)
    assert code == 0 and summary["game"] == "tiny" and summary["over"] is True and summary["winners"]


def test_replay_warns_about_a_torn_last_line_and_goes_on(tmp_path: Path, capsys) -> None:
    journal = simulated_journal(tmp_path, capsys)
    journal.write_bytes(journal.read_bytes() + b'{"n": 999, "act')
    code, out, err = run(["replay", str(journal)], capsys)
    assert code == 0 and "incomplete last line" in err and "The game is over." in out


@pytest.mark.parametrize(
    "mutate, message",
    [
        (lambda lines: lines[:2] + lines[3:], "out of sequence"),
        (lambda lines: [lines[0].replace('"tiny"', '"acquire-x"')] + lines[1:], "unknown game 'acquire-x'"),
        (lambda lines: lines[:1] + [lines[1].replace('"guess"', '"teleport"')] + lines[2:], "unknown action type"),
        (lambda lines: lines[:1] + [lines[2].replace('"n":2', '"n":1')] + lines[2:], "refused by the rules"),
    ],
)
def test_replay_refuses_a_bad_journal_naming_the_line(tmp_path: Path, capsys, mutate, message) -> None:
    journal = simulated_journal(tmp_path, capsys)
    lines = journal.read_text().splitlines()
    journal.write_text("\n".join(mutate(lines)) + "\n")
    code, out, err = run(["replay", str(journal)], capsys)
    assert code == 2 and message in err and str(journal) in err and ", line " in err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_games_lists_saved_games_with_status(capsys) -> None:
    assert run(["games"], capsys)[1].startswith("No saved games")
    from companion import app

    app.run(game="tiny", players=["Ann", "Ben"], new=True, inp=io.StringIO("q\n"), out=io.StringIO())
    (games_dir() / "broken.jsonl").write_text("nonsense\n")
    code, out, _ = run(["games"], capsys)
    assert code == 0 and "tiny" in out and "in progress" in out and "Ann, Ben" in out
    assert "broken.jsonl  damaged: line 1" in out


def test_games_lists_a_simulated_journal_as_simulated(tmp_path: Path, capsys) -> None:
    """A simulated journal's header is dated at the epoch on purpose (same seed, same bytes): the list said
    "1970-01-01 00:00", a date nobody played on."""
    journal = simulated_journal(tmp_path, capsys)
    copied = games_dir() / journal.name
    copied.write_bytes(journal.read_bytes())
    code, out, _ = run(["games"], capsys)
    listed = next(line for line in out.splitlines() if line.startswith(journal.name))
    assert code == 0 and "simulated" in listed and "1970" not in listed
    assert "simulated" + " " * 9 in listed  # as wide as a date, so the moves and players stay in their columns


def test_the_installed_command_runs(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "companion", "list-games"], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0 and "Acquire" in result.stdout


def test_replay_prints_the_log_as_the_table_says_it_adjustments_and_corrections_included(
    tmp_path: Path, capsys
) -> None:
    """``companion replay`` numbers the very lines of the game log: a position set by hand says why, and a
    corrected step says first what it was (an adjustment has no event of the game's: it printed nothing)."""
    from companion.core import Table
    from companion.games import get

    game = get("tiny")
    journal = tmp_path / "g.jsonl"
    table = Table.new(game, {"players": ["Ann", "Ben", "Cat"], "rounds": 3}, created="x", path=journal)
    for seat, parity in ((0, "odd"), (1, "even"), (2, "odd")):
        table.submit({"type": "guess", "player": seat, "parity": parity})
    table.submit({"type": "roll", "white": 2, "black": 3})
    table.correct(4, {"type": "roll", "white": 1, "black": 3})
    table.adjust({**table.position(), "cash": [5, 5, 6]}, "the bank paid Ann 1 coin too much")
    table.close()
    code, out, _ = run(["replay", str(journal)], capsys)
    assert code == 0
    printed = [line[6:] for line in out.splitlines() if line[:4].strip().isdigit()]
    assert printed == table.log()
    assert "   5  The pieces were set by hand: the bank paid Ann 1 coin too much" in out.splitlines()
    assert any(line.startswith("   4  Corrected; it was: ") for line in out.splitlines())


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_every_argument_says_what_it_is_for(command: str) -> None:
    """``companion COMMAND --help`` is what someone at the Pi's keyboard reads: no option stands there bare."""
    parser = build_parser([command])
    commands = next(a.choices for a in parser._actions if a.dest == "command")
    assert isinstance(commands, dict)
    bare = [a.option_strings or [a.dest] for a in commands[command]._actions if not a.help]
    assert bare == [], f"companion {command}: {bare} without a help text"
