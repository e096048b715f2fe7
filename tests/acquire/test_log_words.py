"""The log names every kind of shareholder bonus in the reader's language, never by its code.

A tie for most shares pays the bonus kind "shared"; its word was missing from the log's display words, so an
Italian table read "Anna riceve il bonus di shared di $2.300 per Luxor".
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from companion.games.acquire.bonuses import MAJORITY, MINORITY, SHARED
from companion.games.acquire.log import KINDS, describe_event
from companion.text.i18n import _, set_language

from .helpers import act, line, of_type, place, position


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    yield
    set_language("en")


def test_every_kind_of_bonus_has_a_word_in_the_log() -> None:
    assert set(KINDS) == {MAJORITY, MINORITY, SHARED}


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_a_tie_for_most_shares_is_told_in_the_language(language: str) -> None:
    set_language(language)
    state = position(
        chains={"tower": line("A", 1, 3), "luxor": line("A", 5, 6)}, holdings={1: {"luxor": 2}, 2: {"luxor": 2}}
    )
    paid = of_type(act(state, place(0, "4A")), "bonus_paid")
    assert [(bonus.player, bonus.kind) for bonus in paid] == [(1, SHARED), (2, SHARED)]
    text = describe_event(state, paid[0], _)
    assert _("shared majority and minority") in text
    if language == "en":
        assert text == "Ben receives a shared majority and minority bonus of $1,500 for Luxor."
    else:  # the kind's code is English: it must not reach an Italian or French sentence
        assert "shared" not in text
