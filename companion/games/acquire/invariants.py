"""Consistency checks run after every action by ``simulate`` and the property tests.

They guard the laws a bug could break silently: money only moves through the
ledger, 25 shares per chain are always somewhere, chains are connected,
disjoint and at least two tiles, no two chains (and no chain and an
unincorporated tile) touch, at most seven chains, safe chains stay.
"""

from __future__ import annotations

from collections.abc import Sequence

from companion.core import InvariantBroken

from .board import LOOSE, NEIGHBOURS, SQUARES, reached
from .chains import CHAIN_COUNT, SAFE_SIZE
from .state import State


def check(state: State) -> None:
    state.ledger.check()
    state.shares.check()
    if len(state.chains) > CHAIN_COUNT:
        raise InvariantBroken(f"{len(state.chains)} chains on the board")
    counted = 0
    for chain, tiles in state.chains.items():
        if chain not in state.name_set.tier:
            raise InvariantBroken(f"unknown chain {chain!r} on the board")
        if type(tiles) is not tuple:  # saved states share a chain's tiles: they must never change in place
            raise InvariantBroken(f"{chain}'s tiles are a {type(tiles).__name__}, not a tuple")
        if len(tiles) < 2 or len(set(tiles)) != len(tiles):
            raise InvariantBroken(f"{chain} has tiles {list(tiles)}")
        if any(state.cells[tile] != chain for tile in tiles):
            raise InvariantBroken(f"{chain}'s tile list and the board disagree")
        if state.merger is not None and chain == state.merger.survivor:
            # Mid-merger the survivor reaches the chains it absorbed through the merging tile.
            _check_connected(chain, [*tiles, state.merger.tile])
        else:
            _check_connected(chain, tiles)
        counted += len(tiles)
    on_board = 0
    for square in range(SQUARES):
        held = state.cells[square]
        if held is None:
            continue
        on_board += 1
        if held == LOOSE:
            if state.merger is not None and square == state.merger.tile:
                continue  # the merging tile waits, unincorporated, until the merger ends
            touching = {state.cells[near] for near in NEIGHBOURS[square]} - {None, LOOSE}
            if touching:
                raise InvariantBroken(f"unincorporated tile {square} touches {touching}")
        elif held not in state.chains:
            raise InvariantBroken(f"square {square} belongs to inactive chain {held}")
        else:
            for near in NEIGHBOURS[square]:
                other = state.cells[near]
                if other and other != held:
                    raise InvariantBroken(f"chains {held} and {other} touch without a merger")
    if counted > on_board:
        raise InvariantBroken("chains count more tiles than the board holds")
    for chain in state.safe_seen:
        if chain not in state.chains or len(state.chains[chain]) < SAFE_SIZE:
            raise InvariantBroken(f"safe chain {chain} left the board or shrank")
    safe_now = {chain for chain, tiles in state.chains.items() if len(tiles) >= SAFE_SIZE}
    if safe_now != state.safe_seen:
        raise InvariantBroken(f"safe chains {sorted(safe_now)} but the record says {sorted(state.safe_seen)}")
    if state.dealt:
        seen = [t for hand in state.hands for t in hand] + list(state.out_of_game)
        seen += [t for t in range(SQUARES) if state.cells[t] is not None]
        if len(seen) != len(set(seen)) or len(seen) != state.drawn:
            raise InvariantBroken("tiles drawn, held, played and put out of the game do not add up")
        if any(len(hand) > 6 for hand in state.hands):
            raise InvariantBroken("a hand holds more than 6 tiles")


def _check_connected(chain: str, tiles: Sequence[int]) -> None:
    members = set(tiles)
    if reached(tiles[0], members) != members:
        raise InvariantBroken(f"{chain} is not connected")
