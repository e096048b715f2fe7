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

from collections.abc import Mapping, Sequence
from typing import Any

import pygame

from companion.games.mad_market.board import Board
from companion.games.mad_market.engine import STAND_IN
from companion.text.i18n import _, ngettext, number
from companion.ui import theme
from companion.ui.theme import clip

from .palette import stock_colour
from .texts import ARROWS, code, fight_rounds

SMALL = theme.FONT_SIZES["small"]  # the least a play screen may use: a smaller label is a smudge across a table
LINE = 14  # a row of the chart: the small type's letters are 13 px tall
FULL_H = 140  # the title, the values, six stock rows and the forecast track, each readable at the small type
COMPACT_H = 40
TICK = 4  # a field's mark under the values where its own number is left out


def title(summary: Mapping[str, Any]) -> tuple[str, tuple[int, int, int]]:
    """The chart's title: the board's name, or a warning that it is the uncalibrated stand-in."""
    board = summary.get("board") or {}
    if not board.get("calibrated"):
        return _(STAND_IN), theme.WARNING  # as every new-game question says it
    return board.get("name") or _("Share market"), theme.TEXT_DIM


def text_width(text: str, size: int = SMALL) -> int:
    """``text``'s width at ``size`` (the small type unless told)."""
    return theme.text_size(text, size)[0]


def numbered_every(track: list[int], cell: float) -> int:
    """Every how many fields a value is written over the track: each where the widest fits its cell, else every
    second, fifth or tenth field (a long track's cells are narrower than "150"); the others get a tick."""
    widest = max((text_width(str(value)) for value in track), default=0) + 4
    return next((step for step in (1, 2, 5, 10) if step * cell >= widest), 20)


def draw_market(
    surface: pygame.Surface,
    rect: pygame.Rect,
    summary: Mapping[str, Any],
    board: Board,
    ghosts: Mapping[str, int] | None = None,
    roll: Sequence[str] = (),
) -> None:
    """The whole chart inside ``rect``; ``ghosts`` maps a stock to the value a roll being entered gives it,
    ``roll`` says what that roll does (its price moves, then where the pawn lands).

    The landing takes the next forecast's place beside the title, so a stand-in board stays marked as one
    while a throw is entered; the moves cover the values over the track (their ghosts show the fields). The
    title is never cut short: beside a long board name the next forecast is left to its glowing field, and
    the landing covers the title instead."""
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
    moves, landing = (roll[0], roll[1]) if len(roll) == 2 else ("", "")
    upcoming = (summary.get("insight") or {}).get("forecast_next") or {}
    heading = landing or (
        _("Next forecast: {stock} {arrow}").format(
            stock=code(board, upcoming["stock"]), arrow=ARROWS[upcoming["direction"]]
        )
        if upcoming
        else ""
    )
    text, colour = title(summary)
    inner = rect.width - 16
    beside = bool(heading) and text_width(text) + 16 + text_width(heading) <= inner
    over = [landing] if landing and not beside else []
    if beside:
        theme.draw_text(
            surface,
            heading,
            pygame.Rect(rect.right - 8 - text_width(heading), rect.top + 2, text_width(heading), LINE + 2),
            size=SMALL,
            color=theme.ACCENT if landing else theme.TEXT,
            align="right",
        )
    if not over:
        text = clip(text, inner, SMALL)[0]  # a board named in wide capitals only: forty letters fit otherwise
        box = pygame.Rect(rect.left + 8, rect.top + 2, inner, LINE + 2)
        theme.draw_text(surface, text, box, size=SMALL, color=colour, align="left")
    track = list(summary.get("track") or board.track)
    stocks = summary.get("stocks") or {}
    label_w = max((text_width(code(board, stock)) for stock in stocks), default=0) + 8
    cell = (rect.width - label_w - 12) / len(track)
    left = rect.left + 6 + label_w
    top = rect.top + 4 + LINE
    every = numbered_every(track, cell)
    for index, value in enumerate(track):
        middle = round(left + (index + 0.5) * cell)
        if index % every:
            pygame.draw.line(surface, theme.TEXT_DIM, (middle, top + LINE - TICK), (middle, top + LINE - 1))
            continue
        span = round(every * cell)  # the fields left out beside it give its number their room
        theme.draw_text(
            surface, str(value), pygame.Rect(middle - span // 2, top, span, LINE), size=SMALL, color=theme.TEXT_DIM
        )
    for row, (stock, info) in enumerate(stocks.items()):
        y = top + LINE + row * LINE
        lit = stock_colour(stock)
        theme.draw_text(
            surface,
            code(board, stock),
            pygame.Rect(rect.left + 6, y, label_w - 4, LINE),
            size=SMALL,
            color=lit,
            align="left",
        )
        pygame.draw.line(surface, theme.PANEL_LIGHT, (left, y + LINE // 2), (left + cell * len(track), y + LINE // 2))
        field = info["field"] - 1
        marker = pygame.Rect(round(left + field * cell + 1), y + 1, max(4, round(cell) - 2), LINE - 2)
        pygame.draw.rect(surface, lit, marker, border_radius=3)
        ghost = (ghosts or {}).get(stock)
        if ghost is not None and ghost != info["value"] and ghost in track:
            target = track.index(ghost)
            end = pygame.Rect(round(left + target * cell + 1), y + 1, max(4, round(cell) - 2), LINE - 2)
            pygame.draw.line(surface, theme.TEXT, marker.center, end.center, 2)
            pygame.draw.rect(surface, theme.TEXT, end, width=2, border_radius=3)
    below = top + LINE * (1 + len(stocks)) + 4
    draw_forecast(surface, pygame.Rect(rect.left + 6, below, rect.width - 12, rect.bottom - below - 4), summary, board)
    lines = [piece for line in (*over, moves) if line for piece in theme.wrap(line, rect.width - 12, SMALL)]
    y = rect.top + 1 if over else top - 1
    for line in lines:  # a line too long for the chart wraps onto the next strip
        strip = pygame.Rect(rect.left + 6, y, rect.width - 12, LINE + 2)
        pygame.draw.rect(surface, theme.PANEL, strip)
        theme.draw_text(surface, line, strip, size=SMALL, color=theme.ACCENT, align="left")
        y += LINE + 2


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
            size=SMALL,
            align="left",
        )


def fight_heading(fight: Mapping[str, Any], names: Sequence[str]) -> str:
    """Who fights whom with how many cards each: "Ann (2 guards) against the police (1 officer)". The one place the
    fight screen counts them: its title asks only for the throw (who throws which die)."""
    guards, opponents = fight["guards"], fight["opponents"]
    player = ngettext("{name} ({count} guard)", "{name} ({count} guards)", guards).format(
        name=names[fight["player"]], count=guards
    )
    if fight["kind"] == "police":
        other = ngettext("the police ({count} officer)", "the police ({count} officers)", opponents).format(
            count=opponents
        )
    else:
        other = ngettext("{name} ({count} guard)", "{name} ({count} guards)", opponents).format(
            name=names[fight["defender"]], count=opponents
        )
    # NOTE: a fight's two sides, each with its cards: "Ann (2 guards)" against "the police (1 officer)"
    return _("{player} against {other}").format(player=player, other=other)


def draw_fight(
    surface: pygame.Surface, rect: pygame.Rect, summary: Mapping[str, Any], names: list[str], entered: str | None
) -> None:
    """A fight round by round: who fights whom, each round's throws and the cards left, the throw being entered."""
    fight = summary["fight"]
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
    head = fight_heading(fight, names)
    heading, size = clip(head, rect.width - 16, theme.FONT_SIZES["body"], SMALL)  # two long names: smaller, not cut
    theme.draw_text(
        surface, heading, pygame.Rect(rect.left + 8, rect.top + 2, rect.width - 16, 26), size=size, align="left"
    )
    line_h = LINE + 4
    inner = rect.width - 24
    throw = theme.wrap(entered, inner, SMALL) if entered else []  # the throw being entered, under the rounds
    rounds = fight_rounds(fight)
    room = (rect.height - 34 - len(throw) * line_h) // line_h
    shown = rounds[-room:] if rounds and room > 0 else []
    y = rect.top + 30
    for count, (white, black, guards, opponents) in enumerate(shown, start=len(rounds) - len(shown) + 1):
        text = _("Throw {n}: white {white}, black {black}; left {guards} against {opponents}").format(
            n=count, white=white, black=black, guards=guards, opponents=opponents
        )
        theme.draw_text(surface, text, pygame.Rect(rect.left + 12, y, inner, line_h), size=SMALL, align="left")
        y += line_h
    if not rounds:
        theme.draw_text(
            surface,
            _("No throw yet"),
            pygame.Rect(rect.left + 12, y, inner, line_h),
            size=SMALL,
            color=theme.TEXT_DIM,
            align="left",
        )
    y = rect.bottom - 4 - len(throw) * line_h
    for line in throw:
        theme.draw_text(
            surface, line, pygame.Rect(rect.left + 12, y, inner, line_h), size=SMALL, color=theme.ACCENT, align="left"
        )
        y += line_h


def draw_worth(surface: pygame.Surface, rect: pygame.Rect, summary: Mapping[str, Any]) -> None:
    """The referee's insight: each player's worth now (cash, shares at their value, companies at price) and VP.

    Each column is as wide as its heading or its widest figure, the names take the rest: "entreprises" and
    five-figure sums read at the small type, and the title sits over the names."""
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
    players = summary.get("players", [])
    worth = (summary.get("insight") or {}).get("worth") or []
    rows = [
        (player, [*(number(figures[key]) for key in ("cash", "shares", "companies", "total")), str(player["vp"])])
        for player, figures in zip(players, worth, strict=False)
    ]
    columns = (_("cash"), _("shares"), _("companies"), _("worth"), _("VP"))
    widths = [
        max([text_width(heading), *(text_width(values[index]) for _player, values in rows)]) + 12
        for index, heading in enumerate(columns)
    ]
    names_w = rect.width - 16 - sum(widths)
    top = rect.top + 2
    theme.draw_text(
        surface,
        _("Worth now (tap to close)"),
        pygame.Rect(rect.left + 8, top, names_w, LINE + 2),
        size=SMALL,
        color=theme.TEXT_DIM,
        align="left",
    )
    line_h = max(LINE, min(20, (rect.height - LINE - 8) // max(1, len(rows))))
    x = rect.left + 8 + names_w
    for index, (heading, column) in enumerate(zip(columns, widths, strict=True)):
        box = pygame.Rect(x, top, column, LINE + 2)
        theme.draw_text(surface, heading, box, size=SMALL, color=theme.TEXT_DIM, align="right")
        for seat, (player, values) in enumerate(rows):
            colour = theme.TEXT_DIM if player.get("out") else theme.TEXT
            cell = pygame.Rect(x, top + LINE + 4 + seat * line_h, column, line_h)
            theme.draw_text(surface, values[index], cell, size=SMALL, color=colour, align="right")
        x += column
    for seat, (player, _values) in enumerate(rows):
        name, size = clip(player["name"], names_w - 8, SMALL + 2, SMALL)
        colour = theme.TEXT_DIM if player.get("out") else theme.TEXT
        cell = pygame.Rect(rect.left + 8, top + LINE + 4 + seat * line_h, names_w - 8, line_h)
        theme.draw_text(surface, name, cell, size=size, color=colour, align="left")
