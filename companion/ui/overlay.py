"""Where a message drawn over a screen goes: a spot clear of the controls a player is about to press.

A refusal's toast and a step's result card are drawn over whatever screen
is up. Put at a fixed place they would lie over the very buttons the
player reaches for next (the confirm at the bottom of the decision panel,
a bid's − and +), so a second try would land on the message instead. The
screen says what must stay clear (:meth:`companion.ui.scene.Scene.keep_clear`)
and :func:`clear_spot` finds a place for the message among the places it
prefers, then anywhere on the screen, covering as little as it must when
nothing is wholly clear.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import pygame

STEP = 8
"""How far apart the places tried are, in pixels (a message moves in steps a finger cannot tell apart)."""


def clear_spot(
    sizes: Sequence[tuple[int, int]],
    bounds: pygame.Rect,
    avoid: Sequence[pygame.Rect],
    prefer: Sequence[pygame.Rect] = (),
    *,
    margin: int = 4,
) -> pygame.Rect:
    """A rectangle of one of ``sizes`` inside ``bounds`` that touches none of ``avoid`` (kept ``margin`` px apart).

    The sizes are tried in order (a message may be wide and short, or
    narrower and taller), each first in every one of ``prefer`` (the message
    at its top, centred across it), then everywhere in ``bounds`` from the
    bottom up, centred first. If no size finds a clear place, the first size
    goes where it covers the least of ``avoid``.
    """
    grown = _grown(avoid, margin)
    fitted = [(min(width, bounds.width), min(height, bounds.height)) for width, height in sizes]
    for width, height in fitted:
        found = next((rect for rect in _places(width, height, bounds, prefer) if not _covered(rect, grown)), None)
        if found is not None:
            return found
    return min(_places(*fitted[0], bounds, prefer), key=lambda rect: _covered(rect, grown))


def lies_clear(rect: pygame.Rect, avoid: Sequence[pygame.Rect], *, margin: int = 4) -> bool:
    """Whether ``rect`` touches none of ``avoid`` (kept ``margin`` px apart), as :func:`clear_spot` judges a place:
    a message that must say less when nothing is wholly clear asks this of the place it was given."""
    return _covered(rect, _grown(avoid, margin)) == 0


def _grown(avoid: Sequence[pygame.Rect], margin: int) -> list[pygame.Rect]:
    return [pygame.Rect(rect).inflate(2 * margin, 2 * margin) for rect in avoid]


def _covered(rect: pygame.Rect, avoid: Sequence[pygame.Rect]) -> int:
    """How many pixels of ``avoid`` ``rect`` lies over."""
    total = 0
    for other in avoid:
        part = rect.clip(other)
        total += part.width * part.height
    return total


def _places(width: int, height: int, bounds: pygame.Rect, prefer: Sequence[pygame.Rect]) -> Iterator[pygame.Rect]:
    """The places tried, in order: the preferred areas' tops, then the screen bottom up (centre, left, right)."""
    for area in prefer:
        area = area.clip(bounds)
        if area.width >= width and area.height >= height:
            for top in range(area.top, area.bottom - height + 1, STEP):
                yield pygame.Rect(area.centerx - width // 2, top, width, height)
    lefts = [bounds.centerx - width // 2, bounds.left, bounds.right - width]
    top = bounds.bottom - height
    while top >= bounds.top:
        for left in lefts:
            yield pygame.Rect(left, top, width, height)
        top -= STEP
