"""Lines past a terminal's 80 columns are broken at their words, each later row under the first one's words.

An ssh terminal of 80 columns broke the console's long lines wherever the column ran out: a log step read
"… Il segnalino Primo G" / "iocatore passa a Carla", a refusal and an undo question the same.
"""

from __future__ import annotations

import io

import pytest

from companion.console import Console
from companion.console.decide import WIDTH
from companion.console.fit import ANSWER_ROOM, fitted
from companion.core import ChanceSource, Table
from companion.games import get
from companion.text.i18n import _, set_language

EVENT = "  * Sales revealed: Ann 1 Green and 1 Brown; Ben 1 Green; Cat 2 Brown and 1 White; Dan nothing at all."


def test_a_long_line_is_broken_at_its_words_under_its_bullet() -> None:
    rows = fitted(EVENT).split("\n")
    assert len(rows) == 2 and all(len(row) <= WIDTH for row in rows)
    assert rows[1].startswith("    ") and not rows[1].startswith("     ")  # under "Sales", past "  * "
    assert " ".join(" ".join(rows).split()) == " ".join(EVENT.split())  # every word kept whole, in order


def test_a_log_step_continues_under_its_text_and_a_plain_line_two_columns_in() -> None:
    step = f"  12. {'word ' * 20}end."
    assert all(row.startswith("      ") for row in fitted(step).split("\n")[1:])  # under the step's text
    plain = "Refused: " + "reason " * 15
    assert all(row.startswith("  ") for row in fitted(plain).split("\n")[1:])


def test_short_lines_text_of_several_lines_and_a_word_longer_than_a_row_are_left_whole() -> None:
    assert fitted("  * Ann passes.") == "  * Ann passes."
    two_columns = "  u, undo   " + "x" * 40 + "  r, redo   " + "y" * 40 + "\n  q, quit"
    assert fitted(two_columns) == two_columns  # the help's columns
    long_word = "{" + '"cash":1,' * 20 + "}"
    assert fitted(long_word) == long_word
    assert fitted("\n" + EVENT).startswith("\n  * Sales")  # a blank line before a question stays


def test_an_italian_log_at_the_console_fits_eighty_columns() -> None:
    table = Table.new(get("steam_barons"), {"players": ["Anna", "Bruno", "Carla", "Dario"]}, created="x")
    chance = ChanceSource(4)
    for _step in range(120):
        table.submit(table.choose_random(chance))
    out = io.StringIO()
    try:
        Console(table, io.StringIO("l\nq\n"), out, language="it").run()
    finally:
        set_language("en")
    text = out.getvalue()
    log = text[text.index("   1. ") : text.index("Scrivi 'torna N'")].splitlines()
    assert len(log) > 120 and max(len(row) for row in log) <= WIDTH, text  # steps of several rows, none too wide


def test_a_long_question_is_asked_in_rows_of_its_words_ending_where_the_answer_is_typed() -> None:
    table = Table.new(get("tiny"), {"players": ["Ann", "Ben"]}, created="x")
    out = io.StringIO()
    Console(table, io.StringIO("n\n"), out).read_line("Undo: " + "Ann does something long " * 5 + "? [y/N] ")
    rows = out.getvalue().split("\n")
    assert len(rows) > 1 and all(len(row) <= WIDTH for row in rows) and rows[-1].endswith("? [y/N] ")


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_a_question_leaves_room_on_its_last_row_for_the_answer(language: str) -> None:
    """ "Appuyez sur Entrée pour le sceller, ou tapez « non » pour choisir à nouveau : " filled 78 columns: the
    "non" typed after it ran past the terminal's 80, broken mid-word."""
    table = Table.new(get("tiny"), {"players": ["Ann", "Ben"]}, created="x")
    out = io.StringIO()
    console = Console(table, io.StringIO("non\n"), out, language=language)
    try:
        question = _("Press Enter to seal it, or type '{no}' to choose again: ").format(no=_("no"))
        console.read_line(question)
    finally:
        set_language("en")
    rows = out.getvalue().split("\n")
    assert len(rows[-1]) <= WIDTH - ANSWER_ROOM and rows[-1].endswith(": ") and all(len(r) <= WIDTH for r in rows)
    assert " ".join(" ".join(rows).split()) == " ".join(question.split())  # every word kept, in order


def test_a_short_question_is_asked_as_it_is() -> None:
    table = Table.new(get("tiny"), {"players": ["Ann", "Ben"]}, created="x")
    out = io.StringIO()
    Console(table, io.StringIO("1\n"), out).read_line("Blanc (0-1, $6 chacune, vous détenez 1 action) [0] : ")
    assert out.getvalue() == "Blanc (0-1, $6 chacune, vous détenez 1 action) [0] : "


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_help_fits_eighty_columns_one_command_a_row(language: str) -> None:
    """The help's rows ran to 105 columns (two commands side by side): cut by the terminal's edge mid-word."""
    table = Table.new(get("steam_barons"), {"players": ["Anna", "Bruno"]}, created="x")
    out = io.StringIO()
    try:
        Console(table, io.StringIO("help\nq\n"), out, language=language).run()
    finally:
        set_language("en")
    text = out.getvalue()
    shown = text[text.index("> ") + 2 : text.rindex("> ")].splitlines()
    assert max(len(row) for row in shown) <= WIDTH, shown
    for command in ("b, board", "s, status", "l, log", "q, quit", "h, help"):  # then the language's own word, if any
        assert any(row.startswith(("  " + command + " ", "  " + command + ",")) for row in shown), command


def test_a_question_too_long_for_its_row_breaks_after_a_clause() -> None:
    """ "Appuyez sur Entrée pour le sceller, ou tapez « non » pour" left "choisir à nouveau :" alone on its row:
    broken after the comma, each row is a clause."""
    from companion.console.fit import asking

    question = "Appuyez sur Entrée pour le sceller, ou tapez « non » pour choisir à nouveau : "
    assert asking(question) == "Appuyez sur Entrée pour le sceller,\n  ou tapez « non » pour choisir à nouveau : "
    words = "Undo: " + "Ann does something long " * 5 + "? [y/N] "  # no clause to break at: at its words
    assert asking(words).endswith("? [y/N] ") and "," not in asking(words)
