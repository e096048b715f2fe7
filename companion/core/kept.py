"""Records a game repeats, built once per value and handed out again.

A random game builds about a thousand actions and events, and building a
frozen record costs nearly three times as much as finding it again by its
fields: its constructor fills a fresh ``__dict__`` through a call from C.
Most of them take one of few values (a pass is a seat, a bid a seat and an
amount, a price move a stock and two fields). A record is frozen and compared
by its fields, so the same value may as well be the same object: a game's
``kept`` module wraps the constructors of its commonest records with
:func:`kept`, which remembers each record it built by its arguments
(:func:`functools.cache`) and returns that one again for the same arguments.

Keep only records whose fields are plain values (seats, ids, whole numbers, a
flag), built from values already checked or made by the caller: the cache
tells ``1`` from ``"1"`` but not from ``True`` or ``1.0``. How many are kept
is then bounded by the game's own ranges, whatever the number of games.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import ParamSpec, TypeVar, cast

P = ParamSpec("P")
R = TypeVar("R")


def kept(record: Callable[P, R]) -> Callable[P, R]:
    """``record``'s constructor, remembering each record it built by its arguments (same signature for mypy)."""
    return cast(Callable[P, R], cache(record))


def kept_names(module: object) -> set[str]:
    """The names of the kept constructors a game's ``kept`` module holds (its tests check each)."""
    return {name for name, value in vars(module).items() if hasattr(value, "cache_info")}
