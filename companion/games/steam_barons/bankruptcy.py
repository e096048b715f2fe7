"""Phase 6, bankruptcy: a company at B leaves the game (runs by itself after the sales).

- Its shares are worthless and removed (players', available and unissued).
- Its links become ownerless: any company may use them, worth no performance.
- **Rulings** for what the seed leaves out: the treasury returns to the bank,
  the certificate is removed, the ownership markers leave the map; it never
  returns. Its token keeps its box on the Share Adjustment Table (the next
  bankrupt box) for the rest of the game.
"""

from __future__ import annotations

from companion.core import BANK, Event

from .events import CompanyRemoved
from .state import State


def run(state: State) -> list[Event]:
    happened: list[Event] = []
    for company in list(state.order):
        firm = state.companies[company]
        if firm.price is not None or firm.removed:
            continue
        shares = state.shares.remove(company)
        treasury = state.treasury(company)
        state.ledger.transfer(company, BANK, treasury, "bankrupt treasury")
        firm.removed = True
        firm.controller = None
        state.ownerless += firm.links
        state.bankrupt.append(company)
        state.order.remove(company)
        happened.append(CompanyRemoved(company, shares, treasury, firm.links))
    return happened
