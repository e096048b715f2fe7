"""The play screen every game starts from: status on the left, the decision on the right.

It is generic because the engine's prompt already says who must act and
what is wanted: the legal actions become buttons, a numeric range becomes a
stepper with a keypad, a chance decision offers "let the companion decide".
Per-game screens (:data:`PLAY_SCENES`) subclass it to draw the board and
their own pickers, but keep its top bar, undo, log and private panels.
"""

from __future__ import annotations

from typing import Any

import pygame

from companion.console.views import PUBLIC, render
from companion.core import ActionRange, ActionSet, ChanceSource
from companion.core.records import Action
from companion.palette import SEATS

from .. import theme
from ..i18n import _
from ..scene import TOP_BAR, Scene
from ..widgets import Button, Keypad, Label, Stepper

PRIVATE_SECONDS = 6.0
CHOICE_H = 54

def play_scene_for(app: Any) -> PlayScene:
    """The play screen of the open table's game (its GameSpec's, else this generic one)."""
    from ..specs import play_scene_for as for_app

    return for_app(app)


class PlayScene(Scene):
    """Generic play screen for any registered game."""

    status_width = 400

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.page = 0
        self.private_seat: int | None = None
        self.private_until = 0.0
        self.range_value: dict[int, int] = {}
        self.chance = ChanceSource()
        self.player_rows: list[tuple[pygame.Rect, int]] = []
        self._final_shown = False

    # -- helpers -----------------------------------------------------------------------
    @property
    def table(self):
        return self.app.table

    @property
    def game(self):
        return self.app.table.game

    @property
    def state(self):
        return self.app.table.state

    def name(self, seat: int | None) -> str:
        if seat is None:
            return _("Chance")
        return self.game.player_names(self.state)[seat]

    def prompt_text(self) -> str:
        prompt = self.table.prompt()
        if prompt.over:
            return _("The game is over")
        kind = _(prompt.kind.replace("_", " "))
        return f"{self.name(prompt.player)} · {kind}"

    def choice_label(self, choice: Any) -> str:
        return self.game.label(self.state, choice)

    # -- layout ------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        if self.table.over and not self._final_shown:
            self.show_final()

    def layout(self) -> None:
        width, height = self.size
        self.widgets = [
            Button((6, 4, 100, TOP_BAR - 8), _("Menu"), self.menu, key="menu"),
            Label((114, 4, width - 114 - 240, TOP_BAR - 8), self.prompt_text(), size=theme.FONT_SIZES["title"]),
            Button((width - 230, 4, 108, TOP_BAR - 8), _("Log"), self.show_log, key="log"),
            Button((width - 116, 4, 110, TOP_BAR - 8), _("Undo"), self.ask_undo, key="undo",
                   enabled=self.table.can_undo),
        ]
        self.layout_prompt(pygame.Rect(self.status_width + 8, TOP_BAR + 4, width - self.status_width - 14,
                                       height - TOP_BAR - 10))

    def layout_prompt(self, area: pygame.Rect) -> None:
        """Buttons for the legal choices of the current prompt, inside ``area``."""
        prompt = self.table.prompt()
        if prompt.over:
            self.widgets.append(Button((area.left, area.top, area.width, 64), _("Final scores"), self.show_final,
                                       color=theme.CONFIRM, key="final"))
            return
        choices = list(self.table.legal_actions())
        y = area.top
        if prompt.chance:
            self.widgets.append(Button((area.left, y, area.width, CHOICE_H), _("Let the companion decide"),
                                       self.decide_chance, color=theme.ACCENT, text_color=theme.BACKGROUND,
                                       key="chance"))
            y += CHOICE_H + 6
        ranges = [c for c in choices if isinstance(c, ActionRange)]
        plain = [c for c in choices if not isinstance(c, ActionRange | ActionSet)]
        sets = [c for c in choices if isinstance(c, ActionSet)]
        if ranges:
            y = self.layout_range(ranges[0], pygame.Rect(area.left, y, area.width, area.bottom - y), plain)
            return
        for choice_set in sets:
            if not prompt.chance:
                self.widgets.append(Label((area.left, y, area.width, 40),
                                          _("Enter this on the board screen: {what}").format(what=choice_set.describe()),
                                          color=theme.TEXT_DIM))
                y += 44
        self.layout_buttons(plain, pygame.Rect(area.left, y, area.width, area.bottom - y))

    def layout_buttons(self, choices: list[Action], area: pygame.Rect) -> None:
        """Choices two per row, paged when they do not fit."""
        columns = 2 if len(choices) > 4 else 1
        rows = max(1, (area.height + 6) // (CHOICE_H + 6))
        per_page = rows * columns
        if len(choices) > per_page:
            per_page = (rows - 1) * columns
        pages = max(1, -(-len(choices) // per_page))
        self.page = min(self.page, pages - 1)
        shown = choices[self.page * per_page:(self.page + 1) * per_page]
        width = (area.width - 6 * (columns - 1)) // columns
        for index, choice in enumerate(shown):
            x = area.left + (index % columns) * (width + 6)
            y = area.top + (index // columns) * (CHOICE_H + 6)
            self.widgets.append(Button((x, y, width, CHOICE_H), self.choice_label(choice),
                                       (lambda c=choice: self.choose(c)), key=f"choice-{self.page * per_page + index}"))
        if pages > 1:
            bottom = area.top + rows * (CHOICE_H + 6) - CHOICE_H - 6
            half = (area.width - 6) // 2
            self.widgets += [
                Button((area.left, bottom, half, CHOICE_H), _("Previous"), lambda: self.turn(-1),
                       enabled=self.page > 0, key="previous"),
                Button((area.left + half + 6, bottom, half, CHOICE_H), _("More"), lambda: self.turn(1),
                       enabled=self.page < pages - 1, key="more"),
            ]

    def layout_range(self, choice: ActionRange, area: pygame.Rect, others: list[Action]) -> int:
        """A number between the range's limits: stepper, quick raises, keypad, confirm; other choices beside."""
        key = id(choice.cls)
        value = min(max(self.range_value.get(key, choice.low), choice.low), choice.high)
        self.range_value[key] = value
        label = _(choice.field.replace("_", " "))
        stepper = Stepper((area.left, area.top, area.width, 56), value, choice.low, choice.high,
                          lambda v: self._set_range(key, v), label=label)
        self.widgets.append(stepper)
        y = area.top + 62
        quick = [(f"+{step}", step) for step in (1, 2, 5)]
        width = (area.width - 12) // 3
        for index, (text, step) in enumerate(quick):
            self.widgets.append(Button((area.left + index * (width + 6), y, width, 50), text,
                                       (lambda s=step: self._set_range(key, self.range_value[key] + s)),
                                       key=f"raise-{step}"))
        y += 56
        pad_height = max(0, area.bottom - y - 2 * (CHOICE_H + 6))
        if pad_height >= 4 * theme.MIN_TARGET:
            self.widgets.append(Keypad((area.left, y, area.width, pad_height),
                                       lambda text: self._typed(key, text, choice)))
            y += pad_height + 6
        self.widgets.append(Button((area.left, y, area.width, CHOICE_H),
                                   f"{self.choice_label(choice.make(value))}", lambda: self.choose(choice.make(
                                       self.range_value[key])), color=theme.CONFIRM, key="confirm-range"))
        y += CHOICE_H + 6
        width = (area.width - 6 * max(0, len(others) - 1)) // max(1, len(others))
        for index, other in enumerate(others):
            self.widgets.append(Button((area.left + index * (width + 6), y, width, CHOICE_H), self.choice_label(other),
                                       (lambda c=other: self.choose(c)), key=f"choice-{index}"))
        return y + CHOICE_H

    def _set_range(self, key: int, value: int) -> None:
        self.range_value[key] = value
        self.layout()

    def _typed(self, key: int, text: str, choice: ActionRange) -> None:
        if text:
            self.range_value[key] = min(max(int(text), choice.low), choice.high)
            self.layout()

    def turn(self, delta: int) -> None:
        self.page += delta
        self.layout()

    # -- acting ------------------------------------------------------------------------
    def choose(self, action: Action) -> None:
        if self.app.submit(action):
            self.page = 0
            self.range_value.clear()

    def decide_chance(self) -> None:
        self.choose(self.game.choose_random(self.state, self.chance))

    def on_table(self, update: Any) -> None:
        self.layout()
        if update.kind in ("applied", "redone") and self.table.over:
            self.show_final()

    def menu(self) -> None:
        from .home import HomeScene

        self.app.close_table()
        self.app.reset(HomeScene(self.app))

    def show_log(self) -> None:
        from .log import LogScene

        self.app.push(LogScene(self.app))

    def show_final(self) -> None:
        from .final import final_scene_for

        if self.app.scene is self:
            self._final_shown = True
            self.app.push(final_scene_for(self.app))

    def ask_undo(self) -> None:
        from .dialog import ConfirmScene

        if not self.table.steps:
            return
        action = self.table.steps[-1].action
        seat = getattr(action, "player", None)
        who = f"{self.name(seat)}: " if isinstance(seat, int) else ""
        message = _("Undo “{what}”?").format(what=who + self.choice_label(action))
        self.app.push(ConfirmScene(self.app, message, _("Undo"), self.undo))

    def undo(self) -> None:
        from companion.core import RuleViolation

        try:
            self.table.undo()
        except RuleViolation as exc:
            self.app.notify(exc.message(_), error=True)

    def pass_for(self, seat: int) -> bool:
        """A seat's pass button: submit that seat's pass if the rules offer one now."""
        for choice in self.table.legal_actions():
            if isinstance(choice, Action) and choice.type == "pass" and getattr(choice, "player", None) == seat:
                return self.app.submit(choice)
        self.app.notify(_("{name} cannot pass now.").format(name=self.name(seat)), error=True)
        return False

    # -- private panels ----------------------------------------------------------------
    def reveal(self, seat: int) -> None:
        """Show ``seat``'s private information for a few seconds (tap a name, or hold a seat button)."""
        self.private_seat = seat
        self.private_until = self.app.clock() + PRIVATE_SECONDS
        self.app.dirty = True

    def hide_private(self) -> None:
        self.private_seat = None
        self.app.dirty = True

    def deadline(self) -> float | None:
        return self.private_until if self.private_seat is not None else None

    def expire(self, now: float) -> bool:
        if self.private_seat is not None and now >= self.private_until:
            self.private_seat = None
            return True
        return False

    def press(self, pos: tuple[int, int]) -> None:
        if self.private_seat is not None:
            self.hide_private()  # the next tap hides the panel, and does nothing else
            return
        super().press(pos)

    def tap_background(self, pos: tuple[int, int]) -> None:
        for rect, seat in self.player_rows:
            if rect.collidepoint(pos):
                self.reveal(seat)
                return

    def key(self, key: int) -> bool:
        if key == pygame.K_u:
            self.ask_undo()
            return True
        if key == pygame.K_l:
            self.show_log()
            return True
        return False

    # -- drawing -----------------------------------------------------------------------
    def status_lines(self) -> list[str]:
        return render(self.game.name, self.table.summary(PUBLIC))

    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        self.draw_status(surface, pygame.Rect(8, TOP_BAR + 4, self.status_width - 8, self.size[1] - TOP_BAR - 10))

    def draw_status(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Players (tap a name for a private panel), then the rest of the summary."""
        pygame.draw.rect(surface, theme.PANEL, area, border_radius=8)
        summary = self.table.summary(PUBLIC)
        current = self.table.prompt().player
        size = theme.FONT_SIZES["body"]
        line_height = theme.font(size).get_linesize() + 2
        y = area.top + 8
        self.player_rows = []
        players = summary.get("players", [])
        for seat, player in enumerate(players):
            row = pygame.Rect(area.left + 6, y, area.width - 12, max(theme.MIN_TARGET, line_height))
            if seat == current:
                pygame.draw.rect(surface, theme.PANEL_LIGHT, row, border_radius=6)
            pygame.draw.rect(surface, SEATS[seat % len(SEATS)], (row.left + 4, row.top + 8, 10, row.height - 16),
                             border_radius=3)
            theme.draw_text(surface, self.player_line(seat, player), row.inflate(-28, 0).move(10, 0), size=size,
                            align="left")
            self.player_rows.append((row, seat))
            y += row.height + 2
        small = theme.FONT_SIZES["small"]
        others = [line.strip() for line in self.status_lines()[len(players):] if line.strip()]
        # Long values wrap onto more lines; what does not fit the panel is left for the log and status screens.
        wrapped = [piece for line in others for piece in theme.wrap(line, area.width - 20, small)]
        for line in wrapped:
            if y + line_height > area.bottom:
                break
            theme.draw_text(surface, line, pygame.Rect(area.left + 10, y, area.width - 20, line_height),
                            size=small, color=theme.TEXT_DIM, align="left")
            y += line_height

    def player_line(self, seat: int, player: dict[str, Any]) -> str:
        fields = [f"{_(k)} {'?' if v is None else v}" for k, v in player.items()
                  if k != "name" and not isinstance(v, dict | list)]
        return f"{player.get('name', '?')}  " + "  ".join(fields)

    def draw(self, surface: pygame.Surface, now: float) -> None:
        super().draw(surface, now)
        if self.private_seat is not None:
            self.draw_private(surface, self.private_seat)

    def draw_private(self, surface: pygame.Surface, seat: int) -> None:
        width, height = surface.get_size()
        box = pygame.Rect(60, TOP_BAR + 20, width - 120, height - TOP_BAR - 60)
        pygame.draw.rect(surface, theme.PANEL_LIGHT, box, border_radius=12)
        pygame.draw.rect(surface, SEATS[seat % len(SEATS)], box, width=4, border_radius=12)
        title = _("{name}'s private view (tap to hide)").format(name=self.name(seat))
        theme.draw_text(surface, title, pygame.Rect(box.left + 16, box.top + 8, box.width - 32, 40),
                        size=theme.FONT_SIZES["title"], align="left")
        self.draw_private_body(surface, seat, box.inflate(-32, -72).move(0, 24))

    def draw_private_body(self, surface: pygame.Surface, seat: int, area: pygame.Rect) -> None:
        lines = render(self.game.name, self.table.summary(seat), private_for=seat)
        y = area.top
        for line in lines:
            theme.draw_text(surface, line.strip(), pygame.Rect(area.left, y, area.width, 28), align="left")
            y += 30
