"""Home: resume, new game, saved games, settings, rules help — and a damaged game, never hidden.

A damaged journal that was the latest game takes the place of the Resume
button: its name, line and reason, and a Salvage button that keeps the moves
the rules accept and resumes them (the original moves untouched to
``games/damaged/``). A card that cannot be written shows in the app's banner.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from companion.core import JournalError, RuleViolation
from companion.core.i18n import N_
from companion.core.journal import StorageRefused
from companion.games import get
from companion.storage import (
    SavedGame,
    delete,
    latest_unfinished,
    local_time,
    open_saved,
    salvage,
    saved_games,
    set_aside,
)
from companion.text.i18n import _, ngettext

from .. import theme
from ..paging import page_count, turn_buttons
from ..scene import TOP_BAR, Scene
from ..widgets import Button, Label, Note

if TYPE_CHECKING:
    from ..app import App


def title_of(saved: SavedGame) -> str:
    return _(get(saved.game).title) if _known(saved.game) else saved.game


def when(saved: SavedGame) -> str:
    """The game's start in local time, ``2026-11-21 20:00`` (digits read the same in every language)."""
    written = local_time(saved.created)
    return "" if written == saved.created else written


# What a player reads for a journal's technical reason (the console and ``companion games`` keep the exact words).
REASONS = (
    ("invalid config", N_("a set-up the game refuses")),
    ("not valid JSON", N_("a line that cannot be read")),
    ("blank line", N_("a line that cannot be read")),
    ("out of sequence", N_("a line missing or repeated")),
    ("refused by the rules", N_("a move the rules refuse")),
    ("nothing to undo", N_("a move the rules refuse")),
    ("nothing to redo", N_("a move the rules refuse")),
    ("not a regular file", N_("not a saved game file")),
    ("not a file", N_("not a saved game file")),
    ("not a plain file", N_("not a saved game file")),
    ("too large", N_("far too large to be a saved game")),
    ("does not exist", N_("a link to a file that is gone")),
    ("is empty", N_("the file is empty")),
    ("header", N_("its first line is damaged")),
    ("nested too deeply", N_("a line that cannot be read")),
)


def reason_words(reason: str) -> str:
    """The damage in a player's language; an unforeseen reason is shown as the journal gives it."""
    for clue, words in REASONS:
        if clue in reason:
            return _(words)
    return reason


def damage_text(saved: SavedGame) -> str:
    """Where and why a journal is damaged, in a player's words around the file's own name."""
    if saved.line:
        where = _("{name} is damaged at line {line}:").format(name=saved.path.name, line=saved.line)
    else:
        where = _("{name} is damaged:").format(name=saved.path.name)
    return f"{where} {reason_words(saved.reason)}"


def keep_text(saved: SavedGame) -> str:
    if saved.keep is None:
        return _("Nothing in it can be salvaged; set it aside in the damaged folder.")
    if saved.keep == 0:
        return _("Salvage keeps its set-up but none of its moves, and moves the original to the damaged folder.")
    return ngettext(
        "Salvage keeps its first move and moves the original to the damaged folder.",
        "Salvage keeps its first {n} moves and moves the original to the damaged folder.",
        saved.keep,
    ).format(n=saved.keep)


def salvage_or_set_aside(scene: Scene, saved: SavedGame) -> bool:
    """Do what the player confirmed; True if a game was salvaged and can be opened.

    The list that offered it may be older than the file, so the outcome is
    what the file allows: when nothing could be kept after all, the file is
    set aside (once) and the player is told, and no game is said to be
    salvaged. A card that refuses is told the same way; nothing is raised.
    """
    try:
        if saved.keep is None:
            set_aside(saved.path)
            return False
        if salvage(saved.path) is None:
            scene.app.notify(
                _("Nothing in {name} could be kept: it is set aside in the damaged folder.").format(
                    name=saved.path.name
                ),
                error=True,
            )
            return False
    except RuleViolation as exc:
        scene.app.notify(exc.message(_), error=True)
        return False
    return True


def confirm_salvage(scene: Scene, saved: SavedGame, then: Callable[[SavedGame], None]) -> None:
    """Ask before a salvage (or, with nothing to keep, before setting the file aside); ``then`` does it."""
    from .dialog import ConfirmScene

    if saved.keep is None:
        question = _("Set {name} aside in the damaged folder? Nothing in it can be played.").format(
            name=saved.path.name
        )
        scene.app.push(ConfirmScene(scene.app, question, _("Set aside"), lambda: then(saved)))
        return
    question = f"{damage_text(saved).rstrip('.')}. {keep_text(saved)}"
    scene.app.push(ConfirmScene(scene.app, question, _("Salvage"), lambda: then(saved)))


def play_saved(app: App, saved: SavedGame) -> bool:
    """Open ``saved`` and show its play screen; False, and nothing opened, if its journal no longer reads as it
    was listed (it changed since: the caller shows the list as it is now)."""
    from ..specs import play_scene_for

    try:
        table = open_saved(saved.path)
    except JournalError:
        return False
    app.open_table(table)
    play = play_scene_for(app)
    play.retell = True  # what the latest step did, told again (the game was left, or the power went, there)
    app.push(play)
    return True


def leave_game(app: App) -> None:
    """Home and the saved games show no game: one left open under them (its play screen left by Escape, not
    the menu) is closed, so opening it again reads its journal afresh instead of finding it locked by itself
    and showing it read-only."""
    if app.table is not None:
        app.close_table()


class HomeScene(Scene):
    damaged: SavedGame | None = None

    def enter(self) -> None:
        leave_game(self.app)
        super().enter()

    def layout(self) -> None:
        width, height = self.size
        self.widgets = [Label((16, 4, width - 32, TOP_BAR), _("Table Companion"), size=theme.FONT_SIZES["huge"])]
        try:
            latest = latest_unfinished(damaged=True)
            if latest is not None and latest.damaged:
                self.damaged = latest
                latest = latest_unfinished()
            else:
                self.damaged = None
            self.app.storage_problem = None
        except StorageRefused as exc:
            latest, self.damaged = None, None
            self.app.storage_problem = exc
        column = (width - 48) // 2
        top = TOP_BAR + 16
        if self.damaged is not None:
            damaged = self.damaged
            self.widgets.append(
                Note(
                    (16, top, width - 32, 56), damage_text(damaged), size=theme.FONT_SIZES["body"], color=theme.WARNING
                )
            )
            label = (
                _("Salvage {game}: {players}").format(game=title_of(damaged), players=", ".join(damaged.players))
                if damaged.keep is not None
                else _("Set the damaged file aside")
            )
            self.widgets.append(
                Button(
                    (16, top + 60, width - 32, 64),
                    label,
                    lambda: self.offer_salvage(damaged),
                    color=theme.WARNING,
                    text_color=theme.BACKGROUND,
                    key="salvage",
                )
            )
            top += 136
        if latest is not None:
            unfinished = latest
            names = ", ".join(unfinished.players)
            text = _("Resume {game}: {players}").format(game=title_of(unfinished), players=names)
            tall = 64 if self.damaged is not None else 80
            self.widgets.append(
                Button(
                    (16, top, width - 32, tall),
                    text,
                    lambda: self.resume(unfinished),
                    color=theme.CONFIRM,
                    key="resume",
                )
            )
            top += tall + 16
        tall = 64 if self.damaged is not None else 80
        self.widgets += [
            Button(
                (16, top, column, tall),
                _("New game"),
                self.new_game,
                color=theme.ACCENT,
                text_color=theme.BACKGROUND,
                key="new",
            ),
            Button((32 + column, top, column, tall), _("Saved games"), self.saved, key="saved"),
            Button((16, top + tall + 16, column, tall), _("Settings"), self.settings, key="settings"),
            Button((32 + column, top + tall + 16, column, tall), _("Rules help"), self.help, key="help"),
        ]

    def resume(self, saved: SavedGame) -> None:
        if not play_saved(self.app, saved):
            self.layout()

    def offer_salvage(self, saved: SavedGame) -> None:
        confirm_salvage(self, saved, self.salvage)

    def salvage(self, saved: SavedGame) -> None:
        salvaged = salvage_or_set_aside(self, saved)
        self.layout()
        if salvaged:
            self.resume(saved)

    def new_game(self) -> None:
        from .new_game import NewGameScene

        self.app.push(NewGameScene(self.app))

    def saved(self) -> None:
        self.app.push(SavedGamesScene(self.app))

    def settings(self) -> None:
        from .settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def help(self) -> None:
        from .help import RulesHelpScene

        self.app.push(RulesHelpScene(self.app))


class SavedGamesScene(Scene):
    """Every saved game, newest first, with its date, moves and players; each can be opened or deleted.

    A game in progress is resumed, a finished one reviewed, a damaged one
    offered for salvage. Delete asks first, then moves the file to
    ``games/deleted/``: a slip of the finger at the table must cost nothing.
    """

    PAGE = 4
    ROW = 80

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.page = 0
        self.games: list[SavedGame] = []
        self.reload()

    def enter(self) -> None:
        leave_game(self.app)
        super().enter()

    def reload(self) -> None:
        try:
            self.games = [g for g in saved_games() if g.damaged or _known(g.game)]
        except StorageRefused as exc:
            self.games = []
            self.app.storage_problem = exc
        pages = page_count(len(self.games), self.PAGE)
        self.page = min(self.page, pages - 1)

    def layout(self) -> None:
        width, height = self.size
        self.widgets = []
        self.top_bar(_("Saved games"))
        shown = self.games[self.page * self.PAGE : (self.page + 1) * self.PAGE]
        side = 132
        for index, saved in enumerate(shown):
            top = TOP_BAR + 8 + index * self.ROW
            row = (16, top, width - 32 - 2 * (side + 8), self.ROW - 8)
            if saved.damaged:
                first = _("Damaged: {name}").format(name=saved.path.name)
                words = reason_words(saved.reason)
                where = _("line {line}: {reason}").format(line=saved.line, reason=words) if saved.line else words
                second = " · ".join(part for part in (when(saved), where) if part)
                action = _("Salvage") if saved.keep is not None else _("Set aside")
                on_side = partial(self.offer_salvage, saved)
            else:
                first = f"{title_of(saved)} · {', '.join(saved.players)}"
                status = _("finished") if saved.over else _("in progress")
                moves = ngettext("{n} move", "{n} moves", saved.actions).format(n=saved.actions)
                second = f"{when(saved)} · {moves} · {status}"
                action = _("Delete")
                on_side = partial(self.ask_delete, saved)
            self.widgets += [
                # The game itself is the button (a finger-sized 48 px); its date, moves and state sit under it.
                Button(
                    (row[0], top, row[2], 48),
                    first,
                    partial(self.open, saved),
                    size=theme.FONT_SIZES["body"],
                    key=f"game-{index}",
                ),
                Note(
                    (row[0] + 8, top + 50, row[2] - 16, 22),
                    second,
                    color=theme.WARNING if saved.damaged else theme.TEXT_DIM,
                ),
                Button(
                    (width - 16 - side, top, side, self.ROW - 8),
                    action,
                    on_side,
                    color=theme.WARNING if saved.damaged else theme.PANEL_LIGHT,
                    text_color=theme.BACKGROUND if saved.damaged else theme.TEXT,
                    key=f"{'salvage' if saved.damaged else 'delete'}-{index}",
                ),
            ]
            if not saved.damaged:  # its score sheet and log, to the USB stick or the card (companion/ui/scenes/usb.py)
                self.widgets.append(
                    Button(
                        (width - 24 - 2 * side, top, side, self.ROW - 8),
                        _("Export"),
                        partial(self.export, saved),
                        key=f"export-{index}",
                    )
                )
        if not self.games:
            self.widgets.append(
                Label((16, TOP_BAR + 16, width - 32, 48), _("No saved games yet."), color=theme.TEXT_DIM)
            )
        self.widgets += turn_buttons(self.turn, self.page, page_count(len(self.games), self.PAGE), self.size)
        self.widgets.append(Button((192, height - 64, width - 384, 56), _("USB stick"), self.usb, key="usb"))

    def turn(self, delta: int) -> None:
        self.page += delta
        self.layout()

    def export(self, saved: SavedGame) -> None:
        from .usb import export_game

        said, written = export_game(self.app, saved.path)
        self.app.notify(said, error=not written)

    def usb(self) -> None:
        from .usb import UsbScene

        self.app.push(UsbScene(self.app))

    def open(self, saved: SavedGame) -> None:
        if saved.damaged:
            self.offer_salvage(saved)
        elif not play_saved(self.app, saved):
            self.reload()
            self.layout()

    def offer_salvage(self, saved: SavedGame) -> None:
        confirm_salvage(self, saved, self.salvage)

    def salvage(self, saved: SavedGame) -> None:
        salvage_or_set_aside(self, saved)
        self.reload()
        self.layout()

    def ask_delete(self, saved: SavedGame) -> None:
        from .dialog import ConfirmScene

        question = _("Delete {game} of {date} ({players})? It is moved to the deleted folder on the card.").format(
            game=title_of(saved), date=when(saved), players=", ".join(saved.players)
        )
        self.app.push(ConfirmScene(self.app, question, _("Delete"), lambda: self.delete(saved)))

    def delete(self, saved: SavedGame) -> None:
        writer = getattr(self.app.table, "writer", None)
        if writer is not None and getattr(writer, "path", None) == saved.path:
            self.app.close_table()  # the open game's file moves: nothing may be written to it after
        try:
            delete(saved.path)
        except RuleViolation as exc:
            self.app.notify(exc.message(_), error=True)
            return
        self.reload()
        self.layout()


def _known(game: str) -> bool:
    try:
        get(game)
    except ValueError:
        return False
    return True
