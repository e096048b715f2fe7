"""Acquire screen helpers: start a game through the app, tap board spaces like a finger, read what is shown."""

from __future__ import annotations

from typing import Any

from companion.front.acquire.board import cell_rect
from companion.storage import start_new
from companion.ui.scenes.play import play_scene_for
from companion.ui.widgets import Label, Note

PLAYERS = ["Ann", "Ben", "Cat"]


def open_game(app: Any, **options: Any) -> Any:
    app.open_table(start_new("acquire", {"players": options.pop("players", PLAYERS), **options}))
    app.reset(play_scene_for(app))
    app.step(0)
    return app.scene


def space(fingers: Any, tile: str) -> None:
    """A finger on a board space (a result card over it closed first, as a player does)."""
    fingers.on_board(*cell_rect(tile).center)


def place(fingers: Any, tile: str) -> None:
    """Tap the space, then confirm its preview."""
    space(fingers, tile)
    fingers.tap("board-confirm")


def shown(app: Any) -> str:
    """Every label and note of the screen, one text (wrapped preview lines join back into their sentences)."""
    return " ".join(w.text for w in app.scene.widgets if isinstance(w, Label | Note))


def toast(app: Any) -> str | None:
    return app.toast.text if app.toast is not None else None
