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
    size: tuple[int, int],
    bounds: pygame.Rect,
    avoid: Sequence[pygame.Rect],
    prefer: Sequence[pygame.Rect] = (),
    *,
    margin: int = 4,
) -> pygame.Rect:
    """A ``size`` rectangle inside ``bounds`` that touches none of ``avoid`` (kept ``margin`` px apart).

    Each of ``prefer`` is tried first (the message at its top, centred
    across it), then every place of ``bounds`` from the bottom up, centred
    first; if no place is clear, the one covering the least of ``avoid``.
    """
    found = first_clear(size, bounds, avoid, prefer, margin=margin)
    if found is not None:
        return found
    width, height = min(size[0], bounds.width), min(size[1], bounds.height)
    grown = _grown(avoid, margin)
    return min(_places(width, height, bounds, prefer), key=lambda rect: _covered(rect, grown))


def first_clear(
    size: tuple[int, int],
    bounds: pygame.Rect,
    avoid: Sequence[pygame.Rect],
    prefer: Sequence[pygame.Rect] = (),
    *,
    margin: int = 4,
) -> pygame.Rect | None:
    """The first place :func:`clear_spot` tries that touches none of ``avoid``, or None if there is none."""
    width, height = min(size[0], bounds.width), min(size[1], bounds.height)
    grown = _grown(avoid, margin)
    return next((rect for rect in _places(width, height, bounds, prefer) if not _covered(rect, grown)), None)


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
