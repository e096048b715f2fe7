"""Entering pieces one after another from a palette: the cubes as they lie on the table, space by space, or
tokens in the order they came out of a bag.

When the players set the game up by hand instead of letting the companion
deal, the companion must learn what lies on the table. A button per kind of
piece enters the next one; the last can be taken back. The tally lives in
the decision panel's values (``<prefix><i>``: the i-th piece's index in the
palette), so a change of the table forgets it, like any entry.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

import pygame

from .decide.panel import DecisionPanel
from .strips import cells

RGB = tuple[int, int, int]


class Tally:
    """Up to ``length`` pieces entered from ``palette``; with ``once``, each piece at most once (an order)."""

    def __init__(
        self, panel: DecisionPanel, palette: Sequence[str], length: int, *, once: bool = False, prefix: str = "c"
    ) -> None:
        self.panel, self.palette, self.length, self.once, self.prefix = panel, tuple(palette), length, once, prefix
        values = panel.values
        self.entered = [self.palette[values[f"{prefix}{i}"]] for i in range(length) if f"{prefix}{i}" in values]

    @property
    def full(self) -> bool:
        return len(self.entered) >= self.length

    def take_back(self) -> None:
        """The last piece entered is forgotten."""
        self.panel.values.pop(f"{self.prefix}{len(self.entered) - 1}", None)
        self.panel.host.layout()

    def buttons(
        self, area: pygame.Rect, text: Callable[[str], str], swatch: Callable[[str], RGB], columns: int = 2
    ) -> None:
        """A button per piece of the palette (key ``add-<piece>``), ``columns`` to a row down ``area``: a tap
        enters that piece next (one already entered is greyed when each comes once)."""
        following = f"{self.prefix}{len(self.entered)}"
        buttons = cells(area, len(self.palette), columns=columns)
        for index, (piece, cell) in enumerate(zip(self.palette, buttons, strict=True)):
            self.panel.button(
                cell,
                text(piece),
                partial(self.panel.set, following, index),
                key=f"add-{piece}",
                swatch=swatch(piece),
                enabled=not (self.once and piece in self.entered),
            )
