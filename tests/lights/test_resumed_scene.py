"""After a power cut the board's lights come back where they were: every scene is a function of the summary.

A resumed game (or an undo) hands a game's scene the summary alone, with no
events: what the board shows for good (the auctioned space blinking, the last
tile pulsing, prices, owners) must come from the summary, and only a passing
animation (a sweep, a flash) may live on events. So for every game with a
scene, a scene that saw a whole game's changes and a fresh one given only the
summary at that moment draw the same frame once the animations are over.

The changes are spaced by :data:`GAP` seconds, a whole number of every
scene's periods, so a pulse started at an earlier change is in the same phase
as one started at the resume.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from companion.core import Table
from companion.core.chance import ChanceSource
from companion.games import get
from companion.hardware.layout import load_layout
from companion.registry import spec, specs

GAP = 168.0  # a multiple of every period a scene uses (1.2, 1.6, 0.7, 0.5, 0.3 s)
LOOK = (0.05, 0.2, 0.4, 0.65, 0.9, 1.15, 1.45)  # moments in the periods where frames are compared (off the edges)
STEPS = 250

GAMES = sorted(name for name, each in specs().items() if each.light_scene and not each.test_only)


def close(a: dict[int, Any], b: dict[int, Any]) -> bool:
    """Two frames alike but for a unit of rounding in a colour (the same phase reached by other sums)."""
    lit = set(a) | set(b)
    return all(max(abs(x - y) for x, y in zip(a.get(i, (0, 0, 0)), b.get(i, (0, 0, 0)), strict=True)) <= 2 for i in lit)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", [5011, 5012])
def test_a_scene_given_only_the_summary_draws_what_the_living_one_draws(game: str, seed: int) -> None:
    each = spec(game)
    make: Callable[[Any], Any] = each.get("light_scene")
    layout = load_layout(each.layout_path())
    table = Table.new(get(game), {"players": ["Ann", "Ben", "Cat", "Dan"]}, created="x")
    chance = ChanceSource(seed)
    living = make(layout)
    living.update(table.summary(), (), 0.0)
    for step in range(1, STEPS):
        prompt = table.prompt()
        if prompt.over:
            break
        now = step * GAP
        if step % 9 == 0 and table.can_undo:
            table.undo()
            events: tuple[Any, ...] = ()  # an undo tells the lights the board, nothing that happened
        else:
            main = prompt.primary()
            action = table.decide_chance(chance) if main is not None and main.chance else table.choose_random(chance)
            events = tuple(table.submit(action))
        summary = table.summary()
        living.update(summary, events, now)
        resumed = make(layout)
        resumed.update(summary, (), now)
        for look in LOOK:
            later = now + GAP / 2 + look  # every animation is over, every pulse and blink in the same phase
            assert close(living.render(later), resumed.render(later)), (
                f"step {step} ({[e.type for e in events]}): the lights of a resumed {game} differ "
                "from the lights before the power cut"
            )
