"""What every scene shares: reading events, timed colour waves, blinks, a group filled with colours and a dot
chasing round it."""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from companion.data_classes import dataclass
from companion.palette import RGB, mix

OFF: RGB = (0, 0, 0)
_GRID_SPACE = re.compile(r"(\d+)([A-Za-z])")


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


def dark(now: float, start: float, period: float) -> bool:
    """True in the dark half of a blink started at ``start`` (lit first, then dark, every ``period`` seconds)."""
    return math.floor((now - start) / period) % 2 == 1


def fill(out: dict[int, RGB], leds: Sequence[int], colours: Sequence[RGB]) -> None:
    """Light a group of LEDs with ``colours`` in order (the cubes on a space, the markers on a square), the rest
    of the group off."""
    for slot, index in enumerate(leds):
        out[index] = colours[slot] if slot < len(colours) else OFF


def chase(leds: Sequence[int], now: float, speed: float) -> int:
    """The LED a dot running round ``leds`` at ``speed`` steps a second is on at ``now`` (a pawn's place)."""
    return leds[math.floor(now * speed) % len(leds)]


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


def grid_distance(a: str, b: str) -> int:
    """Steps (Manhattan) between two spaces named by column number and row letter (``"5C"``, ``"12I"``).

    A name that is not of that form counts as far, so a sweep reaches it last instead of failing.
    """
    ma, mb = _GRID_SPACE.fullmatch(a), _GRID_SPACE.fullmatch(b)
    if not ma or not mb:
        return 99
    return abs(int(ma.group(1)) - int(mb.group(1))) + abs(ord(ma.group(2).upper()) - ord(mb.group(2).upper()))


def ripple(
    origin: str | None,
    keys: Iterable[str],
    step: float,
    offset: float = 0.0,
    distance: Callable[[str, str], int] = grid_distance,
) -> dict[str, float]:
    """A :class:`Sweep`'s delays spreading from ``origin``: ``step`` seconds per step away, after ``offset``.

    With no origin known (no placed piece) the sweep starts at the first key.
    """
    keys = list(keys)
    start = origin or (keys[0] if keys else "")
    return {key: offset + step * distance(start, key) for key in keys}
