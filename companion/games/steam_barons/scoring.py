"""The end: after turn 5 the player with the most cash wins; a tie shares the win."""

from __future__ import annotations

from .state import State


def winners(state: State) -> tuple[int, ...]:
    cash = [state.cash(seat) for seat in range(state.players)]
    best = max(cash)
    return tuple(seat for seat, money in enumerate(cash) if money == best)


def ranking(state: State) -> list[int]:
    """Seats by cash, richest first (ties keep seat order)."""
    return sorted(range(state.players), key=lambda seat: -state.cash(seat))
