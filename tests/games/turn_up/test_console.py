"""The console's draw: every card on a line or two with its count, the card typed by its value, and "random"
(or 0, where no card is 0) for the companion's blind draw."""

from __future__ import annotations

import io
from typing import Any

from companion.console import Console
from companion.core import Actor, ChanceSource, Choice, Draw, Prompt, Table
from companion.core.decisions import cards

from .game import GAME, ChequesGame, State, TurnUp


def played(typed: list[str], **config: Any) -> tuple[str, Table[Any]]:
    table = Table.new(GAME, {"players": ["Ann", "Ben"], **config}, created="x")
    out = io.StringIO()
    Console(table, io.StringIO("".join(line + "\n" for line in typed)), out, chance=ChanceSource(1)).run()
    return out.getvalue(), table


def test_thirty_property_cards_take_two_lines_and_the_value_typed_is_the_card() -> None:
    text, table = played(["7", "7", "30"], deck=list(range(1, 31)), draws=2)
    assert (
        "  Draw: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,\n"
        "    21, 22, 23, 24, 25, 26, 27, 28, 29, 30 (30 cards left)\n"
    ) in text
    assert "7 is not one of the options." in text  # the only 7 is gone: not read as the seventh line either
    assert [step.action for step in table.steps] == [TurnUp(7), TurnUp(30)]
    assert "1) " not in text  # a list of values is never numbered


def test_repeated_cheques_show_their_count_and_random_draws_where_0_is_a_cheque() -> None:
    text, table = played(["0", "random", "0"], draws=3)
    first = text.split("Turn up a cheque\n")[1]
    assert first.startswith(
        "  Draw: 0 ×2, 2 ×2, 3 ×2, 4 ×2, 5 ×2, 6 ×2, 7 ×2, 8 ×2, 9 ×2, 10 ×2, 11 ×2,\n"
        "    12 ×2, 13 ×2, 14 ×2, 15 ×2 (30 cards left)\n"
        "  Type 'random' and the companion draws a card.\n"
    )
    assert "  Draw: 0, 2 ×2," in text.split("Turn up a cheque\n")[2]  # one 0 left: shown without a count
    state = GAME.new_game({"players": ["Ann", "Ben"]})
    GAME.apply(state, TurnUp(0))
    drawn = GAME.deck(state).sample(ChanceSource(1))  # the console's own seeded source, as it stood
    assert [step.action for step in table.steps] == [TurnUp(0), drawn, TurnUp(0)]
    assert "let the companion decide" not in text  # "0" is a cheque here: the companion is asked by word


class Named(ChequesGame):
    """Cards with names for keys, not numbers: the console numbers them on their line instead."""

    def label(self, state: State, choice: Choice) -> str:
        return {5: "Tower", 9: "Luxor"}[choice.card] if isinstance(choice, TurnUp) else super().label(state, choice)

    def decisions(self, state: State, prompt: Prompt) -> tuple[Actor, ...]:
        deck = self.deck(state)
        named = cards(deck, lambda choice: self.label(state, choice), key=lambda action: self.label(state, action))
        return (Actor(None, Draw("Turn up a card", options=named, deck=deck), chance=True),) if deck else ()


def test_cards_named_by_words_are_numbered_on_their_line_and_typed_by_number_or_name() -> None:
    table = Table.new(Named(), {"players": ["Ann", "Ben"], "deck": [5, 5, 9], "draws": 3}, created="x")
    out = io.StringIO()
    Console(table, io.StringIO("2\ntower\n0\n"), out, chance=ChanceSource(1)).run()
    text = out.getvalue()
    assert "Turn up a card\n   0) let the companion decide\n  Draw: 1) Tower ×2  2) Luxor (3 cards left)\n>" in text
    assert [step.action for step in table.steps] == [TurnUp(9), TurnUp(5), TurnUp(5)]
