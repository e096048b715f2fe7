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
