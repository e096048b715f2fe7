"""The share market chart: six stocks on the track, the forecast marker and its next field.

One row per stock (its colour, its code, its marker on the field it stands
on, the field's value), the track's values across the top, and under them
the forecast track: one cell per field in the colour of the stock it moves,
with its arrow; the marker's field is outlined, the next one (what the next
move will do) glows. A roll being entered shows its moves as ghosts on the
chart before it is confirmed; a fight shows its rounds instead. The compact
strip (while trading, bidding or paying) keeps only each stock's value.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pygame

from companion.games.mad_market.board import Board
from companion.ui import theme
from companion.ui.i18n import _, ngettext

from .palette import stock_colour
from .texts import ARROWS, code, fight_rounds

SMALL = theme.MIN_FONT
FULL_H = 136
COMPACT_H = 40


def title(summary: Mapping[str, Any]) -> tuple[str, tuple[int, int, int]]:
    """The chart's title: the board's name, or a warning that it is the uncalibrated stand-in."""
    board = summary.get("board") or {}
    if not board.get("calibrated"):
        return _("Stand-in board (uncalibrated)"), theme.WARNING
    return board.get("name") or _("Share market"), theme.TEXT_DIM


def draw_market(
    surface: pygame.Surface,
    rect: pygame.Rect,
    summary: Mapping[str, Any],
    board: Board,
    ghosts: Mapping[str, int] | None = None,
) -> None:
    """The whole chart inside ``rect``; ``ghosts`` maps a stock to the value a roll being entered gives it."""
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
    text, colour = title(summary)
    theme.draw_text(
        surface,
        text,
        pygame.Rect(rect.left + 8, rect.top + 1, rect.width // 2, 18),
        size=SMALL,
        color=colour,
        align="left",
    )
    upcoming = (summary.get("insight") or {}).get("forecast_next") or {}
    if upcoming:
        theme.draw_text(
            surface,
            _("Next forecast: {stock} {arrow}").format(
                stock=code(board, upcoming["stock"]), arrow=ARROWS[upcoming["direction"]]
            ),
            pygame.Rect(rect.centerx, rect.top + 1, rect.width // 2 - 8, 18),
            size=SMALL,
            align="right",
        )
    track = list(summary.get("track") or board.track)
    label_w = 40
    cell = (rect.width - label_w - 12) / len(track)
    left = rect.left + 6 + label_w
    top = rect.top + 20
    for index, value in enumerate(track):
        theme.draw_text(
            surface, str(value), pygame.Rect(left + index * cell, top, cell, 14), size=SMALL, color=theme.TEXT_DIM
        )
    row_h = 13
    for row, (stock, info) in enumerate((summary.get("stocks") or {}).items()):
        y = top + 15 + row * row_h
        lit = stock_colour(stock)
        theme.draw_text(
            surface,
            code(board, stock),
            pygame.Rect(rect.left + 6, y, label_w - 4, row_h),
            size=SMALL,
            color=lit,
            align="left",
        )
        pygame.draw.line(surface, theme.PANEL_LIGHT, (left, y + row_h // 2), (left + cell * len(track), y + row_h // 2))
        field = info["field"] - 1
        marker = pygame.Rect(round(left + field * cell + 1), y + 1, max(4, round(cell) - 2), row_h - 2)
        pygame.draw.rect(surface, lit, marker, border_radius=3)
        ghost = (ghosts or {}).get(stock)
        if ghost is not None and ghost != info["value"] and ghost in track:
            target = track.index(ghost)
            end = pygame.Rect(round(left + target * cell + 1), y + 1, max(4, round(cell) - 2), row_h - 2)
            pygame.draw.line(surface, theme.TEXT, marker.center, end.center, 2)
            pygame.draw.rect(surface, theme.TEXT, end, width=2, border_radius=3)
    draw_forecast(
        surface,
        pygame.Rect(
            rect.left + 6, top + 15 + 6 * row_h + 6, rect.width - 12, rect.bottom - (top + 15 + 6 * row_h + 6) - 4
        ),
        summary,
        board,
    )


def draw_forecast(surface: pygame.Surface, rect: pygame.Rect, summary: Mapping[str, Any], board: Board) -> None:
    """The forecast track: each field's stock colour and arrow; the marker outlined, the next field glowing."""
    fields = board.forecast
    if not fields or rect.height < 8:
        return
    cell = rect.width / len(fields)
    marker = summary.get("forecast")
    upcoming = ((summary.get("insight") or {}).get("forecast_next") or {}).get("field")
    for index, (stock, direction) in enumerate(fields):
        box = pygame.Rect(round(rect.left + index * cell), rect.top, max(3, round(cell) - 2), rect.height)
        pygame.draw.rect(surface, stock_colour(stock), box, border_radius=3)
        if cell >= 10:
            triangle(surface, box, direction)
        if index + 1 == upcoming:
            pygame.draw.rect(surface, theme.TEXT, box.inflate(2, 2), width=2, border_radius=3)
        if index + 1 == marker:
            pygame.draw.rect(surface, theme.BACKGROUND, box.inflate(-4, -4), width=2, border_radius=2)


def triangle(surface: pygame.Surface, box: pygame.Rect, direction: str) -> None:
    """A small up or down triangle in the middle of ``box`` (the font has no arrows)."""
    half = max(2, min(box.width, box.height) // 3)
    x, y = box.center
    tip, base = (y - half, y + half) if direction == "up" else (y + half, y - half)
    pygame.draw.polygon(surface, theme.BACKGROUND, [(x, tip), (x - half, base), (x + half, base)])


def draw_compact(surface: pygame.Surface, rect: pygame.Rect, summary: Mapping[str, Any], board: Board) -> None:
    """Each stock's value in a row of chips (the basket and the bid panel need the room)."""
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
    stocks = summary.get("stocks") or {}
    upcoming = (summary.get("insight") or {}).get("forecast_next") or {}
    width = (rect.width - 8) / max(1, len(stocks))
    for index, (stock, info) in enumerate(stocks.items()):
        chip = pygame.Rect(round(rect.left + 4 + index * width), rect.top + 4, round(width) - 4, rect.height - 8)
        pygame.draw.rect(surface, stock_colour(stock), (chip.left, chip.top, 6, chip.height), border_radius=3)
        arrow = f" {ARROWS[upcoming['direction']]}" if upcoming.get("stock") == stock else ""
        theme.draw_text(
            surface,
            f"{code(board, stock)} {info['value']}{arrow}",
            chip.inflate(-10, 0).move(5, 0),
            size=theme.FONT_SIZES["small"],
            align="left",
        )


def draw_fight(
    surface: pygame.Surface, rect: pygame.Rect, summary: Mapping[str, Any], names: list[str], entered: str | None
) -> None:
    """A fight round by round: who fights whom, each round's throws and the cards left, the throw being entered."""
    fight = summary["fight"]
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
    player = names[fight["player"]]
    other = _("the police") if fight["kind"] == "police" else names[fight["defender"]]
    head = ngettext(
        "{player} ({guards} guard) against {other} ({opponents})",
        "{player} ({guards} guards) against {other} ({opponents})",
        fight["guards"],
    ).format(player=player, guards=fight["guards"], other=other, opponents=fight["opponents"])
    theme.draw_text(
        surface,
        head,
        pygame.Rect(rect.left + 8, rect.top + 2, rect.width - 16, 26),
        size=theme.FONT_SIZES["body"],
        align="left",
    )
    rounds = fight_rounds(fight)
    line_h = 20
    shown = rounds[-((rect.height - 56) // line_h) :] if rounds else []
    y = rect.top + 30
    for number, (white, black, guards, opponents) in enumerate(shown, start=len(rounds) - len(shown) + 1):
        text = _("Round {n}: white {white}, black {black}; left {guards} against {opponents}").format(
            n=number, white=white, black=black, guards=guards, opponents=opponents
        )
        theme.draw_text(
            surface, text, pygame.Rect(rect.left + 12, y, rect.width - 24, line_h), size=SMALL + 2, align="left"
        )
        y += line_h
    if not rounds:
        theme.draw_text(
            surface,
            _("No round thrown yet"),
            pygame.Rect(rect.left + 12, y, rect.width - 24, line_h),
            size=SMALL + 2,
            color=theme.TEXT_DIM,
            align="left",
        )
    if entered:
        theme.draw_text(
            surface,
            entered,
            pygame.Rect(rect.left + 12, rect.bottom - 24, rect.width - 24, 20),
            size=SMALL + 2,
            color=theme.ACCENT,
            align="left",
        )


def draw_worth(surface: pygame.Surface, rect: pygame.Rect, summary: Mapping[str, Any]) -> None:
    """The referee's insight: each player's worth now (cash, shares at their value, companies at price) and VP."""
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
    columns = (_("cash"), _("shares"), _("companies"), _("worth"), _("VP"))
    width = (rect.width - 154) // len(columns)
    theme.draw_text(
        surface,
        _("Worth now (tap to close)"),
        pygame.Rect(rect.left + 8, rect.top + 1, 144, 18),
        size=SMALL,
        color=theme.TEXT_DIM,
        align="left",
    )
    for index, title in enumerate(columns):
        theme.draw_text(
            surface,
            title,
            pygame.Rect(rect.left + 150 + index * width, rect.top + 1, width - 4, 18),
            size=SMALL,
            color=theme.TEXT_DIM,
            align="right",
        )
    worth = (summary.get("insight") or {}).get("worth") or []
    line_h = min(19, (rect.height - 24) // max(1, len(worth)))
    for seat, (player, figures) in enumerate(zip(summary.get("players", []), worth, strict=False)):
        y = rect.top + 22 + seat * line_h
        colour = theme.TEXT_DIM if player.get("out") else theme.TEXT
        theme.draw_text(
            surface,
            player["name"],
            pygame.Rect(rect.left + 8, y, 140, line_h),
            size=SMALL + 2,
            color=colour,
            align="left",
        )
        values = (figures["cash"], figures["shares"], figures["companies"], figures["total"], player["vp"])
        for index, value in enumerate(values):
            theme.draw_text(
                surface,
                str(value),
                pygame.Rect(rect.left + 150 + index * width, y, width - 4, line_h),
                size=SMALL + 2,
                color=colour,
                align="right",
            )
