"""A whole game through the touchscreen app with LEDs, buttons and sound: run alone to measure peak memory.

Prints one JSON line: actions, frames, LED frames pushed, cues played, and the
peak resident set size (``VmHWM``) of this process in MB.
"""

from __future__ import annotations

import json
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("GPIOZERO_PIN_FACTORY", "mock")


def peak_rss_mb() -> float | None:
    try:
        with open("/proc/self/status", encoding="utf-8") as handle:
            for line in handle:
                if line.startswith("VmHWM:"):
                    return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        pass
    return None


def main(game: str = "acquire", seed: int = 5) -> dict[str, object]:
    from companion.config import Config
    from companion.core import ChanceSource
    from companion.peripherals import Peripherals
    from companion.storage import start_new
    from companion.ui import build_app
    from companion.ui.scenes.play import play_scene_for

    peripherals = Peripherals.open(Config(), start_serial=False)
    app = build_app(peripherals=peripherals)
    chance = ChanceSource(seed)
    engine_config = {"players": ["Ann", "Ben", "Cat", "Dan"], "seed": seed}
    app.open_table(start_new(game, engine_config))
    app.reset(play_scene_for(app))
    actions = 0
    while not app.table.over:
        app.submit(app.table.game.choose_random(app.table.state, chance))
        app.step(0)
        actions += 1
    strip = peripherals.devices.strip.simulated
    result = {
        "game": game,
        "actions": actions,
        "frames": app.frames,
        "led_frames": strip.shows if strip is not None else None,
        "cues": len(peripherals.devices.sound.played),
        "sound": peripherals.devices.sound.available,
        "peak_rss_mb": peak_rss_mb(),
    }
    app.close_table()
    peripherals.close()
    return result


if __name__ == "__main__":
    print(json.dumps(main(*sys.argv[1:2])))
