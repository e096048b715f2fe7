"""Game events → sound cues.

Several events often arrive together (a merger brings bonuses, absorptions
and payouts); one cue per change is enough, so :func:`cue_for` picks the most
important one. A refused action plays ``illegal``. :class:`Cues` plugs into
:meth:`companion.core.table.Table.listen`::

    table.listen(Cues(devices.sound).on_update)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Protocol

EVENT_CUES: dict[str, str] = {
    # Acquire
    "tile_placed": "tile_placed",
    "chain_founded": "chain_founded",
    "chain_grew": "tile_placed",
    "merger": "merger",
    "chain_absorbed": "merger",
    "bonus_paid": "payout",
    "shares_sold": "payout",
    "end_declared": "game_over",
    # Big Shot
    "bid_made": "bid",
    "passed": "pass",
    "auction_won": "auction_won",
    "loan_taken": "payout",
    "lot_awarded": "auction_won",
    # every game
    "game_over": "game_over",
}
"""Event ``type`` tag → cue name (a file in ``sounds/``). Unlisted events are silent."""

REJECTED = "illegal"

PRIORITY: tuple[str, ...] = ("game_over", "merger", "chain_founded", "auction_won", "payout", "bid", "pass",
                             "tile_placed")
"""When one change brings several cues, the first of these wins."""


class Player(Protocol):
    def play(self, name: str) -> bool: ...


def cue_for(events: Iterable[Any]) -> str | None:
    """The one cue for a batch of events, or None when none of them sounds."""
    cues = {EVENT_CUES.get(str(getattr(event, "type", "") if not isinstance(event, dict) else event.get("type")))
            for event in events}
    for cue in PRIORITY:
        if cue in cues:
            return cue
    return None


class Cues:
    """Plays the cue for each table update; a refusal plays :data:`REJECTED`."""

    def __init__(self, player: Player) -> None:
        self.player = player

    def on_update(self, update: Any) -> str | None:
        """A :class:`~companion.core.table.Update` listener; returns the cue it played (or None)."""
        cue = REJECTED if update.kind == "rejected" else cue_for(update.events)
        if cue is not None:
            self.player.play(cue)
        return cue
