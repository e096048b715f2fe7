"""What happened in Acquire: the events the game log, the LEDs and the sounds key on.

Every event has an English ``template``. :meth:`Acquire.describe` fills it
with the event's fields plus display helpers: ``player_name``,
``chain_name``/``survivor_name``/``defunct_names``, ``tiles_text``,
``shares_text``, ``winner_names``.
"""

from __future__ import annotations

from companion.core import N_, Codec, Event, N_plural

events = Codec("event")


@events.register
class StartTilePlaced(Event):
    type = "start_tile_placed"
    template = N_("{player_name} draws {tile} to decide who starts.")
    player: int
    tile: str


@events.register
class FirstPlayer(Event):
    type = "first_player"
    template = N_("{player_name} placed the tile closest to 1A ({tile}) and starts.")
    player: int
    tile: str


@events.register
class TilePlaced(Event):
    type = "tile_placed"
    template = N_("{player_name} places {tile}.")
    player: int
    tile: str


@events.register
class NoTilePlayed(Event):
    type = "no_tile_played"
    template = N_("{player_name} has no playable tile and skips placing one.")
    player: int


@events.register
class ChainFounded(Event):
    type = "chain_founded"
    template = N_("{player_name} founds {chain_name} with {tiles_text}{free_share_text}.")
    player: int
    chain: str
    tiles: tuple[str, ...]
    free_share: bool


@events.register
class ChainGrew(Event):
    type = "chain_grew"
    template = N_plural(
        "{chain_name} grows by {tiles_text} to {size} tile.",
        "{chain_name} grows by {tiles_text} to {size} tiles.",
        "size",
    )
    chain: str
    tiles: tuple[str, ...]
    size: int


@events.register
class Merger(Event):
    type = "merger"
    template = N_("{player_name}'s {tile} merges {defunct_names} into {survivor_name}.")
    player: int
    tile: str
    survivor: str
    defunct: tuple[str, ...]


@events.register
class MarketHoldingDrawn(Event):
    type = "market_holding"
    template = N_plural(
        "The stock market holds {shares} {chain_name} share.",
        "The stock market holds {shares} {chain_name} shares.",
        "shares",
    )
    chain: str
    shares: int


@events.register
class BonusPaid(Event):
    type = "bonus_paid"
    template = N_("{player_name} receives a {kind} bonus of ${amount:,} for {chain_name}.")
    chain: str
    player: int
    amount: int
    kind: str


@events.register
class MarketBonus(Event):
    """Two players: the stock market's bonus, which simply stays in the bank."""

    type = "market_bonus"
    template = N_("The stock market earns a {kind} bonus of ${amount:,} for {chain_name}; it stays in the bank.")
    chain: str
    amount: int
    kind: str


@events.register
class SharesDisposed(Event):
    """What a holder did with a defunct chain's shares: sold, traded 2 for 1, kept, or a mix.

    Each mix is a whole sentence of its own (:data:`.log.DISPOSALS`, chosen by :func:`.log.template`), so a
    language words it as a whole ("ne vend... et en garde 2", "ne scambia 4"), never a verb put into another's
    sentence; it says only what the holder did, never "trades 0 for 0 Tower". The number a sentence's plural
    follows is its first count; a trade says what it received as ``received_text`` ("1 Tower share"). One
    share sold, or kept, and nothing else is said once: "Ben sells one Luxor share for $200." ``template`` is the
    sentence of all three.
    """

    type = "shares_disposed"
    template = N_plural(
        "{player_name} sells {sell} {chain_name} share for ${proceeds:,}, trades {trade} for {received_text} and "
        "keeps {keep}.",
        "{player_name} sells {sell} {chain_name} shares for ${proceeds:,}, trades {trade} for {received_text} and "
        "keeps {keep}.",
        "sell",
    )
    player: int
    chain: str
    sell: int
    trade: int
    keep: int
    survivor: str
    proceeds: int
    received: int


@events.register
class ChainAbsorbed(Event):
    type = "chain_absorbed"
    template = N_plural(
        "{survivor_name} absorbs {defunct_name}'s {size} tile.",
        "{survivor_name} absorbs {defunct_name}'s {size} tiles.",
        "size",
    )
    defunct: str
    survivor: str
    tiles: tuple[str, ...]
    size: int


@events.register
class SharesBought(Event):
    type = "shares_bought"
    template = N_("{player_name} buys {shares_text} for ${cost:,}.")
    #: The sentence when nothing was bought.
    template_nothing = N_("{player_name} buys no shares.")
    player: int
    shares: dict[str, int]
    cost: int


@events.register
class DeadTilesExchanged(Event):
    type = "dead_tiles_exchanged"
    template = N_("{player_name} reveals the dead tiles {tiles_text} and puts them out of the game.")
    player: int
    tiles: tuple[str, ...]


@events.register
class TilesDrawn(Event):
    """Dealt mode: how many tiles a player drew (which ones only their own view shows)."""

    type = "tiles_drawn"
    template = N_plural(
        "{player_name} draws {count} tile; {left} left in the draw pile.",
        "{player_name} draws {count} tiles; {left} left in the draw pile.",
    )
    player: int
    count: int
    left: int


@events.register
class EndDeclared(Event):
    type = "end_declared"
    template = N_("{player_name} declares the end of the game and finishes the turn.")
    player: int


@events.register
class GameBlocked(Event):
    type = "game_blocked"
    template = N_("No player can play a tile and the end cannot be declared: the game ends as if declared.")


@events.register
class FinalSale(Event):
    type = "final_sale"
    template = N_plural(
        "{player_name} sells {shares} {chain_name} share for ${amount:,}.",
        "{player_name} sells {shares} {chain_name} shares for ${amount:,}.",
        "shares",
    )
    player: int
    chain: str
    shares: int
    amount: int


@events.register
class GameOver(Event):
    type = "game_over"
    template = N_("The game is over: {winner_names} {win_verb} with ${cash:,}.")
    winners: tuple[int, ...]
    cash: int
