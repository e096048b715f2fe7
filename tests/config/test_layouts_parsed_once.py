"""A layout file is read every time it is asked for, and the same text parsed once.

Checking the configuration reads every game's LED layout, and opening the devices reads them again moments
later; the second reading must not parse the TOML again, and an owner's edited file must not be missed.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.config import load_config, read_layout
from companion.hardware.layout import LayoutError

LAYOUT = """name = "corner"
leds = 3

[[track]]
group = "seats"
count = 3
start = 0

[track.draw]
shape = "line"
from = [0, 0]
to = [2, 0]
"""


def test_the_same_text_is_parsed_once(tmp_path: Path) -> None:
    path = tmp_path / "corner.toml"
    path.write_text(LAYOUT, encoding="utf-8")
    first = read_layout(path)
    assert read_layout(path) is first
    path.write_text(LAYOUT.replace("leds = 3", "leds = 4"), encoding="utf-8")
    edited = read_layout(path)
    assert edited is not first and edited.leds == 4 and first.leds == 3


def test_a_broken_file_is_refused_every_time(tmp_path: Path) -> None:
    path = tmp_path / "corner.toml"
    path.write_text("leds = [", encoding="utf-8")
    for _ in range(2):
        with pytest.raises(LayoutError, match="not valid TOML"):
            read_layout(path)


def test_the_devices_get_the_layouts_the_configuration_checked(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text("", encoding="utf-8")
    config = load_config(path, env={})
    first, again = config.load_layouts(), config.load_layouts()
    assert first.keys() == again.keys() and first
    assert all(again[game] is first[game] for game in first)
