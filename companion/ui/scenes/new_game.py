"""New game: which game, who plays (names, seat colours), and the game's options."""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from companion.core import Game, GameOption, RuleViolation, fresh_seed
from companion.games import get, playable
from companion.palette import seat_colours
from companion.storage import start_new
from companion.text.i18n import _
from companion.text.stand_ins import ON_THE_SCREEN, own_copy_lines

from .. import specs, theme
from ..scene import TOP_BAR, Scene
from ..widgets import Button, Label, Note, Stepper, option_button, option_row, shares

if TYPE_CHECKING:
    from ..app import App

log = logging.getLogger(__name__)

BOTTOM_BAR = 70
"""The Start and Options… buttons' strip along the bottom edge."""
GAP = 6
LABEL_MAX = 280
CHOICE_MAX = 280


class NewGameScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.games = playable(include_test=app.show_test_games) or playable()
        self.game = self.games[0]
        self.count = max(get(self.game).min_players, 3) if get(self.game).max_players >= 3 else 2
        self.players = [""] * 6  # the names typed; a seat not named yet plays as "Player n" (see name)
        self.options: dict[str, Any] = {}
        self.extra: dict[str, Any] = {}  # what a game's own rows chose for this game (its board, say)
        self.page = 0
        self.seats_bottom = 0
        self.first_overflow = 0  # the first option row that did not fit under the seats (shown on page 1)

    @property
    def engine(self) -> Game[Any]:
        return get(self.game)

    def layout(self) -> None:
        """Games, players and seats, then the options: the rows that do not fit above the bottom buttons go, in
        order, to a page of their own (the last page a game's option rows need; none if all fit)."""
        width, height = self.size
        self.widgets = []
        rows = self.option_rows()
        if self.page == 1:
            self.top_bar(_("Options: {game}").format(game=_(self.engine.title)))
            self.widgets[0] = Button((6, 4, 110, TOP_BAR - 8), _("Back"), lambda: self.show_page(0), key="back")
            y = TOP_BAR + 8
            for row in rows[self.first_overflow :]:
                y = row(y)
        else:
            self.top_bar(_("New game"))
            if specs.has_position_editor(self.game):  # a game started on paper, handed over mid-way
                title = self.widgets[-1]
                title.rect.width = width - 256 - title.rect.left
                self.widgets.append(
                    Button(
                        (width - 246, 4, 236, TOP_BAR - 8),
                        _("From a position"),
                        self.from_position,
                        key="from-position",
                    )
                )
            bar = len(self.widgets)
            start = pygame.Rect(width - 236, height - BOTTOM_BAR, 220, BOTTOM_BAR - 10)
            more = pygame.Rect(16, height - BOTTOM_BAR, 260, BOTTOM_BAR - 10)
            told = self.stand_ins()
            # The stand-ins are said beside Start, where no option row can push them to the options' page.
            note = pygame.Rect(16, start.top, start.left - 16 - 12, start.height) if told else pygame.Rect(0, 0, 0, 0)
            # All the rows, if they fit beside Start; then all of them under closer seats (a row pushed behind
            # Options… is a row the table never sees); else those that fit beside Start and Options… too.
            for close in (False, True):
                del self.widgets[bar:]
                y = self.layout_players(close)
                self.first_overflow = self.place_rows(rows, y, [start, *([note] if told else [])])
                if self.first_overflow == len(rows):
                    break
            else:
                del self.widgets[bar:]
                y = self.layout_players()
                note.width, note.left = note.right - more.right - 12, more.right + 12
                self.first_overflow = self.place_rows(rows, y, [start, more, *([note] if told else [])])
                self.widgets.append(Button(more, _("Options…"), lambda: self.show_page(1), key="more-options"))
            if told:
                said = [*(_(text) for text in told), *self.own_copies()]
                self.widgets.append(Note(note, "\n".join(said), color=theme.WARNING))
        self.widgets.append(
            Button(
                (width - 236, height - BOTTOM_BAR, 220, BOTTOM_BAR - 10),
                _("Start"),
                self.start,
                color=theme.CONFIRM,
                key="start",
            )
        )

    def place_rows(self, rows: list[Callable[[int], int]], y: int, keep_clear: list[pygame.Rect]) -> int:
        """Lay ``rows`` out from ``y`` while each stays on the screen and clear of ``keep_clear`` (the bottom
        buttons); returns the index of the first row that did not fit (its widgets are taken away again)."""
        screen = pygame.Rect((0, 0), self.size)
        for index, row in enumerate(rows):
            first = len(self.widgets)
            after = row(y)
            added = self.widgets[first:]
            if any(
                not screen.contains(w.rect) or any(w.rect.colliderect(r.inflate(2 * GAP, 2 * GAP)) for r in keep_clear)
                for w in added
            ):
                del self.widgets[first:]
                return index
            y = after
        return len(rows)

    def layout_players(self, close: bool = False) -> int:
        """The games across the top, the players' count and their seats; returns the first free row.

        ``close``: every row a fingertip high (:data:`~companion.ui.theme.MIN_TARGET`) and only :data:`GAP` apart,
        which leaves room for one more option row under four seats."""
        width, _height = self.size
        engine = self.engine
        titles = [_(get(name).title) for name in self.games]
        size = theme.FONT_SIZES["button"]
        high = theme.MIN_TARGET if close else 56
        apart = GAP if close else 10
        places = [(x, TOP_BAR + 6, w, high) for x, w in shares(titles, 16, width - 16, size)]
        self.widgets += option_row(places, zip(self.games, titles, strict=True), self.game, self.choose_game, "game")
        top = TOP_BAR + 6 + high + apart
        self.widgets.append(Label((16, top, 150, high), _("Players"), align="left"))
        self.widgets.append(
            Stepper(
                (170, top, 230, high),
                self.count,
                engine.min_players,
                engine.max_players,
                self.set_count,
                refused=self.say_players,
            )
        )
        # Seats: a colour swatch and the name; tap to rename. Five or six seats take three columns.
        columns = 3 if self.count > 4 else 2
        seat_w = (width - 16 - 16 * columns) // columns
        colours = seat_colours(self.game)  # the chosen game's seat colours, kept apart from its pieces
        first = top + high + apart
        for seat in range(self.count):
            x = 16 + (seat % columns) * (seat_w + 16)
            y = first + (seat // columns) * (high + GAP)
            self.widgets.append(
                Button(
                    (x, y, seat_w, high),
                    f"{seat + 1}. {self.name(seat)}",
                    partial(self.rename, seat),
                    swatch=colours[seat % len(colours)],
                    key=f"seat-{seat}",
                )
            )
        self.seats_bottom = first + -(-self.count // columns) * (high + GAP)
        return self.seats_bottom + 4

    def option_rows(self) -> list[Callable[[int], int]]:
        """The options' rows in order, each ``row(y) -> next y``: one per engine option, then the game's own."""
        rows: list[Callable[[int], int]] = [partial(self.layout_option, option) for option in self.engine.options]
        extra = specs.new_game_rows(self.game)
        if extra is not None:
            rows.append(lambda y: extra(self, y))
        return rows

    def label_width(self) -> int:
        """The options' label column: as wide as the longest label needs (within bounds), the same on every row."""
        body = theme.font(theme.FONT_SIZES["body"])
        needed = max((body.size(_(option.label))[0] for option in self.engine.options), default=0)
        return max(150, min(LABEL_MAX, needed + 12))

    def layout_option(self, option: GameOption, y: int) -> int:
        """One engine option: its label, and a button per choice sharing the rest of the row."""
        width, _height = self.size
        label_w = self.label_width()
        self.widgets.append(Label((16, y, label_w, 52), _(option.label), align="left"))
        current = self.options.get(option.key, option.default)
        left = 16 + label_w + 8
        choice_w = min(CHOICE_MAX, (width - 16 - left + 8) // len(option.choices) - 8)
        for index, (value, text) in enumerate(option.choices):
            self.widgets.append(
                option_button(
                    (left + index * (choice_w + 8), y, choice_w, 52),
                    _(text),
                    partial(self.set_option, option.key, value),
                    chosen=value == current,
                    key=f"option-{option.key}-{index}",
                )
            )
        return y + 58

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

    def say_players(self) -> None:
        """A tap on the players' greyed − or +: how many the game is for (a seventh seat greyed silently)."""
        engine = self.engine
        self.app.notify(
            _("{game} is for {low} to {high} players.").format(
                game=_(engine.title), low=engine.min_players, high=engine.max_players
            ),
            error=True,
        )

    def set_count(self, value: int) -> None:
        self.count = value
        self.layout()

    def set_option(self, key: str, value: Any) -> None:
        self.options[key] = value
        self.layout()

    def name(self, seat: int) -> str:
        """The seat's name: as typed, else "Player n" (what the seat plays as if nobody names it)."""
        return self.players[seat] or _("Player {n}").format(n=seat + 1)

    def offered(self, seat: int) -> list[str]:
        """The last game's names no other seat has taken: one tap names ``seat`` (the same friends come back)."""
        taken = {name.casefold() for other, name in enumerate(self.players[: self.count]) if other != seat and name}
        return [name for name in self.app.prefs.last_names if name.casefold() not in taken]

    def rename(self, seat: int) -> None:
        """The keyboard, opening on what was typed for the seat (empty, not "Player 1" to delete first)."""
        from .keyboard import KeyboardScene

        def done(text: str) -> None:
            self.players[seat] = text
            self.layout()  # the seat's button shows the new name at once, not at the next tap
            self.app.dirty = True

        title = _("Name of player {n}").format(n=seat + 1)
        self.app.push(KeyboardScene(self.app, title, self.players[seat], done, suggestions=self.offered(seat)))

    def remember_names(self, names: list[str]) -> None:
        """Keep the names of the game just started, to offer them on the next new game (a game of unnamed
        seats keeps the names remembered before)."""
        if names and self.app.prefs.last_names != names:
            self.app.prefs.last_names = names
            self.app.save_prefs()

    def chosen(self) -> dict[str, Any]:
        """The players and options chosen so far, completed as a start completes them (the owner's board)."""
        engine = self.engine
        config: dict[str, Any] = {"players": [self.name(seat) for seat in range(self.count)]}
        for option in engine.options:
            config[option.key] = self.options.get(option.key, option.default)
        config.update(self.extra)
        return specs.complete_config(self.game, config)

    def config(self) -> dict[str, Any]:
        return {**self.chosen(), "seed": fresh_seed()}

    def stand_ins(self) -> tuple[str, ...]:
        """What the game about to start is played with that is not the box's (a stand-in board), as its engine
        says it: on the first page, where the players pick the game and press Start, not only on the options'."""
        try:
            return self.engine.stand_ins(self.chosen())
        except (RuleViolation, OSError) as error:  # the table is still told what it can be
            log.warning("%s: what the new game plays with is not known (%s)", self.game, error)
            return ()

    def own_copies(self) -> list[str]:
        """Under :meth:`stand_ins`, where the owner's own numbers go: this screen's Settings, a tap away (the
        console and the phones say it their own way, :mod:`companion.text.stand_ins`)."""
        try:
            return own_copy_lines(self.engine, self.chosen(), ON_THE_SCREEN)
        except (RuleViolation, OSError) as error:
            log.warning("%s: where the owner's tables go is not known (%s)", self.game, error)
            return []

    def start(self) -> None:
        from ..specs import play_scene_for

        try:  # the engine refuses what no game can start with (two players named alike, an empty name)
            table = start_new(self.game, self.config())
        except RuleViolation as exc:
            self.app.notify(exc.message(_), error=True)
            return
        self.remember_names_now()
        self.app.open_table(table)
        self.app.replace(play_scene_for(self.app))

    def from_position(self) -> None:
        """The position editor for these players and options: the pieces as they stand on a table that started
        on paper; Start there begins the game from them."""
        from .position import open_new

        try:
            open_new(self.app, self.game, self.config(), remember=self.remember_names_now)
        except RuleViolation as exc:  # the players or options no game can start with
            self.app.notify(exc.message(_), error=True)

    def remember_names_now(self) -> None:
        self.remember_names([name for name in self.players[: self.count] if name])

    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        return None
