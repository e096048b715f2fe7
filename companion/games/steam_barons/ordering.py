"""Chance: the order of play of the companies (set-up and phase 7) and the first player (set-up).

- At set-up one token of every company is drawn from the bag: that is the
  order of play of turn 1. Then a random player takes the first-player marker.
- Phase 7: at the end of turns 1–4 a new order of the *active* companies is
  drawn (not in the last turn).
- The companion offers its own draw, made from the config's seed and the
  turn (so a journal replays without a generator); players who drew tokens
  from a real bag enter that order instead.
- **Ruling**: with one active company or none there is nothing to draw: the
  order is set without asking.
"""

from __future__ import annotations

from companion.core import Event, shuffled

from .actions import CompanyOrder, FirstPlayer
from .choices import is_permutation
from .errors import BadOrder, BadSeat
from .events import FirstPlayerChosen, OrderDrawn
from .rules import COMPANY_NAMES
from .state import State


def to_draw(state: State) -> list[str]:
    """The companies whose tokens go in the bag: the active ones."""
    return state.active()


def drawn(state: State) -> tuple[str, ...]:
    """The companion's own draw for this moment: the seed, the turn and who is left decide it."""
    return seeded_draw(state.config["seed"], state.turn + (0 if state.marker is None else 1), to_draw(state))


def seeded_draw(seed: int, turn: int, companies: list[str]) -> tuple[str, ...]:
    """The order of play the companion offers for ``turn``: also what a position that leaves its order out gets."""
    return tuple(shuffled(companies, seed * 7919 + turn))  # ChanceSource(seed * 7919 + turn).shuffled(companies)


def order_problem(state: State, order: object) -> BadOrder | None:
    expected = to_draw(state)
    if not is_permutation(order, expected):
        typed = list(order) if isinstance(order, tuple | list) else [order]
        return BadOrder(
            expected=[COMPANY_NAMES[company] for company in expected],
            order=[
                COMPANY_NAMES.get(company, str(company)) if isinstance(company, str) else str(company)
                for company in typed
            ],
        )
    return None


def set_order(state: State, action: CompanyOrder) -> tuple[list[Event], bool]:
    """The order of play; returns the events and True (the draw is over)."""
    problem = order_problem(state, action.order)
    if problem is not None:
        raise problem
    state.order = list(action.order)
    turn = state.turn + (0 if state.marker is None else 1)
    return [OrderDrawn(turn, tuple(action.order))], True


def first_player(state: State, action: FirstPlayer) -> tuple[list[Event], bool]:
    seat = action.player
    if type(seat) is not int or not 0 <= seat < state.players:
        raise BadSeat(last=state.players - 1, seat=seat)
    state.marker = seat
    return [FirstPlayerChosen(seat)], True
