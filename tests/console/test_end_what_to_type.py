"""Under the final scores the console says what the table can type next, in its own language.

The scores ended on a bare prompt: the players reading them together were not told they could read the score
sheet again, the log, take back the last move or leave. Every word the line quotes is a command the console
takes in that language.
"""

from __future__ import annotations

import io
import re

import pytest

from companion.console import Console
from companion.console.commands import english_command, translated
from companion.text.i18n import _, set_language
from tests.console.test_end_said_once import GAMES, LANGUAGES, short_of_the_end


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_the_final_scores_are_followed_by_what_can_be_typed(game: str, language: str) -> None:
    table, last = short_of_the_end(game)
    table.submit(last)
    out = io.StringIO()
    Console(table, io.StringIO("q\n"), out, language=language).run()
    try:
        scores = _("Final scores")
        text = out.getvalue()
        after = text[text.rindex(scores) :]
        told = " ".join(after[after.index("\n\n") :].split(">")[0].split())
        words = re.findall(r"'(\w+)'", told)
        assert len(words) == 4, told
        assert all(english_command(word) or translated(word) for word in words), told
        if language != "en":
            assert all(english_command(word) is None for word in words), told  # the table's own words
    finally:
        set_language("en")
