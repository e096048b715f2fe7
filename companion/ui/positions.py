"""Positions on the form screen: a game joined in progress, or its pieces set by hand, typed at the table.

A game's presentation package describes its position format (``docs/<game>.md``)
as form sections, in the order a table counts its pieces (where the game
stands, then each player's money and holdings, then the board): a
:class:`PositionEditor`, named by its :class:`~companion.registry.GameSpec`'s
``position_editor``. This module turns it into a
:class:`~companion.ui.forms.FormSpec` whose validator is the engine itself
(:meth:`~companion.core.game.Game.prepare` with the position: its
``ImpossiblePosition`` sentence is the verdict under the form), so the screen
refuses exactly what ``companion play --position FILE`` refuses, with the same
words. What the form saves is handed to the caller: a new game started there,
or :meth:`~companion.core.table.Table.adjust` on the game being played.

Pure data, no pygame: tested on its own and through the screen
(:mod:`companion.ui.scenes.position`).
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from companion.core import N_, Game, NoPositions
from companion.core.i18n import Plural, fill
from companion.data_classes import dataclass
from companion.text.i18n import _

from .forms import FormSpec, Section

Position = dict[str, Any]


def few_or_count(items: Any, shown: int, joiner: str, counted: Plural) -> str:
    """A cell's list: its items joined while there are at most ``shown``, else how many (``counted``, an
    ``N_plural`` text with ``{count}``), and a dash for none: a button holds a few names, not forty."""
    items = [str(item) for item in items or ()]
    if not items:
        return "–"
    if len(items) <= shown:
        return joiner.join(items)
    return fill(counted, {"count": len(items)}, _)  # in the language, and in its context if it has one


def _same(position: Position) -> Position:
    return position


@dataclass(frozen=True, slots=True)
class PositionEditor:
    """A game's position format as form sections, and how the form's data and a written position meet.

    ``shape(position)`` gives the data the form edits: every key a field
    names present (a player's shares of every chain at 0, the keys of every
    step), since a form writes into what is there; ``written(data)`` gives
    the position back, each key the step does not use left out. ``normalize``
    runs after every change (the step changed: its own keys made, others
    dropped). By default a position is edited as it is written.
    """

    sections: tuple[Section, ...]
    shape: Callable[[Position], Position] = _same
    written: Callable[[Position], Position] = _same
    normalize: Callable[[Position], None] | None = None


def offers_positions(game: Game[Any]) -> bool:
    """True if the engine reads positions: it names its module of them, or reads them itself (the kit's default
    refuses with NoPositions)."""
    return game.positions is not None or type(game).from_position is not Game.from_position


def set_up(game: Game[Any], config: dict[str, Any]) -> Position:
    """The position of a new game of ``config`` (the editor's starting point when nothing is on the table yet)."""
    prepared = game.prepare_config({key: value for key, value in config.items() if key != "position"})
    return game.position(game.start(prepared))


def check(game: Game[Any], config: dict[str, Any], position: Position) -> dict[str, Any]:
    """The config of a game starting at ``position``, prepared; the engine's refusal if no game can be there."""
    rest = {key: value for key, value in config.items() if key != "position"}
    return game.prepare({**rest, "position": copy.deepcopy(position)})


def position_form(
    game: Game[Any],
    config: dict[str, Any],
    editor: PositionEditor,
    save: Callable[[Position], Any],
    *,
    current: Position | None = None,
) -> FormSpec:
    """The form for a position of ``game`` with ``config``: the present one (``current``: pieces set by hand) or a
    new game's set-up; ``save`` receives the position written, once the engine accepts it."""
    if not offers_positions(game):
        raise NoPositions(game=game.title)

    def saved() -> Position | None:
        return editor.shape(copy.deepcopy(current)) if current is not None else None

    def standin() -> Position:
        return editor.shape(set_up(game, config))

    def validate(data: Position) -> None:
        check(game, config, editor.written(copy.deepcopy(data)))

    def keep(data: Position) -> None:
        save(editor.written(copy.deepcopy(data)))

    adjusting = current is not None
    return FormSpec(
        title=N_("Set the pieces by hand") if adjusting else N_("Start from a position"),
        sections=editor.sections,
        saved=saved,
        standin=standin,
        validate=validate,
        save=keep,
        normalize=editor.normalize,
        save_label=N_("Set them so") if adjusting else N_("Start here"),
        standin_label=N_("Set-up"),
        saved_text=N_("The pieces are set."),
        complete_text=N_("A position the rules allow."),
        origin_saved=N_("the game as it stands"),
        origin_standin=N_("a new game's set-up"),
    )
