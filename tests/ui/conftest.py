"""Helpers to drive the app headless with injected touch events, as fingers would."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from companion.text.i18n import set_language
from companion.ui import build_app


class Fingers:
    """Posts SDL touch events at a widget's centre and runs the loop once."""

    def __init__(self, app: Any) -> None:
        self.app = app

    def touch(self, cx: float, cy: float, *, finger: int = 0) -> dict[str, float]:
        """The SDL touch event fields of a finger at canvas point (cx, cy)."""
        g = self.app.display.geometry
        wx, wy = g.to_window(cx, cy)
        nx, ny = wx / g.window[0], wy / g.window[1]
        return {"touch_id": 1, "finger_id": finger, "x": nx, "y": ny, "dx": 0.0, "dy": 0.0, "pressure": 1.0}

    def at(self, cx: float, cy: float, *, finger: int = 0) -> None:
        common = self.touch(cx, cy, finger=finger)
        pygame.event.post(pygame.event.Event(pygame.FINGERDOWN, common))
        self.app.step(0)
        pygame.event.post(pygame.event.Event(pygame.FINGERUP, common))
        self.app.step(0)

    def queue(self, key: str) -> None:
        """A whole tap on ``key`` queued and not handled: a second may follow before the loop runs."""
        common = self.touch(*self.app.scene.find(key).rect.center)
        pygame.event.post(pygame.event.Event(pygame.FINGERDOWN, common))
        pygame.event.post(pygame.event.Event(pygame.FINGERUP, common))

    def tap(self, key: str) -> None:
        button = self.app.scene.find(key)
        assert button is not None, f"no button {key!r} on {type(self.app.scene).__name__}: " + ", ".join(
            w.key for w in self.app.scene.widgets if getattr(w, "key", None)
        )
        assert button.enabled, f"button {key!r} is disabled"
        self.at(*button.rect.center)


@pytest.fixture
def app():
    application = build_app(show_test_games=True)
    pygame.event.clear()
    yield application
    application.close_table()
    set_language("en")
    pygame.display.quit()


@pytest.fixture
def fingers(app) -> Fingers:
    return Fingers(app)
