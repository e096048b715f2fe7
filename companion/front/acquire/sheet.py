"""Acquire's score sheet: every chain and every player's holdings and worth at a glance, one tap from play.

What a referee at the table is asked most: how big is each chain, what does a share cost, how many are
left, what would its bonuses pay now and to whom, and how much is everyone worth. The top table lists the
chains on the board (size, price, shares left, majority and minority bonus at that size, and who would
receive them if the chain were sold now, ties split as the rules split them); the bottom one has a row per
player (shares of every chain, in the set's order, cash, the shares' value at today's prices, the bonuses
they would receive now and their worth: the sum, labelled under the table).

Every figure comes from the engine's summary, never recomputed here. With hidden holdings the public sheet
shows the chains in full and the players' rows as "?"; a finger held on a name shows that player's own row
(their summary) until it lifts, and a quick tap shows it for a few seconds, as the play screen's private
panel does, until the next tap hides it.
"""

from __future__ import annotations

from typing import Any

import pygame

from companion.core import PUBLIC
from companion.games.acquire.insight import chain_names
from companion.palette import SEATS
from companion.text.i18n import _, pgettext
from companion.text.payees import paid_alike
from companion.ui import theme
from companion.ui.scene import TOP_BAR, PrivateReveal, Scene
from companion.ui.tables import CHIP_STEP, Column, chip, draw_cells, seat_mark

from . import texts
from .board import company
from .palette import chain_colour
from .texts import paid, player_cells, receivers, receivers_alike

SMALL = theme.FONT_SIZES["small"]
MAX_ROW = 28
HOLD_SECONDS = 0.6
"""A press on a name longer than this is a hold: lifting the finger hides the row again."""
NOTE_H = 22
CHAIN_COLUMNS = (
    Column(28, 100, "left"),
    Column(130, 62),
    Column(196, 66),
    Column(266, 66),
    Column(336, 106),
    Column(446, 94),
    Column(552, 220, "left"),
)
"""Chip, name, size, price, shares left, majority bonus, minority bonus, who would receive them now."""
NAME_W = 118
MONEY_WIDTHS = (92, 92, 92, 136)
"""Cash, shares' value, bonuses, worth (the worth's heading is the longest, its figure the largest)."""


def player_columns(chains: int) -> list[Column]:
    """Name, a chip-wide column per chain, then cash, shares' value, bonuses and worth (right-aligned)."""
    columns = [
        Column(14, NAME_W - 16, "left"),
        *(Column(NAME_W + i * CHIP_STEP, CHIP_STEP, "center") for i in range(chains)),
    ]
    left = NAME_W + chains * CHIP_STEP + 4
    for width in MONEY_WIDTHS:
        columns.append(Column(left, width))
        left += width + 4
    return columns


class AcquireSheetScene(PrivateReveal, Scene):
    """The score sheet, pushed over the play screen (Back returns to the game)."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.private_seat: int | None = None
        self.private_until = 0.0
        self.player_rows: list[tuple[pygame.Rect, int]] = []
        self.held_since: float | None = None

    def layout(self) -> None:
        self.widgets = []
        self.top_bar(_("Score sheet"))

    # -- a player's own row, with hidden holdings -----------------------------------------
    def hidden(self) -> bool:
        return any(player["cash"] is None for player in self.app.playing.summary(PUBLIC)["players"])

    def tap_background(self, pos: tuple[int, int]) -> None:
        if not self.hidden():
            return
        for rect, seat in self.player_rows:
            if rect.collidepoint(pos):
                self.reveal(seat)
                self.held_since = self.app.clock()
                return

    def release(self, pos: tuple[int, int]) -> None:
        """A finger held on a name shows the row only while it stays down; a quick tap shows it for a while."""
        super().release(pos)
        since, self.held_since = self.held_since, None
        if since is not None and self.private_seat is not None and self.app.clock() - since >= HOLD_SECONDS:
            self.private_seat = None
            self.app.dirty = True

    # -- drawing ---------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        table = self.app.playing
        summary = table.summary(PUBLIC)
        players = summary["players"]
        if self.private_seat is not None:
            players = list(players)
            players[self.private_seat] = table.summary(self.private_seat)["players"][self.private_seat]
        width, height = self.size
        notes = [piece for note in self.notes(summary) for piece in theme.wrap(note, width - 24, SMALL)]
        area = pygame.Rect(8, TOP_BAR + 6, width - 16, height - TOP_BAR - 12 - len(notes) * NOTE_H)
        pygame.draw.rect(surface, theme.PANEL, area.inflate(0, 4), border_radius=8)
        chains = summary["chains"]
        rows = max(len(chains), 1) + len(players) + 3  # two headers and the gap between the tables
        row_h = min(MAX_ROW, area.height // rows)
        y = self.draw_chains(surface, summary, pygame.Rect(area.left + 6, area.top + 2, area.width - 12, 0), row_h)
        self.draw_players(surface, summary, players, pygame.Rect(area.left + 6, y + row_h, area.width - 12, 0), row_h)
        for index, note in enumerate(notes):
            box = pygame.Rect(area.left + 4, area.bottom + 4 + index * NOTE_H, area.width - 8, NOTE_H)
            theme.draw_text(surface, note, box, size=SMALL, color=theme.TEXT_DIM, align="left")

    def draw_chains(self, surface: pygame.Surface, summary: dict[str, Any], top: pygame.Rect, row_h: int) -> int:
        """The chains on the board, in the set's order; returns the y under the table."""
        header = [_("Chain"), _("Size"), _("Price"), _("Left"), _("Majority"), _("Minority"), _("Would receive now")]
        draw_cells(
            surface, pygame.Rect(top.left, top.top, top.width, row_h), CHAIN_COLUMNS, header, color=theme.TEXT_DIM
        )
        y = top.top + row_h
        if not summary["chains"]:
            box = pygame.Rect(top.left, y, top.width, row_h)
            theme.draw_text(
                surface, _("No chain is on the board yet."), box, size=SMALL, color=theme.TEXT_DIM, align="left"
            )
            return y + row_h
        for chain, info in summary["chains"].items():
            row = pygame.Rect(top.left, y, top.width, row_h)
            mark = company(summary, chain)
            chip(surface, pygame.Rect(row.left, row.top + 2, CHIP_STEP - 4, row_h - 4), mark.colour, mark.mark)
            cells = [
                info["name"],
                str(info["size"]),
                texts.money(info["price"]),
                str(info["available"]),
                texts.money(info["majority_bonus"]),
                texts.money(info["minority_bonus"]),
                "",  # drawn by draw_receivers: names when they fit, else seat marks
            ]
            draw_cells(
                surface, row, CHAIN_COLUMNS, cells, dim=lambda text: text == pgettext("bonus receivers", "hidden")
            )
            column = CHAIN_COLUMNS[6]
            draw_receivers(surface, pygame.Rect(row.left + column.left, row.top, column.width, row_h), info, summary)
            if info["safe"]:
                star = pygame.Rect(row.left + CHAIN_COLUMNS[1].left - 4, row.top + (row_h - 18) // 2, 18, 18)
                theme.draw_icon(surface, "star", star, theme.WARNING)
            y += row_h
        return y

    def draw_players(
        self,
        surface: pygame.Surface,
        summary: dict[str, Any],
        players: list[dict[str, Any]],
        top: pygame.Rect,
        row_h: int,
    ) -> None:
        """A row per player (the seat on turn highlighted); every chain of the set has its column."""
        ids = list(chain_names(summary))
        columns = player_columns(len(ids))
        header = ["", *[""] * len(ids), _("Cash"), _("Shares"), _("Bonuses"), _("Worth now")]
        head = pygame.Rect(top.left, top.top, top.width, row_h)
        draw_cells(surface, head, columns, header, color=theme.TEXT_DIM)
        for index, chain in enumerate(ids):
            fill = chain_colour(chain) if chain in summary["chains"] else theme.DISABLED  # off the board: greyed
            box = pygame.Rect(top.left + columns[index + 1].left + 2, head.top + 2, CHIP_STEP - 4, row_h - 4)
            chip(surface, box, fill, company(summary, chain).mark)
        y, current = head.bottom, summary["current_player"]
        self.player_rows = []
        for seat, player in enumerate(players):
            row = pygame.Rect(top.left, y, top.width, row_h)
            if seat == current:
                pygame.draw.rect(surface, theme.PANEL_LIGHT, row, border_radius=6)
            if seat == self.private_seat:
                pygame.draw.rect(surface, SEATS[seat % len(SEATS)], row.inflate(4, 2), width=3, border_radius=6)
            seat_mark(surface, seat, row.left + 2, row.top + 4, row_h - 8)
            cells = player_cells(player, ids)
            off_board = {index + 1 for index, chain in enumerate(ids) if chain not in summary["chains"]}
            for index, (column, text) in enumerate(zip(columns, cells, strict=True)):
                if not text:
                    continue
                box = pygame.Rect(row.left + column.left, row.top, column.width, row_h)
                dim = text == "?" or index in off_board  # kept shares of a chain off the board are worth nothing
                size = theme.FONT_SIZES["body"] if index == len(cells) - 1 else SMALL
                theme.draw_text(
                    surface, text, box, size=size, align=column.align, color=theme.TEXT_DIM if dim else theme.TEXT
                )
            self.player_rows.append((row, seat))
            y += row_h

    def notes(self, summary: dict[str, Any]) -> list[str]:
        """What "worth now" counts, and how to see one's own holdings when they are hidden."""
        if summary["over"]:  # the final scoring has paid every bonus and sold every share of a chain on the board
            return [_("The game is over: bonuses are paid and shares sold, so worth is the final cash.")]
        lines = [_("Worth now = cash + shares at today's prices + the bonuses due if every chain were sold now.")]
        if len(summary["players"]) == 2:
            lines.append(
                _("With two players the stock market's draw at a payout may take part of a bonus: not counted here.")
            )
        if self.private_seat is not None:
            name = summary["players"][self.private_seat]["name"]
            lines.append(
                _("{name}'s own row: bonuses depend on the others' hidden shares. Tap to hide.").format(name=name)
            )
        elif self.hidden():
            lines.append(_("Holdings are hidden: tap your name to see your own row (the others look away)."))
        return lines


def initials(names: list[str]) -> list[str]:
    """A short mark per name that tells the seats apart: the first letter, and where two names share it, the
    number a name ends with ("Joueur 1" J1, "Joueur 2" J2: the default names all began with the same letter,
    and the sheet showed "J J J"), else as many first letters as tell them apart."""
    first = [name[:1] for name in names]
    marks = list(first)
    for seat, name in enumerate(names):
        if first.count(first[seat]) < 2:
            continue
        digits = name.rstrip()[len(name.rstrip().rstrip("0123456789")) :]
        if digits:
            marks[seat] = name[:1] + digits
            continue
        longer = (name[:n] for n in range(2, len(name) + 1) if sum(o[:n] == name[:n] for o in names) < 2)
        marks[seat] = next(longer, name).rstrip()
    return marks


def draw_receivers(surface: pygame.Surface, box: pygame.Rect, info: dict[str, Any], summary: dict[str, Any]) -> None:
    """Who would receive a chain's bonuses now: by name when the line fits ("Ann $3,000 · Ben $1,500"), then
    with those paid alike named once ("Ben $10,000 · Ann, Cat $2,500"), else each seat's colour and initial (:func:`initials`) before the amount its group shares, so four to six tied
    holders stay whole at the small size instead of being cut short."""
    players = summary["players"]
    marks = initials([player["name"] for player in players])
    text = receivers(info, players)
    awards = info["awards"]
    if awards and theme.font(SMALL).size(text)[0] > box.width:
        text = receivers_alike(info, players)
    if not awards or theme.font(SMALL).size(text)[0] <= box.width:
        hidden = text == pgettext("bonus receivers", "hidden")
        theme.draw_text(surface, text, box, size=SMALL, align="left", color=theme.TEXT_DIM if hidden else theme.TEXT)
        return
    x = box.left
    for amount, seats in paid_alike(paid(awards)).items():
        for seat in seats:
            seat_mark(surface, seat, x, box.top + 5, box.height - 10)
            initial = marks[seat]
            width = theme.font(SMALL).size(initial)[0]
            theme.draw_text(surface, initial, pygame.Rect(x + 8, box.top, width, box.height), size=SMALL)
            x += 12 + width
        label = texts.money(amount)
        width = theme.font(SMALL).size(label)[0]
        theme.draw_text(surface, label, pygame.Rect(x, box.top, width, box.height), size=SMALL, align="left")
        x += width + 12
