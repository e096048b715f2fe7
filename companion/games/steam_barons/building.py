"""Phase 2, build track: companies in order of play; the controller enters each tile's cost.

- Costs are paid from the company treasury, never by players. To pay, the
  company issues shares: each puts $5 in the treasury (whatever the price) and
  goes to Available Shares; only to cover the cost just incurred, only the
  minimum that covers the shortfall (ceil((cost − treasury) / 5)), and only
  while unissued tokens remain. A tile that the treasury plus every unissued
  share × $5 cannot pay is refused and issues nothing. Leftover money stays.
- A company builds at most its map's limit of tiles a turn (Eastern US: turn
  + 1; Northern England: 3). A city link counts as one tile.
- What the companion cannot see (continuity, the port rule, no new cities) is
  the controller's to check on the map; the entered cost is authoritative.
- **Ruling**: reaching the limit ends the company's building by itself.
"""

from __future__ import annotations

from companion.core import BANK, N_, Event

from . import control, kept
from .actions import Build, EndBuild
from .errors import BadCompletesLink, BadCost, BuildLimit, CannotPayTile
from .rules import COMPANY_NAMES, ISSUE_VALUE
from .state import State


def payable(state: State, company: str) -> int:
    """The dearest tile the company can pay: its treasury plus every unissued share at $5.

    (The treasury read from the ledger's balances as ``state.treasury`` does, without its call: the random
    player asks before every tile.)
    """
    return state.ledger.balance[company] + ISSUE_VALUE * state.shares.unissued[company]


def shares_to_issue(treasury: int, cost: int) -> int:
    """The minimum number of shares that covers the shortfall (0 if the treasury suffices)."""
    return max(0, -(-(cost - treasury) // ISSUE_VALUE))


def build(state: State, action: Build) -> tuple[list[Event], bool]:
    """One tile; returns the events and whether the company's building is over (limit reached)."""
    company = state.company
    firm = state.companies[company]
    if action.company != company or action.player != firm.controller or firm.controller is None:
        control.check_company_turn(state, action.company, action.player)  # raises the precise refusal
    cost = action.cost
    if type(cost) is not int or cost < 1:
        raise BadCost(cost=cost)
    completes_link = action.completes_link
    if type(completes_link) is not bool:
        raise BadCompletesLink(completes_link=completes_link)
    build_limit = state.map_rules.build_limit  # state.limit(), without its two calls
    limit = state.turn + 1 if build_limit is None else build_limit
    if state.tiles >= limit:
        raise BuildLimit(company=company, company_name=COMPANY_NAMES[company], limit=limit)
    ledger = state.ledger
    balance = ledger.balance
    treasury = balance[company]  # state.treasury(company)
    if cost > treasury + ISSUE_VALUE * state.shares.unissued[company]:  # more than ``payable``
        raise cannot_pay(state, company, cost)
    happened: list[Event] = []
    if cost <= treasury:  # most tiles the treasury pays alone
        ledger.transfer(company, BANK, cost, "track built")
    else:
        issue = -(-(cost - treasury) // ISSUE_VALUE)  # shares_to_issue(treasury, cost): at least 1 here
        value = issue * ISSUE_VALUE
        state.shares.issue(company, issue)
        # The bank buys the shares and is paid for the tile: one transfer of the difference, the same
        # balances as the two (the treasury covers the difference: the cost was checked against it above).
        if cost > value:
            ledger.transfer(company, BANK, cost - value, "track built, shares issued")
        elif value > cost:
            ledger.transfer(BANK, company, value - cost, "shares issued, track built")
        happened.append(kept.SharesIssued(company, issue, value))
    if completes_link:
        firm.links += 1
    tiles = state.tiles = state.tiles + 1
    happened.append(kept.TileBuilt(company, cost, completes_link, tiles, limit))
    if tiles >= limit:
        happened.append(kept.BuildEnded(company, tiles, balance[company]))
        return happened, True
    return happened, False


def cannot_pay(state: State, company: str, cost: int) -> CannotPayTile:
    """The refusal naming what the company has: "Green can pay $3 and issue 1 more share ($5) ..."."""
    unissued = state.shares.unissued[company]
    data = {
        "company": company,
        "company_name": COMPANY_NAMES[company],
        "treasury": state.treasury(company),
        "unissued": unissued,
        "value": unissued * ISSUE_VALUE,
        "cost": cost,
    }
    if unissued == 0:
        return CannotPayTile(
            N_(
                "{company_name} can pay ${treasury:,} and has no shares left to issue: this ${cost:,} tile cannot be paid."
            ),
            **data,
        )
    if unissued == 1:
        return CannotPayTile(
            N_(
                "{company_name} can pay ${treasury:,} and issue 1 more share (${value:,}): "
                "this ${cost:,} tile cannot be paid."
            ),
            **data,
        )
    return CannotPayTile(**data)


def end_build(state: State, action: EndBuild) -> tuple[list[Event], bool]:
    """The controller stops building; returns the events and True (the company's building is over)."""
    company = state.company
    controller = state.companies[company].controller
    if action.company != company or action.player != controller or controller is None:
        control.check_company_turn(state, action.company, action.player)  # raises the precise refusal
    return [kept.BuildEnded(company, state.tiles, state.ledger.balance[company])], True  # state.treasury
