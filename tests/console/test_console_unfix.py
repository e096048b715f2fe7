"""``undo`` at the console right after a fix takes the fix back whole: the question names the fix and every step
that comes back, the answer says how many came back, ``redo`` does the fix again; the undo button asks the same."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest

from companion.console import Console
from companion.core import ChanceSource, Table
from companion.games import get, names
from companion.text.i18n import set_language
from tests.tiny_bids import tiny_bids


def played() -> Table[Any]:
    """Three guesses, the dice at 2 and 3, Ben bids 3, Cat 4 and Ann 5; then Ben's 3 is fixed to 5, which drops
    the two bids after it."""
    return tiny_bids([(1, 3), (2, 4), (0, 5)])


def fingerprint(table: Table[Any]) -> str:
    return json.dumps(table.summary(), sort_keys=True)


def console_for(table: Table[Any], typed: str) -> tuple[Console, io.StringIO]:
    out = io.StringIO()
    return Console(table, io.StringIO(typed), out, chance=ChanceSource(1)), out


def test_undo_after_a_fix_asks_names_what_comes_back_and_redo_fixes_again() -> None:
    table = played()
    before = fingerprint(table)
    table.correct(5, {"type": "bid", "player": 1, "amount": 5})
    fixed = fingerprint(table)
    console, out = console_for(table, "y\n")
    assert console.handle("undo") is True
    text = out.getvalue()
    assert (
        "  - Step 5 is again: Ben bids 3.\n"
        "  - Steps 6 and 7 come back:\n"
        "  - Step 6: Cat bids 4.\n"
        "  - Step 7: Ann bids 5.\n"
        "Undo the fix of step 5? [y/N] Fix of step 5 undone: 2 steps are back.\n"
    ) in text
    assert "Undone:" not in text and text.count("Undo the fix of step 5?") == 1 and fingerprint(table) == before
    console, out = console_for(table, "")
    assert console.handle("redo") is True
    assert "Step 5 fixed again: Ben bids 5. 2 later steps left the game again." in out.getvalue()
    assert fingerprint(table) == fixed


def test_redo_after_the_undo_of_a_fix_is_named_by_the_help_and_by_a_question_mark() -> None:
    """``redo`` asks nothing first: the help's row and ``? redo`` say it fixes the step again and which later
    steps leave the game again, where "redo the action last undone" hid both."""
    table = played()
    table.correct(5, {"type": "bid", "player": 1, "amount": 5})
    console, out = console_for(table, "")
    console.handle("? undo")
    assert out.getvalue().startswith("Undo the fix of step 5?\n  - Step 5 is again: Ben bids 3.\n")
    table.undo()
    console, out = console_for(table, "")
    console.handle("? redo")
    assert out.getvalue() == (
        "Redo fixes step 5 again: Ben bids 5.\n"
        "  - Steps 6 and 7 leave the game again:\n"
        "  - Step 6: Cat bids 4.\n"
        "  - Step 7: Ann bids 5.\n"
    )
    console, out = console_for(table, "")
    console.handle("help")
    said = " ".join(out.getvalue().split())  # the row wraps under its column
    assert " r, redo fix step 5 again: Ben bids 5. 2 later steps leave the game again. b, board " in said
    assert "redo the action last undone" not in out.getvalue() and len(table.steps) == 7
    table.undo()  # Ann's bid: redo brings it back first, said as such
    console, out = console_for(table, "")
    console.handle("? redo")
    assert out.getvalue() == "Redo brings back: Ann bids 5.\n"
    console, out = console_for(table, "")
    console.handle("help")
    assert "redo the action last undone" in out.getvalue()


def test_no_to_the_undo_of_a_fix_keeps_the_fix() -> None:
    table = played()
    table.correct(5, {"type": "bid", "player": 1, "amount": 5})
    fixed = fingerprint(table)
    console, out = console_for(table, "n\n")
    assert console.handle("undo") is False
    assert "Nothing undone." in out.getvalue() and fingerprint(table) == fixed and table.fix_to_undo is not None


def test_the_undo_button_asks_for_the_fix_and_confirm_takes_it_back() -> None:
    table = played()
    before = fingerprint(table)
    table.correct(5, {"type": "bid", "player": 1, "amount": 5})
    console, out = console_for(table, "")
    assert console.ask_undo() is True
    assert "Undo button: press confirm to undo the fix of step 5.\n  - Step 5 is again: Ben bids 3." in out.getvalue()
    assert console.confirm() is True
    assert "Fix of step 5 undone: 2 steps are back." in out.getvalue() and fingerprint(table) == before


@pytest.mark.parametrize(
    ("language", "asked", "done"),
    [
        ("it", "Annullare la correzione del passo 5? [s/N]", "Correzione del passo 5 annullata: 2 passi sono tornati."),
        (
            "fr",
            "Annuler la correction de l'étape 5 ? [o/N]",
            "Correction de l'étape 5 annulée : 2 étapes sont revenues.",
        ),
    ],
)
def test_the_undo_of_a_fix_is_asked_in_the_players_language(language: str, asked: str, done: str) -> None:
    set_language(language)
    try:
        table = played()
        table.correct(5, {"type": "bid", "player": 1, "amount": 5})
        console, out = console_for(table, "s\n" if language == "it" else "o\n")
        assert console.handle("undo") is True
        assert asked in out.getvalue() and done in out.getvalue()
        assert out.getvalue().count("[") == 1  # asked once: no "Annullarlo? [s/N]" after it
    finally:
        set_language("en")


@pytest.mark.parametrize("game_name", [name for name in names() if name != "tiny"])
def test_every_game_takes_a_fix_back_whole_at_the_console(game_name: str) -> None:
    game = get(game_name)
    table = Table.new(game, {"players": ["Ann", "Ben", "Cat"], "seed": 4}, created="x")
    chance = ChanceSource(9)
    for _ in range(30):
        table.submit(table.choose_random(chance))
    replacement = None
    for step in range(len(table.steps) - 8, len(table.steps)):
        moment = table.history.state_at(step - 1)
        options = [game.choose_random(game.copy_state(moment), chance) for _ in range(8)]
        replacement = next((a for a in options if a != table.steps[step - 1].action), None)
        if replacement is not None:
            break
    assert replacement is not None
    before, steps = fingerprint(table), len(table.steps)
    table.correct(step, replacement)
    console, out = console_for(table, "y\n")
    assert console.handle("undo") is True
    assert f"Undo the fix of step {step}?" in out.getvalue() and f"Fix of step {step} undone" in out.getvalue()
    assert fingerprint(table) == before and len(table.steps) == steps
