"""Plays Big Shot through the touchscreen: every move is a tap on a generic widget or on the board picture."""

from __future__ import annotations

from typing import Any

from companion.core import ChanceSource, Confirm
from companion.games.bigshot.actions import Bid, FirstPlayer, Layout, Loan, Pass, Pay, Place, Roll
from companion.storage import start_new
from companion.ui.scenes.play import play_scene_for


def open_game(app: Any, config: dict[str, Any]) -> None:
    app.open_table(start_new("bigshot", config))
    app.reset(play_scene_for(app))
    app.step(0)


def main_decision(app: Any) -> Any:
    return app.table.prompt().primary().decision


def tap_lot(fingers: Any, lot: str) -> None:
    """A finger on the lot's square of the board picture (a result card over it closed first, as a player does)."""
    fingers.on_board(*fingers.app.scene.cells[lot].center)


def tap_space(fingers: Any, index: int) -> None:
    fingers.at(*fingers.app.scene.ring[index].center)


def tap_loan(fingers: Any, action: Loan) -> None:
    """Open the seat's loan (a side actor in the bottom row), then confirm it or pick the colour."""
    actors = fingers.app.table.prompt().actors
    index = next(i for i, a in enumerate(actors) if a.side and a.seat == action.player)
    fingers.tap(f"other-{index}")
    fingers.tap("confirm" if isinstance(actors[index].decision, Confirm) else f"pick-{action.color}")


def tap_bid(fingers: Any, amount: int) -> None:
    low = main_decision(fingers.app).low
    if amount - low <= 3 or fingers.app.scene.find("amount-keypad") is None:  # a short range has no keypad
        for _ in range(amount - low):
            fingers.tap("amount-plus")
    else:
        fingers.tap("amount-keypad")
        for digit in str(amount):
            fingers.tap(f"pad-{digit}")
    fingers.tap("amount-confirm")


def tap_place(fingers: Any, action: Place) -> None:
    hand = list(main_decision(fingers.app).choice.in_hand)
    used: set[int] = set()
    for lot, colors in action.cubes.items():
        for color in colors:
            index = next(i for i, c in enumerate(hand) if c == color and i not in used)
            used.add(index)
            fingers.tap(f"piece-{index}")
            tap_lot(fingers, lot)
    fingers.tap("place-confirm")


def tap_action(fingers: Any, action: Any) -> None:
    """Make ``action`` with the fingers, the way a player would."""
    kind = type(action)
    if kind is Layout:
        fingers.tap("layout-deal")
    elif kind is FirstPlayer:
        fingers.tap(f"pick-{action.player}")
    elif kind is Roll:
        fingers.tap(f"die-value-{action.value}")
        fingers.tap("dice-confirm")
    elif kind is Loan:
        tap_loan(fingers, action)
    elif kind is Bid:
        tap_bid(fingers, action.amount)
    elif kind is Pass:
        fingers.tap("confirm" if isinstance(main_decision(fingers.app), Confirm) else "amount-pass")
    elif kind is Pay:
        fingers.tap(f"pick-{action.color}")
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
            action = main_decision(app).dealt
        before = len(table.steps)
        tap_action(fingers, action)
        assert len(table.steps) == before + 1, f"{action} was not made: {app.toast.text if app.toast else ''}"
        assert table.steps[-1].action == action or type(action) is Place
        made += 1
    return made
