"""Set-up: the configuration, the starting cash, the start tiles and the first player.

Each player draws one tile and places it; the tile closest to 1A (row letter
first, then number: 9A beats 1B) names the first player, and play goes on
clockwise in seat order. Start tiles stay on the board unincorporated, even
when they touch each other. Then everyone draws six tiles.

In physical mode the players enter their start tiles (``start_tile``); in
dealt mode the companion draws them, and the hands, from the bag fixed in
the configuration.
"""

from __future__ import annotations

from itertools import repeat
from typing import Any

from companion.core import BANK, N_, ConfigError, Ledger, N_plural, SharePool, shuffled
from companion.core.players import check_names

from .board import LOOSE, SQUARES, TILE_INDEX, TILE_NAMES
from .chains import DEFAULT_NAMES, NAME_SETS, SHARES_PER_CHAIN
from .events import FirstPlayer
from .state import Phase, State, account

START_CASH = 6000
HAND_SIZE = 6
MIN_PLAYERS, MAX_PLAYERS = 2, 6
PHYSICAL, DEALT = "physical", "dealt"
OPTIONS = {"players", "names", "tiles", "tile_bag", "seed", "open_holdings"}


def prepare_config(config: dict[str, Any]) -> dict[str, Any]:
    """Validate ``config`` and fix what is decided once: defaults and, when dealt, the bag."""
    if not isinstance(config, dict):
        raise ConfigError(N_("The configuration must be an object."))
    unknown = sorted(set(config) - OPTIONS)
    if unknown:
        raise ConfigError(N_("Unknown option {option!r}."), option=unknown[0])
    players = check_names(config.get("players"))
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise ConfigError(N_("Acquire is for 2 to 6 players, not {count}."), count=len(players))
    names = config.get("names", DEFAULT_NAMES)
    if not isinstance(names, str) or names not in NAME_SETS:
        raise ConfigError(N_("'names' must be one of {known}, not {names!r}."), known=", ".join(NAME_SETS), names=names)
    tiles = config.get("tiles", PHYSICAL)
    if tiles not in (PHYSICAL, DEALT):
        raise ConfigError(N_("'tiles' must be 'physical' or 'dealt', not {tiles!r}."), tiles=tiles)
    seed = config.get("seed")
    if seed is not None and type(seed) is not int:
        raise ConfigError(N_("'seed' must be a whole number."))
    open_holdings = config.get("open_holdings", True)
    if type(open_holdings) is not bool:
        raise ConfigError(N_("'open_holdings' must be true or false."))
    prepared: dict[str, Any] = {
        "players": list(players),
        "names": names,
        "tiles": tiles,
        "open_holdings": open_holdings,
    }
    if seed is not None:
        prepared["seed"] = seed
    bag = config.get("tile_bag")
    if tiles == PHYSICAL:
        if bag is not None:
            raise ConfigError(N_("'tile_bag' is only for dealt tiles: with physical tiles the players draw."))
        return prepared
    if bag is None:
        if seed is None:
            raise ConfigError(N_("Dealt tiles need a 'seed' (or an explicit 'tile_bag') to shuffle the bag."))
        bag = shuffled(TILE_NAMES, seed)
    # Every name a text and a tile, asked of the whole bag in C (a generator's step per tile cost more than
    # the check of a dealt game's bag is worth): the same answer as asking tile by tile.
    if not isinstance(bag, list) or not (all(map(isinstance, bag, repeat(str))) and TILE_INDEX.keys() >= set(bag)):
        raise ConfigError(N_("'tile_bag' must be a list of tile names such as '5C'."))
    if len(set(bag)) != len(bag):
        raise ConfigError(N_("'tile_bag' names a tile twice."))
    needed = len(players) * (HAND_SIZE + 1)
    if len(bag) < needed:
        raise ConfigError(
            N_plural(
                "'tile_bag' needs at least {needed} tile for {count} players.",
                "'tile_bag' needs at least {needed} tiles for {count} players.",
                "needed",
            ),
            needed=needed,
            count=len(players),
        )
    prepared["tile_bag"] = list(bag)
    return prepared


def new_state(config: dict[str, Any]) -> State:
    """The state before the first action: cash paid, and in dealt mode tiles dealt."""
    names = config["players"]
    name_set = NAME_SETS[config["names"]]
    ledger = Ledger(account(seat) for seat in range(len(names)))
    for seat in range(len(names)):
        ledger.transfer(BANK, account(seat), START_CASH, "starting cash")
    state = State(
        names=list(names),
        name_set=name_set,
        dealt=config["tiles"] == DEALT,
        open_holdings=config["open_holdings"],
        seed=config.get("seed"),
        ledger=ledger,
        shares=SharePool(name_set.ids, SHARES_PER_CHAIN, len(names)),
        cells=[None] * SQUARES,
        start_tiles=(None,) * len(names),
    )
    if state.dealt:
        state.bag = tuple(map(TILE_INDEX.__getitem__, config["tile_bag"]))  # prepare() checked every name
        for seat in range(state.players):
            place_start_tile(state, seat, draw(state, 1)[0])
        state.hands = [list(draw(state, HAND_SIZE)) for _ in range(state.players)]
        choose_first_player(state)
    return state


def draw(state: State, count: int) -> tuple[int, ...]:
    """Take up to ``count`` tiles from the top of the bag (fewer when it runs out)."""
    taken = state.bag[state.drawn : state.drawn + count]
    state.drawn += len(taken)
    return taken


def place_start_tile(state: State, seat: int, tile: int) -> None:
    tiles = list(state.start_tiles)
    tiles[seat] = tile
    state.start_tiles = tuple(tiles)  # a new tuple: a saved state keeps the one it shares
    state.cells[tile] = LOOSE
    state.last_tile = tile


def waiting_for_start_tile(state: State) -> int | None:
    """The next seat (in seat order) that has not placed its start tile."""
    for seat, tile in enumerate(state.start_tiles):
        if tile is None:
            return seat
    return None


def choose_first_player(state: State) -> FirstPlayer:
    """The seat whose start tile is closest to 1A starts (tile index order is that order)."""
    tiles = state.start_tiles
    first = min(range(state.players), key=lambda seat: tiles[seat])  # type: ignore[arg-type, return-value]  # all placed
    state.turn = first
    state.phase = Phase.PLACE_TILE
    return FirstPlayer(first, TILE_NAMES[tiles[first]])  # type: ignore[index]  # every start tile is placed by now


__all__ = [
    "DEALT",
    "PHYSICAL",
    "choose_first_player",
    "draw",
    "new_state",
    "place_start_tile",
    "prepare_config",
    "waiting_for_start_tile",
]
