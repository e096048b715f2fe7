"""Wiring: which game to play, which front-end shows it.

``companion play`` resumes the latest unfinished game (a restart after a
power cut lands straight back in the game) unless a new one is asked for, and
shows it in the text console. Chance the companion decides (a seed for a dealt
bag or a cube layout) comes from the operating system here, at creation, and
is stored in the journal header, so the engines stay deterministic.

Before anything is read, ``play`` takes the data folder's lock: a second
companion on the same folder would interleave entries in one journal, so it
is told who holds the folder and exits with status 2. A damaged journal that
was the latest game is named at start with its line and reason, and salvage
is offered; a card that cannot be written leaves the game shown read-only.

The console's terminal is the players' screen: while it runs, log records go
to ``companion.log`` in the data folder instead of standard error, and a
missing device (no sound, no lights) is told once, in the players' words.
"""

from __future__ import annotations

import json
import logging
import os
import sys
import textwrap
from collections.abc import Callable, Sequence
from dataclasses import field
from typing import TYPE_CHECKING, Any, TextIO

from companion import service
from companion.config import Config, ConfigError, apply_log_level, default_config, load_config
from companion.core import ChanceSource, JournalError, RuleViolation, Table, fresh_seed
from companion.core.journal import StorageRefused
from companion.data_classes import dataclass
from companion.games import get, playable
from companion.storage import (
    DataFolderBusy,
    SavedGame,
    damaged_games,
    data_path,
    latest_unfinished,
    lock_data_folder,
    open_saved,
    salvage,
    set_aside,
    start_new,
)
from companion.terminal import printable
from companion.text.columns import for_output
from companion.text.i18n import _, ngettext, set_language, unlisted
from companion.text.yes_no import said_yes
from companion.typed_lines import read_line

if TYPE_CHECKING:
    from companion.peripherals import Peripherals

log = logging.getLogger(__name__)


def _put(stream: TextIO, text: str) -> None:
    """Write ``text`` for a terminal: a name or file name from a copied journal is shown, never obeyed. Each whole
    line longer than the terminal's columns goes on over rows of them, its later rows indented, broken between
    words: "Resuming Steam Barons with Ann, Ben, Cat (44 actions so far)." was broken by a 60-column terminal
    mid-word ("jusqu'i" / "ci"). Written anywhere else than a terminal, each line stays whole."""
    try:
        terminal = stream.isatty()
    except (AttributeError, ValueError):  # a closed stream
        terminal = False
    if not terminal:  # a pipe or a log: each line whole, as a script reads it
        stream.write(printable(text))
        return
    columns = for_output(stream)
    *lines, rest = printable(text).split("\n")
    rows = [
        row
        for line in lines
        for row in (
            textwrap.wrap(line, columns, subsequent_indent="  ", break_long_words=False, break_on_hyphens=False)
            if len(line) > columns
            else [line]
        )
    ]
    stream.write("".join(row + "\n" for row in rows) + rest)


def parse_options(pairs: Sequence[str] | None) -> dict[str, Any]:
    """``KEY=VALUE`` pairs to a config dict; VALUE is JSON when it parses, else a string."""
    options: dict[str, Any] = {}
    for pair in pairs or ():
        key, sep, raw = pair.partition("=")
        if not sep or not key:
            raise ValueError(f"option {pair!r} is not KEY=VALUE")
        try:
            options[key] = json.loads(raw)
        except (ValueError, RecursionError):  # not JSON, or past reading (deep nesting, 5,000 digits)
            options[key] = raw  # the game judges the text
    return options


def fitted_options(game: str, options: dict[str, Any]) -> dict[str, Any]:
    """``options`` with each value written as the game's own choice for that option, where it names one.

    ``--set`` reads a value as JSON, so ``names=1999`` came out a number while the game's choice is the text
    "1999", and the game refused it as "'names' must be one of classic, 1999, not 1999". A value that names
    no choice is left as it was, for the game to judge."""
    fitted = dict(options)
    for option in get(game).options:
        if option.key not in options:
            continue
        value = options[option.key]
        text = value if isinstance(value, str) else json.dumps(value)
        named = [choice for choice, _label in option.choices if text in (choice, json.dumps(choice))]
        if len(named) == 1:
            fitted[option.key] = named[0]
    return fitted


def ask_new_game(
    inp: TextIO,
    out: TextIO,
    game: str | None = None,
    players: Sequence[str] | None = None,
    options: dict[str, Any] | None = None,
) -> tuple[str, dict[str, Any]] | None:
    """Ask at the console which game and who plays. None if input ends or the player types q.

    Once the game is known, what it would be played with that is not the box's (a stand-in board, with
    ``options`` as the command line set them) is said before the names are asked, as the new-game screen says it
    beside its Start; a game given whole on the command line starts at once, and its board's lines say it."""

    def ask(question: str) -> str | None:
        from companion.console.fit import NAMES_ROOM, asking  # room left for the names typed after it

        _put(out, asking(question, NAMES_ROOM))
        out.flush()
        return read_line(inp)  # as the console reads: the lines typed ahead are kept for it

    available = playable(include_test=False) or playable()
    by_name = {key.casefold(): name for name in playable() for key in (name, get(name).title, _(get(name).title))}
    while game is None:
        _put(out, _("New game. Which one? (q to leave)") + "\n")
        for number, name in enumerate(available, 1):
            _put(out, f"  {number}) {_(get(name).title)}\n")
        answer = ask("> ")
        if answer is None or answer.casefold() in ("q", "quit"):
            return None
        if answer.isdigit() and 1 <= int(answer) <= len(available):
            game = available[int(answer) - 1]
        elif answer.casefold() in by_name:
            game = by_name[answer.casefold()]  # any engine by name or title, test games included
        else:
            _put(out, _("Choose 1 to {count}, or type the game's name.").format(count=len(available)) + "\n")
    engine = get(game)
    if not players:  # (given them all, the console's opening says it)
        from companion.console.fit import fitted  # broken at words within 80 columns, as the console's lines

        for text in stand_ins(game, options or {}):
            _put(out, fitted(_(text)) + "\n")
        for text in own_copies(game, options or {}):  # where the owner's own go: the console has no Settings
            _put(out, fitted(text) + "\n")
    while not players:
        # The names are read apart by spaces or commas, a list ended with "and" ("e", "et") too (:func:`typed_names`):
        # the question said "separated by spaces" alone, and a player who typed "Ann, Ben e Cat" wondered.
        # NOTE: three names as a player of the language types them, its "and" the one of "{items} and {last}"
        example = _("Ann, Ben and Cat").replace(" ", "\u00a0")  # on one row, wherever the question is broken
        # NOTE: {example} is a list of names, as "Ann, Ben and Cat" is translated
        asked = _("Players' names, clockwise ({low}-{high}), e.g. {example}: ")
        answer = ask(asked.format(low=engine.min_players, high=engine.max_players, example=example))
        if answer is None:
            return None
        candidates = typed_names(answer)
        if engine.min_players <= len(candidates) <= engine.max_players:
            players = candidates
        else:
            _put(
                out,
                _("{game} is for {low} to {high} players.").format(
                    game=_(engine.title), low=engine.min_players, high=engine.max_players
                )
                + "\n",
            )
    return game, {"players": list(players), "seed": fresh_seed()}


def typed_names(answer: str) -> list[str]:
    """The players' names in a line typed at the console: separated by spaces or commas, and a list ended as
    the language ends one ("Émile, Zoé, Jean-Luc et Ann") keeps four names, where "et" was a fifth player and
    "Émile," a name with its comma."""
    return unlisted(answer.replace(",", " ").split())


def stand_ins(game: str, options: dict[str, Any]) -> tuple[str, ...]:
    """What a new game of ``game`` with ``options`` would be played with that is not the box's, as its engine
    says it (``N_`` texts), completed as a start completes it (the owner's board); nothing when that cannot be
    known yet: a choice the game refuses is refused, in its words, when the game starts."""
    config = _would_start(game, options)
    return () if config is None else get(game).stand_ins(config)


def own_copies(game: str, options: dict[str, Any]) -> list[str]:
    """Where the owner's own copy of each stand-in :func:`stand_ins` names is put, one line each, translated."""
    from companion.console.stand_ins import own_copy_lines  # the touchscreen never loads the text console

    config = _would_start(game, options)
    return [] if config is None else own_copy_lines(get(game), config)


def _would_start(game: str, options: dict[str, Any]) -> dict[str, Any] | None:
    """The config a new game of ``game`` with ``options`` would start from, or None when it cannot be known yet."""
    try:
        return completed(game, {"players": [], **fitted_options(game, options)})
    except (RuleViolation, OSError) as error:
        log.warning("%s: what the new game plays with is not known (%s)", game, error)
        return None


def describe_damage(saved: SavedGame) -> str:
    """One line for a damaged journal: its name, where and why, and what a salvage would keep.

    The reason is the journal's own words (a console reader may be fixing the
    file by hand); the rest is in the player's language.
    """
    name = saved.path.name
    if saved.keep is None:
        keeps = _("nothing in it can be salvaged")
    elif saved.keep == 0:
        keeps = _("salvage keeps its set-up but none of its moves")
    else:
        keeps = ngettext("salvage keeps its first move", "salvage keeps its first {count} moves", saved.keep).format(
            count=saved.keep
        )
    if saved.line:
        return _("Damaged: {name}, line {line}: {reason} ({keeps})").format(
            name=name, line=saved.line, reason=saved.reason, keeps=keeps
        )
    return _("Damaged: {name}: {reason} ({keeps})").format(name=name, reason=saved.reason, keeps=keeps)


def _yes(inp: TextIO, out: TextIO, question: str) -> bool:
    """Ask ``question`` once; Enter or yes (in the player's language too) is yes, anything else no."""
    _put(out, question)
    out.flush()
    line = read_line(inp)
    answer = line if line is not None else "n"
    return answer == "" or said_yes(answer)


def offer_salvage(saved: SavedGame, inp: TextIO, out: TextIO) -> Table[Any] | None:
    """Offer what can be done with the damaged latest game, once; the salvaged game, or None to go on.

    A salvage is offered only when something can be kept; a journal with
    nothing to keep (its first line lost, or a set-up the game refuses) is
    offered to be set aside instead. Either way the answer is final for this
    start and the console goes on to the other saved games or a new game:
    a file that cannot be played never stands between the players and
    another game, and a salvage is only said to have worked once the
    salvaged game is open.
    """
    name = saved.path.name
    try:
        if saved.keep is None:
            if not _yes(
                inp,
                out,
                _("Set {name} aside in the damaged/ folder? Nothing in it can be played. [Y/n] ").format(name=name),
            ):
                _put(out, _("Left as it is.") + "\n")
                return None
            set_aside(saved.path)
            _put(out, _("{name} is set aside in the damaged/ folder.").format(name=name) + "\n")
            return None
        if saved.keep == 0:
            question = _(
                "Salvage {name}, keeping its set-up but none of its moves? "
                "The original is moved untouched to the damaged/ folder. [Y/n] "
            ).format(name=name)
        else:
            question = ngettext(
                "Salvage {name}, keeping its first move? The original is moved untouched to the damaged/ folder. [Y/n] ",
                "Salvage {name}, keeping its first {count} moves? "
                "The original is moved untouched to the damaged/ folder. [Y/n] ",
                saved.keep,
            ).format(name=name, count=saved.keep)
        if not _yes(inp, out, question):
            _put(out, _("Left as it is.") + "\n")
            return None
        path = salvage(saved.path)
        if path is None:
            _put(
                out,
                _("Nothing in {name} could be kept: it is set aside in the damaged/ folder.").format(name=name) + "\n",
            )
            return None
        table = open_saved(path)
    except (RuleViolation, JournalError) as exc:  # the card refused, or the file changed meanwhile: say it, go on
        _put(out, (exc.message(_) if isinstance(exc, RuleViolation) else str(exc)) + "\n")
        return None
    kept = len(table.steps)
    _put(
        out,
        ngettext("Salvaged {name}: {count} move kept.", "Salvaged {name}: {count} moves kept.", kept).format(
            name=name, count=kept
        )
        + "\n",
    )
    return table


@dataclass(frozen=True)
class Asked:
    """What the command line asked for: a game by name (None: the one left unfinished, else a choice), a new one
    even if one is unfinished, its players and its options."""

    game: str | None = None
    new: bool = False
    players: Sequence[str] | None = None
    options: dict[str, Any] = field(default_factory=dict)


def open_table(asked: Asked, inp: TextIO, out: TextIO) -> Table[Any] | None:
    game, players = asked.game, asked.players
    if not asked.new and game is None:
        for damaged in damaged_games():
            _put(out, describe_damage(damaged) + "\n")
        saved = latest_unfinished(damaged=True)
        if saved is not None and saved.damaged:
            table = offer_salvage(saved, inp, out)
            if table is not None:
                return _resumed(table, out)
            saved = latest_unfinished()
        if saved is not None:
            _put(
                out,
                ngettext(
                    "Resuming {game} with {players} ({count} action so far).",
                    "Resuming {game} with {players} ({count} actions so far).",
                    saved.actions,
                ).format(game=_(get(saved.game).title), players=", ".join(saved.players), count=saved.actions)
                + "\n",
            )
            return _resumed(open_saved(saved.path), out)
    while True:
        chosen = ask_new_game(inp, out, game, players, asked.options)
        if chosen is None:
            return None
        game_name, config = chosen
        config.update(fitted_options(game_name, asked.options))
        try:
            return start_new(game_name, completed(game_name, config))
        except StorageRefused:
            raise  # the card, not the command: said in one line by the caller, exit status 2
        except RuleViolation as exc:
            if players:  # given on the command line: a bad command, exit status 2
                raise ValueError(f"cannot start that game: {exc.message()}") from None
            _put(out, _("Cannot start that game: {reason}").format(reason=exc.message(_)) + "\n")
            players = None


def completed(game: str, config: dict[str, Any]) -> dict[str, Any]:
    """A new game's config completed as the new-game screen completes it: the game's ``complete_config`` hook adds
    what no question asks, the board or card the owner calibrated in Settings. Without it a game started at the
    console, or by ``companion play --game``, was played on the stand-in although the owner had typed in theirs.

    What the command line gave itself (``--set board=…``) stands over what the hook would put in its place: the
    owner asked for that board for this game, and a value the game cannot read is refused by the game, in its
    own words, not replaced by the calibrated one without a word. A key the hook drops (colours chosen for
    another number of players) stays dropped."""
    from companion.registry import spec

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # a hook's module may reach pygame's
    complete = spec(game).get("complete_config")
    if complete is None:
        return config
    added = complete(config)
    return {**added, **{key: value for key, value in config.items() if key in added}}


def _resumed(table: Table[Any], out: TextIO) -> Table[Any]:
    """``table``, after saying once why it is read-only if the card cannot take its moves."""
    failure = getattr(table.writer, "failure", None)
    if failure is not None:
        _put(out, failure.message(_) + "\n")
    return table


def open_peripherals(config: Config, wake: Callable[[], None] = lambda: None) -> Peripherals:
    """The table's devices; missing hardware falls back to simulation, so this does not fail."""
    from companion.peripherals import Peripherals  # gpiozero and the devices: loaded when opened, not before

    return Peripherals.open(config, wake=wake)


def _run_window(config: Config, asked: Asked, settings_problem: str | None = None) -> int:
    """The touchscreen app: resume the unfinished game into its play screen, or start at home."""
    from companion.ui import run_ui
    from companion.ui.app import wake

    table: Table[Any] | None = None
    try:
        if asked.game is not None and asked.players:
            new = {"players": list(asked.players), "seed": fresh_seed(), **fitted_options(asked.game, asked.options)}
            table = start_new(asked.game, completed(asked.game, new))
        elif not asked.new and asked.game is None:
            # A damaged latest game stops here: home lists it and offers the salvage.
            saved = latest_unfinished(damaged=True)
            table = open_saved(saved.path) if saved is not None and not saved.damaged else None
    except StorageRefused:
        table = None  # home says what is wrong with the card, in a banner, instead of a restart loop
    # On the Pi (KMS/DRM, no desktop) the app fills the screen; on a PC it is a window
    # with the simulated table beside it.
    fullscreen = os.environ.get("SDL_VIDEODRIVER") == "kmsdrm"
    return run_ui(
        table,
        settings_problem=settings_problem,
        fullscreen=fullscreen,
        rotation=config.rotation,
        devices_later=lambda: open_peripherals(config, wake),  # opened once the first frame is on the screen
        simulated_table=not fullscreen,
        config=config,
    )


def run(
    console: bool = True,
    game: str | None = None,
    new: bool = False,
    players: Sequence[str] | None = None,
    options: Sequence[str] | None = None,
    inp: TextIO | None = None,
    out: TextIO | None = None,
    err: TextIO | None = None,
) -> int:
    inp = inp or sys.stdin
    out = out or sys.stdout
    err = err or sys.stderr
    if game is not None:
        get(game)  # an unknown name fails here with the list of known games
    asked = Asked(game, new, players, parse_options(options))
    window = False
    if not console:
        from companion.ui import display_available

        window = display_available()
    settings_problem: str | None = None
    try:
        config = load_config()
    except ConfigError as exc:
        if not window:
            raise  # a terminal shows the one line, and exit status 2 says it
        # On the appliance nobody reads the log: play on the defaults and show why on the screen.
        log.error("%s; playing with the default settings", exc)
        settings_problem = str(exc)
        config = default_config()
    apply_log_level(config)
    if not window:
        config = with_screen_choices(config)
        set_language(config.language)  # the console's first line may be about the folder's lock
    try:
        lock = lock_data_folder()
    except DataFolderBusy as exc:
        _put(err, f"{exc.message(_)}\n")
        return 2
    except StorageRefused as exc:
        if not window:
            _put(err, f"{exc.message(_)}\n")
            return 2
        lock = None  # the screen shows it, and stays up: a restart would only find the same card
    if lock is not None and lock.note is not None:  # what was mended to take the lock: said once
        if window:
            log.warning("%s", lock.note)  # the appliance's log (journalctl -u companion)
        else:
            _put(err, f"{lock.note.message(_)}\n")
    try:
        if window:
            return _run_window(config, asked, settings_problem)
        folder = lock.path.parent if lock is not None else data_path()  # (the console stops above without a lock)
        with service.logging_to_file(folder / service.LOG_FILE):  # its terminal is the players' screen
            return _run_console(config, asked, inp, out, err)
    finally:
        if lock is not None:
            lock.release()


def with_screen_choices(config: Config) -> Config:
    """``config`` with what the Settings screen chose over it (language, volume, mute, brightness, phones), for a
    console: the table that chose Italian on the touchscreen reads Italian over ssh too."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # the preferences' module reaches pygame's
    from companion.ui.prefs import Preferences

    return Preferences.load(data_path() / "preferences.json").over(config)


def _run_console(config: Config, asked: Asked, inp: TextIO, out: TextIO, err: TextIO) -> int:
    from companion.console import Console  # the touchscreen never loads the text console

    set_language(config.language)  # what the console says from its first line on, salvage included
    try:
        table = open_table(asked, inp, out)
    except StorageRefused as exc:
        _put(err, f"{exc.message(_)}\n")
        return 2
    if table is None:
        return 0
    peripherals = open_peripherals(config)
    console_ui = Console(
        table,
        inp,
        out,
        chance=ChanceSource(fresh_seed()),
        idle=peripherals.idle,
        language=config.language,
        missing=peripherals.missing_at_start(),
    )
    peripherals.front = console_ui
    peripherals.attach(table)
    try:
        return console_ui.run()
    finally:
        peripherals.close()
        table.close()
