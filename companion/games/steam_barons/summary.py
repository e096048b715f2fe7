"""The JSON view of a game (``companion replay --json``); the schema is in ``docs/steam-barons.md``.

The issue's keys come first and keep their exact meaning; the extra keys
(``auction``, ``sales``, ``insight``, ``last_adjustment``, ``last_results``,
``ownerless_links``, ``ranking``, ``turns``) serve the screens. A sealed sale is shown only to its own seat
(``viewer``): every other viewer, the public (``PUBLIC``) and the referee's
view without a viewer (``None``) see only *who* has chosen.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from companion.core.auction import bidding

from . import scoring
from .insight import insight
from .rules import TURNS
from .state import AUCTION, BUY, COMPANY_ORDER, OVER, State

if TYPE_CHECKING:
    from .engine import SteamBarons


def turn_under_way(summary: Mapping[str, Any]) -> int:
    """The turn the table is playing, as a screen heads it: the summary's ``turn``, but the next one while that
    turn's order of play is drawn (the first player is known then: the game counts the turn once the order is
    set). "Turn 1 of 5: order of play" stood over the draw for turn 2, as if the game had started again."""
    turn = summary.get("turn", 1)
    if not isinstance(turn, int):
        return 1
    return turn + 1 if summary.get("phase") == COMPANY_ORDER and summary.get("first_player") is not None else turn


def summary(game: SteamBarons, state: State, viewer: int | None = None) -> dict[str, Any]:
    prompt = game.prompt(state)
    shares = state.shares
    players = [
        {
            "name": name,
            "cash": state.cash(seat),
            "shares": {c: n for c, n in shares.seats[seat].items() if n},
            "certificates": [c for c, firm in state.companies.items() if firm.controller == seat],
        }
        for seat, name in enumerate(state.names)
    ]
    companies = {
        company: {
            "price": firm.price,
            "bankrupt": firm.price is None,
            "treasury": state.treasury(company),
            "performance": firm.performance,
            "controller": firm.controller,
            "available": shares.available[company],
            "unissued": shares.unissued[company],
            "links": firm.links,
            "removed": firm.removed,
            "removed_shares": shares.removed[company],
        }
        for company, firm in state.companies.items()
    }
    auction = None
    if state.phase == AUCTION and state.auction is not None:
        auction = {"company": state.company, "available": shares.available[state.company], **bidding(state.auction)}
    elif state.phase == BUY:
        auction = {
            "company": state.company,
            "available": shares.available[state.company],
            "price": state.price,
            "winner": state.winner,
            "buyer": state.buyer,
        }
    sales = None
    if state.sales is not None:
        s = state.sales
        own = s.own(viewer) if isinstance(viewer, int) and viewer >= 0 and s.has_chosen(viewer) else None
        sales = {
            "seats": list(s.seats),
            "chosen": [seat for seat in s.seats if s.has_chosen(seat)],
            "waiting_for": list(s.waiting_for),
            "own": dict(own) if own is not None else None,
        }
    return {
        "game": game.name,
        "over": state.phase == OVER,
        "turn": state.turn,
        "turns": TURNS,
        "phase": state.phase,
        "current_player": prompt.player,
        "first_player": state.marker,
        "order": list(state.order),
        "players": players,
        "companies": companies,
        "card": {
            "calibrated": state.card.calibrated,
            "name": state.card.name,
            "green": {str(square): size for square, size in sorted(state.card.green.items())},
            "pink": {str(square): size for square, size in sorted(state.card.pink.items())},
            "modifiers": list(state.card.modifiers),
        },
        "winners": list(state.winners),
        "prompt": prompt.to_json(),
        "map": state.config["map"],
        "build_limit": state.limit(),
        "ownerless_links": state.ownerless,
        "at": state.company if state.phase in ("auction", "buy", "build", "deliver") else None,
        "round": state.round or None,
        "auction": auction,
        "sales": sales,
        "insight": insight(state),
        "last_adjustment": [m.to_json() for m in state.last_adjustment],
        "last_results": [r.to_json() for r in state.last_results],
        "ranking": scoring.ranking(state) if state.phase == OVER else [],
    }
