"""Controlling a company: who holds its certificate.

- The first buyer of a company takes its certificate and controls it.
- A controller loses control only when another player holds strictly *more*
  shares; the certificate then goes to the player with the most.
- Checked after each single purchase (phase 1) and once after the sales are
  revealed (phase 5).
- **Ruling**: when several players tie above the controller, the first of them
  clockwise from the controller takes it. A certificate holder with 0 shares
  keeps it until someone holds at least one.
"""

from __future__ import annotations

from companion.core import left_of

from . import kept
from .errors import NoCompanyNamed, NotController, WrongCompany, not_your_turn
from .events import CertificateTaken
from .rules import COMPANY_NAMES
from .state import State


def after_purchase(state: State, company: str, buyer: int) -> list[CertificateTaken]:
    """The control check after ``buyer`` bought shares of ``company``.

    Only the buyer's holding grew, and the holder held at least as many as
    anyone before (checked after every purchase): so the certificate can only
    pass to the buyer, when it now holds strictly more than the holder. That
    is :func:`recheck`'s answer, without comparing every seat.
    """
    firm = state.companies[company]
    holder = firm.controller
    if holder is None:
        firm.controller = buyer
        return [kept.CertificateTaken(company, buyer, None)]
    seats = state.shares.seats
    if seats[buyer][company] <= seats[holder][company]:
        return []
    firm.controller = buyer
    return [kept.CertificateTaken(company, buyer, holder)]


def recheck(state: State, company: str) -> list[CertificateTaken]:
    """Hand the certificate on if another player now holds strictly more than its holder."""
    firm = state.companies[company]
    holder = firm.controller
    if holder is None:
        return []
    held = state.shares.holders(company)
    best = max(held)
    if best <= held[holder]:
        return []
    taker = next(seat for seat in left_of(holder, state.players) if held[seat] == best)
    firm.controller = taker
    return [kept.CertificateTaken(company, taker, holder)]


def check_company_turn(state: State, named: object, seat: object) -> tuple[str, int]:
    """Refuse a company's own action (a tile, a delivery, or stopping) unless it names the operating company
    and comes from its controller; returns the company and the controller's seat.

    One call for both checks where the action is the expected one (nearly every time: phases 2 and 3 are
    most of a game's company actions); anything else is refused by :func:`check_operating`, then
    :func:`check_controller`, in that order.
    """
    company = state.company
    controller = state.companies[company].controller
    if named != company or controller is None or seat != controller:
        check_operating(state, named)
        return company, check_controller(state, seat, company)
    return company, controller


def check_operating(state: State, named: object) -> str:
    """Refuse a company's own action named for another company than the operating one; returns that one.

    The name is checked before the seat: Ann controlling Green and then Orange
    taps Build twice for Green's last tile, and the second tap must say it was
    for Green, not become Orange's first tile.
    """
    company = state.company
    if named != company:
        if named is None:
            raise NoCompanyNamed(company=company, company_name=COMPANY_NAMES[company])
        raise WrongCompany(
            given=named,
            given_name=COMPANY_NAMES.get(named, str(named)) if isinstance(named, str) else repr(named),
            company=company,
            company_name=COMPANY_NAMES[company],
        )
    return company


def check_controller(state: State, seat: object, company: str) -> int:
    """Refuse anyone but ``company``'s controller; returns the controller's seat."""
    controller = state.companies[company].controller
    assert controller is not None
    if seat != controller:
        if type(seat) is int and 0 <= seat < state.players:
            raise NotController(
                player_name=state.names[seat],
                player=seat,
                company=company,
                company_name=COMPANY_NAMES[company],
                controller=controller,
                controller_name=state.names[controller],
            )
        raise not_your_turn(state.names, seat, controller)
    return controller
