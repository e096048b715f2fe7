"""Acquire: the companion as bank and referee of the hotel-chain game.

The package reads like the rulebook: :mod:`.board` (squares and tiles),
:mod:`.chains` and :mod:`.prices` (names, tiers and the price card, both data
files), :mod:`.setup` (configuration, start tiles, first player),
:mod:`.placement` (the four outcomes of a tile), :mod:`.turn` (a turn:
tile, buy, draw), :mod:`.merger`, :mod:`.bonuses`, :mod:`.market` (the
two-player stock market), :mod:`.end`, and :mod:`.insight` (what a referee
can tell the players). :mod:`.engine` wires them to the kit's contract.
"""

from .engine import GAME, Acquire

__all__ = ["GAME", "Acquire"]
