"""Undo typed at the console asks about the step by its own sentence and lists what else it takes back.

The last delivery of a Steam Barons turn runs phase 4: the step's sentences are every dividend, bonus, profit and
price move, some thirty of them. The console made them one question, "Undo: Black ships a cube … White: box 4
(0), price stays at $5? [y/N]", and at the game's end "… Ann wins? [y/N]": a question a player could read as
asking whether Ann wins. It now asks with the touchscreen's question, and says undone the step's own sentence.
It asks once: "Undo: …?" over the list, then "Undo it? [y/N]", asked the same thing twice; the list now comes
first and the question that names the step takes the answer.
"""

from __future__ import annotations

import io

import pytest

from companion.console import Console
from companion.core import ChanceSource, Table
from companion.games import get
from companion.text.i18n import _, set_language


def after_phase_4(seed: int) -> Table:
    """A random Steam Barons game stopped at its first sales: its latest step is the delivery that ran phase 4."""
    table = Table.new(get("steam_barons"), {"players": ["Ann", "Ben", "Cat"], "seed": seed}, created="x")
    chance = ChanceSource(seed)
    while table.state.phase != "sell":
        table.submit(table.choose_random(chance))
    return table


@pytest.mark.parametrize(
    ("language", "undo", "yes"), [("en", "undo", "y"), ("fr", "annuler", "o"), ("it", "annulla", "s")]
)
def test_a_step_that_set_off_others_is_asked_about_by_its_own_sentence(language: str, undo: str, yes: str) -> None:
    set_language(language)
    try:
        table = after_phase_4(3)
        first, *withdrawn = table.step_sentences(-1, _)
        assert len(withdrawn) > 10  # phase 4's payouts and moves
        out = io.StringIO()
        Console(table, io.StringIO(f"{undo}\n{yes}\nq\n"), out).run()
        text = out.getvalue()
        rows = [" ".join(row.split()) for row in text.split("\n")]
        question = _("Undo: {what}?").format(what=first.rstrip(". "))
        letters = _("[y/N]")
        assert language == "en" or letters != "[y/N]"
        said = " ".join(rows)
        # Asked once, the list first: the question that names the step takes the answer itself.
        assert said.count(" ".join(question.split())) == 1
        assert " ".join(question.split()) + " " + letters in said and said.count(letters) == 1
        assert "- " + " ".join(withdrawn[-1].split()) in said.split(question)[0]  # the last price move, listed
        assert _("Undoing the latest step also takes back:") in said.split(question)[0]
        assert _("Undone: {what}").format(what=first) in " ".join(rows)
        assert not any(row.endswith(("? [y/N]", "? [o/N]", "? [s/N]")) and len(row) > 60 for row in rows)
        assert table.state.phase == "deliver"
    finally:
        set_language("en")


def test_the_undo_button_names_the_step_by_its_own_sentence_and_lists_the_rest() -> None:
    """The table's undo button said the same thirty sentences as one line before "press confirm"."""
    table = after_phase_4(3)
    first, *withdrawn = table.step_sentences(-1, _)
    out = io.StringIO()
    console = Console(table, io.StringIO(""), out)
    assert console.ask_undo()
    said = " ".join(out.getvalue().split())
    assert f"Undo button: press confirm to undo: {first}" in said
    assert f"- {withdrawn[0]}" in said and f"- {withdrawn[-1]}" in said
    assert said.count(withdrawn[-1]) == 1
    assert console.confirm()
    assert f"Undone: {first}" in " ".join(out.getvalue().split())
    assert table.state.phase == "deliver"
