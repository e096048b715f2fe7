"""The players' names typed at the console's new game as a hurried player types a list: with commas, and "and" in
the language before the last name ("Émile, Zoé, Jean-Luc et Ann" made five players, "Émile," and "et" among them)."""

from __future__ import annotations

import io
import re

import pytest

from companion.app import ask_new_game, typed_names
from companion.console.decide import WIDTH
from companion.console.fit import NAMES_ROOM
from companion.core.i18n import N_
from companion.text.i18n import _, set_language


def names(typed: str, language: str = "en") -> list[str]:
    set_language(language)
    try:
        asked = ask_new_game(io.StringIO(f"steam_barons\n{typed}\n"), io.StringIO())
    finally:
        set_language("en")
    assert asked is not None
    return list(asked[1]["players"])


@pytest.mark.parametrize(
    ("language", "typed"),
    [
        ("fr", "Émile, Zoé, Jean-Luc et Ann"),
        ("it", "Émile, Zoé, Jean-Luc e Ann"),
        ("en", "Émile, Zoé, Jean-Luc and Ann"),
        ("en", "Émile,Zoé,Jean-Luc & Ann"),
        ("fr", "Émile Zoé Jean-Luc Ann"),
    ],
)
def test_names_typed_as_a_list_are_the_names_alone(language: str, typed: str) -> None:
    assert names(typed, language) == ["Émile", "Zoé", "Jean-Luc", "Ann"]


def test_two_names_joined_by_and_are_two_players() -> None:
    assert names("Ann et Ben", "fr") == ["Ann", "Ben"]


def test_and_in_another_place_is_left_a_name() -> None:
    """Only the word before the last name is the list's "and": a name elsewhere is kept as typed."""
    assert names("Et Ann Ben", "fr") == ["Et", "Ann", "Ben"]


@pytest.mark.parametrize("language", ["fr", "it", "en"])
def test_the_names_question_leaves_room_for_the_names_on_its_row(language: str) -> None:
    """ "Noms des joueurs, dans le sens horaire, séparés par des espaces (2-6) : " left 9 columns: "Émile, Z" / "oé";
    the Italian question 19: "Marco, Giulia e Lu" / "cia"."""
    out = io.StringIO()
    set_language(language)
    try:
        ask_new_game(io.StringIO("steam_barons\nAnn Ben\n"), out)
    finally:
        set_language("en")
    asked = out.getvalue().rsplit("\n", 1)[-1]
    assert asked.rstrip().endswith(":") and len(asked) <= WIDTH - NAMES_ROOM, out.getvalue()


@pytest.mark.parametrize("language", ["fr", "it", "en"])
def test_the_names_question_shows_the_list_it_reads(language: str) -> None:
    """The question said "separated by spaces" alone, though a list with commas and the language's "and" is read:
    its example is such a list, in the language, and read as its names."""
    out = io.StringIO()
    set_language(language)
    try:
        ask_new_game(io.StringIO("steam_barons\nAnn Ben\n"), out)
        word = _(N_("{items} and {last}")).format(items="\0", last="\0").split("\0")[1].strip()
        asked = " ".join(out.getvalue().split())
        example = re.search(rf"([^\W\d]+), ([^\W\d]+) {re.escape(word)} ([^\W\d]+)", asked)
        assert example is not None, asked
        assert typed_names(example.group(0)) == list(example.groups())
    finally:
        set_language("en")
