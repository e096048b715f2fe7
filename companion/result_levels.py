"""How much a step's events must be told: major, minor or quiet, by the game's word on each type of event.

The touchscreen's result card (:mod:`companion.ui.results`) stays for a major
step, goes by itself after a minor one and makes none for a quiet one (the
echo of what a player just entered); the cues (:mod:`companion.sounds`) sound
every step that is told, so a result is never only seen. Both read the rule
here, so the card and the sound cannot disagree about what is a result.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

MAJOR, MINOR, QUIET, ASKED = "major", "minor", "quiet", "asked"
LEVELS = (MAJOR, MINOR, QUIET, ASKED)
"""``asked``: what the question that follows the step says again ("Turn 2 of 18: Ben rolls." before the question
"Turn 2 of 18: Ben rolls"). It is quiet, and more: a card or the console's echo of the step leaves its sentence
out (:func:`unsaid`); the game log keeps it."""


def levels_for(game: str | None) -> Mapping[str, str]:
    """The game's word on its events (:attr:`~companion.registry.GameSpec.results`), empty if it says none."""
    from companion.registry import UnknownGame, spec

    if game is None:
        return {}
    try:
        found = spec(game).results
    except UnknownGame:
        return {}
    return found


def level(event_type: str, levels: Mapping[str, str], *, alone: bool) -> str:
    """How ``event_type`` counts: the game's word, else minor, or quiet for a step's lone event (its echo)."""
    given = levels.get(event_type)
    if given in LEVELS:
        return given
    return QUIET if alone else MINOR


def weights(events: Iterable[Any], levels: Mapping[str, str]) -> list[str]:
    """Each event's level, in order (an event is an engine event with a ``type``, or its JSON form)."""
    types = [str(event.get("type") if isinstance(event, dict) else getattr(event, "type", "")) for event in events]
    return [level(kind, levels, alone=len(types) == 1) for kind in types]


def told(events: Iterable[Any], levels: Mapping[str, str]) -> bool:
    """Whether a step with these events is a result the table is told (not only the echo of an entry)."""
    return any(weight not in (QUIET, ASKED) for weight in weights(events, levels))


def unsaid(event: Any, levels: Mapping[str, str]) -> bool:
    """Whether ``event``'s sentence is left to the question that follows it (:data:`ASKED`): a card and the
    console's echo of its step do not say it."""
    kind = event.get("type") if isinstance(event, dict) else getattr(event, "type", "")
    return levels.get(str(kind)) == ASKED


def unsaid_in(events: Sequence[Any], levels: Mapping[str, str]) -> list[bool]:
    """For each of a step's ``events``, whether its sentence is left to the question that follows the step
    (:func:`unsaid`): only where nothing the table is told comes after it in the step, so the question is what
    follows it. Steam Barons' "Ship goods, round 2 of 2." stays where every company ships nothing that round: its
    "… ship nothing this round." comes next, and no question of that round follows to name it."""
    weighed = weights(events, levels)
    left: list[bool] = []
    for at, event in enumerate(events):
        after = weighed[at + 1 :]
        left.append(unsaid(event, levels) and all(weight in (QUIET, ASKED) for weight in after))
    return left


def unasked(sentences: list[str], events: Iterable[Any], levels: Mapping[str, str]) -> list[str]:
    """A step's ``sentences`` (one an event, in order) without those the question that follows says again
    (:func:`unsaid`): a resumed auction read "Last move: … Auction of Orange (1 share on offer): Ann bids first, at
    least $5." over that very question. A step told otherwise than one sentence an event (a correction), or
    whose every sentence the question says, is said whole."""
    events = list(events)
    if len(events) != len(sentences):
        return sentences
    kept = [sentence for sentence, left in zip(sentences, unsaid_in(events, levels), strict=True) if not left]
    return kept or sentences
