"""Loggers that import :mod:`logging` the first time they log.

Importing ``logging`` (with the ``threading``, ``traceback``, ``string`` and
``weakref`` it brings) costs about 29 M instructions, 7 % of a
``companion replay``, whose modules log only when something is wrong: a game
that cannot be played, a journal that cannot be written. A module writes
``log = later(__name__)`` where it would write ``logging.getLogger(__name__)``;
the first record it logs imports ``logging``, sets up the root logger if the
command asked for that to happen then (:func:`set_up_on_first_record`), and
goes to the standard logger of the same name, so handlers, levels and tests'
``caplog`` see it as before.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import logging

_set_up: list[Callable[[], object]] = []
"""What sets up the root logger before the first record, if the command put that off (at most one)."""


def set_up_on_first_record(set_up: Callable[[], object] | None) -> None:
    """Run ``set_up`` just before the first record a :class:`Later` logs; None forgets it.

    A command whose modules all log through :func:`later` puts its logging's set-up here instead of running
    it, and forgets it when it ends, so a set-up it never needed is not left for whatever runs next.
    """
    _set_up.clear()
    if set_up is not None:
        _set_up.append(set_up)


def standard(name: str) -> logging.Logger:
    """The standard logger called ``name``, after the set-up put off for the first record (run once)."""
    import logging

    if _set_up:
        try:
            set_up = _set_up.pop()
        except IndexError:  # another thread took it first
            pass
        else:
            set_up()
    return logging.getLogger(name)


class Later:
    """A module's logger, made by :mod:`logging` when the first record comes.

    Only the calls the companion makes are here; each goes to the standard logger of the same name (a record
    is rare: a fault, not a move, so it is looked up each time instead of kept).
    """

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def debug(self, message: object, *args: object, **options: Any) -> None:
        self._log("debug", message, args, options)

    def info(self, message: object, *args: object, **options: Any) -> None:
        self._log("info", message, args, options)

    def warning(self, message: object, *args: object, **options: Any) -> None:
        self._log("warning", message, args, options)

    def error(self, message: object, *args: object, **options: Any) -> None:
        self._log("error", message, args, options)

    def exception(self, message: object, *args: object, **options: Any) -> None:
        """An error with the exception being handled, as :meth:`logging.Logger.exception`."""
        self._log("exception", message, args, options)

    def _log(self, level: str, message: object, args: tuple[object, ...], options: dict[str, Any]) -> None:
        # The record names the line that logged, two calls up from the standard logger's method.
        stacklevel = options.pop("stacklevel", 1) + 2
        getattr(standard(self.name), level)(message, *args, stacklevel=stacklevel, **options)


def later(name: str) -> Later:
    """The logger called ``name`` (a module's ``__name__``), made when it first logs."""
    return Later(name)
