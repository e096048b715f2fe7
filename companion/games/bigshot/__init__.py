"""Big Shot (Alex Randolph, Ravensburger 2001): the companion's rules engine.

The package reads like the rulebook: :mod:`.setup` and :mod:`.layout` (set-up),
:mod:`.broker`, :mod:`.auction`, :mod:`.loans`, :mod:`.lots` (the turn and
awarding), :mod:`.scoring` (the end), :mod:`.board` (the editable board file),
:mod:`.insight` (what a referee can point out), :mod:`.engine` (the contract).
"""

from __future__ import annotations

from .board import (
    BOARD,
    board_to_toml,
)
from .engine import GAME, BigShot
from .layout import check_layout, deal_layout

__all__ = [
    "BOARD",
    "GAME",
    "BigShot",
    "board_to_toml",
    "check_layout",
    "deal_layout",
]
