"""Light scenes are tested with explicit times and plain event objects."""

from __future__ import annotations

import pytest

from companion.hardware.layout import Layout, load_layout
from companion.hardware.strip import SimulatedStrip
from companion.lights import Lights
from companion.registry import spec


@pytest.fixture(scope="session")
def layouts() -> dict[str, Layout]:
    return {
        "acquire": load_layout(spec("acquire").layout_path()),
        "bigshot": load_layout(spec("bigshot").layout_path()),
    }


@pytest.fixture
def strip() -> SimulatedStrip:
    return SimulatedStrip(114, brightness=1.0)


@pytest.fixture
def lights(strip: SimulatedStrip, layouts: dict[str, Layout]) -> Lights:
    return Lights(strip, layouts, fps=30, budget_amps=100.0)
