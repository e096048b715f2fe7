"""The touchscreen's view of the game registry: each game's own screens, from its GameSpec.

A game's presentation package names its play screen (a subclass of the
generic one that adds the board picture and status panel), its final
screen, extra new-game rows, a config completion and settings entries.
Everything is loaded on first use, so a game never imports another
game's screens; a game that names none gets the generic screens and is
playable on the touchscreen from its first day.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from companion.registry import UnknownGame, load, part, spec, specs

if TYPE_CHECKING:
    from .app import App
    from .positions import PositionEditor
    from .scenes.final import FinalScene
    from .scenes.new_game import NewGameScene
    from .scenes.play import PlayScene


def play_scene(game: str) -> type[PlayScene]:
    """The play screen class of ``game`` (the generic one if it has none)."""
    found = part(game, "play_scene")
    if found is not None:
        return found
    from .scenes.play import PlayScene

    return PlayScene


def final_scene(game: str) -> type[FinalScene]:
    """The final-scores screen class of ``game`` (the generic one if it has none)."""
    found = part(game, "final_scene")
    if found is not None:
        return found
    from .scenes.final import FinalScene

    return FinalScene


def new_game_rows(game: str) -> Callable[[NewGameScene, int], int] | None:
    """``rows(scene, y) -> y``: the game's extra controls on the new-game screen, or None."""
    return part(game, "new_game_rows")


def complete_config(game: str, config: dict[str, Any]) -> dict[str, Any]:
    """The new game's config completed by the game (an owner's calibrated board), or as it is."""
    hook = part(game, "complete_config")
    return hook(config) if hook is not None else config


def has_position_editor(game: str) -> bool:
    """True if ``game`` can be started from a position, or have its pieces set by hand, on the touchscreen."""
    from .positions import offers_positions

    try:
        found = spec(game)
    except UnknownGame:
        return False
    return found.position_editor is not None and offers_positions(found.game)


def position_editor(game: str, config: dict[str, Any]) -> PositionEditor | None:
    """The game's :class:`~companion.ui.positions.PositionEditor` for ``config``, or None if it has none (or its
    engine reads no positions)."""
    return part(game, "position_editor")(config) if has_position_editor(game) else None


def _open(target: str, app: App) -> None:
    """Open a game's settings entry: ``target`` names its ``open(app)``, imported only when tapped."""
    load(target)(app)


def settings_entries() -> list[tuple[str, Callable[[App], None]]]:
    """``(N_ label, open(app))`` for every installed game's settings entries (board calibration)."""
    entries: list[tuple[str, Callable[[App], None]]] = []
    for each in specs().values():
        if each.test_only:
            continue
        for label, target in each.settings:
            entries.append((label, partial(_open, target)))
    return entries


def play_scene_for(app: App) -> PlayScene:
    """The play screen for the app's open table."""
    return play_scene(app.playing.game.name)(app)
