"""Steam Barons (Martin Wallace), the stock-market game: the companion's rules engine.

The companion is the bank, the share market and every company's bookkeeper;
track and goods stay on the physical map. The package reads like the
rulebook: :mod:`.setup` and :mod:`.ordering` (set-up, phase 7),
:mod:`.buying` and :mod:`.control` (phase 1), :mod:`.building` (phase 2),
:mod:`.shipping` (phase 3), :mod:`.dividends` and :mod:`.prices` (phase 4),
:mod:`.selling` (phase 5), :mod:`.bankruptcy` (phase 6), :mod:`.scoring`
(the end), :mod:`.steps` (each moment the game waits for someone: who acts,
what they may decide, what follows), :mod:`.flow` (the turn), :mod:`.card`
(the stock-market card as data), :mod:`.insight` (what a referee can point
out), :mod:`.engine` (the contract).
"""

from __future__ import annotations

from .card import (
    CARD,
    card_to_toml,
)
from .engine import GAME, SteamBarons

__all__ = [
    "CARD",
    "GAME",
    "SteamBarons",
    "card_to_toml",
]
