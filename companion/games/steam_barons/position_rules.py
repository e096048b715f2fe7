"""The rules a position must keep: a table written down is one the game can be in, and stays within the rules.

A position is read into a state through the game's own books; these checks
then refuse, one sentence each, what the rules rule out whatever happened
before: shares with nobody holding the certificate, a certificate held by
fewer shares than another player's, a price at B outside the sales, a
performance no delivery could give, a moment the game never stops at (an
auction of a company with no share available, a build of a company nobody
controls). What only the past could tell (which bids came before the standing
one) is the table's word.
"""

from __future__ import annotations

from companion.core import N_, N_plural

from .position_values import company_name, refuse
from .rules import START_PRICE
from .setup import new_state
from .state import AUCTION, BUILD, BUY, COMPANY_ORDER, DELIVER, FIRST_PLAYER, SELL, State

BEFORE_DIVIDENDS = (FIRST_PLAYER, AUCTION, BUY, BUILD, DELIVER)
"""The phases of a turn before its dividends (with the set-up's order of play)."""

CERTIFICATE_WOULD_PASS = N_plural(
    "{name} holds {held} {company_name} share, more than {holder} who holds its certificate with {have}: "
    "the certificate would be {name}'s.",
    "{name} holds {held} {company_name} shares, more than {holder} who holds its certificate with {have}: "
    "the certificate would be {name}'s.",
    "held",
)


def at_setup(state: State) -> bool:
    """The order of play or the first player is still to be drawn at set-up."""
    return state.phase == FIRST_PLAYER or (state.phase == COMPANY_ORDER and state.marker is None)


def before_first_dividends(state: State) -> bool:
    """Turn 1 before its phase 4: no price has moved, nothing has gone bankrupt, nothing was paid."""
    return state.turn == 1 and (at_setup(state) or state.phase in BEFORE_DIVIDENDS)


def check(state: State) -> None:
    """The rules on the books and the marks, before the position's moment is read (performance comes after it)."""
    if at_setup(state):
        check_setup(state)
    for company in state.order:
        check_control(state, company)
        check_price(state, company)
    if before_first_dividends(state) and state.bankrupt:
        refuse(N_("No company can have gone bankrupt before the end of turn 1."))


def check_performances(state: State) -> None:
    """Every company's performance, once the position says where the deliveries stand."""
    for company in (*state.order, *state.bankrupt):
        check_performance(state, company)


def check_setup(state: State) -> None:
    """Before the first player is drawn nothing has been bought or paid: the books are the set-up's."""
    fresh = new_state(state.config)
    if (
        state.ledger.balances() != fresh.ledger.balances()
        or state.shares != fresh.shares
        or [c.fingerprint() for c in state.companies.values()] != [c.fingerprint() for c in fresh.companies.values()]
    ):
        refuse(
            N_(
                "Before the first player is drawn the table is as set up: ${cash:,} for each player, and each "
                "company at $5 with $5 in its treasury, one share available and no owner."
            ),
            cash=fresh.cash(0),
        )


def check_control(state: State, company: str) -> None:
    """The certificate: the first buyer's, then whoever holds strictly more shares than its holder."""
    firm = state.companies[company]
    held = state.shares.holders(company)
    names = state.names
    if firm.controller is None:
        for seat, count in enumerate(held):
            if count:
                refuse(
                    N_(
                        "Nobody holds {company_name}'s certificate, yet {name} holds {held} of its shares: "
                        "the first buyer takes the certificate."
                    ),
                    company_name=company_name(company),
                    name=names[seat],
                    held=count,
                )
        unissued = state.map_rules.shares - 1
        if (
            state.shares.available[company] != 1
            or state.shares.unissued[company] != unissued
            or firm.links
            or firm.performance
        ):
            refuse(
                N_(
                    "Nobody has bought {company_name} yet (no one holds its certificate), so it still has 1 share "
                    "available, {unissued} unissued, no links and performance 0."
                ),
                company_name=company_name(company),
                unissued=unissued,
            )
        return
    holder = firm.controller
    for seat, count in enumerate(held):
        if count > held[holder]:
            refuse(
                CERTIFICATE_WOULD_PASS,
                name=names[seat],
                held=count,
                company_name=company_name(company),
                holder=names[holder],
                have=held[holder],
            )


def check_price(state: State, company: str) -> None:
    """Prices move only in phase 4; a company at B waits only for phase 6, at the end of the sales."""
    price = state.companies[company].price
    if price is None and state.phase != SELL:
        refuse(
            N_(
                "{company_name} is at B outside the sales: a company at B leaves the game at the end of its turn, "
                "so list it under 'bankrupt'."
            ),
            company_name=company_name(company),
        )
    if before_first_dividends(state) and price != START_PRICE:
        refuse(
            N_(
                "Prices move only with the dividends: in turn 1 before them {company_name}'s price is still $5, "
                "not ${price:,}."
            ),
            company_name=company_name(company),
            price=price,
        )


def deliveries(state: State, company: str) -> int:
    """How many cubes ``company`` may have shipped since its performance last went back to 0."""
    firm = state.companies[company]
    if firm.removed or firm.price is None:
        return 2  # its last performance, kept from the two rounds of the turn it went to B
    if state.phase != DELIVER:
        return 0
    return state.round - 1 + (1 if state.order.index(company) < state.at else 0)


def check_performance(state: State, company: str) -> None:
    """Performance rises only by own links in deliveries, and goes back to 0 after the dividends."""
    firm = state.companies[company]
    shipped = deliveries(state, company)
    if firm.performance <= firm.links * shipped:
        return
    if shipped == 0 and state.phase != DELIVER:
        refuse(
            N_(
                "Outside the deliveries an active company's performance is 0 (it goes back to 0 after the "
                "dividends), not {performance} for {company_name}."
            ),
            performance=firm.performance,
            company_name=company_name(company),
        )
    refuse(
        N_(
            "{company_name}'s performance can be at most {most} (its own links × its deliveries so far: "
            "{links} × {deliveries}), not {performance}."
        ),
        company_name=company_name(company),
        most=firm.links * shipped,
        links=firm.links,
        deliveries=shipped,
        performance=firm.performance,
    )
