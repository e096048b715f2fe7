"""Paging through a list longer than its box: an Up and a Down button, a page a tap, never past either end.

The game log and a question with a long list (the steps a correction would withdraw) page the same way, so a
player who learnt one knows the other: the buttons keep their names, keys and icons, and each greys out at
its end of the list. The lists of whole pages (the saved games, a stick's archives) turn with Previous and
Next in the screen's bottom corners, shown only when there is more than one page.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from companion.text.i18n import _

from .widgets import Button, RectLike


class Paged(Protocol):
    """A screen showing ``per_page`` of its ``lines`` from ``first``, moved by ``scroll`` (lines, negative up)."""

    @property
    def first(self) -> int: ...

    @property
    def per_page(self) -> int: ...

    @property
    def lines(self) -> Sequence[object]: ...

    def scroll(self, delta: int) -> None: ...


def scrolled(screen: Paged, delta: int) -> int:
    """The first line ``screen`` shows once moved ``delta`` lines: at most the last page's, at least 0."""
    return max(0, min(max(0, len(screen.lines) - screen.per_page), screen.first + delta))


def page_buttons(screen: Paged, up: RectLike, down: RectLike) -> list[Button]:
    """``screen``'s Up and Down buttons, at ``up`` and ``down``: each moves a page, and greys out at its end."""
    first, per_page = screen.first, screen.per_page
    return [
        Button(up, _("Up"), lambda: screen.scroll(-per_page), key="up", icon="up", enabled=first > 0),
        Button(
            down,
            _("Down"),
            lambda: screen.scroll(per_page),
            key="down",
            icon="down",
            enabled=first + per_page < len(screen.lines),
        ),
    ]


def page_count(count: int, per_page: int) -> int:
    """How many pages ``count`` items fill, ``per_page`` a page: at least one (an empty list has its one page)."""
    return max(1, -(-count // per_page))


def turn_buttons(turn: Callable[[int], object], page: int, pages: int, size: tuple[int, int]) -> list[Button]:
    """Previous and Next in the bottom corners of a screen of ``size``, calling ``turn(-1)`` and ``turn(1)`` and
    greyed out at either end; none for a single page."""
    if pages <= 1:
        return []
    width, height = size
    return [
        Button((16, height - 64, 160, 56), _("Previous"), lambda: turn(-1), enabled=page > 0),
        Button((width - 176, height - 64, 160, 56), _("Next"), lambda: turn(1), enabled=page < pages - 1),
    ]
