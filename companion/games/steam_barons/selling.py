"""Phase 5, sell shares: sealed and simultaneous, then one reveal.

- Each player chooses in secret what to sell; when the last one has chosen,
  all sales are revealed together and paid at the current price from the
  bank; sold shares go to Available Shares. A sale at price 0 pays 0.
- A controller who sells all their shares keeps the certificate (and any CEO
  bonus) unless someone holds more: control is checked once, after the reveal.
- In turn 5 every player must sell everything sellable.
- **Rulings**: shares of a company at B cannot be sold (phase 6 removes them).
  Seats with nothing sellable are not asked (their empty sale is known to
  all); if nobody can sell, the phase passes. Each seat submits once: the
  last submission reveals everything, so there is nothing to take back.
- Nothing of an unrevealed sale shows anywhere but to its own seat: the log
  says only that a seat has chosen.
"""

from __future__ import annotations

from companion.core import BANK, Event, SecretChoices

from . import control, kept
from .actions import Sell
from .errors import (
    AlreadyChosen,
    BadSale,
    BankruptShares,
    MustSellEverything,
    NotSelling,
    SellingTooMany,
    UnknownCompany,
)
from .events import SalesRevealed, SellingStarted
from .rules import COMPANY_NAMES, TURNS
from .state import ACCOUNTS, SELL, State


def sellable(state: State, seat: int) -> dict[str, int]:
    """What ``seat`` may sell: its shares of every company not at B, by company."""
    companies = state.companies
    return {
        company: count
        for company, count in state.shares.seats[seat].items()
        if count and companies[company].price is not None and not companies[company].removed
    }


def _any_sellable(state: State, held: dict[str, int]) -> bool:
    """Whether ``sellable`` would find anything in ``held``, without building it: asked of every seat at the
    start of each phase 5, where most seats hold something sellable and the first company held says so."""
    companies = state.companies
    for company, count in held.items():
        if count and companies[company].price is not None and not companies[company].removed:
            return True
    return False


def last_turn(state: State) -> bool:
    return state.turn == TURNS


def open_sales(state: State) -> list[Event]:
    """Start the phase; returns no events (and opens nothing) when nobody can sell."""
    seats = tuple(seat for seat, held in enumerate(state.shares.seats) if _any_sellable(state, held))
    if not seats:
        return []
    state.sales = SecretChoices(seats)
    state.phase = SELL
    return [SellingStarted(seats, last_turn(state))]


def problem(state: State, seat: int, shares: object) -> Exception | None:
    """Why ``seat`` may not submit ``shares`` now (None: it may). Shared by ``apply`` and ``legal_actions``."""
    sales = state.sales
    assert sales is not None
    if type(seat) is not int or seat not in sales.seats:
        return NotSelling(player_name=_name(state, seat), player=seat)
    if sales.has_chosen(seat):
        return AlreadyChosen(player_name=_name(state, seat), player=seat)
    if not isinstance(shares, dict):
        return BadSale(company="shares", count=shares)
    companies = state.companies
    holding = state.shares.seats[seat]
    for company, count in shares.items():
        firm = companies.get(company)
        if firm is None:
            return UnknownCompany(company=company)
        if type(count) is not int or count < 1:
            return BadSale(company=company, count=count)
        if firm.removed or firm.price is None:
            return BankruptShares(company=company, company_name=COMPANY_NAMES[company])
        held = holding[company]  # sellable: the company is neither at B nor removed
        if count > held:
            return SellingTooMany(
                player_name=_name(state, seat),
                player=seat,
                company=company,
                company_name=COMPANY_NAMES[company],
                held=held,
                count=count,
            )
    if state.turn == TURNS:  # last_turn(state)
        have = sellable(state, seat)
        missing = {
            company: count - shares.get(company, 0)
            for company, count in have.items()
            if shares.get(company, 0) != count
        }
        if missing:
            text = ", ".join(f"{count} {COMPANY_NAMES[company]}" for company, count in missing.items())
            return MustSellEverything(player_name=_name(state, seat), player=seat, missing=missing, missing_text=text)
    return None


def _name(state: State, seat: object) -> str:
    """A seat's name for a refusal (what was sent, if it is no seat)."""
    return state.names[seat] if type(seat) is int and 0 <= seat < state.players else str(seat)


def submit(state: State, action: Sell) -> tuple[list[Event], bool]:
    """A sealed sale; returns the events and whether the reveal has happened."""
    refusal = problem(state, action.player, action.shares)
    if refusal is not None:
        raise refusal
    sales = state.sales
    assert sales is not None
    sales.choose(action.player, dict(action.shares))
    happened: list[Event] = [kept.SALE_SEALED[action.player]]
    if not sales.complete:
        return happened, False
    return happened + reveal(state), True


def reveal(state: State) -> list[Event]:
    sales = state.sales
    assert sales is not None
    chosen = sales.reveal()
    state.sales = None
    by_seat = tuple(dict(chosen.get(seat, {})) for seat in range(state.players))
    happened: list[Event] = [SalesRevealed(by_seat)]
    companies, shares, ledger = state.companies, state.shares, state.ledger
    for seat, sale in enumerate(by_seat):
        proceeds = 0  # the bank pays each seat once, the sum of its sales (the events name each sale)
        for company, count in sale.items():
            price = companies[company].price
            assert price is not None
            amount = price * count
            shares.sell(company, seat, count)
            proceeds += amount
            happened.append(kept.SharesSold(seat, company, count, price, amount))
        if sale:
            ledger.transfer(BANK, ACCOUNTS[seat], proceeds, "shares sold")
    # Control changes only where shares changed hands: every other company passed its check at its last purchase.
    sold = {company for sale in by_seat for company in sale}
    for company in state.order:
        if company in sold:
            happened += control.recheck(state, company)
    return happened
