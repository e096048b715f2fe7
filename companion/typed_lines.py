"""Lines typed or piped to the companion's console: read from the descriptor, the same way for every question.

The console reads its input's descriptor itself (``select`` then ``os.read``), so that the idle work (pass
buttons, LEDs, serial lines) goes on while nobody types: a buffered stream's ``readline`` would hide typed
lines from ``select``. Every question asked before the game (which game, who plays, a salvage) must read the
same way and share what was read past its line. A buffered ``readline`` takes all that a pipe or a paste holds
into the stream's own buffer, where the console's reads never look, so the lines typed ahead (the first move
after the players' names) were lost. :func:`read_line` keeps what it read past a line for the next question,
per descriptor.

A stream without a descriptor (a test's ``StringIO``), or any stream on Windows where ``select`` takes only
sockets, is read by its own ``readline``.
"""

from __future__ import annotations

import os
import select
import sys
from collections.abc import Callable
from typing import TextIO

_pending: dict[int, bytes] = {}
"""Bytes read from a descriptor past the last line handed out, by descriptor."""


def selectable(stream: TextIO) -> bool:
    """Whether ``stream`` is read through its descriptor (it has one, and ``select`` takes it here)."""
    try:
        stream.fileno()
    except (AttributeError, OSError, ValueError):
        return False
    return sys.platform != "win32"


def read_line(stream: TextIO, idle: Callable[[], None] | None = None, interval: float = 0.05) -> str | None:
    """The next line of ``stream``, stripped, or None at the end of input; ``idle`` runs every ``interval``
    seconds while nothing is typed.

    A stream read through its own ``readline`` may raise :class:`UnicodeDecodeError` (a line in another
    encoding); a descriptor's line is decoded as UTF-8 with what is not replaced.
    """
    if not selectable(stream):
        line = stream.readline()
        return line.strip() if line else None
    fd = stream.fileno()
    pending = _pending.get(fd, b"")
    while b"\n" not in pending:
        if idle is not None:
            ready, _w, _x = select.select([fd], [], [], interval)
            if not ready:
                idle()
                continue
        chunk = os.read(fd, 4096)
        if not chunk:
            if not pending:
                _pending.pop(fd, None)
                return None
            break
        pending += chunk
    raw, _nl, _pending[fd] = pending.partition(b"\n")
    return raw.decode("utf-8", errors="replace").strip()
