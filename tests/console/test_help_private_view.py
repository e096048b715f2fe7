"""The console's help says what ``show SEAT`` shows in the game on the table (its spec's ``private_view``): Big
Shot's hidden cash, never Acquire's shares and tiles; a game that names nothing gets the bare line."""

from __future__ import annotations

import pytest

from companion.core import Table
from companion.registry import spec
from companion.text.i18n import _, set_language
from tests.console.sessions import play


def show_line(game: str, language: str = "en") -> str:
    table = Table.new(spec(game).game, {"players": ["Ann", "Ben", "Cat"], "seed": 1}, created="x")
    out = play(table, "help", language=language)
    return next(line for line in out.splitlines() if line.lstrip().startswith("show"))


def test_big_shot_names_its_hidden_cash_only() -> None:
    line = show_line("bigshot")
    assert "hidden cash" in line and "shares" not in line and "tiles" not in line


def test_each_game_names_its_own() -> None:
    assert "shares" in show_line("acquire")
    assert "sealed choice" in show_line("steam_barons")
    assert show_line("mad_market").split(None, 2)[2] == "a player's private view"


@pytest.mark.parametrize("language", ["it", "fr"])
def test_in_the_players_language(language: str) -> None:
    try:
        line = show_line("bigshot", language)
        set_language(language)
        assert _("hidden cash") in line and _("hidden cash") != "hidden cash"
    finally:
        set_language("en")
