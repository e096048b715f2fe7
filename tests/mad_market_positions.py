"""Mad Market positions that more than one layer's tests play from (the console's view and the touchscreen's)."""

from __future__ import annotations

from typing import Any


def police_fight_against_fewer() -> dict[str, Any]:
    """Ann fights 2 officers while the next police fight's count is 3: the two numbers a view could confuse (a
    fresh dict each call: a game may keep what it is given)."""
    return {
        "step": "fight",
        "mover": 0,
        "police_next": 3,
        "fight": {"officers": 2},
        "players": [
            {"name": "Ann", "cash": 500, "square": "police-1", "pack": True, "guards": 2},
            {"name": "Ben", "cash": 500},
        ],
    }


def short_of_a_company() -> dict[str, Any]:
    """Ann, with 100 in hand, throws next from CRY-1: white 4 and black 3 land her on IT-2, unowned at 180, which
    she cannot pay for (a fresh dict each call)."""
    return {
        "step": "roll",
        "mover": 0,
        "players": [{"name": "Ann", "cash": 100, "square": "CRY-1"}, {"name": "Ben", "cash": 500}],
    }


def a_debt_with_one_stock() -> dict[str, Any]:
    """Ann owes the bank 300 (the casino) with 20 in hand and 10 Logistics shares, her one stock (a fresh dict each
    call)."""
    return {
        "step": "debt",
        "mover": 0,
        "players": [
            {"name": "Ann", "cash": 20, "square": "casino-1", "shares": {"LOG": 10}, "companies": ["LOG-2"]},
            {"name": "Ben", "cash": 500},
        ],
        "debt": {"amount": 300, "to": "bank"},
    }
