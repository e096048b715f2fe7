"""The price card: share prices and shareholder bonuses by tier and chain size.

The card is data (``data/prices.toml``); at import it is unrolled into one
lookup row per tier indexed by size, so a price is a single list access.
"""

from __future__ import annotations

import tomllib

from companion.core.packaged import packaged_text

from .board import SQUARES


def _load() -> tuple[dict[int, tuple[int, ...]], int, int]:
    text = packaged_text(__package__, "data/prices.toml")
    card = tomllib.loads(text)
    rows = {tier: [0] * (SQUARES + 1) for tier in (1, 2, 3)}
    for bracket in card["bracket"]:
        high = bracket.get("max", SQUARES)
        for size in range(bracket["min"], high + 1):
            for tier in (1, 2, 3):
                rows[tier][size] = bracket["price"][tier - 1]
    for tier, row in rows.items():
        if any(price <= 0 for price in row[2:]):
            raise ValueError(f"prices.toml leaves a size without a price for tier {tier}")
    return (
        {tier: tuple(row) for tier, row in rows.items()},
        card["majority_bonus_multiplier"],
        card["minority_bonus_multiplier"],
    )


PRICE_ROWS, MAJORITY_MULTIPLIER, MINORITY_MULTIPLIER = _load()


def share_price(tier: int, size: int) -> int:
    """The price of one share of a tier-``tier`` chain of ``size`` tiles (0 below 2 tiles)."""
    return PRICE_ROWS[tier][size]


def majority_bonus(tier: int, size: int) -> int:
    return MAJORITY_MULTIPLIER * PRICE_ROWS[tier][size]


def minority_bonus(tier: int, size: int) -> int:
    return MINORITY_MULTIPLIER * PRICE_ROWS[tier][size]
