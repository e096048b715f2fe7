"""Words every game's log builds alike: a list joined with "and" or by semicolons, and the sentence that names the
winners.

A game's log fills the display slots of its event templates (``names_text``, ``winners_text`` …) from the events'
raw fields. These two read the same in every game, so they are built once, here, in the reader's language through
the ``translate`` the front-end passes (English without one), and each game's log calls them.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import TypeVar

from .i18n import N_

Translate = Callable[[str], str]
Key = TypeVar("Key", bound=Hashable)
Value = TypeVar("Value", bound=Hashable)


def grouped(values: Mapping[Key, Value]) -> dict[Value, list[Key]]:
    """The keys of ``values`` grouped by their value, both in ``values``' order: how a log or a payout names those
    alike together ("Ann and Ben sell 1 Green share each", "Ben and Cat $1,500 each") instead of a clause each."""
    groups: dict[Value, list[Key]] = {}
    for key, value in values.items():
        groups.setdefault(value, []).append(key)
    return groups


def joined(items: Sequence[str], translate: Translate | None = None) -> str:
    """``"A"``, ``"A and B"``, ``"A, B and C"``; nothing at all for no items."""
    if len(items) <= 1:
        return "".join(items)
    return (translate or str)(N_("{items} and {last}")).format(items=", ".join(items[:-1]), last=items[-1])


def clauses(items: Sequence[str], translate: Translate | None = None) -> str:
    """Clauses one after another with a semicolon between them, as the language spaces it: "Ann 2 Brown; Ben
    nothing", and in French "Ann 2 Marron ; Ben rien" (French puts a space before a semicolon, as before a colon)."""
    t = translate or str
    text = "".join(items[:1])
    for item in items[1:]:
        text = t(N_("{clauses}; {clause}")).format(clauses=text, clause=item)
    return text


def winners_text(names: Sequence[str], translate: Translate | None = None) -> str:
    """``"Ann wins."`` for one winner, ``"Ann and Bob share the win."`` for a tie: ``names`` are the winners'."""
    t = translate or str
    if len(names) == 1:
        return t(N_("{name} wins.")).format(name=names[0])
    return t(N_("{names} share the win.")).format(names=joined(names, t))
