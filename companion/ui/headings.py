"""Column headings set apart: each centred over its column, none nearer its neighbour than :data:`APART`.

A position editor's headings were each written from its column's left edge, in the column's width: a word as wide
as a narrow column ran up to the next one's, four pixels away, and Italian read "Marrone Legno", "Quotazione
Cassa" as if each were one heading. Centred over its column, a heading shorter than the column leaves room on both
sides, and a longer one may spread over the room its neighbours leave. Where two would still come too near, a
heading of several words takes two lines within its column; where one word each is too wide for the row, the
headings take turns on the two lines (the first, third, fifth above; the others below), each centred over its own
column as before. Only if even that leaves two too near does :mod:`.fit` name them.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from . import theme

APART = 10
"""Pixels of blank between two headings' letters on one line: less reads them as one heading."""


def lines_of(text: str, width: int, size: int) -> list[str]:
    """``text`` in one line, or wrapped in two (balanced) within ``width`` when it is several words wider."""
    if theme.text_size(text, size)[0] <= width or " " not in text.strip():
        return [text]
    return theme.wrap(text, theme.balanced_width(text, width, size), size)


def widest(lines: Sequence[str], size: int) -> int:
    return max((theme.text_size(line, size)[0] for line in lines), default=0)


def place(
    texts: Sequence[str], columns: Sequence[tuple[int, int]], top: int, height: int, size: int, bounds: tuple[int, int]
) -> list[tuple[pygame.Rect, list[str]]]:
    """Where each of ``texts`` goes over its column (``columns``: x and width each) in a band of ``height`` from
    ``top``, within ``bounds`` (left and right): its letters' box and its lines."""
    line_h = theme.font(size).get_linesize()
    one = [[text] for text in texts]
    if not touching(boxes(one, columns, top, height, size, bounds)):
        return list(zip(boxes(one, columns, top, height, size, bounds), one, strict=True))
    wrapped = [lines_of(text, width, size) for text, (_x, width) in zip(texts, columns, strict=True)]
    placed = boxes(wrapped, columns, top, height, size, bounds)
    if not touching(placed) or 2 * line_h > height:
        return list(zip(placed, wrapped, strict=True))
    # in turns: every other heading on the lower line, so each meets only the next but one on its own line
    staggered = []
    for index, rect in enumerate(boxes(one, columns, top, line_h, size, bounds)):
        staggered.append(rect.move(0, (height - 2 * line_h) // 2 + (line_h if index % 2 else 0)))
    return list(zip(staggered, one, strict=True))


def boxes(
    lines: Sequence[Sequence[str]],
    columns: Sequence[tuple[int, int]],
    top: int,
    height: int,
    size: int,
    bounds: tuple[int, int],
) -> list[pygame.Rect]:
    """Each heading's letters, centred over its column (kept within ``bounds``) and in the band's height."""
    line_h = theme.font(size).get_linesize()
    found = []
    for words, (x, width) in zip(lines, columns, strict=True):
        box = pygame.Rect(0, 0, widest(words, size), line_h * len(words))
        box.center = (x + width // 2, top + height // 2)
        box.left = max(box.left, bounds[0])
        box.right = min(box.right, bounds[1])
        found.append(box)
    return found


def touching(rects: Sequence[pygame.Rect]) -> bool:
    """True if two of ``rects`` on one line come nearer each other than :data:`APART`."""
    return any(near(first, second) for index, first in enumerate(rects) for second in rects[index + 1 :])


def near(first: pygame.Rect, second: pygame.Rect) -> bool:
    """True if ``first`` and ``second`` share a line and stand less than :data:`APART` apart (or overlap)."""
    if first.bottom <= second.top or second.bottom <= first.top:
        return False
    return max(second.left - first.right, first.left - second.right) < APART
