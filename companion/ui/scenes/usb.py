"""The USB stick from the touchscreen: back up everything to it, restore from a backup on it, and where a
saved game's score sheet goes.

The screen looks for a stick every two seconds while it is shown, so
plugging one in is enough; without one it says to insert one. A backup is
written to ``table-companion/`` on the stick and read back before the screen
says it is done. A restore lists the backups on the stick, asks before
replacing anything, checks the whole archive first (a damaged one is refused
in one sentence, nothing changed) and keeps what it replaces on the card
(:mod:`companion.backup`). Score sheets (:func:`export_game`) go to the stick
when one is in, else to ``exports/`` in the data folder; the screen says which.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from companion import backup, removable
from companion.core.i18n import N_
from companion.text.i18n import _, language, ngettext, set_language

from .. import theme
from ..paging import page_count, turn_buttons
from ..scene import TOP_BAR, Scene
from ..widgets import Button, Label, Note

if TYPE_CHECKING:
    from ..app import App

LOOK_EVERY = 2.0
"""Seconds between two looks for a stick while the screen is shown."""
EXPORTS = "exports"
"""The data folder's sub-folder for score sheets when no stick is in."""


def _megabytes(size: int | None) -> str:
    return "?" if size is None else f"{size / 1_000_000:,.0f}"


def _where_things_are() -> tuple[Path, Path]:
    return backup.where_things_are()


def backup_to(drive: removable.Drive) -> Path:
    """Write a backup into the stick's companion folder; the archive written (read back already)."""
    import companion

    data, config = _where_things_are()
    try:
        drive.folder.mkdir(exist_ok=True)
    except OSError as exc:
        raise backup.BackupError(f"{drive.folder} could not be made ({exc.strerror or exc})") from None
    return backup.backup(drive.folder, data, config, version=companion.__version__)


def archives_on(drive: removable.Drive) -> list[Path]:
    """The backups on the stick: in its companion folder, then at its top (copied there by hand)."""
    return backup.archives_in(drive.folder) + backup.archives_in(drive.path)


def reload_prefs(app: App) -> None:
    """The restored preferences take effect at once (language, theme, sound, LEDs), the file's settings kept."""
    from ..prefs import Preferences

    if app.prefs_path is None:
        return
    underlying = app.prefs.underlying
    app.prefs = Preferences.load(app.prefs_path)
    app.prefs.underlying = underlying
    set_language(app.prefs.language)
    theme.apply(app.prefs.theme)
    for listener in app.prefs_listeners:
        listener(app.prefs)


def export_game(app: App, path: Path) -> tuple[str, bool]:
    """Write the saved game's score sheet (csv, json, html) to the stick, else to the card: the sentence saying
    where, and whether it was written.

    Never raises: a game that cannot be read or a stick that refuses the
    file is said in the sentence (the running app never dies of a check).
    """
    from companion import export
    from companion.core import JournalError
    from companion.storage import data_path

    drive = removable.stick()
    on_stick = drive is not None and drive.writable
    folder = drive.folder / removable.EXPORTS if on_stick and drive is not None else data_path() / EXPORTS
    try:
        folder.mkdir(parents=True, exist_ok=True)
        table = export.open_game(path)
        # the stick keeps one sheet per game: exporting it again after more play replaces it, never another
        # game's sheet of the same name (another table's, or one started the same second after a deletion)
        written = export.write_own(export.sheet_of(table, path.name, _), export.FORMATS, folder, _, language())
    except (OSError, JournalError, ValueError) as exc:
        return _("The score sheet could not be written: {reason}").format(reason=str(exc)), False
    if on_stick and drive is not None:
        said = _("Score sheet written to the USB stick {label}, folder {folder}.").format(
            label=drive.label, folder=f"{removable.FOLDER}/{removable.EXPORTS}"
        )
    else:
        said = _("No USB stick: the score sheet is on the card, in {folder}.").format(folder=str(folder))
    if written[0].stem != path.stem:  # the game's own name holds another game's sheet: say the name it got
        said += " " + _("Another game's sheet already has this game's name: this one is named {name}.").format(
            name=written[0].stem
        )
    return said, True


class UsbScene(Scene):
    """Back up to the stick, restore from it; without a stick, what to do."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.drive: removable.Drive | None = None
        self.message = ""
        self.error = False
        self.looked = 0.0

    def enter(self) -> None:
        self.look()
        super().enter()

    def look(self) -> bool:
        """Look for a stick; True if what is mounted changed since the last look."""
        self.looked = self.app.clock()
        drive = removable.stick()
        changed = drive != self.drive
        self.drive = drive
        return changed

    def deadline(self) -> float | None:
        held = super().deadline()
        return min(held, self.looked + LOOK_EVERY) if held is not None else self.looked + LOOK_EVERY

    def expire(self, now: float) -> bool:
        repeated = super().expire(now)
        if now >= self.looked + LOOK_EVERY and self.look():
            self.message = ""
            self.layout()
            return True
        return repeated

    def layout(self) -> None:
        width, height = self.size
        self.widgets = []
        self.top_bar(_("USB stick"))
        drive = self.drive
        if drive is None:
            state = _("Insert a USB stick to back up the saved games and settings, or to restore them.")
        elif not drive.writable:
            state = _("The USB stick {label} is read-only: backups on it can be restored, none written.").format(
                label=drive.label
            )
        else:
            state = _("USB stick {label}: {free} MB free.").format(label=drive.label, free=_megabytes(drive.free()))
        self.widgets.append(Note((16, TOP_BAR + 8, width - 32, 60), state, size=theme.FONT_SIZES["body"]))
        column = (width - 48) // 2
        top = TOP_BAR + 80
        self.widgets += [
            Button(
                (16, top, column, 72),
                _("Back up to USB stick"),
                self.back_up,
                enabled=drive is not None and drive.writable,
                refused=lambda: self.say(_("Insert a USB stick first."), error=True),
                key="backup",
            ),
            Button(
                (32 + column, top, column, 72),
                _("Restore from USB stick"),
                self.choose,
                enabled=drive is not None,
                refused=lambda: self.say(_("Insert a USB stick first."), error=True),
                key="restore",
            ),
        ]
        if self.message:
            colour = theme.DANGER if self.error else theme.TEXT
            box = (16, top + 88, width - 32, height - top - 88 - 16)
            self.widgets.append(Note(box, self.message, size=theme.FONT_SIZES["body"], color=colour))

    def say(self, text: str, *, error: bool = False) -> None:
        self.message, self.error = text, error
        self.layout()

    def back_up(self) -> None:
        if self.drive is None:
            return
        try:
            made = backup_to(self.drive)
        except (backup.BackupError, OSError) as exc:
            self.say(_("No backup was written: {reason}").format(reason=str(exc)), error=True)
            return
        self.say(
            _("Backed up to {name} on the USB stick, and checked. The stick can be taken out.").format(
                name=f"{removable.FOLDER}/{made.name}"
            )
        )

    def choose(self) -> None:
        if self.drive is None:
            return
        found = archives_on(self.drive)
        if not found:
            self.say(_("There is no backup on this USB stick."), error=True)
            return
        self.app.push(RestoreScene(self.app, found, self.restored))

    def restored(self, text: str, error: bool) -> None:
        self.message, self.error = text, error


class RestoreScene(Scene):
    """The backups on the stick, newest first, a page at a time; a tap asks before replacing anything."""

    PAGE = 4
    ROW = 72

    def __init__(self, app: App, archives: list[Path], done: Callable[[str, bool], None]) -> None:
        super().__init__(app)
        self.archives, self.done, self.page = archives, done, 0

    def layout(self) -> None:
        width, height = self.size
        self.widgets = []
        self.top_bar(_("Restore from USB stick"))
        shown = self.archives[self.page * self.PAGE : (self.page + 1) * self.PAGE]
        for index, path in enumerate(shown):
            top = TOP_BAR + 8 + index * self.ROW
            self.widgets += [
                Button(
                    (16, top, width - 32, 48),
                    path.name,
                    partial(self.ask, path),
                    size=theme.FONT_SIZES["body"],
                    key=f"archive-{index}",
                ),
                Label((24, top + 48, width - 48, 20), self.details(path), size=theme.FONT_SIZES["small"]),
            ]
        self.widgets += turn_buttons(self.turn, self.page, page_count(len(self.archives), self.PAGE), self.size)

    def details(self, path: Path) -> str:
        try:
            info = path.stat()
        except OSError:
            return ""
        when = datetime.fromtimestamp(info.st_mtime).strftime("%Y-%m-%d %H:%M")
        return f"{when} · {_megabytes(info.st_size) if info.st_size >= 1_000_000 else '< 1'} MB"

    def turn(self, delta: int) -> None:
        self.page += delta
        self.layout()

    def ask(self, path: Path) -> None:
        from .dialog import ConfirmScene

        question = _(
            "Restore the saved games and settings from {name}? What it replaces is kept on the card, "
            "in the replaced folder."
        ).format(name=path.name)
        self.app.push(ConfirmScene(self.app, question, _("Restore"), lambda: self.restore(path)))

    def restore(self, path: Path) -> None:
        """Check the archive, then restore it: the open game is closed first (its file may be replaced)."""
        from .home import leave_game

        data, config = _where_things_are()
        try:
            backup.read_archive(path)
            leave_game(self.app)
            done = backup.restore(path, data, config)
        except (backup.BackupError, OSError) as exc:
            reason = str(exc).replace(str(path), path.name)  # the stick's long mount path would not fit a line
            self.finish(_("Nothing was restored: {reason}").format(reason=reason), True)
            return
        reload_prefs(self.app)
        text = ngettext("{count} file restored.", "{count} files restored.", len(done.written)).format(
            count=len(done.written)
        )
        if done.replaced and done.aside is not None:
            text += " " + _("What it replaced is kept in {folder}.").format(folder=str(done.aside))
        if any(target == config for target in done.written):
            text += " " + _("The settings file takes effect when the companion starts again.")
        if done.notes:
            text += " " + _("The backup's settings file could not be put back here: it is kept in {folder}.").format(
                folder=str(done.aside)
            )
        self.finish(text, False)

    def finish(self, text: str, error: bool) -> None:
        self.done(text, error)
        self.app.pop()

    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        return None


SAVED_GAMES_ENTRY = N_("USB stick")
"""The saved games screen's button to this screen."""
