"""Phones at the table: each player's private view and decisions on their own phone, on the local network.

Opt-in: nothing here is imported, and no socket opened, unless the app starts
:class:`~companion.phones.hub.Phones`. The package is generic (no game's name
in it): a view is built from the table's public contract, an answer from the
decision on offer. :mod:`.tokens` holds the seats' codes, :mod:`.views` what a
phone shows, :mod:`.answers` what a phone may send, :mod:`.server` the
websocket thread, :mod:`.hub` the main thread's side; the page is in
``static/``. ``docs/phones.md`` holds the threat model.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .hub import Phones, SeatLink

__all__ = ["Phones", "SeatLink"]


def __getattr__(name: str) -> Any:
    """``Phones`` and ``SeatLink`` on first use: the server's libraries load only when phones are wanted."""
    if name in __all__:
        from . import hub

        return getattr(hub, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
