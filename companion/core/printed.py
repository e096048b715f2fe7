"""A printed table kept as data: the packaged stand-in, the owner's saved copy, a config's choice.

Big Shot's board, Steam Barons' stock-market card and Mad Market's board are
tables printed in the box. Each game ships one as a TOML file in its
package, lets the owner save their own in the data directory (through a
calibration screen), and lets a config name the packaged one or carry a
whole table inline. Only the game knows its fields (``check``, ``to_toml``)
and its refusal (a :class:`~companion.core.errors.TableError` naming the field
at fault); reading, saving atomically, choosing, remembering what was checked
and the field checks every table shares live here once.
"""

from __future__ import annotations

import json
import marshal
import tomllib
from collections.abc import Callable
from dataclasses import field
from pathlib import Path
from typing import Any, TypeVar

from companion.data_classes import dataclass

from .errors import RuleViolation, TableError
from .files import OWNER_FILE_LIMIT, UnreadableFile, read_text
from .i18n import N_, Phrase, as_written
from .journal import atomic_write
from .packaged import packaged_text

Table = dict[str, Any]
Built = TypeVar("Built")

REMEMBERED = 32
"""How many checked tables (and built boards) a game remembers: a bot starts thousands of games a second on one
table, and an owner's tables are few."""


def table_key(data: Any) -> bytes | str:
    """A key telling two tables apart exactly as their ``repr`` does, types included (``1``, ``1.0`` and ``True``
    differ; so do a list and a tuple), built several times faster: every new game checks its table and looks its
    built board up again.

    marshal's format 0 writes each value's exact type and content and nothing else (no shared references, no
    interning marks), so equal tables give equal bytes; a value marshal cannot write keeps the ``repr``.
    """
    try:
        return marshal.dumps(data, 0)
    except ValueError:
        return repr(data)


def _as_is(table: Table) -> Table:
    return table


@dataclass(frozen=True)
class FieldChecks:
    """How a table's checks refuse a field: the game's own :class:`TableError`, naming the field and the problem.

    ``problem`` is an ``N_`` text filled from ``data``; it becomes a
    :class:`~companion.core.i18n.Phrase`, so the refusal reads in the player's
    language on the calibration screen. ``most`` is the largest whole number a
    field may hold unless it says otherwise.
    """

    error: type[TableError]
    most: int

    def fail(self, field: str, problem: str, **data: Any) -> TableError:
        """The refusal of ``field`` (raise it): ``problem`` names what is wrong with it."""
        return self.error(field=field, problem=Phrase(problem, **data), **data)

    def whole(self, value: Any, field: str, low: int, high: int | None = None) -> int:
        """``value`` if it is a whole number from ``low`` to ``high`` (``most`` by default), else the refusal."""
        high = self.most if high is None else high
        if type(value) is not int or not low <= value <= high:
            raise self.fail(
                field,
                N_("must be a whole number from {low:,} to {high:,}, not {value}"),
                low=low,
                high=high,
                value=as_written(value),  # "120,000" grouped as the owner's language writes it; "'12'" typed as text
            )
        return value

    def table(self, raw: Any, field: str, known: tuple[str, ...], shape: str = "") -> dict[str, Any]:
        """``raw`` if it is a table whose keys are all ``known``, else the refusal naming ``field`` or the unknown key.

        ``shape`` words what the table should be when it is not one at all
        (by default, the list of its fields).
        """
        if not isinstance(raw, dict):
            raise self.fail(field, shape or N_("must be a table of {known}"), known=", ".join(known))
        unknown = sorted(str(key) for key in set(raw) - set(known))
        if unknown:
            raise self.fail(f"{field}.{unknown[0]}", N_("is not a field here (known: {known})"), known=", ".join(known))
        return raw


@dataclass(frozen=True)
class PrintedTable:
    """One game's printed table: where the packaged copy and the saved copy live, and how to check one.

    ``check`` returns a table in normal form or raises the game's refusal
    (built by ``checks``); ``to_toml`` writes a valid table in the file format.
    The normal form holds only JSON types with every default written out, so
    checking a normal form gives it back unchanged (a journal header stays
    identical through ``prepare_config``).
    """

    package: str
    packaged: str
    """The packaged file, relative to ``package`` (``"data/placeholder.toml"``)."""
    keyword: str
    """What a config writes to mean the packaged table (``"placeholder"``, ``"standin"``, ``"default"``)."""
    saved_name: str
    """The owner's file in the data directory."""
    kind: str
    """What the table is called in messages (``"card"``, ``"board"``)."""
    check: Callable[[Any], Table]
    to_toml: Callable[[Table], str]
    checks: FieldChecks
    numbers: Callable[[Table], Any] = _as_is
    """A table in normal form as its numbers are compared with the packaged stand-in's (:meth:`stand_in`): the
    table itself by default, whose tables' keys compare in any order already; a game whose lists are sets (Big
    Shot's neighbours, listed in the order of its lots) gives them in one order, so a stand-in written in another
    order is still the stand-in."""
    _normal: list[bytes] = field(default_factory=list, compare=False, repr=False)
    _checked: dict[bytes | str, bytes] = field(default_factory=dict, compare=False, repr=False)
    _built: dict[bytes | str, Any] = field(default_factory=dict, compare=False, repr=False)

    def fail(self, field: str, problem: str, **data: Any) -> TableError:
        return self.checks.fail(field, problem, **data)

    def validate(self, data: Any) -> Table:
        """``data`` checked, in normal form (a fresh copy), or the game's refusal naming the field at fault.

        A table checked before is not checked again: every new game prepares
        its config twice and a bot plays thousands of games a second on one
        table. It is recognised by :func:`table_key` and handed out as a copy
        made by ``marshal`` of its JSON round trip (twice as fast as JSON),
        so the first answer and every later one are the same plain values.
        A refusal is never remembered.
        """
        key = table_key(data)
        known = self._checked.get(key)
        if known is None:
            known = marshal.dumps(json.loads(json.dumps(self.check(data), ensure_ascii=False)), 0)
            if len(self._checked) < REMEMBERED:
                self._checked[key] = known
        return marshal.loads(known)

    def shared(self, data: Any, build: Callable[[Table], Built], *, validated: bool = False) -> Built:
        """``build`` of ``data`` checked (``validated``: already a normal form), one object per table content.

        What the engine builds from a table (a board, a card) is frozen and
        never changed, so every game on the same table shares one: a bot
        starts thousands of games a second.
        """
        key = table_key(data)
        built = self._built.get(key)
        if built is None:
            built = build(data if validated else self.validate(data))
            if len(self._built) < REMEMBERED:
                self._built[key] = built
        return built

    def packaged_table(self) -> Table:
        """The packaged table in normal form (a fresh copy; checked once, then remembered).

        The normal form is what a JSON round trip gives (lists, plain dicts,
        numbers, strings), remembered as marshal bytes: every new game asks for
        a fresh copy, and marshal makes one about twice as fast as JSON.
        """
        if not self._normal:
            text = packaged_text(self.package, self.packaged)
            self._normal.append(marshal.dumps(self.validate(tomllib.loads(text)), 0))
        return marshal.loads(self._normal[0])

    def parse(self, text: str, where: str | None = None) -> Table:
        """Validate the TOML text of a table."""
        where = where or f"{self.kind} file"
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            raise self.fail(where, N_("is not valid TOML: {error}"), error=str(exc)) from None
        except RecursionError:
            raise self.fail(where, N_("is nested too deeply to be read")) from None
        return self.checked(data, where)

    def checked(self, data: Any, where: str) -> Table:
        """``validate``, with a last guard: a shape the game's checks did not foresee is still one refusal.

        The game's own refusal names the field at fault; anything else its
        checks raise on a hostile file (a list where a name belongs, endless
        nesting) becomes the game's refusal naming the file, never a traceback
        on the new-game or settings screen.
        """
        try:
            return self.validate(data)
        except RuleViolation:
            raise
        except RecursionError:
            raise self.fail(where, N_("is nested too deeply to be read")) from None
        except (TypeError, KeyError, AttributeError, IndexError, ValueError) as exc:
            raise self.fail(where, N_("cannot be used: {error}"), error=f"{type(exc).__name__}: {exc}") from None

    def read(self, path: str | Path) -> Table:
        """Read and validate a file; a bad file raises the game's refusal naming the field.

        The file is the owner's, so it is read by the careful reader: a named
        pipe, a link to a device or a file far larger than any table is the
        game's refusal at once (its sentence translated with it), never a
        new-game or calibration screen that hangs or fills the memory.
        """
        path = Path(path)
        try:
            text = read_text(path, OWNER_FILE_LIMIT)
        except UnreadableFile as exc:
            raise self.fail(str(path), exc.template, **exc.data) from None
        try:
            return self.parse(text, str(path))
        except RuleViolation as refusal:
            raise _in_file(refusal, str(path)) from None

    def save(self, folder: str | Path, data: Table) -> Path:
        """Save the owner's table in ``folder`` (the data directory), atomically; returns its path."""
        path = Path(folder) / self.saved_name
        atomic_write(path, self.to_toml(data).encode("utf-8"))
        return path

    def saved(self, folder: str | Path) -> Table | None:
        """The table saved in ``folder``, or None if the owner never saved one."""
        path = Path(folder) / self.saved_name
        # A dangling link is a file the owner meant: read, it says so (``exists`` would call it no file at all).
        return self.read(path) if path.exists() or path.is_symlink() else None

    def for_new_game(self, folder: str | Path) -> Table:
        """The table a new game uses: the owner's saved one if any, else the packaged one."""
        return self.saved(folder) or self.packaged_table()

    def stand_in(self, spec: Any) -> bool:
        """True if a config's choice (the keyword, or an inline table) is a table whose numbers are not the box's:
        one written ``calibrated = false``, as a packaged stand-in is, or one that does not say and whose numbers
        are the packaged stand-in's own (:meth:`resolve` marks it so). A table without the field whose numbers
        differ (a board printed in public rules, an owner's board saved before the field existed) is the box's;
        a choice the game would refuse is left for the game to refuse."""
        if spec == self.keyword:
            spec = self.packaged_table()
        if not isinstance(spec, dict):
            return False
        if "calibrated" in spec:
            return spec["calibrated"] is False
        try:
            return self._packaged_numbers(self.checked(spec, self.kind))
        except RuleViolation:
            return False

    def resolve(self, spec: Any) -> Table:
        """A config's choice: the keyword for the packaged table, or an inline table, in normal form.

        An inline table that does not say whether it is calibrated and whose numbers are exactly the packaged
        stand-in's (a game saved on it before the field existed: its journal's header carries the numbers
        without the field) comes back marked ``calibrated = false``, for every screen of that game to say it.
        The numbers are compared, not the name; one that differs is left as written, the owner's.
        """
        if spec == self.keyword:
            return self.packaged_table()
        if isinstance(spec, str):
            raise self.fail(
                self.kind, N_('must be "{keyword}" or a table, not {spec!r}'), keyword=self.keyword, spec=spec
            )
        table = self.checked(spec, self.kind)
        if "calibrated" not in table and self._packaged_numbers(table):
            return self.checked({**spec, "calibrated": False}, self.kind)
        return table

    def _packaged_numbers(self, table: Table) -> bool:
        """True if the packaged table is a stand-in and ``table`` (in normal form, without the field) has its
        numbers: every field the same but the name and the mark."""
        packaged = self.packaged_table()
        if packaged.get("calibrated") is not False:
            return False
        aside = ("name", "calibrated")
        numbers = self.numbers
        return numbers({k: v for k, v in table.items() if k not in aside}) == numbers(
            {k: v for k, v in packaged.items() if k not in aside}
        )


def _in_file(refusal: RuleViolation, path: str) -> RuleViolation:
    """``refusal`` with its field named inside ``path`` ("…/board.toml: adjacency.P1"): a saved file's
    owner must know which file to open, not only which key."""
    field = refusal.data.get("field")
    if isinstance(field, str) and not field.startswith(path):
        refusal.data["field"] = f"{path}: {field}"
        refusal.args = (refusal.message(),)
    return refusal
