"""The readers of a position's plain values: each returns the value or refuses it in one sentence naming its key.

A position is typed by a person, so every value is checked for what it is (a whole number in its range, a seat,
true or false, an object, a list) before any rule is asked about it, and the refusal names the key as the file
writes it (``players[1].cash``): the table finds the one number to fix. The games' position readers build their
own words (a share type, a lot, a colour) on these.
"""

from __future__ import annotations

from typing import Any, NoReturn

from .errors import ImpossiblePosition
from .i18n import N_, as_written


def refuse(template: str, **fields: Any) -> NoReturn:
    """Refuse the position in one sentence (``template`` is an ``N_`` sentence, ``fields`` its values)."""
    raise ImpossiblePosition(template, **fields)


def within_cash(bid: int, cash: int, name: str, template: str) -> None:
    """Refuse a written standing bid above what its bidder can pay (nobody bids more than they could pay);
    ``template`` is the game's ``N_`` sentence naming ``{name}``, ``{bid}`` and ``{cash}`` in its money."""
    if bid > cash:
        refuse(template, name=name, bid=bid, cash=cash)


def whole(value: Any, key: str, low: int, high: int | None = None) -> int:
    """``value`` as a whole number from ``low`` (to ``high``), or the refusal naming ``key``."""
    if type(value) is not int or value < low or (high is not None and value > high):
        written = as_written(value)  # "-12,000" as the reader's language groups it; "'2'" typed as text
        if high is None:
            refuse(
                N_("{key!r} must be a whole number of at least {low:,}, not {value}."), key=key, low=low, value=written
            )
        refuse(
            N_("{key!r} must be a whole number from {low:,} to {high:,}, not {value}."),
            key=key,
            low=low,
            high=high,
            value=written,
        )
    return value


def seat_index(value: Any, key: str, players: int) -> int:
    """A seat: 0 for the first in seat order, up to one less than the players."""
    if type(value) is not int or not 0 <= value < players:
        refuse(N_("{key!r} must be a seat from 0 to {last}, not {value!r}."), key=key, last=players - 1, value=value)
    return value


def flag(value: Any, key: str) -> bool:
    if type(value) is not bool:
        refuse(N_("{key!r} must be true or false, not {value!r}."), key=key, value=value)
    return value


def mapping(value: Any, key: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        refuse(N_("{key!r} must be a JSON object."), key=key)
    return value


def listing(value: Any, key: str) -> list[Any]:
    if not isinstance(value, list):
        refuse(N_("{key!r} must be a list."), key=key)
    return value


def check_keys(value: dict[str, Any], where: str, known: tuple[str, ...]) -> None:
    """Refuse a key of a nested object (a player's entry, the auction) that the format does not have."""
    unknown = sorted(str(key) for key in set(value) - set(known))
    if unknown:
        refuse(N_("{key!r} is not a key of {where!r}."), key=unknown[0], where=where)
