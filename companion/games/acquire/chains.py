"""The hotel chains: the two name sets, their price tiers, and the size thresholds.

Names and tiers are data (``data/names.toml``) so a table can correct the
1999 tier assignment without touching code. A chain's id is its lower-case
name; its display name is what the game log and the screens show.
"""

from __future__ import annotations

import tomllib

from companion.core.packaged import packaged_text
from companion.data_classes import dataclass

from .prices import PRICE_ROWS

#: Shares printed per chain.
SHARES_PER_CHAIN = 25
#: A chain of this many tiles is safe: it can absorb but never be absorbed.
SAFE_SIZE = 11
#: A chain of this many tiles lets the player on turn declare the end.
END_SIZE = 41
#: The number of chain markers, so of chains on the board at once.
CHAIN_COUNT = 7


@dataclass(frozen=True, slots=True)
class NameSet:
    """One set of seven chain names, cheap first, with each chain's tier (1–3)."""

    key: str
    ids: tuple[str, ...]
    display: dict[str, str]
    tier: dict[str, int]
    #: Each chain's row of the price card by size (its tier's row), so a price is one look-up.
    price_row: dict[str, tuple[int, ...]]


def _load() -> dict[str, NameSet]:
    text = packaged_text(__package__, "data/names.toml")
    sets: dict[str, NameSet] = {}
    for key, chains in tomllib.loads(text).items():
        if len(chains) != CHAIN_COUNT:
            raise ValueError(f"names.toml: set {key!r} must name {CHAIN_COUNT} chains, not {len(chains)}")
        for chain_id, info in chains.items():
            if chain_id != chain_id.lower() or info["tier"] not in (1, 2, 3):
                raise ValueError(f"names.toml: chain {chain_id!r} needs a lower-case id and a tier 1, 2 or 3")
        sets[key] = NameSet(
            key=key,
            ids=tuple(chains),
            display={chain_id: info["name"] for chain_id, info in chains.items()},
            tier={chain_id: info["tier"] for chain_id, info in chains.items()},
            price_row={chain_id: PRICE_ROWS[info["tier"]] for chain_id, info in chains.items()},
        )
    return sets


NAME_SETS: dict[str, NameSet] = _load()
DEFAULT_NAMES = "classic"
