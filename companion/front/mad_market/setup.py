"""A new Mad Market game takes the owner's board from the data directory, or the stand-in.

The new-game screen asks the engine's options (target, the rulings'
settings); this hook adds the board: the one the owner entered on the
calibration screen (saved in the data directory) unless the table picks the
stand-in for this game. Every new game embeds the whole board it is played
with. A saved board that no longer validates is not used: the stand-in is,
and the game shows itself as uncalibrated.
"""

from __future__ import annotations

import logging
from functools import partial
from typing import Any

from companion.games.mad_market import BOARD
from companion.games.mad_market.errors import BoardError
from companion.storage import data_dir

log = logging.getLogger(__name__)


def owner_board() -> dict[str, Any] | None:
    """The board the owner saved, or None (none saved, or it no longer validates)."""
    try:
        return BOARD.saved(data_dir())
    except BoardError as error:
        log.warning("the saved Mad Market board is not usable (%s): the stand-in is used", error)
        return None


def complete_config(config: dict[str, Any]) -> dict[str, Any]:
    """``config`` with ``board`` set: an inline board or "standin" given already is kept."""
    config = dict(config)
    if isinstance(config.get("board"), dict) or config.get("board") == "standin":
        return config
    saved = owner_board()
    config["board"] = saved if saved is not None else "standin"
    return config


def choose(scene: Any, standin: bool) -> None:
    """The table's pick for this game: the stand-in even when the owner saved a board (kept by the scene)."""
    if standin:
        scene.extra["board"] = "standin"
    else:
        scene.extra.pop("board", None)
    scene.layout()


def option_rows(scene: Any, y: int) -> int:
    """The board row: the owner's board (if one is saved) or the uncalibrated stand-in, for this game only."""
    from companion.text.i18n import _
    from companion.ui import theme
    from companion.ui.widgets import Button, Label

    saved = owner_board()
    standin = scene.extra.get("board") == "standin" or saved is None
    label_w = scene.label_width()  # in the engine options' label column, choices as wide as theirs
    scene.widgets.append(Label((16, y, label_w, 52), _("Board"), align="left"))
    left = 16 + label_w + 8
    width = min(280, (scene.size[0] - 16 - left + 8) // 2 - 8)
    mine = _("Your board") if saved is not None else _("No board entered")
    for index, (text, chosen, enabled, pick) in enumerate(
        ((mine, not standin, saved is not None, False), (_("Stand-in (uncalibrated)"), standin, True, True))
    ):
        scene.widgets.append(
            Button(
                (left + index * (width + 8), y, width, 52),
                text,
                partial(choose, scene, pick),
                key=f"board-{'standin' if pick else 'owner'}",
                enabled=enabled,
                color=(theme.WARNING if pick else theme.ACCENT) if chosen else theme.PANEL_LIGHT,
                text_color=theme.BACKGROUND if chosen else theme.TEXT,
            )
        )
    return y + 58
