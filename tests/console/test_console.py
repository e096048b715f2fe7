"""The text console, driven through stdin as a person at a terminal (or over ssh) would."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

from companion import app
from companion.console import LAST_MOVE_SENTENCES, Console
from companion.core import ChanceSource, Table
from companion.core.journal import read
from companion.games import get
from companion.result_levels import levels_for, unasked
from companion.storage import games_dir, latest_unfinished

GAME = get("tiny")


def console_for(lines: list[str], table: Table | None = None) -> tuple[Console, io.StringIO, Table]:
    table = table or Table.new(GAME, {"players": ["Ann", "Ben"], "rounds": 1}, created="x")
    out = io.StringIO()
    console = Console(table, io.StringIO("".join(line + "\n" for line in lines)), out, chance=ChanceSource(1))
    return console, out, table


SEALED = ["1", "", "1", "", "1", "", "2", ""]  # Ann seals odd, then Ben even, each alone; Enter hides each


def test_numbered_choices_play_the_game_to_the_end() -> None:
    # sealed guesses by number, the two dice typed as they fell, a bid as its number, a pass by name.
    console, out, table = console_for([*SEALED, "1 2", "2", "pass"])
    assert console.run() == 0
    text = out.getvalue()
    assert table.over and "The game is over." in text
    assert "Ben bids 2." in text and "Ben wins the lot of 3 for 2." in text
    assert "3 to 6 (high bid 2 by Ben): type the number, e.g. 3" in text  # the top not said again
    assert "or type one of:\n    Pass" in text


def test_at_a_bid_a_bare_number_is_the_bid_never_an_options_number() -> None:
    console, out, table = console_for([*SEALED, "3 4", "2"])  # "2" is a bid of 2, not the second line (Pass)
    console.run()
    assert table.steps[-1].action.to_json() == {"type": "bid", "player": 1, "amount": 2}


def test_at_a_roll_bare_numbers_are_the_dice() -> None:
    console, out, table = console_for([*SEALED, "3 4"])
    console.run()
    assert "enter the white and black dice: type the numbers rolled, e.g. 3 4" in out.getvalue()
    assert table.steps[-1].action.to_json() == {"type": "roll", "white": 3, "black": 4}


def test_a_sealed_choice_hands_the_keyboard_over_and_shows_nobody_else_the_answer() -> None:
    console, out, table = console_for(SEALED)
    console.run()
    text = out.getvalue()
    assert "Hand the keyboard to Ann; the others look away." in text
    assert "Sealed. Hand the keyboard on, Ann." in text and "Sealed. Hand the keyboard on, Ben." in text
    before_reveal = text.split("The guesses are revealed")[0]
    assert "Ann has made a secret guess." in before_reveal and "guess odd" not in before_reveal
    assert [s.action.parity for s in table.steps] == ["odd", "even"]


def test_a_sealed_choice_given_up_wipes_the_screen_then_asks_the_question_again() -> None:
    console, out, table = console_for(["1", "", "undo"])  # Ann takes the keyboard, then leaves the choice
    console.run()
    after = out.getvalue().split("Ann, in secret: ")[1].split("\n\n\n", 1)[1]  # what is left once wiped
    assert after.startswith("Cancelled.\n") and "1) Ann chooses in secret" in after
    assert not table.steps


def test_dice_ask_each_named_die_and_repeat_on_a_face_out_of_range() -> None:
    console, out, table = console_for([*SEALED, "roll", "7", "4", "5"])
    console.run()
    text = out.getvalue()
    assert "white die (1-6): " in text and "The white die shows 1 to 6." in text
    assert table.steps[-1].action.to_json() == {"type": "roll", "white": 4, "black": 5}


def test_an_option_can_be_typed_by_name() -> None:
    console, out, table = console_for(["ben chooses in secret", "", "even", "", "1", "", "odd", ""])
    console.run()
    assert [s.action.parity for s in table.steps] == ["even", "odd"]


def test_a_range_asks_for_the_number_and_repeats_on_nonsense() -> None:
    console, out, table = console_for([*SEALED, "1 2", "bid", "ten", "3"])
    console.run()
    text = out.getvalue()
    assert "Type the number (1 to 5): " in text and "Type a whole number." in text  # the range as its line says it
    assert table.steps[3].action.amount == 3


def test_refusals_show_the_rule_and_change_nothing() -> None:
    console, out, table = console_for(
        [*SEALED, "1 2", "9", "10", 'json {"type": "roll", "white": 2, "black": 2}', "nope"]
    )
    console.run()
    text = out.getvalue()
    assert "Refused: Ben has 5 but needs 9." in text and "Refused: Ben has 5 but needs 10." in text
    assert "Refused: That cannot be done now: the game is waiting for a bid or a pass." in text
    assert "'nope' is not an option or a command." in text
    assert len(table.steps) == 3


def test_undo_asks_first_and_says_what_it_undoes() -> None:
    console, out, table = console_for([*SEALED[:4], "u", "n", "undo", "y", "r", "l"])
    console.run()
    text = out.getvalue()
    assert "Undo Ann's sealed choice? [y/N] Nothing undone." in text
    assert "Undone: Ann's sealed choice" in text and "guess odd" not in text
    assert len(table.steps) == 1 and "Ann has made a secret guess." in text


def test_chance_can_be_left_to_the_companion() -> None:
    console, out, table = console_for([*SEALED, "0"])
    console.run()
    assert table.steps[-1].action.type == "roll" and "0: the companion rolls" in out.getvalue()


def test_private_view_shows_only_that_players_secret() -> None:
    console, out, table = console_for([*SEALED[:4], "show 1", "show 2", "show Zed"])
    console.run()
    text = out.getvalue()
    first = text.split("-- Ann's private view --")[1].split("-- end")[0]
    second = text.split("-- Ben's private view --")[1].split("-- end")[0]
    assert "Guesses: Ann odd" in first and "Guesses" not in second  # the generic view: names, not seat numbers
    assert "Show whom?" in text


def test_help_lists_the_commands() -> None:
    console, out, _ = console_for(["help"])
    console.run()
    assert "the game log, numbered by step" in out.getvalue()
    assert "undo the last action" not in out.getvalue()  # nothing to undo yet


def test_idle_work_runs_while_waiting_for_a_line(tmp_path: Path) -> None:
    read_end, write_end = os.pipe()
    calls: list[int] = []
    table = Table.new(GAME, {"players": ["Ann", "Ben"], "rounds": 1}, created="x")

    def idle() -> None:
        calls.append(1)
        if len(calls) == 3:
            os.write(write_end, b"1\n\n1\n\nq\n")

    with os.fdopen(read_end) as inp:
        Console(table, inp, io.StringIO(), idle=idle, idle_interval=0.001).run()
    os.close(write_end)
    assert len(calls) >= 3 and len(table.steps) == 1


def test_play_resumes_the_latest_unfinished_game() -> None:
    app.run(game="tiny", players=["Ann", "Ben"], new=True, inp=io.StringIO("1\n\n1\n\nq\n"), out=io.StringIO())
    saved = latest_unfinished()
    assert saved is not None and saved.actions == 1
    out = io.StringIO()
    app.run(inp=io.StringIO("1\n\n2\n\nq\n"), out=out)
    assert "Resuming Tiny Auction (test game) with Ann, Ben (1 action so far)." in out.getvalue()
    assert len(read(saved.path).entries) == 2
    assert len(list(games_dir().glob("*.jsonl"))) == 1


def test_a_resumed_game_says_its_last_move_before_its_question() -> None:
    """A game resumed at the console showed the table and the question, never what had just happened: the table
    could not see where it was."""
    console, _out, table = console_for([*SEALED, "1 2"])
    console.run()
    console, out, _table = console_for([], table)
    console.run()
    text = out.getvalue()
    told = text.index("Last move: White 1, black 2: a lot worth 3 points.")
    assert told < text.index("Ben: bid for the lot of 3 points, or pass."), text
    console, out, _table = console_for([])
    console.run()
    assert "Last move" not in out.getvalue()  # a new game has none


def test_play_asks_for_a_new_game_when_none_is_unfinished() -> None:
    out = io.StringIO()
    app.run(inp=io.StringIO("tiny\nSolo\nAnn Ben\nq\n"), out=out)
    text = out.getvalue()
    assert "New game. Which one?" in text and "is for 2 to 4 players" in text
    assert latest_unfinished() is not None


def played(tmp_path: Path, *arguments: str, typed: str = "") -> subprocess.CompletedProcess[str]:
    """``companion ARGUMENTS`` as a process, ``typed`` piped to it, its games in ``tmp_path``."""
    return subprocess.run(
        [sys.executable, "-m", "companion", *arguments],
        input=typed,
        capture_output=True,
        text=True,
        env={**os.environ, "COMPANION_DATA_DIR": str(tmp_path)},
        timeout=60,
        check=False,
    )


def test_play_as_a_process_over_a_pipe(tmp_path: Path) -> None:
    result = played(
        tmp_path,
        "play",
        "--console",
        "--game",
        "tiny",
        "--players",
        "Ann",
        "Ben",
        "--set",
        "rounds=2",
        typed="1\n2\nq\n",
    )
    assert result.returncode == 0, result.stderr
    assert "Goodbye: the game is saved." in result.stdout
    journal = next((tmp_path / "games").glob("*.jsonl"))
    assert read(journal).header.config["rounds"] == 2


def test_lines_typed_ahead_of_the_game_reach_it(tmp_path: Path) -> None:
    """Which game, who plays and the first move typed (or pasted, or piped) at once: the questions before the game
    read as the console does, so the first move is not lost in a buffer the console never reads."""
    result = played(tmp_path, "play", "--console", typed="acquire\nAnn Ben Cat\n5c\nq\n")
    assert result.returncode == 0, result.stderr
    assert "Goodbye: the game is saved." in result.stdout
    journal = next((tmp_path / "games").glob("*.jsonl"))
    assert read(journal).header.config["players"] == ["Ann", "Ben", "Cat"]
    assert [entry.n for entry in read(journal).entries if entry.action is not None] == [1], result.stdout


def test_play_with_a_bad_option_exits_2(tmp_path: Path) -> None:
    result = played(tmp_path, "play", "--game", "tiny", "--set", "oops")
    assert result.returncode == 2 and "not KEY=VALUE" in result.stderr


def test_a_basket_asks_each_quantity_in_turn_and_keeps_within_the_caps() -> None:
    from companion.core.decisions import Basket

    acquire = get("acquire")
    table = Table.new(acquire, {"players": ["Ann", "Ben", "Cat"], "seed": 4}, created="x")
    chance = ChanceSource(2)
    while not (
        isinstance(basket := table.prompt().actors[0].decision, Basket)
        and table.prompt().kind == "buy"
        and basket.items
        and basket.items[0].high >= 2
    ):
        table.submit(table.choose_random(chance))
    first = basket.items[0]
    blanks = [""] * (len(basket.items) - 1)
    # "9" is beyond the first chain's limit and asked again; then 2 of it, Enter for every other chain.
    console, out, table = console_for(["1", "9", "2", *blanks], table)
    console.run()
    text = out.getvalue()
    assert f"{first.label} (0-{first.high}, ${first.price:,} each) [0]: " in text  # money as the screen writes it
    assert first.limit is not None
    assert f"Type a number from 0 to {first.high}: {first.limit.say()}." in text  # and what stops it there
    assert table.steps[-1].action.to_json()["shares"] == {first.key: 2}
    assert f"for ${2 * first.price:,}." in text and "Total:" not in text  # the sum said once, by the log line


def test_the_log_is_numbered_and_rewind_goes_back_to_before_a_step() -> None:
    console, out, table = console_for([*SEALED, "0", "log", "rewind 9", "rewind 2", "n", "rewind 2", "y", "r"])
    console.run()
    text = out.getvalue()
    log = text.split("   1. ", 1)[1]
    assert "   2. " in log and "   3. " in log and "rewind N" in log
    assert "with N from 1 to 3" in text, "a step that does not exist is refused with the range"
    assert text.count("2 steps are withdrawn:") == 2
    assert text.count("Go back to before step 2? [y/N] ") == 2  # asked once each time: no "Go back? [y/N]" after
    assert "Nothing undone." in text and "Went back 2 steps." in text
    assert "Undone:" not in text, "one line for the rewind, not one per step"
    assert len(table.steps) == 2, "rewound to one step, then one redone"


def test_rewind_never_names_a_sealed_choice() -> None:
    console, out, table = console_for([*SEALED[:4], "rewind 1", "y"])
    console.run()
    text = out.getvalue()
    assert "1 step is withdrawn:" in text and "Ann's sealed choice." in text
    assert "guess odd" not in text and "odd." not in text.split("1 step is withdrawn:")[1].split("Went back")[0]
    assert len(table.steps) == 0


def test_the_new_game_question_takes_a_name_or_title_in_any_case_and_q_leaves() -> None:
    out = io.StringIO()
    assert app.run(inp=io.StringIO("chess\nTINY AUCTION (TEST GAME)\nAnn Ben\nq\n"), out=out) == 0
    text = out.getvalue()
    assert "or type the game's name" in text and latest_unfinished().game == "tiny"
    out = io.StringIO()
    assert app.run(new=True, inp=io.StringIO("q\n"), out=out) == 0
    assert out.getvalue().count("New game. Which one? (q to leave)") == 1, "q leaves at once"


def test_a_resumed_games_long_last_move_says_its_first_sentence_and_how_many_more() -> None:
    """Steam Barons' last delivery of a turn runs its phase 4: resumed, the console said its thirty sentences as a
    paragraph of fifteen lines above the question. It says the first and how many more, which ``log`` lists."""
    table = Table.new(get("steam_barons"), {"players": ["Ann", "Ben", "Cat"], "seed": 3}, created="x")
    chance = ChanceSource(3)
    while not table.steps or len(table.step_sentences(-1)) <= LAST_MOVE_SENTENCES:
        table.submit(table.choose_random(chance))
    # less what the question says again ("Sell shares: Ann, Ben and Cat choose in secret.": the sale's question)
    sentences = unasked(table.step_sentences(-1), table.steps[-1].events, levels_for("steam_barons"))
    out = io.StringIO()
    Console(table, io.StringIO("q\n"), out).run()
    text = " ".join(out.getvalue().split())
    assert f"Last move: {sentences[0]}" in text
    assert f"… and {len(sentences) - 1} more sentences: type 'log' to read them." in text
    assert sentences[-1] not in text.split("… and")[0].split("Last move:")[1]
    short = Table.new(get("steam_barons"), {"players": ["Ann", "Ben", "Cat"], "seed": 3}, created="x")
    while not short.steps or len(short.step_sentences(-1)) != 4:  # four sentences: said whole
        short.submit(short.choose_random(chance))
    out = io.StringIO()
    Console(short, io.StringIO("q\n"), out).run()
    told = [sentence for sentence in short.step_sentences(-1) if "on offer" not in sentence]  # the question's
    assert f"Last move: {' '.join(told)}" in " ".join(out.getvalue().split())
    assert "more sentence" not in out.getvalue()
