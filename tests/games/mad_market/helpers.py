"""Shared set-ups for the Mad Market tests: games at a chosen moment, with chosen cash, shares and pawns.

Positions the dice would reach only after many moves are arranged directly,
but money and shares always move through the game's own books (the ledger's
transfers, the share pool's moves), so both stay conserved and
``check_invariants`` still holds.
"""

from __future__ import annotations

from typing import Any

import pytest

from companion.core import BANK, POOL, Action, Event, RuleViolation
from companion.games.mad_market import GAME
from companion.games.mad_market.actions import EndTurn, Roll, StartRoll
from companion.games.mad_market.state import STATE_HELD, State, account

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]


def config(players: int = 3, **options: Any) -> dict[str, Any]:
    result: dict[str, Any] = {"players": NAMES[:players], "seed": 7}
    result.update(options)
    return result


def new(players: int = 3, **options: Any) -> State:
    return GAME.new_game(GAME.prepare_config(config(players, **options)))


def started(players: int = 3, first: int = 0, **options: Any) -> State:
    """A game waiting for ``first``'s first roll: ``first`` threw 6 in the roll-off, everyone else 1."""
    state = new(players, **options)
    for seat in range(players):
        apply(state, StartRoll(seat, 6 if seat == first else 1))
    assert state.phase == "roll" and state.current == first
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
    summaries = GAME.summary(state)
    with pytest.raises(RuleViolation) as info:
        GAME.apply(state, action)
    assert state.fingerprint() == before
    assert GAME.summary(state) == summaries
    if code is not None:
        assert info.value.code == code, info.value
    return info.value


def types(events: list[Event]) -> list[str]:
    return [event.type for event in events]


def of_type(events: list[Event], kind: str) -> list[Event]:
    return [event for event in events if event.type == kind]


def index(state: State, square: str) -> int:
    return state.board.squares_by_id[square].index


# -- arranging positions through the books ------------------------------------------------
def set_cash(state: State, seat: int, cash: int) -> None:
    have = state.cash(seat)
    if cash > have:
        state.ledger.transfer(BANK, account(seat), cash - have, "test")
    elif cash < have:
        state.ledger.transfer(account(seat), BANK, have - cash, "test")


def give_shares(state: State, seat: int, stock: str, count: int) -> None:
    state.shares.move(stock, count, POOL, seat)


def own(state: State, seat: int | None, *companies: str) -> None:
    """``seat`` owns ``companies`` (None: nobody; STATE_HELD: the state, appended to the pile)."""
    for company in companies:
        if state.owners[company] == STATE_HELD:
            state.pile.remove(company)
        state.owners[company] = seat
        if seat == STATE_HELD:
            state.pile.append(company)


def place(state: State, seat: int, square: str) -> None:
    state.players[seat].square = index(state, square)


def land(state: State, square: str, white: int = 4, black: int = 3) -> list[Event]:
    """The mover throws ``white`` and ``black`` from the square that many steps before ``square``."""
    seat = state.current
    steps = white + black
    size = len(state.board.squares)
    state.players[seat].square = (index(state, square) - steps) % size
    return apply(state, Roll(seat, white, black))


def end_move(state: State) -> list[Event]:
    """Decline what is on offer and end the mover's open phase."""
    from companion.games.mad_market.actions import Decline, PayFee

    happened: list[Event] = []
    if state.phase == "land":
        seat = state.current
        happened += apply(state, PayFee(seat) if state.offer.kind == "takeover" else Decline(seat))
    assert state.phase == "open", state.phase
    return happened + apply(state, EndTurn(state.current))


def quiet_move(state: State) -> list[Event]:
    """The mover lands on a free square (white 4, black 3) and ends the move."""
    return land(state, "free-1") + end_move(state)
