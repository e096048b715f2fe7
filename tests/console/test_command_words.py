"""The console's commands typed in the players' language ("annulla", "aide") and answered as they type ("si" for
"sì"); the help names those words and keeps its explanations in one column in every language."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator

import pytest

from companion.console import Console, help_lines, help_text
from companion.console.commands import english_command, own_words, translated
from companion.console.decide import Line
from companion.console.typed import pass_words
from companion.core import Table
from companion.games import get
from companion.text.folding import fold
from companion.text.i18n import LANGUAGES, _, set_language
from tests.console.sessions import play


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    yield
    set_language("en")


def started(players: tuple[str, ...] = ("Ann", "Ben")) -> Table:
    """An Acquire table after both start tiles: the next step is Ann's first tile of the game."""
    table = Table.new(get("acquire"), {"players": list(players)}, created="2026-01-01T00:00:00+00:00")
    decode = table.game.actions.decode
    table.submit(decode({"type": "start_tile", "player": 0, "tile": "5C"}))
    table.submit(decode({"type": "start_tile", "player": 1, "tile": "9F"}))
    return table


@pytest.mark.parametrize(
    ("language", "undo", "yes"),
    [("it", "annulla", "s"), ("it", "Annulla", "sì"), ("fr", "annuler", "o"), ("fr", "ANNULE", "oui")],
)
def test_undo_in_the_players_words(language: str, undo: str, yes: str) -> None:
    """ "annulla" at an Italian table was "'annulla' is not an option or a command"."""
    table = started()
    text = play(table, undo, yes, language=language)
    assert len(table.steps) == 1, text  # Ben's start tile withdrawn
    assert "annulla'" not in text and "annuler'" not in text


@pytest.mark.parametrize(("language", "yes"), [("it", "si"), ("it", "SI "), ("fr", "Oui"), ("en", "Yes")])
def test_a_yes_typed_without_its_accent_or_in_capitals_confirms(language: str, yes: str) -> None:
    """ "si" (the "sì" of a keyboard without accents) answered "[s/N]" with "Nothing undone"."""
    table = started()
    play(table, "undo", yes, language=language)
    assert len(table.steps) == 1


@pytest.mark.parametrize(
    ("language", "typed", "shown"),
    [
        (
            "it",
            "registro",
            "Type 'rewind N' to go back to before step N, 'fix N' to enter it anew, 'add N' to add a forgotten step before it.",
        ),
        (
            "fr",
            "journal",
            "Type 'rewind N' to go back to before step N, 'fix N' to enter it anew, 'add N' to add a forgotten step before it.",
        ),
        ("it", "aiuto", "In this game, for example: {examples}"),
        ("fr", "aide", "In this game, for example: {examples}"),
    ],
)
def test_the_other_commands_in_the_players_words(language: str, typed: str, shown: str) -> None:
    text = play(started(), typed, language=language)
    set_language(language)
    assert _(shown).split("{")[0] in " ".join(text.split())  # (a long line is wrapped to the console's width)
    assert _("'{text}' is not an option or a command. Type 'help'.").format(text=typed) not in text


def test_esci_leaves_and_the_game_stays_saved() -> None:
    table = started()
    text = play(table, "esci", "5d", language="it")
    assert "Arrivederci: la partita è salvata." in text
    assert len(table.steps) == 2  # nothing read after it


def test_a_word_of_the_language_that_names_an_option_is_that_option() -> None:
    """A command word never hides an option a game lists under the same word."""
    set_language("it")
    console = Console(started(), io.StringIO(), io.StringIO())
    console.lines = [Line("Mostra le carte", lambda _rest: None, (fold("Mostra le carte"),))]
    assert console._command("mostra") is None
    assert console._command("registro") == "log"
    assert console._command("undo") == "undo"  # English words are commands as they always were


@pytest.mark.parametrize("language", LANGUAGES)
def test_help_explanations_start_in_one_column_and_name_the_languages_words(language: str) -> None:
    """The Italian "offro 5, tira 3 4" pushed its own explanation two columns right of the others."""
    set_language(language)  # (a dict of languages: its keys are the codes)
    lines = help_lines(help_text(["1A", "2A"]))
    rows = [line for line in lines[1:-1] if line.startswith("  ") and not line.startswith("   ")]
    starts = {len(line) - len(line[2:].split("  ", 1)[1].lstrip()) for line in rows}
    assert len(starts) == 1, rows
    assert all(len(line) <= 78 for line in lines)
    undo = next(line for line in rows if "undo" in line)
    assert own_words()["undo"].split("|")[0] in undo.split("  ")[1]


TOLD = [
    "{game}. Type 'help' for commands.",
    "'{text}' is not an option or a command. Type 'help'.",
    "Type 'rewind N' to go back to before step N, 'fix N' to enter it anew, 'add N' to add a forgotten step before it.",
    "Rewind to which step? Type 'rewind 1': it is the only step (see 'log').",
    "Rewind to which step? Type 'rewind N' with N from 1 to {count} (see 'log').",
    "Fix which step? Type 'fix 1': it is the only step (see 'log').",
    "Fix which step? Type 'fix N' with N from 1 to {count} (see 'log').",
    "Add before which step? Type 'add 1': it is the only step (see 'log').",
    "Add before which step? Type 'add N' with N from 1 to {count} (see 'log').",
]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_command_the_console_tells_a_player_to_type_is_understood(language: str) -> None:
    """The console tells an Italian table "Scrivi 'torna N'" and "vedi 'registro'": each word it quotes is a command
    in that language."""
    set_language(language)
    for template in TOLD:
        said = re.sub(r"(?<=\w)'(?=\w)", "’", _(template).replace("'{text}'", ""))  # "un'opzione": no quote
        for quoted in re.findall(r"'([^']+)'", said):
            word = quoted.split()[0]
            assert english_command(word) or translated(word), (template, quoted)


@pytest.mark.parametrize("typed", ["show Benoit", "voir benoît", "montrer BEN", "show 2"])
def test_a_players_view_by_a_name_typed_without_its_accent_or_in_part(typed: str) -> None:
    """ "voir Benoit" answered "Show whom? Give a seat number 1-4 or a name." at a table where Benoît plays."""
    table = Table.new(get("acquire"), {"players": ["Anne", "Benoît", "Chloé"]}, created="x")
    text = play(table, typed, language="fr")
    set_language("fr")
    assert _("-- {name}'s private view --").format(name="Benoît") in text


def test_a_name_two_players_begin_shows_nobody() -> None:
    table = Table.new(get("acquire"), {"players": ["Anne", "Annie", "Ben"]}, created="x")
    text = play(table, "show ann")
    assert "Show whom?" in text and "private view" not in text


@pytest.mark.parametrize(("language", "word"), [("fr", "passer"), ("it", "passo")])
def test_the_helps_pass_row_names_the_languages_word(language: str, word: str) -> None:
    """The help's row said "pass" alone at a French table, where "passer" passes too."""
    set_language(language)
    row = next(line for line in help_lines(help_text(working={"pass"})) if line.startswith("  pass"))
    assert row.startswith(f"  pass, {word} "), row
    assert fold(word) in pass_words()
