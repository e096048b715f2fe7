"""Seats and turn order. Seats are 0-based and numbered clockwise."""

from __future__ import annotations


def next_seat(seat: int, players: int, step: int = 1) -> int:
    """The seat ``step`` places clockwise from ``seat``."""
    return (seat + step) % players


CLOCKWISE: dict[int, tuple[tuple[int, ...], ...]] = {
    players: tuple((*range(start, players), *range(start)) for start in range(players)) for players in range(1, 9)
}
"""Every clockwise order of a table of one to eight seats, by the number of seats and the first seat, made once:
building one from two ranges costs about 4,000 instructions and engines ask for one every auction and offer round
(Steam Barons some 50 times a game); finding it costs a tenth of that. Tuples: shared safely."""


def clockwise_from(start: int, players: int) -> tuple[int, ...]:
    """Every seat once, clockwise, beginning with ``start``."""
    start %= players
    orders = CLOCKWISE.get(players)
    return orders[start] if orders is not None else (*range(start, players), *range(start))


def left_of(seat: int, players: int) -> tuple[int, ...]:
    """Every seat once, clockwise, beginning left of ``seat`` so ``seat`` comes last."""
    return clockwise_from((seat + 1) % players, players)
