"""A basket's lines stay where they are while its numbers change: a second tap on "+" lands on "+" again.

A company shipping in Steam Barons had two lines, own links and ownerless links, in one column. The first tap
on "+" made the engine's preview appear under the lines ("Performance 0, then 1"); the preview's line left the
two lines too little room, the basket turned to two columns, and the "+" moved away from under the finger.
The player's next two taps on the same spot landed on the other line's fixed count: three taps shipped one link.
"""

from __future__ import annotations

import pygame

from companion.core import Action, Basket, BasketItem, PickOption, Prompt
from companion.core.decisions import Actor

from .test_decide import Buy, Host, Pass


class PreviewingHost(Host):
    """A play screen whose game says in one line what a shipment would do, with the panel in ``area``."""

    def __init__(self, prompt: Prompt, area: pygame.Rect) -> None:
        self.area = area
        super().__init__(prompt)

    def layout(self) -> None:
        self.widgets = []
        self.panel.layout(self.prompt, self.area)

    def preview_lines(self, action: Action) -> list[str]:
        return ["Performance 0, then 1"]


class QuietHost(PreviewingHost):
    """A play screen whose game previews nothing."""

    def preview_lines(self, action: Action) -> list[str]:
        return []


def shipment() -> Prompt:
    basket = Basket(
        "{name} ships",
        items=(BasketItem("red", "own links", 5), BasketItem("blue", "ownerless links", 0)),
        cls=Buy,
        fixed={"player": 0},
        into="shares",
        choices=tuple(Buy(0, {"red": n}) for n in range(1, 6)),
        button="Ship",
        others=(PickOption("skip", "Skip", Pass(0)),),
    )
    return Prompt(0, "ship", actors=(Actor(0, basket),))


def test_the_plus_stays_under_the_finger_when_the_preview_appears() -> None:
    for height in range(190, 240, 4):  # around the height where one preview line would tip the lines over
        host = PreviewingHost(shipment(), pygame.Rect(400, 470 - height, 390, height))
        before = host.button("item-red-plus").rect.copy()
        host.tap("item-red-plus")
        assert host.button("item-red-plus").rect == before, height
        host.tap("item-red-plus")
        assert host.panel.values["item-red"] == 2, height


def test_a_basket_without_a_preview_keeps_one_column_where_its_lines_fit() -> None:
    """Room is kept only for a preview the game shows: four lines of shares with no preview stay one column."""
    prompt = Prompt(
        0,
        "buy",
        actors=(
            Actor(
                0,
                Basket(
                    "{name}: buy",
                    items=tuple(
                        BasketItem(name, name.title(), 3, price=300) for name in ("tower", "luxor", "imperial")
                    ),
                    cls=Buy,
                    fixed={"player": 0},
                    into="shares",
                    choices=(Buy(0, {"tower": 1}), Buy(0, {"luxor": 1}), Buy(0, {"imperial": 1})),
                    unit="$",
                ),
            ),
        ),
    )
    host = QuietHost(prompt, pygame.Rect(400, 60, 390, 3 * 56 + 86 + 10))  # fits, with no room for a preview
    lefts = {host.button(f"item-{name}-plus").rect.left for name in ("tower", "luxor", "imperial")}
    assert len(lefts) == 1  # one column
