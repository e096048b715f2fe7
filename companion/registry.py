"""One registry of games: a :class:`GameSpec` per game, found through package entry points.

A game is two packages: its pure engine (``companion/games/<game>/``) and its
presentation (``companion/front/<game>/``: board picture, status panel, final
screen, console view, LED scene and layout, palette, cues, screenshot tour).
The presentation package's ``SPEC`` names all of them, and the project's
``pyproject.toml`` lists it under the entry-point group ``companion.games``::

    [project.entry-points."companion.games"]
    mygame = "companion.front.mygame:SPEC"

so adding a game edits no existing module: the app, the console, the lights,
the sounds, ``simulate`` and ``replay`` all ask this registry. Everything a
spec names is a ``"module:attribute"`` string loaded on first use, so reading
the registry imports neither pygame nor any engine (``companion replay``
starts fast, and a game never imports another game's screens).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import field
from functools import cache
from pathlib import Path
from typing import Any

from companion.data_classes import dataclass
from companion.entry_points import entries
from companion.loggers import later

GROUP = "companion.games"

log = later(__name__)

RGB = tuple[int, int, int]


class UnknownGame(ValueError):
    """A game name no installed package provides."""


def load(target: str) -> Any:
    """Import ``"package.module:attribute"`` (or a bare module) and return it, as an entry point's value is read
    (a dotted attribute is followed, extras in brackets are not part of it)."""
    module_name, _, attribute = target.partition(":")
    found = importlib.import_module(module_name.strip())
    for name in attribute.partition("[")[0].strip().split(".") if attribute else ():
        found = getattr(found, name)
    return found


@dataclass(frozen=True)
class GameSpec:
    """Everything the companion knows about one game, besides its rules.

    Each ``"module:attribute"`` field is optional except the engine: a game
    without a play screen gets the generic one, without a console view the
    generic view, without a light scene a dark strip.
    """

    name: str
    engine: str
    """The :class:`~companion.core.Game` instance (``"companion.games.mygame:GAME"``)."""
    play_scene: str | None = None
    """The touchscreen play screen class (a subclass of the generic one: board picture, status panel)."""
    final_scene: str | None = None
    """The final-scores screen class."""
    standing: str | None = None
    """``standing(table) -> list[Ranked]``: the final standing in the game's own words and order
    (:mod:`companion.text.standing`), which the final screen, the console and the phones all show; without it,
    the players by the first of score, VP, fortune or cash in the summary."""
    new_game_rows: str | None = None
    """``rows(scene, area) -> list[Widget]``: extra controls on the new-game screen."""
    complete_config: str | None = None
    """``complete(config) -> config``: fills what the new-game screen does not ask (an owner's board)."""
    position_editor: str | None = None
    """``editor(config) -> PositionEditor``: the game's position format as form sections, for a config's players
    and board (:mod:`companion.ui.positions`): a game joined in progress, or its pieces set by hand."""
    settings: tuple[tuple[str, str], ...] = ()
    """``(N_ label, "module:open(app)")`` entries the settings screen offers (board calibration)."""
    console_view: str | None = None
    """``view(summary, private_for) -> list[str]``: the board as text."""
    console_parse: str | None = None
    """``parse(text, table) -> Action | RuleViolation | Unfinished | None``: a line typed in the game's own words.

    ``"5c"``, ``"t"``, ``"buy 2 tower 1 luxor"``: an Action is submitted (so a
    move the rules refuse is answered with the engine's own reason), a
    RuleViolation is shown as the reason the words cannot be an action, an
    :class:`~companion.console.typed.Unfinished` line has only its wrong or missing words asked, None
    means "not my words" and the console matches options generically."""
    console_sheet: str | None = None
    """``sheet(summary, viewer, table) -> list[str]``: the score sheet as text (the console's ``sheet`` command).
    ``table`` (:class:`companion.core.Table`, or None) is for what only the game's log tells, such as the round a
    player left the game in: the final scores read it there, and the sheet says it in the same words."""
    option_words: str | None = None
    """``words(preview, summary, action, config) -> OptionWords | None``: what an option would do, from the engine's
    preview of its action (None where it previews none), the public summary, the action itself and the game's
    config (the journal header's), as a few words and in full (:mod:`companion.text.option_words`): the console
    and the phones say it beside the options they list, where the touchscreen previews a tapped one."""
    option_label: str | None = None
    """``label(key, action, config, summary) -> str | None``: an option's button in the game's words, from its key,
    its action, the game's config (the journal header's) and the public summary; None keeps the engine's label. The
    touchscreen words its buttons with it, and the phones and the console (:func:`companion.text.option_words.labeller`)
    use the same words for the same decision, where they showed the engine's English label."""
    console_examples: tuple[tuple[str, str], ...] = ()
    """``(action type, N_ example)`` pairs: what to type for an entry ``console_parse`` understands
    (``("place", N_("{typed} (a lot, then the colours going there)"))``); the console shows it instead of offering
    JSON, and in its help while that action is on offer. ``{item}`` and ``{count}`` in one (``N_("buy {count}
    {item}")``) are filled from the question on the table, its basket's first line that can be chosen and a
    quantity it takes, and ``{typed}`` by :attr:`console_example`; unfilled, it is not shown."""
    private_view: str = ""
    """What a seat's private view shows that the table's does not, an ``N_`` phrase ("hidden cash"): the console's
    help names it beside ``show SEAT``. Empty: the help names only the private view."""
    console_example: str | None = None
    """``example(choice) -> str | None``: the words a player would type now for one action of ``choice`` (an
    action set on offer whose type has a ``console_examples`` entry), which ``console_parse`` reads as an action
    the rules take, in the player's language ("A9 N N B10 B B": the cubes this seat has to place, on lots with
    room for them); they fill that entry's ``{typed}``. None: the entry is not shown now."""
    light_scene: str | None = None
    """The LED scene class, built with the game's :class:`companion.hardware.layout.Layout`."""
    layout: str | None = None
    """The built-in LED layout: ``"package:file.toml"`` inside the presentation package. A game without one gets
    the kit's seat lights (:data:`SEAT_LIGHTS`), so its turns show on the table's lights from its first day."""
    palette: Mapping[str, RGB] = field(default_factory=dict)
    """Colours of the game's pieces (chain, company, cube id → RGB), for screen and LEDs; the seats' colours are
    chosen apart from them (:func:`companion.palette.seat_colours`)."""
    seat_colours: str | None = None
    """``colours(summary, *, leds=False) -> tuple[RGB, ...]``: for a game whose seats *are* pieces (a seat plays a
    cube colour), each seat's colour from the public summary; other games' seats get colours kept apart from the
    palette."""
    cues: Mapping[str, str] = field(default_factory=dict)
    """Event type → sound cue for this game's events."""
    cue_priority: tuple[str, ...] = ()
    """Cues of this game that outrank the common ones when several sound at once (first wins)."""
    results: Mapping[str, str] = field(default_factory=dict)
    """Event type → how the touchscreen's result card treats it: ``"major"`` (the card stays until the next tap:
    money changed hands, prices moved, a secret came out), ``"minor"`` (a few seconds) or ``"quiet"`` (no card of
    its own: the echo of what a player just entered, a bid, a pass) or ``"asked"`` (quiet, and its sentence left
    off the card and the console's echo: the question that follows says it, "Turn 2 of 18: Ben rolls"; the log
    keeps it). Unlisted types count as minor, except the lone event of a step, which is the entry's own echo
    (:mod:`companion.ui.results`)."""
    result_sentences: str | None = None
    """``result_sentences(table, events, translate) -> list[str]``: a step's result card in fewer sentences than one
    per event, each event still told (a run of payouts as one sentence, players paid alike named together); without
    it, or when it returns nothing, the card says each event in the log's words (:mod:`companion.ui.results`)."""
    tour: str | None = None
    """``tour() -> [(name, step)]`` for ``scripts/screenshots``."""
    test_only: bool = False
    """Kept out of the menus and ``companion list-games`` (a game for the kit's own tests)."""

    @property
    def game(self) -> Any:
        return _engine(self.engine)

    def get(self, name: str) -> Any:
        """Load the ``"module:attribute"`` named by field ``name``, or None if the game has none."""
        target = getattr(self, name)
        return load(target) if target else None

    def layout_path(self) -> Path:
        """The file of the built-in LED layout: the game's own, or the kit's seat lights."""
        from importlib import resources  # only here: 25 M instructions, paid once the lights are opened

        package, _, filename = (self.layout or SEAT_LIGHTS).partition(":")
        return Path(str(resources.files(package).joinpath(filename)))


SEAT_LIGHTS = "companion.lights:seats.toml"
"""The LED layout of a game that ships none: one light at each seat, after any board's LEDs."""


@cache
def _engine(target: str) -> Any:
    return load(target)


_extra: dict[str, GameSpec] = {}


@dataclass(frozen=True)
class Broken:
    """A game that is installed but cannot be played: its package is missing, fails to import, or its entry
    point names something that is not its :class:`GameSpec`. The other games play on."""

    name: str
    entry_point: str
    """What the entry point names (``"companion.front.mygame:SPEC"``), or the spec's engine when that failed."""
    reason: str


@cache
def _scan() -> tuple[dict[str, GameSpec], dict[str, Broken]]:
    """Every entry point of the group, loaded one at a time: a game that fails is set aside (logged once)."""
    found: dict[str, GameSpec] = {}
    broken: dict[str, Broken] = {}
    for entry in sorted(entries(GROUP), key=lambda e: e.name):
        try:
            spec = load(entry.value)
        except Exception as exc:  # noqa: BLE001 - whatever a game's import raises, it must not stop the others
            reason = f"{type(exc).__name__}: {exc}"
        else:
            if not isinstance(spec, GameSpec):
                reason = f"not a GameSpec but {type(spec).__name__}"
            elif spec.name != entry.name:
                reason = f"its GameSpec names the game {spec.name!r}"
            else:
                found[spec.name] = spec
                continue
        broken[entry.name] = Broken(entry.name, entry.value, reason)
        log.error("game %r (entry point %s) cannot be played: %s", entry.name, entry.value, reason)
    return found, broken


@cache
def _alone(name: str) -> GameSpec | None:
    """The spec of the one entry point called ``name``, or None when anything is unusual (none, several, a
    failure, not a GameSpec): then :func:`_scan` reads them all and says what is wrong, as for every game."""
    named = [entry for entry in entries(GROUP) if entry.name == name]
    if len(named) != 1:
        return None
    try:
        found = load(named[0].value)
    except Exception:  # noqa: BLE001 - the full scan loads it again and logs why it cannot be played
        return None
    return found if isinstance(found, GameSpec) and found.name == name else None


def _discovered() -> dict[str, GameSpec]:
    return _scan()[0]


_unplayable: dict[str, Broken] = {}
"""Games whose spec loaded but whose engine did not (found by :func:`playable`)."""


def broken() -> list[Broken]:
    """The installed games that cannot be played, each with why (a game added by :func:`register` replaces
    a broken one of its name)."""
    found = {**_scan()[1], **_unplayable}
    return [found[name] for name in sorted(found) if name not in _extra]


def playable(include_test: bool = True) -> list[str]:
    """The names of :func:`names` whose engine loads; one that does not is logged once and listed by
    :func:`broken` (menus use this: it imports every engine, which :func:`names` does not)."""
    usable = []
    for name in names(include_test):
        game = specs()[name]
        try:
            game.game  # noqa: B018 - loading the engine is the check
        except Exception as exc:  # noqa: BLE001 - a game's engine failing to import must not stop the others
            if name not in _unplayable:
                reason = f"{type(exc).__name__}: {exc}"
                _unplayable[name] = Broken(name, game.engine, reason)
                log.error("game %r (engine %s) cannot be played: %s", name, game.engine, reason)
            continue
        usable.append(name)
    return usable


def specs() -> dict[str, GameSpec]:
    """Every game that loaded, by name (a broken one is left out: see :func:`broken`)."""
    return {**_discovered(), **_extra}


def register(spec: GameSpec) -> Callable[[], None]:
    """Add a game for this process only (tests of the registry); returns its removal."""
    _extra[spec.name] = spec

    def remove() -> None:
        _extra.pop(spec.name, None)

    return remove


def spec(name: str) -> GameSpec:
    """The game called ``name``; before anything has asked for every game, only its own entry point is loaded
    (``companion replay`` and ``simulate`` play one game and need no other game's presentation)."""
    if name in _extra:
        return _extra[name]
    if _scan.cache_info().currsize == 0:
        alone = _alone(name)
        if alone is not None:
            return alone
    try:
        return specs()[name]
    except KeyError:
        raise UnknownGame(f"unknown game {name!r} (known: {', '.join(sorted(specs()))})") from None


def part(name: str, field: str) -> Any:
    """Field ``field`` of the game called ``name`` (its screen, console view, standing, LED scene...), or None
    for a game it does not know or a field the game leaves out: the caller then takes its generic one."""
    try:
        return spec(name).get(field)
    except UnknownGame:
        return None


def names(include_test: bool = True) -> list[str]:
    """Installed game names; ``include_test=False`` leaves out test-only games."""
    return [name for name, s in specs().items() if include_test or not s.test_only]


def palette() -> dict[str, RGB]:
    """Every game's piece colours, merged (ids are distinct across games or agree)."""
    merged: dict[str, RGB] = {}
    for s in specs().values():
        merged.update(s.palette)
    return merged
