"""The JSON view of a game (``companion replay --json``); the schema is in ``docs/mad-market.md``.

The issue's keys come first and keep their exact meaning; the extra keys
(``phase``, ``round``, ``first_player``, ``turn``, ``offer``, ``fight``,
``auction``, ``debt``, ``insight``, ``ranking``, ``track``) serve the
screens. Nothing in Mad Market is hidden: every viewer sees the same view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from companion.core.auction import bidding

from . import end
from .insight import forecast_next, worth
from .rules import ITEMS, STOCKS
from .state import OVER, STATE_HELD, State

if TYPE_CHECKING:
    from .engine import MadMarket


def summary(game: MadMarket, state: State, viewer: int | None = None) -> dict[str, Any]:
    prompt = game.prompt(state)
    board = state.board
    players = []
    for seat, name in enumerate(state.names):
        player = state.players[seat]
        players.append(
            {
                "name": name,
                "cash": state.cash(seat),
                "square": board.squares[player.square].id,
                "shares": {s: n for s, n in state.shares.held[seat].items() if n},
                "companies": state.companies_of(seat),
                "brokers": player.brokers,
                "guards": player.guards,
                "pack": player.pack,
                "vp": player.vp,
                "items": {i: player.items[i] for i in ITEMS if player.items.get(i)},
                "out": player.out,
            }
        )
    stocks = {
        stock: {
            "field": state.fields[stock],
            "value": state.value(stock),
            "free": state.shares.pool[stock],
            "name": board.stock_name(stock),
            "code": board.stocks[stock].code,
            "holding": state.holding_owner(stock),
        }
        for stock in STOCKS
    }
    offer = fight = auction = debt = None
    if state.offer is not None:
        offer = _fields(state.offer, "kind", "square", "company", "owner", "fee")
        offer["square"] = board.squares[state.offer.square].id
    if state.fight is not None:
        fight = _fields(state.fight, "kind", "player", "guards", "opponents", "defender", "company")
        fight["rounds"] = [list(r) for r in state.fight.rounds]
    if state.auction is not None:
        company = state.lots[0]
        price = board.companies[company].price
        auction = {"company": company, "price": price, **bidding(state.auction), "lots": list(state.lots)}
    if state.debt is not None:
        debt = _fields(state.debt, "player", "amount", "creditor", "reason")
        debt["cash"] = state.cash(state.debt.player)
    return {
        "game": game.name,
        "over": state.phase == OVER,
        "current_player": prompt.player,
        "players": players,
        "stocks": stocks,
        "forecast": state.forecast,
        "police_next": state.police_next,
        "state_companies": list(state.pile),
        "board": {"calibrated": board.calibrated, "name": board.name},
        "last_round": state.last_round,
        "winners": list(state.winners),
        "prompt": prompt.to_json(),
        "phase": state.phase,
        "round": state.round,
        "first_player": None if state.phase == "start_roll" else state.first,
        "mover": None if state.phase in ("start_roll", OVER) else state.current,
        "target": state.target,
        "last_roll": list(state.last_roll) if state.last_roll else None,
        "last_movers": list(state.last_movers),
        "turn": {
            "brokers_used": list(state.turn.brokers_used),
            "traded": dict(state.turn.traded),
            "item": state.turn.item,
        },
        "companies": {
            c: {
                "owner": None if o is None or o == STATE_HELD else o,
                "state": o == STATE_HELD,
                "stock": board.companies[c].stock,
                "price": board.companies[c].price,
            }
            for c, o in state.owners.items()
        },
        "items_left": {item: board.items[item][2] - sum(p.items.get(item, 0) for p in state.players) for item in ITEMS},
        "offer": offer,
        "fight": fight,
        "auction": auction,
        "debt": debt,
        "track": list(board.track),
        "squares": [square.id for square in board.squares],
        "forecast_fields": len(board.forecast),
        "forecast_track": [{"stock": stock, "direction": direction} for stock, direction in board.forecast],
        "insight": {
            "forecast_next": forecast_next(state),
            "worth": [worth(state, seat) for seat in range(state.count)],
        },
        "ranking": end.ranking(state) if state.phase == OVER else [],
        "end_reason": state.end_reason or None,
    }


def _fields(record: Any, *names: str) -> dict[str, Any]:
    """A state record's ``names`` in that order: an offer, a fight or a debt as the summary shows it (the caller
    puts the values the record does not store as shown, such as a square's id, in place or after them)."""
    return {name: getattr(record, name) for name in names}
