"""A scanner, card reader or serial peripheral that is missing, dropped, or back: told once per change.

Device threads used to only log a lost device; at the table nobody reads the
log, and a player scanning tiles into a dead scanner just sees nothing happen.
So each reader thread reports its connection through a :class:`LinkWatch`,
which turns the ups and downs into :class:`Link` notices: ``missing`` when the
device is not there at start, ``lost`` when it drops, ``back`` when it returns
after either. Each change is told once, so a retry loop does not repeat it;
a flapping cable is told each time it really comes and goes.

The notices go to a :data:`LinkSink`, called on the device's thread: like a
command sink it must only enqueue (:class:`companion.peripherals.Peripherals`
puts them in its queue and tells the players from the main loop).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Literal

from companion.data_classes import dataclass

Kind = Literal["scanner", "reader", "serial"]
"""A tile scanner (a serial one in scanner mode, or a keyboard wedge), a player-card reader,
or a serial peripheral speaking the table's protocol (buttons, dice)."""

State = Literal["missing", "lost", "back"]


@dataclass(frozen=True, slots=True)
class Link:
    """``device`` (its port or input path) of ``kind`` is ``missing``, ``lost`` or ``back``."""

    device: str
    kind: Kind
    state: State


LinkSink = Callable[[Link], None]


class LinkWatch:
    """One device's connection as its reader thread sees it, told through ``sink`` on each change."""

    def __init__(self, device: str, kind: Kind, sink: LinkSink | None) -> None:
        self.device = device
        self.kind = kind
        self.sink = sink
        self.told: State | None = None  # the last bad news told ("missing" or "lost"), None once back
        self.ever = False  # connected at least once
        self._lock = threading.Lock()

    def connected(self) -> None:
        with self._lock:
            self.ever = True
            if self.told is None:
                return
            self.told = None
        self._tell("back")

    def failed(self) -> None:
        """An attempt to open it failed: news only if it never worked and nothing was said yet."""
        with self._lock:
            if self.ever or self.told is not None:
                return
            self.told = "missing"
        self._tell("missing")

    def lost(self) -> None:
        with self._lock:
            if self.told is not None:
                return
            self.told = "lost"
        self._tell("lost")

    def _tell(self, state: State) -> None:
        if self.sink is None:
            return
        try:
            self.sink(Link(self.device, self.kind, state))
        except Exception as exc:  # a reader thread must outlive a broken sink
            from .fallback import log

            log.warning("could not report %s %s: %s", self.device, state, exc)
