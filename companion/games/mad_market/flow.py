"""The turn: a move, its landing, the open phase, the next player, and the end of the game.

A move goes: ``roll`` (chance) → the landing's offer, fight, crisis die,
auctions or debt, if any → the open phase (brokers, trades, one item,
company sales) → ``end_turn``. Players leave the game only by bankruptcy;
the turn skips them.
"""

from __future__ import annotations

from companion.core import Event

from . import end, kept
from .events import GameOver, TargetReached, TurnStarted
from .state import OPEN, OVER, ROLL, State, TurnLog


def turn_started(state: State) -> TurnStarted:
    state.phase = ROLL
    state.turn = TurnLog()
    state.offer = state.fight = state.auction = state.debt = None
    state.lots = []
    return kept.TurnStarted(state.current, state.round, state.last_round)


def to_open(state: State) -> list[Event]:
    """The landing is over: the player's open phase (brokers, trades, items)."""
    state.phase = OPEN
    state.offer = state.fight = state.auction = None
    state.lots = []
    return []


def end_turn(state: State) -> list[Event]:
    """``end_turn``: the target check, then the next move or the end."""
    seat = state.current
    happened: list[Event] = [kept.TurnEnded(seat)]
    if state.last_round:
        if seat in state.last_movers:
            state.last_movers.remove(seat)
    elif state.players[seat].vp >= state.target:
        state.stopper = seat
        state.last_round = True
        state.last_movers = end.last_movers(state, seat) if len(state.active()) > 2 else []
        happened.append(TargetReached(seat, state.players[seat].vp, tuple(state.last_movers)))
    return happened + next_move(state)


def after_leaving(state: State, seat: int) -> list[Event]:
    """``seat`` went bankrupt in its own move: the turn passes (or the game ends with one player left)."""
    if seat in state.last_movers:
        state.last_movers.remove(seat)
    if len(state.active()) <= 1:
        return finish(state, "alone")
    return next_move(state)


def next_move(state: State) -> list[Event]:
    if state.last_round:
        if not state.last_movers:
            return finish(state, "target")
        following = state.last_movers[0]
    else:
        following = next_active(state, state.current)
        # A new round when the turn comes back round to the first player (end.position, counted in place).
        first, count = state.first, len(state.players)
        if (following - first) % count <= (state.current - first) % count:
            state.round += 1
            limit = state.config["round_limit"]
            if limit is not None and state.round > limit:
                return finish(state, "round_limit")
    state.current = following
    return [turn_started(state)]


def next_active(state: State, seat: int) -> int:
    """The next seat clockwise from ``seat`` still in the game (``seat`` itself when nobody else is)."""
    players = state.players
    count = len(players)
    for step in range(1, count + 1):
        candidate = (seat + step) % count
        if not players[candidate].out:
            return candidate
    return seat


def finish(state: State, reason: str) -> list[Event]:
    state.phase = OVER
    state.offer = state.fight = state.auction = state.debt = None
    state.lots = []
    state.winners = end.winners(state)
    state.end_reason = reason
    return [GameOver(state.winners, reason)]
