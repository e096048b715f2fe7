"""Render time of every Acquire screen (the screenshot tour's states), headless.

    COMPANION_DATA_DIR=$(mktemp -d) .venv/bin/python bench/ui_acquire_bench.py --frames 50

Each state is reached once, then ``app.draw()`` (scene + present) is timed
``--frames`` times; the median and worst frame are printed in milliseconds,
and the median of ``scene.layout()`` (rebuilding the widgets after a tap).
A frame is drawn only when something changed, so this is the cost of one
reaction to a tap.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--frames", type=int, default=50)
    args = parser.parse_args()

    from companion.front.acquire.tour import tour
    from companion.ui import build_app

    app = build_app()
    print(f"{'screen':<18} {'median ms':>10} {'worst ms':>9} {'layout ms':>10}")
    medians = []
    for name, step in tour():
        step(app)
        times = []
        for _ in range(args.frames):
            start = time.perf_counter()
            app.draw()
            times.append((time.perf_counter() - start) * 1000)
        medians.append(statistics.median(times))
        layouts = []
        for _ in range(args.frames):
            start = time.perf_counter()
            app.scene.layout()
            layouts.append((time.perf_counter() - start) * 1000)
        print(f"{name:<18} {medians[-1]:>10.2f} {max(times):>9.2f} {statistics.median(layouts):>10.2f}")
    print(f"{'all screens':<18} {statistics.median(medians):>10.2f} {max(medians):>9.2f}  (median / worst median)")
    app.close_table()


if __name__ == "__main__":
    main()
