"""What a referee can tell the players: pure questions about a state, never changing it.

- :func:`tile_outlook`: what a tile would do if played now (lonely, grow,
  found, merge, temporarily unplayable, dead, already on the board) and the
  chains involved;
- :func:`standings`: majority and minority holders of a chain;
- :func:`net_worth`: each player's cash + shares at today's prices + the
  bonuses they would get if the game ended now;
- :func:`game_log`: a list of events as readable text.

With hidden holdings a front-end must only show these to whom they concern;
the functions themselves see the whole state.
"""

from __future__ import annotations

from dataclasses import dataclass

from .board import TILE_NAMES, tile_index
from .bonuses import MAJORITY, SHARED, chain_awards, holdings
from .log import game_log
from .placement import MERGE, classify
from .state import State

__all__ = ["Standing", "TileOutlook", "final_bonuses", "game_log", "net_worth", "standings", "tile_outlook"]


@dataclass(frozen=True, slots=True)
class TileOutlook:
    tile: str
    #: lonely, grow, found, merge, unplayable (8th chain, for now), dead, taken.
    kind: str
    #: Chains the tile touches; for a merge, the survivor candidates first (largest).
    chains: tuple[str, ...]
    #: For a merge: the chains that could survive (more than one: the mergemaker picks).
    survivors: tuple[str, ...] = ()

    @property
    def playable(self) -> bool:
        return self.kind in ("lonely", "grow", "found", "merge")


def tile_outlook(state: State, tile: str) -> TileOutlook:
    index = tile_index(tile)
    kind, chains = classify(state.cells, state.chains, index)
    ordered = tuple(sorted(chains, key=lambda chain: -state.size(chain)))
    survivors: tuple[str, ...] = ()
    if kind == MERGE:
        largest = state.size(ordered[0])
        survivors = tuple(chain for chain in ordered if state.size(chain) == largest)
    return TileOutlook(TILE_NAMES[index], kind, ordered, survivors)


@dataclass(frozen=True, slots=True)
class Standing:
    chain: str
    #: Share count per seat (holders only).
    counts: dict[int, int]
    #: Seats that would receive the majority bonus (several: tied, sharing majority + minority).
    majority: tuple[int, ...]
    #: Seats that would receive the minority bonus (a sole holder appears in both).
    minority: tuple[int, ...]


def standings(state: State, chain: str) -> Standing:
    """Who leads ``chain`` now (the two-player market, drawn only at payout, is left out)."""
    awards = chain_awards(state, chain, max(state.size(chain), 2))
    majority = tuple(a.holder for a in awards if a.kind in (MAJORITY, SHARED))
    minority = tuple(a.holder for a in awards if a.kind not in (MAJORITY, SHARED))
    return Standing(chain, holdings(state, chain), majority, minority)


def final_bonuses(state: State) -> list[int]:
    """What each seat would receive in bonuses if the game ended now (market left out)."""
    bonus = [0] * state.players
    for chain in state.chains:
        for holder, amount, _ in chain_awards(state, chain, state.size(chain)):
            bonus[holder] += amount
    return bonus


def net_worth(state: State) -> list[int]:
    """Cash + shares of active chains at current prices + bonuses if the game ended now."""
    bonus = final_bonuses(state)
    worth = []
    for seat, held in enumerate(state.shares.held):
        shares = sum(count * state.price(chain) for chain, count in held.items() if count and chain in state.chains)
        worth.append(state.cash(seat) + shares + bonus[seat])
    return worth
