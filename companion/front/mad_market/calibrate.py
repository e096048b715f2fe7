"""Settings → Mad Market board: an owner enters their box's board once, field by field.

Four sections on the left (squares from Start, share track, forecast,
items); the section's fields in the middle, paged; the editor on the right:
the keypad for a number, the six stocks for a company's stock, the kinds of
square (and insert / remove) for a square, stock and direction for a
forecast field. The line at the bottom always shows the engine validator's
verdict on the whole board, naming the field at fault, or the rulebook
differences it warns of. Saving marks the board calibrated and writes it to
the data directory, where new games take it from (games already started
keep the board they began with).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from companion.core import N_
from companion.games.mad_market import save_board, saved_board, standin_board
from companion.games.mad_market.errors import BoardError
from companion.games.mad_market.rules import COMPANY, DOWN, ITEM_NAMES, SQUARE_NAMES, UP
from companion.storage import data_dir
from companion.ui import theme
from companion.ui.i18n import _
from companion.ui.scene import TOP_BAR, Scene
from companion.ui.widgets import Button, Keypad, Label

from .calibration import ITEM_KEYS, KINDS, SECTIONS, BoardForm, Path
from .palette import stock_colour
from .texts import ARROWS

GAP = 4
ROW = 48
STATUS_H = 30
SMALL = theme.FONT_SIZES["small"]
NUMBER, STOCK, KIND, FORECAST = "number", "stock", "kind", "forecast"
SHORT_KINDS = {
    "broker": N_("Broker"),
    "guard": N_("Guard"),
    "personal_crisis": N_("Personal crisis"),
    "market_crisis": N_("Market crisis"),
    "free": N_("Free"),
}
"""Shorter names for the kind buttons (the full names show on the squares' list)."""


def load_form() -> tuple[BoardForm, str | None]:
    """The board new games use now; a saved file that no longer validates starts from the stand-in."""
    try:
        return BoardForm(saved_board(data_dir()) or standin_board()), None
    except BoardError as refusal:
        return BoardForm(standin_board()), refusal.message(_)


class BoardScene(Scene):
    """Sections on the left, the section's fields in the middle, the editor on the right."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.form, self.problem_on_load = load_form()
        self.section = "squares"
        self.selected: tuple[str, Path] | None = None  # (editor kind, path)
        self.page = 0
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
        self.top_bar(_("Mad Market board"))
        for index, (section, label) in enumerate(SECTIONS):
            self.widgets.append(
                self.tab(
                    (8, TOP_BAR + 6 + index * (ROW + GAP + 2), 132, ROW),
                    _(label),
                    lambda s=section: self.open_section(s),
                    f"cal-section-{section}",
                    section == self.section,
                )
            )
        bottom = height - STATUS_H - 58
        self.widgets += [
            Label((8, bottom - 48, 132, 20), _("Started from:"), size=SMALL, color=theme.TEXT_DIM, align="left"),
            Label(
                (8, bottom - 26, 132, 20),
                _("your saved board") if self.form.data["calibrated"] else _("the uncalibrated stand-in"),
                size=SMALL,
                color=theme.TEXT_DIM if self.form.data["calibrated"] else theme.WARNING,
                align="left",
            ),
            Button((8, bottom, 132, 52), _("Stand-in"), self.reset, key="cal-standin", size=SMALL),
            Button((width - 246, bottom, 238, 52), _("Save board"), self.save, color=theme.CONFIRM, key="cal-save"),
        ]
        middle = pygame.Rect(148, TOP_BAR + 6, width - 148 - 254, bottom + 52 - TOP_BAR - 6)
        getattr(self, f"layout_{self.section}")(middle)
        self.layout_editor(pygame.Rect(width - 246, TOP_BAR + 6, 238, bottom - TOP_BAR - 12))
        problem = self.form.problem()
        warnings = self.form.warnings()
        text = (
            problem.message(_)
            if problem is not None
            else warnings[0]
            if warnings
            else _("The board is complete: save it for new games.")
        )
        colour = theme.DANGER if problem else theme.WARNING if warnings else theme.CONFIRM
        self.widgets.append(
            Label((8, height - STATUS_H - 2, width - 16, STATUS_H), text, size=SMALL, color=colour, align="left")
        )

    def tab(
        self,
        rect: Any,
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

    def field(self, rect: Any, text: str, editor: str, path: Path, swatch: tuple[int, int, int] | None = None) -> None:
        chosen = self.selected is not None and self.selected[1] == path
        self.widgets.append(
            self.tab(
                rect, text, lambda: self.select(editor, path), "cal-" + "-".join(str(p) for p in path), chosen, swatch
            )
        )

    def paged(self, count: int, per_page: int, area: pygame.Rect) -> range:
        """The indices of this page, with Previous / Next under them when there is more than one page."""
        pages = max(1, -(-count // per_page))
        self.page = min(self.page, pages - 1)
        if pages > 1:
            half = (area.width - GAP) // 2
            y = area.bottom - ROW
            self.widgets.append(
                Button(
                    (area.left, y, half, ROW),
                    _("Previous"),
                    lambda: self.turn(-1),
                    key="cal-previous",
                    size=SMALL,
                    enabled=self.page > 0,
                )
            )
            self.widgets.append(
                Button(
                    (area.left + half + GAP, y, half, ROW),
                    _("Next ({page}/{pages})").format(page=self.page + 1, pages=pages),
                    lambda: self.turn(1),
                    key="cal-next",
                    size=SMALL,
                    enabled=self.page < pages - 1,
                )
            )
        return range(self.page * per_page, min(count, (self.page + 1) * per_page))

    def caption(self, area: pygame.Rect, text: str) -> None:
        self.widgets.append(
            Label((area.left, area.top, area.width, 20), text, size=SMALL, color=theme.TEXT_DIM, align="left")
        )

    def layout_squares(self, area: pygame.Rect) -> None:
        """Five squares a page: the kind, and for a company its stock, price, rent and holding rent."""
        self.caption(area, _("From Start: square · stock · price · rent · holding rent"))
        squares = self.form.data["squares"]
        widths = (118, 54, 68, 68, 68)
        for line, index in enumerate(self.paged(len(squares), 4, area)):
            y = area.top + 22 + line * (ROW + 2)
            square = squares[index]
            name = self.form.square_id(index) if square["kind"] == COMPANY else _(SQUARE_NAMES[square["kind"]])
            first = widths[0] if square["kind"] == COMPANY else area.width
            self.field((area.left, y, first, ROW), f"{index + 1}. {name}", KIND, ("squares", index, "kind"))
            if square["kind"] != COMPANY:
                continue
            x = area.left + first + GAP
            for width, key in zip(widths[1:], ("stock", "price", "rent", "holding_rent"), strict=True):
                value = square[key]
                editor = STOCK if key == "stock" else NUMBER
                self.field(
                    (x, y, width, ROW),
                    str(value),
                    editor,
                    ("squares", index, key),
                    swatch=stock_colour(value) if key == "stock" else None,
                )
                x += width + GAP
        chosen: int | None = self.selected[1][1] if self.selected is not None and self.selected[0] == KIND else None
        half = (area.width - GAP) // 2
        y = area.top + 22 + 4 * (ROW + 2)
        self.widgets.append(
            Button(
                (area.left, y, half, ROW),
                _("Insert a square after"),
                lambda: self.edit(lambda: self.form.insert_after(chosen or 0)),
                key="cal-insert",
                size=SMALL,
                enabled=chosen is not None,
            )
        )
        self.widgets.append(
            Button(
                (area.left + half + GAP, y, half, ROW),
                _("Remove the square"),
                lambda: self.drop(chosen or 0),
                key="cal-drop",
                size=SMALL,
                enabled=bool(chosen),
            )
        )

    def layout_track(self, area: pygame.Rect) -> None:
        self.caption(
            area,
            _("Each field's share value, bottom first; every stock starts on field {start}").format(
                start=self.form.data["track"]["start"]
            ),
        )
        values = self.form.data["track"]["values"]
        self.grid(area, len(values), 5, lambda i: (f"{i + 1}: {values[i]}", NUMBER, ("track", "values", i), None))
        self.list_tools(
            area, "track", _("Start {field}").format(field=self.form.data["track"]["start"]), ("track", "start")
        )

    def layout_forecast(self, area: pygame.Rect) -> None:
        self.caption(
            area,
            _("Each field's stock and direction; the marker starts on field {start}").format(
                start=self.form.data["forecast"]["start"]
            ),
        )
        fields = self.form.data["forecast"]["fields"]

        def cell(i: int) -> tuple[str, str, Path, tuple[int, int, int] | None]:
            spec = fields[i]
            return (
                f"{i + 1}: {self.stock_code(spec['stock'])} {ARROWS[spec['direction']]}",
                FORECAST,
                ("forecast", "fields", i),
                stock_colour(spec["stock"]),
            )

        self.grid(area, len(fields), 4, cell)
        self.list_tools(
            area,
            "forecast",
            _("Start {field}").format(field=self.form.data["forecast"]["start"]),
            ("forecast", "start"),
        )

    def grid(
        self,
        area: pygame.Rect,
        count: int,
        columns: int,
        cell: Callable[[int], tuple[str, str, Path, tuple[int, int, int] | None]],
    ) -> None:
        """Fields in ``columns`` columns, five rows a page (paging and the tools under them)."""
        body = pygame.Rect(area.left, area.top, area.width, area.height - ROW - GAP)
        width = (area.width - GAP * (columns - 1)) // columns
        for place, index in enumerate(self.paged(count, 5 * columns, body)):
            text, editor, path, swatch = cell(index)
            self.field(
                (area.left + place % columns * (width + GAP), area.top + 22 + place // columns * (ROW + 2), width, ROW),
                text,
                editor,
                path,
                swatch,
            )

    def list_tools(self, area: pygame.Rect, section: str, start: str, start_path: Path) -> None:
        y = area.bottom - ROW
        width = (area.width - 2 * GAP) // 3
        self.field((area.left, y, width, ROW), start, NUMBER, start_path)
        self.widgets.append(
            Button(
                (area.left + width + GAP, y, width, ROW),
                _("Add field"),
                lambda: self.edit(lambda: self.form.add_field(section)),
                key="cal-add",
                size=SMALL,
            )
        )
        self.widgets.append(
            Button(
                (area.left + 2 * (width + GAP), y, width, ROW),
                _("Remove last"),
                lambda: self.edit(lambda: self.form.remove_field(section)),
                key="cal-remove",
                size=SMALL,
            )
        )

    def layout_items(self, area: pygame.Rect) -> None:
        self.caption(area, _("The supply: {total} VP in all (the rulebook: 150)").format(total=self.form.vp_total()))
        width = (area.width - 3 * GAP) // 4
        for column, title in enumerate(("", _("VP"), _("price"), _("count"))):
            self.caption(pygame.Rect(area.left + column * (width + GAP), area.top + 22, width, 20), title)
        for row, item in enumerate(ITEM_KEYS):
            y = area.top + 44 + row * (ROW + 2)
            self.widgets.append(Label((area.left, y, width, ROW), _(ITEM_NAMES[item]), size=SMALL, align="left"))
            for column, key in enumerate(("vp", "price", "count"), start=1):
                self.field(
                    (area.left + column * (width + GAP), y, width, ROW),
                    str(self.form.data["items"][item][key]),
                    NUMBER,
                    ("items", item, key),
                )

    def layout_editor(self, area: pygame.Rect) -> None:
        """The selected field's editor: keypad, stocks, kinds of square, or a forecast field's stock and way."""
        if self.selected is None:
            self.widgets.append(
                Label(
                    (area.left, area.top, area.width, 60),
                    _("Tap a field to change it."),
                    size=SMALL,
                    color=theme.TEXT_DIM,
                )
            )
            return
        editor, path = self.selected
        if editor == NUMBER:
            self.widgets.append(
                Label((area.left, area.top, area.width - 76, 30), self.describe(path), size=SMALL, align="left")
            )
            self.widgets.append(
                Label(
                    (area.right - 72, area.top, 72, 30),
                    str(self.form.get(path)),
                    size=theme.FONT_SIZES["title"],
                    align="right",
                )
            )
            if self._pad is None:
                self._pad = Keypad((area.left, area.top + 34, area.width, 4 * 52), self.typed, max_digits=5)
            self.widgets.append(self._pad)
            return
        if editor == KIND:
            index = path[1]
            if path[1] == 0:
                self.caption(area, _("Start is always the first square"))
                return
            width = (area.width - GAP) // 2
            for place, kind in enumerate(KINDS):
                self.widgets.append(
                    self.tab(
                        (area.left + place % 2 * (width + GAP), area.top + place // 2 * (ROW + 2), width, ROW),
                        _(SHORT_KINDS.get(kind, SQUARE_NAMES[kind])),
                        lambda k=kind: self.edit(lambda: self.form.set_kind(index, k)),
                        f"cal-kind-{kind}",
                        self.form.data["squares"][index]["kind"] == kind,
                    )
                )
            return
        width = (area.width - 2 * GAP) // 3
        for place, stock in enumerate(range(1, 7)):

            def pick(s: int = stock) -> None:
                if editor == STOCK:
                    self.edit(lambda: self.form.set(path, s))
                else:
                    self.edit(lambda: self.form.set_forecast(path[2], stock=s))

            current = self.form.get(path) if editor == STOCK else self.form.get(path)["stock"]
            self.widgets.append(
                self.tab(
                    (area.left + place % 3 * (width + GAP), area.top + place // 3 * (ROW + 2), width, ROW),
                    self.stock_code(stock),
                    pick,
                    f"cal-stock-{stock}",
                    current == stock,
                    stock_colour(stock),
                )
            )
        if editor == FORECAST:
            half = (area.width - GAP) // 2
            for place, direction in enumerate((UP, DOWN)):
                self.widgets.append(
                    self.tab(
                        (area.left + place * (half + GAP), area.top + 2 * (ROW + 2) + 4, half, ROW),
                        _("up") if direction == UP else _("down"),
                        lambda d=direction: self.edit(lambda: self.form.set_forecast(path[2], direction=d)),
                        f"cal-{direction}",
                        self.form.get(path)["direction"] == direction,
                    )
                )

    def describe(self, path: Path) -> str:
        """The field being typed, in words: "LOG-2: rent", "Field 4: value", "jet: count"."""
        words = {
            "price": N_("price"),
            "rent": N_("rent"),
            "holding_rent": N_("holding rent"),
            "vp": N_("VP"),
            "count": N_("count"),
            "start": N_("starting field"),
        }
        if path[0] == "squares":
            return f"{self.form.square_id(path[1])}: {_(words[path[2]])}"
        if path[0] == "items":
            return f"{_(ITEM_NAMES[path[1]])}: {_(words[path[2]])}"
        if path[-1] == "start":
            return _(words["start"])
        return _("Field {n}: share value").format(n=path[2] + 1)

    def stock_code(self, stock: int) -> str:
        return next((s["code"] for s in self.form.data["stocks"] if s["number"] == stock), str(stock))

    # -- editing -----------------------------------------------------------------------------
    def open_section(self, section: str) -> None:
        self.section = section
        self.selected = None
        self.page = 0
        self._pad = None
        self.layout()

    def select(self, editor: str, path: Path) -> None:
        self.selected = (editor, path)
        self._pad = None
        self.layout()

    def turn(self, delta: int) -> None:
        self.page += delta
        self.selected = None
        self.layout()

    def typed(self, text: str) -> None:
        if self.selected is not None:
            self.edit(lambda: self.form.set(self.selected[1], int(text) if text else 0))  # type: ignore[index]

    def edit(self, change: Callable[[], None]) -> None:
        change()
        self.layout()

    def drop(self, index: int) -> None:
        self.form.remove(index)
        self.selected = None
        self.layout()

    def reset(self) -> None:
        self.form = BoardForm(standin_board())
        self.selected = None
        self._pad = None
        self.layout()

    def save(self) -> None:
        problem = self.form.problem()
        if problem is not None:
            self.app.notify(problem.message(_), error=True)
            return
        save_board(data_dir(), self.form.board())
        self.app.notify(_("Board saved: new Mad Market games use it."))
        self.layout()


def open_board_scene(app: Any) -> None:
    app.push(BoardScene(app))
