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


def toggle_style(on: bool) -> dict[str, Any]:
    return {"color": theme.ACCENT if on else theme.PANEL_LIGHT, "text_color": theme.BACKGROUND if on else theme.TEXT}


class BoardScene(Scene):
    """Lots on the left; the selected lot's value (keypad) and its park neighbours on the right."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        try:
            self.board, self.problem = board_for_new_game(data_dir()), None
        except RuleViolation as exc:  # a saved file that no longer validates: start from the default
            self.board, self.problem = default_board(), exc.message(_)
        self.selected = next(iter(self.board["lots"]))
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
        rows = -(-len(self.lots) // 3)
        cell_h = max(theme.MIN_TARGET, min(56, (height - TOP_BAR - 84) // rows - GAP))
        for index, (lot, spec) in enumerate(self.lots.items()):
            value = spec.get("value")
            text = _("{lot} park").format(lot=lot) if spec.get("park") else f"{lot} {value}M" if value is not None else f"{lot} ?"
            style = toggle_style(True) if lot == self.selected else {"color": PARK if spec.get("park") else theme.PANEL_LIGHT}
            self.widgets.append(Button((12 + index % 3 * (122 + GAP), TOP_BAR + 8 + index // 3 * (cell_h + GAP), 122,
                                        cell_h), text, (lambda n=lot: self.select(n)), key=f"cal-lot-{lot}",
                                       size=theme.FONT_SIZES["body"], **style))
        self.widgets += [Button((12, height - 66, 180, 56), _("Default board"), self.reset_default, key="cal-default"),
                         Button((200, height - 66, 196, 56), _("Save board"), self.save, color=theme.CONFIRM,
                                key="cal-save")]
        area = pygame.Rect(410, TOP_BAR + 8, width - 420, height - TOP_BAR - 16)
        lot, value = self.selected, self.lots[self.selected].get("value")
        title = (_("Park {lot}: the lots next to it").format(lot=lot) if self.is_park(lot) else
                 _("{lot}: value {value}M").format(lot=lot, value=value if value is not None else "?"))
        self.widgets.append(Label((area.left, area.top, area.width, 32), title, size=theme.FONT_SIZES["title"],
                                  align="left"))
        if self.is_park(lot):
            self.toggles(area, area.top + 40, [name for name in self.lots if name != lot])
        else:
            if self._pad is None:
                self._pad = Keypad((area.left, area.top + 38, area.width, 4 * 54), self.typed, max_digits=4)
            self.widgets.append(self._pad)
            y = area.top + 38 + 4 * 54 + 6
            self.widgets.append(Label((area.left, y, area.width, 24), _("Next to the parks:"),
                                      size=theme.FONT_SIZES["small"], color=theme.TEXT_DIM, align="left"))
            self.toggles(area, y + 26, [name for name in self.lots if self.is_park(name)])
        self.widgets.append(Button((area.left, area.bottom - 56, area.width, 56), _("Park or lot: switch"),
                                   self.switch_kind, key="cal-kind"))

    def toggles(self, area: pygame.Rect, y: int, others: list[str]) -> None:
        """One button per other lot, lit if it borders the selected one (a tap toggles both ways)."""
        width, near = (area.width - 2 * GAP) // 3, set(self.board["adjacency"].get(self.selected, []))
        for index, other in enumerate(others):
            self.widgets.append(Button((area.left + index % 3 * (width + GAP), y + index // 3 * 54, width, 50), other,
                                       (lambda o=other: self.toggle(o)), key=f"cal-near-{other}",
                                       size=theme.FONT_SIZES["body"], **toggle_style(other in near)))

    def select(self, lot: str) -> None:
        self.selected, self._pad = lot, None
        self.layout()

    def typed(self, text: str) -> None:
        self.lots[self.selected]["value"] = int(text) if text else None
        self.layout()

    def toggle(self, other: str) -> None:
        adjacency, lot = self.board["adjacency"], self.selected
        near, back = adjacency.setdefault(lot, []), adjacency.setdefault(other, [])
        if other in near:
            near.remove(other)
            if lot in back:
                back.remove(lot)
        else:
            near.append(other)
            back.append(lot)
        self.layout()

    def switch_kind(self) -> None:
        self.lots[self.selected] = {"value": None} if self.is_park(self.selected) else {"park": True}
        self.select(self.selected)

    def reset_default(self) -> None:
        self.board = default_board()
        self.select(next(iter(self.lots)))

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
