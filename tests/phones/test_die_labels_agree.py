"""A phone labels each die's row of faces as the touchscreen does: "White die", "Dado bianco", "Dé blanc"."""

from __future__ import annotations

from typing import Any

import pytest

from companion.core import ChanceSource, Table
from companion.core.decisions import Dice
from companion.phones.views import build, speaking
from companion.registry import spec
from companion.ui.decide.dice import die_label


def rolled_table() -> Table[Any]:
    """A game of Mad Market played at random until a roll of its two named dice is asked."""
    table = Table.new(spec("mad_market").game, {"players": ["Ann", "Ben", "Cat"], "seed": 3}, created="x")
    chance = ChanceSource(3)
    for _move in range(500):
        actor = table.prompt().primary()
        if actor is not None and isinstance(actor.decision, Dice) and len(actor.decision.dice) == 2:
            return table
        table.submit(table.choose_random(chance))
    raise AssertionError("no roll of two dice")


@pytest.mark.parametrize(
    ("language", "labels"),
    [("en", ["White die", "Black die"]), ("it", ["Dado bianco", "Dado nero"]), ("fr", ["Dé blanc", "Dé noir"])],
)
def test_the_phone_labels_the_dice_as_the_touchscreen(language: str, labels: list[str]) -> None:
    table = rolled_table()
    actor = table.prompt().primary()
    assert actor is not None and isinstance(actor.decision, Dice)
    with speaking(language):
        view = build(table, actor.seat)
        screen = [die_label(die) for die in actor.decision.dice]
    shown = next(d for d in view["decisions"] if d.get("kind") == "dice")
    assert [die["label"] for die in shown["dice"]] == screen == labels


def test_a_games_only_die_is_labelled_die_not_die_die() -> None:
    from companion.core.dice import LONE, Die
    from companion.text.i18n import set_language

    try:
        for language, word in (("en", "Die"), ("it", "Dado"), ("fr", "Dé")):
            set_language(language)
            assert die_label(Die(LONE, "value")) == word
    finally:
        set_language("en")
