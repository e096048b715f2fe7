"""Every game played on a stand-in (a board or a card whose numbers are not the box's) says so at the console in
one way: the engine's own words (:meth:`~companion.core.Game.stand_ins`), above the table, in the player's
language; no game's view words it its own way, and a game on the owner's tables says nothing of it."""

from __future__ import annotations

import pytest

from companion.core import PUBLIC, Table
from companion.games import get, names
from companion.text.i18n import set_language, translator
from companion.text.summary import render
from tests.console.sessions import play

PRINTED = [name for name in names() if get(name).printed]
PLAYERS = ["Ann", "Ben", "Cat"]


def flat(text: str) -> str:
    """``text`` with its line breaks and runs of spaces as one space: the console breaks a long line at 80."""
    return " ".join(text.split())


def started(name: str, **config: object) -> Table:
    return Table.new(get(name), {"players": PLAYERS, "seed": 4, **config}, created="x")


def on_the_owners_table(name: str) -> Table:
    """A new game of ``name`` on its packaged numbers marked as the owner's own (calibrated): no stand-in."""
    ((key, printed, _words),) = get(name).printed
    owners = printed.packaged_table()
    owners["calibrated"] = True
    return started(name, **{key: owners})


def test_the_games_with_printed_tables_are_the_three_with_stand_ins() -> None:
    assert sorted(PRINTED) == ["bigshot", "mad_market", "steam_barons"]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("name", PRINTED)
def test_the_console_heads_the_table_with_the_engines_words(name: str, language: str) -> None:
    table = started(name)
    words = table.game.stand_ins(table.header.config)
    assert words
    said = [translator(language)(text) for text in words]
    out = play(table, "show 1", language=language)
    set_language("en")
    table_shown = out.split("\n> ")[0].split("\n", 1)[1]  # the table the console opens with, after its greeting
    assert flat(table_shown).startswith(flat(" ".join(said)))
    private = out.split("\n> ")[1]  # "show 1": the seat's private view is headed the same way
    assert flat(" ".join(said)) in flat(private)
    for line in render(name, table.summary(PUBLIC)) + render(name, table.summary(0), 0):
        assert "uncalibrated" not in line and "placeholder" not in line and "stand-in" not in line.casefold()


@pytest.mark.parametrize("name", PRINTED)
def test_a_game_on_the_owners_tables_says_nothing_of_stand_ins(name: str) -> None:
    ((_key, _printed, words),) = get(name).printed
    out = play(on_the_owners_table(name), language="fr")
    set_language("en")
    assert flat(translator("fr")(words)) not in flat(out)
    assert "calibr" not in out and "provisoire" not in out


@pytest.mark.parametrize("name", PRINTED)
def test_the_console_says_where_the_owners_own_numbers_go(name: str, tmp_path, monkeypatch) -> None:
    # The console has no Settings: under the stand-in's words it names the table's screen's Settings and the
    # file those Settings write, in the data directory, which every new game reads (the console's too).
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    ((_key, printed, _words),) = get(name).printed
    out = play(started(name), "status", language="it")
    set_language("en")
    opening, later = out.split("\n> ")[0], out.split("\n> ")[1]
    assert "Impostazioni sullo schermo del tavolo" in flat(opening)
    assert str(tmp_path / printed.saved_name) in flat(opening).replace(" ", "")
    assert "Impostazioni sullo schermo del tavolo" not in flat(later)  # once, not above every table


@pytest.mark.parametrize("name", PRINTED)
def test_the_owners_tables_need_no_word_of_where_they_go(name: str) -> None:
    assert "Settings" not in play(on_the_owners_table(name))
