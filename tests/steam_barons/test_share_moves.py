"""A share issued, bought or sold: the usual move is made on the kit's counts directly, anything else is refused
by the kit's ``move`` with the words it always had, and a refusal changes nothing."""

from __future__ import annotations

from typing import Any

import pytest

from companion.games.steam_barons.holdings import AVAILABLE, UNISSUED, Holdings
from companion.games.steam_barons.rules import COMPANIES

RED = COMPANIES[0]


def fresh() -> Holdings:
    shares = Holdings(COMPANIES, 8, 4)
    shares.buy(RED, 1, 1)  # seat 1 holds one, none left available
    shares.issue(RED, 3)  # three available again, four unissued
    return shares


def test_the_usual_moves_count_as_the_kits_move() -> None:
    shares, kit = fresh(), fresh()
    shares.buy(RED, 2, 2)
    kit.move(RED, 2, AVAILABLE, 2)
    shares.sell(RED, 1, 1)
    kit.move(RED, 1, 1, AVAILABLE)
    shares.issue(RED, 4)
    kit.move(RED, 4, UNISSUED, AVAILABLE)
    assert shares.fingerprint() == kit.fingerprint()
    shares.check()


@pytest.mark.parametrize(
    "move, args",
    [
        ("buy", (RED, 0, 4)),  # more than available
        ("buy", (RED, 0, -1)),
        ("buy", (RED, 0, True)),
        ("buy", (RED, 4, 1)),  # no such seat
        ("buy", (RED, -1, 1)),
        ("buy", ("nobody", 0, 1)),
        ("sell", (RED, 0, 1)),  # seat 0 holds none
        ("sell", (RED, 1, 2)),
        ("sell", (RED, 1, 1.0)),
        ("sell", (RED, 9, 1)),
        ("sell", ("nobody", 1, 1)),
        ("issue", (RED, 5)),  # four unissued
        ("issue", (RED, -2)),
        ("issue", ("nobody", 1)),
    ],
)
def test_anything_else_is_refused_as_the_kits_move_refuses_it(move: str, args: tuple[Any, ...]) -> None:
    shares, kit = fresh(), fresh()
    before = shares.fingerprint()
    with pytest.raises(Exception) as fast:
        getattr(shares, move)(*args)
    if move == "issue":
        company, count = args
        place_args: tuple[Any, ...] = (company, count, UNISSUED, AVAILABLE)
    elif move == "buy":
        company, seat, count = args
        place_args = (company, count, AVAILABLE, seat)
    else:
        company, seat, count = args
        place_args = (company, count, seat, AVAILABLE)
    with pytest.raises(Exception) as slow:
        kit.move(*place_args)
    assert type(fast.value) is type(slow.value) and str(fast.value) == str(slow.value)
    assert shares.fingerprint() == before
