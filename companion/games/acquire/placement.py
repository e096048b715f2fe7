"""Playing a tile: the four outcomes and the two kinds of unplayable tile.

:func:`classify` looks only at a square's orthogonal neighbours:

- no neighbour: **lonely**;
- unincorporated neighbours only: **found** a chain, unless all seven chains
  are on the board (**unplayable**, temporarily: a merger may free a chain);
- exactly one chain: **grow** it;
- two or more chains: **merge**, unless two or more of them are safe
  (**dead**: permanently unplayable, whatever else the tile touches).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from .board import EMPTY, LOOSE, NEIGHBOURS, TILE_NAMES
from .chains import CHAIN_COUNT, SAFE_SIZE
from .errors import DeadTile, EighthChain, TileTaken

LONELY = "lonely"
GROW = "grow"
FOUND = "found"
MERGE = "merge"
UNPLAYABLE = "unplayable"
DEAD = "dead"
TAKEN = "taken"

PLAYABLE = frozenset({LONELY, GROW, FOUND, MERGE})


class Outcome(NamedTuple):
    """What a tile would do: its kind and the chains it touches (in first-touched order)."""

    kind: str
    chains: tuple[str, ...] = ()

    @property
    def playable(self) -> bool:
        return self.kind in PLAYABLE


_TAKEN = Outcome(TAKEN)
_LONELY = Outcome(LONELY)
_FOUND = Outcome(FOUND)
_UNPLAYABLE = Outcome(UNPLAYABLE)
#: Growing one chain: one outcome per chain id, made once (outcomes are immutable).
_GROW: dict[str, Outcome] = {}


def classify(cells: list[str | None], chains: dict[str, tuple[int, ...]], tile: int) -> Outcome:
    """What playing ``tile`` on this board would do."""
    if cells[tile] is not EMPTY:
        return _TAKEN
    touched: list[str] = []
    loose = False
    for near in NEIGHBOURS[tile]:
        held = cells[near]
        if held is None:
            continue
        if held == LOOSE:
            loose = True
        elif held not in touched:
            touched.append(held)
    if not touched:
        if not loose:
            return _LONELY
        return _FOUND if len(chains) < CHAIN_COUNT else _UNPLAYABLE
    if len(touched) == 1:
        grow = _GROW.get(touched[0])
        if grow is None:
            grow = _GROW[touched[0]] = Outcome(GROW, (touched[0],))
        return grow
    safe = 0  # counted by a loop: a generator's steps cost more than the two to four chains a tile touches
    for chain in touched:
        if len(chains[chain]) >= SAFE_SIZE:
            safe += 1
    return Outcome(DEAD if safe >= 2 else MERGE, tuple(touched))


# The two questions asked of every tile in a hand, many times a turn (the random
# player's choice, the dead-tile exchange, the blockage ruling), answered without
# building an Outcome: they agree with classify() square by square (tested on
# every square of many random boards). They take the set of safe chains
# (``State.safe_seen``, which the invariants keep equal to the chains of 11+
# tiles): "is this neighbour safe?" is then one set look-up, not a size compared.


def every_empty_square_playable(chains: dict[str, tuple[int, ...]], safe: frozenset[str]) -> bool:
    """True while no empty square can be unplayable: fewer than seven chains on the board
    (so any tile may found one) and fewer than two safe chains (so no tile is dead).

    That is most of a game, and then "which of my tiles can I play?" is "all of them".
    """
    return len(chains) < CHAIN_COUNT and len(safe) < 2


def is_dead(cells: list[str | None], safe: frozenset[str], tile: int) -> bool:
    """Would ``tile`` merge two or more of the ``safe`` chains (so never be playable)? (:func:`dead_tiles` of that
    one tile: the rule written once.)"""
    return bool(dead_tiles(cells, safe, (tile,)))


def is_playable(cells: list[str | None], chains: dict[str, tuple[int, ...]], safe: frozenset[str], tile: int) -> bool:
    """May ``tile`` be played now? Not on a taken square, not dead (two of the ``safe`` chains), and not an
    eighth chain (:func:`playable_tiles` of that one tile: the rule written once)."""
    return bool(playable_tiles(cells, chains, safe, (tile,)))


def playable_tiles(
    cells: list[str | None], chains: dict[str, tuple[int, ...]], safe: frozenset[str], tiles: Iterable[int]
) -> list[int]:
    """The tiles of ``tiles`` that may be played now, in their order: not on a taken square, not dead (touching
    two of the ``safe`` chains), and not founding an eighth chain.

    The random player's whole hand asked at once, late in the game: one call where it took one per tile
    (the blockage ruling, which stops at the first playable tile, keeps asking one at a time).
    """
    eighth = len(chains) >= CHAIN_COUNT  # a tile founding a chain is refused only with all seven on the board
    found: list[int] = []
    for tile in tiles:
        if cells[tile] is not EMPTY:
            continue
        first: str | None = None
        chain = False
        loose = False
        for near in NEIGHBOURS[tile]:
            held = cells[near]
            if held:
                chain = True
                if held in safe and held != first:
                    if first is not None:
                        break  # dead
                    first = held
            elif held is not None:
                loose = True
        else:
            if chain or not loose or not eighth:
                found.append(tile)
    return found


def dead_tiles(cells: list[str | None], safe: frozenset[str], tiles: Iterable[int]) -> list[int]:
    """The tiles of ``tiles`` that are dead (an empty square touching two or more of the ``safe`` chains, so
    never playable), in their order: the dead-tile exchange's question of a whole hand, in one call."""
    found: list[int] = []
    for tile in tiles:
        if cells[tile] is not EMPTY:
            continue
        first: str | None = None
        for near in NEIGHBOURS[tile]:
            held = cells[near]
            if held in safe and held != first:
                if first is not None:
                    found.append(tile)
                    break
                first = held
    return found


def live_squares(
    cells: list[str | None], safe: frozenset[str], order: Iterable[int], skip: int, count: int
) -> list[int]:
    """The empty squares of ``order`` that are not dead (:func:`is_dead`): ``count`` of them after the first
    ``skip`` (fewer when ``order`` runs out).

    The random player's hand with physical tiles is read this way from its bag, every turn: the dead-tile
    question asked inline, not called for each square.
    """
    squares: list[int] = []
    for tile in order:
        if cells[tile] is not EMPTY:
            continue
        found: str | None = None
        for near in NEIGHBOURS[tile]:
            held = cells[near]
            if held in safe and held != found:
                if found is not None:
                    break  # dead
                found = held
        else:
            if skip:
                skip -= 1
            else:
                squares.append(tile)
                if len(squares) == count:
                    break
    return squares


def refuse_unplayable(outcome: Outcome, tile: int, chains: dict[str, tuple[int, ...]], display: dict[str, str]) -> None:
    """Raise the refusal a player reads for a tile that cannot be played now."""
    name = TILE_NAMES[tile]
    if outcome.kind == TAKEN:
        raise TileTaken(tile=name)
    if outcome.kind == DEAD:
        safe = [chain for chain in outcome.chains if len(chains[chain]) >= SAFE_SIZE]
        sizes = [len(chains[chain]) for chain in safe]
        raise DeadTile(
            tile=name,
            chains=safe,
            sizes=sizes,
            chains_text=", ".join(f"{display[chain]} {size}" for chain, size in zip(safe, sizes, strict=True)),
        )
    if outcome.kind == UNPLAYABLE:
        raise EighthChain(tile=name)
