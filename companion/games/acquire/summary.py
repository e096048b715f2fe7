"""The JSON view of a game (``companion replay --json``); schema in ``docs/acquire.md``.

With ``viewer`` None the view is the whole state. With a viewer seat, hidden
holdings (``open_holdings: false``) leave other players' cash and shares out
(null) until the game is over, and in dealt mode only the viewer's own hand is shown. Unsold shares
per chain are always public: anyone may ask how many remain.

The score sheet's figures come from here too, so no front-end recomputes a rule: each chain's majority and
minority bonus at its size now (public: they follow from the size) and who would receive what if the chain
were sold now (``awards``, the rulebook's ties and rounding; null while a holding it depends on is hidden),
and per player the value of their shares at today's prices (``share_value``, with their shares), the
bonuses they would receive if the game ended now and their ``worth`` = cash + share value + those bonuses
(null while any holding is hidden: a bonus depends on everyone's shares). The two-player stock market,
drawn only at a payout, is left out of these.
"""

from __future__ import annotations

from typing import Any

from companion.core import Prompt

from .board import SQUARES, TILE_NAMES
from .bonuses import chain_awards
from .chains import SAFE_SIZE
from .prices import majority_bonus, minority_bonus
from .state import Phase, State


def summary(state: State, prompt: Prompt, viewer: int | None = None) -> dict[str, Any]:
    over = prompt.over
    # Final scoring is public: once the game is over every holding is shown.
    everyone = viewer is None or state.open_holdings or over
    awards = {chain: chain_awards(state, chain, len(tiles)) for chain, tiles in state.chains.items()}
    bonuses = [0] * state.players
    for paid in awards.values():
        for holder, amount, _kind in paid:
            bonuses[holder] += amount
    players = []
    for seat, name in enumerate(state.names):
        visible = everyone or viewer == seat
        held = state.shares.held[seat]
        value = sum(count * state.price(chain) for chain, count in held.items() if count and chain in state.chains)
        entry: dict[str, Any] = {
            "name": name,
            "cash": state.cash(seat) if visible else None,
            "shares": {chain: held[chain] for chain in state.name_set.ids if held[chain]} if visible else None,
            "share_value": value if visible else None,
            "bonuses": bonuses[seat] if everyone else None,
            "worth": state.cash(seat) + value + bonuses[seat] if everyone else None,
        }
        if state.dealt:
            own = viewer is None or viewer == seat
            entry["hand"] = [TILE_NAMES[t] for t in sorted(state.hands[seat])] if own else None
        players.append(entry)
    chains = {
        chain: {
            "size": len(tiles),
            "price": state.price(chain),
            "available": state.shares.pool[chain],
            "safe": len(tiles) >= SAFE_SIZE,
            "name": state.chain_name(chain),
            "majority_bonus": majority_bonus(state.name_set.tier[chain], len(tiles)),
            "minority_bonus": minority_bonus(state.name_set.tier[chain], len(tiles)),
            "awards": [{"seat": a.holder, "amount": a.amount, "kind": a.kind} for a in awards[chain]]
            if everyone
            else None,
        }
        for chain in state.name_set.ids
        if (tiles := state.chains.get(chain)) is not None
    }
    board = {TILE_NAMES[t]: (cell or None) for t in range(SQUARES) if (cell := state.cells[t]) is not None}
    view: dict[str, Any] = {
        "game": "acquire",
        "over": over,
        "current_player": None if over else (prompt.player if state.phase == Phase.START_TILE else state.turn),
        "winners": list(state.winners),
        "players": players,
        "chains": chains,
        "board": board,
        "prompt": {"player": prompt.player, "kind": prompt.kind},
        # Extra keys (documented as extras):
        "names": state.name_set.key,
        "tiles": "dealt" if state.dealt else "physical",
        "open_holdings": state.open_holdings,
        "end_declared": state.declared,
        "last_tile": TILE_NAMES[state.last_tile] if state.last_tile is not None else None,
        "start_tiles": [TILE_NAMES[t] if t is not None else None for t in state.start_tiles],
        "available_chains": [chain for chain in state.name_set.ids if chain not in state.chains],
    }
    if prompt.data:
        view["prompt"]["data"] = prompt.data
    if prompt.chance:
        view["prompt"]["chance"] = True
    if state.dealt:
        view["draw_pile"] = state.draw_pile
        view["out_of_game"] = [TILE_NAMES[t] for t in state.out_of_game]
    return view
