"""Every way through the touchscreen the guide tells (*Settings → Hardware self-test*, *Saved games → USB
stick*, **Settings → Phones at the table → On**) is there, in English, as written: each step is a button on
the screen the step before it opened, tapped here as a finger would."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from companion.config import load_config
from companion.peripherals import Peripherals
from companion.text.i18n import set_language
from companion.ui import build_app
from companion.ui.app import App, wake
from companion.ui.scenes.home import HomeScene
from tests.ui.conftest import Fingers

from .guide import PAGES, prose

HOME = ("New game", "Saved games", "Settings", "Rules help")
"""The home screen's buttons, where every way the guide tells starts."""

_WAY = re.compile(rf"\b((?:{'|'.join(HOME)}) → [^(),;:.`\n]+)")


def ways(text: str) -> list[list[str]]:
    """Each way told in ``text``, as its steps; the last step runs on into the sentence (the longest button
    name it starts with is the step)."""
    return [[step.strip(" *").split("*")[0].strip() for step in found.split(" → ")] for found in _WAY.findall(text)]


def test_the_ways_are_read_as_a_reader_reads_them() -> None:
    text = (
        "On the touchscreen: **Settings → Phones at the table → On**; or *Saved games → USB stick* (or\n"
        "*Settings → Backup and USB stick*). The Settings → Big Shot board on the form; the Settings screen.\n"
        "A screen for each (Settings → *Big Shot board*, *Mad Market board*). *Settings → Hardware self-test* on"
    )
    assert ways(text) == [
        ["Settings", "Phones at the table", "On"],
        ["Saved games", "USB stick"],
        ["Settings", "Backup and USB stick"],
        ["Settings", "Big Shot board on the form"],
        ["Settings", "Big Shot board"],
        ["Settings", "Hardware self-test"],
    ]


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    """The app as the service opens it, with its devices (simulated), so *Hardware self-test* is offered."""
    config = tmp_path / "config.toml"
    config.write_text('hardware = "simulated"\n', encoding="utf-8")
    peripherals = Peripherals.open(load_config(config, env={}), wake=wake, start_serial=False)
    application = build_app(peripherals=peripherals, simulated_table=True)
    pygame.event.clear()
    set_language("en")
    yield application
    application.close_table()
    peripherals.close()
    pygame.display.quit()


def _shown(app: App, *, buttons: bool) -> dict[str, Any]:
    """The screen's widgets by their text: its buttons only, or everything with a text (a row's name too)."""
    widgets = app.scene.widgets
    return {
        w.text: w
        for w in widgets
        if isinstance(getattr(w, "text", None), str) and (not buttons or callable(getattr(w, "on_tap", None)))
    }


def follow(app: App, steps: list[str]) -> str | None:
    """Tap along ``steps`` from the home screen; None when every step was a button, else what went wrong."""
    fingers = Fingers(app)
    app.reset(HomeScene(app))
    for index, step in enumerate(steps):
        last = index == len(steps) - 1
        buttons = _shown(app, buttons=not last)
        names = [name for name in buttons if step == name or (last and step.startswith(name + " "))]
        if not names:
            return f"no {step!r} on {type(app.scene).__name__} (its buttons: {', '.join(sorted(buttons))})"
        if not last:
            fingers.at(*buttons[max(names, key=len)].rect.center)
    return None


def test_every_way_through_the_touchscreen_the_guide_tells_is_there(app: App) -> None:
    told = [(page.name, steps) for page in PAGES for steps in ways(prose(page))]
    assert len(told) >= 8, "the guide's ways were found"
    wrong = [f"{page}: {' → '.join(steps)}: {problem}" for page, steps in told if (problem := follow(app, steps))]
    assert not wrong, "ways the touchscreen does not have:\n" + "\n".join(wrong)


def test_a_way_the_touchscreen_does_not_have_is_seen(app: App) -> None:
    assert follow(app, ["Settings", "Hardware self-test"]) is None
    assert follow(app, ["Settings", "Phones"]) is not None, "the button is Phones at the table"
    assert follow(app, ["Saved games", "Backup"]) is not None
