"""What a referee can point out: what each company's performance would pay now, and where its price would go.

Per active company: the dividend per share, the CEO bonus and the company
profit at its current performance, what its shareholders would receive in
all, and the box, modifier, square mark and new price if phase 4 ran now
(with the other companies' current performances). Pure functions of a state;
the summary carries the result so front-ends never read the state.
"""

from __future__ import annotations

from typing import Any

from . import dividends
from .state import State


def insight(state: State) -> dict[str, dict[str, Any]]:
    """Per active company, the payouts at its current performance and its price if phase 4 ran now."""
    if not state.order:
        return {}
    at_b = [c for c in state.order if state.companies[c].price is None]
    moves = dividends.projected(state) if not at_b else {}
    result: dict[str, dict[str, Any]] = {}
    for company in state.order:
        firm = state.companies[company]
        row = state.card.row(firm.performance)
        bonus = state.card.ceo_bonus(firm.performance) if firm.controller is not None else 0
        held = state.shares.in_players_hands(company)
        entry: dict[str, Any] = {
            "performance": firm.performance,
            "dividend": row.dividend,
            "ceo_bonus": bonus,
            "profit": row.profit,
            "dividends_total": row.dividend * held,
        }
        move = moves.get(company)
        if move is not None:
            entry.update(
                {
                    "price_now": move.old,
                    "price_after": move.new,
                    "bankrupt_after": move.new is None,
                    "box": move.box + 1,
                    "modifier": move.modifier,
                    "square": move.square,
                }
            )
        else:
            entry.update(
                {
                    "price_now": firm.price,
                    "price_after": firm.price,
                    "bankrupt_after": firm.price is None,
                    "box": None,
                    "modifier": None,
                    "square": 0,
                }
            )
        result[company] = entry
    return result
