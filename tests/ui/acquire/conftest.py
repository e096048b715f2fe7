"""Fixtures of the Acquire screen tests."""

from __future__ import annotations

import pytest
from acquire_ui import open_game, place


@pytest.fixture
def start_tiles(app, fingers):
    """A physical-mode game whose start tiles are Ann 1A, Ben 12I, Cat 6E (Ann starts)."""
    scene = open_game(app)
    for tile in ("1A", "12I", "6E"):
        place(fingers, tile)
    return scene
