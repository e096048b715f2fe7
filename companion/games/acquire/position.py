"""Acquire as a position: a game joined in progress, written the way a table sees it.

A group that started on paper hands the game over mid-way, and a test that needs the last turns starts there
instead of playing two hundred entries. The format (documented in ``docs/acquire.md``, "Positions") reads like
the table: seats are 0-based numbers, chains their ids (``"tower"``), tiles their names (``"5C"``)::

    {"step": "place_tile", "turn": 1,
     "cash": [4300, 7800, 2100], "shares": [{"tower": 5}, {"luxor": 3}, {}],
     "available": {"tower": 20, "luxor": 22, ...},          # optional check: the bank's shares
     "chains": {"tower": ["1A", "2A", "3A"], "luxor": ["7E", "7F"]},
     "prices": {"tower": 300, "luxor": 200},                 # optional check
     "loose": ["9B"], "end_declared": false, "turns_without_tile": 0,
     "last_tile": "3A", "start_tiles": ["9B", "1A", "7E"],
     "hands": [["5C", ...], ...], "out_of_game": [], "draw_pile": [...], "market_draws": 0}   # dealt tiles

``step`` says what the table waits for; a turn in progress adds ``founding`` (the tile waiting for its chain),
``merger`` (the merging tile, the chains' sizes before it, the survivor, the settling order, how many defunct
chains are settled and who decides now) or, with two players at the end, ``scoring`` (the chains whose final
bonuses are still to pay). Everything else follows from the rules: prices from sizes, the safe chains, the
holders still to decide, the winners. Whatever no game can reach is refused in one sentence
(:class:`~companion.core.ImpossiblePosition`), so a position never opens a way around a rule.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from companion.core import BANK, N_, POOL, Ledger, N_plural, SharePool, clockwise_from
from companion.core.position_values import refuse, seat_index

from .board import LOOSE, NEIGHBOURS, SQUARES, TILE_INDEX, TILE_NAMES, reached, tile_names
from .chains import CHAIN_COUNT, NAME_SETS, SAFE_SIZE, SHARES_PER_CHAIN
from .end import can_declare_end, leaders
from .errors import DeadTile, EighthChain, NotLargestChain, UnknownChain, UnknownTile
from .merger import defunct_candidates, survivor_candidates
from .placement import is_dead
from .setup import DEALT, HAND_SIZE, START_CASH
from .state import MergerInProgress, Phase, State, account
from .turn import blocked

# -- the steps a position can be at (what the table waits for) ----------------------------------------------------
START_STEP = "start_tile"
PLACE_STEP = "place_tile"
FOUND_STEP = "found_chain"
MERGER_STEP = "merger"
BUY_STEP = "buy"
SCORING_STEP = "final_scoring"
OVER_STEP = "over"
STEPS = (START_STEP, PLACE_STEP, FOUND_STEP, MERGER_STEP, BUY_STEP, SCORING_STEP, OVER_STEP)

#: Keys of any position after set-up (all optional).
BOARD_KEYS = (
    "shares",
    "available",
    "chains",
    "prices",
    "loose",
    "end_declared",
    "turns_without_tile",
    "last_tile",
    "start_tiles",
)
#: Keys of dealt tiles only: the hands, the dead tiles put out, the pile and the two-player market's draws.
DEALT_KEYS = ("hands", "out_of_game", "draw_pile", "market_draws")
#: The keys each step allows (dealt keys aside) and those it needs.
STEP_KEYS: dict[str, tuple[str, ...]] = {
    START_STEP: ("cash", "shares", "available", "start_tiles"),
    PLACE_STEP: ("turn", "cash", *BOARD_KEYS),
    FOUND_STEP: ("turn", "cash", *BOARD_KEYS, "founding"),
    MERGER_STEP: ("turn", "cash", *BOARD_KEYS, "merger"),
    BUY_STEP: ("turn", "cash", *BOARD_KEYS),
    SCORING_STEP: ("turn", "cash", *BOARD_KEYS, "scoring"),
    OVER_STEP: ("cash", *BOARD_KEYS),
}
REQUIRED: dict[str, tuple[str, ...]] = {
    START_STEP: ("cash",),
    PLACE_STEP: ("turn", "cash"),
    FOUND_STEP: ("turn", "cash", "founding"),
    MERGER_STEP: ("turn", "cash", "merger"),
    BUY_STEP: ("turn", "cash"),
    SCORING_STEP: ("turn", "cash", "scoring"),
    OVER_STEP: ("cash",),
}
KEYS = frozenset({"step", *DEALT_KEYS}.union(*STEP_KEYS.values()))
MERGER_KEYS = frozenset({"tile", "sizes", "survivor", "defunct", "settled", "deciding"})
#: Steps at which the player on turn has already played (or skipped) their tile.
AFTER_TILE = frozenset({FOUND_STEP, MERGER_STEP, BUY_STEP, SCORING_STEP, OVER_STEP})


# == writing =========================================================================================================


#: The phases only a merger reaches: with a market draw during a merger, they are its one step.
MERGER_PHASES = frozenset({Phase.CHOOSE_SURVIVOR, Phase.CHOOSE_DEFUNCT, Phase.DISPOSE})
#: The step of every other phase.
PHASE_STEPS = {
    Phase.START_TILE: START_STEP,
    Phase.PLACE_TILE: PLACE_STEP,
    Phase.FOUND_CHAIN: FOUND_STEP,
    Phase.BUY: BUY_STEP,
    Phase.MARKET_HOLDING: SCORING_STEP,
    Phase.OVER: OVER_STEP,
}


def step_of(state: State) -> str:
    """The position's step for the engine's phase: the merger's decisions and draws are one step."""
    phase = state.phase
    if phase in MERGER_PHASES or (phase == Phase.MARKET_HOLDING and state.merger):
        return MERGER_STEP
    return PHASE_STEPS[phase]


def pending_tile(state: State) -> int | None:
    """The tile just played whose step is not over (waiting for its chain, or merging): not yet in a chain."""
    if state.founding is not None:
        return state.founding
    return state.merger.tile if state.merger is not None else None


def position(state: State) -> dict[str, Any]:
    """Everything the table can count, the hands the companion holds, and what chance has fixed."""
    step = step_of(state)
    ids = state.name_set.ids
    written: dict[str, Any] = {"step": step}
    if step not in (START_STEP, OVER_STEP):
        written["turn"] = state.turn
    written["cash"] = [state.cash(seat) for seat in range(state.players)]
    written["shares"] = [{chain: held[chain] for chain in ids if held[chain]} for held in state.shares.held]
    written["available"] = {chain: state.shares.pool[chain] for chain in ids}
    if step == START_STEP:
        written["start_tiles"] = _names(state.start_tiles)
        return written
    pending = pending_tile(state)
    written["chains"] = {chain: list(tile_names(tiles)) for chain, tiles in state.chains.items()}
    written["prices"] = {chain: state.price(chain) for chain in state.chains}
    written["loose"] = [TILE_NAMES[t] for t in range(SQUARES) if state.cells[t] == LOOSE and t != pending]
    if state.founding is not None:
        written["founding"] = TILE_NAMES[state.founding]
    if state.merger is not None:
        written["merger"] = _merger(state, state.merger)
    if step == SCORING_STEP:
        written["scoring"] = list(state.scoring)
    written["end_declared"] = state.declared
    written["turns_without_tile"] = state.idle_turns
    written["last_tile"] = TILE_NAMES[state.last_tile] if state.last_tile is not None else None
    written["start_tiles"] = _names(state.start_tiles)
    if state.dealt:
        written["hands"] = [[TILE_NAMES[t] for t in hand] for hand in state.hands]
        written["out_of_game"] = [TILE_NAMES[t] for t in state.out_of_game]
        written["draw_pile"] = [TILE_NAMES[t] for t in state.bag[state.drawn :]]
        if state.players == 2:
            written["market_draws"] = state.market_draws
    return written


def _names(tiles: Sequence[int | None]) -> list[str | None]:
    return [TILE_NAMES[t] if t is not None else None for t in tiles]


def _merger(state: State, merger: MergerInProgress) -> dict[str, Any]:
    """The merger as the table follows it; the holders still to decide follow from who decides now."""
    deciding = merger.holders[0] if merger.paid and merger.holders else None
    return {
        "tile": TILE_NAMES[merger.tile],
        "sizes": dict(merger.sizes),
        "survivor": merger.survivor,
        "defunct": list(merger.order),
        "settled": merger.current,
        "deciding": deciding,
    }


# == preparing =======================================================================================================


def prepare_position(config: dict[str, Any], written: dict[str, Any]) -> dict[str, Any]:
    """Dealt tiles: fix the draw pile's order once, so the journal's header holds it and replays need no
    generator. The pile is every tile of the configuration's bag (shuffled from its seed) that the position
    does not name, in the bag's order; a position that names its pile, or has physical tiles, stays as it is."""
    if config.get("tiles") != DEALT or "draw_pile" in written:
        return written
    named = _named_tiles(written)
    return {**written, "draw_pile": [tile for tile in config["tile_bag"] if tile not in named]}


def _named_tiles(written: dict[str, Any]) -> set[str]:
    """Every tile name the position writes down, read leniently: a malformed part is refused later, precisely."""
    lists: list[Any] = [written.get("loose"), written.get("out_of_game"), [written.get("founding")]]
    chains, merger, hands = written.get("chains"), written.get("merger"), written.get("hands")
    if isinstance(chains, dict):
        lists += chains.values()
    if isinstance(merger, dict):
        lists.append([merger.get("tile")])
    if isinstance(hands, list):
        lists += hands
    return {name for names in lists if isinstance(names, list) for name in names if isinstance(name, str)}


def default_pile(config: dict[str, Any], seen: set[int]) -> list[int]:
    """The draw pile a prepared position would hold: the bag's tiles nowhere else, in the bag's order."""
    return [TILE_INDEX[name] for name in config["tile_bag"] if TILE_INDEX[name] not in seen]


# == reading =========================================================================================================


def from_position(config: dict[str, Any], written: dict[str, Any]) -> State:
    """The state ``written`` describes, for the prepared ``config``; each impossibility named in one sentence."""
    step = _check_keys(config, written)
    state = _blank(config)
    _read_cash(state, written.get("cash"))
    _read_shares(state, written.get("shares", [{}] * state.players), written.get("available"))
    if step == START_STEP:
        _read_set_up(state, written.get("start_tiles", [None] * state.players))
        return state
    seen: set[int] = set()
    merger = _merger_object(written) if step == MERGER_STEP else None
    pending = _read_board(state, written, step, merger, seen)
    if step != OVER_STEP:
        state.turn = seat_index(written["turn"], "turn", state.players)
    _read_step(state, written, step, pending, merger)
    _check_holders(state, step)
    _read_end(state, step, written.get("end_declared", False), written.get("turns_without_tile", 0))
    just_played = TILE_NAMES[pending] if pending is not None else None
    state.last_tile = _last_tile(state, written.get("last_tile", just_played), pending)
    if state.dealt:
        _read_dealt(state, config, written, step, seen)
    if step == PLACE_STEP and blocked(state):
        refuse(N_("Nobody can play a tile and the end cannot be declared: the game would have ended."))
    return state


def _check_keys(config: dict[str, Any], written: dict[str, Any]) -> str:
    """The step, once every key is known, allowed at that step and in this tile mode, and the needed ones given."""
    for key in written:
        if key not in KEYS:
            refuse(N_("An Acquire position has no {key!r}."), key=key)
    step = written.get("step")
    if step not in STEPS:
        refuse(N_("'step' must be one of {steps}, not {step!r}."), steps=", ".join(repr(s) for s in STEPS), step=step)
    dealt = config["tiles"] == DEALT
    for key in written:
        if key in DEALT_KEYS and not dealt:
            refuse(
                N_("{key!r} is only for dealt tiles: with physical tiles the players hold and draw real tiles."),
                key=key,
            )
    if "market_draws" in written and len(config["players"]) != 2:
        refuse(
            N_("'market_draws' counts the draws of the two-player market: this game has more players."),
            count=len(config["players"]),
        )
    if dealt and step == START_STEP:
        refuse(N_("With dealt tiles the companion deals the start tiles: a position begins after them."))
    for key in written:
        if key != "step" and key not in DEALT_KEYS and key not in STEP_KEYS[step]:
            refuse(N_("{key!r} has no place at the step {step!r}."), key=key, step=step)
    for key in REQUIRED[step]:
        if key not in written:
            refuse(N_("The step {step!r} needs {key!r}."), step=step, key=key)
    if dealt and "hands" not in written:
        refuse(N_("With dealt tiles a position needs 'hands': the tiles each player holds, in seat order."))
    return step


def _blank(config: dict[str, Any]) -> State:
    """A state with nothing on the board, no money and every share at the bank."""
    names = list(config["players"])
    name_set = NAME_SETS[config["names"]]
    return State(
        names=names,
        name_set=name_set,
        dealt=config["tiles"] == DEALT,
        open_holdings=config["open_holdings"],
        seed=config.get("seed"),
        ledger=Ledger(account(seat) for seat in range(len(names))),
        shares=SharePool(name_set.ids, SHARES_PER_CHAIN, len(names)),
        cells=[None] * SQUARES,
        start_tiles=(None,) * len(names),
        hands=[[] for _ in names] if config["tiles"] == DEALT else [],
    )


# -- small readers ------------------------------------------------------------------------------------------------


def _whole(value: Any) -> bool:
    return type(value) is int


def _per_seat(state: State, value: Any, key: str) -> list[Any]:
    if not isinstance(value, list) or len(value) != state.players:
        refuse(
            N_("{key!r} must be a list with one entry per player, in seat order ({count})."),
            key=key,
            count=state.players,
        )
    return value


def _count(value: Any, key: str) -> int:
    if not _whole(value) or value < 0:
        refuse(N_("{key!r} must be a whole number, 0 or more, not {value!r}."), key=key, value=value)
    count: int = value
    return count


def _chain(state: State, value: Any) -> str:
    if not isinstance(value, str) or value not in state.name_set.tier:
        refuse(UnknownChain.template, chain=value, known=", ".join(state.name_set.ids))
    chain: str = value
    return chain


def _by_chain(state: State, value: Any, not_a_map: str, **fields: Any) -> Iterator[tuple[str, Any]]:
    """Each chain and its entry in ``value``, a map a position keys by chain (shares, the bank's stacks, the
    chains' tiles, prices), refused with ``not_a_map`` if it is none. Lazily, key by key: each entry is checked
    before the next key is read, so the refusal names the first thing wrong as the table wrote it."""
    if not isinstance(value, dict):
        refuse(not_a_map, **fields)
    for key, item in value.items():
        yield _chain(state, key), item


def _tile(value: Any, seen: set[int]) -> int:
    """A tile named once in the whole position: a tile is on the board, in a hand, out or in the pile."""
    if not isinstance(value, str) or value not in TILE_INDEX:
        refuse(UnknownTile.template, tile=value)
    tile = TILE_INDEX[value]
    if tile in seen:
        refuse(N_("{tile} is written twice: a tile is in one place only."), tile=value)
    seen.add(tile)
    return tile


def _tiles(value: Any, seen: set[int], template: str, **fields: Any) -> list[int]:
    if not isinstance(value, list):
        refuse(template, **fields)
    return [_tile(item, seen) for item in value]


# -- money and shares ---------------------------------------------------------------------------------------------


def _read_cash(state: State, value: Any) -> None:
    for seat, cash in enumerate(_per_seat(state, value, "cash")):
        name = state.names[seat]
        if not _whole(cash) or cash < 0:
            refuse(
                N_("{name}'s cash must be a whole number of dollars, 0 or more, not {value!r}."), name=name, value=cash
            )
        if cash % 100:
            refuse(N_("{name} has ${cash:,}, but every amount in Acquire is a multiple of $100."), name=name, cash=cash)
        if cash:
            state.ledger.transfer(BANK, account(seat), cash, "position")


def _read_shares(state: State, value: Any, available: Any) -> None:
    """Each seat's certificates (kept shares of chains off the board included); the bank holds the rest."""
    held: list[dict[str, int]] = []
    for seat, shares in enumerate(_per_seat(state, value, "shares")):
        name = state.names[seat]
        counts: dict[str, int] = {}
        for chain, count in _by_chain(state, shares, N_("{name}'s shares must map chains to counts."), name=name):
            if not _whole(count) or count < 0:
                refuse(
                    N_("{name}'s {chain_name} shares must be a whole number, 0 or more, not {value!r}."),
                    name=name,
                    chain_name=state.chain_name(chain),
                    value=count,
                )
            counts[chain] = count
        held.append(counts)
    for chain in state.name_set.ids:
        total = sum(counts.get(chain, 0) for counts in held)
        if total > SHARES_PER_CHAIN:
            refuse(
                N_("{chain_name}: the shares the players hold come to {held}, but there are only 25."),
                chain_name=state.chain_name(chain),
                held=total,
            )
    for seat, counts in enumerate(held):
        for chain, count in counts.items():
            if count:
                state.shares.move(chain, count, POOL, seat)
    if available is not None:
        _check_available(state, available)


def _check_available(state: State, available: Any) -> None:
    """The bank's stacks as the table counted them must make 25 with the players' shares."""
    for chain, count in _by_chain(state, available, N_("'available' must map chains to the shares left at the bank.")):
        name = state.chain_name(chain)
        if not _whole(count) or not 0 <= count <= SHARES_PER_CHAIN:
            refuse(
                N_("The bank's {chain_name} shares must be a whole number from 0 to 25, not {value!r}."),
                chain_name=name,
                value=count,
            )
        held = state.shares.in_seats(chain)
        if held + count != SHARES_PER_CHAIN:
            refuse(
                N_plural(
                    "{chain_name}: the players hold {held} share and the bank has {available}, but there are 25 in all.",
                    "{chain_name}: the players hold {held} shares and the bank has {available}, but there are 25 in all.",
                    "held",
                ),
                chain_name=name,
                held=held,
                available=count,
            )


# -- set-up ---------------------------------------------------------------------------------------------------------


def _read_set_up(state: State, value: Any) -> None:
    """Physical tiles, before the first turn: the start tiles placed so far, in seat order, and nothing else."""
    tiles = _start_tiles(state, value)
    if None not in tiles:
        refuse(N_("Every start tile is placed, so the first turn has begun: write the step 'place_tile'."))
    gap = tiles.index(None)
    for seat in range(gap + 1, state.players):
        if tiles[seat] is not None:
            refuse(
                N_("Start tiles are placed in seat order: {name} cannot have one while {earlier} has none."),
                name=state.names[seat],
                earlier=state.names[gap],
            )
    if any(state.cash(seat) != START_CASH for seat in range(state.players)) or state.shares.pool != state.shares.sizes:
        refuse(N_("Before the first turn everyone has $6,000 and no shares."))
    for tile in tiles:
        if tile is not None:
            state.cells[tile] = LOOSE
            state.last_tile = tile
    state.start_tiles = tuple(tiles)
    state.phase = Phase.START_TILE


def _read_start_tiles(state: State, value: Any) -> list[int | None]:
    """After set-up the start tiles are history: each is on the board for good, or unknown (null)."""
    tiles = _start_tiles(state, value)
    for seat, tile in enumerate(tiles):
        if tile is not None and state.cells[tile] is None:
            refuse(
                N_("{name}'s start tile {tile} is not on the board: tiles never leave it."),
                name=state.names[seat],
                tile=TILE_NAMES[tile],
            )
    return tiles


def _start_tiles(state: State, value: Any) -> list[int | None]:
    """The start tile written for each seat (null: none, or not known), each tile named once among them."""
    seen: set[int] = set()
    return [None if name is None else _tile(name, seen) for name in _per_seat(state, value, "start_tiles")]


# -- the board ------------------------------------------------------------------------------------------------------


def _read_board(
    state: State, written: dict[str, Any], step: str, merger: dict[str, Any] | None, seen: set[int]
) -> int | None:
    """The squares: the tile just played while its step lasts (returned), the chains, the unincorporated and
    the start tiles; then what may touch what, and the prices read off the card."""
    pending = None
    if step == FOUND_STEP:
        pending = _tile(written["founding"], seen)
    elif merger is not None:
        pending = _tile(merger.get("tile"), seen)
    if pending is not None:
        state.cells[pending] = LOOSE
    merged = _merged_chains(merger)
    _read_chains(state, written.get("chains", {}), seen, pending, merged)
    _read_loose(state, written.get("loose", []), seen)
    state.start_tiles = tuple(_read_start_tiles(state, written.get("start_tiles", [None] * state.players)))
    _check_touching(state, pending)
    _check_prices(state, written.get("prices", {}))
    return pending


def _read_chains(state: State, value: Any, seen: set[int], bridge: int | None, merged: set[str]) -> None:
    """The chains in the order they were founded, each two or more connected tiles (mid-merger the survivor
    reaches the chains it absorbed through the merging tile, ``bridge``: the chains of the merger may use it
    here, and the merger's own checks say which one may)."""
    for chain, names in _by_chain(state, value, N_("'chains' maps each chain on the board to the list of its tiles.")):
        chain_name = state.chain_name(chain)
        template = N_("The tiles of {chain_name} must be a list of tile names such as '5C'.")
        tiles = sorted(_tiles(names, seen, template, chain_name=chain_name))
        if len(tiles) < 2:
            refuse(
                N_plural(
                    "{chain_name} has {size} tile: a chain has at least 2.",
                    "{chain_name} has {size} tiles: a chain has at least 2.",
                    "size",
                ),
                chain_name=chain_name,
                size=len(tiles),
            )
        apart = _apart(tiles, bridge if chain in merged else None)
        if apart is not None:
            refuse(
                N_("{chain_name}'s tiles are not all connected: {tile} is cut off from {other}."),
                chain_name=chain_name,
                tile=TILE_NAMES[apart],
                other=TILE_NAMES[tiles[0]],
            )
        for tile in tiles:
            state.cells[tile] = chain
        state.chains[chain] = tuple(tiles)
        if len(tiles) >= SAFE_SIZE:
            state.safe_seen |= {chain}


def _apart(tiles: Sequence[int], bridge: int | None) -> int | None:
    """A tile not connected to the first one (through ``bridge`` too, when given), or None."""
    joined = reached(tiles[0], {*tiles, bridge} if bridge is not None else set(tiles))
    return next((tile for tile in tiles if tile not in joined), None)


def _read_loose(state: State, value: Any, seen: set[int]) -> None:
    template = N_("{key!r} must be a list of tile names such as '5C'.")
    for tile in _tiles(value, seen, template, key="loose"):
        state.cells[tile] = LOOSE


def _check_touching(state: State, pending: int | None) -> None:
    """Chains never touch each other or an unincorporated tile; unincorporated tiles touch only when both are
    start tiles. The tile just played (``pending``) is the exception: it is what joins them."""
    cells = state.cells
    for tile in range(SQUARES):
        held = cells[tile]
        if held is None or tile == pending:
            continue
        for near in NEIGHBOURS[tile]:
            other = cells[near]
            if other is None or near == pending or other == held:
                continue
            if held and other:
                refuse(
                    N_("{chain_name} and {other_name} touch ({tile} and {near}): touching chains would have merged."),
                    chain_name=state.chain_name(held),
                    other_name=state.chain_name(other),
                    tile=TILE_NAMES[tile],
                    near=TILE_NAMES[near],
                )
            if not held:
                refuse(
                    N_("{tile} touches {chain_name}: an unincorporated tile next to a chain belongs to it."),
                    tile=TILE_NAMES[tile],
                    chain_name=state.chain_name(other),
                )
    _check_loose_pairs(state, pending)


def _check_loose_pairs(state: State, pending: int | None) -> None:
    """A tile played next to an unincorporated tile founds or grows a chain, so two touching unincorporated
    tiles can only be start tiles (known ones, or as many as the seats whose start tile is not written)."""
    cells = state.cells
    known = {tile for tile in state.start_tiles if tile is not None}
    strangers: list[tuple[int, int]] = []
    for tile in range(SQUARES):
        if cells[tile] != LOOSE or tile == pending or tile in known:
            continue
        near = next((n for n in NEIGHBOURS[tile] if cells[n] == LOOSE and n != pending), None)
        if near is not None:
            strangers.append((tile, near))
    if len(strangers) > state.start_tiles.count(None):
        tile, near = strangers[0]
        refuse(
            N_("{tile} and {near} touch but belong to no chain: only start tiles stay that way."),
            tile=TILE_NAMES[tile],
            near=TILE_NAMES[near],
        )


def _check_prices(state: State, value: Any) -> None:
    """Prices as the table read them off the card must be the card's price at each chain's size."""
    for chain, price in _by_chain(state, value, N_("'prices' must map chains on the board to their share price.")):
        name = state.chain_name(chain)
        if chain not in state.chains:
            refuse(N_("{chain_name} is not on the board, so it has no price."), chain_name=name)
        if not _whole(price):
            refuse(
                N_("{chain_name}'s price must be a whole number of dollars, not {value!r}."),
                chain_name=name,
                value=price,
            )
        actual = state.price(chain)
        if price != actual:
            refuse(
                N_("{chain_name}'s price says ${price:,}, but at its size, {size}, it is ${actual:,}."),
                chain_name=name,
                size=state.size(chain),
                price=price,
                actual=actual,
            )


def _last_tile(state: State, value: Any, pending: int | None) -> int | None:
    """The tile lit as played last: the tile just played while its step lasts, else any tile on the board."""
    tile = None if value is None else _tile(value, set())
    if pending is not None and tile != pending:
        refuse(
            N_("The tile just played is {tile}, so it is the last tile played, not {given!r}."),
            tile=TILE_NAMES[pending],
            given=value,
        )
    if tile is not None and state.cells[tile] is None:
        refuse(N_("The last tile played, {tile}, is not on the board."), tile=value)
    return tile


# -- the step -------------------------------------------------------------------------------------------------------


def _read_step(
    state: State, written: dict[str, Any], step: str, pending: int | None, merger: dict[str, Any] | None
) -> None:
    if step == PLACE_STEP:
        state.phase = Phase.PLACE_TILE
    elif step == BUY_STEP:
        state.phase = Phase.BUY
    elif step == FOUND_STEP:
        assert pending is not None
        _read_founding(state, pending)
    elif step == MERGER_STEP:
        assert pending is not None and merger is not None
        _read_merger(state, pending, merger)
    elif step == SCORING_STEP:
        _read_scoring(state, written["scoring"])
    else:
        _read_over(state)


def _read_founding(state: State, tile: int) -> None:
    """The tile touches unincorporated tiles and no chain, and a chain marker is free."""
    touched = [state.cells[near] for near in NEIGHBOURS[tile] if state.cells[near] is not None]
    chain = next((held for held in touched if held), None)
    if chain is not None:
        refuse(
            N_("{tile} touches {chain_name}, so it does not found a chain."),
            tile=TILE_NAMES[tile],
            chain_name=state.chain_name(chain),
        )
    if not touched:
        refuse(N_("{tile} touches no unincorporated tile, so it founds no chain."), tile=TILE_NAMES[tile])
    if len(state.chains) >= CHAIN_COUNT:
        refuse(EighthChain.template, tile=TILE_NAMES[tile])
    state.founding = tile
    state.phase = Phase.FOUND_CHAIN


def _read_scoring(state: State, value: Any) -> None:
    """Two players at the end: the market's draw is awaited for the first chain still to pay."""
    if state.players != 2:
        refuse(
            N_(
                "The final scoring waits only for the two-player market's draw: with more players the game ends at once."
            ),
            count=state.players,
        )
    order = [chain for chain in state.name_set.ids if chain in state.chains]
    if not isinstance(value, list) or not value:
        refuse(N_("The step {step!r} needs {key!r}."), step=SCORING_STEP, key="scoring")
    scoring = [_chain(state, chain) for chain in value]
    if scoring != order[len(order) - len(scoring) :]:
        refuse(
            N_(
                "Final bonuses are paid in the order {order:and}: 'scoring' must be the chains still to pay, the last ones of that order."
            ),
            order=[state.chain_name(chain) for chain in order],
        )
    state.scoring = tuple(scoring)
    state.phase = Phase.MARKET_HOLDING


def _read_over(state: State) -> None:
    """The end: every share of a chain on the board was sold back; the most cash wins."""
    for seat, held in enumerate(state.shares.held):
        for chain in state.chains:
            if held[chain]:
                refuse(
                    N_plural(
                        "The game is over, so every share of a chain on the board was sold, yet {name} still holds {count} {chain_name} share.",
                        "The game is over, so every share of a chain on the board was sold, yet {name} still holds {count} {chain_name} shares.",
                        "count",
                    ),
                    name=state.names[seat],
                    count=held[chain],
                    chain_name=state.chain_name(chain),
                )
    state.winners = tuple(leaders(state))
    state.phase = Phase.OVER


def _check_holders(state: State, step: str) -> None:
    """A chain on the board always has a shareholder: its founder took a share (or all 25 were held already),
    and shares of a chain on the board go back to the bank only when it is defunct or at the very end."""
    if step == OVER_STEP:
        return
    for chain in state.chains:
        if not state.shares.in_seats(chain):
            refuse(
                N_(
                    "{chain_name} is on the board but nobody holds its shares: its founder got one, and nobody sells a chain on the board."
                ),
                chain_name=state.chain_name(chain),
            )


# -- the merger -----------------------------------------------------------------------------------------------------


def _merger_object(written: dict[str, Any]) -> dict[str, Any]:
    merger = written["merger"]
    if not isinstance(merger, dict):
        refuse(
            N_(
                "'merger' must be an object: the merging tile, the chains' sizes before it and how far the settling has come."
            )
        )
    for key in merger:
        if key not in MERGER_KEYS:
            refuse(N_("A merger has no {key!r}."), key=key)
    for key in ("tile", "sizes"):
        if key not in merger:
            refuse(N_("The merger needs {key!r}."), key=key)
    return merger


def _merged_chains(merger: dict[str, Any] | None) -> set[str]:
    """The chains a merger names (read before the board: mid-merger the survivor's tiles reach through the
    merging tile)."""
    sizes = merger.get("sizes") if merger is not None else None
    return {chain for chain in sizes if isinstance(chain, str)} if isinstance(sizes, dict) else set()


def _sizes(state: State, tile: int, value: Any) -> dict[str, int]:
    """Each merged chain's size before the merger, in the order the position gives; at most one of them safe."""
    if not isinstance(value, dict) or len(value) < 2:
        refuse(N_("The merger's 'sizes' must give each merged chain's tiles before the merger, two chains or more."))
    sizes: dict[str, int] = {}
    for key, size in value.items():
        chain = _chain(state, key)
        if not _whole(size) or size < 2:
            refuse(
                N_("The size of {chain_name} before the merger cannot be {value!r}: a chain has at least 2 tiles."),
                chain_name=state.chain_name(chain),
                value=size,
            )
        sizes[chain] = size
    safe = [chain for chain, size in sizes.items() if size >= SAFE_SIZE]
    if len(safe) >= 2:
        refuse(
            DeadTile.template,
            tile=TILE_NAMES[tile],
            chains=safe,
            sizes=[sizes[chain] for chain in safe],
            chains_text=", ".join(f"{state.chain_name(chain)} {sizes[chain]}" for chain in safe),
        )
    return sizes


def _read_merger(state: State, tile: int, written: dict[str, Any]) -> None:
    """The merger's decisions so far, checked against the rules that make them, and the board it has left."""
    sizes = _sizes(state, tile, written["sizes"])
    progress = MergerInProgress(state.turn, tile, sizes)
    names = [state.chain_name(chain) for chain in sizes]
    survivor = written.get("survivor")
    if survivor is not None:
        _read_survivor(state, progress, survivor, names)
        _read_order(state, progress, written.get("defunct", []), names)
    elif written.get("defunct") or written.get("settled") or written.get("deciding") is not None:
        refuse(N_("Until the survivor is chosen nothing is settled: leave out 'defunct', 'settled' and 'deciding'."))
    _check_merged_board(state, progress, _settled(state, progress, written))
    if progress.survivor is None:
        _check_open_choice(state, survivor_candidates(progress), "survivor")
        state.phase = Phase.CHOOSE_SURVIVOR
    elif len(progress.order) < len(sizes) - 1:
        _check_open_choice(state, defunct_candidates(progress), "defunct")
        state.phase = Phase.CHOOSE_DEFUNCT
    else:
        _read_deciding(state, progress, written.get("deciding"))
    state.merger = progress


def _check_open_choice(state: State, candidates: list[str], key: str) -> None:
    """The mergemaker is asked only to break a tie: what sizes alone decide is never left open."""
    if len(candidates) > 1:
        return
    name = state.chain_name(candidates[0])
    if key == "survivor":
        refuse(
            N_(
                "{chain_name} is the largest chain of the merger, so it survives without a choice: "
                "write it as 'survivor'."
            ),
            chain_name=name,
        )
    refuse(N_("The next defunct chain can only be {chain_name}: add it to 'defunct'."), chain_name=name)


def _read_survivor(state: State, progress: MergerInProgress, value: Any, names: list[str]) -> None:
    survivor = _chain(state, value)
    if survivor not in progress.sizes:
        refuse(
            N_("{chain_name} is not one of the chains this merger joins: {chains:and}."),
            chain_name=state.chain_name(survivor),
            chains=names,
        )
    candidates = survivor_candidates(progress)
    if survivor not in candidates:
        refuse(
            NotLargestChain.template,
            chain=survivor,
            chain_name=state.chain_name(survivor),
            size=progress.sizes[survivor],
            candidates=", ".join(state.chain_name(chain) for chain in candidates),
        )
    progress.survivor = survivor


def _read_order(state: State, progress: MergerInProgress, value: Any, names: list[str]) -> None:
    """The settling order decided so far: largest first, the mergemaker choosing among equals, and decided
    in full before the first chain is settled (what sizes alone decide is never left open)."""
    if not isinstance(value, list):
        refuse(N_("The merger's 'defunct' must list the defunct chains in settling order."))
    for key in value:
        chain = _chain(state, key)
        name = state.chain_name(chain)
        if chain == progress.survivor:
            refuse(N_("{chain_name} survives the merger: it cannot also be defunct."), chain_name=name)
        if chain not in progress.sizes:
            refuse(
                N_("{chain_name} is not one of the chains this merger joins: {chains:and}."),
                chain_name=name,
                chains=names,
            )
        if chain in progress.order:
            refuse(N_("{chain_name} is in the settling order twice."), chain_name=name)
        candidates = defunct_candidates(progress)
        if chain not in candidates:
            refuse(
                N_(
                    "{chain_name} cannot be settled next: defunct chains go largest first, so the next is {candidates:or}."
                ),
                chain_name=name,
                candidates=[state.chain_name(c) for c in candidates],
            )
        progress.order.append(chain)


def _settled(state: State, progress: MergerInProgress, written: dict[str, Any]) -> int:
    """How many defunct chains are settled (absorbed by the survivor); the one after them is being settled."""
    settled = written.get("settled", 0)
    ordered = len(progress.order) == len(progress.sizes) - 1
    if not ordered:
        if settled or written.get("deciding") is not None:
            refuse(N_("Every defunct chain is put in order before the first is settled: complete 'defunct' first."))
        return 0
    high = len(progress.order) - 1
    if not _whole(settled) or not 0 <= settled <= high:
        refuse(
            N_("The merger's 'settled' must be a whole number from 0 to {high}, not {value!r}."),
            high=high,
            value=settled,
        )
    progress.current = settled
    count: int = settled
    return count


def _check_merged_board(state: State, progress: MergerInProgress, settled: int) -> None:
    """The board as far as the merger has gone: settled chains absorbed by the survivor, the others unchanged,
    and the merging tile touching exactly the chains still to merge."""
    survivor = progress.survivor
    absorbed = progress.order[:settled]
    for chain in progress.sizes:
        name = state.chain_name(chain)
        if chain in absorbed and chain in state.chains:
            refuse(
                N_("{chain_name} is settled, so its tiles are {survivor_name}'s now: it cannot still be on the board."),
                chain_name=name,
                survivor_name=state.chain_name(survivor or ""),
            )
        if chain not in absorbed and chain not in state.chains:
            refuse(N_("{chain_name} is in the merger but not on the board."), chain_name=name)
    for chain, before in progress.sizes.items():
        tiles = state.chains.get(chain, ())
        apart = _apart(tiles, None) if tiles and chain != survivor else None
        if apart is not None:
            refuse(
                N_("{chain_name}'s tiles are not all connected: {tile} is cut off from {other}."),
                chain_name=state.chain_name(chain),
                tile=TILE_NAMES[apart],
                other=TILE_NAMES[tiles[0]],
            )
        size = len(tiles)
        if chain == survivor:
            extra = sum(progress.sizes[c] for c in absorbed)
            if size != before + extra:
                refuse(
                    N_(
                        "{chain_name}'s size is {size}, but {before} before the merger and {absorbed} from the "
                        "chains settled since make {expected}."
                    ),
                    chain_name=state.chain_name(chain),
                    size=size,
                    before=before,
                    absorbed=extra,
                    expected=before + extra,
                )
        elif chain not in absorbed and size != before:
            refuse(
                N_(
                    "{chain_name}'s size was {before} before the merger and is {size} now, though it is not settled yet."
                ),
                chain_name=state.chain_name(chain),
                before=before,
                size=size,
            )
    touched = {held for near in NEIGHBOURS[progress.tile] if (held := state.cells[near])}
    merging = [chain for chain in progress.sizes if chain not in absorbed]
    tile = TILE_NAMES[progress.tile]
    for chain in merging:
        if chain not in touched:
            refuse(
                N_("{tile} does not touch {chain_name}, so it cannot merge it."),
                tile=tile,
                chain_name=state.chain_name(chain),
            )
    for chain in sorted(touched - set(merging)):
        refuse(
            N_("{tile} touches {chain_name}, but the merger leaves it out."),
            tile=tile,
            chain_name=state.chain_name(chain),
        )


def _read_deciding(state: State, progress: MergerInProgress, value: Any) -> None:
    """With the order complete a defunct chain is being settled: the two-player market's draw is awaited
    (``deciding`` null), or its bonuses are paid and ``deciding`` is the holder deciding now; the holders after
    them, clockwise from the mergemaker, still hold all their shares and decide next."""
    defunct = progress.defunct
    if value is None:
        if state.players != 2:
            refuse(
                N_(
                    "With more than two players the bonuses of {chain_name} are paid at once: say in 'deciding' who decides about their shares now."
                ),
                count=state.players,
                chain_name=state.chain_name(defunct),
            )
        state.phase = Phase.MARKET_HOLDING
        return
    seat = seat_index(value, "deciding", state.players)
    if not state.shares.held[seat][defunct]:
        refuse(
            N_("{name} holds no {chain_name} shares, so they have nothing to decide."),
            name=state.names[seat],
            chain_name=state.chain_name(defunct),
        )
    order = clockwise_from(progress.player, state.players)
    after = order[order.index(seat) :]
    progress.holders = [holder for holder in after if state.shares.held[holder][defunct]]
    progress.paid = True
    state.phase = Phase.DISPOSE


# -- the end --------------------------------------------------------------------------------------------------------


def _read_end(state: State, step: str, declared: Any, idle: Any) -> None:
    """A declared end needs a board that allowed it; an undeclared end needs a blocked board; and a run of
    turns without a tile is as long as the blockage ruling lets it be."""
    if type(declared) is not bool:
        refuse(N_("{key!r} must be true or false."), key="end_declared")
    state.declared = declared
    if declared and not _could_have_declared(state, step):
        refuse(
            N_(
                "The end cannot have been declared: it needs a chain of 41 tiles or more, or every chain on the board safe."
            )
        )
    if not declared and step in (SCORING_STEP, OVER_STEP) and can_declare_end(state):
        refuse(
            N_(
                "Without a declaration the game ends only when nobody can play a tile and the end cannot be declared; here it can, so write 'end_declared': true."
            )
        )
    state.idle_turns = _count(idle, "turns_without_tile")
    if idle and step in (FOUND_STEP, MERGER_STEP):
        refuse(N_("A tile was just played, so 'turns_without_tile' is 0, not {value}."), value=idle)
    if not state.dealt and step == BUY_STEP and idle > state.players and not can_declare_end(state):
        refuse(N_("Nobody can play a tile and the end cannot be declared: the game would have ended."))


def _could_have_declared(state: State, step: str) -> bool:
    """Declaring is allowed at any point of the turn; a tile played after it may found a chain that is not
    safe yet, so at the buy step one unsafe chain may be newer than the declaration."""
    if can_declare_end(state):
        return True
    if step in (SCORING_STEP, OVER_STEP):
        return True  # the board the end was declared on is gone; the end itself is checked by the rules above
    if step != BUY_STEP:
        return False
    unsafe = [chain for chain in state.chains if chain not in state.safe_seen]
    return len(unsafe) == 1 and bool(state.safe_seen)


# -- dealt tiles ----------------------------------------------------------------------------------------------------


def _read_dealt(state: State, config: dict[str, Any], written: dict[str, Any], step: str, seen: set[int]) -> None:
    """The hands, the dead tiles put out of the game, the pile (every other tile of the bag) and the
    two-player market's draws, which seed the next one."""
    for seat, hand in enumerate(_per_seat(state, written["hands"], "hands")):
        name = state.names[seat]
        state.hands[seat] = _tiles(
            hand, seen, N_("{name}'s hand must be a list of tile names such as '5C'."), name=name
        )
        if len(state.hands[seat]) > HAND_SIZE:
            refuse(
                N_("{name} has {count} in hand, but a hand holds at most 6 tiles."),
                name=name,
                count=len(state.hands[seat]),
            )
    template = N_("{key!r} must be a list of tile names such as '5C'.")
    state.out_of_game = tuple(_tiles(written.get("out_of_game", []), seen, template, key="out_of_game"))
    for tile in state.out_of_game:
        if not is_dead(state.cells, state.safe_seen, tile):
            refuse(
                N_(
                    "{tile} is out of the game but could still be played: only tiles that would merge two safe chains go out."
                ),
                tile=TILE_NAMES[tile],
            )
    drawn = [t for t in range(SQUARES) if state.cells[t] is not None]
    drawn += [tile for hand in state.hands for tile in hand] + list(state.out_of_game)
    if "draw_pile" in written:
        pile = _tiles(written["draw_pile"], seen, template, key="draw_pile")
    else:
        pile = default_pile(config, seen)
        seen.update(pile)
    for name in config["tile_bag"]:
        if TILE_INDEX[name] not in seen:
            refuse(
                N_("{tile} is nowhere: every tile is on the board, in a hand, out of the game or in the draw pile."),
                tile=name,
            )
    state.bag = tuple(drawn + pile)
    state.drawn = len(drawn)
    _check_hand_sizes(state, step)
    state.market_draws = _count(written.get("market_draws", 0), "market_draws")


def _check_hand_sizes(state: State, step: str) -> None:
    """While the pile lasts every hand is drawn back to six; the player on turn holds five once their tile is
    played (the end comes before they draw)."""
    pile = state.draw_pile
    if not pile or step == OVER_STEP:  # at the end nobody draws, and the turn it ended on is not written
        return
    for seat, hand in enumerate(state.hands):
        if len(hand) == HAND_SIZE or (seat == state.turn and step in AFTER_TILE and len(hand) == HAND_SIZE - 1):
            continue
        refuse(
            N_plural(
                "{name} holds {count} tile while the draw pile still has {pile}: hands are drawn back to 6.",
                "{name} holds {count} tiles while the draw pile still has {pile}: hands are drawn back to 6.",
                "count",
            ),
            name=state.names[seat],
            count=len(hand),
            pile=pile,
        )


__all__ = ["STEPS", "from_position", "position", "prepare_position", "step_of"]
