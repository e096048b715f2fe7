"""A saved game's score sheet and log, written out for a league spreadsheet, a program or the group chat.

Three formats from one :class:`Sheet`, built only from the engines' public
contract (``Table.summary``, ``Table.step_sentences``, ``Table.adjustments``):

- **csv**: one row per player, best first when the game is over (the final standing every screen shows,
  :mod:`companion.text.standing`): name, place,
  the figure that decided the game (the one its final screen ranks by), then
  the game's own columns (cash, shares, lots, VP...), one value per cell;
- **json**: everything, machine-readable: the sheet, the log by step, the
  hand-set adjustments and the engine's whole public summary;
- **html**: one self-contained page (no external file, style inline, text
  escaped) that reads on a phone: the winners, the standing as every screen's
  final standing says it (each figure in the game's words, what made it), the
  log; the game's own columns are the csv's and the json's, for programs.

A game still running exports as it stands: no places (nobody is placed before
the end), players in seat order. The summary is always the public one
(:data:`~companion.core.PUBLIC`): a sheet posted mid-game shows no hand.
"""

from __future__ import annotations

import csv
import html
import io
import json
from collections.abc import Callable, Sequence
from dataclasses import asdict, field
from pathlib import Path
from typing import Any

from companion.core import PUBLIC, Table
from companion.core.i18n import N_
from companion.core.journal import atomic_write
from companion.core.log_words import joined
from companion.data_classes import dataclass
from companion.storage import local_time
from companion.text.i18n import language, speaking
from companion.text.standing import FIGURES as FIGURES  # what the final standing ranks by, the sheet's figure
from companion.text.standing import standing as final_standing

FORMATS = ("csv", "json", "html")

Translate = Callable[[str], str]
Scalar = str | int | float | bool | None


@dataclass(frozen=True, slots=True)
class Standing:
    """One player's line of the score sheet."""

    seat: int
    name: str
    place: int | None
    value: Scalar
    won: bool
    columns: dict[str, Scalar] = field(default_factory=dict)
    label: str = ""
    """The figure as every screen's final standing writes it ("$6,000", "Fortune 15M", "3 VP")."""
    detail: str = ""
    """What made the figure, as the final standing says it ("final bonuses $3,000 · sales $4,500"); only once the
    game is over (before it, a game paying bonuses at the end would read "final bonuses $0")."""


@dataclass(frozen=True, slots=True)
class Sheet:
    """A game's score sheet and log, ready for any of the formats."""

    file: str
    game: str
    title: str
    created: str
    over: bool
    figure: str
    standings: list[Standing]
    winners: list[str]
    log: list[tuple[int, list[str]]]
    adjustments: list[str]
    summary: dict[str, Any]

    @property
    def columns(self) -> list[str]:
        """The game's own columns, in the order the players' summaries first name them."""
        names: list[str] = []
        for standing in self.standings:
            names += [name for name in standing.columns if name not in names]
        return names


def sheet_of(table: Table[Any], file: str, translate: Translate | None = None) -> Sheet:
    """The score sheet of ``table`` (a finished or running game), sentences in ``translate``'s language."""
    summary = table.summary(PUBLIC)
    players: list[dict[str, Any]] = list(summary.get("players") or [])
    figure = next((f for f in FIGURES if players and f in players[0]), "cash")
    over = table.over
    winners = [seat for seat in summary.get("winners") or [] if isinstance(seat, int)] if over else []
    ranking = summary.get("ranking") or []
    entries = {e["player"]: e for e in ranking if isinstance(e, dict) and isinstance(e.get("player"), int)}
    with speaking(getattr(translate, "code", None) or language()):  # its words in the sheet's language
        final = final_standing(table)  # the places every screen shows at the end, ties as the rules share
    rows = {row.seat: row for row in final}
    order = [row.seat for row in final] if over else list(range(len(players)))
    placed: list[int | None] = [row.place for row in final] if over else [None] * len(order)
    standings = [
        Standing(
            seat,
            str(players[seat].get("name", f"#{seat + 1}")),
            place,
            _scalar(players[seat].get(figure)),
            seat in winners,
            _columns(players[seat], entries.get(seat), figure),
            rows[seat].label if seat in rows else "",
            rows[seat].detail if over and seat in rows else "",
        )
        for seat, place in zip(order, placed, strict=True)
    ]
    log = [(index + 1, table.step_sentences(index, translate)) for index in range(len(table.steps))]
    names = [str(players[seat].get("name", "?")) for seat in winners if 0 <= seat < len(players)]
    title = (translate or str)(table.game.title or table.game.name)
    return Sheet(
        file,
        table.game.name,
        title,
        table.header.created,
        over,
        figure,
        standings,
        names,
        log,
        list(table.adjustments),
        summary,
    )


def _scalar(value: Any) -> Scalar:
    """A value for one cell: numbers and words as they are, a list of words joined, a count per name as "name n"."""
    if value is None or isinstance(value, str | int | float | bool):
        return value
    if isinstance(value, list) and all(isinstance(item, str | int | float) for item in value):
        return " ".join(str(item) for item in value)
    if isinstance(value, dict) and all(isinstance(item, str | int | float | bool) for item in value.values()):
        return ", ".join(f"{key} {item}" for key, item in value.items())
    raise TypeError("not one cell")


def _columns(player: dict[str, Any], entry: dict[str, Any] | None, figure: str) -> dict[str, Scalar]:
    """The player's own figures that fit a cell (the JSON export holds the nested ones), then the ranking's."""
    columns: dict[str, Scalar] = {}
    for source in (player, entry or {}):
        for key, value in source.items():
            if key in ("name", "player", figure) or key in columns:
                continue
            try:
                columns[key] = _scalar(value)
            except TypeError:
                continue
    return columns


# -- the formats ---------------------------------------------------------------------------------------------------


def to_csv(sheet: Sheet) -> str:
    """One row per player: name, place, the deciding figure, the game's columns (a league spreadsheet imports it)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    columns = sheet.columns
    writer.writerow(["name", "place", sheet.figure, "winner", *columns])
    for s in sheet.standings:
        writer.writerow(
            [s.name, "" if s.place is None else s.place, _cell(s.value), _cell(s.won)]
            + [_cell(s.columns.get(c)) for c in columns]
        )
    return out.getvalue()


def _cell(value: Scalar) -> str | int | float:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    return value


def to_json(sheet: Sheet) -> str:
    """Everything, for a program: the sheet, the log by step, the adjustments and the engine's public summary."""
    data = {
        "export": 1,
        "file": sheet.file,
        "game": sheet.game,
        "title": sheet.title,
        "created": sheet.created,
        "over": sheet.over,
        "figure": sheet.figure,
        "winners": sheet.winners,
        "standings": [asdict(s) for s in sheet.standings],
        "log": [{"step": number, "sentences": sentences} for number, sentences in sheet.log],
        "adjustments": sheet.adjustments,
        "summary": sheet.summary,
    }
    return json.dumps(data, indent=2, ensure_ascii=False, default=str) + "\n"


STYLE = """
:root{color-scheme:light dark;--bg:#fafaf7;--fg:#1d1d1b;--dim:#6b6b66;--line:#d9d9d2;--win:#a06800}
@media (prefers-color-scheme:dark){:root{--bg:#161614;--fg:#ececE6;--dim:#a3a39b;--line:#3a3a36;--win:#f2b640}}
*{box-sizing:border-box}
body{margin:0 auto;max-width:46rem;padding:1rem;font:1.05rem/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
background:var(--bg);color:var(--fg);overflow-wrap:anywhere}
h1{font-size:1.5rem;margin:.2rem 0}h2{font-size:1.2rem;margin:1.4rem 0 .4rem}
.meta,.note{color:var(--dim)}.verdict{font-size:1.2rem;font-weight:600;color:var(--win)}
.scroll{overflow-x:auto;-webkit-overflow-scrolling:touch}
table{border-collapse:collapse;min-width:100%}
td{padding:.45rem .55rem;border-bottom:1px solid var(--line);text-align:left;vertical-align:top;
overflow-wrap:break-word}
td.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
tr.won td{color:var(--win)}tr.head.won td{font-weight:600}
tr.said td{border-bottom:0;padding-bottom:0}tr.why td{padding-top:.1rem;font-size:.9rem}
ol.log{padding-left:2.6rem}ol.log li{margin:.15rem 0}
""".strip()


def to_html(sheet: Sheet, translate: Translate | None = None, language: str = "en") -> str:
    """One page readable on a phone, with nothing to fetch: the verdict, the standings, the log."""
    t = translate or str
    e = html.escape
    if not sheet.over:
        verdict = t(N_("The game is still being played: the sheet as it stands."))
    elif len(sheet.winners) == 1:
        verdict = t(N_("{name} wins.")).format(name=sheet.winners[0])
    elif sheet.winners:
        verdict = t(N_("{names} share the win.")).format(names=joined(sheet.winners, t))  # "Ann and Ben", as the screen
    else:
        verdict = t(N_("Nobody wins."))
    rows = []
    for s in sheet.standings:  # as every screen's final standing: place, name, the figure in the game's words
        won = " won" if s.won else ""
        rows.append(
            f'<tr class="head{won}{" said" if s.detail else ""}">'
            f'<td class="n">{"" if s.place is None else f"{s.place}."}</td>'
            f"<td>{'★ ' if s.won else ''}{e(s.name)}</td>"
            f'<td class="n">{e(s.label or str(_cell(s.value)))}</td></tr>'
        )
        if s.detail:  # what made it, under the name and the figure: the whole width to read it in
            rows.append(f'<tr class="why{won}"><td></td><td colspan="2" class="note">{e(s.detail)}</td></tr>')
    log = "".join(f'<li value="{n}">{e(" ".join(sentences))}</li>' for n, sentences in sheet.log)
    adjusted = ""
    if sheet.adjustments:
        reasons = "".join(f"<li>{e(reason)}</li>" for reason in sheet.adjustments)
        note = e(t(N_("The pieces were set by hand:")))  # outside the f-string: where every extractor finds it
        adjusted = f'<p class="note">{note}</p><ul class="note">{reasons}</ul>'
    heading = t(N_("Final scores")) if sheet.over else t(N_("Score sheet"))
    log_heading = t(N_("Game log"))
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{e(language)}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width,initial-scale=1">'
        f"<title>{e(sheet.title)}: {e(heading)}</title><style>{STYLE}</style></head><body>"
        f"<h1>{e(sheet.title)}</h1>"
        f'<p class="meta">{e(local_time(sheet.created))} · {e(sheet.file)}</p>'
        f'<p class="verdict">{e(verdict)}</p>'
        f"<h2>{e(heading)}</h2>"
        f'<div class="scroll"><table><tbody>{"".join(rows)}</tbody></table></div>'
        f"{adjusted}"
        f"<h2>{e(log_heading)}</h2>"
        f'<ol class="log">{log}</ol>'
        "</body></html>\n"
    )


def render(sheet: Sheet, fmt: str, translate: Translate | None = None, language: str = "en") -> str:
    """The sheet in one of :data:`FORMATS`."""
    if fmt == "csv":
        return to_csv(sheet)
    if fmt == "json":
        return to_json(sheet)
    if fmt == "html":
        return to_html(sheet, translate, language)
    raise ValueError(f"unknown export format {fmt!r} (known: {', '.join(FORMATS)})")


class ExportExists(ValueError):
    """Files of an earlier export stand where this one would be written, and replacing them was not asked for."""

    def __init__(self, paths: Sequence[Path]) -> None:
        self.paths = list(paths)
        names = ", ".join(path.name for path in self.paths)
        folder = self.paths[0].parent if self.paths else Path(".")
        where = "the current folder" if folder == Path(".") else str(folder)
        verb = "exists" if len(self.paths) == 1 else "exist"
        super().__init__(
            f"{names} already {verb} in {where}: nothing was written "
            "(give --overwrite to replace an earlier export, or --out another folder)"
        )


def targets(sheet: Sheet, formats: Sequence[str], folder: Path) -> list[Path]:
    """Where :func:`write` puts the sheet: ``<saved game's name>.<format>`` in ``folder``, for each format."""
    stem = Path(sheet.file).stem or "game"
    return [folder / f"{stem}.{fmt}" for fmt in formats]


def write(
    sheet: Sheet,
    formats: Sequence[str],
    folder: Path,
    translate: Translate | None = None,
    language: str = "en",
    *,
    overwrite: bool = True,
) -> list[Path]:
    """Write the sheet in each of ``formats`` into ``folder`` as ``<saved game's name>.<format>``; the files written.

    With ``overwrite`` a file of that name is replaced, whatever game it
    holds (the command line's ``--overwrite``: the user named the folder;
    the touchscreen's export to the stick replaces only the same game's
    sheet, :func:`write_own`); the write is atomic, so a pulled stick
    leaves the earlier export or the new one. Without it, an
    earlier export of the same name raises :class:`ExportExists` before
    anything is written: the command line never replaces a file the user may
    have edited or kept (a league's sheet) without being told to.
    """
    paths = targets(sheet, formats, folder)
    if not overwrite:
        there = [path for path in paths if path.exists()]
        if there:
            raise ExportExists(there)
    for fmt, path in zip(formats, paths, strict=True):
        atomic_write(path, render(sheet, fmt, translate, language).encode("utf-8"))
    return paths


Identity = tuple[Any, ...]


def identity(data: dict[str, Any]) -> Identity:
    """What tells one game's sheet from another's, read from its json: the game, the moment it was started and
    its players in seat order (a saved game's name is only unique on its own card: another table, or a game
    started the same second after an earlier one was deleted, makes the same name)."""
    summary = data.get("summary")
    players = summary.get("players") if isinstance(summary, dict) else None
    names = tuple(str(p.get("name")) for p in players if isinstance(p, dict)) if isinstance(players, list) else ()
    return (data.get("game"), data.get("created"), names)


def sheet_identity(sheet: Sheet) -> Identity:
    return identity({"game": sheet.game, "created": sheet.created, "summary": sheet.summary})


def _identity_in(path: Path) -> Identity | None:
    """The game of the sheet written at ``path`` (a json export), None where nothing there says which."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return identity(data) if isinstance(data, dict) and data.get("export") else None


NAMES_TRIED = 100


def own_targets(sheet: Sheet, formats: Sequence[str], folder: Path) -> list[Path]:
    """Where :func:`write_own` puts the sheet: ``<saved game's name>.<format>`` when those names are free or hold
    an earlier sheet of this very game (its json says which game it is), else the first ``<name>-2``, ``-3``...
    that is. A file there that says nothing of its game (a sheet without its json, a hand-made file) is kept.
    Raises :class:`ValueError` when no name is left (a folder holding a hundred other games of that name)."""
    stem = Path(sheet.file).stem or "game"
    mine = sheet_identity(sheet)
    for n in range(1, NAMES_TRIED + 1):
        name = stem if n == 1 else f"{stem}-{n}"
        paths = [folder / f"{name}.{fmt}" for fmt in formats]
        marker = folder / f"{name}.json"
        taken = [path for path in (*paths, marker) if path.exists() or path.is_symlink()]
        if not taken or (marker.is_file() and _identity_in(marker) == mine):
            return paths
    raise ValueError(f"{stem}: {NAMES_TRIED} sheets of other games already have that name in {folder}")


def write_own(
    sheet: Sheet, formats: Sequence[str], folder: Path, translate: Translate | None = None, language: str = "en"
) -> list[Path]:
    """Write the sheet as :func:`write` does, replacing an earlier sheet of the same game but never another
    game's whose name collides (:func:`own_targets`): the touchscreen's export to the stick, where the newest
    sheet of a game is the one to keep. The json is written too, whatever ``formats`` asks: it tells later
    exports which game the names hold."""
    wanted = [*formats, *(() if "json" in formats else ("json",))]
    paths = own_targets(sheet, wanted, folder)
    for fmt, path in zip(wanted, paths, strict=True):
        atomic_write(path, render(sheet, fmt, translate, language).encode("utf-8"))
    return paths[: len(formats)]


def open_game(path: Path) -> Table[Any]:
    """The saved game at ``path``, replayed for reading only (nothing is written to it, no lock is needed)."""
    from companion.games import get
    from companion.storage import load

    loaded = load(path)
    return Table.resume(get(loaded.header.game), loaded)


# -- the command ---------------------------------------------------------------------------------------------------


def run_command(name: str, formats: Sequence[str], out: Path, language: str, *, overwrite: bool = False) -> list[Path]:
    """``companion export NAME``: the saved game ``name`` (as ``companion games`` lists it, or a journal's path)
    written in each of ``formats`` into ``out``; raises ``ValueError`` with one sentence for a bad request, and
    :class:`ExportExists` when an earlier export stands there and ``overwrite`` (``--overwrite``) was not given."""
    from companion.storage import find_saved, games_dir

    path = Path(name)
    if not (path.parent != Path(".") and path.exists()):
        found = find_saved(name)
        if found is None:
            if path.exists():
                found = path
            else:
                raise ValueError(f"{name}: no saved game of that name in {games_dir()} (see 'companion games')")
        path = found
    if not out.is_dir():
        if out.exists() or out.is_symlink() or not out.parent.is_dir():
            raise ValueError(f"{out} is not a folder: give --out a folder, or a new one's name in a folder")
        try:  # a new folder's name in one that exists, as ``mkdir`` would take it: made, not refused
            out.mkdir()
        except OSError as exc:
            raise ValueError(f"{out} could not be made ({exc.strerror or exc})") from None
    translate: Translate | None = None
    if language != "en":
        from companion.text.i18n import translator

        translate = translator(language)
    table = open_game(path)
    return write(sheet_of(table, path.name, translate), formats, out, translate, language, overwrite=overwrite)
