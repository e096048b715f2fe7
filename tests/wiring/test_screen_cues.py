"""The touchscreen's refusals are heard on the table's speaker, each once; a button with nothing to do says so.

A seat that cannot pass tapped on the screen, a greyed control, a device's bad news: the screen told them in
red and played nothing, because the app's cue went nowhere once it ran with real devices. Now the screen's own
refusals play on the devices' speaker; a refusal the table tells its listeners (a move the rules refuse, an undo
with nothing to undo) is still heard once, not once by the screen and once by the devices' cues. The undo
button on a new game and the confirm button with nothing to confirm did nothing at all, on the touchscreen and
(confirm) at the console: now they say so, with the refusal's cue.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from companion.config import parse_config
from companion.console import Console
from companion.core import Table
from companion.games import get
from companion.hardware.commands import Confirm, Undo
from companion.hardware.links import Link
from companion.palette import follow
from companion.peripherals import Peripherals
from companion.ui import build_app, first_scene
from companion.ui.app import App


@contextmanager
def touchscreen() -> Iterator[tuple[App, Peripherals, Table, list[str]]]:
    """The app on simulated devices, a new game of Tiny Auction on its screen, and the cues its speaker plays."""
    peripherals = Peripherals.open(parse_config({"hardware": "simulated"}), start_serial=False)
    played: list[str] = []
    peripherals.devices.sound.play = lambda name: played.append(name) or True  # type: ignore[method-assign]
    app = build_app(peripherals=peripherals)
    pygame.event.clear()
    table = Table.new(get("tiny"), {"players": ["Ann", "Ben", "Cat"], "rounds": 2}, created="x")
    app.reset(first_scene(app, table))
    try:
        yield app, peripherals, table, played
    finally:
        app.close_table()
        peripherals.close()
        follow(None)
        pygame.display.quit()


def test_each_refusal_on_the_touchscreen_plays_the_refusal_cue_once() -> None:
    with touchscreen() as (app, peripherals, table, played):
        assert not app.submit(get("tiny").actions.decode({"type": "guess", "player": 1, "parity": "maybe"}))
        assert played == ["illegal"]  # the rules' refusal: heard once
        app.scene.undo()  # nothing to undo: the table refuses, the screen says why, one cue
        assert played == ["illegal"] * 2
        peripherals.devices.serial.inject("PASS 2\n")  # a button box's pass that means nothing now: one cue
        peripherals.pump()
        assert played == ["illegal"] * 3 and app.toast.text == "Ben cannot pass now."
        peripherals.handle(Link("/dev/ttyUSB0", "scanner", "lost"))  # a device's bad news, in red, heard
        assert played == ["illegal"] * 4


def test_undo_and_confirm_buttons_that_have_nothing_to_do_say_so_with_the_cue() -> None:
    with touchscreen() as (app, peripherals, table, played):
        peripherals.handle(Undo())  # a new game: nothing to undo
        assert app.toast is not None and app.toast.text == "There is nothing to undo."
        assert played == ["illegal"] and type(app.scene).__name__ != "ConfirmScene"
        app.toast = None
        peripherals.handle(Confirm())  # the guess panel has no one confirming choice before a guess
        assert app.toast is not None and app.toast.text == "Nothing to confirm now: choose on the screen."
        assert played == ["illegal"] * 2 and len(table.steps) == 0
        table.submit({"type": "guess", "player": 0, "parity": "odd"})
        played.clear()
        peripherals.handle(Undo())  # something to undo: the question, no refusal
        assert type(app.scene).__name__ == "ConfirmScene" and played == []
        peripherals.handle(Confirm())  # ... which the confirm button answers
        assert len(table.steps) == 0 and played == []


def test_the_consoles_undo_and_confirm_buttons_say_when_they_have_nothing_to_do() -> None:
    peripherals = Peripherals.open(parse_config({"hardware": "simulated"}), start_serial=False)
    played: list[str] = []
    peripherals.devices.sound.play = lambda name: played.append(name) or True  # type: ignore[method-assign]
    table = Table.new(get("tiny"), {"players": ["Ann", "Ben", "Cat"], "rounds": 2}, created="x")
    out = io.StringIO()
    console = Console(table, io.StringIO(""), out)
    peripherals.front = console
    peripherals.attach(table)
    try:
        peripherals.handle(Confirm())
        peripherals.handle(Undo())
        assert out.getvalue().splitlines() == ["Nothing to confirm now: type your choice.", "There is nothing to undo."]
        assert played == ["illegal"] * 2
    finally:
        peripherals.close()
