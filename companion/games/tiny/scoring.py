"""The end: points from lots plus coins; the highest score wins and ties share the win."""

from __future__ import annotations

from .state import State, account


def score(state: State, seat: int) -> int:
    return state.points[seat] + state.ledger[account(seat)]


def winners(state: State) -> list[int]:
    scores = [score(state, seat) for seat in range(state.players)]
    best = max(scores)
    return [seat for seat, value in enumerate(scores) if value == best]
