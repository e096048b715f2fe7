"""Majority and minority shareholder bonuses (paid in a merger and at the end).

The rules, for a chain at a given size:

- only one holder: that holder gets majority + minority;
- a tie for most shares: majority + minority are added and split evenly among
  the tied holders, and no minority bonus is paid;
- otherwise the largest holder gets the majority bonus and the minority bonus
  is split evenly among the holders tied for second;
- every split part is rounded **up** to the next $100.

With two players the stock market is an extra holder (seat :data:`MARKET`);
it takes part in ties like a player and its part stays in the bank.
"""

from __future__ import annotations

from typing import NamedTuple

from companion.core import BANK

from . import kept
from .events import BonusPaid, MarketBonus
from .prices import majority_bonus, minority_bonus
from .state import ACCOUNTS, MARKET, State

MAJORITY = "majority"
MINORITY = "minority"
SHARED = "shared"


class Award(NamedTuple):
    holder: int
    amount: int
    kind: str


def round_up(amount: int, parts: int) -> int:
    """``amount / parts`` rounded up to the next multiple of $100."""
    return -(-amount // (100 * parts)) * 100


def awards(counts: dict[int, int], majority: int, minority: int) -> list[Award]:
    """Who gets which bonus, given each holder's share count (holders with 0 are ignored)."""
    held = {holder: count for holder, count in counts.items() if count > 0}
    if not held:
        return []
    if len(held) == 1:
        (only,) = held
        return [Award(only, majority, MAJORITY), Award(only, minority, MINORITY)]
    top = max(held.values())
    first = sorted(holder for holder, count in held.items() if count == top)
    if len(first) > 1:
        part = round_up(majority + minority, len(first))
        return [Award(holder, part, SHARED) for holder in _market_last(first)]
    rest = [count for count in held.values() if count < top]
    second_count = max(rest)
    second = sorted(holder for holder, count in held.items() if count == second_count)
    part = round_up(minority, len(second))
    return [Award(first[0], majority, MAJORITY)] + [Award(h, part, MINORITY) for h in _market_last(second)]


def _market_last(holders: list[int]) -> list[int]:
    return [h for h in holders if h != MARKET] + [h for h in holders if h == MARKET]


def holdings(state: State, chain: str, market: int | None = None) -> dict[int, int]:
    """Each player's count of ``chain`` shares, plus the market's when it takes part."""
    counts = {seat: held[chain] for seat, held in enumerate(state.shares.held) if held[chain]}
    if market is not None:
        counts[MARKET] = market
    return counts


def chain_awards(state: State, chain: str, size: int, market: int | None = None) -> list[Award]:
    tier = state.name_set.tier[chain]
    return awards(holdings(state, chain, market), majority_bonus(tier, size), minority_bonus(tier, size))


def pay_bonuses(state: State, chain: str, size: int, market: int | None = None) -> list[BonusPaid | MarketBonus]:
    """Pay ``chain``'s bonuses at ``size`` from the bank; the market's part stays there."""
    happened: list[BonusPaid | MarketBonus] = []
    for holder, amount, kind in chain_awards(state, chain, size, market):
        if holder == MARKET:
            happened.append(kept.MarketBonus(chain, amount, kind))
        else:
            state.ledger.transfer(BANK, ACCOUNTS[holder], amount, f"{kind} bonus {chain}")
            happened.append(kept.BonusPaid(chain, holder, amount, kind))
    return happened
