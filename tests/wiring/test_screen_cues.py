"""The touchscreen's refusals are heard on the table's speaker, each once.

A seat that cannot pass tapped on the screen, a greyed control, a device's bad news: the screen told them in
red and played nothing, because the app's cue went nowhere once it ran with real devices. Now the screen's own
refusals play on the devices' speaker; a refusal the table tells its listeners (a move the rules refuse, an undo
with nothing to undo) is still heard once, not once by the screen and once by the devices' cues.
"""

from __future__ import annotations

import pygame

from companion.config import parse_config
from companion.core import Table
from companion.games import get
from companion.hardware.links import Link
from companion.palette import follow
from companion.peripherals import Peripherals
from companion.ui import build_app, first_scene


def test_each_refusal_on_the_touchscreen_plays_the_refusal_cue_once() -> None:
    peripherals = Peripherals.open(parse_config({"hardware": "simulated"}), start_serial=False)
    played: list[str] = []
    peripherals.devices.sound.play = lambda name: played.append(name) or True  # type: ignore[method-assign]
    app = build_app(peripherals=peripherals)
    pygame.event.clear()
    table = Table.new(get("tiny"), {"players": ["Ann", "Ben", "Cat"], "rounds": 2}, created="x")
    app.reset(first_scene(app, table))
    try:
        app.scene.pass_for(0)  # the screen's own pass button, for a seat that cannot pass now
        assert app.toast is not None and app.toast.text == "Ann cannot pass now."
        assert played == ["illegal"]
        assert not app.submit(get("tiny").actions.decode({"type": "guess", "player": 1, "parity": "maybe"}))
        assert played == ["illegal"] * 2  # the rules' refusal: heard once
        app.scene.undo()  # nothing to undo: the table refuses, the screen says why, one cue
        assert played == ["illegal"] * 3
        peripherals.devices.serial.inject("PASS 2\n")  # a button box's pass that means nothing now: one cue
        peripherals.pump()
        assert played == ["illegal"] * 4 and app.toast.text == "Ben cannot pass now."
        peripherals.handle(Link("/dev/ttyUSB0", "scanner", "lost"))  # a device's bad news, in red, heard
        assert played == ["illegal"] * 5
    finally:
        app.close_table()
        peripherals.close()
        follow(None)
        pygame.display.quit()
