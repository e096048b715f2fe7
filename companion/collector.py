"""The pace of Python's cyclic garbage collector in the companion's own process.

Nearly everything the companion makes is freed the moment it is no longer
used (reference counting); the cyclic collector only looks for cycles, and
it starts a pass over every young container object each time 700 more of
them exist than were freed (CPython's default). A journaled action leaves
about fifty behind (its step, its events, a share of the undo checkpoint),
so the collector ran every dozen actions and spent about 3,400 instructions
an action (5 %) finding nothing to free; it runs as often while a screen is
laid out. At 10,000 the same passes come about fourteen times
less often (CPython 3.13 moved its own default to 2,000 for the same reason):
cyclic garbage waits a little longer, at most those 10,000 objects (a few
megabytes), which the Pi has to spare.

Set by the ``companion`` command (``companion/__main__.py``) before it does
anything else, so the app, the console, replays and simulations all run at
this pace; a program importing the package (the tests, a bot) keeps its own.
"""

from __future__ import annotations

import gc

YOUNG = 10_000
"""Young container objects (made and not yet freed) between two passes of the cyclic collector."""


def pace() -> None:
    """Make the collector's first generation wait for :data:`YOUNG` objects; the older generations keep theirs."""
    _young, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG, middle, old)
