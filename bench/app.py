"""App figures: start-up to first frame, render time per screen, touch-to-frame, input-to-LED, idle CPU, memory."""

from __future__ import annotations

import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from .machine import load

REPO = Path(__file__).resolve().parents[1]
HEADLESS = {
    "SDL_VIDEODRIVER": "dummy",
    "SDL_AUDIODRIVER": "dummy",
    "GPIOZERO_PIN_FACTORY": "mock",
    "COMPANION_HARDWARE": "simulated",
    "PYGAME_HIDE_SUPPORT_PROMPT": "1",
}


def ms(seconds: float) -> float:
    return round(seconds * 1000, 2)


def spread(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    return {
        "median_ms": ms(statistics.median(ordered)),
        "p95_ms": ms(ordered[max(0, int(len(ordered) * 0.95) - 1)]),
        "max_ms": ms(ordered[-1]),
        "samples": len(ordered),
    }


def _env(data_dir: str, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("NOTIFY_SOCKET", "WATCHDOG_USEC", "COMPANION_CONFIG")}
    config = Path(data_dir) / "config.toml"
    config.write_text("# defaults: a simulated table\n")
    env.update(HEADLESS, COMPANION_DATA_DIR=data_dir, COMPANION_CONFIG=str(config), **extra)
    return env


def _cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat", encoding="ascii") as handle:
        fields = handle.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _ready(args: list[str], env: dict[str, str], notify: str, idle_seconds: float = 0.0) -> tuple[float, float | None]:
    """Seconds from starting ``args`` to its READY=1 datagram on ``notify``, and its idle CPU share after."""
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    sock.bind(notify)
    sock.settimeout(60)
    began = time.perf_counter()
    process = subprocess.Popen(args, cwd=REPO, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    idle: float | None = None
    try:
        while True:
            message = sock.recv(4096).decode()
            if "READY=1" in message:
                ready = time.perf_counter() - began
                break
        if idle_seconds > 0:
            from companion.lights.driver import SEAT_BREATHS, SEAT_PERIOD

            # Past the first frames and the deciding seat's few breaths of light: idle means nothing moves.
            time.sleep(SEAT_BREATHS * SEAT_PERIOD + 0.5)
            cpu, wall = _cpu_seconds(process.pid), time.perf_counter()
            time.sleep(idle_seconds)
            idle = (_cpu_seconds(process.pid) - cpu) / (time.perf_counter() - wall)
    except (TimeoutError, OSError) as exc:
        process.kill()
        _, err = process.communicate()
        raise RuntimeError(f"no READY=1 from companion play: {exc}: {err.decode()[-2000:]}") from None
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        sock.close()
    return ready, idle


LAUNCH = [sys.executable, "-m", "bench.launch", "play"]


def startup_and_idle(runs: int, idle_seconds: float) -> list[dict[str, Any]]:
    """``companion play`` to READY=1 (sent after the first frame), then the idle CPU of the running app;
    and the same when it resumes a long saved game (1,500 entries, undos included)."""
    from .engines import long_journal

    starts: list[float] = []
    resumes: list[float] = []
    idle: list[float] = []
    entries = 0
    start_load = load()
    for run in range(runs):
        with tempfile.TemporaryDirectory(prefix="companion-start-") as folder:
            env = _env(folder, NOTIFY_SOCKET=str(Path(folder) / "notify"))
            new_game = [*LAUNCH, "--game", "acquire", "--players", "Ann", "Ben", "Cat", "Dan"]
            ready, idle_share = _ready(new_game, env, env["NOTIFY_SOCKET"], idle_seconds if run == 0 else 0.0)
            starts.append(ready)
            if idle_share is not None:
                idle.append(idle_share)
        with tempfile.TemporaryDirectory(prefix="companion-resume-") as folder:
            games = Path(folder) / "games"
            games.mkdir()
            journal = long_journal(games, pairs=10, stop_at=1500)  # unfinished, about 1,500 entries
            entries = sum(1 for _ in journal.open()) - 1
            env = _env(folder, NOTIFY_SOCKET=str(Path(folder) / "notify"))
            resumes.append(_ready(LAUNCH, env, env["NOTIFY_SOCKET"])[0])
    rows = [
        {"name": "companion play to first frame (READY=1)", **spread(starts), "load": start_load, "target_ms": None},
        {
            "name": f"companion play resuming a {entries}-entry journal to first frame",
            **spread(resumes),
            "entries": entries,
            "load": start_load,
            "target_ms": None,
        },
    ]
    if idle:
        rows.append(
            {
                "name": "idle CPU on the Acquire play screen",
                "cpu_percent": round(100 * idle[0], 2),
                "seconds": idle_seconds,
                "target_percent": 2.0,
                "load": start_load,
            }
        )
    return rows


def render_per_screen(repeats: int) -> list[dict[str, Any]]:
    """Each screen of every game's screenshot tour drawn ``repeats`` times at 800×480: median and worst draw,
    then one row naming the slowest screen (by median) and how many are over the 4 ms aim."""
    import pygame

    from companion.ui import build_app
    from companion.ui.screenshots import tours, walk

    rows = []
    start_load = load()
    for game in tours():
        app = build_app(show_test_games=True)
        for screen in walk(app, tours()[game]()):  # every screen reached, decision moments included
            app.draw()  # first draw fills caches, as the loop's first frame does
            times, cpu = [], time.process_time()
            for _ in range(repeats):
                start = time.perf_counter()
                app.draw()
                times.append(time.perf_counter() - start)
            cpu = time.process_time() - cpu
            rows.append(
                {
                    "name": f"render {game}/{screen}",
                    "size": list(app.display.canvas.get_size()),
                    **spread(times),
                    "cpu_ms_per_frame": ms(cpu / repeats),
                    "target_ms": 4.0,
                    "load": start_load,
                }
            )
        app.close_table()
        pygame.display.quit()
    worst = max(rows, key=lambda row: row["median_ms"])
    rows.append(
        {
            "name": f"slowest screen: {worst['name'].removeprefix('render ')}",
            "median_ms": worst["median_ms"],
            "max_ms": worst["max_ms"],
            "screens": len(rows),
            "over_target": sum(1 for row in rows if row["median_ms"] > 4.0),
            "target_ms": 4.0,
            "load": start_load,
        }
    )
    return rows


def _table(game: str, seed: int, folder: str):
    from companion.storage import start_new

    return start_new(game, {"players": ["Ann", "Ben", "Cat", "Dan"], "seed": seed}, folder=Path(folder))


def touch_to_frame(samples: int) -> dict[str, Any]:
    """A finger down and up on the play screen until the app has drawn the frame that answers it."""
    import pygame

    from companion.ui import build_app
    from companion.ui.scenes.play import play_scene_for

    start_load = load()
    with tempfile.TemporaryDirectory(prefix="companion-touch-") as folder:
        app = build_app()
        app.open_table(_table("acquire", 3, folder))
        app.reset(play_scene_for(app))
        app.step(0)
        geometry = app.display.geometry
        wx, wy = geometry.to_window(400, 20)
        where = {
            "touch_id": 1,
            "finger_id": 0,
            "x": wx / geometry.window[0],
            "y": wy / geometry.window[1],
            "dx": 0.0,
            "dy": 0.0,
            "pressure": 1.0,
        }
        times = []
        for _ in range(samples):
            app.toast = None
            app.step(0)
            frames = app.frames
            start = time.perf_counter()
            pygame.event.post(pygame.event.Event(pygame.FINGERDOWN, where))
            pygame.event.post(pygame.event.Event(pygame.FINGERUP, where))
            while app.frames == frames:
                app.step(0)
            times.append(time.perf_counter() - start)
        app.close_table()
        pygame.display.quit()
    return {"name": "touch to frame (Acquire play screen)", **spread(times), "target_ms": 30.0, "load": start_load}


def input_to_led(samples: int) -> dict[str, Any]:
    """A seat's pass button (gpiozero mock pin) → table → lights → LED frame pushed, through the app's own loop.

    Measured from the button's release (a click is sent on release) to the
    next frame pushed to the simulated strip after the pass was applied. The
    30 frames/s cap of the lights is taken out (up to 33 ms more in the worst
    case) so the figure is the work done, not the wait for the next slot.
    """
    import pygame

    from companion.config import Config
    from companion.core import ChanceSource
    from companion.peripherals import Peripherals
    from companion.ui import build_app
    from companion.ui.scenes.play import play_scene_for

    start_load = load()
    times: list[float] = []
    misses = 0
    with tempfile.TemporaryDirectory(prefix="companion-led-") as folder:
        peripherals = Peripherals.open(Config(), start_serial=False)
        app = build_app(peripherals=peripherals)
        chance = ChanceSource(9)
        seed = 0
        while len(times) + misses < samples:
            table = app.table
            if table is None or table.over:
                seed += 1
                app.open_table(_table("bigshot", seed, folder))
                app.reset(play_scene_for(app))
                continue
            prompt = table.prompt()
            if prompt.kind != "bid" or prompt.player is None:
                app.submit(table.game.choose_random(table.state, chance))
                app.step(0)
                continue
            strip = peripherals.devices.strip.simulated
            pin = peripherals.devices.buttons.pin(f"seat{prompt.player + 1}")
            steps = len(table.steps)
            pin.drive_low()
            time.sleep(peripherals.config.hardware.buttons.bounce_time + 0.01)
            app.step(0)
            peripherals.lights.last_push = float("-inf")
            peripherals.lights.last_frame = None
            shows = strip.shows
            start = time.perf_counter()
            pin.drive_high()
            deadline = start + 1.0
            while time.perf_counter() < deadline:
                app.step(0)
                if strip.shows > shows and len(table.steps) > steps:
                    times.append(time.perf_counter() - start)
                    break
            else:
                misses += 1
        app.close_table()
        peripherals.close()
        pygame.display.quit()
    return {
        "name": "seat button to LED frame (Big Shot pass)",
        **(spread(times) if times else {}),
        "missed": misses,
        "fps_cap_ms": 33.3,
        "load": start_load,
    }


def peak_memory() -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="companion-mem-") as folder:
        start_load = load()
        done = subprocess.run(
            [sys.executable, "-m", "bench.fullgame", "acquire"],
            cwd=REPO,
            env=_env(folder),
            capture_output=True,
            text=True,
            timeout=300,
        )
    if done.returncode != 0:
        raise RuntimeError(f"bench.fullgame failed: {done.stderr[-2000:]}")
    result = json.loads(done.stdout.strip().splitlines()[-1])
    return {
        "name": "peak memory, full Acquire game with LEDs and sound",
        **result,
        "target_mb": 120,
        "load": start_load,
    }


def run(quick: bool) -> list[dict[str, Any]]:
    rows = startup_and_idle(1 if quick else 3, 2.0 if quick else 5.0)
    rows += render_per_screen(5 if quick else 30)
    rows.append(touch_to_frame(10 if quick else 100))
    rows.append(input_to_led(5 if quick else 40))
    rows.append(peak_memory())
    return rows
