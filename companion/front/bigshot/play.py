"""Big Shot's screens: play (the ring of auction spaces and the lots on the left, the decision on the right)
and the final scores (each player's lots with park doubling, cash, debts, fortune, who may win).

Bids, the roller's die, the first player, the paying colour and loans (side actors) are the generic decision
widgets, worded by the engine's decisions (their questions and notes). This screen draws the board picture and
the players' strip, and collects the two entries too large to list: one's own layout typed in (a
:class:`~companion.ui.tally.Tally` of cubes, then the broker's space tapped on the ring), and the cubes won,
placed by tapping a cube, then a lot (a :class:`~companion.ui.placing.Hand`), with the referee's preview.
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial
from typing import Any

import pygame

from companion.core import PUBLIC, Actor, Entry
from companion.core.bids import Bid
from companion.core.records import Action
from companion.games.bigshot.actions import FirstPlayer, Layout, Place
from companion.games.bigshot.decide import LayoutEntry
from companion.text.i18n import _, ngettext
from companion.ui import strips, theme
from companion.ui.decide import dice
from companion.ui.decide.panel import GAP, ROW
from companion.ui.pictures import Pictures
from companion.ui.placing import Hand
from companion.ui.scene import TOP_BAR
from companion.ui.scenes.final import FinalScene
from companion.ui.scenes.play import PlayScene
from companion.ui.tally import Tally

from . import CUBE_COLOURS
from . import drawing as d
from .texts import board_note, color_label, color_letter, color_name, sentence

BOARD = pygame.Rect(6, TOP_BAR + 4, 462, 358)
STRIP = pygame.Rect(6, BOARD.bottom + 4, 462, 474 - BOARD.bottom - 4)
CUBES = 72


class BigShotPlayScene(PlayScene):
    status_width = BOARD.right  # the board and the players' strip fill the status column

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.ring, self.inside = strips.ring(BOARD, across=6, down=3, edge=52)
        self._summary: tuple[tuple[int, int], dict[str, Any]] | None = None
        summary, area = self.summary(), self.inside
        self.note: pygame.Rect | None = None  # where the default board says its numbers are placeholders
        if board_note(summary):  # in the lots' free cells; on a full grid, under the lots
            self.note = d.note_cells(summary["lots"], area)
            if self.note is None:
                band = theme.font(d.SMALL).get_linesize() + 6
                area = pygame.Rect(area.left, area.top, area.width, area.height - band)
                self.note = pygame.Rect(area.left, area.bottom, area.width - 3, band - 3)
        self.cells = d.lot_cells(summary["lots"], area)
        self.lots = list(self.cells)
        self.pictures = Pictures()  # the spaces, the lots and the players' strip, kept while they look the same

    def summary(self) -> dict[str, Any]:
        """The public summary, worked out once per layout like the prompt (the board and the strip both read it;
        they only read it)."""
        key = (self._frame_epoch, id(self.table))
        if self._summary is None or self._summary[0] != key:
            self._summary = (key, self.table.summary(PUBLIC))
        return self._summary[1]

    def decision_of(self, kind: str) -> Any:
        """The main actor's decision while the prompt is ``kind`` (layout, place), else None."""
        prompt = self.prompt()
        actor = prompt.primary() if prompt.kind == kind else None
        return actor.decision if actor is not None else None

    def board_rect(self) -> pygame.Rect:
        return BOARD

    def result_area(self) -> pygame.Rect:
        """A step's result card goes inside the ring, over the lots: the auction space and the broker stay seen."""
        return pygame.Rect(self.inside)

    def played_on(self) -> list[pygame.Rect]:
        """The lots while the cubes won are placed on them (the auction's result card goes beside the cubes)."""
        if self.prompt().kind != "place" or self.panel.covering:
            return []
        return [pygame.Rect(cell) for cell in self.cells.values()]

    def tap_background(self, pos: tuple[int, int]) -> None:
        """On the ring, one's own layout typed in: the broker's space. On a lot: the selected cube goes there
        (placing), else the lot is marked (tapped again, unmarked). Off the board: the generic taps (a card)."""
        kind, values = self.prompt().kind, self.panel.values
        space = next((i for i, rect in enumerate(self.ring) if rect.collidepoint(pos)), None)
        lot = next((lot for lot, rect in self.cells.items() if rect.collidepoint(pos)), None)
        if not BOARD.collidepoint(pos) or self.panel.covering:
            super().tap_background(pos)
        elif kind == "layout" and space is not None and values.get("own") and self.tally().full:
            self.panel.set("broker", space)
        elif lot is not None and kind == "place":
            self.stage(lot)
        elif lot is not None:
            index = self.lots.index(lot)
            self.panel.set("focus", -1 if values.get("focus") == index else index)

    # -- the two entries too large to list ---------------------------------------------------
    def layout_entry(self, actor: Actor, area: pygame.Rect) -> bool:
        """The cubes won, placed; the dealt layout taken; or one's own typed in."""
        if self.prompt().kind == "place":
            assert isinstance(actor.decision, Entry), "placing is an entry: the cubes won, staged lot by lot"
            self.layout_place(actor.decision.choice, area)
        elif self.panel.values.get("own"):
            self.layout_own(area)
        else:
            self.layout_dealt(actor, area)
        return True

    def layout_dealt(self, actor: Actor, area: pygame.Rect) -> None:
        """The companion's layout, shown on the board with the decision's notes: take it, or type in the one
        already on the table."""
        decision = actor.decision
        assert isinstance(decision, LayoutEntry) and decision.dealt is not None, "the layout's entry deals one"
        dealt, notes = decision.dealt, decision.notes
        filled = (self.panel.text(actor, replace(actor.decision, label=note)) for note in notes)
        y = strips.notes(self.panel, area, "", *filled)  # the question is the top bar's: not said again here
        use = pygame.Rect(area.left, y, area.width, 64)
        self.panel.button(use, _("Use this layout"), lambda: self.choose(dealt), color=theme.CONFIRM, key="layout-deal")
        own = pygame.Rect(area.left, area.bottom - ROW, area.width, ROW)
        question = _("Already laid out the cubes yourselves?")
        lines = len(theme.wrap(question, area.width, theme.FONT_SIZES["small"]))
        strips.notes(self.panel, own.move(0, -24 * lines - 6), "", question)
        self.panel.button(own, _("Enter our own layout"), lambda: self.panel.set("own", 1), key="layout-own")

    def tally(self) -> Tally:
        """The cubes typed in so far, space by space."""
        return Tally(self.panel, d.COLOURS, CUBES)

    def layout_own(self, area: pygame.Rect) -> None:
        """The cubes typed in space by space (a button per colour), then the broker's space tapped on the ring."""
        tally, broker = self.tally(), self.panel.values.get("broker", -1)  # -1: its space not tapped yet
        count = len(tally.entered)
        if not tally.full:
            y = strips.notes(
                self.panel,
                area,
                _("Space {n} of 18").format(n=count // 4 + 1),
                _("Tap the colours of its 4 cubes ({count} of 72 in).").format(count=count),
            )
            tally.buttons(pygame.Rect(area.left, y, area.width, 126), color_label, CUBE_COLOURS.__getitem__)
        else:
            where = _("The broker starts on space {broker}.") if broker >= 0 else _("Tap its space on the ring.")
            y = strips.notes(self.panel, area, _("Where is the broker?"), where.format(broker=broker + 1))
            spaces = tuple(tuple(tally.entered[i : i + 4]) for i in range(0, CUBES, 4))
            self.panel.button(
                (area.left, y, area.width, 64),
                _("Confirm layout"),
                lambda: self.choose(Layout(spaces, broker)),
                color=theme.CONFIRM,
                key="layout-confirm",
                enabled=broker >= 0,
            )
        back = tally.take_back if broker < 0 else lambda: self.panel.set("broker", -1)  # the broker goes first
        wide = area.width * 3 // 5  # "Remove last" is the longer of the two in every language
        row = pygame.Rect(area.left, area.bottom - ROW, area.width, ROW)
        self.panel.button(
            (row.left, row.top, wide - GAP, ROW), _("Remove last"), back, key="layout-back", enabled=count > 0
        )
        cancel = (row.left + wide, row.top, row.width - wide, ROW)
        self.panel.button(cancel, _("Cancel"), lambda: self.panel.open(None), key="layout-cancel")

    def hand(self, placements: Any) -> Hand:
        """The cubes won, and the lot each is staged on so far."""
        return Hand(self.panel, placements.in_hand, self.lots)

    def layout_place(self, placements: Any, area: pygame.Rect) -> None:
        """A button per cube won (with its lot once staged), the tapped lot's preview, then undo, clear, confirm."""
        hand, values = self.hand(placements), self.panel.values
        y = strips.notes(self.panel, area, "", _("Tap a cube, then a lot.")) - 6
        hand.buttons(
            pygame.Rect(area.left, y, area.width, 56),
            lambda color, lot: f"{color_letter(color)} {lot}" if lot else color_label(color),
            CUBE_COLOURS.__getitem__,
        )
        if values.get("focus", -1) >= 0:
            lot = self.lots[values["focus"]]
            there = tuple(sorted(hand.placement().get(lot, ())))
            below = pygame.Rect(area.left, y + 62, area.width, area.bottom - y - 62 - GAP)
            self.panel.preview(Place(placements.player, {lot: there}), below)
        action = Place(placements.player, hand.placement())
        hand.controls(area, _("Undo cube"), _("Clear"), _("Place the cubes"), action, waiting=cubes_left)

    def stage(self, lot: str) -> None:
        """The selected cube goes to ``lot`` if it has room for it; the lot's preview shows."""
        placements = self.decision_of("place").choice
        room = placements.room.get(lot, 0)
        self.panel.values["focus"] = self.lots.index(lot)
        # "A9 has room for 2 more: it is full" read as a contradiction: the room left is taken by cubes on the panel
        refusal = (
            ngettext(
                "{lot} is full: a cube already takes its last free place.",
                "{lot} is full: cubes already take its last {room} free places.",
                room,
            )
            if room
            else _("{lot} is decided: it takes no more cubes.")
        )
        if not self.hand(placements).stage(lot, room):
            self.app.notify(refusal.format(lot=lot, room=room), error=True)
        self.layout()

    def decide_chance(self) -> None:
        """The companion decides who won the roll for first turn (or lays out the cubes): nobody saw dice roll,
        so who starts stays on the panel until tapped, like the companion's roll of the die."""
        action = self.table.decide_chance(self.chance)  # the die, never a seat's loan the random player may take
        if self.panel.choose(action) and isinstance(action, FirstPlayer):
            title = _("{name} starts").format(name=self.name(action.player))
            # the top bar keeps the question the card answers: "Dan starts" in both read as one line said twice
            heading = _("Who starts?")
            dice.show_result(self.panel, title, (), dice.said(self.panel, action), heading=heading)

    def option_color(self, key: str) -> tuple[int, int, int] | None:
        return CUBE_COLOURS.get(key)

    def preview_lines(self, action: Action) -> list[str]:
        """What a placement does to its lot, or who takes the cubes free if nobody bids (a loan's question states
        its own terms)."""
        auction = self.summary()["auction"]
        if isinstance(action, Place):
            return [sentence(line) for line in self.lot_insight(action)]
        if isinstance(action, Bid) and auction is not None and auction["high_bidder"] is None:
            return [sentence(_("if nobody bids, {name} takes them free").format(name=self.name(auction["roller"])))]
        return []

    def lot_insight(self, action: Place) -> list[str]:
        """What the staged cubes would do to the lot, in words, from the table's preview."""
        ((lot, cubes),) = action.cubes.items()
        preview = self.table.preview(action)["lots"][lot]
        winner, color = preview["winner"], color_name(preview["winner"])  # no winner: "nobody"
        leader = _("If the game ended now: {color}.").format(color=color)
        if preview["decided"]:  # a decided lot's preview has no counts: it takes no more cubes
            return [_("{lot} is decided: {color}.").format(lot=lot, color=color)]
        counts = "  ".join(f"{color_name(c)} {preview['counts'][c]}" for c in d.COLOURS if preview["counts"].get(c))
        if not cubes:
            return [_("{lot} holds {held} of 7 cubes.").format(lot=lot, held=preview["held"]), leader]
        if not preview["completes"]:
            return [_("{lot}: {total} of 7 cubes after this.").format(lot=lot, total=preview["total"]), counts, leader]
        if winner is None:
            return [_("7th cube: nobody gets it."), counts, _("Every count is shared: they cancel out.")]
        if preview["owner"] is None:
            verdict = _("7th cube: {color} (the dummy) wins it.").format(color=color)
        else:
            verdict = _("7th cube: {color} ({name}) wins it.").format(color=color, name=self.name(preview["owner"]))
        if preview["tied_above"]:
            why = _("Higher counts are tied and cancel out: {color} has the highest of its own.")
        else:
            why = _("{color} has the highest count.")
        return [verdict, counts, why.format(color=color)]

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The ring (the dealt or typed layout while setting up) and the lots with the cubes being placed."""
        summary, layout, values = self.summary(), self.decision_of("layout"), self.panel.values
        spaces, broker, current = summary["spaces"], summary["broker"], None
        if layout is not None and values.get("own"):
            typed = self.tally().entered
            spaces, broker = [typed[i : i + 4] for i in range(0, CUBES, 4)], values.get("broker")
            current = len(typed) // 4 if len(typed) < CUBES else None
        elif layout is not None:
            spaces, broker = layout.dealt.spaces, layout.dealt.broker
        for index, space in enumerate(self.ring):
            cubes, look = tuple(spaces[index]), (index == broker, index == current)
            paint = partial(d.draw_space, index=index, cubes=cubes, broker=look[0], typing=look[1])
            self.pictures.draw(surface, space, ("space", index, cubes, *look), paint)
        placing = self.decision_of("place")
        staged = self.hand(placing.choice).placement() if placing is not None else {}
        focus = self.lots[values["focus"]] if values.get("focus", -1) >= 0 else None
        for lot, cell in self.cells.items():
            on, lit = tuple(staged.get(lot, ())), lot == focus
            paint = partial(d.draw_lot, lot=lot, summary=summary, staged=on, focus=lit)
            self.pictures.draw(surface, cell, ("lot", *d.lot_look(lot, summary, on, lit)), paint)
        if self.note is not None:
            note = board_note(summary)
            self.pictures.draw(surface, self.note, ("note", note), partial(d.draw_note, text=note))

    def draw_status(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """A card per player under the board: colours, cash (or hidden), debts; a tap shows the private view."""
        cards = tuple(
            strips.Card(
                player["name"], money(player), tuple((CUBE_COLOURS[c], color_letter(c)) for c in player["colors"])
            )
            for player in self.summary()["players"]
        )
        current = self.prompt().player
        paint = partial(strips.players_strip, players=cards, current=current)
        self.pictures.draw(surface, STRIP, ("strip", cards, current), paint)
        self.player_rows = [(card, seat) for seat, card in enumerate(strips.cells(STRIP, len(cards)))]

    def draw_private_body(self, surface: pygame.Surface, seat: int, area: pygame.Rect) -> None:
        """The seat's own cash, debts, lots and fortune: what the final scores would say if the game ended now."""
        summary, box = self.table.summary(seat), pygame.Rect(area.left - 16, area.top, area.width + 32, 170)
        d.draw_player(surface, box, summary["players"][seat], summary["lots"])


class BigShotFinalScene(FinalScene):
    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        """The players by fortune, each card with their lots, cash, debts and whether they may win."""
        width, height = self.size
        summary = self.app.playing.summary()
        rows = self.standing()  # the order every screen shows: the players who may win first
        winners = [row.seat for row in rows if row.won]
        area = pygame.Rect(8, TOP_BAR + 6, width - 16, height - 82 - TOP_BAR)
        tall = max(104, min(170, area.height // max(1, len(rows))))  # few players: roomier cards
        order = [row.seat for row in rows]
        for seat, card in strips.ranked_cards(surface, area, order, winners, height=tall):
            d.draw_player(surface, card, summary["players"][seat], summary["lots"], seat in winners, over=True)
        if not winners:  # beside the buttons, wrapped onto a second line rather than shrunk (Italian runs long)
            nobody = pygame.Rect(16, height - 70, width - 466 - 32, 64)
            lines = theme.wrap(_("Nobody owns 2 lots: nobody wins."), nobody.width, theme.FONT_SIZES["body"])
            line_h = theme.font(theme.FONT_SIZES["body"]).get_linesize() + 4
            top = nobody.centery - line_h * len(lines) // 2
            for index, line in enumerate(lines):
                theme.draw_text(
                    surface, line, pygame.Rect(nobody.left, top + index * line_h, nobody.width, line_h), align="left"
                )


def money(player: dict[str, Any]) -> str:
    """A player's cash and their debts, if any. Hidden cash reads "?M": a word ("cash hidden") does not fit a
    card of four at the least type size in every language, and the strip is there to be read at a glance."""
    n = player["debts"]
    cash = _("{cash}M").format(cash="?" if player["cash"] is None else player["cash"])
    return ngettext("{cash}, {n} debt", "{cash}, {n} debts", n).format(cash=cash, n=n) if n else cash


def cubes_left(left: int) -> str:
    """Why "Place the cubes" is greyed: the winner places all four cubes won, in one go."""
    return ngettext("{count} cube still to place.", "{count} cubes still to place.", left).format(count=left)
