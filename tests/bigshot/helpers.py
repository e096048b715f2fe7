"""Shared set-ups for the Big Shot tests: games at a chosen moment, with chosen cubes."""

from __future__ import annotations

from typing import Any

import pytest

from companion.core import Action, Event, RuleViolation
from companion.games.bigshot import GAME
from companion.games.bigshot.actions import Bid, FirstPlayer, Layout, Pass, Place, Roll
from companion.games.bigshot.rules import COLORS, CUBES_PER_COLOR
from companion.games.bigshot.state import State

NAMES = ["Ann", "Ben", "Cat", "Dan"]
RAINBOW = tuple(tuple(COLORS[(i + k) % 4] for k in range(4)) for i in range(18))  # every space one of each


def config(players: int = 4, **options: Any) -> dict[str, Any]:
    result: dict[str, Any] = {"players": NAMES[:players], "seed": 7}
    result.update(options)
    return result


def layout_with(spaces: dict[int, tuple[str, ...]] | None = None) -> tuple[tuple[str, ...], ...]:
    """A valid layout with the given spaces fixed and the rest filled evenly."""
    fixed = spaces or {}
    left = {color: CUBES_PER_COLOR for color in COLORS}
    for cubes in fixed.values():
        for color in cubes:
            left[color] -= 1
    result = []
    for index in range(18):
        if index in fixed:
            result.append(tuple(fixed[index]))
            continue
        space: list[str] = []
        for _ in range(4):
            options = sorted((c for c in COLORS if left[c] > 0), key=lambda c: (c in space, -left[c]))
            space.append(options[0])
            left[options[0]] -= 1
        result.append(tuple(space))
    assert all(n == 0 for n in left.values())
    return tuple(result)


def new(players: int = 4, **options: Any) -> State:
    return GAME.new_game(GAME.prepare_config(config(players, **options)))


def started(
    players: int = 4,
    *,
    spaces: dict[int, tuple[str, ...]] | None = None,
    broker: int = 0,
    first: int = 0,
    **options: Any,
) -> State:
    """A game waiting for the first roll: layout set, ``first`` to roll, broker on ``broker``."""
    state = new(players, **options)
    apply(state, Layout(layout_with(spaces) if spaces else RAINBOW, broker))
    apply(state, FirstPlayer(first))
    return state


def apply(state: State, *actions: Action) -> list[Event]:
    happened: list[Event] = []
    for action in actions:
        happened += GAME.apply(state, action)
        GAME.check_invariants(state)
    return happened


def refused(state: State, action: Action, code: str | None = None) -> RuleViolation:
    """Apply ``action`` expecting a refusal that leaves the state exactly as it was."""
    before = state.fingerprint()
    with pytest.raises(RuleViolation) as info:
        GAME.apply(state, action)
    assert state.fingerprint() == before
    if code is not None:
        assert info.value.code == code, info.value
    return info.value


def types(events: list[Event]) -> list[str]:
    return [event.type for event in events]


def auction_to_roller(state: State, value: int = 1) -> list[Event]:
    """Roll and let everybody pass: the roller takes the cubes free."""
    roller = state.roller
    assert roller is not None
    happened = apply(state, Roll(roller, value))
    while state.phase == "bid":
        happened += apply(state, Pass(state.auction.to_act))
    return happened


def buy(state: State, seat: int, amount: int, value: int = 1) -> list[Event]:
    """Roll; ``seat`` bids ``amount`` when first asked, everybody else passes."""
    happened = apply(state, Roll(state.roller, value))
    while state.phase == "bid":
        to_act = state.auction.to_act
        if to_act == seat and state.auction.high_bidder != seat:
            happened += apply(state, Bid(seat, amount))
        else:
            happened += apply(state, Pass(to_act))
    return happened


def place_all(state: State, lot: str) -> list[Event]:
    """Put the cubes in hand on ``lot`` (first lots with room when it is full)."""
    return apply(state, Place(state.winner, {lot: state.in_hand}))


def dump(state: State, keep: frozenset[str] | set[str] = frozenset()) -> list[Event]:
    """Place the cubes in hand one by one on the first lots with room, leaving ``keep`` alone."""
    room = {lot: 7 - sum(c.values()) for lot, c in state.lots.items() if lot not in state.awarded and lot not in keep}
    placement: dict[str, list[str]] = {}
    for color in state.in_hand:
        lot = next(lot for lot, left in room.items() if left > 0)
        room[lot] -= 1
        placement.setdefault(lot, []).append(color)
    return apply(state, Place(state.winner, {lot: tuple(c) for lot, c in placement.items()}))


def finish(state: State, keep: frozenset[str] | set[str] = frozenset()) -> list[Event]:
    """Play the remaining turns: the roller takes the cubes free and dumps them away from ``keep``."""
    happened: list[Event] = []
    if state.phase == "place":
        happened += dump(state, keep)
    while state.phase != "over":
        happened += auction_to_roller(state, 1)
        happened += dump(state, keep)
    return happened
