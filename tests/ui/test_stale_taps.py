"""A doubled tap, or a tap handled after the screen changed under it, never lands on the next decision.

Taps are handled in a batch before the next frame is drawn. Without the
moment of the frame the player saw, the second tap of a doubled one would be
handled by the widgets laid out after the first tap's change: Ben's doubled
Pass would pass for Ann, whose Pass button stands where his did.
"""

from __future__ import annotations

import pytest

from companion.storage import start_new
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


def test_a_doubled_bid_bids_once_and_never_for_the_next_seat(auction, fingers) -> None:
    """Ben's Bid button is where Ann's is after his bid: the second tap of his double tap is refused."""
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
    table = auction.table
    steps = len(table.steps)
    original = auction.submit
    monkeypatch.setattr(auction, "submit", lambda action, answers=None: original(action))
    fingers.queue("amount-confirm")
    fingers.queue("amount-confirm")
    auction.step(0)
    assert [s.action.player for s in table.steps[steps:]] == [1, 0]
