"""Phase 3, ship goods: two rounds; in each, every company in order of play may ship one cube.

- A cube uses only the company's own links and ownerless links (left by
  bankrupt companies); the company's performance rises by the number of its
  **own** links used. The companion records the links per delivery and
  refuses more links than the company has (own) or the map has (ownerless).
- No locomotive limit; a company may skip a delivery. What the companion
  cannot see (the cube's colour and its first matching city, no city or link
  used twice, black cubes to black cities) is the controller's to check.
- **Ruling**: a delivery uses at least one link. A company with no link of its
  own and no ownerless link on the map ships nothing and is not asked.
"""

from __future__ import annotations

from companion.core import Event

from . import control, kept
from .actions import Deliver, SkipDelivery
from .errors import BadLinks, EmptyDelivery, TooManyOwnerlessLinks, TooManyOwnLinks
from .rules import COMPANY_NAMES
from .state import State


def can_ship(state: State, company: str) -> bool:
    """Asked in a round: the company has a controller and some link it may use."""
    firm = state.companies[company]
    return firm.controller is not None and (firm.links > 0 or state.ownerless > 0)


def deliver(state: State, action: Deliver) -> tuple[list[Event], bool]:
    """One cube; returns the events and True (the company's delivery of this round is done)."""
    company = state.company
    firm = state.companies[company]
    seat = firm.controller
    if action.company != company or action.player != seat or seat is None:
        control.check_company_turn(state, action.company, action.player)  # raises the precise refusal
    assert seat is not None  # the check above raised otherwise
    own, ownerless = action.own_links, action.ownerless_links
    if type(own) is not int or type(ownerless) is not int or own < 0 or ownerless < 0:
        raise BadLinks(own_links=own, ownerless_links=ownerless)
    if own > firm.links:
        raise TooManyOwnLinks(company=company, company_name=COMPANY_NAMES[company], links=firm.links, own_links=own)
    if ownerless > state.ownerless:
        raise TooManyOwnerlessLinks(ownerless=state.ownerless, ownerless_links=ownerless)
    if own + ownerless == 0:
        raise EmptyDelivery()
    firm.performance += own
    return [kept.Delivered(company, seat, own, ownerless, firm.performance)], True


def skip(state: State, action: SkipDelivery) -> tuple[list[Event], bool]:
    company, _ = control.check_company_turn(state, action.company, action.player)
    return [kept.DeliverySkipped((company,))], True
