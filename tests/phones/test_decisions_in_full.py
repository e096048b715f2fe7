"""A phone says of a decision all that the console says of it: what a confirm moves ("Take the loan" and its
"+9M", as the console says "Ann: Take the loan (+9M)").

A player who holds the phone has only the phone: a loan's button that said "Take the loan" where the console
says "Take the loan (+9M)" made that player ask the table what the loan pays.
"""

from __future__ import annotations

from typing import Any

import pytest

from companion.core import ChanceSource, Table
from companion.core.decisions import Actor, Confirm
from companion.phones.views import build, speaking
from companion.registry import spec

NAMES = ["Ann", "Ben", "Cat", "Dan"]


def loan(table: Table[Any], chance: ChanceSource) -> Actor:
    """Big Shot played at random until a seat is offered a loan of one colour (a confirm with its "+9M")."""
    for _move in range(500):
        for actor in table.prompt().actors:
            if isinstance(actor.decision, Confirm) and actor.decision.detail:
                return actor
        table.submit(table.choose_random(chance))
    raise AssertionError("no loan offered in 500 moves")


@pytest.mark.parametrize(("language", "button"), [("en", "Take the loan"), ("it", "Prestito"), ("fr", "Emprunter")])
def test_a_loans_confirm_says_what_it_pays_on_the_phone(language: str, button: str) -> None:
    table = Table.new(spec("bigshot").game, {"players": NAMES[:3], "seed": 3}, created="x")
    actor = loan(table, ChanceSource(3))
    assert actor.seat is not None and isinstance(actor.decision, Confirm)
    with speaking(language):
        [shown] = [entry for entry in build(table, actor.seat)["decisions"] if entry["kind"] == "confirm"]
    assert shown["button"] == button and shown["detail"] == actor.decision.detail
    assert shown["detail"].startswith("+") and shown["detail"].endswith("M")
