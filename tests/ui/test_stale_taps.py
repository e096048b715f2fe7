"""A doubled tap, or a tap handled after the screen changed under it, never lands on the next decision.

Taps are handled in a batch before the next frame is drawn. Without the
moment of the frame the player saw, the second tap of a doubled one would be
handled by the widgets laid out after the first tap's change: Ben's doubled
Pass would pass for Ann, whose Pass button stands where his did.

At the table a frame follows a tap within milliseconds, long before a
finger's second tap (100 to 300 ms later): that tap carries the new frame's
moment, so the app itself knows a double tap by its time and place.
"""

from __future__ import annotations

import pygame
import pytest

from companion.storage import start_new
from companion.ui.app import DOUBLE_TAP_SECONDS
from companion.ui.scenes.play import PlayScene

from .test_decide import seal


@pytest.fixture
def auction(app, fingers):
    """The test game at its auction: Ben bids first, Ann (the roller) speaks last."""
    app.open_table(start_new("tiny", {"players": ["Ann", "Ben"], "rounds": 1}))
    app.reset(PlayScene(app))
    seal(fingers, 0, "odd")
    seal(fingers, 1, "even")
    fingers.tap("die-white-1")
    fingers.tap("die-black-2")
    fingers.tap("dice-confirm")
    return app


def test_a_doubled_bid_bids_once_and_never_for_the_next_seat(auction, fingers, monkeypatch) -> None:
    """Ben's Bid button is where Ann's is after his bid: the second tap of his double tap is refused."""
    monkeypatch.setattr("companion.ui.app.DOUBLE_TAP_SECONDS", 0)  # the frame's moment alone (the window: below)
    table = auction.table
    heard: list = []
    table.listen(heard.append)
    steps = len(table.steps)
    assert table.prompt().player == 1
    fingers.queue("amount-confirm")
    fingers.queue("amount-confirm")  # the same finger again, before a frame is drawn
    auction.step(0)
    assert len(table.steps) == steps + 1 and table.steps[-1].action.player == 1
    assert [u.kind for u in heard] == ["applied", "rejected"] and heard[-1].error.code == "stale_input"
    assert table.prompt().player == 0 and auction.scene.find("amount-confirm") is not None
    auction.step(0)
    fingers.tap("amount-confirm")  # Ann's own tap, on the frame she sees: it counts
    assert len(table.steps) == steps + 2 and table.steps[-1].action.player == 0


def test_without_the_frame_s_moment_the_second_tap_would_have_bid_for_the_next_seat(
    auction, fingers, monkeypatch
) -> None:
    """The hazard itself, shown by taking the moment away: the doubled tap becomes Ann's bid."""
    monkeypatch.setattr("companion.ui.app.DOUBLE_TAP_SECONDS", 0)  # and the double tap's own guard (below)
    table = auction.table
    steps = len(table.steps)
    original = auction.submit
    monkeypatch.setattr(auction, "submit", lambda action, answers=None: original(action))
    fingers.queue("amount-confirm")
    fingers.queue("amount-confirm")
    auction.step(0)
    assert [s.action.player for s in table.steps[steps:]] == [1, 0]


class Clock:
    """The app's clock, moved by the test as a finger's taps are spaced."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def finger_tap(app, key: str) -> None:
    """One tap at ``key``'s centre, handled and its frame drawn before anything else happens (as at the table)."""
    common = {"touch_id": 1, "finger_id": 0, "dx": 0.0, "dy": 0.0, "pressure": 1.0}
    geometry = app.display.geometry
    wx, wy = geometry.to_window(*app.scene.find(key).rect.center)
    common.update(x=wx / geometry.window[0], y=wy / geometry.window[1])
    for kind in (pygame.FINGERDOWN, pygame.FINGERUP):
        pygame.event.post(pygame.event.Event(kind, common))
        app.step(0)


def test_a_double_tap_with_a_frame_between_its_taps_bids_once(auction) -> None:
    """Ben's quick double tap on his bid: the first bids and the next frame shows Ann's bid button at the same
    place; the second tap, 150 ms later, lands on it and is dropped (before, it bid for Ann)."""
    table, clock = auction.table, Clock()
    auction.clock = clock
    auction.step(0)
    steps = len(table.steps)
    finger_tap(auction, "amount-confirm")
    assert len(table.steps) == steps + 1 and table.prompt().player == 0
    clock.now += 0.15
    finger_tap(auction, "amount-confirm")
    assert len(table.steps) == steps + 1 and table.prompt().player == 0
    clock.now += DOUBLE_TAP_SECONDS  # Ann has read her screen: her own tap at the same place counts
    finger_tap(auction, "amount-confirm")
    assert len(table.steps) == steps + 2 and table.steps[-1].action.player == 0


def test_quick_taps_that_change_nothing_in_the_game_each_count(auction) -> None:
    """Two quick taps on "+1" raise by 2: only a tap that changed the game makes the next one its double."""
    clock = Clock()
    auction.clock = clock
    auction.step(0)
    before = auction.scene.find("amount-confirm").text
    finger_tap(auction, "amount-quick-0")
    clock.now += 0.1
    finger_tap(auction, "amount-quick-0")
    assert (before, auction.scene.find("amount-confirm").text) == ("Bid 1", "Bid 3")
