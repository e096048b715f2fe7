"""Victory points and the end: the target, the last move, the ranking.

- The game stops at the end of the move in which a player reaches the target
  (35 VP by default). Only with more than two players still in the game, the
  players after them in the round (counted from the first player) get one
  last move, in which they may buy one item and sell shares but not sell
  companies. With two players the game ends at once. Seed example, six
  players: the first started, the third stops it, so the fourth, fifth and
  sixth move.
- Ranking: victory points; tie → cash; tie → cash plus every share at its
  current value; still tied → a shared win (ruling). Companies never count.
  A player who left the game is ranked after everyone still in it and wins
  nothing (ruling).
- Ruling: when only one player is left in the game, the game ends and that
  player wins.
"""

from __future__ import annotations

from typing import Any

from .rules import STOCKS
from .state import State


def position(state: State, seat: int) -> int:
    """``seat``'s place in the round, counted from the first player (0 = first)."""
    return (seat - state.first) % state.count


def last_movers(state: State, stopper: int) -> list[int]:
    """The players after ``stopper`` in the round, still in the game: they get one last move."""
    return [
        seat
        for seat in sorted(state.active(), key=lambda s: position(state, s))
        if position(state, seat) > position(state, stopper)
    ]


def shares_value(state: State, seat: int) -> int:
    return sum(state.shares.held[seat][stock] * state.value(stock) for stock in STOCKS)


def key(state: State, seat: int) -> tuple[int, int, int, int]:
    """The ranking key: in the game, VP, cash, cash plus shares."""
    cash = state.cash(seat)
    return (0 if state.players[seat].out else 1, state.players[seat].vp, cash, cash + shares_value(state, seat))


def winners(state: State) -> tuple[int, ...]:
    active = state.active()
    best = max(key(state, seat) for seat in active)
    return tuple(seat for seat in active if key(state, seat) == best)


def ranking(state: State) -> list[dict[str, Any]]:
    """Every seat, best first, with what decided its place."""
    order = sorted(range(state.count), key=lambda seat: (tuple(-k for k in key(state, seat)), seat))
    result = []
    for seat in order:
        _, vp, cash, total = key(state, seat)
        result.append(
            {"player": seat, "vp": vp, "cash": cash, "cash_and_shares": total, "out": state.players[seat].out}
        )
    return result
