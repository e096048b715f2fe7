"""Reading one value of a position: each wrong one is refused in a sentence that names its key.

A position is a file a person writes by looking at the table, so a typo must
come back as the key at fault and what it should hold ("'players[1].cash'
must be a whole number of at least 0, not -3."), never as a crash. The keys
are the file's own words (JSON paths), the same in every language.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping
from typing import Any, NoReturn

from companion.core import N_, ImpossiblePosition
from companion.core.i18n import Word

from .rules import COMPANIES, COMPANY_NAMES, TOP_PRICE

B = "B"
"""A price at B: the company is bankrupt."""


def refuse(template: str, **data: Any) -> NoReturn:
    """Refuse the position in one sentence (company names are ``Word``s: they read in the player's language)."""
    raise ImpossiblePosition(template, **data)


def company_name(company: str) -> Word:
    """A company as the table calls it (Black, Wood), translated with the sentence."""
    return Word(COMPANY_NAMES[company])


def shown(value: Any) -> str:
    """A value as the file writes it: ``-3``, ``"seven"``, ``null``."""
    try:
        return json.dumps(value)
    except (TypeError, ValueError):
        return repr(value)


def only(data: Mapping[str, Any], known: Iterable[str], where: str | None = None) -> None:
    """Refuse the first key of ``data`` that is not one of ``known`` (``where`` None: the position itself)."""
    allowed = list(known)
    for key in data:
        if key not in allowed:
            if where is None:
                refuse(
                    N_("A Steam Barons position has no '{field}' (its keys are {known:and})."),
                    field=key,
                    known=allowed,
                )
            refuse(N_("'{where}' has no '{field}' (its keys are {known:and})."), where=where, field=key, known=allowed)


def whole(value: Any, field: str, low: int | None = 0, high: int | None = None) -> int:
    """A whole number within ``low..high`` (either end open when None)."""
    if type(value) is int and (low is None or value >= low) and (high is None or value <= high):
        return value
    if low is not None and high is not None:
        refuse(
            N_("'{field}' must be a whole number from {low} to {high}, not {value}."),
            field=field,
            low=low,
            high=high,
            value=shown(value),
        )
    if low is not None:
        refuse(
            N_("'{field}' must be a whole number of at least {low}, not {value}."),
            field=field,
            low=low,
            value=shown(value),
        )
    refuse(N_("'{field}' must be a whole number, not {value}."), field=field, value=shown(value))


def seat(value: Any, field: str, players: int) -> int:
    """A seat: 0-based, in the order of the players' names."""
    if type(value) is int and 0 <= value < players:
        return value
    refuse(
        N_("'{field}' must be a seat number from 0 to {last}, not {value}."),
        field=field,
        last=players - 1,
        value=shown(value),
    )


def company(value: Any, field: str) -> str:
    """A company id, as the journal and the docs write it."""
    if isinstance(value, str) and value in COMPANIES:
        return value
    refuse(
        N_("'{field}' must be a company (orange, green, brown, wood, black or white), not {value}."),
        field=field,
        value=shown(value),
    )


def price(value: Any, field: str) -> int | None:
    """A price square, 0..18, or ``"B"`` (None: bankrupt)."""
    if value == B:
        return None
    if type(value) is int and 0 <= value <= TOP_PRICE:
        return value
    refuse(
        N_("'{field}' must be a whole number from 0 to {top} or \"B\", not {value}."),
        field=field,
        top=TOP_PRICE,
        value=shown(value),
    )


def written_price(value: int | None) -> int | str:
    """A price as a position writes it."""
    return B if value is None else value


def mapping(value: Any, field: str) -> dict[str, Any]:
    if isinstance(value, dict):
        return value
    refuse(N_("'{field}' must be a JSON object, not {value}."), field=field, value=shown(value))


def sequence(value: Any, field: str) -> list[Any]:
    if isinstance(value, list):
        return value
    refuse(N_("'{field}' must be a list, not {value}."), field=field, value=shown(value))


def records(value: Any, field: str, known: Iterable[str]) -> Iterator[tuple[str, dict[str, Any]]]:
    """Each entry of the list ``value``, an object with only the keys ``known``, with its key as the file writes
    it (``last_results[2]``): a list of records is refused at its first wrong entry, in the order written."""
    for at, item in enumerate(sequence(value, field)):
        entry = f"{field}[{at}]"
        data = mapping(item, entry)
        only(data, known, entry)
        yield entry, data


def per_player(value: Any, field: str, players: int) -> list[Any]:
    """A list with one entry per seat, in seat order."""
    items = sequence(value, field)
    if len(items) != players:
        refuse(
            N_("'{field}' needs one entry per player ({players}), not {count}."),
            field=field,
            players=players,
            count=len(items),
        )
    return items


def distinct(items: list[Any], field: str) -> None:
    """Refuse a list that names something twice."""
    seen: list[Any] = []
    for item in items:
        if item in seen:
            refuse(N_("'{field}' names {value} twice."), field=field, value=shown(item))
        seen.append(item)
