"""Seats and turn order. Seats are 0-based and numbered clockwise."""

from __future__ import annotations


def next_seat(seat: int, players: int, step: int = 1) -> int:
    """The seat ``step`` places clockwise from ``seat``."""
    return (seat + step) % players


def clockwise_from(start: int, players: int) -> tuple[int, ...]:
    """Every seat once, clockwise, beginning with ``start``."""
    start %= players
    return (*range(start, players), *range(start))


def left_of(seat: int, players: int) -> tuple[int, ...]:
    """Every seat once, clockwise, beginning left of ``seat`` so ``seat`` comes last."""
    return clockwise_from((seat + 1) % players, players)
