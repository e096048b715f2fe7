"""Walking a table to the moment a test needs: the companion's seeded random choices, until the moment comes.

Most tests of a screen, a console line or a phone's page need a table at one moment of play (the first auction,
the sealed sales, the two-player market's draw) and do not care how it got there, only that it gets there the
same way every run: the seeded random player (:meth:`Table.choose_random`) plays every seat until the moment
comes. A walk is bounded: a rule, a seed or a game's options that never lead there fail with where the walk
stopped (the game over, or the prompt it was at), instead of hanging the run or asserting on the wrong moment.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from companion.core import ChanceSource, Table

T = TypeVar("T")
"""What a test plays a game until (a decision, with its seat)."""

MOST_ACTIONS = 5_000
"""More actions than any game here takes to end: a walk that has not arrived by then never will."""


def played_until(
    table: Table[Any],
    until: str | Callable[[Table[Any]], bool],
    chance: ChanceSource | int,
    *,
    submit: Callable[[Any], object] | None = None,
) -> Table[Any]:
    """``table`` once its prompt's kind is ``until`` (or ``until(table)`` holds), every seat played at random.

    ``chance`` is a seed, or the source itself when the test draws more from it afterwards. ``submit`` is how
    each action goes in: the table's own by default; a touchscreen test passes its app's, so that the screen
    follows the table as it would at play.
    """
    arrived = (lambda t: t.prompt().kind == until) if isinstance(until, str) else until
    source = ChanceSource(chance) if isinstance(chance, int) else chance
    put = table.submit if submit is None else submit
    for _ in range(MOST_ACTIONS):
        if arrived(table):
            return table
        assert not table.over, f"the game ended before {until!r}"
        put(table.choose_random(source))
    raise AssertionError(f"{until!r} not reached in {MOST_ACTIONS} actions; the prompt is {table.prompt().kind!r}")


def played_until_found(
    table: Table[Any], seed: int, found: Callable[[Table[Any]], T | None], moves: int, what: str
) -> T:
    """What ``found`` first gives (a decision a test opens on a phone, with its seat) as ``table`` is played at
    random from ``seed``, for at most ``moves`` moves: ``what`` names it when it never comes."""
    chance = ChanceSource(seed)
    for _move in range(moves):
        seen = found(table)
        if seen is not None:
            return seen
        table.submit(table.choose_random(chance))
    raise AssertionError(f"no {what} in {moves} moves")
