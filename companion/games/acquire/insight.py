"""What a referee can tell the players: pure questions about a state, never changing it.

- :func:`tile_outlook`: what a tile would do if played now (lonely, grow,
  found, merge, temporarily unplayable, dead, already on the board) and the
  chains involved;
- :func:`standings`: majority and minority holders of a chain;
- :func:`net_worth`: each player's cash + shares at today's prices + the
  bonuses they would get if the game ended now;
- :func:`game_log`: a list of events as readable text;
- :func:`preview`: what an action would do, as JSON-like data (the engine's
  ``preview`` hook, which front-ends reach through ``Table.preview``): a
  tile's outlook, the refusal ``apply`` would give, the bonuses a merger
  would pay (who receives them only while holdings are open);
- :func:`worth` and :func:`chain_names`: the same figures computed from a
  summary alone, for front-ends that never see the state.

With hidden holdings a front-end must only show these to whom they concern;
the functions taking a state see all of it.
"""

from __future__ import annotations

from typing import Any

from companion.core import Action, RuleViolation
from companion.data_classes import dataclass

from .actions import PlaceTile, StartTile
from .board import TILE_INDEX, TILE_NAMES, tile_index
from .bonuses import MAJORITY, SHARED, awards, chain_awards, holdings
from .chains import NAME_SETS
from .errors import TileTaken
from .log import game_log
from .placement import MERGE, classify, refuse_unplayable
from .prices import majority_bonus, minority_bonus
from .state import State

__all__ = [
    "Standing",
    "TileOutlook",
    "chain_names",
    "final_bonuses",
    "game_log",
    "net_worth",
    "preview",
    "standings",
    "tile_outlook",
    "worth",
]


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


# -- previews: what an action would do, for the screens --------------------------------


def preview(state: State, action: Action) -> dict[str, Any] | None:
    """What ``action`` would do now, as JSON-like data; None for actions without a preview.

    For a tile (``place_tile``, ``start_tile``)::

        {"tile": "3A", "kind": "merge", "legal": true, "refusal": null,
         "chains": [{"id": "tower", "size": 3}, ...],      # largest first
         "survivors": ["tower"],                           # a merge: more than one means a tie
         "bonuses": {"luxor": [{"seat": 2, "amount": 2000, "kind": "majority"}, ...]},
         "market": false}                                  # two players: the market draws at payout

    ``kind`` is ``start`` for a free start square, else a tile outlook kind;
    ``refusal`` is what the board's rules refuse the tile with (``code``, an
    ``N_`` ``template`` and its ``data``), and ``legal`` says there is none.
    With dealt tiles whether the player holds the tile is left out: a preview
    shows on the shared screen, and asking square by square would reveal the
    hand. A bonus's ``seat`` is null while holdings are hidden (amounts only:
    who holds what is private).
    """
    if not isinstance(action, PlaceTile | StartTile) or action.tile not in TILE_INDEX:
        return None
    index = TILE_INDEX[action.tile]
    outlook = tile_outlook(state, action.tile)
    kind = outlook.kind
    if isinstance(action, StartTile):
        kind = "taken" if kind == "taken" else "start"
    shown: dict[str, Any] = {
        "tile": action.tile,
        "kind": kind,
        "chains": [{"id": chain, "size": state.size(chain)} for chain in outlook.chains],
        "survivors": list(outlook.survivors),
        "bonuses": {},
        "market": state.players == 2,
    }
    try:
        if state.cells[index] is not None:
            raise TileTaken(tile=action.tile)
        if isinstance(action, PlaceTile):
            refuse_unplayable(classify(state.cells, state.chains, index), index, state.chains, state.name_set.display)
        shown["refusal"] = None
    except RuleViolation as refused:
        shown["refusal"] = {"code": refused.code, "template": refused.template, "data": refused.data}
    shown["legal"] = shown["refusal"] is None
    if kind == MERGE:
        defunct = outlook.chains if len(outlook.survivors) > 1 else outlook.chains[1:]
        hidden = not state.open_holdings
        shown["bonuses"] = {
            chain: [
                {"seat": None if hidden else a.holder, "amount": a.amount, "kind": a.kind}
                for a in chain_awards(state, chain, state.size(chain))
            ]
            for chain in defunct
        }
    return shown


def chain_names(summary: dict[str, Any]) -> dict[str, str]:
    """Every chain of the game's name set, id → display name, in the set's order (from a summary)."""
    return dict(NAME_SETS[summary["names"]].display)


def worth(summary: dict[str, Any]) -> list[int | None]:
    """:func:`net_worth` from a summary: cash + shares at today's prices + bonuses if the game ended now.

    Every holding must be visible (the referee's summary, or open holdings);
    a seat whose cash or shares the summary hides gets None.
    """
    names = NAME_SETS[summary["names"]]
    players = summary["players"]
    bonus = [0] * len(players)
    if all(p["shares"] is not None for p in players):
        for chain, info in summary["chains"].items():
            counts = {seat: p["shares"].get(chain, 0) for seat, p in enumerate(players)}
            tier = names.tier[chain]
            for holder, amount, _ in awards(
                counts, majority_bonus(tier, info["size"]), minority_bonus(tier, info["size"])
            ):
                bonus[holder] += amount
    result: list[int | None] = []
    for seat, player in enumerate(players):
        if player["cash"] is None or player["shares"] is None or any(p["shares"] is None for p in players):
            result.append(None)
            continue
        shares = sum(
            count * summary["chains"][chain]["price"]
            for chain, count in player["shares"].items()
            if chain in summary["chains"]
        )
        result.append(player["cash"] + shares + bonus[seat])
    return result
