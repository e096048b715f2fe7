"""``companion`` as the Pi starts it, but allowed a window on SDL's dummy video driver.

``companion play`` chooses the text console where no display exists, and SDL's
dummy driver counts as none. The start-up benchmark runs the same command
through this launcher, which only answers "yes, there is a display", so the
touchscreen app starts exactly as on the Pi: imports, configuration,
resuming or starting the game, devices, first frame, then ``READY=1``.
"""

from __future__ import annotations

import sys

import companion.ui
from companion.__main__ import main

companion.ui.display_available = lambda: True

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
