"""What new games are played with: the seats' colours (a new-game row; hidden money is an engine option),
and the owner's board, corrected in Settings from one's own box (:mod:`.calibrate`). The config hook adds
both, so every new game embeds the board it is played on."""

from __future__ import annotations

import itertools
import weakref
from typing import Any

from companion.games.bigshot import board_for_new_game
from companion.storage import data_dir
from companion.ui import theme
from companion.ui.i18n import _
from companion.ui.widgets import Button, Label

from . import CUBE_COLOURS
from .drawing import COLOURS, color_name

PAIRS = [list(pair) for pair in itertools.combinations(COLOURS, 2)]  # two players: each plays a pair
_scene: weakref.ReferenceType | None = None


def chosen_colors(scene: Any) -> list[Any]:
    """The colours picked for the current number of players (defaults: the rulebook's order)."""
    colors = scene.options.get("bigshot_colors")
    if colors is None or len(colors) != scene.count:
        colors = [PAIRS[0], PAIRS[-1]] if scene.count == 2 else list(COLOURS[: scene.count])
        scene.options["bigshot_colors"] = colors
    return colors


def option_rows(scene: Any, y: int) -> int:
    """One button per seat (tap to change its colour), and the dummy's colour if there is one."""
    global _scene
    _scene = weakref.ref(scene)
    colors = chosen_colors(scene)
    dummy = [c for c in COLOURS if not any(c in (p if isinstance(p, list) else [p]) for p in colors)]
    scene.widgets.append(Label((16, y, 120, 52), _("Colours"), align="left"))
    width = (scene.size[0] - 250 - 140) // (scene.count + len(dummy)) - 6
    for seat, color in enumerate(colors):
        pair = color if isinstance(color, list) else [color]
        scene.widgets.append(
            Button(
                (140 + seat * (width + 6), y, width, 52),
                " + ".join(map(color_name, pair)),
                (lambda s=seat: cycle_color(scene, s)),
                key=f"bigshot-color-{seat}",
                swatch=CUBE_COLOURS[pair[0]],
                size=theme.FONT_SIZES["body"],
            )
        )
    for color in dummy:
        scene.widgets.append(
            Label(
                (140 + scene.count * (width + 6), y, width, 52),
                _("Dummy: {color}").format(color=color_name(color)),
                size=theme.FONT_SIZES["small"],
                color=theme.TEXT_DIM,
            )
        )
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
    scene.options["bigshot_colors"] = colors
    scene.layout()


def complete_config(config: dict[str, Any]) -> dict[str, Any]:
    """The colours from the new-game screen, and the owner's board from the data directory."""
    scene = _scene() if _scene is not None else None
    config = dict(config)
    if scene is not None and getattr(scene, "game", None) == "bigshot" and len(config["players"]) == scene.count:
        config["colors"] = chosen_colors(scene)
    config["board"] = board_for_new_game(data_dir())
    return config
