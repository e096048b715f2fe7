"""Big Shot's console says who won twice, not three times: the ending move's sentence ("… Ann wins.") and the
final standing; the table's view above the standing names no winner of its own ("Winner: Ann" made three)."""

from __future__ import annotations

import json

import pytest

from companion.core import PUBLIC
from companion.front.bigshot import console
from companion.text.i18n import _, set_language
from tests.console.sessions import play
from tests.console.test_end_said_once import short_of_the_end


@pytest.fixture
def language():
    yield set_language
    set_language("en")


@pytest.mark.parametrize("code", ["en", "it", "fr"])
def test_the_view_of_a_finished_game_adds_nothing_of_its_end(language, code) -> None:
    table, last = short_of_the_end("bigshot")
    table.submit(last)
    summary = table.summary(PUBLIC)
    language(code)
    assert summary["over"] and summary["winners"]
    assert console.view(summary) == console.view({**summary, "over": False, "winners": []})


def test_the_console_names_the_winner_in_the_last_move_and_the_standing(language) -> None:
    table, last = short_of_the_end("bigshot")
    out = play(table, "json " + json.dumps(last.to_json()))
    (winner,) = (table.names[seat] for seat in table.summary(PUBLIC)["winners"])
    after = out[out.rindex("\n\n", 0, out.rindex(_("Final scores"))) :]  # what can be typed next follows
    assert after.count(f"{winner} wins.") == 1
    standing = after[after.index(_("Final scores")) :]
    assert f"*1. {winner}" in standing
    assert f"Winner: {winner}" not in after
