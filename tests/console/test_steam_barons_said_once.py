"""Steam Barons at the console says each thing once, in every language.

The winner's purchase question said the win just announced ("Ann vince l'asta per Marrone a $8" right above "Ann
vince l'asta per Marrone: compra azioni a $8"); after the payouts the table's "Cours modifiés" line said the price
moves written just above it; "Livraison des marchandises, manche 1 sur 2" stood right above "… livre pour X :
manche 1 sur 2". Where a whole round ships nothing, the round is still said: no question of it follows.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

import pytest

from companion.core import ChanceSource, Table
from companion.registry import spec
from companion.result_levels import levels_for, unsaid_in
from companion.text.i18n import set_language
from tests.console.sessions import play


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")


def new(seed: int) -> Table[Any]:
    return Table.new(spec("steam_barons").game, {"players": ["Ann", "Ben", "Cat"], "seed": seed}, created="now")


def echo_of_the_step_into(wanted: Callable[[Table[Any]], bool], seed: int, language: str) -> str:
    """The console's words for the random move that brings a game to ``wanted``, typed as JSON, and the question
    asked after it."""
    table, chance, actions = new(seed), ChanceSource(seed), []
    while not wanted(table):
        action = table.choose_random(chance)
        actions.append(action)
        table.submit(action)
    before = new(seed)
    for action in actions[:-1]:
        before.submit(action)
    out = play(before, "json " + json.dumps(actions[-1].to_json()), language=language)
    asked = re.search(r"^(?:\(.*\) )?> ", out, re.M)  # the first question, where the move was typed
    assert asked is not None, out
    return out[asked.end() :]


def kind(name: str) -> Callable[[Table[Any]], bool]:
    return lambda table: table.prompt().kind == name


def asks(words: str, **values: Any) -> Callable[[Table[Any]], bool]:
    def at(table: Table[Any]) -> bool:
        main = table.prompt().primary()
        found = main is not None and words in main.decision.label
        return found and all(main.decision.values.get(key) == value for key, value in values.items())

    return at


WON = {"en": "wins the Wood auction", "it": "vince l'asta per Legno", "fr": "remporte l'enchère pour Bois"}
ASKED = {
    "en": "Cat: how many Wood shares at $11?",
    "it": "Cat: quante azioni Legno compri a $11?",
    "fr": "Cat : combien d'actions Bois à $11 ?",
}


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_win_is_said_once_above_the_winners_purchase(language: str) -> None:
    said = echo_of_the_step_into(kind("buy"), 1, language)
    assert said.count(WON[language]) == 1 and ASKED[language] in said, said


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_price_moves_are_said_once_after_the_payouts(language: str) -> None:
    set_language(language)
    from companion.text.i18n import _

    heading = _("Prices moved: {moves}").split(":")[0]
    said = echo_of_the_step_into(kind("sell"), 3, language)
    assert "$6" in said, said  # the moves, said by the step's own sentences ("price $5 to $6")
    assert heading not in said, said


SHIP = {"en": "Ship goods, round 2 of 2", "it": "round 2 di 2", "fr": "manche 2 sur 2"}


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_delivery_round_is_said_once_by_its_question(language: str) -> None:
    said = echo_of_the_step_into(asks("ships for", round=2), 2, language)
    assert said.count(SHIP[language].split(", ")[-1]) == 1, said


def test_a_round_nobody_ships_in_is_still_said() -> None:
    """No question of the round follows when every company has no link: its sentence stays in the step's echo."""
    from companion.games.steam_barons.events import DeliverySkipped, ShippingRound

    levels = levels_for("steam_barons")
    alone = [ShippingRound(2)]
    skipped = [ShippingRound(2), DeliverySkipped(("orange", "green"))]
    assert unsaid_in(alone, levels) == [True]
    assert unsaid_in(skipped, levels) == [False, False]
