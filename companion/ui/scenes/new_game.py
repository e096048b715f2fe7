"""New game: which game, who plays (names, seat colours), and the game's options."""

from __future__ import annotations

import os
from typing import Any

import pygame

from companion.core import RuleViolation
from companion.games import get, names
from companion.palette import SEATS as SEAT_COLOURS
from companion.storage import start_new

from .. import specs, theme
from ..i18n import _
from ..scene import TOP_BAR, Scene
from ..widgets import Button, Label, Stepper


class NewGameScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.games = names(include_test=app.show_test_games) or names()
        self.game = self.games[0]
        self.count = max(get(self.game).min_players, 3) if get(self.game).max_players >= 3 else 2
        self.players = [_("Player {n}").format(n=i + 1) for i in range(6)]
        self.options: dict[str, Any] = {}
        self.extra: dict[str, Any] = {}  # what a game's own rows chose for this game (its board, say)
        self.page = 0
        self.seats_bottom = 0

    @property
    def engine(self):
        return get(self.game)

    def layout(self) -> None:
        """Games, players and seats, then the options; options that would not fit get a page of their own."""
        width, height = self.size
        self.widgets = []
        if self.page == 1:
            self.top_bar(_("Options: {game}").format(game=_(self.engine.title)))
            self.widgets[0] = Button((6, 4, 110, TOP_BAR - 8), _("Back"), lambda: self.show_page(0), key="back")
            self.layout_options(TOP_BAR + 8)
        else:
            self.top_bar(_("New game"))
            options_top = self.layout_players()
            first = len(self.widgets)
            self.layout_options(options_top)
            start = pygame.Rect(width - 236, height - 70, 220, 60)
            if any(w.rect.colliderect(start) or w.rect.bottom > height for w in self.widgets[first:]):
                # The options would run under the Start button or off the screen: they get a page of their own.
                self.widgets = self.widgets[:first]
                self.widgets.append(
                    Button((16, height - 70, 260, 60), _("Options…"), lambda: self.show_page(1), key="more-options")
                )
        self.widgets.append(
            Button((width - 236, height - 70, 220, 60), _("Start"), self.start, color=theme.CONFIRM, key="start")
        )

    def layout_players(self) -> int:
        """The games across the top, the players' count and their seats; returns the first free row."""
        width, _height = self.size
        engine = self.engine
        game_w = min(220, (width - 32) // len(self.games) - 8)
        for index, name in enumerate(self.games):
            selected = name == self.game
            self.widgets.append(
                Button(
                    (16 + index * (game_w + 8), TOP_BAR + 6, game_w, 56),
                    _(get(name).title),
                    (lambda n=name: self.choose_game(n)),
                    color=theme.ACCENT if selected else theme.PANEL_LIGHT,
                    text_color=theme.BACKGROUND if selected else theme.TEXT,
                    key=f"game-{name}",
                )
            )
        top = TOP_BAR + 72
        self.widgets.append(Label((16, top, 150, 56), _("Players"), align="left"))
        self.widgets.append(
            Stepper((170, top, 230, 56), self.count, engine.min_players, engine.max_players, self.set_count)
        )
        # Seats: a colour swatch and the name; tap to rename. Five or six seats take three columns.
        columns = 3 if self.count > 4 else 2
        seat_w = (width - 16 - 16 * columns) // columns
        for seat in range(self.count):
            x = 16 + (seat % columns) * (seat_w + 16)
            y = top + 66 + (seat // columns) * 62
            self.widgets.append(
                Button(
                    (x, y, seat_w, 56),
                    f"{seat + 1}. {self.players[seat]}",
                    (lambda s=seat: self.rename(s)),
                    swatch=SEAT_COLOURS[seat],
                    key=f"seat-{seat}",
                )
            )
        self.seats_bottom = top + 66 + -(-self.count // columns) * 62
        return self.seats_bottom + 4

    def layout_options(self, y: int) -> int:
        """The engine's options, one row each (a label and a button per choice), then the game's own rows."""
        width, _height = self.size
        for option in self.engine.options:
            self.widgets.append(Label((16, y, 200, 52), _(option.label), align="left"))
            current = self.options.get(option.key, option.default)
            choice_w = min(180, (width - 240) // len(option.choices) - 8)
            for index, (value, text) in enumerate(option.choices):
                selected = value == current
                self.widgets.append(
                    Button(
                        (224 + index * (choice_w + 8), y, choice_w, 52),
                        _(text),
                        (lambda k=option.key, v=value: self.set_option(k, v)),
                        color=theme.ACCENT if selected else theme.PANEL_LIGHT,
                        text_color=theme.BACKGROUND if selected else theme.TEXT,
                        key=f"option-{option.key}-{index}",
                    )
                )
            y += 58
        extra = specs.new_game_rows(self.game)
        if extra is not None:
            y = extra(self, y)
        return y

    def show_page(self, page: int) -> None:
        self.page = page
        self.layout()

    def choose_game(self, name: str) -> None:
        self.game = name
        self.options = {}
        self.extra = {}
        self.page = 0
        engine = self.engine
        self.count = min(max(self.count, engine.min_players), engine.max_players)
        self.layout()

    def set_count(self, value: int) -> None:
        self.count = value
        self.layout()

    def set_option(self, key: str, value: Any) -> None:
        self.options[key] = value
        self.layout()

    def rename(self, seat: int) -> None:
        from .keyboard import KeyboardScene

        def done(text: str) -> None:
            self.players[seat] = text

        self.app.push(KeyboardScene(self.app, _("Name of player {n}").format(n=seat + 1), self.players[seat], done))

    def config(self) -> dict[str, Any]:
        engine = self.engine
        config: dict[str, Any] = {"players": self.players[: self.count]}
        for option in engine.options:
            config[option.key] = self.options.get(option.key, option.default)
        config.update(self.extra)
        config["seed"] = int.from_bytes(os.urandom(4), "big")
        return specs.complete_config(self.game, config)

    def start(self) -> None:
        from ..specs import play_scene_for

        if len(set(self.players[: self.count])) < self.count:
            self.app.notify(_("Two players have the same name: rename one."), error=True)
            return
        try:
            table = start_new(self.game, self.config())
        except RuleViolation as exc:
            self.app.notify(exc.message(_), error=True)
            return
        self.app.open_table(table)
        self.app.replace(play_scene_for(self.app))

    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        return None
