"""Phones at the table: what the web part costs in memory and in start-up instructions.

Usage (through ``scripts/bench``)::

    scripts/bench --only phones

Memory is the resident set (``VmRSS`` in ``/proc/self/status``) of a fresh process at each stage:
Python alone, a six-player Acquire game open (the app holds one with or without phones), then
``companion.phones`` imported, then :meth:`Phones.start` listening on 127.0.0.1 and following the
game, then six phones connected, each with its view received. The phones are websocket clients in
this (the measuring) process, so their own memory is not counted; the difference from "game open"
is what turning phones on costs the companion. The websockets library is measured alone beside it
(imported, then serving one bare endpoint), to tell its share from the companion's own code.
Each process runs three times and the median is kept: resident memory moves by a few hundred
kilobytes with where the allocator lands.

Start-up is counted in CPU instructions under valgrind's callgrind, as :mod:`bench.startup` counts
the app's, with one hash seed: Python doing nothing; the companion's modules the app has imported
before it starts the phones (:data:`SHARED`); those and ``from companion.phones import Phones``;
those and ``Phones.start`` to listening; and, beside them, ``asyncio`` and the websockets library
alone. Each program ends the process at once, so no figure holds the interpreter's tear-down. The
companion is compiled to bytecode first, as on the Pi. Without valgrind only the memory is
measured. Never a pass/fail test: the figures go to docs/PERFORMANCE.md ("Phones at the
table: memory and start-up") with a Pi Zero 2 W estimate.
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import textwrap
import urllib.parse
from contextlib import ExitStack
from typing import Any

from .app import REPO, _env
from .machine import load

PHONES = 6
"""The most seats a game has here (Acquire, Mad Market): every seat with its phone."""
RUNS = 3

_RSS = textwrap.dedent(
    """
    import json, sys
    def rss(stage):
        with open("/proc/self/status", encoding="ascii") as status:
            kb = next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))
        print(json.dumps({"stage": stage, "kb": kb}), flush=True)
    rss("python")
    """
)

COMPANION = _RSS + textwrap.dedent(
    """
    import select
    from pathlib import Path
    from companion.storage import start_new
    folder = Path(sys.argv[1])
    table = start_new("acquire", {"players": ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]}, folder=folder)
    rss("game")
    from companion.phones import Phones  # the package itself is empty: the name loads the hub and server
    rss("import")
    phones = Phones.start(host="127.0.0.1", port=0, folder=folder)
    phones.attach(table)
    phones.pump()
    rss("start")
    print(json.dumps({"links": [link.url for link in phones.links()]}), flush=True)
    while not select.select([sys.stdin], [], [], 0.02)[0]:
        phones.pump()  # the main loop's part: a new phone's view is made here
    sys.stdin.readline()
    rss("phones")
    phones.close()
    table.close()
    """
)
"""The measured process: each stage's resident memory, the seats' links, then (told) six phones' worth."""

LIBRARY = _RSS + textwrap.dedent(
    """
    import asyncio, threading
    rss("asyncio")
    from websockets.asyncio.server import serve
    rss("import")
    ready = threading.Event()
    async def echo(connection):
        async for message in connection:
            await connection.send(message)
    async def main():
        async with serve(echo, "127.0.0.1", 0):
            ready.set()
            await asyncio.Event().wait()
    threading.Thread(target=asyncio.run, args=(main(),), daemon=True).start()
    ready.wait()
    rss("start")
    """
)
"""The websockets library alone: imported, then serving an echo endpoint from a daemon thread."""

SHARED = "import companion.core, companion.palette, companion.text.i18n, companion.text.summary\n"
"""What the app has imported before it starts the phones (the hub reads the table, the seats' colours, the
catalogs and the text view): counted apart, so the phones' own figure is what turning them on adds."""
START = "from companion.phones import Phones\nPhones.start(host='127.0.0.1', port=0)\n"
COUNTED = {
    "python": ("Python doing nothing", ""),
    "shared": ("the companion's modules the app has already (core, palette, text)", SHARED),
    "import": ("those, then from companion.phones import Phones", SHARED + "from companion.phones import Phones\n"),
    "start": ("those, the import, and Phones.start to listening", SHARED + START),
    "asyncio": ("import asyncio (what any asyncio server needs)", "import asyncio\n"),
    "websockets": ("import websockets.asyncio.server (the library alone)", "import websockets.asyncio.server\n"),
}
BASE = {"shared": "python", "import": "shared", "start": "import", "asyncio": "python", "websockets": "python"}
"""Start-ups counted under callgrind: key -> (what, the ``python -c`` program); BASE: what each adds to.
Each program ends the process at once (``os._exit``), so no count holds the interpreter's tear-down: the
companion never pays it at start, and a hub's threads would make it differ from one program to the next."""


STAGES = {
    "python": "phones memory: Python alone",
    "game": "phones memory: a six-player Acquire game open",
    "import": "phones memory: companion.phones' Phones imported",
    "start": "phones memory: Phones.start listening, following the game",
    "phones": f"phones memory: {PHONES} phones connected, each with its view",
}
LIBRARY_STAGES = {
    "python": "websockets alone: Python alone",
    "asyncio": "websockets alone: asyncio imported",
    "import": "websockets alone: websockets.asyncio.server imported",
    "start": "websockets alone: serving an echo endpoint",
}


def _stages(lines: list[str]) -> dict[str, int]:
    found = {}
    for line in lines:
        record = json.loads(line)
        if "stage" in record:
            found[record["stage"]] = record["kb"]
    return found


def _connect(url: str, sockets: ExitStack) -> None:
    """A phone on ``url``'s seat (open until ``sockets`` closes): hello with its token, until its first view."""
    from websockets.sync.client import connect

    parts = urllib.parse.urlsplit(url)
    phone = sockets.enter_context(connect(f"ws://{parts.netloc}/ws", max_size=2**20))
    phone.send(json.dumps({"hello": parts.fragment, "language": "en"}))
    while json.loads(phone.recv(timeout=30)).get("type") != "view":
        pass


def companion_memory() -> dict[str, int]:
    """One run of the measured process: kilobytes resident at each stage."""
    with tempfile.TemporaryDirectory(prefix="companion-phones-") as folder:
        child = subprocess.Popen(
            [sys.executable, "-c", COMPANION, folder],
            cwd=REPO,
            env=_env(folder),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert child.stdin is not None and child.stdout is not None
        lines = []
        while not (line := child.stdout.readline()).startswith('{"links"'):
            if not line:
                raise SystemExit(f"bench phones: the measured process ended early ({child.wait()})")
            lines.append(line)
        with ExitStack() as sockets:
            for url in json.loads(line)["links"][:PHONES]:
                _connect(url, sockets)
            child.stdin.write("measure\n")
            child.stdin.flush()
            lines += child.stdout.readlines()
        if child.wait() != 0:
            raise SystemExit(f"bench phones: the measured process failed ({child.returncode})")
    return _stages(lines)


def library_memory() -> dict[str, int]:
    done = subprocess.run([sys.executable, "-c", LIBRARY], capture_output=True, text=True, check=True, timeout=60)
    return _stages(done.stdout.splitlines())


def _median(runs: list[dict[str, int]]) -> dict[str, float]:
    return {stage: statistics.median(run[stage] for run in runs) / 1024 for stage in runs[0]}


def memory() -> list[dict[str, Any]]:
    """A row per stage: its resident memory (MB) and what it added to the stage before."""
    ours = _median([companion_memory() for _ in range(RUNS)])
    alone = _median([library_memory() for _ in range(RUNS)])
    rows: list[dict[str, Any]] = []
    for measured, stages in ((ours, STAGES), (alone, LIBRARY_STAGES)):
        before = None
        for stage, name in stages.items():
            added: float | None = None if before is None else round(measured[stage] - before, 1)
            rows.append({"name": name, "rss_mb": round(measured[stage], 1), "added_mb": added})
            before = measured[stage]
        if measured is ours:
            rows.append(
                {"name": "phones memory: the web part in all", "added_mb": round(ours["phones"] - ours["game"], 1)}
            )
    return rows


def instructions() -> list[dict[str, Any]]:
    """A row per counted start-up: millions of instructions, and what it adds to the start it builds on."""
    from .startup import compile_package, counted

    compile_package()
    rows = []
    with tempfile.TemporaryDirectory(prefix="companion-phones-") as folder:
        env = _env(folder, PYTHONDONTWRITEBYTECODE="1", PYTHONHASHSEED="0")  # one hash seed: one count
        figures = {
            key: counted(["-c", f"{program}import os\nos._exit(0)"], env) for key, (_n, program) in COUNTED.items()
        }
    for key, (name, _program) in COUNTED.items():
        base = BASE.get(key)
        rows.append(
            {
                "name": f"phones start-up: {name}",
                "instructions_m": round(figures[key] / 1e6, 1),
                "added_m": None if base is None else round((figures[key] - figures[base]) / 1e6, 1),
            }
        )
    return rows


def run(quick: bool = False) -> list[dict[str, Any]]:
    """Memory always; instructions when valgrind is here and the run is not ``--quick``; the load beside each."""
    rows = memory()
    if not quick and shutil.which("valgrind"):
        rows += instructions()
    return [{**row, "load": load()} for row in rows]


def table(rows: list[dict[str, Any]]) -> str:
    lines = [f"{'phones':64s} {'MB':>7s} {'+MB':>7s} {'M instr':>9s} {'+M':>9s}"]
    for row in rows:
        cells = [row.get(key) for key in ("rss_mb", "added_mb", "instructions_m", "added_m")]
        shown = [f"{cell:,.1f}" if cell is not None else "" for cell in cells]
        lines.append(f"{row['name'][:64]:64s} {shown[0]:>7s} {shown[1]:>7s} {shown[2]:>9s} {shown[3]:>9s}")
    return "\n".join(lines)


if __name__ == "__main__":
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    found = run("--quick" in sys.argv)
    print(table(found))
