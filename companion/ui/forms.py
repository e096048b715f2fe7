"""Data forms: an owner types a printed table of their box (a card, a board) once, field by field.

A game describes its data declaratively: sections of blocks, a block being a
:class:`Group` of fixed fields or a :class:`Table` (a list or a dict of rows,
each row the same fields, rows added and removed where the game allows). Each
:class:`Field` says where its value lives (a path into the data), how it is
typed (a number on the keypad, a text, one choice, a set of choices) and its
limits. The game also hands over its engine's functions in a :class:`FormSpec`:
the owner's saved data, the uncalibrated stand-in, the validator (whose refusal
names the field at fault as a dotted path such as ``performance[2].ceo_bonus``)
and save. The generic screen (:mod:`companion.ui.scenes.form`) lays the
description out and never knows which game it edits.

:class:`Form` is the data under editing: it reads and writes values by path,
adds and removes rows, asks the validator after every change and finds the
field a refusal names (so the screen can jump to it). Pure data, no pygame:
it is tested on its own.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Sequence
from typing import Any, TypedDict

from companion.core import N_, RuleViolation
from companion.core.i18n import Contextual
from companion.core.printed import PrintedTable
from companion.data_classes import dataclass
from companion.storage import data_dir
from companion.text.i18n import _, number
from companion.text.signs import MINUS

Path = tuple[Any, ...]
RGB = tuple[int, int, int]

INT, TEXT, CHOICE, SET = "int", "text", "choice", "set"
"""How a field is typed: a whole number (keypad), a text (keyboard), one of its choices, any of its choices."""

LEFT, ABOVE, INLINE = "left", "above", "inline"
"""Where a table row's label goes: a column left of its fields, a line above them, or on its single button."""


class RowKey:
    """Stands in a table field's path for the row's index (a list) or key (a dict)."""

    def __repr__(self) -> str:
        return "ROW"


ROW = RowKey()


@dataclass(frozen=True, slots=True)
class FieldChoice:
    """A value a field can take, with its ``N_`` label and an optional colour (a stock, a company)."""

    value: Any
    label: str
    color: RGB | None = None


FieldChoices = tuple[FieldChoice, ...] | Callable[[dict[str, Any], Path], Sequence[FieldChoice]]
"""Fixed choices, or choices computed from the data and the field's path (the lots next to a park)."""


@dataclass(frozen=True, slots=True)
class Field:
    """One value of the data.

    ``path`` leads from the data (a group's field) or from its row (a table's
    field; ``()`` is the row itself, and :data:`ROW` stands for the row's key
    in a path from the data's top). ``label`` (``N_``) heads the column and
    names the field in the editor. A number's ``low``/``high`` bound what the
    keypad takes (a sign key when ``low`` is negative); ``keys`` are values
    that are not numbers ("turn + 1", "none", "park"), each with its own key.
    ``show`` and ``color`` say how a value reads and colours its button;
    ``when`` hides the field in rows it does not apply to (given the row), or
    a group's field while the data do not call for it (given the whole data:
    a position's auction only at the step ``auction``); ``locked`` gives
    the reason a row's field cannot change (Start is always the first square).
    A ``symmetric`` set is a relation: b listed for a means a listed for b.
    A long list of choices is shown a page at a time: ``page`` of them (a
    board's row of 12 squares), or as many as the editor holds.
    """

    path: Path
    label: str
    kind: str = INT
    low: int = 0
    high: int = 999
    choices: FieldChoices = ()
    keys: tuple[FieldChoice, ...] = ()
    caption: str = ""
    width: float = 1.0
    show: Callable[[Any], str] | None = None
    color: Callable[[Any], RGB | None] | None = None
    when: Callable[[Any], bool] | None = None
    locked: Callable[[Any], str | None] | None = None
    symmetric: bool = False
    page: int = 0


@dataclass(frozen=True, slots=True)
class Group:
    """Fixed fields, ``columns`` a line, under an optional ``title`` (``N_``)."""

    fields: tuple[Field, ...]
    title: str = ""
    columns: int = 4


@dataclass(frozen=True, slots=True)
class Table:
    """The rows of a list or a dict at ``path``, each with the same ``fields``.

    ``row_label`` names a row: an ``N_`` template of ``{n}`` (its number from 1)
    and ``{key}``, or a function of the data and the row's index or key giving
    the text. ``columns`` rows stand side by side. A list with ``new_row``
    grows: the new row is made from the list and the index it follows, and is
    added at the end, or after the selected row if ``insert``; Remove takes the
    last row, or the selected one if ``insert``. Rows for which ``keep`` holds
    are never removed. ``row_color`` gives a row its own colour (a company's
    row in its tokens' colour, from the data and the row's index or key): the
    colour of its cells whose field has no ``color`` of its own.
    """

    path: Path
    fields: tuple[Field, ...]
    title: str = ""
    row_label: str | Callable[[dict[str, Any], Any], str] = "{n}"
    caption: str = LEFT
    caption_width: int = 44
    columns: int = 1
    headings: bool = True
    new_row: Callable[[list[Any], int], Any] | None = None
    insert: bool = False
    keep: Callable[[Any], bool] | None = None
    min_rows: int = 1
    max_rows: int = 99
    row_color: Callable[[dict[str, Any], Any], RGB | None] | None = None


Block = Group | Table


@dataclass(frozen=True, slots=True)
class Section:
    """A tab of the form: its blocks, under a ``note`` (``N_`` text, or a function of the data giving the text)."""

    key: str
    label: str
    blocks: tuple[Block, ...]
    note: str | Callable[[dict[str, Any]], str] = ""


@dataclass(frozen=True, slots=True)
class FormSpec:
    """A game's form: its sections and its engine's functions, all on the data in the form's shape.

    ``saved()`` is the owner's saved data or None (it raises the engine's
    refusal when the saved file no longer validates); ``standin()`` is the
    uncalibrated stand-in; ``validate(data)`` raises a
    :class:`~companion.core.RuleViolation` whose ``data["field"]`` names the
    field at fault (its words translated by ``message(_)``: a validator's
    problem is a :class:`~companion.core.i18n.Phrase`); ``save(data)`` writes
    it for new games; ``warnings(data)`` lists what a valid table does
    differently from the rulebook (``N_`` texts or Phrases, translated at display);
    ``normalize(data)`` runs after every change (numbering, a row reshaped by
    its kind). The texts (``N_``) name the buttons, the verdicts, and where the
    data started from: the owner's saved copy or the uncalibrated stand-in.
    A text may carry a context (``NP_``), as a field's label may: two games'
    "Save board" name each its own board (Big Shot's "tavoliere", Mad
    Market's "tabellone").
    """

    title: str
    sections: tuple[Section, ...]
    saved: Callable[[], dict[str, Any] | None]
    standin: Callable[[], dict[str, Any]]
    validate: Callable[[dict[str, Any]], Any]
    save: Callable[[dict[str, Any]], Any]
    warnings: Callable[[dict[str, Any]], Sequence[str]] | None = None
    normalize: Callable[[dict[str, Any]], None] | None = None
    save_label: str = N_("Save")
    standin_label: str = N_("Stand-in")
    saved_text: str = N_("Saved: new games use it.")
    complete_text: str = N_("Complete: save it for new games.")
    origin_saved: str = N_("your saved board")
    origin_standin: str = N_("the uncalibrated stand-in")


class TableHooks(TypedDict):
    """The four hooks of a :class:`FormSpec` that reads and writes a printed table (``FormSpec(**hooks, …)``)."""

    saved: Callable[[], dict[str, Any] | None]
    standin: Callable[[], dict[str, Any]]
    validate: Callable[[dict[str, Any]], Any]
    save: Callable[[dict[str, Any]], Any]


def _as_is(data: dict[str, Any]) -> dict[str, Any]:
    return data


def table_hooks(
    table: PrintedTable,
    to_form: Callable[[dict[str, Any]], dict[str, Any]] = _as_is,
    from_form: Callable[[dict[str, Any]], dict[str, Any]] = _as_is,
) -> TableHooks:
    """A calibration form over ``table`` (a board, a card): the owner's saved copy in the data directory, the
    packaged stand-in, the table's own check and its atomic save, the form's shape turned into the table's by
    ``from_form`` and back by ``to_form`` (a form may lay a table out otherwise than its file does)."""

    def saved() -> dict[str, Any] | None:
        data = table.saved(data_dir())
        return None if data is None else to_form(data)

    return TableHooks(
        saved=saved,
        standin=lambda: to_form(table.packaged_table()),
        validate=lambda data: table.validate(from_form(data)),
        save=lambda data: table.save(data_dir(), from_form(data)),
    )


@dataclass(frozen=True, slots=True)
class Cell:
    """A field placed on the data: its path from the top, and its row's label and key in a table."""

    field: Field
    path: Path
    row: str = ""
    table: Table | None = None
    index: Any = None

    @property
    def key(self) -> str:
        return "-".join(str(part) for part in self.path)


@dataclass(frozen=True, slots=True)
class Line:
    """Cells side by side: a group's line, or ``columns`` rows of a table (each row a label and its cells)."""

    block: Block
    rows: tuple[tuple[str, tuple[Cell | None, ...]], ...]


def tr(text: str) -> str:
    """``text`` translated; an empty text stays empty (gettext would give the catalog's header).

    A label marked with a context (:func:`~companion.core.i18n.NP_`) is looked up under it: one game's "Companies"
    tab names its own pieces ("compagnies"), not another game's that share the English word ("entreprises")."""
    if isinstance(text, Contextual):
        return text.translated(_)
    return _(text) if text else ""


def parse_field(name: str) -> Path:
    """A validator's dotted field name as a path: ``performance[2].ceo_bonus`` → ``("performance", 2, "ceo_bonus")``."""
    path: list[Any] = []
    for part in name.split("."):
        head, *indices = re.split(r"\[(\d+)\]", part)
        if head:
            path.append(head)
        path += [int(index) for index in indices if index]
    return tuple(path)


def _same(a: Any, b: Any) -> bool:
    return str(a) == str(b)


class Form:
    """The data under editing, checked by the game's validator after every change."""

    def __init__(self, spec: FormSpec) -> None:
        self.spec = spec
        self.load_problem: str | None = None
        try:
            saved = spec.saved()
        except RuleViolation as refusal:  # a saved file that no longer validates: the stand-in, and why
            saved, self.load_problem = None, refusal.message(_)
        self.calibrated = saved is not None
        self.data: dict[str, Any] = copy.deepcopy(saved) if saved is not None else spec.standin()
        self.kept: dict[str, Any] = copy.deepcopy(self.data)  # what leaving would keep: as opened, or as last saved
        self.problem: RuleViolation | None = None
        self.warnings: list[str] = []
        self.kept_choices: dict[Path, tuple[FieldChoice, ...]] | None = None
        """Each cell's choices while a screen lays the form out (None: worked out at each ask). A cell's button
        asks twice (its text and its swatch); nothing changes the data while a layout runs."""
        self.check()

    # -- values -------------------------------------------------------------------------------
    def get(self, path: Path) -> Any:
        where: Any = self.data
        for part in path:
            if isinstance(where, dict):
                where = where.get(part)
            elif isinstance(where, list) and isinstance(part, int) and part < len(where):
                where = where[part]
            else:
                return None
        return where

    def _put(self, path: Path, value: Any) -> None:
        parent = self.get(path[:-1]) if len(path) > 1 else self.data
        parent[path[-1]] = value

    def set(self, path: Path, value: Any) -> None:
        """Store ``value`` at ``path`` (the validator judges it afterwards)."""
        self._put(path, value)
        self.changed()

    def toggle(self, cell: Cell, value: Any) -> None:
        """``value`` joins or leaves a set field's list; in a symmetric set, the row joins or leaves value's too."""
        on = value not in (self.get(cell.path) or [])
        pairs = [(cell.path, value)]
        if cell.field.symmetric:
            pairs.append(((*cell.path[:-1], value), cell.path[-1]))
        for path, member in pairs:
            others = [m for m in (self.get(path) or []) if m != member]
            self._put(path, [*others, member] if on else others)
        self.changed()

    def choices(self, cell: Cell) -> tuple[FieldChoice, ...]:
        kept = self.kept_choices
        if kept is not None and cell.path in kept:
            return kept[cell.path]
        found = cell.field.choices
        choices = tuple(found(self.data, cell.path) if callable(found) else found)
        if kept is not None:
            kept[cell.path] = choices
        return choices

    def text(self, cell: Cell) -> str:
        """How a value reads on its button."""
        field, value = cell.field, self.get(cell.path)
        if field.show is not None:
            return field.show(value)
        for choice in (*field.keys, *(self.choices(cell) if field.kind == CHOICE else ())):
            if _same(choice.value, value) and type(choice.value) is type(value):
                return tr(choice.label)
        if field.kind == SET:
            return ", ".join(_(str(member)) for member in value or ()) or "–"
        if value is None:
            return "?"
        if isinstance(value, int) and not isinstance(value, bool):
            # Grouped as every screen writes an amount ("12,000", "12.000"); a field that may go below zero shows
            # its sign, as every screen writes it.
            shown = number(abs(value))
            if value < 0:
                return MINUS + shown
            return f"+{shown}" if field.low < 0 and value else shown
        return str(value)

    def color(self, cell: Cell) -> RGB | None:
        """The button's own colour for its value (a green price square), if the field has one; else its row's."""
        if cell.field.color is not None:
            return cell.field.color(self.get(cell.path))
        if cell.table is not None and cell.table.row_color is not None:
            return cell.table.row_color(self.data, cell.index)
        return None

    def swatch(self, cell: Cell) -> RGB | None:
        """The chosen choice's colour (a stock), shown beside the value."""
        if cell.field.kind != CHOICE:
            return None
        value = self.get(cell.path)
        return next((c.color for c in self.choices(cell) if _same(c.value, value)), None)

    def row_of(self, cell: Cell) -> Any:
        """The row a table's cell belongs to (the whole data for a group's field)."""
        return self.get((*cell.table.path, cell.index)) if cell.table is not None else self.data

    def locked(self, cell: Cell) -> str | None:
        """Why the cell cannot change (an ``N_`` text), or None."""
        return cell.field.locked(self.row_of(cell)) if cell.field.locked is not None else None

    # -- the fields of each section -----------------------------------------------------------
    def section(self, key: str) -> Section:
        return next(section for section in self.spec.sections if section.key == key)

    def rows(self, table: Table) -> list[tuple[Any, Any]]:
        """A table's rows as (index or key, row)."""
        found = self.get(table.path)
        if isinstance(found, dict):
            return list(found.items())
        return list(enumerate(found or []))

    def row_label(self, table: Table, index: Any) -> str:
        if callable(table.row_label):
            return table.row_label(self.data, index)
        number = index + 1 if isinstance(index, int) else index
        return _(table.row_label).format(n=number, key=index) if table.row_label else ""

    def row_cells(self, table: Table, index: Any, row: Any, label: str | None = None) -> tuple[Cell | None, ...]:
        """The row's cells in column order; None where a field does not apply to this row. ``label``: the row's
        label if the caller has it already (a row label may be worked out from the data, as a square's id)."""
        cells: list[Cell | None] = []
        if label is None:
            label = self.row_label(table, index)
        for field in table.fields:
            if field.when is not None and not field.when(row):
                cells.append(None)
                continue
            if ROW in field.path:
                path = tuple(index if part is ROW else part for part in field.path)
            else:
                path = (*table.path, index, *field.path)
            cells.append(Cell(field, path, label, table, index))
        return tuple(cells)

    def lines(self, section: str) -> list[Line]:
        """Every line of the section's blocks, in order (the screen pages them)."""
        lines: list[Line] = []
        for block in self.section(section).blocks:
            if isinstance(block, Group):
                shown = [field for field in block.fields if field.when is None or field.when(self.data)]
                cells = [Cell(field, field.path) for field in shown]
                for start in range(0, len(cells), block.columns):
                    lines.append(Line(block, (("", tuple(cells[start : start + block.columns])),)))
                continue
            rows = []
            for index, row in self.rows(block):
                label = self.row_label(block, index)
                rows.append((label, self.row_cells(block, index, row, label)))
            for start in range(0, len(rows), block.columns):
                lines.append(Line(block, tuple(rows[start : start + block.columns])))
        return lines

    def cells(self, section: str) -> list[Cell]:
        return [cell for line in self.lines(section) for _label, row in line.rows for cell in row if cell is not None]

    def find(self, path: Path) -> tuple[str, Cell] | None:
        """The section and cell of the field at ``path``."""
        for section in self.spec.sections:
            for cell in self.cells(section.key):
                if len(cell.path) == len(path) and all(map(_same, cell.path, path)):
                    return section.key, cell
        return None

    def locate(self, name: str) -> tuple[str, Cell] | None:
        """The cell a validator's field name points at: the one sharing the longest start of its path."""
        wanted = parse_field(name)
        best: tuple[int, str, Cell] | None = None
        for section in self.spec.sections:
            for cell in self.cells(section.key):
                shared = 0
                for mine, theirs in zip(cell.path, wanted, strict=False):
                    if not _same(mine, theirs):
                        break
                    shared += 1
                if shared and (best is None or shared > best[0]):
                    best = (shared, section.key, cell)
        return (best[1], best[2]) if best else None

    def fault(self) -> tuple[str, Cell] | None:
        """Where the current problem lies, if the validator named a field the form shows."""
        field = self.problem.data.get("field") if self.problem is not None else None
        return self.locate(str(field)) if field else None

    # -- rows -----------------------------------------------------------------------------------
    def can_add(self, table: Table) -> bool:
        return table.new_row is not None and len(self.rows(table)) < table.max_rows

    def removable(self, table: Table, index: int | None) -> int | None:
        """The row Remove takes (the selected one in an inserting table, else the last), or None."""
        rows = self.rows(table)
        if table.new_row is None or len(rows) <= table.min_rows:
            return None
        target = index if table.insert and index is not None else len(rows) - 1
        if not 0 <= target < len(rows) or (table.keep is not None and table.keep(rows[target][1])):
            return None
        return target

    def add_row(self, table: Table, after: int | None = None) -> int:
        """A new row (after ``after`` in an inserting table, else at the end); returns its index."""
        rows = self.get(table.path)
        place = after if table.insert and after is not None else len(rows) - 1
        if table.new_row is None:  # a table that makes no rows has no Add button (see can_add)
            raise ValueError(f"{table.path} takes no new rows")
        rows.insert(place + 1, table.new_row(rows, place))
        self.changed()
        return place + 1

    def remove_row(self, table: Table, index: int | None = None) -> None:
        target = self.removable(table, index)
        if target is not None:
            self.get(table.path).pop(target)
            self.changed()

    # -- checking, saving, starting again ------------------------------------------------------
    def changed(self) -> None:
        if self.spec.normalize is not None:
            self.spec.normalize(self.data)
        self.check()

    def check(self) -> None:
        """Ask the validator; a valid table may still differ from the rulebook (warnings)."""
        try:
            self.spec.validate(copy.deepcopy(self.data))
        except RuleViolation as refusal:
            self.problem, self.warnings = refusal, []
            return
        self.problem = None
        self.warnings = list(self.spec.warnings(copy.deepcopy(self.data))) if self.spec.warnings else []

    def save(self) -> RuleViolation | None:
        """Write the data for new games, or the refusal naming the field at fault."""
        self.check()
        if self.problem is None:
            try:
                self.spec.save(copy.deepcopy(self.data))
            except RuleViolation as refusal:
                return refusal
            self.calibrated = True
            self.kept = copy.deepcopy(self.data)
        return self.problem

    @property
    def unsaved(self) -> bool:
        """True if the data differ from what was opened or last saved: leaving now would lose typing."""
        return self.data != self.kept

    def reset(self) -> None:
        """Start again from the uncalibrated stand-in."""
        self.data, self.calibrated = self.spec.standin(), False
        self.changed()
