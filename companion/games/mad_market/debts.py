"""Paying debts: cash first, then shares, then companies to the state; who still cannot pay leaves the game.

A payment the payer's cash covers is made at once. A larger one opens a
debt (the phase ``debt``): the player sells shares (picking the types; each
type's sale is one transaction at the current value and one price move
down), then companies to the state at half their printed price (picking
which; each joins the auction pile), until the cash covers it; then it is
paid. Rulings:

- a sale in a debt sells at least what the rest of the debt needs or the whole
  holding of that type, so a type is never left half-sold with the debt unpaid;
- a holding's frozen type may not be sold by others in a debt either (the
  ``frozen_debt_sales`` setting allows it);
- a player with nothing left to sell pays all their cash and leaves the game:
  their remaining (frozen) shares go back to the free supply, their guards,
  brokers and pack are gone; their items stay with them, out of the ranking.
"""

from __future__ import annotations

from companion.core import BANK, POOL, Event

from . import market
from .actions import SellCompany, Trade
from .errors import BadStock, DebtSaleTooSmall, NotEnoughHeld, NotOwner, SharesFirst, UnknownCompany
from .events import CompanySold, DebtOpened, DebtPaid, RentPaid, SharesTraded, WentBankrupt
from .flow import after_leaving, to_open
from .rules import SELL, STOCKS
from .state import DEBT, STATE_HELD, Debt, State, account


def creditor_account(creditor: int | None) -> str:
    return BANK if creditor is None else account(creditor)


def charge(state: State, seat: int, amount: int, creditor: int | None, reason: str, paid: Event | None) -> list[Event]:
    """``seat`` pays ``amount`` to ``creditor`` (a seat, or None for the bank), then the move goes on.

    Every charge ends a landing, so what follows is always the open phase:
    at once if the cash covers it (``paid`` is the event saying so), after
    the debt phase otherwise; a player with nothing to sell leaves the game
    at once and the turn passes.
    """

    cash = state.cash(seat)
    if cash >= amount:
        state.ledger.transfer(account(seat), creditor_account(creditor), amount, reason)
        return ([paid] if paid is not None else []) + to_open(state)
    state.debt = Debt(seat, amount, creditor, reason)
    sellable = bool(sellable_stocks(state, seat) or state.companies_of(seat))
    company = paid.company if isinstance(paid, RentPaid) else None  # a rent's debt says which company's
    only = sellable and not sellable_stocks(state, seat)  # no share to sell: the companies alone can pay it
    shares = bool(sellable_stocks(state, seat)) and not state.companies_of(seat)  # no company to sell after them
    happened: list[Event] = [
        DebtOpened(seat, amount, creditor, cash, sellable, company, companies_only=only, shares_only=shares)
    ]
    if not sellable:
        return happened + bankrupt(state) + after_leaving(state, seat)
    state.phase = DEBT
    state.offer = state.fight = None
    return happened


def frozen_for(state: State, seat: int, stock: str) -> int | None:
    """The holding owner who freezes ``stock`` for ``seat``, or None if ``seat`` may trade it."""
    owner = state.holding_owner(stock)
    return owner if owner is not None and owner != seat else None


def sellable_stocks(state: State, seat: int) -> dict[str, int]:
    """The types ``seat`` may sell in a debt now, with the shares held."""
    result: dict[str, int] = {}
    allow_frozen = state.config["frozen_debt_sales"]
    for stock in STOCKS:
        held = state.shares.held[seat][stock]
        if not held or stock in state.turn.traded:
            continue
        if not allow_frozen and frozen_for(state, seat, stock) is not None:
            continue
        result[stock] = held
    return result


def minimum_sale(state: State, stock: str, held: int) -> int:
    """The fewest shares of ``stock`` a debt sale may sell: what the rest of the debt needs, or all."""
    debt = state.debt
    assert debt is not None
    short = debt.amount - state.cash(debt.player)
    value = state.value(stock)
    return min(held, -(-short // value))


def sell_shares(state: State, action: Trade) -> list[Event]:
    debt = state.debt
    assert debt is not None
    seat = debt.player
    stock = str(action.stock) if type(action.stock) is int and 1 <= action.stock <= 6 else None
    if stock is None:
        raise BadStock(stock=action.stock)
    from .trading import check_trade

    check_trade(state, seat, action)
    held = state.shares.held[seat][stock]
    low = minimum_sale(state, stock, held)
    if action.count < low:
        raise DebtSaleTooSmall(
            DebtSaleTooSmall.ALL_NEEDED if low == held else None,
            minimum=low,
            held=held,
            stock=stock,
            stock_name=state.board.stock_name(stock),
            count=action.count,
        )
    value = state.value(stock)
    total = value * action.count
    state.shares.move(stock, action.count, seat, POOL)
    state.ledger.transfer(BANK, account(seat), total, "debt sale")
    state.turn.traded[stock] = SELL
    happened: list[Event] = [
        SharesTraded(seat, stock, SELL, action.count, value, total, *outcome(state, debt)),
        market.move(state, stock, -1, "sell"),
    ]
    return happened + settle(state)


def check_company_sale(state: State, seat: int, company: str) -> None:
    if company not in state.owners:
        raise UnknownCompany(company=company)
    if state.owners[company] != seat:
        raise NotOwner(player=seat, player_name=state.names[seat], company=company)


def sale_price(state: State, company: str) -> int:
    """Half the printed price, rounded in the seller's favour."""
    price = state.board.companies[company].price
    return (price + 1) // 2


def sell_company(state: State, action: SellCompany) -> list[Event]:
    """A company to the state at half price: in a debt (only once no share can be sold) or voluntarily."""
    seat = action.player
    check_company_sale(state, seat, action.company)
    if state.debt is not None and sellable_stocks(state, seat):
        raise SharesFirst(player=seat, player_name=state.names[seat])
    amount = sale_price(state, action.company)
    state.ledger.transfer(BANK, account(seat), amount, "company sold to the state")
    state.owners[action.company] = STATE_HELD
    state.pile.append(action.company)
    debt = state.debt
    happened: list[Event] = [CompanySold(seat, action.company, amount, *(outcome(state, debt) if debt else ()))]
    if debt is not None:
        happened += settle(state)
    return happened


def outcome(state: State, debt: Debt) -> tuple[int, int, int | None]:
    """A debt sale's outcome for its event, taken once the money is in: the debt, what the cash still lacks for it
    (0: enough) and the creditor."""
    return debt.amount, max(0, debt.amount - state.cash(debt.player)), debt.creditor


def settle(state: State) -> list[Event]:
    """After a sale in a debt: pay it if the cash now covers it, leave the game if nothing is left."""
    debt = state.debt
    assert debt is not None
    seat = debt.player
    if state.cash(seat) >= debt.amount:
        state.ledger.transfer(account(seat), creditor_account(debt.creditor), debt.amount, debt.reason)
        state.debt = None

        return [DebtPaid(seat, debt.amount, debt.creditor), *to_open(state)]
    if not sellable_stocks(state, seat) and not state.companies_of(seat):
        happened = bankrupt(state)

        return happened + after_leaving(state, seat)
    return []


def bankrupt(state: State) -> list[Event]:
    """The debtor pays all they have and leaves the game."""
    debt = state.debt
    assert debt is not None
    seat = debt.player
    paid = state.cash(seat)
    state.ledger.transfer(account(seat), creditor_account(debt.creditor), paid, "bankruptcy")
    for stock in STOCKS:
        held = state.shares.held[seat][stock]
        if held:
            state.shares.move(stock, held, seat, POOL)
    player = state.players[seat]
    player.out = True
    player.guards = player.brokers = 0
    player.pack = False
    state.debt = None
    return [WentBankrupt(seat, paid, debt.creditor)]


def check_sale(state: State, seat: int, stock: str, count: int) -> None:
    held = state.shares.held[seat][stock]
    if count > held:
        raise NotEnoughHeld(
            player=seat,
            player_name=state.names[seat],
            held=held,
            stock=stock,
            stock_name=state.board.stock_name(stock),
            count=count,
        )
