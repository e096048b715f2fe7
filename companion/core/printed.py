"""A printed table kept as data: the packaged stand-in, the owner's saved copy, a config's choice.

Big Shot's board, Steam Barons' stock-market card and Mad Market's board are
tables printed in the box. Each game ships one as a TOML file in its
package, lets the owner save their own in the data directory (through a
calibration screen), and lets a config name the packaged one or carry a
whole table inline. Only the game knows its fields (``validate``,
``to_toml``) and its refusal (``fail``, naming the field at fault); reading,
saving atomically and choosing live here once.
"""

from __future__ import annotations

import json
import marshal
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from .errors import RuleViolation
from .files import OWNER_FILE_LIMIT, UnreadableFile, read_text
from .i18n import N_
from .journal import atomic_write

Table = dict[str, Any]


@dataclass(frozen=True)
class PrintedTable:
    """One game's printed table: where the packaged copy and the saved copy live, and how to check one.

    ``fail(field, problem, **data)`` builds the game's refusal; ``validate``
    returns the table in normal form (or raises that refusal); ``to_toml``
    writes a valid table in the file format.
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
    validate: Callable[[Any], Table]
    to_toml: Callable[[Table], str]
    fail: Callable[..., Exception]
    _normal: list[bytes] = field(default_factory=list, compare=False, repr=False)

    def packaged_table(self) -> Table:
        """The packaged table in normal form (a fresh copy; checked once, then remembered).

        The normal form is what a JSON round trip gives (lists, plain dicts,
        numbers, strings), remembered as marshal bytes: every new game asks for
        a fresh copy, and marshal makes one about twice as fast as JSON.
        """
        if not self._normal:
            text = resources.files(self.package).joinpath(self.packaged).read_text(encoding="utf-8")
            normal = json.loads(json.dumps(self.validate(tomllib.loads(text)), ensure_ascii=False))
            self._normal.append(marshal.dumps(normal))
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

    def resolve(self, spec: Any) -> Table:
        """A config's choice: the keyword for the packaged table, or an inline table, in normal form."""
        if spec == self.keyword:
            return self.packaged_table()
        if isinstance(spec, str):
            raise self.fail(
                self.kind, N_('must be "{keyword}" or a table, not {spec!r}'), keyword=self.keyword, spec=spec
            )
        return self.checked(spec, self.kind)


def _in_file(refusal: RuleViolation, path: str) -> RuleViolation:
    """``refusal`` with its field named inside ``path`` ("…/board.toml: adjacency.P1"): a saved file's
    owner must know which file to open, not only which key."""
    field = refusal.data.get("field")
    if isinstance(field, str) and not field.startswith(path):
        refusal.data["field"] = f"{path}: {field}"
        refusal.args = (refusal.message(),)
    return refusal
