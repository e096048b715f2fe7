"""The end of a game is said once, then who won and the final scores, in every game and language.

The move that ended the game printed "* The game is over. Ann wins." and the console then said "The game is
over." again above the final scores, a thing said twice. Now the game's own sentence of its end is the one that
says it; where that sentence was not printed whole (a finished game opened, its last move cut short to its first
sentence), the console says the end and the winner ("The game is over. Ann wins.") above the scores, once.
"""

from __future__ import annotations

import io
import json
from typing import Any

import pytest

from companion.console import Console
from companion.core import ChanceSource, Table
from companion.registry import spec
from companion.text.i18n import _, set_language
from companion.text.summary import winners_line

GAMES = ("acquire", "bigshot", "steam_barons", "mad_market", "tiny")
LANGUAGES = ("en", "it", "fr")


def short_of_the_end(game: str, seed: int = 3) -> tuple[Table[Any], Any]:
    """A random game of ``game`` one step before its end, and the step that ends it."""
    players = ["Ann", "Ben", "Cat"]
    whole = Table.new(spec(game).game, {"players": players, "seed": seed}, created="now")
    chance = ChanceSource(seed)
    while not whole.over:
        whole.submit(whole.choose_random(chance))
    table = Table.new(spec(game).game, {"players": players, "seed": seed}, created="now")
    for step in whole.steps[:-1]:
        table.submit(step.action)
    return table, whole.steps[-1].action


def words(language: str) -> tuple[str, str]:
    """How ``language`` says the end's first words and the scores' heading."""
    set_language(language)
    try:
        return _("The game is over.").rstrip("."), _("Final scores")
    finally:
        set_language("en")


def console_text(table: Table[Any], typed: list[str], language: str) -> str:
    """What the console printed, its lines broken for 80 columns joined again (one space between words)."""
    out = io.StringIO()
    Console(table, io.StringIO("".join(line + "\n" for line in [*typed, "q"])), out, language=language).run()
    set_language("en")
    return " ".join(out.getvalue().split(" ")).replace("\n  ", " ")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_the_last_move_says_the_end_once_then_the_scores(game: str, language: str) -> None:
    table, last = short_of_the_end(game)
    text = console_text(table, ["json " + json.dumps(last.to_json())], language)
    assert table.over
    over, scores = words(language)
    # the last question, then what the ending move and the console said (what can be typed next comes after)
    after = text[text.rindex("\n\n", 0, text.rindex(scores)) :]
    assert after.count(over) == 1, after
    assert after.index(over) < after.index(scores), after
    winners = [table.names[seat] for seat in table.summary()["winners"]]
    assert all(name in after[: after.index(scores)] for name in winners), after


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_a_finished_game_opened_says_its_end_once_with_the_winner(game: str, language: str) -> None:
    table, last = short_of_the_end(game)
    table.submit(last)
    text = console_text(table, [], language)
    over, scores = words(language)
    assert text.count(over) == 1, text
    said = text[text.index(over) :]
    winners = [table.names[seat] for seat in table.summary()["winners"]]
    assert said.index(scores) > 0 and all(name in text[: text.index(scores)] for name in winners), text


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("opened", [False, True])
def test_the_table_above_the_final_scores_does_not_name_the_winners_again(
    game: str, language: str, opened: bool
) -> None:
    """Steam Barons' table ended "Shared win: Ben and Cat" between the last move's "Ben and Cat share the win" and
    the final scores starring them both: said three times."""
    table, last = short_of_the_end(game)
    if opened:
        table.submit(last)
    text = console_text(table, [] if opened else ["json " + json.dumps(last.to_json())], language)
    set_language(language)
    try:
        told = [line.strip() for line in winners_line(table.summary())]
    finally:
        set_language("en")
    assert told and not any(line in text for line in told), told
