"""Bad command lines exit 2 with one line saying why; test-only games stay out of the list."""

from __future__ import annotations

import io

import pytest

from companion.__main__ import main
from companion.storage import games_dir


def run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(args)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def one_line(err: str) -> bool:
    return len(err.strip().splitlines()) == 1 and "Traceback" not in err


@pytest.mark.parametrize(
    "args, message",
    [
        (["simulate", "--game", "tiny", "--players", "2", "--games", "-3"], "--games must be 0 or more, not -3"),
        (["simulate", "--game", "tiny", "--players", "0"], "2 to 4 players, not 0"),
        (["simulate", "--game", "tiny", "--players", "-2"], "2 to 4 players, not -2"),
        (["simulate", "--game", "acquire", "--players", "7"], "2 to 6 players, not 7"),
    ],
)
def test_simulate_refuses_impossible_counts(args: list[str], message: str, capsys) -> None:
    code, out, err = run(args, capsys)
    assert code == 2 and message in err and one_line(err) and out == ""


@pytest.mark.parametrize(
    "args, message",
    [
        (["--game", "acquire", "--players", "A"], "Acquire is for 2 to 6 players, not 1."),
        (["--game", "acquire", "--players", "Anna", "anna"], "Two players have the same name: rename one."),
        (["--game", "bigshot", "--players", "Anna", "Ben", " ANNA"], "Two players have the same name: rename one."),
        (["--game", "tiny", "--players", "Anna", " "], "Player 2 has no name: type one."),
        (["--game", "acquire", "--players", "A", "B", "--set", "names=[1]"], "'names' must be one of"),
        (["--game", "acquire", "--players", "A", "B", "--set", "names={}"], "'names' must be one of"),
        (["--game", "acquire", "--players", "A", "B", "--set", "colour=red"], "Unknown option 'colour'"),
    ],
)
def test_play_refuses_a_game_the_command_line_cannot_start(args: list[str], message: str, capsys, monkeypatch) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    code, _, err = run(["play", "--console", *args], capsys)
    assert code == 2 and message in err and one_line(err)
    assert list(games_dir().glob("*.jsonl")) == []  # nothing was started


def test_play_with_only_players_refuses_them_once_the_game_is_chosen(capsys, monkeypatch) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n"))
    code, _, err = run(["play", "--console", "--players", "A"], capsys)
    assert code == 2 and "is for 2 to" in err


def test_the_console_asks_again_when_typed_names_clash(capsys, monkeypatch) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("Anna anna\nAnna Ben\nq\n"))
    code, out, _ = run(["play", "--console", "--game", "tiny"], capsys)
    assert code == 0
    assert "Cannot start that game: Two players have the same name: rename one." in out
    assert "Goodbye" in out and len(list(games_dir().glob("*.jsonl"))) == 1


def test_list_games_leaves_out_test_only_games(capsys) -> None:
    code, out, _ = run(["list-games"], capsys)
    listed = [line.split()[0] for line in out.splitlines()]
    assert code == 0 and "acquire" in listed and "bigshot" in listed and "tiny" not in listed
    assert "Tiny" not in out


def saved_tiny_game() -> str:
    from companion import app

    app.run(game="tiny", players=["Ann", "Ben"], new=True, inp=io.StringIO("q\n"), out=io.StringIO())
    (journal,) = games_dir().glob("*.jsonl")
    return journal.name


def test_replay_opens_a_saved_game_by_the_name_games_lists(capsys) -> None:
    saved_tiny_game()
    code, out, _ = run(["games"], capsys)
    names = [line.split()[0] for line in out.splitlines() if line.strip()]
    assert code == 0 and names
    for name in names:
        code, out, err = run(["replay", name], capsys)
        assert code == 0, err
        assert "Next: " in out


@pytest.mark.parametrize("form", [lambda name: name, lambda name: name.removesuffix(".jsonl")])
def test_replay_finds_a_saved_game_with_or_without_its_suffix(form, capsys) -> None:
    name = saved_tiny_game()
    code, out, err = run(["replay", form(name)], capsys)
    assert code == 0 and err == ""
    assert out.strip() == "Next: Everyone guesses in secret: will the dice add up to an odd or an even number?"


def test_replay_names_the_decision_in_words_not_its_internal_kind(capsys) -> None:
    saved_tiny_game()
    (journal,) = games_dir().glob("*.jsonl")
    code, out, _ = run(["replay", str(journal)], capsys)
    last = out.strip().splitlines()[-1]
    assert code == 0 and last.startswith("Next: ") and "_" not in last and "Waiting for" not in last


def test_replay_of_an_unknown_name_says_where_it_looked(capsys) -> None:
    code, _, err = run(["replay", "no-such-game"], capsys)
    assert code == 2 and one_line(err)
    assert "no saved game of that name" in err and str(games_dir()) in err and "companion games" in err
