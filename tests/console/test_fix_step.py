"""``fix N`` at the console: step N's decision asked anew, what becomes of every later step, then the fix."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest

from companion.console import Console
from companion.core import ChanceSource, Table
from companion.games import get
from companion.text.i18n import set_language
from tests.tiny_bids import tiny_bids


def played() -> Table[Any]:
    """Three guesses, the dice at 2 and 3, Ben bids 3 and Cat 4."""
    return tiny_bids([(1, 3), (2, 4)])


def console_for(table: Table[Any], typed: str) -> tuple[Console, io.StringIO]:
    out = io.StringIO()
    return Console(table, io.StringIO(typed), out, chance=ChanceSource(1)), out


def test_a_die_typed_wrong_is_fixed_and_the_bids_are_kept() -> None:
    table = played()
    console, out = console_for(table, "2 4\ny\n")
    assert console.handle("fix 4") is True
    text = out.getvalue()
    assert "Step 4 says: White 2, black 3: a lot worth 5 points." in text
    said = " ".join(text.split())
    assert "- It becomes: White 2, black 4: a lot worth 6 points." in said
    # Asked once, under what it changes: no "Fix it? [y/N]" after it.
    assert "- 2 later steps hold as they were. Fix step 4? [y/N] Step 4 fixed." in said
    assert [s.action.type for s in table.steps][-3:] == ["roll", "bid", "bid"] and table.steps[3].action.black == 4


def test_a_fix_that_drops_a_step_says_why_and_no_keeps_the_game() -> None:
    table = played()
    before = [s.action for s in table.steps]
    console, out = console_for(table, "5\nn\n")  # Ben's bid of 3 typed as 5: Cat's 4 no longer holds
    assert console.handle("fix 5") is False
    text = out.getvalue()
    assert "  - Step 6 no longer holds and leaves the game (" in text and text.count("Nothing fixed.") == 1
    assert [s.action for s in table.steps] == before
    console, out = console_for(table, "5\ny\n")
    assert console.handle("fix 5") is True
    assert "Step 5 fixed; 1 later step no longer held." in out.getvalue() and len(table.steps) == 5


@pytest.mark.parametrize(
    ("command", "typed", "said"),
    [
        ("fix", "", "Fix which step? Type 'fix N' with N from 1 to 6"),
        ("fix 7", "", "Fix which step?"),
        ("fix 4", "\n", "Nothing fixed."),  # nothing typed
        ("fix 4", "2 3\n", "already says that"),  # the same entry
        ("fix 4", "9 9\n", "The white die shows 1 to 6."),  # no die shows 9
        ("add", "", "Add before which step? Type 'add N' with N from 1 to 6"),
        ("insert 9", "", "Add before which step?"),
        ("add 5", "\n", "Nothing added."),  # nothing typed
        ("add 5", "2\nn\n", "Nothing added."),  # asked, and no
        ("add 4", "9 9\n", "The white die shows 1 to 6."),
    ],
)
def test_what_cannot_be_fixed_or_added_is_said_and_changes_nothing(command: str, typed: str, said: str) -> None:
    table = played()
    before = [s.action for s in table.steps]
    console, out = console_for(table, typed)
    assert console.handle(command) is False
    assert said in out.getvalue() and [s.action for s in table.steps] == before
    assert console.table is table


def test_add_enters_a_forgotten_step_before_step_n_and_keeps_what_holds() -> None:
    table = played()
    console, out = console_for(table, "2\ny\n")  # Ben bid 2 before his 3, which no longer holds; Cat's 4 holds
    assert console.handle("add 5") is True
    text = out.getvalue()
    assert "Before step 5, which says: Ben bids 3." in text and "What was forgotten? (empty: nothing)" in text
    assert "  - The added step: Ben bids 2." in text
    assert "  - Step 5 no longer holds and leaves the game (" in text
    assert "  - 1 later step holds as it was.\n" in text
    assert "comes back only by an Undo right after the addition" in " ".join(text.split())
    assert "\nAdd a step before step 5? [y/N] Step 5 added; 1 later step no" in text
    assert text.count("Add a step before step 5?") == 1
    assert [getattr(s.action, "amount", None) for s in table.steps[4:]] == [2, 4]
    assert table.steps[4].replaced is not None and "Added afterwards, where it belongs." in table.log()


def test_the_console_asks_in_the_players_language() -> None:
    table = played()
    set_language("it")
    try:
        console, out = console_for(table, "2 4\ns\n")
        assert console.handle("fix 4") is True
        assert "Passo 4 corretto." in out.getvalue()
        console, out = console_for(table, "2\ns\n")
        assert console.handle("aggiungi 5") is True  # the command in the language's own word
        assert "Passo 5 aggiunto; 1 passo successivo non valeva più." in out.getvalue()
    finally:
        set_language("en")


def test_adjust_sets_the_pieces_by_hand_with_a_reason() -> None:
    table = played()
    written = table.position()
    corrected = json.dumps({**written, "cash": [written["cash"][0] - 1, *written["cash"][1:]]})
    console, out = console_for(table, f"{corrected}\nthe bank paid Ann 1 coin too much\n")
    assert console.handle("adjust") is True
    text = out.getvalue()
    assert json.dumps(written, ensure_ascii=False) in text
    assert "The pieces were set by hand: the bank paid Ann 1 coin too much" in text
    assert table.summary()["players"][0]["cash"] == written["cash"][0] - 1


@pytest.mark.parametrize(
    ("typed", "said"),
    [("\n", "Nothing changed."), ("{nope\n", "Not a position:"), ('{"cash": [1]}\nmiscount\n', "Refused: ")],
)
def test_adjust_refuses_what_is_not_a_position(typed: str, said: str) -> None:
    table = played()
    before = table.summary()
    console, out = console_for(table, typed)
    assert console.handle("adjust") is False and said in out.getvalue() and table.summary() == before


def test_a_question_mark_at_the_fix_reads_the_option_then_asks_again() -> None:
    """The fix's question invites "? …" as the turn's does: "? 2 4" is a preview of that moment, not the answer."""
    table = played()
    console, out = console_for(table, "? 2 4\n2 4\ny\n")
    assert console.handle("fix 4") is True
    text = out.getvalue()
    assert "White 2, black 4: a lot worth 6 points." in text.split("Fix step 4?")[0]  # the preview, before the fix
    assert text.count("What should it have been?") == 2 and "Step 4 fixed." in text
    assert table.steps[3].action.black == 4


def test_a_corrected_step_is_undone_rewound_and_fixed_by_what_it_is_now() -> None:
    """The log says what a corrected step was; an undo, a rewind and a later fix name what it is now. The undo
    of a corrected step asked "Undo: Corrected; it was: …?" and said the old entry was undone."""
    table = played()
    table.correct(6, {"type": "bid", "player": 2, "amount": 5})
    table.rewind(1)  # then forward again: the undo asked below is of the step, not of the fix (taken back whole)
    table.redo()
    console, out = console_for(table, "y\n")
    assert console.handle("undo") is True
    text = out.getvalue()
    assert "Undo: Cat bids 5? [y/N]" in text and "Undone: Cat bids 5." in text and "Corrected" not in text
    table.redo()
    table.correct(4, {"type": "roll", "white": 2, "black": 4})  # step 4 corrected too: Cat's 5 holds
    console, out = console_for(table, "n\n2 5\nn\n")
    assert console.handle("rewind 4") is False
    assert console.handle("fix 4") is False
    text = out.getvalue()
    assert "  - White 2, black 4: a lot worth 6 points." in text and "  - Cat bids 5." in text
    assert "Step 4 says: White 2, black 4: a lot worth 6 points." in text and "Corrected" not in text
    assert "Corrected; it was: White 2, black 3" in "\n".join(table.log())  # the log keeps it on record


ACQUIRE_OPENING: list[dict[str, Any]] = [
    {"type": "start_tile", "player": 0, "tile": "5C"},
    {"type": "start_tile", "player": 1, "tile": "6D"},
    {"type": "start_tile", "player": 2, "tile": "9E"},
    {"type": "place_tile", "player": 0, "tile": "5D"},
    {"type": "found_chain", "player": 0, "chain": "tower"},
    {"type": "buy", "player": 0, "shares": {"tower": 3}},
    {"type": "place_tile", "player": 1, "tile": "9F"},
    {"type": "found_chain", "player": 1, "chain": "luxor"},
    {"type": "buy", "player": 1, "shares": {"luxor": 2}},
]


@pytest.mark.parametrize(
    ("language", "waits"),
    [
        ("en", "(at that point the game waits for shares to be bought, or none)"),
        ("it", "(a quel punto la partita attende l'acquisto di azioni, anche nessuna)"),
        ("fr", "(à ce moment la partie attend l'achat ou non d'actions)"),  # the rulebook's 'acheter ou non'
    ],
)
def test_a_step_the_fixed_game_no_longer_asks_for_says_what_it_waits_for(language: str, waits: str) -> None:
    """Ann's 5D typed for the 10A she placed: Tower is never founded, and the game waits for her shares where
    the later steps stand. Each dropped step said only "the game asks for something else at that point", which
    left the table to guess which entry was missing, or "It is Ann's turn, not Ben's" between them; Italian and
    French said the wait in a bracket within the bracket. Now the steps are told under that wait, once, and the
    purchase of Tower says why it cannot be."""
    table = Table.new(get("acquire"), {"players": ["Ann", "Ben", "Cat"], "tiles": "physical"}, created="x")
    for action in ACQUIRE_OPENING:
        table.submit(action)
    set_language(language)
    try:
        console, out = console_for(table, "10A\nn\n")
        assert console.handle("fix 4") is False
    finally:
        set_language("en")
    text = " ".join(out.getvalue().split())  # the lines as read, their wrapping aside
    assert text.count(waits) == 1 and "((" not in text and "))" not in text
    if language == "en":
        assert "- Steps 5 to 9 no longer hold and leave the game " + waits + ": - Step 5: Ann founds Tower" in text
        assert "- Step 6 (Tower is not on the board: its shares cannot be bought): Ann buys 3 Tower" in text
        assert "- Step 9: Ben buys 2 Luxor shares for $400." in text and "turn, not" not in text


def test_the_fix_of_a_throw_offers_no_throw_of_the_companions() -> None:
    """A fix is of what the physical dice showed: "0: the companion rolls" there threw new dice in place of them."""
    table = played()
    before = [s.action for s in table.steps]
    console, out = console_for(table, "0\n")
    assert console.handle("fix 4") is False
    text = out.getvalue()
    assert "Step 4 says: White 2, black 3" in text and "companion" not in text
    assert [s.action for s in table.steps] == before


def test_fix_of_pieces_set_by_hand_shows_them_as_set_and_keeps_the_reason() -> None:
    """``fix N`` of a step that set the pieces by hand asks the pieces again, not the game's question of then."""
    table = played()
    written = table.position()
    table.adjust({**written, "cash": [written["cash"][0] - 1, *written["cash"][1:]]}, "miscount")
    table.submit({"type": "pass", "player": 0})
    shown = table.position(7)
    corrected = json.dumps({**shown, "cash": [shown["cash"][0] - 1, *shown["cash"][1:]]})
    console, out = console_for(table, f"{corrected}\n\ny\n")
    assert console.handle("fix 7") is True
    text = out.getvalue()
    assert text.startswith("Step 7 set the pieces by hand (copy") and json.dumps(shown) in text
    assert "Why, in a few words (empty: miscount): " in text and "\nFix step 7? [y/N] Step 7 fixed." in text
    assert table.position(7)["cash"][0] == written["cash"][0] - 2 and table.adjustments == ["miscount"]
    assert len(table.steps) == 8
