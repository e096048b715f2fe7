"""The ``companion`` command: play, replay, simulate, games, backup, restore, export.

Exit codes: 0 success, 1 a failure found (a broken invariant), 2 bad input
(an unreadable journal, an unknown game, a wrong option) with a one-line reason.

Each command imports what it needs when it runs: ``companion --help`` reads no
engine, registry or configuration, and ``replay`` loads only its game's engine.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TextIO

import companion
from companion import collector, loggers
from companion.terminal import printable, printable_json


def say(*parts: object, file: TextIO | None = None) -> None:
    """``print`` for text that may hold what a file brought (names, file names): control characters shown, not obeyed."""
    print(printable(" ".join(str(part) for part in parts)), file=file)


class BadInput(Exception):
    """A user error: printed as one line, exit status 2."""


def journal_argument(text: Path) -> Path:
    """The journal ``companion replay`` opens: a path, or a saved game's name as ``companion games`` lists it.

    ``games`` names files in the data folder, so a name without a folder is
    looked up there too (with or without ``.jsonl``); what one command prints
    the other must open.
    """
    if text.exists() or text.parent != Path("."):
        return text
    from companion.core.journal import StorageRefused
    from companion.storage import find_saved, games_dir

    try:
        # Only what the list shows (a FIFO or a dangling link is found too: reading it then says, in one
        # line, what it is); the folders beside the games, damaged/ and deleted/, are not saved games.
        found = find_saved(text.name)
        folder = games_dir()
    except StorageRefused as exc:
        raise BadInput(exc.message()) from None
    if found is not None:
        return found
    raise BadInput(f"{text}: no such file, and no saved game of that name in {folder} (see 'companion games')")


def cmd_replay(args: argparse.Namespace) -> int:
    from companion.core import JournalError, Table
    from companion.core.i18n import N_
    from companion.core.table import logged
    from companion.games import UnknownGame, get
    from companion.storage import load

    path = journal_argument(args.file)
    loaded = load(path)  # the careful reader, at most what a game can be: a FIFO or /dev/zero is one line
    for warning in loaded.warnings:
        say(f"warning: {warning}", file=sys.stderr)
    try:
        engine = get(loaded.header.game)
    except UnknownGame as exc:
        raise JournalError(str(exc), path=str(path), line=1) from None
    table = Table.resume(engine, loaded, where=str(path))  # only read: no writer, nothing appended
    state = table.state
    if args.json:
        print(printable_json(json.dumps(engine.summary(state, args.viewer), indent=2, ensure_ascii=False)))
        return 0
    translate = _speaking(args.language)
    for number, step in enumerate(table.steps, 1):
        for line in logged(engine, state, step, translate):  # the log's sentences: an adjustment's reason too
            say(f"{number:4d}  {line}")
    prompt = engine.decide(state)
    main = prompt.primary()
    if prompt.over:
        from companion.text.standing import ending, standing

        # The final standing the console, the final screen and the phones show: who placed where, and why. The
        # ending move's sentences, just logged, said the end ("The game is over. Ann wins."): not said again.
        for line in ending(standing(table), end_said=bool(table.steps)):
            say(line)
    elif main is not None:
        # The decision's own sentence ("Anna: sell, trade or keep your Tower shares"), never its internal kind.
        names = engine.player_names(state)
        name = names[main.seat] if main.seat is not None and 0 <= main.seat < len(names) else ""
        question = main.decision.text(name, translate) or name
        say(translate(N_("Next: {question}")).format(question=question) if translate else f"Next: {question}")
    return 0


def _language(asked: str | None) -> str:
    """The language a command that prints speaks: ``--language``, else the configuration file's."""
    if asked is not None:
        return asked
    from companion.table_language import file_language

    return file_language()


def _speaking(asked: str | None) -> Callable[[str], str] | None:
    """The log's translate callable in the language a replay speaks (:func:`_language`), or None for English
    (the engines' own words, with no catalogue loaded); the standing's words are switched to it as well."""
    code = _language(asked)
    if code == "en":
        i18n = sys.modules.get("companion.text.i18n")  # words already switched (a test's process): back
        if i18n is not None:
            i18n.set_language(code)
        return None
    from companion.text.i18n import _, set_language

    set_language(code)
    return _


def cmd_simulate(args: argparse.Namespace) -> int:
    from companion.core import JournalError
    from companion.games import get
    from companion.simulate import SimulationFailed, simulate, totals_json

    engine = get(args.game)
    try:
        totals = simulate(
            engine, args.players, args.games, args.seed, check=not args.no_check, journal_dir=args.journal_dir
        )
    except ValueError as exc:
        if isinstance(exc, JournalError):
            raise
        raise BadInput(str(exc)) from None
    except SimulationFailed as exc:
        print(f"simulate: FAILED: {exc}", file=sys.stderr)
        return 1
    print(totals.report())
    if args.json:
        print(totals_json(totals))
    return 0


def cmd_games(args: argparse.Namespace) -> int:
    """Every saved game, newest first, the file name first (``replay NAME`` opens it); damaged ones say where and why.

    Reading needs no lock: a companion playing meanwhile is not disturbed.
    """
    from companion.core.journal import StorageRefused
    from companion.storage import games_dir, saved_games

    try:
        found = saved_games()
    except StorageRefused as exc:
        raise BadInput(exc.message()) from None
    if not found:
        say(f"No saved games in {games_dir()}.")
        return 0
    for saved in found:
        if saved.damaged:
            where = f"line {saved.line}: " if saved.line else ""
            if saved.keep is None:
                remedy = f"nothing to keep: 'companion salvage {saved.path.name}' sets it aside"
            elif saved.keep == 0:
                remedy = f"'companion salvage {saved.path.name}' keeps its set-up but none of its moves"
            else:
                remedy = f"'companion salvage {saved.path.name}' keeps its first {_moves(saved.keep)}"
            say(f"{saved.path.name}  damaged: {where}{saved.reason} ({remedy})")
            continue
        say(
            f"{saved.path.name}  {saved.game:12s} {saved.status:12s} {_local(saved.created)}  "
            f"{saved.actions:4d} moves  {', '.join(saved.players)}"
        )
    return 0


def _moves(count: int) -> str:
    return f"{count} move" if count == 1 else f"{count} moves"


def _local(created: str) -> str:
    """A header's creation time in local time, as a person reads it; a simulated journal's fixed time (see
    :data:`companion.simulate.SIMULATED`) is said to be "simulated", where "1970-01-01 00:00" looked like a clock
    gone wrong."""
    from companion.simulate import SIMULATED
    from companion.storage import local_time

    if created == SIMULATED:
        return f"{'simulated':16s}"  # the width of "2026-11-21 20:00", so the columns after it stay in line
    return local_time(created)


def cmd_salvage(args: argparse.Namespace) -> int:
    """Keep the longest sound prefix of a damaged saved game; the original moves untouched to damaged/.

    When nothing can be kept (the first line is lost, or the game refuses its
    set-up) the file is set aside and the command says so and exits 1: no
    game was salvaged, whatever a list said before.
    """
    from companion.core.journal import StorageRefused
    from companion.storage import DataFolderBusy, find_saved, inspect, lock_data_folder, salvage

    path = find_saved(args.name)
    if path is None:
        raise BadInput(f"{args.name}: no saved game of that name (see 'companion games')")
    try:
        lock = lock_data_folder()
    except (DataFolderBusy, StorageRefused) as exc:
        raise BadInput(exc.message()) from None
    if lock.note is not None:
        say(lock.note, file=sys.stderr)
    try:
        saved = inspect(path)
        if not saved.damaged:
            say(f"{path.name} is not damaged: nothing to salvage.")
            return 0
        kept = salvage(path)
    except StorageRefused as exc:
        raise BadInput(exc.message()) from None
    finally:
        lock.release()
    if kept is None:
        say(f"{path.name}: nothing could be kept; the file is set aside in {path.parent / 'damaged'}.")
        return 1
    steps = inspect(kept).actions  # the salvaged game's steps, as its log numbers them
    say(f"{path.name}: {_moves(steps)} kept; the original is in {path.parent / 'damaged'}.")
    return 0


POSITION_LIMIT = 1 << 20
"""The most a position file may hold (1 MB): a whole game's pieces take a few kilobytes."""


def read_position(path: str) -> dict[str, object]:
    """The position a ``--position`` file holds: a JSON object, read bounded; anything else is one line."""
    from companion.core.files import UnreadableFile, read_text

    try:
        text = read_text(path, POSITION_LIMIT)
    except UnreadableFile as exc:
        raise BadInput(str(exc)) from None
    except UnicodeDecodeError:
        raise BadInput(f"{path} is not a JSON position: it is not UTF-8 text") from None
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise BadInput(f"{path} is not a JSON position: {exc}") from None
    if not isinstance(data, dict):
        raise BadInput(f"{path} is not a JSON position: a position is a JSON object")
    return data


def cmd_play(args: argparse.Namespace) -> int:
    from companion.app import run
    from companion.core import JournalError

    options = list(args.set or [])
    new = args.new
    if args.position is not None:
        if args.game is None:
            raise BadInput("--position needs --game: the position of which game?")
        options.append("position=" + json.dumps(read_position(args.position)))
        new = True  # a position starts a new game from it
    try:
        return run(console=args.console, game=args.game, new=new, players=args.players, options=options)
    except ValueError as exc:
        if isinstance(exc, JournalError):
            raise
        raise BadInput(str(exc)) from None


def cmd_selftest(args: argparse.Namespace) -> int:
    from companion.selftest import run_command

    return run_command(args)


def cmd_backup(args: argparse.Namespace) -> int:
    from companion.backup import run_backup

    return _said(run_backup, args.file)


def cmd_restore(args: argparse.Namespace) -> int:
    from companion.backup import run_restore

    return _said(run_restore, args.file)


def _said(run: Callable[[Path], str], file: Path) -> int:
    """Print the report of a backup or a restore; its refusal (a damaged or unwritable file) is the input's fault."""
    from companion.backup import BackupError

    try:
        say(run(file))
    except BackupError as exc:
        raise BadInput(str(exc)) from None
    return 0


def cmd_export(args: argparse.Namespace) -> int:
    from companion.core import JournalError
    from companion.export import run_command

    try:
        formats = list(dict.fromkeys(args.format or ["csv", "json", "html"]))  # "--format csv" twice: one file
        for path in run_command(args.name, formats, args.out, _language(args.language), overwrite=args.overwrite):
            say(path)
    except (ValueError, OSError) as exc:
        if isinstance(exc, JournalError):
            raise
        raise BadInput(str(exc)) from None
    return 0


def cmd_list_games(args: argparse.Namespace) -> int:
    """The playable games (a game kept for the kit's own tests is left out, as in the new-game menu), then each
    installed game that cannot be played, with its entry point and why."""
    from companion.games import broken, get, playable

    listed = playable(include_test=False)
    width = max(map(len, listed), default=0) + 2
    for name in listed:
        print(f"{name:{width}s}{get(name).title}")
    for game in broken():
        print(f"cannot be played: {game.name} ({game.entry_point}): {game.reason}")
    return 0


def cmd_config(args: argparse.Namespace) -> int:
    """``config --default | --check FILE | --show`` (companion/config_command.py)."""
    from companion.config_command import ConfigCommandError, run_command

    try:
        return run_command(args)
    except ConfigCommandError as exc:
        raise BadInput(str(exc)) from None


class _Version(argparse.Action):
    """``--version``, looked up only when asked (reading the package metadata costs start-up time)."""

    def __call__(self, parser: argparse.ArgumentParser, *args: object) -> None:
        print(f"companion {companion.__version__}")  # the same line from ``companion play --version`` (scripts/play)
        parser.exit()


LANGUAGE_CODES = ("en", "it", "fr")
"""What ``--language`` takes (:data:`companion.table_language.LANGUAGES`)."""
LANGUAGE_HELP = "the sentences' language (default: the configuration file's 'language')"


def _play(play: argparse.ArgumentParser) -> None:
    play.add_argument("--console", action="store_true", help="use the text console even where a display exists")
    play.add_argument("--game", help="start a new game of this kind")
    play.add_argument("--players", nargs="+", metavar="NAME", help="player names, clockwise")
    play.add_argument("--new", action="store_true", help="start a new game instead of resuming")
    play.add_argument(
        "--set",
        action="append",
        metavar="KEY=VALUE",
        help="a game option for a new game, e.g. --set tiles=dealt (repeatable)",
    )
    play.add_argument(
        "--position",
        metavar="FILE",
        help="start a new game from the position in FILE, a JSON object (docs/<game>.md: Positions); needs --game",
    )
    play.add_argument("--version", action=_Version, nargs=0, help="print the version and exit")
    play.set_defaults(func=cmd_play)


def _replay(rep: argparse.ArgumentParser) -> None:
    rep.add_argument("file", type=Path, help="a journal file, or a saved game's name as 'companion games' lists it")
    rep.add_argument("--json", action="store_true", help="print the final state as JSON instead")
    rep.add_argument("--viewer", type=int, default=None, help="with --json: show only what this seat may see")
    rep.add_argument("--language", choices=LANGUAGE_CODES, default=None, help=LANGUAGE_HELP)
    rep.set_defaults(func=cmd_replay)


def _simulate(sim: argparse.ArgumentParser) -> None:
    sim.add_argument("--game", required=True, help="the game to play, as 'companion list-games' names it")
    sim.add_argument("--players", type=int, required=True, help="how many seats each game has")
    sim.add_argument("--games", type=int, default=100, help="how many games to play (default: 100)")
    sim.add_argument(
        "--seed",
        type=int,
        default=None,
        help="the seed that makes every game's chance: the same seed plays the same games again",
    )
    sim.add_argument("--journal-dir", type=Path, default=None, help="write every game's journal here")
    sim.add_argument("--no-check", action="store_true", help="skip invariant checks (for benchmarking)")
    sim.add_argument("--json", action="store_true", help="also print the totals as one JSON line")
    sim.set_defaults(func=cmd_simulate)


def _games(gms: argparse.ArgumentParser) -> None:
    gms.set_defaults(func=cmd_games)


def _salvage(slv: argparse.ArgumentParser) -> None:
    slv.add_argument("name", help="the saved game's name, as 'companion games' lists it")
    slv.set_defaults(func=cmd_salvage)


def _selftest(st: argparse.ArgumentParser) -> None:
    st.add_argument("--auto", action="store_true", help="use simulated devices, fail on any problem (CI)")
    st.add_argument("--timeout", type=float, default=10.0, help="seconds to wait for each button")
    st.add_argument("--config", type=Path, default=None, help="configuration file (default: the usual places)")
    st.set_defaults(func=cmd_selftest)


def _backup(bak: argparse.ArgumentParser) -> None:
    bak.add_argument("file", type=Path, help="the archive to write (a folder: a dated name in it)")
    bak.set_defaults(func=cmd_backup)


def _restore(rst: argparse.ArgumentParser) -> None:
    rst.add_argument("file", type=Path, help="a backup archive made by 'companion backup'")
    rst.set_defaults(func=cmd_restore)


def _export(exp: argparse.ArgumentParser) -> None:
    exp.add_argument("name", help="the saved game's name, as 'companion games' lists it (or a journal file)")
    exp.add_argument("--format", action="append", choices=("csv", "json", "html"), help="repeatable (default: all)")
    exp.add_argument(
        "--out", type=Path, default=Path("."), help="the folder to write into, made if it is new (default: here)"
    )
    exp.add_argument("--language", choices=LANGUAGE_CODES, default=None, help=LANGUAGE_HELP)
    exp.add_argument(
        "--overwrite", action="store_true", help="replace an earlier export of the same game (default: refuse)"
    )
    exp.set_defaults(func=cmd_export)


def _list_games(lst: argparse.ArgumentParser) -> None:
    lst.set_defaults(func=cmd_list_games)


def _config(cfg: argparse.ArgumentParser) -> None:
    what = cfg.add_mutually_exclusive_group(required=True)
    what.add_argument("--default", action="store_true", help="print every key with its default, as a commented file")
    what.add_argument("--check", metavar="FILE", type=Path, help="list every problem of FILE (exit status 1 if any)")
    what.add_argument("--show", action="store_true", help="print the settings that apply now and where each comes from")
    cfg.add_argument("--pi", action="store_true", help="with --default: the file as installed on a Raspberry Pi")
    cfg.set_defaults(func=cmd_config)


COMMANDS: dict[str, tuple[str, Callable[[argparse.ArgumentParser], None]]] = {
    "play": ("play a game (resumes the latest unfinished one)", _play),
    "replay": ("validate and replay a journal, print the game log", _replay),
    "simulate": ("play random legal games and check invariants", _simulate),
    "games": ("list saved games with their status", _games),
    "salvage": ("keep what can be read of a damaged saved game (the original is kept aside)", _salvage),
    "selftest": ("check the LEDs, buttons, serial line and sound", _selftest),
    "backup": ("write the saved games, calibrations, preferences and config to one archive", _backup),
    "restore": ("check a backup archive, then restore it (what it replaces is kept aside)", _restore),
    "export": ("write a saved game's score sheet and log as csv, json or html", _export),
    "list-games": ("list the games that can be played", _list_games),
    "config": ("print the default configuration, check a file, or show what applies", _config),
}
"""Each command: its line in ``companion --help`` and what adds its arguments."""


class _Formatter(argparse.HelpFormatter):
    """argparse's own help layout, the terminal's width read as ``shutil`` reads it (``COLUMNS``, then the
    terminal, else 80) but without importing it: argparse makes a formatter for every argument it checks, and
    ``shutil`` brings zlib, bz2 and lzma with it, about 5 M instructions of a replay that never writes help."""

    def __init__(
        self, prog: str, indent_increment: int = 2, max_help_position: int = 24, width: int | None = None
    ) -> None:
        super().__init__(prog, indent_increment, max_help_position, _columns() - 2 if width is None else width)


def _columns() -> int:
    try:
        columns = int(os.environ.get("COLUMNS", "0"))
    except ValueError:
        columns = 0
    if columns > 0:
        return columns
    stdout = sys.__stdout__
    try:
        return (os.get_terminal_size(stdout.fileno()).columns if stdout is not None else 0) or 80
    except (AttributeError, ValueError, OSError):
        return 80


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The command line's parser. Given the arguments, only the command they name gets its parser.

    Making every command's parser costs about 25 M instructions (each parser and argument asks gettext for
    argparse's own words, and a word without a catalogue is looked for on disk every time): a twentieth of
    ``companion replay``'s whole start. The others are needed only by the list of commands, which the top-level
    help and a mistyped command show; then all are made.
    """
    parser = argparse.ArgumentParser(
        prog="companion", description="Table Companion: bank and rules referee.", formatter_class=_Formatter
    )
    parser.add_argument("--version", action=_Version, nargs=0, help="print the version and exit")
    sub = parser.add_subparsers(dest="command", required=True)
    named = next((word for word in argv or () if not word.startswith("-")), None)
    for name, (help_text, arguments) in COMMANDS.items():
        if named not in COMMANDS or name == named:
            arguments(sub.add_parser(name, help=help_text, formatter_class=_Formatter))
    return parser


LOGGING_SET_UP_LATER = frozenset({"replay", "simulate"})
"""Commands whose modules all log through :mod:`companion.loggers`: the root logger is set up at their first record.

Importing ``logging`` costs a replay about 7 % of its start, and a replay or a simulation that goes well logs
nothing. Any other command sets logging up before it runs, since what it imports may log through ``logging``
itself (the touchscreen, the devices). ``tests/cli/test_start_imports.py`` checks that these two never import it.
"""


def _set_up_logging() -> None:
    """The root logger as every command has it: timestamps on a terminal, priorities in systemd's journal."""
    from companion import service

    service.configure_logging()


def _refusals() -> tuple[type[Exception], ...]:
    """The errors that are the input's fault (status 2), imported only when a command has failed."""
    from companion.core.errors import JournalError
    from companion.registry import UnknownGame

    return (JournalError, UnknownGame, BadInput)


def main(argv: Sequence[str] | None = None) -> int:
    collector.pace()
    if argv is None:
        argv = sys.argv[1:]
    parser = build_parser(argv)
    args = parser.parse_args(argv)
    if args.command in LOGGING_SET_UP_LATER:
        loggers.set_up_on_first_record(_set_up_logging)
    else:
        _set_up_logging()
    try:
        return int(args.func(args) or 0)
    except _refusals() as exc:
        say(f"{args.command}: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    finally:
        loggers.set_up_on_first_record(None)


if __name__ == "__main__":
    sys.exit(main())
