"""Placing a hand of pieces on the board picture: tap a piece, then a spot; the whole placement is one action.

Cubes won at auction going onto lots, workers onto action spaces, tokens
onto a map: the engine hands a seat its pieces and says how much room each
spot has, and the play screen shows the pieces as buttons and the spots on
its board picture. A piece is selected (the first still in hand, or the one
tapped), a tap on a spot stages it there, "undo" takes the last one back
(selected again) and the confirm button submits the game's action built
from the staged placement. The entry lives in the decision panel's values
(``at<i>``: the index of piece i's spot; ``piece``: the piece tapped), so a
change of the table forgets it, like any entry. The game gives the words.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import pygame

from . import theme
from .decide.panel import GAP, ROW, DecisionPanel
from .strips import button_row, cells

RGB = tuple[int, int, int]


class Hand:
    """The pieces in hand (``pieces``, by kind, e.g. colours) and where each is staged among ``spots``."""

    def __init__(self, panel: DecisionPanel, pieces: Sequence[str], spots: Sequence[str]) -> None:
        self.panel, self.pieces, self.spots = panel, tuple(pieces), list(spots)
        values = panel.values
        self.staged = [self.spots[values[f"at{i}"]] if f"at{i}" in values else None for i in range(len(self.pieces))]
        first = next((i for i, spot in enumerate(self.staged) if spot is None), None)
        self.selected: int | None = values.get("piece", first)
        self.last = max((i for i, spot in enumerate(self.staged) if spot), default=None)

    def placement(self) -> dict[str, tuple[str, ...]]:
        """The staged pieces by spot, in hand order (pieces still in hand left out)."""
        placed: dict[str, tuple[str, ...]] = {}
        for piece, spot in zip(self.pieces, self.staged, strict=True):
            if spot is not None:
                placed[spot] = placed.get(spot, ()) + (piece,)
        return placed

    def stage(self, spot: str, room: int) -> bool:
        """The selected piece goes to ``spot`` unless the others staged there fill its ``room``; False if full."""
        if self.selected is None:
            return True
        if sum(1 for i, at in enumerate(self.staged) if at == spot and i != self.selected) >= room:
            return False
        self.panel.values[f"at{self.selected}"] = self.spots.index(spot)
        self.panel.values.pop("piece", None)
        return True

    def take_back(self) -> None:
        """The last piece staged goes back in hand, selected again."""
        self.panel.values.pop(f"at{self.last}", None)
        self.panel.set("piece", self.last) if self.last is not None else self.panel.host.layout()

    def buttons(self, area: pygame.Rect, text: Callable[[str, str | None], str], swatch: Callable[[str], RGB]) -> None:
        """A button per piece across ``area`` (its text from the piece and its spot), the selected one lit."""
        for i, cell in enumerate(cells(area, len(self.pieces))):
            on = i == self.selected
            self.panel.button(
                cell,
                text(self.pieces[i], self.staged[i]),
                partial(self.panel.set, "piece", i),
                key=f"piece-{i}",
                size=theme.FONT_SIZES["small"],
                swatch=swatch(self.pieces[i]),
                color=theme.ACCENT if on else theme.PANEL_LIGHT,
                text_color=theme.BACKGROUND if on else theme.TEXT,
            )

    def controls(
        self,
        area: pygame.Rect,
        undo: str,
        clear: str,
        confirm: str,
        action: Any,
        waiting: Callable[[int], str] | None = None,
    ) -> None:
        """Undo and clear side by side, then the confirm (enabled once every piece is staged) at ``area``'s foot.

        ``waiting(left)``: the game's words for why the confirm is greyed, ``left`` pieces still in hand; a tap on
        it says so, never a silent grey button under a player who thinks the placement is done."""
        bottom = area.bottom - 2 * ROW - GAP
        staged = self.last is not None
        left = self.staged.count(None)
        button_row(
            self.panel,
            pygame.Rect(area.left, bottom, area.width, ROW),
            (undo, self.take_back, "place-back", staged),
            (clear, lambda: self.panel.open(None), "place-clear", staged),
        )
        self.panel.button(
            (area.left, bottom + ROW + GAP, area.width, ROW),
            confirm,
            lambda: self.panel.choose(action),
            color=theme.CONFIRM,
            key="place-confirm",
            enabled=bool(self.pieces) and not left,
            refused=(lambda: self.panel.say(waiting(left))) if waiting is not None and left else None,
        )
