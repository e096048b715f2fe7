"""What a referee can point out: where a roll lands and what it moves, the next forecast field, each worth.

Nothing here changes the state: a roll's preview works out the dice's and
the forecast's moves, the pawn's square and the lap payout on copies of the
markers; a trade's or a broker's preview the price after.
"""

from __future__ import annotations

from typing import Any

from . import end, market
from .movement import destination, lap_shares
from .rules import STOCKS, UP
from .state import State


def forecast_next(state: State) -> dict[str, Any]:
    """What the forecast's next field will do at the next move."""
    field = market.next_forecast(state)
    stock, direction = state.board.forecast[field - 1]
    return {"field": field, "stock": stock, "direction": direction}


def worth(state: State, seat: int) -> dict[str, int]:
    """Cash, shares at their current value, companies at their printed price, and the sum."""
    cash = state.cash(seat)
    shares = end.shares_value(state, seat)
    companies = sum(state.board.companies[c].price for c in state.companies_of(seat))
    return {"cash": cash, "shares": shares, "companies": companies, "total": cash + shares + companies}


def roll_preview(state: State, seat: int, white: int, black: int) -> dict[str, Any]:
    """The moves a throw of ``white`` and ``black`` would cause, before it is entered."""
    board = state.board
    fields = dict(state.fields)
    moves: list[dict[str, Any]] = []

    def step(stock: str, by: int, cause: str) -> None:
        old = fields[stock]
        new = min(board.top, max(1, old + by))
        fields[stock] = new
        moves.append({"stock": stock, "cause": cause, "old": board.value(old), "new": board.value(new)})

    if white != black:
        step(STOCKS[white - 1], +1, "white")
        step(STOCKS[black - 1], -1, "black")
    nxt = forecast_next(state)
    step(nxt["stock"], +1 if nxt["direction"] == UP else -1, "forecast")
    square, passed = destination(state, seat, white + black)
    landed = board.squares[square]
    lap = {}
    if passed:
        for stock, shares in lap_shares(state, seat).items():
            given = min(shares, state.shares.pool[stock])
            lap[stock] = {"shares": given, "cash": (shares - given) * board.value(fields[stock])}
    return {
        "steps": white + black,
        "doubles": white == black,
        "moves": moves,
        "forecast": nxt,
        "square": landed.id,
        "kind": landed.kind,
        "company": landed.id if landed.kind == "company" else None,
        "owner": state.owners.get(landed.id) if landed.kind == "company" else None,
        "passes_start": passed,
        "lap": lap,
    }


def price_after(state: State, stock: str, by: int) -> dict[str, int]:
    old = state.fields[stock]
    new = min(state.board.top, max(1, old + by))
    return {"old": state.board.value(old), "new": state.board.value(new)}


def item_preview(state: State, seat: int, item: str) -> dict[str, Any]:
    """An item's price and VP, the VP after, and whether they reach the target (which ends the game)."""
    vp, price, _ = state.board.items[item]
    after = state.players[seat].vp + vp
    return {
        "item": item,
        "price": price,
        "vp": vp,
        "vp_after": after,
        "reaches_target": after >= state.target,
        "cash_after": state.cash(seat) - price,
    }


def company_sale_preview(state: State, company: str) -> dict[str, Any]:
    """What selling ``company`` to the state brings, and whether it breaks its owner's holding."""
    from .debts import sale_price

    stock = state.board.companies[company].stock
    assert stock is not None
    return {
        "company": company,
        "amount": sale_price(state, company),
        "breaks_holding": state.holding_owner(stock) is not None,
    }


def company_purchase_preview(state: State, seat: int, company: str) -> dict[str, Any]:
    """A company's price and rents, and whether buying it completes ``seat``'s holding of its type."""
    square = state.board.companies[company]
    stock = square.stock
    assert stock is not None
    others = [c for c in state.board.by_stock[stock] if c != company]
    return {
        "company": company,
        "price": square.price,
        "rent": square.rent,
        "holding_rent": square.holding_rent,
        "makes_holding": all(state.owners[c] == seat for c in others),
    }
