"""The open phase of a move: stockbrokers (step 3), trades (step 4), one item, company sales, the end of the move.

- **Stockbrokers** work before any trade: each broker once per move, one
  field up or down, each on a different stock (frozen stocks too).
- **Trades** at the current value: per type one transaction per move, a buy
  or a sell of any quantity; buying is limited to the bank's free shares and
  the player's cash; the marker then moves one field (up for a buy, down for
  a sale) whatever the quantity.
- A **holding** freezes its type: nobody but its owner may buy or sell it.
- **One item** per move (jet, yacht, villa, limousine) from the finite supply.
- A **company** may be sold to the state for half its printed price during
  one's own move (ruling: in the open phase; never in the last move).
- In the **last move** (after someone reached the target) shares may only be
  sold (ruling: brokers still work).
"""

from __future__ import annotations

from companion.core import BANK, POOL, ActionRange, Choice, Event

from . import debts, flow, kept, market
from .actions import BuyItem, EndTurn, SellCompany, Trade, UseBroker
from .errors import (
    AlreadyTraded,
    BadCount,
    BadDirection,
    BadItem,
    BadSide,
    BadStock,
    BrokerSameStock,
    BrokersBeforeTrades,
    BuyInLastMove,
    CannotAfford,
    DebtOnlySales,
    Frozen,
    ItemBought,
    NoBroker,
    NoBrokerLeft,
    NoCompanySaleNow,
    NotEnoughFree,
    SoldOut,
)
from .events import ItemBought as ItemBoughtEvent
from .events import SharesTraded
from .rules import BUY, DOWN, ITEMS, SELL, STOCKS, UP
from .state import State, account


def stock_key(value: object) -> str:
    """The stock named by an action's number 1-6, as the state's key; refuses anything else."""
    if type(value) is not int or not 1 <= value <= 6:
        raise BadStock(stock=value)
    return str(value)


def remaining(state: State, item: str) -> int:
    """How many of ``item`` the supply still holds."""
    return state.board.items[item][2] - sum(p.items.get(item, 0) for p in state.players)


# -- stockbrokers ---------------------------------------------------------------------------
def check_broker(state: State, seat: int, action: UseBroker) -> str:
    stock = stock_key(action.stock)
    if action.direction not in (UP, DOWN):
        raise BadDirection(direction=action.direction)
    player, turn = state.players[seat], state.turn
    if turn.traded:
        raise BrokersBeforeTrades(player=seat, player_name=state.names[seat])
    if not player.brokers:
        raise NoBroker(player=seat, player_name=state.names[seat])
    if len(turn.brokers_used) >= player.brokers:
        raise NoBrokerLeft(player=seat, player_name=state.names[seat], brokers=player.brokers)
    if stock in turn.brokers_used:
        raise BrokerSameStock(stock=stock, stock_name=state.board.stock_name(stock))
    return stock


def use_broker(state: State, action: UseBroker) -> list[Event]:
    stock = check_broker(state, action.player, action)
    state.turn.brokers_used.append(stock)
    return [
        kept.BrokerUsed(action.player, stock, action.direction),
        market.move(state, stock, +1 if action.direction == UP else -1, "broker"),
    ]


# -- trades ---------------------------------------------------------------------------------
def check_trade(state: State, seat: int, action: Trade) -> str:
    """Everything a trade must satisfy, in the open phase or in a debt; returns the stock's key."""
    stock = stock_key(action.stock)
    if action.side not in (BUY, SELL):
        raise BadSide(side=action.side)
    if type(action.count) is not int or action.count < 1:
        raise BadCount(count=action.count)
    names, board = state.names, state.board
    stock_name = board.stock_name(stock)
    in_debt = state.debt is not None
    if action.side == BUY and in_debt:
        raise DebtOnlySales(
            player=seat,
            player_name=names[seat],
            owed=state.debt.amount,  # type: ignore[union-attr]  # in_debt: the debt is set
            cash=state.cash(seat),
        )
    owner = debts.frozen_for(state, seat, stock)
    if owner is not None and not (in_debt and state.config["frozen_debt_sales"]):
        raise Frozen(owner=owner, owner_name=names[owner], stock=stock, stock_name=stock_name, player=seat)
    if stock in state.turn.traded:
        raise AlreadyTraded(player=seat, player_name=names[seat], stock=stock, stock_name=stock_name)
    if action.side == BUY:
        if state.last_round:
            raise BuyInLastMove(player=seat)
        free = state.shares.pool[stock]
        if action.count > free:
            raise NotEnoughFree(free=free, stock=stock, stock_name=stock_name, count=action.count)
        cost = action.count * state.value(stock)
        if cost > state.cash(seat):
            raise CannotAfford(player=seat, player_name=names[seat], cash=state.cash(seat), cost=cost)
    else:
        debts.check_sale(state, seat, stock, action.count)
    return stock


def trade(state: State, action: Trade) -> list[Event]:
    seat = action.player
    stock = check_trade(state, seat, action)
    value = state.value(stock)
    total = value * action.count
    if action.side == BUY:
        state.ledger.transfer(account(seat), BANK, total, "shares bought")
        state.shares.move(stock, action.count, POOL, seat)
    else:
        state.shares.move(stock, action.count, seat, POOL)
        state.ledger.transfer(BANK, account(seat), total, "shares sold")
    state.turn.traded[stock] = action.side
    return [
        SharesTraded(seat, stock, action.side, action.count, value, total),
        market.move(state, stock, +1 if action.side == BUY else -1, action.side),
    ]


# -- items and companies --------------------------------------------------------------------
def check_item(state: State, seat: int, item: str) -> int:
    if item not in ITEMS:
        raise BadItem(item=item)
    if state.turn.item is not None:
        raise ItemBought(player=seat, player_name=state.names[seat])
    if remaining(state, item) <= 0:
        raise SoldOut(item=item)
    price = state.board.items[item][1]
    if price > state.cash(seat):
        raise CannotAfford(player=seat, player_name=state.names[seat], cash=state.cash(seat), cost=price)
    return price


def buy_item(state: State, action: BuyItem) -> list[Event]:
    seat = action.player
    price = check_item(state, seat, action.item)
    state.ledger.transfer(account(seat), BANK, price, "item")
    player = state.players[seat]
    player.items[action.item] = player.items.get(action.item, 0) + 1
    player.vp += state.board.items[action.item][0]
    state.turn.item = action.item
    return [ItemBoughtEvent(seat, action.item, price, player.vp)]


def sell_company(state: State, action: SellCompany) -> list[Event]:
    if state.last_round:
        raise NoCompanySaleNow(player=action.player)
    return debts.sell_company(state, action)


def end_turn(state: State, action: EndTurn) -> list[Event]:
    return flow.end_turn(state)


# -- what is legal ----------------------------------------------------------------------------
def legal(state: State, seat: int) -> list[Choice]:
    """Everything ``seat`` may do in the open phase of their move."""
    player, turn = state.players[seat], state.turn
    choices: list[Choice] = []
    if not turn.traded and len(turn.brokers_used) < player.brokers:
        for stock in STOCKS:
            if stock not in turn.brokers_used:
                choices += [UseBroker(seat, int(stock), UP), UseBroker(seat, int(stock), DOWN)]
    choices += trade_ranges(state, seat)
    if turn.item is None:
        cash = state.cash(seat)
        choices += [
            BuyItem(seat, item) for item in ITEMS if state.board.items[item][1] <= cash and remaining(state, item) > 0
        ]
    if not state.last_round:
        choices += [SellCompany(seat, company) for company in state.companies_of(seat)]
    choices.append(EndTurn(seat))
    return choices


def buy_limit(state: State, seat: int, stock: str) -> int:
    """The most shares of ``stock`` ``seat`` may buy now (0: none)."""
    if state.last_round or stock in state.turn.traded or debts.frozen_for(state, seat, stock) is not None:
        return 0
    return min(state.shares.pool[stock], state.cash(seat) // state.value(stock))


def sell_limit(state: State, seat: int, stock: str) -> int:
    if stock in state.turn.traded or debts.frozen_for(state, seat, stock) is not None:
        return 0
    return state.shares.held[seat][stock]


def trade_ranges(state: State, seat: int) -> list[Choice]:
    choices: list[Choice] = []
    for stock in STOCKS:
        most = buy_limit(state, seat, stock)
        if most >= 1:
            choices.append(ActionRange(Trade, "count", 1, most, {"player": seat, "stock": int(stock), "side": BUY}))
        held = sell_limit(state, seat, stock)
        if held >= 1:
            choices.append(ActionRange(Trade, "count", 1, held, {"player": seat, "stock": int(stock), "side": SELL}))
    return choices


def debt_legal(state: State) -> list[Choice]:
    """In a debt: a sale of each sellable type (at least what the debt needs), else each company."""
    debt = state.debt
    assert debt is not None
    seat = debt.player
    sellable = debts.sellable_stocks(state, seat)
    if sellable:
        return [
            ActionRange(
                Trade,
                "count",
                debts.minimum_sale(state, stock, held),
                held,
                {"player": seat, "stock": int(stock), "side": SELL},
            )
            for stock, held in sellable.items()
        ]
    return [SellCompany(seat, company) for company in state.companies_of(seat)]
