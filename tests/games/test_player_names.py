"""Every game refuses a table whose players cannot be told apart, with the same sentence.

The check is one core helper (:func:`companion.core.players.check_names`);
these tests run it through each installed engine's ``prepare_config``, so an
engine that goes back to its own player-list check fails here.
"""

from __future__ import annotations

import pytest

from companion.core import RuleViolation
from companion.core.players import DuplicateNames, EmptyName, NotNames, check_names, same_name
from companion.registry import specs

ENGINES = sorted(specs())


def prepare(game: str, players: object) -> dict:
    return specs()[game].game.prepare_config({"players": players, "seed": 1})


@pytest.mark.parametrize("game", ENGINES)
@pytest.mark.parametrize("players", [["Anna", "Anna"], ["Anna", "anna"], ["Anna", " ANNA "], ["Ben", "Anna", "Anna"]])
def test_each_engine_refuses_two_players_with_the_same_name(game: str, players: list[str]) -> None:
    with pytest.raises(DuplicateNames) as refused:
        prepare(game, players)
    assert refused.value.code == "duplicate_names"
    assert refused.value.message() == "Two players have the same name: rename one."


@pytest.mark.parametrize("game", ENGINES)
@pytest.mark.parametrize("blank", ["", "   "])
def test_each_engine_refuses_an_empty_name(game: str, blank: str) -> None:
    with pytest.raises(EmptyName) as refused:
        prepare(game, ["Anna", blank])
    assert refused.value.message() == "Player 2 has no name: type one."


@pytest.mark.parametrize("game", ENGINES)
@pytest.mark.parametrize("players", ["Anna Ben", ["Anna", 3], None, [["Anna"], "Ben"]])
def test_each_engine_refuses_players_that_are_not_names(game: str, players: object) -> None:
    with pytest.raises(NotNames):
        prepare(game, players)


@pytest.mark.parametrize("game", ENGINES)
def test_each_engine_keeps_distinct_names_trimmed(game: str) -> None:
    assert prepare(game, [" Anna", "Ben ", "Zoé"][: specs()[game].game.max_players])["players"][:2] == ["Anna", "Ben"]


def test_names_differing_only_in_case_or_spaces_are_the_same() -> None:
    assert same_name(" Zoé ") == same_name("ZOÉ")
    assert check_names(["Anna", "Annabel", "Ann"]) == ["Anna", "Annabel", "Ann"]


def test_the_refusals_are_rule_violations_that_say_which_seats_clash() -> None:
    with pytest.raises(RuleViolation) as refused:
        check_names(["Anna", "Ben", "anna"])
    assert refused.value.data == {"name": "anna", "first": 1, "second": 3}
