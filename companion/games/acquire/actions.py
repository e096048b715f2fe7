"""What players (and chance) do in Acquire: the journal's ``action`` objects.

``player`` is always the 0-based seat, clockwise. Tiles travel by name
(``"5C"``) and chains by id (``"tower"``), so a journal reads like the game.
"""

from __future__ import annotations

from companion.core import Action, Codec

actions = Codec("action")


@actions.register
class StartTile(Action):
    """Physical mode: the tile a player drew to decide who starts."""

    type = "start_tile"
    player: int
    tile: str


@actions.register
class PlaceTile(Action):
    type = "place_tile"
    player: int
    tile: str


@actions.register
class NoPlayableTile(Action):
    """Skip the tile step: trusted in physical mode, checked against the hand when dealt."""

    type = "no_playable_tile"
    player: int


@actions.register
class FoundChain(Action):
    type = "found_chain"
    player: int
    chain: str


@actions.register
class ChooseSurvivor(Action):
    """The mergemaker breaks a tie for the largest chain of a merger."""

    type = "choose_survivor"
    player: int
    chain: str


@actions.register
class ChooseDefunct(Action):
    """The mergemaker picks which of equal-size defunct chains is settled next."""

    type = "choose_defunct"
    player: int
    chain: str


@actions.register
class MarketHolding(Action):
    """Two players: the stock market's share count for the chain being scored (a tile's number)."""

    type = "market_holding"
    shares: int


@actions.register
class Dispose(Action):
    """A holder's decision for all shares of the defunct chain being settled; the rest is kept."""

    type = "dispose"
    player: int
    sell: int
    trade: int


@actions.register
class DeclareEnd(Action):
    type = "declare_end"
    player: int


@actions.register
class Buy(Action):
    """Buy up to 3 shares of active chains; ends the turn (``{}`` buys nothing)."""

    type = "buy"
    player: int
    shares: dict[str, int]
