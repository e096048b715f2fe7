"""``companion`` as the Pi starts it, but allowed a window on SDL's dummy video driver.

``companion play`` chooses the text console where no display exists, and SDL's
dummy driver counts as none. The start-up benchmark runs the same command
through this launcher, which only answers "yes, there is a display", so the
touchscreen app starts exactly as on the Pi: imports, configuration,
resuming or starting the game, devices, first frame, then ``READY=1``.

``--exit-at-ready`` (first, before the command) ends the process the moment
the app says ``READY=1``, so an instruction count (``scripts/bench
--instructions``) covers exactly the start-up to the first frame drawn.
"""

from __future__ import annotations

import os
import sys

import companion.ui
from companion import service
from companion.__main__ import main

companion.ui.display_available = lambda: True


def _exit_at_ready(self: service.Notifier, status_text: str | None = None) -> bool:
    """The first frame is drawn: stop here, as if the process had been killed (nothing else runs)."""
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)


if __name__ == "__main__":
    arguments = sys.argv[1:]
    if arguments[:1] == ["--exit-at-ready"]:
        arguments = arguments[1:]
        service.Notifier.ready = _exit_at_ready  # type: ignore[method-assign]  # the benchmark's end point
    sys.exit(main(arguments))
