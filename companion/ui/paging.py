"""Paging through a list longer than its box: an Up and a Down button, a page a tap, never past either end.

The game log and a question with a long list (the steps a correction would withdraw) page the same way, so a
player who learnt one knows the other: the buttons keep their names, keys and icons, and each greys out at
its end of the list.
"""

from __future__ import annotations

from collections.abc import Callable

from companion.text.i18n import _

from .widgets import Button, RectLike


def scrolled(first: int, delta: int, per_page: int, total: int) -> int:
    """The first line shown after moving ``delta`` lines from ``first``: at most the last page's, at least 0."""
    return max(0, min(max(0, total - per_page), first + delta))


def page_buttons(
    up: RectLike, down: RectLike, first: int, per_page: int, total: int, scroll: Callable[[int], None]
) -> list[Button]:
    """The Up and Down buttons of a list of ``total`` lines showing ``per_page`` from ``first``: each moves a page
    through ``scroll`` (called with the lines to move, negative up)."""
    return [
        Button(up, _("Up"), lambda: scroll(-per_page), key="up", icon="up", enabled=first > 0),
        Button(down, _("Down"), lambda: scroll(per_page), key="down", icon="down", enabled=first + per_page < total),
    ]
