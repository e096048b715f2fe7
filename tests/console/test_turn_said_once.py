"""A turn's start is said once: by the question that asks its first move ("Turn 1 of 18: Ann rolls"), not also by
the step's echo above it or by a card over it. The game log keeps the sentence (a game's ``asked`` events)."""

from __future__ import annotations

from typing import Any

from companion.core import ChanceSource, Table
from companion.registry import spec
from companion.result_levels import levels_for
from companion.text.i18n import _
from companion.ui.results import card_for
from tests.console.sessions import play


def laid_out() -> Table[Any]:
    table = Table.new(spec("bigshot").game, {"players": ["Ann", "Ben", "Cat"], "seed": 3}, created="now")
    table.submit(table.choose_random(ChanceSource(3)))  # the layout
    assert table.prompt().kind == "first_player"
    return table


def test_the_console_leaves_the_turns_start_to_its_question() -> None:
    table = laid_out()
    out = play(table, "0")  # the companion decides who starts
    starter = table.names[table.steps[-1].action.player]
    started = f"Turn 1 of 18: {starter} rolls"
    assert out.count(started) == 1 and f"\n{started}\n" in out, out  # the question, and only it
    assert f"* {started}." not in out
    assert any(started in line for line in table.step_sentences(-1, _))  # the log keeps it


def test_a_card_leaves_the_turns_start_to_the_question_under_it() -> None:
    table = laid_out()
    chance = ChanceSource(5)
    while table.prompt().kind != "place":
        table.submit(table.choose_random(chance))
    updates: list[Any] = []
    table.listen(updates.append)
    while table.prompt().kind == "place":
        table.submit(table.choose_random(chance))
    (update,) = [u for u in updates if u.kind == "applied"][-1:]
    assert any(event.type == "turn_started" for event in update.events)
    card = card_for(table, update, levels_for("bigshot"), 0.0)
    assert card is not None and not any(sentence.startswith("Turn 2 of 18") for sentence in card.sentences)


def test_an_auctions_price_is_said_once_by_its_payment() -> None:
    table = laid_out()
    play(table, "0", "3", "3", "pass", "pass")  # who starts, the die, a bid of 3M, two passes
    step = table.steps[-1]
    said = table.step_sentences(-1, _)
    assert [event.type for event in step.events][-2:] == ["auction_won", "paid"], said
    winner = table.names[step.events[-1].player]
    assert said[-2:] == [
        f"{winner} takes the cubes of space {step.events[-2].space + 1}.",
        f"{winner} pays 3M to the bank.",
    ]
