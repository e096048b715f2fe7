"""Phase 4, dividends and prices: runs by itself after the last delivery.

- For each company its performance is looked up in Final Performance: every
  share **held by a player** pays the dividend (from the bank; available and
  unissued shares pay nothing); the controller gets the CEO bonus if the
  performance is above 9 (one sum, whatever the shares held); the treasury
  gets the company profit.
- All of that is paid from the performance reached this turn *before* any
  price moves: a company that goes to B in this phase still pays this turn.
- Then prices move (:mod:`.prices`) and active companies' performance goes
  back to 0. A company below $0 is at B until phase 6 removes it.
- **Ruling**: a company nobody controls has performance 0, stacks with the
  others at 0, receives the table's profit for 0 and moves with its stack.
"""

from __future__ import annotations

from bisect import bisect_right

from companion.core import BANK, Event

from . import kept, prices
from .events import PricesHeld, WentBankrupt
from .rules import CEO_THRESHOLD
from .state import ACCOUNTS, Adjustment, Result, State


def pay_out(state: State) -> list[Event]:
    """Dividends, CEO bonuses and profits, company by company in order of play.

    The events name every payment, company by company; the bank pays each seat once, the sum of what it
    received (its dividends and CEO bonuses), after the last company: the same balances as a transfer per
    payment, in about half as many transfers (a transfer costs some 2,800 instructions; a phase 4 made about
    fifteen in a four-player game). Nothing reads a balance in between, and the bank may go below zero.
    """
    happened: list[Event] = []
    results: list[Result] = []
    card, ledger, seats, companies = state.card, state.ledger, state.shares.seats, state.companies
    owed = [0] * len(seats)  # by seat: dividends and CEO bonuses, paid after the last company
    rows, starts = card.rows, card._starts  # card.row(performance) below, read without its call
    for company in state.order:
        firm = companies[company]
        performance = firm.performance
        row = rows[max(0, bisect_right(starts, performance) - 1)]
        controller = firm.controller
        # card.ceo_bonus(performance), from the row just read: only above the threshold
        bonus = row.ceo_bonus if controller is not None and performance > CEO_THRESHOLD else 0
        dividend, profit = row.dividend, row.profit
        happened.append(kept.CompanyResult(company, performance, dividend, profit, bonus))
        paid = [0] * len(seats)
        if dividend:
            for seat, holding in enumerate(seats):  # shares held by players; the others pay nothing
                held = holding[company]
                if held:
                    amount = held * dividend
                    owed[seat] += amount
                    paid[seat] = amount
                    happened.append(kept.DividendPaid(company, seat, held, amount))
        if bonus:
            assert controller is not None
            owed[controller] += bonus
            paid[controller] += bonus
            happened.append(kept.CeoBonusPaid(company, controller, bonus))
        if profit:
            ledger.transfer(BANK, company, profit, "company profit")
            happened.append(kept.PROFIT_PAID[company][profit])
        # Result(...) made as its generated __new__ makes it, without that call of Python (six a turn)
        results.append(tuple.__new__(Result, (company, performance, dividend, profit, bonus, tuple(paid))))
    for seat, amount in enumerate(owed):
        if amount:
            ledger.transfer(BANK, ACCOUNTS[seat], amount, "dividends and CEO bonuses")
    state.last_results = tuple(results)
    return happened


def projected(state: State) -> dict[str, Adjustment]:
    """Where every active company's price would go if the prices moved now (also the referee's insight)."""
    performances = {c: state.companies[c].performance for c in state.order}
    current = {c: state.companies[c].price for c in state.order}
    return prices.adjust(state.card, performances, current, len(state.bankrupt))  # type: ignore[arg-type]  # a bankrupt (unpriced) one left order


def move_prices(state: State) -> list[Event]:
    happened: list[Event] = []
    moves = projected(state)
    state.last_adjustment = tuple(moves.values())  # in order of play, as ``projected`` lists them
    held: dict[int, list[str]] = {}  # box: the companies it leaves where they are, said together
    for company, result in moves.items():
        firm = state.companies[company]
        new = result.new
        firm.price = new
        if new == result.old and not result.modifier and not result.square:
            if result.box not in held:
                held[result.box] = []
                happened.append(PricesHeld((), result.box + 1))  # its place in the order of play, filled below
            held[result.box].append(company)
            firm.performance = 0
            continue
        happened.append(kept.PriceMoved(company, result.old, new, result.box + 1, result.modifier, result.square))
        if new is None:
            happened.append(WentBankrupt(company))
        else:
            firm.performance = 0
    return [PricesHeld(tuple(held[e.box - 1]), e.box) if isinstance(e, PricesHeld) else e for e in happened]


def run(state: State) -> list[Event]:
    """The whole phase: everything is paid first, then prices move."""
    return pay_out(state) + move_prices(state)
