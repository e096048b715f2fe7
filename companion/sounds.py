"""Game events → sound cues.

Several events often arrive together (a merger brings bonuses, absorptions
and payouts); one cue per change is enough, so :func:`cue_for` picks the most
important one. A refused action plays ``illegal``. A change the table is told
of (a result: the touchscreen shows its card, :mod:`companion.result_levels`)
whose events no game cue names plays ``result``, so no result is only seen: a
roll that moves prices, an auction that opens, a share taken. :class:`Cues` plugs into
:meth:`companion.core.table.Table.listen`::

    table.listen(Cues(devices.sound).on_update)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Protocol

from companion.result_levels import levels_for, told

COMMON_CUES: dict[str, str] = {
    "game_over": "game_over",
    "game_ended": "game_over",
}
"""Event ``type`` tag → cue for events every game may send; each game adds its own in its GameSpec."""

REJECTED = "illegal"
RESULT = "result"
"""The cue of a result no game cue names (the echo of a player's own entry stays silent)."""

PRIORITY: tuple[str, ...] = (
    "game_over",
    "merger",
    "chain_founded",
    "auction_won",
    "payout",
    "bid",
    "pass",
    "tile_placed",
)
"""When one change brings several cues, the first of these wins (a game's ``cue_priority`` comes first)."""


def event_cues(game: str | None = None) -> dict[str, str]:
    """Event tag → cue for ``game`` (None: every installed game's, merged; for the self-test and tools)."""
    from companion.registry import UnknownGame, spec, specs

    cues = dict(COMMON_CUES)
    if game is None:
        for each in specs().values():
            cues.update(each.cues)
        return cues
    try:
        cues.update(spec(game).cues)
    except UnknownGame:
        pass
    return cues


def all_cues() -> list[str]:
    """Every cue any installed game can play, and the refusal's: what the self-test plays."""
    return sorted(set(event_cues().values()) | {REJECTED, RESULT})


def priority(game: str | None = None) -> tuple[str, ...]:
    from companion.registry import UnknownGame, spec

    try:
        extra = spec(game).cue_priority if game is not None else ()
    except UnknownGame:
        extra = ()
    return (*extra, *(cue for cue in PRIORITY if cue not in extra))


class Player(Protocol):
    def play(self, name: str) -> bool: ...


def cue_for(events: Iterable[Any], game: str | None = None) -> str | None:
    """The one cue for a batch of ``game``'s events, or None when none of them sounds."""
    table = event_cues(game)
    named = (
        table.get(str(getattr(event, "type", "") if not isinstance(event, dict) else event.get("type")))
        for event in events
    )
    cues = {cue for cue in named if cue is not None}
    for cue in priority(game):
        if cue in cues:
            return cue
    return next(iter(sorted(cues)), None)


class Cues:
    """Plays the cue for each table update; a refusal plays :data:`REJECTED`, a result no game cue names
    :data:`RESULT`."""

    def __init__(self, player: Player, game: str | None = None) -> None:
        self.player = player
        self.game = game
        """The game whose cues play (set when a table is attached)."""

    def on_update(self, update: Any) -> str | None:
        """A :class:`~companion.core.table.Update` listener; returns the cue it played (or None)."""
        if update.kind == "rejected":
            cue: str | None = REJECTED
        else:
            cue = cue_for(update.events, self.game)
            if cue is None and update.kind in ("applied", "redone") and told(update.events, levels_for(self.game)):
                cue = RESULT
        if cue is not None:
            self.player.play(cue)
        return cue
