"""What new games are played with: the seats' colours (a new-game row; hidden money is an engine option),
and the owner's board, corrected in Settings from one's own box (the engine validates and saves it). The
config hook adds both, so every new game embeds the board it is played on."""

from __future__ import annotations

import copy
import itertools
import weakref
from typing import Any

import pygame

from companion.core import RuleViolation
from companion.games.bigshot import board_for_new_game, default_board, save_board
from companion.storage import data_dir
from companion.ui import theme
from companion.ui.i18n import _
from companion.ui.scene import TOP_BAR, Scene
from companion.ui.widgets import Button, Keypad, Label

from . import CUBE_COLOURS
from .drawing import COLOURS, PARK, color_name

GAP = 6
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


class BoardScene(Scene):
    """Lots on the left; the selected lot's value (keypad) and its park neighbours on the right."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        try:
            self.board = board_for_new_game(data_dir())
        except RuleViolation as exc:  # a saved file that no longer validates: start from the default, say why
            self.board = default_board()
            app.notify(exc.message(_), error=True)
        self.selected = next(iter(self.board["lots"]))
        self._pad: Keypad | None = None  # kept while one lot is edited, so digits add up

    @property
    def lots(self) -> dict[str, dict[str, Any]]:
        return self.board["lots"]

    def is_park(self, lot: str) -> bool:
        return bool(self.lots[lot].get("park"))

    def layout(self) -> None:
        width, height = self.size
        self.widgets = []
        self.top_bar(_("Big Shot board"))
        texts = {
            lot: _("{lot} park").format(lot=lot)
            if spec.get("park")
            else f"{lot} {'?' if spec.get('value') is None else spec['value']}M"
            for lot, spec in self.lots.items()
        }
        cell_h = max(theme.MIN_TARGET, min(56, (height - TOP_BAR - 84) // -(-len(texts) // 3) - GAP))
        self.buttons(
            pygame.Rect(12, TOP_BAR + 8, 378, cell_h),
            texts,
            self.select,
            "cal-lot",
            {self.selected},
            lambda lot: PARK if self.is_park(lot) else theme.PANEL_LIGHT,
        )
        self.widgets += [
            Button((12, height - 66, 180, 56), _("Default board"), self.reset_default, key="cal-default"),
            Button((200, height - 66, 196, 56), _("Save board"), self.save, color=theme.CONFIRM, key="cal-save"),
        ]
        area = pygame.Rect(410, TOP_BAR + 8, width - 420, height - TOP_BAR - 16)
        lot, value = self.selected, self.lots[self.selected].get("value")
        title = (
            _("Park {lot}: the lots next to it").format(lot=lot)
            if self.is_park(lot)
            else _("{lot}: value {value}M").format(lot=lot, value=value if value is not None else "?")
        )
        self.widgets.append(
            Label((area.left, area.top, area.width, 32), title, size=theme.FONT_SIZES["title"], align="left")
        )
        self.widgets.append(
            Button(
                (area.left, area.bottom - 56, area.width, 56),
                _("Park or lot: switch"),
                self.switch_kind,
                key="cal-kind",
            )
        )
        if self.is_park(lot):
            self.toggles(area, area.top + 40, [name for name in self.lots if name != lot])
            return
        self._pad = self._pad or Keypad((area.left, area.top + 38, area.width, 4 * 54), self.typed, max_digits=4)
        self.widgets += [
            self._pad,
            Label(
                (area.left, area.top + 260, area.width, 24),
                _("Next to the parks:"),
                size=theme.FONT_SIZES["small"],
                color=theme.TEXT_DIM,
                align="left",
            ),
        ]
        self.toggles(area, area.top + 286, [name for name in self.lots if self.is_park(name)])

    def toggles(self, area: pygame.Rect, y: int, others: list[str]) -> None:
        """One button per other lot, lit if it borders the selected one (a tap toggles both ways)."""
        self.buttons(
            pygame.Rect(area.left, y, area.width, 48),
            {name: name for name in others},
            self.toggle,
            "cal-near",
            set(self.board["adjacency"].get(self.selected, [])),
        )

    def buttons(
        self,
        row: pygame.Rect,
        texts: dict[str, str],
        on_tap: Any,
        key: str,
        lit: set[str],
        colour: Any = lambda name: theme.PANEL_LIGHT,
    ) -> None:
        """Lots as buttons, three a row from ``row`` (its height: each button's), the ``lit`` ones highlighted."""
        width = (row.width - 2 * GAP) // 3
        for index, (name, text) in enumerate(texts.items()):
            on = name in lit
            self.widgets.append(
                Button(
                    (
                        row.left + index % 3 * (width + GAP),
                        row.top + index // 3 * (row.height + GAP),
                        width,
                        row.height,
                    ),
                    text,
                    (lambda n=name: on_tap(n)),
                    key=f"{key}-{name}",
                    size=theme.FONT_SIZES["body"],
                    color=theme.ACCENT if on else colour(name),
                    text_color=theme.BACKGROUND if on else theme.TEXT,
                )
            )

    def select(self, lot: str) -> None:
        self.selected, self._pad = lot, None
        self.layout()

    def typed(self, text: str) -> None:
        self.lots[self.selected]["value"] = int(text) if text else None
        self.layout()

    def toggle(self, other: str) -> None:
        """``other`` borders the selected lot, or no longer does (both ways)."""
        adjacency, lot = self.board["adjacency"], self.selected
        on = other not in adjacency.get(lot, [])
        for a, b in ((lot, other), (other, lot)):
            adjacency[a] = [n for n in adjacency.get(a, []) if n != b] + ([b] if on else [])
        self.layout()

    def switch_kind(self) -> None:
        self.lots[self.selected] = {"value": None} if self.is_park(self.selected) else {"park": True}
        self.select(self.selected)

    def reset_default(self) -> None:
        self.board = default_board()
        self.select(next(iter(self.lots)))

    def save(self) -> None:
        board = copy.deepcopy(self.board)
        board["adjacency"] = {lot: near for lot, near in board["adjacency"].items() if near}
        try:
            save_board(data_dir(), board)
        except RuleViolation as exc:
            self.app.notify(exc.message(_), error=True)
            return
        self.app.notify(_("Board saved: new Big Shot games use it."))


def open_board_scene(app: Any) -> None:
    app.push(BoardScene(app))
