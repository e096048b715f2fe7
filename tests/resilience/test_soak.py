"""Soak: a half-hour session's worth of play through the touchscreen app, headless, with simulated hardware.

Several full games one after another (Acquire, Big Shot, Tiny), every move
submitted through the app as a tap would, a frame drawn after each, the
LEDs, sound and buttons wired as in ``companion/hardware/README.md`` and reopened for
every game, the journal fsync'd. About 800 actions: more than 30 minutes of
real play at a table (a full Acquire game takes an hour or more). Between
games the heap must not grow (tracemalloc), and no thread or file handle may
be left behind.
"""

from __future__ import annotations

import gc
import os
import pathlib
import threading
import tracemalloc
from pathlib import Path

import pygame
import pytest

from bench.rig import Rig, SimClock
from companion.text.i18n import set_language
from companion.ui import build_app, theme
from companion.ui.specs import play_scene_for

SESSION = [
    ("acquire", 4),
    ("bigshot", 4),
    ("tiny", 3),
    ("acquire", 3),
    ("bigshot", 3),
    ("tiny", 4),
    ("acquire", 4),
    ("bigshot", 4),
]
GROWTH_LIMIT = 256 * 1024

NOT_OURS = [tracemalloc.Filter(False, pathlib.__file__)]
"""Every game's journal has a new file name, which path parsing interns; when the interpreter's
table of interned strings doubles, tracemalloc charges that one block (about 2 MB) to the line
in pathlib that triggered it. The table holds a few names per game: bounded, not a leak."""


def open_fds() -> dict[str, str]:
    """This process's open file descriptors and what they point at."""
    found = {}
    for fd in os.listdir("/proc/self/fd"):
        try:
            found[fd] = os.readlink(f"/proc/self/fd/{fd}")
        except OSError:  # the listing's own descriptor, closed already
            pass
    return found


def tap(app, x: float, y: float) -> None:
    common = {"touch_id": 1, "finger_id": 0, "x": x, "y": y, "dx": 0.0, "dy": 0.0, "pressure": 1.0}
    pygame.event.post(pygame.event.Event(pygame.FINGERDOWN, common))
    pygame.event.post(pygame.event.Event(pygame.FINGERUP, common))


def play_game(app, game: str, players: int, seed: int, folder: Path) -> int:
    with Rig(game, players, seed, folder, clock=SimClock()) as rig:
        app.open_table(rig.table)
        app.reset(play_scene_for(app))
        moves, frames = 0, app.frames
        while not rig.table.over:
            if moves % 10 == 5:
                tap(app, 0.02, 0.98)  # a tap on the background now and then: the input path stays exercised
            app.submit(rig.engine.choose_random(rig.table.state, rig.chance))
            app.step(0)
            rig.turn()
            moves += 1
        app.step(0)
        assert app.frames - frames >= moves and (rig.lights.scene is None or rig.lights.pushes > 5)
        app.close_table()
    return moves


@pytest.mark.slow
def test_a_long_session_leaks_nothing(tmp_path: Path) -> None:
    app = build_app()
    pygame.event.clear()
    try:
        # warm-up: imports, fonts, caches of every game's screens
        moves = sum(play_game(app, game, 4, 99, tmp_path) for game in ("tiny", "acquire", "bigshot"))
        gc.collect()
        threads, fds, fonts = threading.active_count(), open_fds(), len(theme._fonts)
        tracemalloc.start()
        try:
            heap: list[int] = []
            for seed, (game, players) in enumerate(SESSION):
                moves += play_game(app, game, players, seed, tmp_path)
                gc.collect()
                snapshot = tracemalloc.take_snapshot().filter_traces(NOT_OURS)
                heap.append(sum(stat.size for stat in snapshot.statistics("filename")))
            top = snapshot.statistics("lineno")[:5]
        finally:
            tracemalloc.stop()
        assert moves >= 800, f"only {moves} actions: not a half-hour session"
        # the second half of the session may not hold more than the first left behind
        growth = heap[-1] - heap[len(heap) // 2 - 1]
        assert growth < GROWTH_LIMIT, f"heap grew {growth} bytes: {heap}\n" + "\n".join(map(str, top))
        assert threading.active_count() <= threads, [t.name for t in threading.enumerate()]
        left = {fd: target for fd, target in open_fds().items() if fds.get(fd) != target}
        # each font size the screens ask for keeps its font file open, once, in theme's cache
        new_fonts = len(theme._fonts) - fonts
        assert sum(target.endswith(".ttf") for target in left.values()) <= new_fonts
        left = {fd: target for fd, target in left.items() if not target.endswith(".ttf")}
        assert not left, f"file descriptors left open: {left}"
        print(
            f"soak: {len(SESSION)} games (+3 to warm up), font sizes cached {fonts} -> {len(theme._fonts)}, {moves} actions, {app.frames} frames; heap after each game {heap}"
        )
    finally:
        app.close_table()
        set_language("en")
        pygame.display.quit()
