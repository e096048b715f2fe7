"""The play screen every game starts from: status on the left, the decision on the right.

It is generic because the engine's prompt says who may act and what each
must decide, as data: :class:`~companion.ui.decide.DecisionPanel` turns
every decision kind into touch widgets (the bid panel, the basket, dice,
the sealed hand-over, picks and board positions). A game's presentation
package subclasses this screen only to draw what is truly its own: the
board picture (:meth:`board_rect`, :meth:`draw_board`, :meth:`board_hit`),
the status panel (:meth:`draw_status`) and, through small hooks, colours,
hints and previews for the generic widgets.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from companion.core import ChanceSource, Game, Prompt, Secret, Table, Update
from companion.core.decisions import Actor, PickOption
from companion.core.i18n import say
from companion.core.records import Action
from companion.palette import SEATS
from companion.text.i18n import _, pgettext
from companion.text.option_words import describer, options_words
from companion.text.stand_ins import ON_THE_SCREEN, own_copy_lines
from companion.text.summary import PUBLIC, key_name, render, shown, stand_in_lines

from .. import results, theme
from ..decide import DecisionPanel
from ..decide.choice import select
from ..scene import TOP_BAR, PrivateReveal, Scene
from ..widgets import Button, Note

if TYPE_CHECKING:
    from companion.core.table import Stamp

    from ..app import App

FINAL_BUTTON = 64
"""The height of the Final scores button that takes a game's decisions' place once it is over."""

RESULT_ROOM = 140
"""The least room under the players' rows for a result card there (three sentences in body type)."""


def play_scene_for(app: App) -> PlayScene:
    """The play screen of the open table's game (its GameSpec's, else this generic one)."""
    from ..specs import play_scene_for as for_app

    return for_app(app)


class PlayScene(PrivateReveal, Scene):
    """Generic play screen for any registered game."""

    status_width = 400

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.private_seat: int | None = None
        self.private_until = 0.0
        self.chance = ChanceSource()
        self.player_rows: list[tuple[pygame.Rect, int]] = []
        self.panel = DecisionPanel(self)
        self._final_shown = False
        self._private_frame: tuple[tuple[Any, ...], pygame.Surface] | None = None
        self._frame_epoch = 0  # moves on at every table change and layout: a cached frame is stale
        self._prompt: tuple[int, Table[Any], Prompt] | None = None
        self.result: results.ResultCard | None = None  # what the last step did, until the next tap (or its time)
        self.retell = False
        """True for a game opened from its journal (resumed after a power cut, or from the home screen): its latest
        step is told again as it was when it was played, once, when the screen is first shown (:meth:`retold`)."""

    # -- the public contract, in words -------------------------------------------------
    @property
    def table(self) -> Table[Any]:
        return self.app.playing

    @property
    def game(self) -> Game[Any]:
        return self.app.playing.game

    def prompt(self) -> Prompt:
        """The table's prompt, worked out once per change of the game and read by every layout and frame after it
        (the top bar, the panel, the board and the status all read it; some games deal a whole layout to say
        what it is).

        The game changes only through the table, which counts every change it accepts (its stamp's moment:
        an action, an undo, a redo, a correction, an adjustment): that count and the table itself (another game
        opened is another table) say when the prompt is stale. Keyed on each layout instead, a screen laid out
        again with nothing changed (a private view opened, a notice, a tab) worked the whole prompt out again: a
        tenth of a Mad Market frame.
        """
        table = self.table
        moment = table.stamp.moment
        kept = self._prompt
        if kept is None or kept[0] != moment or kept[1] is not table:
            kept = self._prompt = (moment, table, table.prompt())
        return kept[2]

    def name(self, seat: int | None) -> str:
        if seat is None:
            return _("Chance")
        names = self.table.names
        return names[seat] if 0 <= seat < len(names) else "?"

    def prompt_text(self) -> str:
        """The question of the moment, for the top bar; while a result card is up, what the card shows."""
        heading = getattr(self.panel.card, "heading", None)
        if isinstance(heading, str) and heading:
            return heading
        prompt = self.prompt()
        if prompt.over:
            return _("The game is over")
        actor = prompt.primary()
        if actor is None:
            return _(prompt.kind.replace("_", " "))
        if isinstance(actor.decision, Secret):  # what they all choose, not only that it is sealed
            return actor.decision.heading(self.name(actor.seat), _) or _("Everyone chooses in secret")
        return self.panel.text(actor)

    def choice_label(self, choice: Any) -> str:
        return say(self.table.label(choice), _)

    # -- hooks for a game's presentation package ---------------------------------------
    def board_rect(self) -> pygame.Rect | None:
        """Where the board picture goes (None: this game shows none)."""
        return None

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The game's board picture inside ``rect``."""

    def board_hit(self, pos: tuple[int, int]) -> str | None:
        """The board position (a board decision's option key) under ``pos``, if any."""
        return None

    def decision_area(self) -> pygame.Rect:
        """Where the decision panel goes: right of the status panel (and under the board, if there is one right
        of it; a board drawn in the status column leaves the panel the whole height)."""
        width, height = self.size
        board = self.board_rect()
        top = (board.bottom + 6) if board is not None and board.right > self.status_width else TOP_BAR + 4
        return pygame.Rect(self.status_width + 8, top, width - self.status_width - 14, height - top - 6)

    def option_color(self, key: str) -> tuple[int, int, int] | None:
        """A colour swatch for an option or basket item (a chain, a cube, a company), if the game has one."""
        return None

    def option_text(self, actor: Actor, option: PickOption) -> str:
        """An option's button text: the engine's label, translated where the catalog knows it, and its detail."""
        text = say(option.label or self.table.label(option.action), _)
        return f"{text} ({say(option.detail, _)})" if option.detail else text

    def listed_options(self, actor: Actor, options: list[PickOption]) -> list[PickOption]:
        """The board positions also listed as buttons: all by default; a board picture may keep some to itself.

        A game whose squares are tapped on its board picture, or whose squares
        are a private hand, lists only what the board cannot show.
        """
        return options

    def preview_lines(self, action: Action) -> list[str]:
        """The referee's insight for ``action`` before it is confirmed (the game's words; none by default)."""
        return []

    def left_out(self) -> list[list[str]]:
        """The decision panel's preview sentences (each its lines) that no page of it shows."""
        return list(self.panel.left_out)

    def option_words(self, action: Action) -> list[str]:
        """All that ``action`` would do in the game's option words (its GameSpec's ``option_words``), as the
        console's "? …" says it: shown where the screen has no preview of its own (a number's Confirm)."""
        describe = describer(self.table)
        words = describe(action) if describe is not None else None
        return list(words.full) if words is not None else []

    def option_notes(self, options: Sequence[PickOption]) -> dict[str, str]:
        """What each option the rules allow now would do, in the game's few words, by key (none where the game
        words no options): under its button, as the console lists them and a phone shows them."""
        told = options_words(self.table, options)
        return {option.key: told[option.key].short for option in options if option.key in told and option.enabled}

    def hint(self, actor: Actor) -> str | None:
        """One explanatory line above the decision: by default the engine's ``note`` value, if the decision has
        one (an ``N_`` template over the decision's values, like its question, that explains the moment)."""
        return actor.decision.hint(self.panel.name(actor.seat) if actor.seat is not None else "", _) or None

    offers_sheet = False
    """True if the game has a score sheet: the top bar then shows a Scores button, one tap away at any time."""

    def sheet_scene(self) -> Scene | None:
        """The game's score sheet screen (every player's holdings and worth, the market at a glance)."""
        return None

    def layout_entry(self, actor: Actor, area: pygame.Rect) -> bool:
        """Widgets for a game-specific entry; True if the game laid them out."""
        return False

    def result_area(self) -> pygame.Rect:
        """Where a step's result card would rather go: over the status panel under the players' rows, away from
        the decision's buttons (it goes elsewhere on the screen if the game has buttons there).

        Over the whole panel it hid the rows of the very players a step paid or charged (a merger's bonuses, an
        auction's price) for its whole reading time: it goes under them wherever that leaves room for a card
        (:data:`RESULT_ROOM`), and over the panel's top only where six rows leave too little.
        """
        panel = self.status_area()
        rows = [row for row, _seat in self.player_rows if panel.contains(row)]
        if not rows:
            return panel
        below = max(row.bottom for row in rows) + 8 + self.under_players(panel.width)
        under = pygame.Rect(panel.left, below, panel.width, panel.bottom - below)
        return under if under.height >= RESULT_ROOM else panel

    def played_on(self) -> list[pygame.Rect]:
        """Where the decision of the moment is made besides its buttons, which a result card must leave seen: the
        parts of the board picture a finger taps to decide (none by default; a game whose board is tapped says
        which). A card over the places a player was choosing among hid the very places they were about to tap, and
        a tap there either only closed the card or chose a place nobody could see: it goes beside them instead, in
        the room the decision's panel leaves, else wherever it is clear of them and of the buttons."""
        return []

    def status_area(self) -> pygame.Rect:
        """The status panel's room for a card: the left column under the top bar."""
        return pygame.Rect(8, TOP_BAR + 4, self.status_width - 8, self.size[1] - TOP_BAR - 10)

    def under_players(self, width: int) -> int:
        """The height of what a game draws right under its players' rows and a card must leave seen (0: nothing)."""
        return 0

    def result_scene(self, update: Update) -> Scene | None:
        """A screen of the game's own for what ``update`` did, shown instead of the result card (None: the card).

        A step whose outcome is a table rather than a few sentences (every
        company's dividends and price move) gets one; it is pushed on top of
        the play screen and goes back to it.
        """
        return None

    # -- layout ------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        if self.table.over and not self._final_shown:
            self.show_final()
        elif self.retell:
            self.retell = False
            self.retold()

    def retold(self) -> None:
        """Tell the latest step again, as the table heard it when it was played: its result card, or the game's own
        screen for it (a turn's dividends and prices).

        The power went while the table was reading what the last step did (a payout's table of every company,
        the dice a roll threw), or the game was closed there: on resuming, that was nowhere but in the log, and
        the players who had not read it yet did not know where to look. A step that tells nothing (a pass, a
        bid) shows nothing, as when it was played.
        """
        steps = self.table.steps
        if steps:
            latest = steps[-1]
            self.tell_result(Update("applied", latest.action, latest.events))

    def layout(self) -> None:
        self._frame_epoch += 1
        width, height = self.size
        self.widgets = []
        self.panel.left_out = []  # a game's own layout of a decision (Mad Market's open phase) passes no preview
        if self.panel.covering:  # a sealed hand-over: nothing of the game around one seat's secret
            self.panel.layout(self.prompt(), pygame.Rect(0, 0, width, height))
            return
        sheet = 114 if self.offers_sheet else 0
        self.widgets = [
            Button((6, 4, 100, TOP_BAR - 8), _("Menu"), self.menu, key="menu"),
            # Two lines in the bar before the type shrinks: a long prompt ("Police fight: white for Ann, ...") stays readable.
            Note(
                (114, 4, width - 114 - 240 - sheet, TOP_BAR - 8),
                self.prompt_text(),
                size=theme.FONT_SIZES["title"],
                color=theme.TEXT,
            ),
            *([Button((width - 344, 4, 108, TOP_BAR - 8), _("Scores"), self.show_sheet, key="sheet")] if sheet else []),
            Button((width - 230, 4, 108, TOP_BAR - 8), _("Log"), self.show_log, key="log"),
            Button(
                (width - 116, 4, 110, TOP_BAR - 8),
                _("Undo"),
                self.ask_undo,
                key="undo",
                enabled=self.table.can_undo or self.table.can_redo,
            ),
        ]
        area = self.decision_area()
        self.layout_prompt(area)
        if self.decision_area() != area:
            # Laying the panel out closed what it held open (a side decision the prompt no longer offers), and
            # the screen's arrangement depends on it (a game's rows that give way to an open decision):
            # laid out again, or the decision would be drawn where the rows now are.
            self.layout()
            return
        if self.app.peripherals is not None:  # a board position selected before its confirm blinks on the board
            self.app.peripherals.select(self.panel.selected)

    def layout_prompt(self, area: pygame.Rect) -> None:
        """The decision of the moment inside ``area``, or the way to the final scores."""
        prompt = self.prompt()
        if prompt.over:
            self.widgets.append(
                Button(
                    (area.left, area.top, area.width, FINAL_BUTTON),
                    _("Final scores"),
                    self.show_final,
                    color=theme.CONFIRM,
                    key="final",
                )
            )
            return
        self.panel.layout(prompt, area)

    # -- acting ------------------------------------------------------------------------
    def submit(self, action: Action) -> bool:
        """Hand ``action`` to the table, as of the frame the player saw; False (with the reason shown) if refused."""
        return bool(self.app.submit(action, answers=self.app.seen))

    def notify(self, text: str) -> None:
        """Why a greyed control is greyed (a tap on it), told like a refusal: the rules said no before the tap."""
        self.app.notify(text, error=True)

    def choose(self, action: Action) -> None:
        self.panel.choose(action)

    def decide_chance(self) -> None:
        """The companion decides a chance outcome (dice, a draw) from its own explicit generator."""
        self.choose(self.table.decide_chance(self.chance))

    def on_table(self, update: Update) -> None:
        self._frame_epoch += 1
        if update.kind in ("applied", "redone", "undone", "corrected", "adjusted"):
            self.panel.reset(keep_secret=update.kind in ("applied", "redone"))
            self.result = None
        self.layout()
        if update.kind in ("applied", "redone"):
            self.tell_result(update)
        if update.kind in ("applied", "redone") and self.table.over and not self.panel.covering:
            self.show_final()

    def tell_result(self, update: Update) -> None:
        """What the step did, for the whole table: the game's own screen for it, else the result card."""
        own = self.result_scene(update) if self.app.scene is self and not self.table.over else None
        if own is not None:
            self.app.push(own)
            return
        self.result = results.card_for(self.table, update, results.levels_for(self.game.name), self.app.clock())
        self.app.dirty = True

    def dismiss_result(self) -> None:
        """Take the result card away (a result shown another way, such as the companion's roll on the panel)."""
        self.result = None
        self.app.dirty = True

    def menu(self) -> None:
        from .home import HomeScene

        self.app.close_table()
        self.app.reset(HomeScene(self.app))

    def show_log(self) -> None:
        from .log import LogScene

        self.app.push(LogScene(self.app))

    def show_sheet(self) -> None:
        scene = self.sheet_scene()
        if scene is not None:
            self.app.push(scene)

    def show_final(self) -> None:
        from .final import final_scene_for

        if self.app.scene is self:
            self._final_shown = True
            self.app.push(final_scene_for(self.app))

    def ask_undo(self) -> None:
        """The Undo button's question; right after an undo it also offers Redo (the top bar has one button for both)."""
        from companion.text.corrections import redo_lines, redo_question, undo_question

        from .dialog import ConfirmScene

        table = self.table
        asked = table.stamp  # a seat's button or a phone may play while the question is open: then it is refused
        if table.can_undo:
            message, details = undo_question(table)
            other = None
            if table.can_redo:
                details, other = [*details, *redo_lines(table)], (_("Redo"), lambda: self.redo(asked))
            # The answer that undoes, worded apart from the button that leaves the question: French and Italian
            # read a bare "Annuler"/"Annulla" as that button's "cancel" too.
            # NOTE: the button that confirms an undo, beside the one that leaves the question ("Yes, undo")
            yes = pgettext("the undo question's answer", "Undo")
            self.app.push(ConfirmScene(self.app, message, yes, lambda: self.undo(asked), details=details, other=other))
        elif table.can_redo:  # everything was undone: only a redo is left
            self.app.push(ConfirmScene(self.app, redo_question(table), _("Redo"), lambda: self.redo(asked)))

    def redo(self, asked: Stamp | None = None) -> None:
        """Redo the latest undone step; ``asked``: the moment the question naming it was shown. A fix taken back
        whole is done again, and said so."""
        from companion.text.corrections import refix_done

        fix = self.table.fix_to_redo
        if self._refusal_told(lambda: self.table.redo(answers=asked)) and fix is not None:
            self.app.notify(refix_done(self.table, fix))

    def undo(self, asked: Stamp | None = None) -> None:
        """Undo the latest step and say what was taken back ("Undone: Ann buys 2 Tower shares."), as the console
        does: the screen only went back to an earlier question, which a table looking away could not tell from
        a tap that did nothing. A sealed choice is named as whose it was, never what.

        The notice names the step by its own sentence, the one the question asked about: what else the step
        caused was listed under that question a moment before. Every sentence of a throw (prices, forecast,
        landing, Start passed) made a notice of six lines over the players and the prices, up for its whole
        reading time, to repeat what the players had just confirmed."""
        from companion.text.corrections import step_text, unfix_done

        table = self.table
        fix = table.fix_to_undo  # right after a fix, the fix is taken back whole: said in one line
        if fix is not None:
            if self._refusal_told(lambda: table.undo(answers=asked)):
                self.app.notify(unfix_done(fix))
            return
        what = step_text(table, len(table.steps) - 1, earlier=False)[0] if table.can_undo else ""
        # Nothing to undo, or the game went on while the question was open: the table's refusal is what is said.
        if self._refusal_told(lambda: table.undo(answers=asked)) and what:
            self.app.notify(_("Undone: {what}").format(what=what))

    def _refusal_told(self, step: Callable[[], object]) -> bool:
        """Undo or redo; a refusal (a write the card refused, say) is told, not raised. True if it was done."""
        from companion.core import RuleViolation

        try:
            step()
        except RuleViolation as exc:  # the table told its listeners too: its cue is played once, there
            self.app.notify(exc.message(_), error=True, cue=False)
            return False
        return True

    # -- the result card ---------------------------------------------------------------
    def press(self, pos: tuple[int, int]) -> None:
        """The next tap closes the result card and still acts; one on the card itself does nothing else.

        A player tapping the card means to close it: the players' names under it open no private view, and the
        board picture under it is not tapped either. A tap that went through to a lot under the card placed the
        cube the placing panel had selected there, a move nobody saw themselves make (the card hid the lot).
        """
        card = self.result
        if card is not None and self.private_seat is None and not self.panel.covering:
            self.dismiss_result()
            if card.rect is not None and card.rect.collidepoint(pos):
                return
        super().press(pos)

    def deadline(self) -> float | None:
        """The private view's end, or a minor result card's, whichever comes first (the loop wakes then)."""
        times = [t for t in (super().deadline(), self.result.until if self.result else None) if t is not None]
        return min(times) if times else None

    def expire(self, now: float) -> bool:
        changed = super().expire(now)
        if self.result is not None and self.result.until is not None and now >= self.result.until:
            self.result = None
            changed = True
        return changed

    def keep_clear(self) -> list[pygame.Rect]:
        """The buttons, and the result card: a refusal's toast covers neither."""
        shown = self.result.rect if self.result is not None and not self.panel.covering else None
        return [*super().keep_clear(), *([shown] if shown is not None else [])]

    def draw_result(self, surface: pygame.Surface) -> None:
        """The result card over the screen, clear of every button a finger can press now."""
        if self.result is None or self.panel.covering:
            return
        width, height = surface.get_size()
        bounds = pygame.Rect(4, TOP_BAR + 2, width - 8, height - TOP_BAR - 6)
        played_on = self.played_on()
        # off the places being chosen, the card rather goes where the decision's panel leaves room than anywhere
        prefer = [self.card_area(), *([self.decision_area()] if played_on else [])]
        results.draw(surface, self.result, bounds, [*Scene.keep_clear(self), *played_on], prefer)

    def card_area(self) -> pygame.Rect:
        """Where the result card goes now: the game's :meth:`result_area` while it is played; once it is over, the
        decision area under the Final scores button, the only thing left there, if it is as wide.

        The last step's card tells how the game ended (every lot awarded at the end, the last payouts): over the
        board or the status panel it hid the very pieces it told about, and it was cut short ("the rest is in
        the Log") where the empty column beside them had room for all of it. A column narrower than the card's
        usual place (a game's beside a wide board) would only cut it shorter: the card stays where it was.
        """
        usual = self.result_area()
        if not self.table.over:
            return usual
        area = self.decision_area()
        below = FINAL_BUTTON + 8
        free = pygame.Rect(area.left, area.top + below, area.width, area.height - below)
        return free if free.width >= min(usual.width, results.WIDEST) else usual

    # -- private panels ----------------------------------------------------------------
    def reveal(self, seat: int) -> None:
        """Show ``seat``'s private information for a few seconds (tap a name, or hold a seat button); a seat
        button beside no player (six on the table, three playing) shows nothing."""
        if not 0 <= seat < len(self.table.names):
            return
        if self.panel.covering:
            # One seat's sealed entry owns the screen: a view opened under it showed nothing and ate that seat's
            # next tap (the tap that hides a private view does nothing else), so it waits and says so.
            self.app.notify(_("A secret choice is on the screen: private views wait until it is sealed."), error=True)
            return
        self._frame_epoch += 1
        super().reveal(seat)

    def tap_background(self, pos: tuple[int, int]) -> None:
        if self.panel.covering:
            return
        board = self.board_rect()
        if board is not None and board.collidepoint(pos):
            key = self.board_hit(pos)
            if key is not None:
                select(self.panel, key)
            return
        for rect, seat in self.player_rows:
            if rect.collidepoint(pos):
                self.reveal(seat)
                return

    def key(self, key: int) -> bool:
        if key == pygame.K_u:
            self.ask_undo()
            return True
        if key == pygame.K_l:
            self.show_log()
            return True
        return False

    # -- drawing -----------------------------------------------------------------------
    def status_lines(self) -> list[str]:
        return render(self.game.name, self.table.summary(PUBLIC))

    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        if self.panel.covering:
            return
        self.draw_status(surface, pygame.Rect(8, TOP_BAR + 4, self.status_width - 8, self.size[1] - TOP_BAR - 10))
        board = self.board_rect()
        if board is not None:
            self.draw_board(surface, board)

    def draw_status(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Players (tap a name for a private panel), then what the game is played with that is not the box's (a
        stand-in board, in the engine's words, as the console and the phones head their table), then the rest of
        the summary."""
        pygame.draw.rect(surface, theme.PANEL, area, border_radius=8)
        summary = self.table.summary(PUBLIC)
        current = self.prompt().player
        size = theme.FONT_SIZES["body"]
        line_height = theme.font(size).get_linesize() + 2
        y = area.top + 8
        self.player_rows = []
        players = summary.get("players", [])
        for seat, player in enumerate(players):
            row = pygame.Rect(area.left + 6, y, area.width - 12, max(theme.MIN_TARGET, line_height))
            if seat == current:
                pygame.draw.rect(surface, theme.PANEL_LIGHT, row, border_radius=6)
            pygame.draw.rect(
                surface, SEATS[seat % len(SEATS)], (row.left + 4, row.top + 8, 10, row.height - 16), border_radius=3
            )
            theme.draw_text(
                surface, self.player_line(seat, player), row.inflate(-28, 0).move(10, 0), size=size, align="left"
            )
            self.player_rows.append((row, seat))
            y += row.height + 2
        small = theme.FONT_SIZES["small"]
        told = [line.strip() for line in stand_in_lines(self.table)]
        told += own_copy_lines(self.table.game, self.table.header.config, ON_THE_SCREEN)  # Settings: a tap away
        stand_ins = [(line, theme.WARNING) for line in told]
        others = [(line.strip(), theme.TEXT_DIM) for line in self.status_lines()[len(players) :] if line.strip()]
        # Long values wrap onto more lines; what does not fit the panel is left for the log and status screens.
        wrapped = [
            (piece, colour) for line, colour in stand_ins + others for piece in theme.wrap(line, area.width - 20, small)
        ]
        for line, colour in wrapped:
            if y + line_height > area.bottom:
                break
            theme.draw_text(
                surface,
                line,
                pygame.Rect(area.left + 10, y, area.width - 20, line_height),
                size=small,
                color=colour,
                align="left",
            )
            y += line_height

    def player_line(self, seat: int, player: dict[str, Any]) -> str:
        """The player's name, then each field named in the player's language (seats as names, lists joined)."""
        names = list(self.table.names)
        fields = [
            f"{key_name(k).lower()} {'?' if v is None else shown(k, v, names)}"
            for k, v in player.items()
            if k != "name" and v not in ([], {})
        ]
        return f"{player.get('name', '?')}  " + "  ".join(fields)

    def draw(self, surface: pygame.Surface, now: float) -> None:
        """The screen; under a private view the whole frame is still, so it is drawn once and blitted after."""
        if self.private_seat is None or self.panel.covering:
            super().draw(surface, now)
            self.draw_result(surface)
            return
        key = (self.private_seat, self._frame_epoch, id(self.widgets), surface.get_size())
        if self._private_frame is None or self._private_frame[0] != key:
            last = self._private_frame[1] if self._private_frame is not None else None
            # The last frame's surface drawn over (the screen's background covers all of it): making one costs more.
            frame = (
                last
                if last is not None and last.get_size() == surface.get_size()
                else pygame.Surface(surface.get_size())
            )
            super().draw(frame, now)
            self.draw_private(frame, self.private_seat)
            self._private_frame = (key, frame)
        surface.blit(self._private_frame[1], (0, 0))

    def draw_private(self, surface: pygame.Surface, seat: int) -> None:
        width, height = surface.get_size()
        box = pygame.Rect(60, TOP_BAR + 20, width - 120, height - TOP_BAR - 60)
        pygame.draw.rect(surface, theme.PANEL_LIGHT, box, border_radius=12)
        pygame.draw.rect(surface, SEATS[seat % len(SEATS)], box, width=4, border_radius=12)
        title = _("{name}'s private view (tap to hide)").format(name=self.name(seat))
        theme.draw_text(
            surface,
            title,
            pygame.Rect(box.left + 16, box.top + 8, box.width - 32, 40),
            size=theme.FONT_SIZES["title"],
            align="left",
        )
        self.draw_private_body(surface, seat, box.inflate(-32, -72).move(0, 24))

    def draw_private_body(self, surface: pygame.Surface, seat: int, area: pygame.Rect) -> None:
        lines = render(self.game.name, self.table.summary(seat), private_for=seat)
        y = area.top
        for line in lines:
            theme.draw_text(surface, line.strip(), pygame.Rect(area.left, y, area.width, 28), align="left")
            y += 30
