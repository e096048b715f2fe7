"""Any game whose engine previews an action and whose front package words it gets the words beside its options.

The console and the phones never name a game: a stand-in of the kit's test game, whose engine previews a guess
and whose spec names words for it, has them beside its options on both, as Acquire's tiles do. A game that
words nothing, and a pick too long to list, are listed as before.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from typing import Any

import pytest

from companion import registry
from companion.console import Console
from companion.core import Action, Table
from companion.core.decisions import Pick, Secret
from companion.games.tiny.actions import Guess
from companion.games.tiny.engine import TinyAuction
from companion.phones.views import build
from companion.registry import GameSpec
from companion.text.option_words import OptionWords, pick_words


class ToldAuction(TinyAuction):
    """The test game with a preview: what a guess of odd or even bets on."""

    name = "tiny-told"

    def preview(self, state: Any, action: Action) -> Any:
        return {"parity": action.parity} if isinstance(action, Guess) else None


GAME = ToldAuction()


def words(shown: dict[str, Any] | None, summary: dict[str, Any], action: Action, config: Any) -> OptionWords | None:
    """The stand-in front package's words for a guess."""
    if shown is None:
        return None
    short = {"odd": "wins on 3, 5, 7, 9 or 11", "even": "wins on 2, 4, 6, 8, 10 or 12"}[shown["parity"]]
    return OptionWords(short, (f"A bet on {shown['parity']}", short))


@pytest.fixture
def told() -> Iterator[Table[Any]]:
    remove = registry.register(
        GameSpec(
            name="tiny-told",
            engine="tests.console.test_option_words:GAME",
            option_words="tests.console.test_option_words:words",
        )
    )
    try:
        yield Table.new(GAME, {"players": ["Ann", "Ben"], "rounds": 1}, created="now")
    finally:
        remove()


def test_another_games_options_say_what_they_would_do_at_the_console(told: Table[Any]) -> None:
    out = io.StringIO()
    Console(told, io.StringIO("1\n\n1\n\n"), out, language="en").run()  # Ann's sealed guess: its options
    said = out.getvalue().splitlines()
    assert "  1) odd   wins on 3, 5, 7, 9 or 11" in said
    assert "  2) even  wins on 2, 4, 6, 8, 10 or 12" in said


def test_another_games_options_say_it_on_the_deciding_phone(told: Table[Any]) -> None:
    view = build(told, 0)
    inner = view["decisions"][0]["inner"]
    assert [option.get("preview") for option in inner["options"]] == [
        "wins on 3, 5, 7, 9 or 11",
        "wins on 2, 4, 6, 8, 10 or 12",
    ]


def test_a_game_that_words_no_previews_lists_its_options_bare() -> None:
    table = Table.new(registry.spec("tiny").game, {"players": ["Ann", "Ben"], "rounds": 1}, created="now")
    secret = table.prompt().actors[0].decision
    assert isinstance(secret, Secret) and isinstance(secret.inner, Pick)
    assert pick_words(table, secret.inner) == {}


def test_a_board_of_every_square_gets_no_words_beside_each() -> None:
    # Physical tiles: a hundred and eight squares, each read on demand ("? 5C"), never all at once.
    table = Table.new(registry.spec("acquire").game, {"players": ["Ann", "Ben", "Cat"]}, created="now")
    square = table.prompt().primary()
    assert square is not None and isinstance(square.decision, Pick) and len(square.decision.options) > 12
    assert pick_words(table, square.decision) == {}
