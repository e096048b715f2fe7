"""The data-form screen: a game's printed table typed in field by field, checked, saved for new games.

Sections on the left (with where the data started from: the owner's saved
copy, or the uncalibrated stand-in, and the button to start again from the
stand-in); the section's fields in the middle, paged when they do not fit,
with Add row / Remove row under a table that grows; the tapped field's editor
on the right (the keypad with a sign key and the field's own keys, its
choices, its set of choices, or the keyboard for a text) above Save. The line
at the bottom always shows the validator's verdict on the whole table, and
the field it names is outlined wherever it shows; a refused save jumps to
that field and opens it. Wet fingers: every target is at least 48 px.

Widget keys: ``form-section-<key>``, ``form-field-<path>`` (the path's parts
joined by ``-``: ``form-field-performance-2-ceo_bonus``), ``pad-<digit>``,
``form-sign``, ``form-set-<value>`` (a field's own keys), ``form-choice-<value>``,
``form-toggle-<value>``, ``form-choices-previous``, ``form-choices-next`` (a long list of
choices, a page at a time), ``form-type``, ``form-previous``, ``form-next``,
``form-add``, ``form-remove``, ``form-standin``, ``form-save``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from companion.core import RuleViolation
from companion.core.i18n import say
from companion.data_classes import dataclass
from companion.text.i18n import _, labelled
from companion.text.i18n import number as grouped
from companion.text.sentence import as_sentence

from .. import headings, theme
from ..forms import ABOVE, CHOICE, INLINE, INT, LEFT, TEXT, Cell, Form, FormSpec, Group, Line, Path, Table, tr
from ..scene import TOP_BAR, Scene
from ..widgets import Button, Heading, Keypad, Label, Note, RectLike, shares

if TYPE_CHECKING:
    from ..app import App

GAP = 4
ROW_H = 48
LINE_H = ROW_H + GAP
TITLE_H = 22
HEADING_H = 32
"""Two lines of notes' type: a narrow column's heading ("holding rent") wraps instead of shrinking."""
STATUS_H = 34
SIDE_W = 132
EDITOR_W = 238
SMALL = theme.FONT_SIZES["small"]
MAX_COLUMNS = 4
"""The most choices side by side in the editor; more choices than 4 columns hold go to pages."""
PAGE_COLUMNS = 3
"""FieldChoices a page at a time stand 3 across (a board row's 12 squares: 4 lines of 3)."""

ChoiceButton = tuple[str, Callable[[], None], str, bool, theme.RGB | None]
"""A button of the editor's grid: its text, its tap, its key, whether it is lit, its colour (None: the theme's)."""


@dataclass(frozen=True, slots=True)
class Item:
    """One strip of the middle: a block's title, a table's column headings, or a line of cells."""

    kind: str  # "title", "headings" or "line"
    block: Group | Table
    line: Line | None = None

    @property
    def height(self) -> int:
        if self.kind == "title":
            return TITLE_H
        if self.kind == "headings":
            return HEADING_H
        above = isinstance(self.block, Table) and self.block.caption == ABOVE
        return LINE_H + (HEADING_H if above else 0)


def _has_headings(block: Group | Table) -> bool:
    return (
        isinstance(block, Table) and block.headings and block.caption != INLINE and any(f.label for f in block.fields)
    )


class FormScene(Scene):
    """A :class:`~companion.ui.forms.FormSpec` on the screen; ``form`` holds the data being typed."""

    def __init__(self, app: App, spec: FormSpec) -> None:
        super().__init__(app)
        self.spec = spec
        self.form = Form(spec)
        self.section = spec.sections[0].key
        self.page = 0
        self.selected: Path | None = None
        self.sign = 1
        self._pad: Keypad | None = None  # kept while one field is typed, so digits add up
        self.choice_page: int | None = None  # the page of a long list of choices (None: the chosen one's)
        self._laid: dict[str, list[Line]] | None = None  # each section's lines while a layout runs

    def enter(self) -> None:
        super().enter()
        if self.form.load_problem:
            self.app.notify(self.form.load_problem, error=True)
            self.form.load_problem = None

    # -- geometry -----------------------------------------------------------------------------
    def middle(self) -> pygame.Rect:
        width, height = self.size
        return pygame.Rect(SIDE_W + 16, TOP_BAR + 6, width - SIDE_W - EDITOR_W - 32, height - STATUS_H - TOP_BAR - 10)

    def note(self, section: str | None = None) -> str:
        note = self.form.section(section or self.section).note
        return note(self.form.data) if callable(note) else _(note) if note else ""

    def note_height(self, width: int, section: str | None = None) -> int:
        text = self.note(section)
        if not text:
            return 0
        return min(2, len(theme.wrap(text, width, SMALL))) * theme.font(SMALL).get_linesize() + 6

    def lines(self, section: str) -> list[Line]:
        """The section's lines; while a layout runs, worked out once: its pages, the selected cell, the growing
        table and the editor each read them, and a board's squares are a hundred rows of five cells. Nothing
        changes the data during a layout, and a tap's change comes with a layout of its own."""
        if self._laid is None:
            return self.form.lines(section)
        if section not in self._laid:
            self._laid[section] = self.form.lines(section)
        return self._laid[section]

    def pages(self, section: str) -> list[list[Item]]:
        """The section's items cut into pages that fit the middle (Previous / Next under them when several)."""
        area = self.middle()
        room = area.height - self.note_height(area.width, section)
        units: list[list[Item]] = []  # a block's title and headings stay with its first line
        last: Group | Table | None = None
        for line in self.lines(section):
            block, glue = line.block, []
            if block is not last:
                last = block
                glue += [Item("title", block)] if block.title else []
                glue += [Item("headings", block)] if _has_headings(block) else []
            units.append([*glue, Item("line", block, line)])
        blocks = self.form.section(section).blocks
        growing = any(isinstance(block, Table) and block.new_row is not None for block in blocks)
        pages = self._cut(units, room - (LINE_H if growing else 0))
        return self._cut(units, room - LINE_H) if len(pages) > 1 and not growing else pages

    @staticmethod
    def _cut(units: list[list[Item]], room: int) -> list[list[Item]]:
        pages: list[list[Item]] = [[]]
        used = 0
        for unit in units:
            height = sum(item.height for item in unit)
            if pages[-1] and used + height > room:
                block = unit[-1].block
                pages.append([])
                used = 0
                if unit[0].kind == "line" and _has_headings(block):  # a table going on: its headings again
                    unit = [Item("headings", block), *unit]
                    height += HEADING_H
            pages[-1] += unit
            used += height
        return pages

    def page_of(self, section: str, path: Path) -> int:
        for number, page in enumerate(self.pages(section)):
            for item in page:
                if item.line is not None and any(
                    cell is not None and cell.path == path for _label, row in item.line.rows for cell in row
                ):
                    return number
        return 0

    # -- layout -------------------------------------------------------------------------------
    def layout(self) -> None:
        self._laid = {}
        self.form.kept_choices = {}
        try:
            self.layout_form()
        finally:
            self._laid = None
            self.form.kept_choices = None

    def layout_form(self) -> None:
        """The sections' tabs, where the form started from, the section's page, the editor and the verdict."""
        width, height = self.size
        self.widgets = []
        self.top_bar(tr(self.spec.title))
        self.widgets[0] = Button((6, 4, 110, TOP_BAR - 8), _("Back"), self.back, key="back")  # asks first if unsaved
        bottom = height - STATUS_H - 56
        if len(self.spec.sections) > 1:
            for index, section in enumerate(self.spec.sections):
                self.widgets.append(
                    self.tab(
                        (8, TOP_BAR + 6 + index * (ROW_H + 6), SIDE_W, ROW_H),
                        tr(section.label),
                        partial(self.open_section, section.key),
                        f"form-section-{section.key}",
                        section.key == self.section,
                    )
                )
        calibrated = self.form.calibrated
        self.widgets += [
            Label((8, bottom - 62, SIDE_W, 20), _("Started from:"), size=SMALL, color=theme.TEXT_DIM, align="left"),
            Note(  # two lines: "the uncalibrated stand-in" does not fit one at the notes' size
                (8, bottom - 42, SIDE_W, 38),
                tr(self.spec.origin_saved if calibrated else self.spec.origin_standin),
                color=theme.TEXT_DIM if calibrated else theme.WARNING,
            ),
            Button((8, bottom, SIDE_W, 52), tr(self.spec.standin_label), self.reset, key="form-standin", size=SMALL),
            Button(
                (width - EDITOR_W - 8, bottom, EDITOR_W, 52),
                tr(self.spec.save_label),
                self.save,
                color=theme.CONFIRM,
                key="form-save",
            ),
        ]
        self.layout_middle(self.middle())
        self.layout_editor(pygame.Rect(width - EDITOR_W - 8, TOP_BAR + 6, EDITOR_W, bottom - TOP_BAR - 8))
        problem, warnings = self.form.problem, self.form.warnings
        text = problem.message(_) if problem else say(warnings[0], _) if warnings else tr(self.spec.complete_text)
        colour = theme.DANGER if problem else theme.WARNING if warnings else theme.CONFIRM
        self.widgets.append(Note((8, height - STATUS_H - 2, width - 16, STATUS_H), text, color=colour))

    def tab(
        self,
        rect: RectLike,
        text: str,
        action: Callable[[], None],
        key: str,
        chosen: bool,
        swatch: tuple[int, int, int] | None = None,
    ) -> Button:
        return Button(
            rect,
            text,
            action,
            key=key,
            size=SMALL,
            swatch=swatch,
            color=theme.ACCENT if chosen else theme.PANEL_LIGHT,
            text_color=theme.BACKGROUND if chosen else theme.TEXT,
        )

    def layout_middle(self, area: pygame.Rect) -> None:
        pages = self.pages(self.section)
        self.page = max(0, min(self.page, len(pages) - 1))
        y = area.top
        note = self.note()
        if note:
            used = self.note_height(area.width)
            self.widgets.append(Note((area.left, y, area.width, used - 6), note))
            y += used
        fault = self.form.fault()
        fault_path = fault[1].path if fault is not None and fault[0] == self.section else None
        for item in pages[self.page]:
            if item.kind == "title":
                self.widgets.append(
                    Label((area.left, y, area.width, TITLE_H), tr(item.block.title), size=SMALL, color=theme.TEXT_DIM)
                )
            elif item.kind == "headings":
                if isinstance(item.block, Table):  # only a table has headings (see _has_headings)
                    self.layout_headings(area, y, item.block)
            else:
                self.layout_line(area, y, item, fault_path)
            y += item.height
        self.layout_footer(area, len(pages))

    def slots(self, block: Table, left: int, width: int) -> list[tuple[int, int]]:
        """Where each field of a table's row goes across a row cell (x, width), after its caption."""
        if block.caption == LEFT:
            left += block.caption_width + GAP
            width -= block.caption_width + GAP
        room = width - GAP * (len(block.fields) - 1)
        total = sum(field.width for field in block.fields)
        places, x = [], left
        for field in block.fields:
            size = int(room * field.width / total)
            places.append((x, size))
            x += size + GAP
        return places

    def row_cells(self, area: pygame.Rect, columns: int) -> list[tuple[int, int]]:
        width = (area.width - GAP * (columns - 1)) // columns
        return [(area.left + column * (width + GAP), width) for column in range(columns)]

    def layout_headings(self, area: pygame.Rect, y: int, block: Table) -> None:
        """Each field's heading centred over its column, set apart from the next (:mod:`..headings`)."""
        for left, width in self.row_cells(area, block.columns):
            slots = self.slots(block, left, width)
            texts = [tr(field.label) for field in block.fields]
            for rect, lines in headings.place(texts, slots, y, HEADING_H, SMALL, (left, left + width)):
                if lines and any(lines):
                    self.widgets.append(Heading(rect, lines, size=SMALL))

    def layout_line(self, area: pygame.Rect, y: int, item: Item, fault: Path | None) -> None:
        block, line = item.block, item.line
        assert line is not None
        if isinstance(block, Group):
            for (x, width), cell in zip(self.row_cells(area, block.columns), line.rows[0][1], strict=False):
                if cell is not None:
                    caption = tr(cell.field.caption)
                    text = self.form.text(cell)
                    self.field_button((x, y, width, ROW_H), labelled(caption, text) if caption else text, cell, fault)
            return
        for (left, width), (label, cells) in zip(self.row_cells(area, block.columns), line.rows, strict=False):
            top = y
            if block.caption == ABOVE:
                self.widgets.append(Label((left, y, width, HEADING_H), label, size=SMALL, align="left"))
                top += HEADING_H
            elif block.caption == LEFT:
                self.widgets.append(Label((left, top, block.caption_width, ROW_H), label, size=SMALL, align="left"))
            for (x, size), cell in zip(self.slots(block, left, width), cells, strict=True):
                if cell is not None:
                    text = self.form.text(cell)
                    inline = block.caption == INLINE and label
                    self.field_button((x, top, size, ROW_H), labelled(label, text) if inline else text, cell, fault)

    def field_button(self, rect: RectLike, text: str, cell: Cell, fault: Path | None) -> None:
        chosen = cell.path == self.selected
        colour = self.form.color(cell)
        swatch = self.form.swatch(cell)
        if swatch is not None and swatch == colour:  # a button painted in its choice's colour needs no swatch
            swatch = None
        width = pygame.Rect(rect).width - 14
        # The body type if the value fits it, else the notes' (a crowded table's cell), never smaller; a swatch
        # that leaves no room for the words becomes the cell's outline.
        size = theme.FONT_SIZES["body"] if theme.text_size(text, theme.FONT_SIZES["body"])[0] <= width - 18 else SMALL
        outline = swatch if swatch is not None and theme.text_size(text, size)[0] > width - 18 else None
        if outline is not None:
            swatch = None
        self.widgets.append(
            Button(
                rect,
                text,
                lambda: self.select(cell.path),
                key=f"form-field-{cell.key}",
                size=size,
                swatch=swatch,
                color=theme.ACCENT if chosen else colour or theme.PANEL_LIGHT,
                text_color=theme.BACKGROUND if chosen or (colour and sum(colour) > 360) else theme.TEXT,
                outline=theme.DANGER if cell.path == fault else outline,
            )
        )

    def layout_footer(self, area: pygame.Rect, pages: int) -> None:
        """Previous / Next when the section has several pages; Add row / Remove row under a growing table."""
        buttons: list[tuple[str, Callable[[], None], str, bool]] = []
        if pages > 1:
            buttons += [
                (_("Previous"), lambda: self.turn(-1), "form-previous", self.page > 0),
                (
                    _("Next ({page}/{pages})").format(page=self.page + 1, pages=pages),
                    lambda: self.turn(1),
                    "form-next",
                    self.page < pages - 1,
                ),
            ]
        table = self.growing()
        if table is not None:
            index = self.selected_index(table)
            buttons += [
                (_("Add row"), self.add_row, "form-add", self.form.can_add(table)),
                (_("Remove row"), self.remove_row, "form-remove", self.form.removable(table, index) is not None),
            ]
        if not buttons:
            return
        words = [text for text, _action, _key, _enabled in buttons]
        needed = sum(theme.font(SMALL).size(text)[0] + 20 for text in words) + GAP * (len(words) - 1)
        if pages > 1 and needed > area.width:
            # Four buttons' words do not fit the row: the pages' buttons become arrows and the page.
            words[:2] = ["«", f"{self.page + 1}/{pages} »"]
        places = shares(words, area.left, area.right, SMALL, gap=GAP)
        for text, (x, width), (_text, action, key, enabled) in zip(words, places, buttons, strict=True):
            self.widgets.append(
                Button(
                    (x, area.bottom - ROW_H, width, ROW_H),
                    text,
                    action,
                    key=key,
                    size=SMALL,
                    enabled=enabled,
                )
            )

    # -- the editor ---------------------------------------------------------------------------
    def cell(self) -> Cell | None:
        """The selected cell, if it is still in the section (a removed row takes its cells with it)."""
        if self.selected is None:
            return None
        cells = (cell for line in self.lines(self.section) for _label, row in line.rows for cell in row)
        return next((cell for cell in cells if cell is not None and cell.path == self.selected), None)

    def field_title(self, cell: Cell) -> str:
        """The field in words: its row and its label ("LOG-1 · price"), or its caption and label ("$7")."""
        parts = [cell.row if cell.table is not None else tr(cell.field.caption), tr(cell.field.label)]
        return " · ".join(dict.fromkeys(part for part in parts if part))  # a caption that is the label: once

    def layout_editor(self, area: pygame.Rect) -> None:
        cell = self.cell()
        if cell is None:
            self.widgets.append(Note((area.left, area.top, area.width, 60), _("Tap a field to change it.")))
            return
        field = cell.field
        number = field.kind == INT
        # A number's value sits right of the title; a value in words too long for half the editor ("nessuna
        # offerta") gets a line of its own under it, at its full size, rather than shrunk beside it.
        below = number and self.value_needs(cell) > area.width // 2
        title_h = 34 if number and not below else 22  # a list of choices needs the height
        beside = self.value_width(area, cell) + 4 if number and not below else 0
        self.widgets.append(
            Note(
                (area.left, area.top, area.width - beside, title_h),
                self.field_title(cell),
                size=theme.FONT_SIZES["body"],
            )
        )
        top = area.top + title_h + 4
        if below:
            self.widgets.append(
                Label(
                    (area.left, top, area.width, 34),
                    self.form.text(cell),
                    size=theme.FONT_SIZES["title"],
                    align="right",
                )
            )
            top += 38
        reason = self.form.locked(cell)
        if reason is not None:
            self.widgets.append(Note((area.left, top, area.width, 60), _(reason)))
            return
        if field.kind == INT:
            self.layout_number(area, top, cell, value_shown=below)
        elif field.kind == TEXT:
            self.widgets.append(Note((area.left, top, area.width, 60), self.form.text(cell), color=theme.TEXT))
            self.widgets.append(
                Button(
                    (area.left, top + 64, area.width, ROW_H), _("Change"), lambda: self.type_text(cell), key="form-type"
                )
            )
        else:
            value = self.form.get(cell.path)
            choices = self.form.choices(cell)
            if field.kind == CHOICE:
                lit = {str(value)}
                act: Callable[[Any], None] = self.choose
                prefix = "form-choice"
            else:
                lit = {str(member) for member in value or ()}
                act, prefix = self.toggle, "form-toggle"
            buttons: list[ChoiceButton] = [
                (
                    tr(choice.label),
                    partial(act, choice.value),
                    f"{prefix}-{choice.value}",
                    str(choice.value) in lit,
                    choice.color,
                )
                for choice in choices
            ]
            room = pygame.Rect(area.left, top, area.width, area.bottom - top)
            per_page = field.page or PAGE_COLUMNS * ((room.height - LINE_H + GAP) // LINE_H)
            if field.page or len(buttons) > MAX_COLUMNS * ((room.height + 2) // (ROW_H + 2)):
                buttons, room = self.choice_pages(room, buttons, per_page)
                self.grid(room, buttons, columns=PAGE_COLUMNS)
            else:
                self.grid(room, buttons)

    def choice_pages(
        self, area: pygame.Rect, buttons: list[ChoiceButton], per_page: int
    ) -> tuple[list[ChoiceButton], pygame.Rect]:
        """More choices than the editor holds (the 108 squares of a board): a page of them at a time, with
        « and » under them; the page opens on the first chosen value. Returns the page's buttons and their area."""
        pages = max(1, -(-len(buttons) // per_page))
        if self.choice_page is None:
            chosen = next((place for place, button in enumerate(buttons) if button[3]), 0)
            self.choice_page = chosen // per_page
        self.choice_page = max(0, min(self.choice_page, pages - 1))
        if pages > 1:
            y = area.bottom - ROW_H
            half = (area.width - GAP) // 2
            for x, text, delta, key, enabled in (
                (area.left, "«", -1, "form-choices-previous", self.choice_page > 0),
                (
                    area.left + half + GAP,
                    f"{self.choice_page + 1}/{pages} »",
                    1,
                    "form-choices-next",
                    self.choice_page < pages - 1,
                ),
            ):
                self.widgets.append(
                    Button(
                        (x, y, half, ROW_H),
                        text,
                        partial(self.turn_choices, delta),
                        key=key,
                        size=SMALL,
                        enabled=enabled,
                    )
                )
        start = self.choice_page * per_page
        return buttons[start : start + per_page], pygame.Rect(area.left, area.top, area.width, area.height - LINE_H)

    def turn_choices(self, delta: int) -> None:
        self.choice_page = (self.choice_page or 0) + delta
        self.layout()

    def value_needs(self, cell: Cell) -> int:
        """The width the field's value needs at the title size (a number, or words: "turno + 1")."""
        return theme.font(theme.FONT_SIZES["title"]).size(self.form.text(cell))[0] + 4

    def value_width(self, area: pygame.Rect, cell: Cell) -> int:
        """The number's box right of the field's title: 76 px, or as wide as its value needs, up to half the
        editor (a value that needs more has a line of its own: :meth:`layout_editor`)."""
        return min(area.width // 2, max(76, self.value_needs(cell)))

    def layout_number(self, area: pygame.Rect, top: int, cell: Cell, *, value_shown: bool = False) -> None:
        field = cell.field
        if not value_shown:
            width = self.value_width(area, cell)
            self.widgets.append(
                Label(
                    (area.right - width, area.top, width, 34),
                    self.form.text(cell),
                    size=theme.FONT_SIZES["title"],
                    align="right",
                )
            )
        limit = max(field.high, -field.low)
        rect = pygame.Rect(area.left, top, area.width, 4 * LINE_H)
        if self._pad is None or self._pad.rect != rect:
            # Kept while the field is typed, so digits add up; moved with the value's line when that comes or
            # goes ("nessuna offerta" under the title, then "7M" beside it), else it lies over the keys below.
            typed = self._pad.text if self._pad is not None else ""
            self._pad = Keypad(rect, self.typed, len(str(limit)), limit, refused=partial(self.too_big, limit))
            self._pad.text = typed
        self.widgets.append(self._pad)
        keys: list[ChoiceButton] = []
        if field.low < 0:
            keys.append(("±", self.flip_sign, "form-sign", False, None))
        value = self.form.get(cell.path)
        for choice in field.keys:
            chosen = choice.value == value and type(choice.value) is type(value)
            keys.append(
                (
                    tr(choice.label),
                    partial(self.store, choice.value),
                    f"form-set-{choice.value}",
                    chosen,
                    choice.color,
                )
            )
        if keys:
            self.grid(pygame.Rect(area.left + 2, top + 4 * LINE_H, area.width - 4, ROW_H), keys, columns=len(keys))

    def grid(
        self,
        area: pygame.Rect,
        buttons: list[ChoiceButton],
        columns: int | None = None,
    ) -> None:
        """Buttons in two columns (closer together, then three columns, if two would not fit the height),
        each at least 48 px high."""
        if not buttons:
            return
        gap = GAP
        if columns is None:
            columns = 2
            while columns < 4 and -(-len(buttons) // columns) * (ROW_H + gap) - gap > area.height:
                if gap > 2:
                    gap = 2
                else:
                    columns, gap = columns + 1, GAP
        rows = -(-len(buttons) // columns)
        height = max(ROW_H, min(56, (area.height + gap) // rows - gap))
        width = (area.width - gap * (columns - 1)) // columns
        for place, (text, action, key, chosen, swatch) in enumerate(buttons):
            x = area.left + place % columns * (width + gap)
            y = area.top + place // columns * (height + gap)
            self.widgets.append(self.tab((x, y, width, height), text, action, key, chosen, swatch))

    def key(self, key: int) -> bool:
        """A PC's keyboard types into a number field: digits, Backspace, and - for the sign; Escape is Back."""
        if key == pygame.K_ESCAPE:
            self.back()
            return True
        if self._pad is None or self._pad not in self.widgets:
            return False
        if key == pygame.K_BACKSPACE:
            self._pad.key("DEL")
        elif key == pygame.K_MINUS and self.find("form-sign") is not None:
            self.flip_sign()
        elif pygame.K_0 <= key <= pygame.K_9:
            self._pad.key(chr(key))
        else:
            return False
        return True

    # -- editing ------------------------------------------------------------------------------
    def open_section(self, section: str) -> None:
        self.section, self.page, self.selected, self._pad = section, 0, None, None
        self.layout()

    def select(self, path: Path) -> None:
        self.selected, self._pad, self.choice_page = path, None, None
        value = self.form.get(path)
        self.sign = -1 if isinstance(value, int) and value < 0 else 1
        self.layout()

    def show(self, section: str, path: Path) -> None:
        """Open ``section`` at the page holding the field at ``path``, and select it."""
        self.section = section
        self.page = self.page_of(section, path)
        self.select(path)

    def turn(self, delta: int) -> None:
        self.page += delta
        self.layout()

    def too_big(self, limit: int, text: str) -> None:
        """A digit the field cannot take (it would make ``text``): the most it holds, with the refusal's cue."""
        self.app.notify(as_sentence(_("at most {most}").format(most=grouped(limit))), error=True)

    def typed(self, text: str) -> None:
        if self.selected is not None:
            self.form.set(self.selected, self.sign * int(text) if text else 0)
            self.layout()

    def flip_sign(self) -> None:
        if self.selected is not None:
            self.sign = -self.sign
            value = self.form.get(self.selected)
            if isinstance(value, int):
                self.form.set(self.selected, -value)
            self.layout()

    def store(self, value: Any) -> None:
        """One of the field's own keys: a value that is not typed ("turn + 1", "none"); typing starts afresh."""
        if self.selected is not None:
            self.form.set(self.selected, value)
            self._pad = None
            self.layout()

    def choose(self, value: Any) -> None:
        if self.selected is not None:
            self.form.set(self.selected, value)
            self.layout()

    def toggle(self, value: Any) -> None:
        cell = self.cell()
        if cell is not None:
            self.form.toggle(cell, value)
            self.layout()

    def type_text(self, cell: Cell) -> None:
        from .keyboard import KeyboardScene

        def done(text: str) -> None:  # the keyboard has closed: this screen is back on top
            self.form.set(cell.path, text)
            self.layout()

        self.app.push(KeyboardScene(self.app, self.field_title(cell), str(self.form.get(cell.path) or ""), done))

    def growing(self) -> Table | None:
        """The table Add row / Remove row act on: the selected field's, else the section's first that grows."""
        cell = self.cell()
        if cell is not None and cell.table is not None and cell.table.new_row is not None:
            return cell.table
        blocks = self.form.section(self.section).blocks
        return next((b for b in blocks if isinstance(b, Table) and b.new_row is not None), None)

    def selected_index(self, table: Table) -> int | None:
        cell = self.cell()
        return cell.index if cell is not None and cell.table is table else None

    def add_row(self) -> None:
        table = self.growing()
        if table is None:
            return
        index = self.form.add_row(table, self.selected_index(table))
        first = next((c for c in self.form.row_cells(table, index, self.form.rows(table)[index][1]) if c), None)
        if first is not None:
            self.page = self.page_of(self.section, first.path)
            if table.insert:
                self.select(first.path)
                return
        self.layout()

    def remove_row(self) -> None:
        table = self.growing()
        if table is not None:
            self.form.remove_row(table, self.selected_index(table))
            self.selected, self._pad = None, None
            self.layout()

    def reset(self) -> None:
        self.form.reset()
        self.page, self.selected, self._pad = 0, None, None
        self.layout()

    def back(self) -> None:
        """Leave; with values typed and not saved, ask first (an owner typing a whole card loses it to no tap)."""
        if not self.form.unsaved:
            self.app.pop()
            return
        from .dialog import ConfirmScene

        self.app.push(
            ConfirmScene(
                self.app,
                _("Some values typed here are not saved yet."),
                _("Save and leave"),
                self.save_and_leave,
                _("Stay"),
                other=(_("Leave without saving"), self.app.pop),
            )
        )

    def save_and_leave(self) -> None:
        """Save, then leave; a refusal keeps the screen open on the field at fault."""
        self.save()
        if not self.form.unsaved:
            self.app.pop()

    def save(self) -> None:
        refusal = self.form.save()
        if refusal is not None:
            self.refused(refusal)
            return
        self.app.notify(tr(self.spec.saved_text))
        self.layout()

    def refused(self, refusal: RuleViolation) -> None:
        """Tell why the data cannot be saved, and open the field the refusal names (if the form shows it)."""
        self.app.notify(refusal.message(_), error=True)
        fault = self.form.fault()
        if fault is not None:
            self.show(fault[0], fault[1].path)


def open_form(app: App, spec: FormSpec) -> None:
    """Push the form screen for ``spec`` (a game's settings entry calls this)."""
    app.push(FormScene(app, spec))
