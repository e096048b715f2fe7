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
