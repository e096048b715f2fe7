"""A device that did not start (no sound card, no LED strip) is told at both front-ends, once, and play goes on.

The console said so before its first question; the touchscreen said nothing, only the log did, and nobody at
the table reads the log. Now the touchscreen shows it once a screen is up, as a device's bad news (the red
notice a speaker lost during play gets), in the players' language, all missing devices in one notice, and a
serial peripheral found missing a moment later is added below them. Simulated devices throughout: the sound
card is :class:`tests.mixers.NoCardMixer`, the strip a real one whose opening fails.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from companion.__main__ import main
from companion.config import Config, parse_config
from companion.core import ChanceSource, Table
from companion.games import get
from companion.hardware import devices
from companion.hardware.links import Link
from companion.hardware.sound import SoundPlayer
from companion.palette import follow
from companion.peripherals import MISSING_TEXTS, Peripherals, link_text
from companion.text.i18n import _, set_language
from companion.ui import build_app, first_scene, theme
from companion.ui.app import App, wake
from companion.ui.scenes.home import HomeScene
from tests.mixers import NoCardMixer

STRIP = "The board's lights are not working: play goes on without them."
SOUND = "No audio device: cues are silent."


@pytest.fixture(autouse=True)
def no_strip_nor_sound_card(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A Pi whose LED strip cannot be opened (SPI off) and that has no sound card."""
    from companion.hardware.fallback import forget_warnings

    def strip(_settings: object) -> object:
        raise PermissionError("/dev/spidev0.0")

    forget_warnings()
    monkeypatch.setattr(devices, "open_real_strip", strip)
    monkeypatch.setattr(devices, "SoundPlayer", lambda settings: SoundPlayer(settings, mixer=NoCardMixer()))
    yield
    set_language("en")


def config(language: str = "en") -> Config:
    return parse_config({"hardware": "real", "language": language})


def opened(language: str = "en") -> Peripherals:
    return Peripherals.open(config(language), wake=wake, start_serial=False)


def bigshot() -> Table[object]:
    return Table.new(get("bigshot"), {"players": ["Ann", "Ben"], "seed": 1}, created="x")


def close(app: App, peripherals: Peripherals | None) -> None:
    app.close_table()
    if peripherals is not None:
        peripherals.close()
    follow(None)
    pygame.display.quit()


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_touchscreen_tells_every_missing_device_once_in_one_red_notice(language: str) -> None:
    peripherals = opened(language)
    app = build_app(peripherals=peripherals, config=config(language))
    pygame.event.clear()
    table = bigshot()
    app.reset(first_scene(app, table))
    try:
        assert app.toast is None  # nothing before a screen is up (a scene change would clear it)
        app.step(0)
        said = [_(MISSING_TEXTS["lights"]), _(MISSING_TEXTS["sound"])]
        assert said[0] != STRIP and said[1] != SOUND or language == "en"  # in the players' language
        assert app.toast is not None and app.toast.text.split("\n") == said and app.toast.color == theme.DANGER
        app.draw()
        app.toast = None  # a tap dismissed it
        for _step in range(3):
            app.step(0)
        assert app.toast is None  # once
        steps = len(table.steps)
        assert app.submit(table.choose_random(ChanceSource(1)))  # play goes on without them
        assert len(table.steps) == steps + 1
    finally:
        close(app, peripherals)


def test_devices_opened_after_the_first_frame_are_told_on_the_screen_shown() -> None:
    made: list[Peripherals] = []

    def later() -> Peripherals:
        made.append(opened())
        return made[0]

    app = build_app(devices_later=later)
    pygame.event.clear()
    app.reset(HomeScene(app))
    try:
        app.step(0)  # the first frame, then the devices
        app.step(0)
        assert app.toast is not None and app.toast.text == f"{STRIP}\n{SOUND}" and app.toast.color == theme.DANGER
        assert isinstance(app.scene, HomeScene)
    finally:
        close(app, made[0] if made else None)


def test_a_serial_peripheral_found_missing_a_moment_later_is_added_below() -> None:
    peripherals = opened()
    app = build_app(peripherals=peripherals)
    pygame.event.clear()
    app.reset(HomeScene(app))
    try:
        app.step(0)
        box = Link("/dev/ttyUSB0", "serial", "missing")
        peripherals.handle(box)
        assert app.toast is not None and app.toast.text == f"{STRIP}\n{SOUND}\n{link_text(box)}"
        peripherals.handle(Link("/dev/ttyUSB0", "serial", "back"))  # good news replaces it, in green
        assert app.toast.text == link_text(Link("/dev/ttyUSB0", "serial", "back"))
        assert app.toast.color == theme.CONFIRM
    finally:
        close(app, peripherals)


def test_with_every_device_there_nothing_is_told() -> None:
    quiet = parse_config({"hardware": "simulated", "sound": {"mute": True}})  # muted cues miss no sound card
    peripherals = Peripherals.open(quiet, wake=wake, start_serial=False)
    app = build_app(peripherals=peripherals, config=quiet)
    pygame.event.clear()
    app.reset(HomeScene(app))
    try:
        app.step(0)
        assert app.toast is None and peripherals.missing_told
    finally:
        close(app, peripherals)


@pytest.mark.parametrize(
    ("language", "strip"),
    [
        ("en", STRIP),
        ("it", "Le luci del tabellone non funzionano: si gioca senza."),
        ("fr", "Les lumières du plateau ne fonctionnent pas : la partie continue sans elles."),
    ],
)
def test_the_console_tells_them_before_its_first_question(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capfd: pytest.CaptureFixture[str], language: str, strip: str
) -> None:
    file = tmp_path / "config.toml"
    file.write_text(f'hardware = "real"\nlanguage = "{language}"\n', encoding="utf-8")
    monkeypatch.setenv("COMPANION_CONFIG", str(file))
    monkeypatch.setenv("COMPANION_HARDWARE", "real")
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))
    assert main(["play", "--console", "--new", "--game", "bigshot", "--players", "Ann", "Bob"]) == 0
    lines = capfd.readouterr().out.splitlines()
    set_language(language)
    assert lines[1:3] == [strip, _(SOUND)] and lines.count(strip) == 1
