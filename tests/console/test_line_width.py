"""What the console says stays within 78 columns (a terminal's 80, less a margin): the events, the questions, the
notes under them and the log, in every language. An 80-column terminal over ssh broke a longer line mid-word
("le courtier part de la case 2" then "." alone; "tapez le nombre, p" then "ar exemple 5")."""

from __future__ import annotations

import io
from collections.abc import Iterator

import pytest

from companion.console import Console
from companion.core import ChanceSource, Table
from companion.games import get
from companion.text.i18n import set_language

WIDTH = 78
NAMES = {"acquire": ["Anna", "Ben", "Carla", "Ugo"], "bigshot": ["Anna", "Ben", "Eve", "Ugo"]}


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    yield
    set_language("en")


def said_while_playing(game: str, language: str, seed: int) -> list[str]:
    """The events and every question of a game played by the companion's choices, then the log."""
    table = Table.new(get(game), {"players": NAMES[game]}, created="x")
    out = io.StringIO()
    console = Console(table, io.StringIO(""), out, language=language)
    chance = ChanceSource(seed)
    for _step in range(400):
        if table.over:
            break
        console.show_prompt()
        table.submit(table.choose_random(chance))
    console.show_log()
    return out.getvalue().splitlines()


@pytest.mark.parametrize("language", ["en", "it", "fr"])
@pytest.mark.parametrize("game", ["acquire", "bigshot"])
def test_events_questions_and_the_log_stay_within_78_columns(game: str, language: str) -> None:
    lines = said_while_playing(game, language, seed=11)
    long = [line for line in lines if len(line) > WIDTH]
    assert not long, "\n".join(long[:5])


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_help_stays_within_78_columns_and_goes_on_under_its_explanations(language: str) -> None:
    table = Table.new(get("acquire"), {"players": NAMES["acquire"]}, created="x")
    out = io.StringIO()
    Console(table, io.StringIO("help\nq\n"), out, language=language).run()
    lines = out.getvalue().splitlines()
    first = next(index for index, line in enumerate(lines) if line.startswith("> ")) + 1
    shown = lines[first : next(index for index, line in enumerate(lines) if index > first and line.startswith("> "))]
    assert len(shown) > 12 and all(len(line) <= WIDTH for line in shown)
    words = next(index for index, line in enumerate(shown) if line[2:3].isupper())  # WORDS, PAROLE, MOTS: long
    column = len(shown[words]) - len(shown[words][2:].split("  ", 1)[1].lstrip())  # where its explanation starts
    assert shown[words + 1].startswith(" " * column) and shown[words + 1][column] != " "  # under its explanation
    assert sum(line.lstrip().startswith(("l, log", "q, quit")) for line in shown) == 2  # a command a line


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_a_long_question_waits_on_its_last_row_within_78_columns(language: str) -> None:
    # "Annuler : Anna échange 2 Luxor contre 1 Tower. Tower absorbe les 2 pions de Luxo" then "r. …? [o/N]".
    table = Table.new(get("acquire"), {"players": NAMES["acquire"]}, created="x")
    chance = ChanceSource(11)
    while len(" ".join(table.step_sentences(-1))) < 100 if table.steps else True:
        table.submit(table.choose_random(chance))
    out = io.StringIO()
    Console(table, io.StringIO("u\n\nq\n"), out, language=language).run()
    lines = out.getvalue().splitlines()
    asked = next(index for index, line in enumerate(lines) if "/N] " in line)
    assert len(lines[asked][: lines[asked].index("/N] ") + 4]) <= WIDTH  # the answer is typed on this row
    assert len(lines[asked - 1]) <= WIDTH and lines[asked - 1].strip()  # the question's first rows above it


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_what_a_rewind_withdraws_stays_within_78_columns(language: str) -> None:
    # "  - Eve fait 5. Le courtier avance de 5 et s'arrête sur la case 17 (les cases vi" then "des ne comptent…".
    table = Table.new(get("bigshot"), {"players": NAMES["bigshot"]}, created="x")
    chance = ChanceSource(11)
    for _step in range(30):
        table.submit(table.choose_random(chance))
    out = io.StringIO()
    Console(table, io.StringIO("rewind 3\n\nfix 3\n\nq\n"), out, language=language).run()
    # A terminal ends the typed line ("> fix 3") with Enter: what follows the "> " here starts a line there.
    lines = [line.removeprefix("> ") for line in out.getvalue().splitlines() if "/N] " not in line]
    assert sum(line.startswith("  - ") for line in lines) > 2
    assert all(len(line) <= WIDTH for line in lines), [line for line in lines if len(line) > WIDTH]
