"""Render time of every Big Shot screen (a script, not a timed test).

    COMPANION_DATA_DIR=$(mktemp -d) .venv/bin/python bench/ui_bigshot_bench.py --frames 200

Each screen is reached the way the screenshot tour reaches it, then drawn
``--frames`` times headless; the table prints milliseconds per frame (mean
and worst). A full redraw happens only when something changed, so this is
the cost of one reaction to a tap.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--frames", type=int, default=200)
    args = parser.parse_args(argv)

    from companion.front.bigshot.tour import bigshot_tour
    from companion.ui import build_app

    app = build_app()
    print(f"{'screen':<20} {'mean ms':>8} {'worst ms':>9}")
    for name, step in bigshot_tour():
        step(app)
        app.draw()  # warm caches (fonts)
        times = []
        for _ in range(args.frames):
            start = time.perf_counter()
            app.scene.layout()
            app.draw()
            times.append(time.perf_counter() - start)
        print(f"{name:<20} {1000 * sum(times) / len(times):8.2f} {1000 * max(times):9.2f}")
    app.close_table()
    return 0


if __name__ == "__main__":
    sys.exit(main())
