"""What every scene shares: reading events, and timed colour waves."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from companion.palette import RGB, mix

OFF: RGB = (0, 0, 0)


def field(event: Any, name: str, default: Any = None) -> Any:
    """A field of an engine event (a frozen dataclass) or of its JSON form (a dict)."""
    if isinstance(event, dict):
        return event.get(name, default)
    return getattr(event, name, default)


def kind(event: Any) -> str:
    """An event's ``type`` tag."""
    return str(field(event, "type", ""))


def wave(now: float, start: float, period: float, low: float = 0.0, high: float = 1.0) -> float:
    """A smooth pulse between ``low`` and ``high`` (``high`` at ``start``), repeating every ``period``."""
    phase = (now - start) / period
    return low + (high - low) * (0.5 + 0.5 * math.cos(2 * math.pi * phase))


@dataclass
class Sweep:
    """Positions switch colour one after another, each at ``start + delays[key]``.

    Before its turn a position shows ``before``; at its turn it jumps to
    ``entry`` (or stays at ``before`` when ``entry`` is None) and fades over
    ``fade`` seconds into whatever the board shows there now.
    """

    start: float
    delays: dict[str, float]
    before: RGB
    entry: RGB | None
    fade: float

    @property
    def end(self) -> float:
        return self.start + max(self.delays.values(), default=0.0) + self.fade

    def colour(self, key: str, base: RGB, now: float) -> RGB | None:
        """The colour of ``key`` at ``now``, or None when this sweep does not touch it (any more)."""
        delay = self.delays.get(key)
        if delay is None:
            return None
        local = now - self.start - delay
        if local < 0:
            return self.before
        if local >= self.fade:
            return None
        return mix(self.entry if self.entry is not None else self.before, base, local / self.fade)
