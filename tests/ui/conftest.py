"""Helpers to drive the app headless with injected touch events, as fingers would."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from companion.text.i18n import set_language
from companion.ui import build_app
from companion.ui.app import DOUBLE_TAP_SECONDS


class ReadingClock:
    """The app's clock, moved on by each tap the fingers make (see :meth:`Fingers.read_first`)."""

    def __init__(self, base: Any) -> None:
        self.base, self.offset = base, 0.0

    def __call__(self) -> float:
        return float(self.base()) + self.offset


class Fingers:
    """Posts SDL touch events at a widget's centre and runs the loop once."""

    def __init__(self, app: Any) -> None:
        self.app = app

    def read_first(self, cx: float, cy: float) -> None:
        """A player reads the screen before tapping it: the app's clock moves on past a double tap's time.

        Without it a test's taps, microseconds apart, would be double taps, and the app drops the second tap of
        a double tap whose first changed the game. A test of doubled taps queues its taps (:meth:`queue`) or
        posts them itself. The clock moves only for a tap that would be a double, so a clock a test set stays
        as it was for every other tap.
        """
        if not self.app.doubled((int(cx), int(cy))):
            return
        clock = self.app.clock
        if not isinstance(clock, ReadingClock):
            clock = self.app.clock = ReadingClock(clock)
        clock.offset += DOUBLE_TAP_SECONDS

    def touch(self, cx: float, cy: float, *, finger: int = 0) -> dict[str, float]:
        """The SDL touch event fields of a finger at canvas point (cx, cy)."""
        g = self.app.display.geometry
        wx, wy = g.to_window(cx, cy)
        nx, ny = wx / g.window[0], wy / g.window[1]
        return {"touch_id": 1, "finger_id": finger, "x": nx, "y": ny, "dx": 0.0, "dy": 0.0, "pressure": 1.0}

    def at(self, cx: float, cy: float, *, finger: int = 0) -> None:
        self.read_first(cx, cy)
        common = self.touch(cx, cy, finger=finger)
        pygame.event.post(pygame.event.Event(pygame.FINGERDOWN, common))
        self.app.step(0)
        pygame.event.post(pygame.event.Event(pygame.FINGERUP, common))
        self.app.step(0)

    def on_board(self, cx: float, cy: float) -> None:
        """A finger on a place of the board picture; a step's result card lying over it is tapped away first, as a
        player does who sees the card where the place is (a tap on the card only closes it)."""
        card = getattr(self.app.scene, "result", None)
        if card is not None and card.rect is not None and card.rect.collidepoint(int(cx), int(cy)):
            self.at(cx, cy)
            assert self.app.scene.result is None, "a tap on the result card closes it"
        self.at(cx, cy)

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
