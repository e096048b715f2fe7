"""A word that names a real thing the rules refuse now ("villa" with no villa to buy) gets the rule's reason.

The console once said "'villa' is not an option or a command" whether the
villas were sold out, the cash was short, an item was already bought this
move or the dice were still to be thrown: the player could not tell which.
The game names such things (:meth:`companion.core.Game.named_actions`); the
console submits the one a word names, and the engine refuses it with its
reason, changing nothing.
"""

from __future__ import annotations

from typing import Any

import pytest

from companion.core import Table
from companion.games.mad_market import GAME
from tests.console.sessions import play


def table(
    *,
    step: str = "open",
    cash: int = 600,
    ann: dict[str, int] | None = None,
    ben: dict[str, int] | None = None,
    **more: Any,
) -> Table:
    """Ann's move at ``step`` on a free square with ``cash`` and the items ``ann``; Ben holds the items ``ben``."""
    position = {
        "step": step,
        "first": 0,
        "mover": 0,
        "players": [
            {"name": "Ann", "cash": cash, "square": "free-1", "items": ann or {}},
            {"name": "Ben", "cash": 500, "items": ben or {}},
            {"name": "Cat", "cash": 500},
        ],
        **more,
    }
    config = {"players": ["Ann", "Ben", "Cat"], "board": "standin", "seed": 2, "position": position}
    return Table.new(GAME, config, created="2026-01-01T00:00:00")


def flat(text: str) -> str:
    """The console's output as one line (a long refusal wraps at 78 columns)."""
    return " ".join(text.split())


@pytest.mark.parametrize(
    ("game", "typed", "reason"),
    [
        (lambda: table(cash=400), "villa", "Ann has 400 and cannot pay 500."),
        (
            lambda: table(ann={"limousine": 1}, this_move={"item": "limousine"}),
            "villa",
            "Ann has already bought an item this turn",
        ),
        (lambda: table(ben={"villa": 10}), "villa", "No villa is left in the supply."),
        (lambda: table(step="roll"), "villa", "waiting for the white and the black die"),
        (lambda: table(step="roll"), "limo", "waiting for the white and the black die"),
        (lambda: table(step="roll"), "end the move", "waiting for the white and the black die"),
    ],
)
def test_a_word_for_a_thing_not_on_offer_gets_the_rules_reason(game: Any, typed: str, reason: str) -> None:
    shown = flat(play(game(), typed, language="en"))
    assert "> Refused: " in shown and reason in shown
    assert "not an option" not in shown


def test_the_refused_word_changes_nothing() -> None:
    game = table(cash=400)
    before = game.position()
    play(game, "villa", language="en")
    assert game.position() == before and not game.steps


def test_the_reason_is_in_the_players_language() -> None:
    shown = flat(play(table(step="roll"), "villa", language="fr"))
    assert "Refusé" in shown and "n'est pas une option" not in shown


def test_an_item_on_offer_is_still_bought_by_its_word() -> None:
    game = table(cash=600)
    play(game, "villa", "y", language="en")
    assert game.summary()["players"][0]["vp"] == 3
