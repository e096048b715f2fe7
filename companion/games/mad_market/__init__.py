"""Mad Market (Brothers Game Factory), the roll-and-move money game: the companion's rules engine.

The companion is the bank, the share market and the dice arbiter; pawns move
on the physical board, and the companion works out where they land from the
dice and the board file. The package reads like the rulebook:
:mod:`.setup` (set-up and the roll-off), :mod:`.movement` (a move, the lap
payout), :mod:`.market` (the share track and the forecast), :mod:`.landing`
(the squares), :mod:`.fights` (police and takeovers), :mod:`.auctions`,
:mod:`.debts` (paying debts, forced sales, bankruptcy), :mod:`.trading`
(stockbrokers, trades, items, company sales), :mod:`.end` (the target, the
last move, the ranking), :mod:`.flow` (the turn), :mod:`.board` (the board as
data), :mod:`.insight` (what a referee can point out), :mod:`.engine` (the
contract).
"""

from __future__ import annotations

from .board import (
    BOARD,
    board_to_toml,
    board_warnings,
)
from .engine import GAME, MadMarket

__all__ = [
    "BOARD",
    "GAME",
    "MadMarket",
    "board_to_toml",
    "board_warnings",
]
