"""Plays Big Shot through the touchscreen: every move is a tap on a widget, chosen by a random player."""

from __future__ import annotations

from typing import Any

from companion.core import ChanceSource
from companion.games.bigshot.actions import Bid, FirstPlayer, Layout, Loan, Pass, Pay, Place, Roll
from companion.storage import start_new
from companion.ui.scenes.play import play_scene_for


def open_game(app: Any, config: dict[str, Any]) -> None:
    app.open_table(start_new("bigshot", config))
    app.reset(play_scene_for(app))
    app.step(0)


def tap_loan(fingers: Any, action: Loan) -> None:
    app = fingers.app
    color = action.color or app.table.summary()["players"][action.player]["colors"][0]
    fingers.tap("loans")
    fingers.tap(f"loan-{action.player}-{color}")
    fingers.tap("loan-confirm")


def tap_bid(fingers: Any, amount: int) -> None:
    scene = fingers.app.scene
    low = scene.bid_limits()[0]
    steps = {0: [], 1: ["raise-1"], 2: ["raise-2"], 5: ["raise-5"], 3: ["raise-1", "raise-2"], 6: ["raise-5", "raise-1"]}
    if amount - low in steps and scene.bid_value in (None, low):
        for key in steps[amount - low]:
            fingers.tap(key)
    else:
        fingers.tap("keypad")
        for digit in str(amount):
            fingers.tap(f"pad-{digit}")
    fingers.tap("bid")


def tap_place(fingers: Any, action: Place) -> None:
    scene = fingers.app.scene
    hand = scene.in_hand()
    used: set[int] = set()
    for lot, colors in action.cubes.items():
        for color in colors:
            index = next(i for i, c in enumerate(hand) if c == color and i not in used)
            used.add(index)
            fingers.tap(f"cube-{index}")
            fingers.tap(f"lot-{lot}")
    assert scene.placement() == {lot: tuple(sorted(c)) for lot, c in action.cubes.items()} or sorted(
        (lot, tuple(sorted(c))) for lot, c in scene.placement().items()) == sorted(
        (lot, tuple(sorted(c))) for lot, c in action.cubes.items() if c)
    fingers.tap("place-confirm")


def tap_action(fingers: Any, action: Any, chance: ChanceSource) -> None:
    """Make ``action`` with the fingers, the way a player would."""
    kind = type(action)
    if kind is Layout:
        fingers.tap("layout-deal")
    elif kind is FirstPlayer:
        fingers.tap(f"first-{action.player}")
    elif kind is Roll:
        fingers.tap(f"die-{action.value}")
    elif kind is Loan:
        tap_loan(fingers, action)
    elif kind is Bid:
        tap_bid(fingers, action.amount)
    elif kind is Pass:
        fingers.tap("pass")
    elif kind is Pay:
        fingers.tap(f"pay-{action.color}")
    elif kind is Place:
        tap_place(fingers, action)
    else:  # pragma: no cover
        raise AssertionError(f"no way to tap {action}")


def play_by_touch(fingers: Any, seed: int, limit: int = 3000, stop=None) -> int:
    """Random legal moves, each made by tapping; returns the number of actions made."""
    app = fingers.app
    table = app.table
    chance = ChanceSource(seed)
    made = 0
    for _ in range(limit):
        if table.over or (stop is not None and stop(table)):
            break
        action = table.choose_random(chance)
        if type(action) is Layout:
            action = app.scene.dealt()
        before = len(table.steps)
        tap_action(fingers, action, chance)
        assert len(table.steps) == before + 1, f"{action} was not made: {app.toast.text if app.toast else ''}"
        assert table.steps[-1].action == action or type(action) is Place
        made += 1
    return made
