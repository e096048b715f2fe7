"""Settings → Steam Barons card: type in the stock-market card of one's own box, field by field.

Four sections (price track, Final Performance, adjustment table, maps); a
tapped field takes its number from the keypad (± for the table's changes,
green / pink / plain for a price square, "turn + 1" for a build limit,
"none" for a missing surcharge). The line at the bottom always shows the
engine validator's verdict on the whole card, naming the field at fault.
Saving marks the card calibrated and writes it to the data directory, where
new games take it from (games already started keep the card they began with).
"""

from __future__ import annotations

from typing import Any

import pygame

from companion.core import RuleViolation
from companion.games.steam_barons import card_for_new_game, placeholder_card, save_card
from companion.storage import data_dir
from companion.ui import theme
from companion.ui.i18n import _
from companion.ui.scene import TOP_BAR, Scene
from companion.ui.widgets import Button, Keypad, Label

from .calibration import LIMIT, MAP_LABELS, MARK, OPTIONAL, SECTIONS, SIGNED, TERRAIN_LABELS, CardForm, Field
from .palette import GREEN_SQUARE, PINK_SQUARE

GAP = 6
ROWS_PER_PAGE = 5
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
            chosen = section == self.section
            self.widgets.append(Button((8, TOP_BAR + 6 + index * 58, 132, 52), _(label),
                                       (lambda s=section: self.open_section(s)), key=f"cal-section-{section}",
                                       size=theme.FONT_SIZES["small"],
                                       color=theme.ACCENT if chosen else theme.PANEL_LIGHT,
                                       text_color=theme.BACKGROUND if chosen else theme.TEXT))
        bottom = height - STATUS_H - 62
        self.widgets += [
            Button((8, bottom, 132, 56), _("Placeholder"), self.reset, key="cal-placeholder",
                   size=theme.FONT_SIZES["small"]),
            Button((width - 246, bottom, 238, 56), _("Save card"), self.save, color=theme.CONFIRM, key="cal-save"),
        ]
        middle = pygame.Rect(148, TOP_BAR + 6, width - 148 - 254, bottom - TOP_BAR - 12)
        getattr(self, f"layout_{self.section}")(middle)
        self.layout_editor(pygame.Rect(width - 246, TOP_BAR + 6, 238, bottom - TOP_BAR - 12))
        problem = self.form.problem()
        text = problem.message(_) if problem is not None else _("The card is complete: save it for new games.")
        self.widgets.append(Label((8, height - STATUS_H - 2, width - 16, STATUS_H), text,
                                  size=theme.FONT_SIZES["small"], color=theme.DANGER if problem else theme.CONFIRM,
                                  align="left"))

    def field_button(self, field: Field, rect: tuple[int, int, int, int], caption: str = "") -> None:
        chosen = self.selected is not None and field.key == self.selected.key
        value = self.form.text(field)
        colour = theme.PANEL_LIGHT
        if field.kind == MARK:
            number = self.form.get(field) or 0
            colour = GREEN_SQUARE if number > 0 else PINK_SQUARE if number < 0 else theme.PANEL_LIGHT
        self.widgets.append(Button(rect, f"{caption} {value}".strip(), (lambda f=field: self.select(f)),
                                   key=f"cal-field-{field.key}", size=theme.FONT_SIZES["body"],
                                   color=theme.ACCENT if chosen else colour,
                                   text_color=theme.BACKGROUND if chosen or colour != theme.PANEL_LIGHT else theme.TEXT))

    def layout_price(self, area: pygame.Rect) -> None:
        self.caption(area, _("Each square: + green bonus, − pink penalty, · plain"))
        columns = 5
        width = (area.width - GAP * (columns - 1)) // columns
        for index, field in enumerate(self.form.fields("price")):
            self.field_button(field, (area.left + (index % columns) * (width + GAP),
                                      area.top + 26 + (index // columns) * 54, width, 50),
                              caption=f"${field.path[1]}")

    def layout_performance(self, area: pygame.Rect) -> None:
        fields = self.form.fields("performance")
        rows = [fields[i:i + 4] for i in range(0, len(fields), 4)]
        pages = max(1, -(-len(rows) // ROWS_PER_PAGE))
        self.page = min(self.page, pages - 1)
        width = (area.width - 40 - GAP * 3) // 4
        for column, title in enumerate((_("from"), _("dividend"), _("profit"), _("CEO bonus"))):
            self.widgets.append(Label((area.left + 40 + column * (width + GAP), area.top, width, 22), title,
                                      size=theme.FONT_SIZES["small"], color=theme.TEXT_DIM))
        shown = rows[self.page * ROWS_PER_PAGE:(self.page + 1) * ROWS_PER_PAGE]
        for line, row in enumerate(shown):
            y = area.top + 24 + line * 52
            number = self.page * ROWS_PER_PAGE + line + 1
            self.widgets.append(Label((area.left, y, 36, 48), str(number), size=theme.FONT_SIZES["small"],
                                      color=theme.TEXT_DIM))
            for column, field in enumerate(row):
                self.field_button(field, (area.left + 40 + column * (width + GAP), y, width, 48))
        y = area.top + 24 + ROWS_PER_PAGE * 52 + 4
        buttons = [(_("Add row"), self.add_row, "cal-add-row"), (_("Remove row"), self.remove_row, "cal-remove-row")]
        if pages > 1:
            buttons.append((_("Page {page}/{pages}").format(page=self.page + 1, pages=pages), self.next_page,
                            "cal-page"))
        width = (area.width - GAP * (len(buttons) - 1)) // len(buttons)
        for index, (text, action, key) in enumerate(buttons):
            self.widgets.append(Button((area.left + index * (width + GAP), y, width, 50), text, action, key=key,
                                       size=theme.FONT_SIZES["small"]))

    def layout_adjustment(self, area: pygame.Rect) -> None:
        fields = self.form.fields("adjustment")
        modifiers = [f for f in fields if f.path[1] == "modifiers"]
        starts = [f for f in fields if f.path[1] == "start"]
        bankrupt = [f for f in fields if f.path[1] == "bankrupt"]
        y = area.top
        for title, group, captions in (
                (_("Boxes, left to right: price change"), modifiers, [str(i + 1) for i in range(len(modifiers))]),
                (_("Highest stack's box for 1, 2-3, 4-5, 6 stacks"), starts, ["1", "2-3", "4-5", "6"]),
                (_("Boxes of the 1st, 2nd ... bankrupt company"), bankrupt, [str(i + 1) for i in range(len(bankrupt))]),
        ):
            self.caption(pygame.Rect(area.left, y, area.width, 22), title)
            width = (area.width - GAP * (len(group) - 1)) // max(1, len(group))
            for index, field in enumerate(group):
                self.field_button(field, (area.left + index * (width + GAP), y + 24, width, 50),
                                  caption=f"{captions[index]}:")
            y += 24 + 50 + 10

    def layout_maps(self, area: pygame.Rect) -> None:
        fields = self.form.fields("maps")
        titles = (_("shares"), _("tiles"), _("link $"), _("hill"), _("mount."))
        width = (area.width - GAP * 4) // 5
        y = area.top
        for name in MAP_LABELS:
            mine = [f for f in fields if f.path[1] == name]
            self.caption(pygame.Rect(area.left, y, area.width, 22), _(MAP_LABELS[name]))
            for column, title in enumerate(titles):
                self.widgets.append(Label((area.left + column * (width + GAP), y + 22, width, 20), title,
                                          size=theme.FONT_SIZES["small"], color=theme.TEXT_DIM))
            for column, field in enumerate(mine):
                self.field_button(field, (area.left + column * (width + GAP), y + 44, width, 50))
            y += 44 + 50 + 14

    def caption(self, area: pygame.Rect, text: str) -> None:
        self.widgets.append(Label((area.left, area.top, area.width, 22), text, size=theme.FONT_SIZES["small"],
                                  color=theme.TEXT_DIM, align="left"))

    def layout_editor(self, area: pygame.Rect) -> None:
        """The selected field: its name, its value, the keypad and the kind's extra keys."""
        field = self.selected
        if field is None:
            self.widgets.append(Label((area.left, area.top, area.width, 60), _("Tap a field to type its number."),
                                      size=theme.FONT_SIZES["small"], color=theme.TEXT_DIM))
            return
        values = {key: (_(MAP_LABELS[value]) if key == "map" else _(TERRAIN_LABELS[value]) if key == "terrain"
                        else value) for key, value in field.values}
        self.widgets.append(Label((area.left, area.top, area.width - 70, 30), _(field.label).format(**values),
                                  size=theme.FONT_SIZES["body"], align="left"))
        self.widgets.append(Label((area.right - 66, area.top, 66, 30), self.form.text(field),
                                  size=theme.FONT_SIZES["title"], align="right"))
        pad_top = area.top + 34
        pad_h = 4 * 52
        if self._pad is None:
            self._pad = Keypad((area.left, pad_top, area.width, pad_h), self.typed, max_digits=3)
        self.widgets.append(self._pad)
        y = pad_top + pad_h + 4
        extra: list[tuple[str, Any, str]] = []
        if field.kind == SIGNED:
            extra = [("±", self.flip_sign, "cal-sign")]
        elif field.kind == MARK:
            extra = [(_("green"), lambda: self.mark(1), "cal-green"), (_("pink"), lambda: self.mark(-1), "cal-pink"),
                     (_("plain"), lambda: self.mark(0), "cal-plain")]
        elif field.kind == LIMIT:
            extra = [(_("turn + 1"), lambda: self.store(0), "cal-turn-plus-one")]
        elif field.kind == OPTIONAL:
            extra = [(_("none"), lambda: self.store(0), "cal-none")]
        if extra:
            width = (area.width - GAP * (len(extra) - 1)) // len(extra)
            for index, (text, action, key) in enumerate(extra):
                self.widgets.append(Button((area.left + index * (width + GAP), y, width, 50), text, action, key=key,
                                           size=theme.FONT_SIZES["small"]))

    # -- editing -----------------------------------------------------------------------------
    def open_section(self, section: str) -> None:
        self.section = section
        self.selected = None
        self.page = 0
        self._pad = None
        self.layout()

    def select(self, field: Field) -> None:
        self.selected = field
        value = self.form.get(field) or 0
        self.sign = -1 if value < 0 else 1
        self._pad = None
        self.layout()

    def typed(self, text: str) -> None:
        if self.selected is None:
            return
        self.store(self.sign * int(text) if text else 0)

    def store(self, value: int) -> None:
        assert self.selected is not None
        self.form.set(self.selected, value)
        self.layout()

    def flip_sign(self) -> None:
        if self.selected is None:
            return
        self.sign = -self.sign
        self.store(-(self.form.get(self.selected) or 0))

    def mark(self, colour: int) -> None:
        """A price square turned green (+), pink (−) or plain, keeping the size typed so far (at least 1)."""
        if self.selected is None:
            return
        size = abs(self.form.get(self.selected) or 0) or 1
        self.sign = colour or 1
        self.store(colour * size)

    def add_row(self) -> None:
        self.form.add_row()
        self.page = (len(self.form.data["performance"]) - 1) // ROWS_PER_PAGE
        self.layout()

    def remove_row(self) -> None:
        self.form.remove_row()
        self.selected = None
        self._pad = None
        self.layout()

    def next_page(self) -> None:
        pages = max(1, -(-len(self.form.data["performance"]) // ROWS_PER_PAGE))
        self.page = (self.page + 1) % pages
        self.layout()

    def reset(self) -> None:
        self.form = CardForm(placeholder_card())
        self.selected = None
        self._pad = None
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
