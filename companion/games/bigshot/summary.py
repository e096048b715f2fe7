"""The JSON view of a game (``companion replay --json``); schema in ``docs/bigshot.md``.

Money is in millions. ``fortune`` is what the final scoring would count if the
game ended now: decided lots, plus undecided lots awarded by the end-of-game
rule. With hidden money and a ``viewer``, other players' cash (and so their
fortune) is ``null`` unless it has been shown openly or the game is over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import lots, scoring
from .state import BID, OVER, State

if TYPE_CHECKING:
    from .engine import BigShot


def summary(game: BigShot, state: State, viewer: int | None = None) -> dict[str, Any]:
    prompt = game.prompt(state)
    owners = lots.provisional_owners(state)
    results = scoring.fortunes(state, owners)
    players = []
    for seat, result in enumerate(results):
        hidden = (
            state.hidden
            and viewer is not None
            and seat != viewer
            and seat not in state.open_cash
            and state.phase != OVER
        )
        colors = state.colors_of(seat)
        players.append(
            {
                "name": state.names[seat],
                "colors": list(colors),
                "cash": None if hidden else state.cash(seat),
                "debts": sum(state.debts[color] for color in colors),
                "lots": [lot for lot in state.board.lots if state.awarded.get(lot) in colors],
                "leading": [lot for lot in state.board.lots if lot not in state.awarded and owners[lot] in colors],
                "fortune": None if hidden else result.fortune,
                "qualifies": result.qualifies,
                "cash_open": not state.hidden or seat in state.open_cash,
                "by_color": {
                    c.color: {
                        "cash": None if hidden else c.cash,
                        "debts": c.debts,
                        "lots": [score.lot for score in c.lots],
                        "scores": [
                            {"lot": score.lot, "base": score.base, "times": score.multiplier, "value": score.value}
                            for score in c.lots
                        ],
                        "lot_value": c.lot_value,
                        "fortune": None if hidden else c.fortune,
                    }
                    for c in result.colors
                },
            }
        )
    auction = None
    if state.phase == BID and state.auction is not None:
        auction = {
            "space": state.broker,
            "cubes": list(state.offer()),
            "roller": state.roller,
            "high_bid": state.auction.high_bid,
            "high_bidder": state.auction.high_bidder,
            "still_in": list(state.auction.active),
            "to_act": state.auction.to_act,
        }
    return {
        "game": game.name,
        "over": state.phase == OVER,
        "turn": state.turn,
        "broker": state.broker,
        "roller": state.roller,
        "current_player": prompt.player,
        "players": players,
        "dummy": state.seating.dummy,
        "hidden_money": state.hidden,
        "spaces": [list(space) for space in state.spaces],
        "lots": {
            lot: {
                "value": state.board.values[lot],
                "park": lot in state.board.parks,
                "parks_near": list(state.board.parks_near[lot]),
                "cubes": dict(state.lots[lot]),
                "owner": state.awarded.get(lot),
                "leader": owners[lot],
                "decided": lot in state.awarded,
            }
            for lot in state.board.lots
        },
        "auction": auction,
        "in_hand": list(state.in_hand),
        "winners": list(state.winners),
        "ranking": scoring.ranking(results) if state.phase == OVER else [],
        "board": state.board.name,
        "board_calibrated": state.board.calibrated,
        "prompt": {"player": prompt.player, "kind": prompt.kind},
    }
