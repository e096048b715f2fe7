"""What new games are played with: the seats' colours (a new-game row; hidden money is an engine option),
and the owner's board, corrected in Settings from one's own box (:mod:`.calibrate`). The colours chosen go
into the new game's config through the new-game screen's ``extra``; the config hook adds the board, so every
new game embeds the board it is played on."""

from __future__ import annotations

import itertools
from functools import partial
from typing import Any

import pygame

from companion.games.bigshot import BOARD
from companion.storage import data_dir
from companion.text.i18n import _
from companion.ui import theme
from companion.ui.strips import cells
from companion.ui.widgets import Button, Label

from . import CUBE_COLOURS
from .texts import COLOURS, color_label, color_name

PAIRS = [list(pair) for pair in itertools.combinations(COLOURS, 2)]  # two players: each plays a pair


def chosen_colors(scene: Any) -> list[Any]:
    """The colours picked for the current number of players (defaults: the rulebook's order)."""
    colors = scene.extra.get("colors")
    if colors is None or len(colors) != scene.count:
        colors = [PAIRS[0], PAIRS[-1]] if scene.count == 2 else list(COLOURS[: scene.count])
        scene.extra["colors"] = colors
    return colors


def option_rows(scene: Any, y: int) -> int:
    """One button per seat (tap to change its colour), and the dummy's colour if there is one."""
    colors = chosen_colors(scene)
    dummy = [c for c in COLOURS if not any(c in (p if isinstance(p, list) else [p]) for p in colors)]
    scene.widgets.append(Label((16, y, 120, 52), _("Colours"), align="left"))
    boxes = cells(pygame.Rect(140, y, scene.size[0] - 250 - 140, 52), scene.count + len(dummy))
    for seat, (color, box) in enumerate(zip(colors, boxes, strict=False)):
        pair = color if isinstance(color, list) else [color]
        scene.widgets.append(
            Button(
                box,
                " + ".join(map(color_label, pair)),  # a button: "Rosso", as every label
                partial(cycle_color, scene, seat),
                key=f"bigshot-color-{seat}",
                swatch=CUBE_COLOURS[pair[0]],
                size=theme.FONT_SIZES["body"],
            )
        )
    for color, box in zip(dummy, boxes[scene.count :], strict=True):
        text = _("Dummy: {color}").format(color=color_name(color))
        scene.widgets.append(Label(box, text, size=theme.FONT_SIZES["small"], color=theme.TEXT_DIM))
    return y + 58


def cycle_color(scene: Any, seat: int) -> None:
    """The next colour for ``seat``: with 3–4 players it swaps with whoever had it; with 2 the seat's pair
    turns and the other seat plays the other two."""
    colors = list(chosen_colors(scene))
    if scene.count == 2:
        colors[seat] = PAIRS[(PAIRS.index(colors[seat]) + 1) % len(PAIRS)]
        colors[1 - seat] = [color for color in COLOURS if color not in colors[seat]]
    else:
        wanted = COLOURS[(COLOURS.index(colors[seat]) + 1) % len(COLOURS)]
        if wanted in colors:
            colors[colors.index(wanted)] = colors[seat]
        colors[seat] = wanted
    scene.extra["colors"] = colors
    scene.layout()


def complete_config(config: dict[str, Any]) -> dict[str, Any]:
    """The owner's board from the data directory (colours chosen for another number of players are dropped:
    the engine's defaults serve)."""
    config = dict(config)
    if len(config.get("colors", ())) != len(config["players"]):
        config.pop("colors", None)
    config["board"] = BOARD.for_new_game(data_dir())
    return config
