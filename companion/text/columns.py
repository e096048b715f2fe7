"""The columns the console's text keeps within: its terminal's width, followed as the terminal is resized.

The console wrapped every line at a fixed 78 columns. In a narrower terminal (a phone's ssh app, a split
window of 60) the terminal broke each longer line itself, wherever its edge fell, mid-word; a wider one left
half its room empty. The console reads its terminal's width when a screen is written (:func:`follow`) and
every line it lays out (its prose, tables, help, log) keeps within :func:`width`. Output that is not a
terminal (a pipe, a test) keeps :data:`DEFAULT`, so what it reads stays the same.

The width is the calling thread's own: the phones' pages, drawn by their server's thread from the same lines,
keep :data:`DEFAULT` whatever the console's terminal is.
"""

from __future__ import annotations

import shutil
import threading
from typing import TextIO

DEFAULT = 78
"""The columns of output that is not a terminal: a terminal's 80, less a margin."""

LEAST = 40
"""The narrowest the console lays its text out at: narrower, a table's row has no room for its figures."""

MOST = 118
"""The widest: a sentence longer than this reads badly, however wide the terminal."""

MARGIN = 2
"""The columns left free at the terminal's right edge."""

_local = threading.local()


def width() -> int:
    """The columns this thread's text keeps within: :data:`DEFAULT` until :func:`follow` read a terminal."""
    return getattr(_local, "width", DEFAULT)


def set_width(columns: int) -> None:
    """Lay this thread's text out within ``columns`` (kept between :data:`LEAST` and :data:`MOST`)."""
    _local.width = max(LEAST, min(MOST, columns))


def for_output(out: TextIO) -> int:
    """The columns text written to ``out`` keeps within: its terminal's width less :data:`MARGIN`, or
    :data:`DEFAULT` when ``out`` is not a terminal."""
    try:
        terminal = out.isatty()
    except (AttributeError, ValueError):  # a closed stream
        terminal = False
    if not terminal:
        return DEFAULT
    return max(LEAST, min(MOST, shutil.get_terminal_size((DEFAULT + MARGIN, 24)).columns - MARGIN))


def follow(out: TextIO) -> int:
    """Read ``out``'s terminal now (it may have been resized) and lay this thread's text out at its width."""
    columns = for_output(out)
    set_width(columns)
    return columns
