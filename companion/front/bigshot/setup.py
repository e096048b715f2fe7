"""Big Shot's new-game options: colours per player (the dummy, two colours each) and hidden money.

The choices live on the new-game screen (``scene.options``); the config hook
reads them back and adds the owner's saved board, so every new game embeds
the board it is played on.
"""

from __future__ import annotations

import weakref
from typing import Any

from companion.games.bigshot import board_for_new_game
from companion.storage import data_dir

from companion.ui import theme
from companion.ui.i18n import _
from companion.ui.widgets import Button, Label

from .drawing import COLOURS, color_name
from .palette import CUBE_COLOURS

PAIRINGS = [
    [["red", "yellow"], ["black", "white"]], [["black", "white"], ["red", "yellow"]],
    [["red", "black"], ["yellow", "white"]], [["yellow", "white"], ["red", "black"]],
    [["red", "white"], ["yellow", "black"]], [["yellow", "black"], ["red", "white"]],
]
_scene: weakref.ReferenceType | None = None


def chosen_colors(scene: Any) -> list[Any]:
    """The colours picked for the current number of players (defaults: the rulebook's order)."""
    colors = scene.options.get("bigshot_colors")
    if colors is None or len(colors) != scene.count:
        colors = PAIRINGS[0] if scene.count == 2 else list(COLOURS[:scene.count])
        scene.options["bigshot_colors"] = colors
    return colors


def option_rows(scene: Any, y: int) -> int:
    """Colours (tap to change) and the hidden-money switch."""
    global _scene
    _scene = weakref.ref(scene)
    width = scene.size[0]
    colors = chosen_colors(scene)
    scene.widgets.append(Label((16, y, 120, 52), _("Colours"), align="left"))
    button_w = (width - 140 - 16) // scene.count - 6
    for seat, color in enumerate(colors):
        text = " + ".join(color_name(c) for c in color) if isinstance(color, list) else color_name(color)
        first = color[0] if isinstance(color, list) else color
        scene.widgets.append(Button((140 + seat * (button_w + 6), y, button_w, 52), f"{seat + 1}. {text}",
                                    (lambda s=seat: cycle_color(scene, s)), key=f"bigshot-color-{seat}",
                                    swatch=_swatch(first), size=theme.FONT_SIZES["body"]))
    y += 58
    hidden = bool(scene.options.get("bigshot_hidden", False))
    scene.widgets.append(Label((16, y, 160, 52), _("Hidden money"), align="left"))
    for index, (value, text) in enumerate(((False, _("Off")), (True, _("On")))):
        selected = value == hidden
        scene.widgets.append(Button((180 + index * 106, y, 100, 52), text,
                                    (lambda v=value: _set_hidden(scene, v)), key=f"bigshot-hidden-{index}",
                                    color=theme.ACCENT if selected else theme.PANEL_LIGHT,
                                    text_color=theme.BACKGROUND if selected else theme.TEXT))
    used = {c for color in colors for c in (color if isinstance(color, list) else [color])}
    dummy = [c for c in COLOURS if c not in used]
    if dummy:
        scene.widgets.append(Label((400, y, 150, 52), _("Dummy: {color}").format(color=color_name(dummy[0])),
                                   size=theme.FONT_SIZES["small"], color=theme.TEXT_DIM, align="left"))
    return y + 58


def _swatch(color: str) -> tuple[int, int, int]:
    return CUBE_COLOURS[color]


def _set_hidden(scene: Any, value: bool) -> None:
    scene.options["bigshot_hidden"] = value
    scene.layout()


def cycle_color(scene: Any, seat: int) -> None:
    """The next colour for ``seat``: with 3–4 players it swaps with whoever had it; with 2 the pairings turn."""
    colors = chosen_colors(scene)
    if scene.count == 2:
        index = next((i for i, p in enumerate(PAIRINGS) if p == colors), 0)
        scene.options["bigshot_colors"] = [list(pair) for pair in PAIRINGS[(index + 1) % len(PAIRINGS)]]
    else:
        current = COLOURS.index(colors[seat])
        wanted = COLOURS[(current + 1) % len(COLOURS)]
        colors = list(colors)
        if wanted in colors:
            colors[colors.index(wanted)] = colors[seat]
        colors[seat] = wanted
        scene.options["bigshot_colors"] = colors
    scene.layout()


def complete_config(config: dict[str, Any]) -> dict[str, Any]:
    """Colours and hidden money from the new-game screen, and the owner's board from the data directory."""
    scene = _scene() if _scene is not None else None
    config = dict(config)
    if scene is not None and getattr(scene, "game", None) == "bigshot" and len(config["players"]) == scene.count:
        config["colors"] = chosen_colors(scene)
        config["hidden_money"] = bool(scene.options.get("bigshot_hidden", False))
    config["board"] = board_for_new_game(data_dir())
    return config
