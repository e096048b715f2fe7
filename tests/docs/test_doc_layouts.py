"""The LED layout the wiring page shows as a whole file loads as written: an owner copies it to start their own
(it once held 108 LEDs and a track laid over the grid, which the loader refuses)."""

from __future__ import annotations

import re
from pathlib import Path

from companion.hardware.layout import load_layout

from .guide import REPO

PAGE = REPO / "companion" / "hardware" / "README.md"


def whole_layouts() -> list[str]:
    """Every TOML block of the page that is a whole layout file (it starts with its ``name``)."""
    blocks = re.findall(r"^```toml\n(.*?)^```", PAGE.read_text(encoding="utf-8"), re.S | re.M)
    return [block for block in blocks if block.startswith("name = ")]


def test_the_pages_layout_file_loads_with_the_seat_lights_after_the_board(tmp_path: Path) -> None:
    (written,) = whole_layouts()
    path = tmp_path / "layout.toml"
    path.write_text(written, encoding="utf-8")
    layout = load_layout(path)
    assert layout.name == "Acquire" and layout.needed() <= 108 < layout.needed(optional=())
