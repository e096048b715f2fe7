"""Phase 4 on a screen of its own: every company's dividends and price move, and what each player received.

Phase 4 runs by itself after the last delivery and does the most of any
step of the game: up to six companies pay their shareholders, bonuses and
profits, then every price moves, some to B. As sentences that is thirty
lines; as a table it is read at a glance, so the play screen shows this
screen instead of a result card (:meth:`SteamBaronsPlayScene.result_scene`)
until someone taps Continue. It is drawn from the public summary only
(``last_results``, ``last_adjustment``, ``players``): everything on it is
what the whole table is entitled to see.
"""

from __future__ import annotations

from typing import Any

import pygame

from companion.core import PUBLIC
from companion.palette import SEATS
from companion.text.i18n import _, money, number, pgettext
from companion.ui import theme
from companion.ui.results import ResultScreen
from companion.ui.scene import TOP_BAR, Scene
from companion.ui.widgets import Button, Label

from .drawing import card_note, chip, company_name

COLUMNS = (0.0, 0.25, 0.38, 0.52, 0.65, 0.79, 1.0)
"""The table's columns across its width: company, performance, a share, profit, CEO bonus, price."""
NOTE_H = 24
"""The line under the table that says its figures are the stand-in card's."""


class PayoutScene(ResultScreen, Scene):
    """The last phase 4 as a table, then each player's takings; Continue goes back to the play screen."""

    def layout(self) -> None:
        width, height = self.size
        summary = self.app.playing.summary(PUBLIC)
        title = _("Turn {turn}: dividends and prices").format(turn=summary.get("turn", 1))
        self.widgets = [
            Label((16, 4, width - 32, TOP_BAR - 8), title, size=theme.FONT_SIZES["title"]),
            Button(
                (width - 236, height - 62, 220, 54),
                _("Continue"),
                self.app.pop,
                color=theme.CONFIRM,
                key="payout-continue",
            ),
        ]

    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        width, height = self.size
        summary = self.app.playing.summary(PUBLIC)
        stand_in = not summary.get("card", {}).get("calibrated")
        note = NOTE_H if stand_in else 0
        table = pygame.Rect(8, TOP_BAR + 2, width - 16, height - TOP_BAR - 150 - note)
        self.draw_companies(surface, table, summary)
        if stand_in:  # the figures above are the stand-in card's, not the box's: said under them
            line = pygame.Rect(table.left + 8, table.bottom, table.width - 16, note)
            theme.draw_text(surface, card_note(summary), line, size=theme.FONT_SIZES["small"], color=theme.WARNING)
            table.height += note
        self.draw_players(surface, pygame.Rect(8, table.bottom + 6, width - 252, height - table.bottom - 12), summary)

    def draw_companies(self, surface: pygame.Surface, area: pygame.Rect, summary: dict[str, Any]) -> None:
        """One row per company in order of play: its result, then its price from old to new."""
        pygame.draw.rect(surface, theme.PANEL, area, border_radius=8)
        small = theme.FONT_SIZES["small"]
        inner = area.inflate(-16, -8)
        header = pygame.Rect(inner.left, inner.top, inner.width, 24)
        titles = (
            _("company"),
            _("performance"),
            _("a share"),
            _("profit"),
            _("CEO bonus"),
            pgettext("Steam Barons share price", "price"),
        )
        for index, title in enumerate(titles):
            theme.draw_text(surface, title, cell(header, index), size=small, color=theme.TEXT_DIM, align=align(index))
        moves = {m["company"]: m for m in summary.get("last_adjustment") or []}
        rows = summary.get("last_results") or []
        line = max(26, min(36, (inner.height - 28) // max(1, len(rows))))
        body = theme.FONT_SIZES["body"]
        for place, result in enumerate(rows):
            company = result["company"]
            row = pygame.Rect(inner.left, header.bottom + 4 + place * line, inner.width, line - 2)
            if place % 2 == 0:
                pygame.draw.rect(surface, theme.PANEL_LIGHT, row, border_radius=4)
            first = cell(row, 0)
            chip(surface, company, pygame.Rect(first.left + 4, row.top + 5, 14, row.height - 10))
            name = pygame.Rect(first.left + 24, row.top, first.width - 24, row.height)
            theme.draw_text(surface, company_name(company), name, size=body, align="left")
            values = [
                str(result["performance"]),
                money(result["dividend"], "$"),
                money(result["profit"], "$"),
                money(result["ceo_bonus"], "$") if result["ceo_bonus"] else "–",
            ]
            for index, value in enumerate(values, start=1):
                theme.draw_text(surface, value, cell(row, index), size=body, align=align(index))
            move = moves.get(company)
            if move is not None:
                draw_price_move(surface, cell(row, 5), move, body)

    def draw_players(self, surface: pygame.Surface, area: pygame.Rect, summary: dict[str, Any]) -> None:
        """Each player's takings from the phase (dividends and CEO bonuses) and their cash now."""
        players = summary.get("players", [])
        received = [0] * len(players)
        for result in summary.get("last_results") or []:
            for seat, amount in enumerate(result.get("paid", [])):
                if seat < len(received):
                    received[seat] += amount
        columns = 2  # three rows at six seats: each line wide enough for a name and its figures at 18 px
        rows = -(-len(players) // columns)
        gap = 6
        width = (area.width - gap * (columns - 1)) // columns
        height = min(40, (area.height - gap * (rows - 1)) // max(1, rows))
        small = theme.FONT_SIZES["small"]
        for seat, player in enumerate(players):
            box = pygame.Rect(
                area.left + seat % columns * (width + gap), area.top + seat // columns * (height + gap), width, height
            )
            pygame.draw.rect(surface, theme.PANEL, box, border_radius=6)
            pygame.draw.rect(surface, SEATS[seat % len(SEATS)], (box.left + 4, box.top + 6, 6, box.height - 12))
            line = box.inflate(-24, 0).move(6, 0)
            template = _("{name} +${amount} (cash ${cash})")
            figures = {"amount": number(received[seat]), "cash": number(player.get("cash", 0))}
            # A long name is cut short ("Bartholo…"); the figures, what the screen is for, stay whole at 18 px.
            room = line.width - theme.text_size(template.format(name="", **figures), small)[0]
            name = theme.clip(str(player.get("name", "?")), max(room, 24), small, small)[0]
            theme.draw_text(surface, template.format(name=name, **figures), line, size=small, align="left")


def cell(row: pygame.Rect, index: int) -> pygame.Rect:
    """Column ``index`` of ``row`` (:data:`COLUMNS`)."""
    left, right = (row.left + round(row.width * edge) for edge in COLUMNS[index : index + 2])
    return pygame.Rect(left, row.top, right - left, row.height)


def align(index: int) -> str:
    return "left" if index == 0 else "center"


def price_move(move: dict[str, Any]) -> tuple[str, str, int]:
    """The old price, the new one (B when the company went bankrupt) and the way it went: 1 up, -1 down, 0 not."""
    new = move.get("new")
    old = move["old"]
    if new is None:
        return money(old, "$"), "B", -1
    return money(old, "$"), money(new, "$"), (new > old) - (new < old)


def draw_price_move(surface: pygame.Surface, rect: pygame.Rect, move: dict[str, Any], size: int) -> None:
    """``$5 ▲ $6``: the old price, an arrow that points the way the price went (drawn: the type has none; its
    direction says it to a colour-blind eye too) and the new price."""
    old, new, way = price_move(move)
    half = (rect.width - 28) // 2
    theme.draw_text(surface, old, pygame.Rect(rect.left, rect.top, half, rect.height), size=size, align="right")
    x, y = rect.left + half + 14, rect.centery
    if way > 0:
        points, colour = [(x - 8, y + 6), (x + 8, y + 6), (x, y - 8)], theme.CONFIRM
    elif way < 0:
        points, colour = [(x - 8, y - 6), (x + 8, y - 6), (x, y + 8)], theme.DANGER
    else:
        points, colour = [(x - 6, y - 7), (x - 6, y + 7), (x + 8, y)], theme.TEXT_DIM
    pygame.draw.polygon(surface, colour, points)
    right = pygame.Rect(rect.left + half + 28, rect.top, half, rect.height)
    theme.draw_text(surface, new, right, size=size, color=theme.DANGER if new == "B" else theme.TEXT, align="left")
