"""Settings → Steam Barons card: type in the stock-market card of one's own box, field by field.

Four sections (price track, Final Performance, adjustment table, maps), each
laid out from the form's groups of fields; a tapped field takes its number
from the keypad (± for the table's changes, green / pink / plain for a price
square, "turn + 1" for a build limit, "none" for a missing surcharge). The
line at the bottom always shows the engine validator's verdict on the whole
card, naming the field at fault. Saving marks the card calibrated and writes
it to the data directory, where new games take it from (games already
started keep the card they began with).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from companion.core import RuleViolation
from companion.games.steam_barons import card_for_new_game, placeholder_card, save_card
from companion.games.steam_barons.rules import MAP_NAMES
from companion.storage import data_dir
from companion.ui import theme
from companion.ui.i18n import _
from companion.ui.scene import TOP_BAR, Scene
from companion.ui.widgets import Button, Keypad, Label

from .calibration import LIMIT, MARK, OPTIONAL, SECTIONS, SIGNED, TERRAINS, CardForm, Field
from .palette import GREEN_SQUARE, PINK_SQUARE

GAP = 6
ROWS_PER_PAGE = 5  # of Final Performance
STATUS_H = 30


def load_form() -> tuple[CardForm, str | None]:
    """The card new games use now; a saved file that no longer validates starts from the placeholder."""
    try:
        return CardForm(card_for_new_game(data_dir())), None
    except RuleViolation as refusal:
        return CardForm(placeholder_card()), refusal.message(_)


class CardScene(Scene):
    """Sections on the left, the section's fields in the middle, the keypad on the right."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.form, self.problem_on_load = load_form()
        self.section = "price"
        self.selected: Field | None = None
        self.page = 0
        self.sign = 1
        self._pad: Keypad | None = None

    def enter(self) -> None:
        super().enter()
        if self.problem_on_load:
            self.app.notify(self.problem_on_load, error=True)
            self.problem_on_load = None

    # -- layout ------------------------------------------------------------------------------
    def layout(self) -> None:
        width, height = self.size
        self.widgets = []
        self.top_bar(_("Steam Barons card"))
        for index, (section, label) in enumerate(SECTIONS):
            self.button(
                (8, TOP_BAR + 6 + index * 58, 132, 52),
                _(label),
                lambda s=section: self.open_section(s),
                f"cal-section-{section}",
                chosen=section == self.section,
            )
        bottom = height - STATUS_H - 62
        self.button((8, bottom, 132, 56), _("Placeholder"), self.reset, "cal-placeholder")
        self.widgets.append(
            Button((width - 246, bottom, 238, 56), _("Save card"), self.save, color=theme.CONFIRM, key="cal-save")
        )
        self.layout_groups(pygame.Rect(148, TOP_BAR + 6, width - 148 - 254, bottom - TOP_BAR - 12))
        self.layout_editor(pygame.Rect(width - 246, TOP_BAR + 6, 238, bottom - TOP_BAR - 12))
        problem = self.form.problem()
        text = problem.message(_) if problem is not None else _("The card is complete: save it for new games.")
        self.widgets.append(
            Label(
                (8, height - STATUS_H - 2, width - 16, STATUS_H),
                text,
                size=theme.FONT_SIZES["small"],
                color=theme.DANGER if problem else theme.CONFIRM,
                align="left",
            )
        )

    def button(
        self, rect: tuple[int, int, int, int], text: str, action: Callable[[], None], key: str, chosen: bool = False
    ) -> None:
        self.widgets.append(
            Button(
                rect,
                text,
                action,
                key=key,
                size=theme.FONT_SIZES["small"],
                color=theme.ACCENT if chosen else theme.PANEL_LIGHT,
                text_color=theme.BACKGROUND if chosen else theme.TEXT,
            )
        )

    def caption(self, rect: tuple[int, int, int, int], text: str) -> None:
        self.widgets.append(Label(rect, text, size=theme.FONT_SIZES["small"], color=theme.TEXT_DIM, align="left"))

    def layout_groups(self, area: pygame.Rect) -> None:
        """Each group: its title, its column titles, then its rows of fields (Final Performance paged)."""
        y = area.top
        for group in self.form.groups(self.section):
            rows = group.rows
            if self.section == "performance":
                pages = max(1, -(-len(rows) // ROWS_PER_PAGE))
                self.page = min(self.page, pages - 1)
                rows = rows[self.page * ROWS_PER_PAGE : (self.page + 1) * ROWS_PER_PAGE]
            left = area.left + (40 if rows and rows[0][0] else 0)
            columns = max(len(fields) for _caption, fields in group.rows)
            width = (area.right - left - GAP * (columns - 1)) // columns
            if group.title:
                self.caption((area.left, y, area.width, 22), _(group.title))
                y += 22
            if group.columns:
                for index, title in enumerate(group.columns):
                    self.caption((left + index * (width + GAP), y, width, 20), _(title))
                y += 22
            for caption, fields in rows:
                if caption:
                    self.caption((area.left, y, 36, 48), caption)
                for index, field in enumerate(fields):
                    self.field_button(field, (left + index * (width + GAP), y, width, 48))
                y += 52
            y += 8
        if self.section == "performance":
            pages = max(1, -(-len(self.form.data["performance"]) // ROWS_PER_PAGE))
            buttons = [
                (_("Add row"), self.add_row, "cal-add-row"),
                (_("Remove row"), self.remove_row, "cal-remove-row"),
            ]
            if pages > 1:
                buttons.append(
                    (_("Page {page}/{pages}").format(page=self.page + 1, pages=pages), self.next_page, "cal-page")
                )
            width = (area.width - GAP * (len(buttons) - 1)) // len(buttons)
            for index, (text, action, key) in enumerate(buttons):
                self.button((area.left + index * (width + GAP), y - 4, width, 50), text, action, key)

    def field_button(self, field: Field, rect: tuple[int, int, int, int]) -> None:
        chosen = self.selected is not None and field.key == self.selected.key
        colour = theme.PANEL_LIGHT
        if field.kind == MARK:
            number = self.form.get(field) or 0
            colour = GREEN_SQUARE if number > 0 else PINK_SQUARE if number < 0 else theme.PANEL_LIGHT
        self.widgets.append(
            Button(
                rect,
                f"{field.caption} {self.form.text(field)}".strip(),
                (lambda f=field: self.select(f)),
                key=f"cal-field-{field.key}",
                size=theme.FONT_SIZES["body"],
                color=theme.ACCENT if chosen else colour,
                text_color=theme.BACKGROUND if chosen or colour != theme.PANEL_LIGHT else theme.TEXT,
            )
        )

    def layout_editor(self, area: pygame.Rect) -> None:
        """The selected field: its name, its value, the keypad and the kind's extra keys."""
        field = self.selected
        if field is None:
            self.widgets.append(
                Label(
                    (area.left, area.top, area.width, 60),
                    _("Tap a field to type its number."),
                    size=theme.FONT_SIZES["small"],
                    color=theme.TEXT_DIM,
                )
            )
            return
        names = {"map": MAP_NAMES, "terrain": TERRAINS}
        values = {key: _(names[key][value]) if key in names else value for key, value in field.values}
        self.widgets.append(
            Label(
                (area.left, area.top, area.width - 70, 30),
                _(field.label).format(**values),
                size=theme.FONT_SIZES["body"],
                align="left",
            )
        )
        self.widgets.append(
            Label(
                (area.right - 66, area.top, 66, 30),
                self.form.text(field),
                size=theme.FONT_SIZES["title"],
                align="right",
            )
        )
        if self._pad is None:
            self._pad = Keypad((area.left, area.top + 34, area.width, 4 * 52), self.typed, max_digits=3)
        self.widgets.append(self._pad)
        extra: list[tuple[str, Callable[[], None], str]] = {
            SIGNED: [("±", self.flip_sign, "cal-sign")],
            MARK: [
                (_("green"), lambda: self.mark(1), "cal-green"),
                (_("pink"), lambda: self.mark(-1), "cal-pink"),
                (_("plain"), lambda: self.mark(0), "cal-plain"),
            ],
            LIMIT: [(_("turn + 1"), lambda: self.store(0), "cal-turn-plus-one")],
            OPTIONAL: [(_("none"), lambda: self.store(0), "cal-none")],
        }.get(field.kind, [])
        width = (area.width - GAP * (len(extra) - 1)) // max(1, len(extra))
        for index, (text, action, key) in enumerate(extra):
            self.button((area.left + index * (width + GAP), area.top + 34 + 4 * 52 + 4, width, 50), text, action, key)

    # -- editing -----------------------------------------------------------------------------
    def open_section(self, section: str) -> None:
        self.section, self.selected, self.page, self._pad = section, None, 0, None
        self.layout()

    def select(self, field: Field) -> None:
        self.selected, self._pad = field, None
        self.sign = -1 if (self.form.get(field) or 0) < 0 else 1
        self.layout()

    def typed(self, text: str) -> None:
        if self.selected is not None:
            self.store(self.sign * int(text) if text else 0)

    def store(self, value: int) -> None:
        assert self.selected is not None
        self.form.set(self.selected, value)
        self.layout()

    def flip_sign(self) -> None:
        if self.selected is not None:
            self.sign = -self.sign
            self.store(-(self.form.get(self.selected) or 0))

    def mark(self, colour: int) -> None:
        """A price square turned green (+), pink (−) or plain, keeping the size typed so far (at least 1)."""
        if self.selected is not None:
            self.sign = colour or 1
            self.store(colour * (abs(self.form.get(self.selected) or 0) or 1))

    def add_row(self) -> None:
        self.form.add_row()
        self.page = (len(self.form.data["performance"]) - 1) // ROWS_PER_PAGE
        self.layout()

    def remove_row(self) -> None:
        self.form.remove_row()
        self.selected, self._pad = None, None
        self.layout()

    def next_page(self) -> None:
        self.page = (self.page + 1) % max(1, -(-len(self.form.data["performance"]) // ROWS_PER_PAGE))
        self.layout()

    def reset(self) -> None:
        self.form, self.selected, self._pad = CardForm(placeholder_card()), None, None
        self.layout()

    def save(self) -> None:
        try:
            save_card(data_dir(), self.form.card())
        except RuleViolation as refusal:
            self.app.notify(refusal.message(_), error=True)
            return
        self.app.notify(_("Card saved: new Steam Barons games use it."))
        self.layout()


def open_card_scene(app: Any) -> None:
    app.push(CardScene(app))
