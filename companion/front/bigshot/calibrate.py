"""Settings → Big Shot board: correct the lot values and the parks' neighbours from one's own box.

The engine validates the board (``save_board`` refuses a bad one with a
message naming the field) and saves it in the data directory; new games then
embed it in their configuration.
"""

from __future__ import annotations

import copy
from typing import Any

import pygame

from companion.core import RuleViolation
from companion.games.bigshot import board_for_new_game, default_board, save_board
from companion.storage import data_dir

from companion.ui import theme
from companion.ui.i18n import _
from companion.ui.scene import TOP_BAR, Scene
from companion.ui.widgets import Button, Keypad, Label

from .drawing import PARK

GAP = 6


def load_board() -> tuple[dict[str, Any], str | None]:
    """The board new games use now; a saved file that no longer validates falls back to the default."""
    try:
        return board_for_new_game(data_dir()), None
    except RuleViolation as exc:
        return default_board(), exc.message(_)


class BoardScene(Scene):
    """Lots on the left; the selected lot's value (keypad) and its park neighbours on the right."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.board, problem = load_board()
        self.selected = next(iter(self.board["lots"]))
        self.problem = problem
        self._pad: Keypad | None = None  # kept while one lot is edited, so digits add up

    def enter(self) -> None:
        super().enter()
        if self.problem:
            self.app.notify(self.problem, error=True)
            self.problem = None

    @property
    def lots(self) -> dict[str, dict[str, Any]]:
        return self.board["lots"]

    def is_park(self, lot: str) -> bool:
        return bool(self.lots[lot].get("park"))

    def layout(self) -> None:
        width, height = self.size
        self.widgets = []
        self.top_bar(_("Big Shot board"))
        lots = list(self.lots)
        columns = 3
        rows = -(-len(lots) // columns)
        cell_h = max(theme.MIN_TARGET, min(56, (height - TOP_BAR - 84) // rows - GAP))
        cell_w = 122
        for index, lot in enumerate(lots):
            spec = self.lots[lot]
            text = _("{lot} park").format(lot=lot) if spec.get("park") else self.value_text(lot)
            selected = lot == self.selected
            self.widgets.append(Button((12 + (index % columns) * (cell_w + GAP),
                                        TOP_BAR + 8 + (index // columns) * (cell_h + GAP), cell_w, cell_h), text,
                                       (lambda n=lot: self.select(n)), key=f"cal-lot-{lot}",
                                       size=theme.FONT_SIZES["body"],
                                       color=theme.ACCENT if selected else (PARK if spec.get("park")
                                                                            else theme.PANEL_LIGHT),
                                       text_color=theme.BACKGROUND if selected else theme.TEXT))
        self.widgets += [
            Button((12, height - 66, 180, 56), _("Default board"), self.reset_default, key="cal-default"),
            Button((200, height - 66, 196, 56), _("Save board"), self.save, color=theme.CONFIRM, key="cal-save"),
        ]
        self.layout_editor(pygame.Rect(410, TOP_BAR + 8, width - 420, height - TOP_BAR - 16))

    def value_text(self, lot: str) -> str:
        value = self.lots[lot].get("value")
        return f"{lot} {value}M" if isinstance(value, int) else f"{lot} ?"

    def layout_editor(self, area: pygame.Rect) -> None:
        lot = self.selected
        if self.is_park(lot):
            self.widgets.append(Label((area.left, area.top, area.width, 32),
                                      _("Park {lot}: the lots next to it").format(lot=lot),
                                      size=theme.FONT_SIZES["title"], align="left"))
            others = [name for name in self.lots if name != lot]
            self.toggles(area, area.top + 40, others, lot)
        else:
            value = self.lots[lot].get("value")
            self.widgets.append(Label((area.left, area.top, area.width, 32),
                                      _("{lot}: value {value}M").format(lot=lot, value=value if value is not None
                                                                         else "?"),
                                      size=theme.FONT_SIZES["title"], align="left"))
            pad_top = area.top + 38
            if self._pad is None:
                self._pad = Keypad((area.left, pad_top, area.width, 4 * 54), self.typed, max_digits=4)
            self.widgets.append(self._pad)
            parks = [name for name in self.lots if self.is_park(name)]
            y = pad_top + 4 * 54 + 6
            self.widgets.append(Label((area.left, y, area.width, 24), _("Next to the parks:"),
                                      size=theme.FONT_SIZES["small"], color=theme.TEXT_DIM, align="left"))
            self.toggles(area, y + 26, parks, lot)
        self.widgets.append(Button((area.left, area.bottom - 56, area.width, 56), _("Park or lot: switch"),
                                   self.switch_kind, key="cal-kind"))

    def toggles(self, area: pygame.Rect, y: int, others: list[str], lot: str) -> None:
        columns = 3
        width = (area.width - GAP * (columns - 1)) // columns
        near = set(self.board["adjacency"].get(lot, []))
        for index, other in enumerate(others):
            on = other in near
            self.widgets.append(Button((area.left + (index % columns) * (width + GAP), y + (index // columns) * 54,
                                        width, 50), other, (lambda o=other: self.toggle(lot, o)),
                                       key=f"cal-near-{other}", size=theme.FONT_SIZES["body"],
                                       color=theme.ACCENT if on else theme.PANEL_LIGHT,
                                       text_color=theme.BACKGROUND if on else theme.TEXT))

    # -- editing ----------------------------------------------------------------------------
    def select(self, lot: str) -> None:
        self.selected = lot
        self._pad = None
        self.layout()

    def typed(self, text: str) -> None:
        self.lots[self.selected]["value"] = int(text) if text else None
        self.layout()

    def toggle(self, lot: str, other: str) -> None:
        adjacency = self.board["adjacency"]
        near = adjacency.setdefault(lot, [])
        back = adjacency.setdefault(other, [])
        if other in near:
            near.remove(other)
            if lot in back:
                back.remove(lot)
        else:
            near.append(other)
            back.append(lot)
        self.layout()

    def switch_kind(self) -> None:
        lot = self.selected
        self.lots[lot] = {"value": None} if self.is_park(lot) else {"park": True}
        self._pad = None
        self.layout()

    def reset_default(self) -> None:
        self.board = default_board()
        self.selected = next(iter(self.lots))
        self._pad = None
        self.layout()

    def save(self) -> None:
        board = copy.deepcopy(self.board)
        board["adjacency"] = {lot: near for lot, near in board["adjacency"].items() if near}
        try:
            save_board(data_dir(), board)
        except RuleViolation as exc:
            self.app.notify(exc.message(_), error=True)
            return
        self.app.notify(_("Board saved: new Big Shot games use it."))

    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        return None


def open_board_scene(app: Any) -> None:
    app.push(BoardScene(app))
