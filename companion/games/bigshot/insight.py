"""What a referee can point out: what a placement would do to a lot, and where everyone stands.

Pure functions over a state; the screens and the insight panel call them.

The rulebook's own example of tactics (a lot holding 2 yellow, 1 red, 1 white;
2 red, 1 yellow, 1 black on offer): red wins it with 2 red + 1 black (3/2/1/1),
yellow with 1 yellow + 1 red + 1 black (3/2/1/1), and white, who has no cube
on offer, with 2 red + 1 yellow (3/3/1: the tied colours cancel out).
:func:`lot_outcomes` lists exactly such possibilities.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import Any

from companion.data_classes import dataclass

from .lots import award_color, provisional_owners
from .rules import LOT_CAPACITY
from .scoring import PlayerFortune, fortunes
from .state import State


@dataclass(frozen=True, slots=True)
class PlacementOutcome:
    """Putting ``cubes`` on a lot: its counts after, and who would get it.

    ``completes`` is true when this fills the lot to 7 and so awards it at once
    to ``winner``; otherwise ``winner`` is who would get it if the game ended
    with the lot like this (None: nobody).
    """

    cubes: tuple[str, ...]
    counts: dict[str, int]
    completes: bool
    winner: str | None
    owner: int | None


def lot_outcomes(state: State, lot: str, cubes: tuple[str, ...] | None = None) -> list[PlacementOutcome]:
    """Every distinct choice of the cubes on offer (or ``cubes``) that fits on ``lot``, and its effect.

    Ordered by the number of cubes, then by colour; a decided lot has none.
    """
    if lot in state.awarded:
        return []
    offer = tuple(cubes if cubes is not None else state.offer())
    have = state.lots[lot]
    room = LOT_CAPACITY - sum(have.values())
    seen: set[tuple[str, ...]] = set()
    outcomes = []
    for size in range(1, min(room, len(offer)) + 1):
        for chosen in combinations(sorted(offer), size):
            if chosen in seen:
                continue
            seen.add(chosen)
            counts = Counter(have)
            counts.update(chosen)
            winner = award_color(counts)
            outcomes.append(
                PlacementOutcome(
                    chosen,
                    dict(counts),
                    sum(counts.values()) == LOT_CAPACITY,
                    winner,
                    state.seating.owner[winner] if winner else None,
                )
            )
    return outcomes


def lot_preview(state: State, lot: str, cubes: tuple[str, ...]) -> dict[str, Any]:
    """What putting ``cubes`` on ``lot`` would do, as JSON-like data for a screen (``Game.preview``).

    ``held`` is the count on the lot now; ``counts`` and ``total`` after; ``fits``
    whether the lot has room for them; ``completes`` whether they bring it to 7
    (awarded at once); ``winner`` the colour that gets it then, or would get it
    if the game ended with the lot like this (None: nobody), ``owner`` that
    colour's seat (None: nobody or the dummy); ``tied_above`` whether higher
    counts tie and cancel out. A decided lot reads ``decided`` with its ``winner``.
    """
    have = state.lots[lot]
    held = sum(have.values())
    if lot in state.awarded:
        color = state.awarded[lot]
        return {"decided": True, "held": held, "winner": color, "owner": state.seating.owner[color] if color else None}
    counts = Counter(have)
    counts.update(cubes)
    total = sum(counts.values())
    winner = award_color(counts)
    tied_above = winner is not None and any(
        n > counts[winner] and list(counts.values()).count(n) > 1 for n in counts.values()
    )
    return {
        "decided": False,
        "held": held,
        "counts": {c: n for c, n in counts.items() if n},
        "total": total,
        "fits": total <= LOT_CAPACITY,
        "completes": total == LOT_CAPACITY,
        "winner": winner,
        "owner": state.seating.owner[winner] if winner else None,
        "tied_above": tied_above if winner is not None else False,
    }


def winning_placements(state: State, lot: str, color: str) -> list[PlacementOutcome]:
    """The placements of the cubes on offer that would win ``lot`` for ``color`` right now (at 7)."""
    return [o for o in lot_outcomes(state, lot) if o.completes and o.winner == color]


def standings(state: State) -> list[PlayerFortune]:
    """Each player's fortune now, as the final scoring would count it (undecided lots by the rule)."""
    return fortunes(state, provisional_owners(state))
