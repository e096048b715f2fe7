"""The share market: markers on the share track, moved one field at a time, never off the track.

A share is worth its marker's field value. Prices move, in a move's order:
1 the dice (white up, black down; equal dice nothing), 2 the forecast (the
marker advances one field, wrapping, and moves the stock its field names),
3 the stockbrokers, 4 one field per type traded. The bottom field is the
floor and the top field the ceiling (ruling).
"""

from __future__ import annotations

from companion.core import Event

from . import kept
from .actions import CrisisDie
from .events import MarketCrisis, PriceMoved
from .flow import to_open
from .rules import ONE_DIE, STOCKS, UP
from .state import State


def move(state: State, stock: str, step: int, cause: str) -> PriceMoved:
    """Move ``stock`` by ``step`` fields (+1 up, -1 down), clamped to the track."""
    track = state.board.track  # field n is worth track[n - 1]; the top field is len(track)
    fields = state.fields
    old = fields[stock]
    new = old + step
    if new < 1:
        new = 1
    elif new > len(track):
        new = len(track)
    fields[stock] = new
    return kept.PriceMoved(stock, cause, old, new, track[old - 1], track[new - 1])


def to_bottom(state: State, stock: str, cause: str) -> PriceMoved:
    """The stock market crisis: ``stock`` falls to the bottom field, wherever it was."""
    old = state.fields[stock]
    state.fields[stock] = 1
    return kept.PriceMoved(stock, cause, old, 1, state.board.value(old), state.board.value(1))


def crisis_die(state: State, action: CrisisDie) -> list[Event]:
    """The Stock market crisis square's die: the stock it names falls to the bottom; then the open phase."""
    ONE_DIE.read(action)
    stock = STOCKS[action.value - 1]
    return [MarketCrisis(action.value, stock), to_bottom(state, stock, "crisis")] + to_open(state)


def next_forecast(state: State) -> int:
    """The field (1-based) the forecast marker moves to next: the one after it, wrapping."""
    return state.forecast % len(state.board.forecast) + 1


def dice_moves(state: State, white: int, black: int) -> list[Event]:
    """Step 1: the white die's stock rises, the black die's falls; equal dice change nothing."""
    if white == black:
        return [kept.Doubles(white)]
    return [move(state, STOCKS[white - 1], +1, "white"), move(state, STOCKS[black - 1], -1, "black")]


def forecast_move(state: State) -> list[Event]:
    """Step 2: the marker advances one field and moves the stock its field names (doubles too)."""
    state.forecast = next_forecast(state)
    stock, direction = state.board.forecast[state.forecast - 1]
    return [
        kept.ForecastMoved(state.forecast, stock, direction),
        move(state, stock, +1 if direction == UP else -1, "forecast"),
    ]
