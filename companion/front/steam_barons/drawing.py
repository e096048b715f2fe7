"""Drawing Steam Barons from its summary: the stock chart and the status panel.

Pure drawing functions over a pygame surface and the engine's summary (never
the state), so the play screen, the final screen and the screenshot tour
share them. The stock chart shows the Share Price track 0–18 and B with every
company's marker, the card's green and pink squares, the performance track,
and the Share Adjustment Table with the last phase 4's result; ``moving``
(0..1) runs the markers from their old to their new squares after phase 4.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pygame

from companion.games.steam_barons.rules import COMPANIES, COMPANY_NAMES
from companion.palette import SEATS
from companion.ui import theme
from companion.ui.i18n import _

from .palette import COMPANY_COLOURS, GREEN_SQUARE, PINK_SQUARE

SQUARES = [*map(str, range(19)), "B"]
RGB = tuple[int, int, int]


def company_name(company: str) -> str:
    return _(COMPANY_NAMES.get(company, company))


def company_colour(company: str) -> RGB:
    return COMPANY_COLOURS.get(company, theme.TEXT_DIM)


def chip(surface: pygame.Surface, company: str, rect: pygame.Rect, text: str = "", size: int = 14) -> None:
    """A company's token: its colour, outlined so black and white show on any background."""
    colour = company_colour(company)
    pygame.draw.rect(surface, colour, rect, border_radius=4)
    pygame.draw.rect(
        surface, theme.TEXT_DIM if company == "black" else theme.BACKGROUND, rect, width=1, border_radius=4
    )
    if text:
        light = sum(colour) > 380
        theme.draw_text(surface, text, rect, size=size, color=theme.BACKGROUND if light else theme.TEXT)


def marker_positions(summary: Mapping[str, Any], moving: float | None) -> dict[str, float]:
    """Each company's position on the track as a square index (B = 19), mid-run while ``moving``."""
    runs = {m["company"]: m for m in summary.get("last_adjustment", [])}
    positions: dict[str, float] = {}
    for company, firm in summary.get("companies", {}).items():
        run = runs.get(company)
        positions[company] = float(19 if firm.get("price") is None else firm["price"])
        if moving is not None and run is not None and moving < 1.0:
            new = 19 if run["new"] is None else run["new"]
            positions[company] = run["old"] + (new - run["old"]) * max(0.0, moving)
    return positions


def draw_stock_chart(
    surface: pygame.Surface, rect: pygame.Rect, summary: Mapping[str, Any], moving: float | None = None
) -> None:
    """The Share Price track with markers, the performance track and the adjustment table."""
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
    card = summary.get("card", {})
    green = card.get("green", {})
    pink = card.get("pink", {})
    pad = 8
    title_h = 22
    theme.draw_text(
        surface,
        _("Share price"),
        pygame.Rect(rect.left + pad, rect.top + 4, 180, title_h),
        size=theme.FONT_SIZES["small"],
        color=theme.TEXT_DIM,
        align="left",
    )
    if not card.get("calibrated", False):
        theme.draw_text(
            surface,
            _("uncalibrated card"),
            pygame.Rect(rect.right - 200 - pad, rect.top + 4, 200, title_h),
            size=theme.FONT_SIZES["small"],
            color=theme.WARNING,
            align="right",
        )
    cell_w = (rect.width - 2 * pad) / len(SQUARES)
    track_top = rect.top + 4 + title_h
    track_h = max(60, int(rect.height * (0.42 if rect.height >= 200 else 0.48)))
    for index, square in enumerate(SQUARES):
        cell = pygame.Rect(round(rect.left + pad + index * cell_w), track_top, round(cell_w) - 2, track_h)
        marked = GREEN_SQUARE if square in green else PINK_SQUARE if square in pink else None
        pygame.draw.rect(
            surface, _blend(marked, theme.PANEL_LIGHT, 0.55) if marked else theme.PANEL_LIGHT, cell, border_radius=4
        )
        if square == "B":
            pygame.draw.rect(surface, theme.DANGER, cell, width=2, border_radius=4)
        theme.draw_text(surface, square, pygame.Rect(cell.left, cell.top + 1, cell.width, 16), size=16)
        if marked:
            mark = f"+{green[square]}" if square in green else f"−{pink[square]}"
            theme.draw_text(surface, mark, pygame.Rect(cell.left, cell.bottom - 15, cell.width, 14), size=14)
    positions = marker_positions(summary, moving)
    stacked: dict[int, int] = {}
    chip_h = max(6, (track_h - 34) // 6)
    for company in (c for c in COMPANIES if c in positions):
        level = stacked[round(positions[company])] = stacked.get(round(positions[company]), -1) + 1
        chip(
            surface,
            company,
            pygame.Rect(
                round(rect.left + pad + positions[company] * cell_w + 3),
                track_top + 18 + level * chip_h,
                max(6, round(cell_w) - 8),
                chip_h - 1,
            ),
        )
    y = track_top + track_h + 6
    if rect.height >= 200:  # room for the performance track too (a compact chart keeps the adjustment)
        y = _draw_performance(surface, pygame.Rect(rect.left + pad, y, rect.width - 2 * pad, 24), summary)
    _draw_adjustment(
        surface, pygame.Rect(rect.left + pad, y + 4, rect.width - 2 * pad, rect.bottom - y - 4 - pad), summary, moving
    )


def _draw_performance(surface: pygame.Surface, rect: pygame.Rect, summary: Mapping[str, Any]) -> int:
    """This turn's performance of each active company, as chips in order of play."""
    theme.draw_text(
        surface,
        _("Performance"),
        pygame.Rect(rect.left, rect.top, 110, rect.height),
        size=theme.FONT_SIZES["small"],
        color=theme.TEXT_DIM,
        align="left",
    )
    order = list(summary.get("order") or [])
    companies = summary.get("companies", {})
    active = order or [c for c, f in companies.items() if not f.get("removed")]
    width = min(58, (rect.width - 114) // max(1, len(active)) - 4)
    for index, company in enumerate(active):
        firm = companies.get(company, {})
        box = pygame.Rect(rect.left + 114 + index * (width + 4), rect.top + 2, width, rect.height - 4)
        chip(surface, company, box, str(firm.get("performance", 0)), size=16)
    return rect.bottom


def _draw_adjustment(
    surface: pygame.Surface, rect: pygame.Rect, summary: Mapping[str, Any], moving: float | None
) -> None:
    """The Share Adjustment Table's boxes, with where the last phase 4 put each company."""
    modifiers: Sequence[int] = summary.get("card", {}).get("modifiers", [])
    if not modifiers or rect.height < 20:
        return
    theme.draw_text(
        surface,
        _("Adjustment"),
        pygame.Rect(rect.left, rect.top, 110, 20),
        size=theme.FONT_SIZES["small"],
        color=theme.TEXT_DIM,
        align="left",
    )
    in_box: dict[int, list[dict[str, Any]]] = {}
    for move in summary.get("last_adjustment", []):
        in_box.setdefault(int(move["box"]), []).append(move)
    width = (rect.width - 114) / len(modifiers)
    for index, modifier in enumerate(modifiers):
        box = pygame.Rect(round(rect.left + 114 + index * width), rect.top, round(width) - 4, rect.height)
        pygame.draw.rect(surface, theme.PANEL_LIGHT, box, border_radius=4)
        label = f"{modifier:+d}".replace("-", "−") if modifier else "0"
        theme.draw_text(surface, label, pygame.Rect(box.left, box.top, box.width, 18), size=16)
        members = in_box.get(index + 1, [])
        chip_w = max(8, (box.width - 6) // max(1, len(members)) - 2)
        for slot, move in enumerate(members):
            result = "B" if move["new"] is None else f"${move['new']}"
            fits = chip_w >= 24 and box.height - 22 >= 14  # narrow chips show their colour only
            text = result if fits and (moving is None or moving >= 1.0) else ""
            chip(
                surface,
                move["company"],
                pygame.Rect(box.left + 3 + slot * (chip_w + 2), box.top + 19, chip_w, max(10, box.height - 22)),
                text,
                size=14,
            )


def adjustment_lines(summary: Mapping[str, Any]) -> list[str]:
    """The last phase 4 in words: "Green: box +1, green square +1, from $6 to $8"."""
    lines = []
    for move in summary.get("last_adjustment", []):
        parts = [_("box {modifier}").format(modifier=f"{move['modifier']:+d}" if move["modifier"] else "0")]
        if move["square"] > 0:
            parts.append(_("green square +{size}").format(size=move["square"]))
        elif move["square"] < 0:
            parts.append(_("pink square −{size}").format(size=-move["square"]))
        new = "B" if move["new"] is None else f"${move['new']}"
        lines.append(
            _("{company}: {moves}, from ${old} to {new}").format(
                company=company_name(move["company"]), moves=", ".join(parts), old=move["old"], new=new
            )
        )
    return lines


def draw_status_panel(
    surface: pygame.Surface, rect: pygame.Rect, summary: Mapping[str, Any], current: int | None = None
) -> list[tuple[pygame.Rect, int]]:
    """Per player (cash, shares, certificates) and per company (price, performance, treasury, controller,
    available and unissued shares, links); returns each player row's rectangle and seat (tap: private view)."""
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
    small = theme.FONT_SIZES["small"]
    players = summary.get("players", [])
    companies = summary.get("companies", {})
    y = rect.top + 6
    rows: list[tuple[pygame.Rect, int]] = []
    row_h = max(30, min(44, (rect.height // 2 - 10) // max(1, len(players))))
    for seat, player in enumerate(players):
        row = pygame.Rect(rect.left + 4, y, rect.width - 8, row_h - 2)
        if seat == current:
            pygame.draw.rect(surface, theme.PANEL_LIGHT, row, border_radius=6)
        pygame.draw.rect(
            surface, SEATS[seat % len(SEATS)], (row.left + 3, row.top + 5, 6, row.height - 10), border_radius=2
        )
        winner = seat in (summary.get("winners") or [])
        theme.draw_text(
            surface,
            player.get("name", "?"),
            pygame.Rect(row.left + 14, row.top, 84, row.height),
            size=small,
            align="left",
            color=theme.WARNING if winner else theme.TEXT,
        )
        theme.draw_text(
            surface,
            f"${player.get('cash', 0)}",
            pygame.Rect(row.left + 98, row.top, 44, row.height),
            size=small,
            align="right",
        )
        certificates = set(player.get("certificates", []))
        held = {
            c: player.get("shares", {}).get(c, 0)
            for c in COMPANIES
            if c in certificates or c in player.get("shares", {})
        }
        chip_w = max(22, min(30, (row.right - row.left - 148) // max(1, len(held)) - 2))
        for index, (company, count) in enumerate(held.items()):
            chip(
                surface,
                company,
                pygame.Rect(row.left + 148 + index * (chip_w + 2), row.top + 4, chip_w, row.height - 8),
                f"{count}{'*' if company in certificates else ''}",
            )
        rows.append((row, seat))
        y += row_h
    y += 2
    theme.draw_text(
        surface,
        turn_line(summary),
        pygame.Rect(rect.left + 8, y, rect.width - 16, 22),
        size=small,
        color=theme.ACCENT,
        align="left",
    )
    y += 24
    header = pygame.Rect(rect.left + 8, y, rect.width - 16, 18)
    columns = _columns(header)
    for key, title in (
        (0, _("co.")),
        (1, "$"),
        (2, _("perf")),
        (3, _("treas.")),
        (4, _("control")),
        (5, _("av/un")),
        (6, _("links")),
    ):
        theme.draw_text(
            surface, title, columns[key], size=14, color=theme.TEXT_DIM, align="left" if key in (0, 4) else "center"
        )
    y += 20
    line_h = max(20, min(28, (rect.bottom - y - 26) // max(1, len(companies))))
    order = [c for c in summary.get("order") or [] if c in companies]
    for company in [*order, *(c for c in companies if c not in order)]:
        firm = companies[company]
        line = pygame.Rect(rect.left + 8, y, rect.width - 16, line_h - 2)
        if company == summary.get("at"):  # the company the game is at, in the order of play
            pygame.draw.rect(surface, theme.PANEL_LIGHT, line.inflate(6, 2), border_radius=4)
        cells = _columns(line)
        place = str(order.index(company) + 1) if company in order else ""
        chip(surface, company, pygame.Rect(cells[0].left, line.top + 1, 16, line.height - 2), place, size=small)
        name = pygame.Rect(cells[0].left + 20, line.top, cells[0].width - 20, line.height)
        theme.draw_text(surface, company_name(company), name, size=small, align="left")
        if firm.get("removed"):
            theme.draw_text(
                surface,
                _("bankrupt"),
                pygame.Rect(cells[1].left, line.top, line.right - cells[1].left, line.height),
                size=small,
                color=theme.DANGER,
                align="left",
            )
        else:
            controller = firm.get("controller")
            owner = players[controller]["name"] if isinstance(controller, int) and controller < len(players) else "–"
            price = "B" if firm.get("price") is None else str(firm["price"])
            values = [
                price,
                str(firm.get("performance", 0)),
                str(firm.get("treasury", 0)),
                owner,
                f"{firm.get('available', 0)}/{firm.get('unissued', 0)}",
                str(firm.get("links", 0)),
            ]
            for key, value in enumerate(values, start=1):
                theme.draw_text(
                    surface,
                    value,
                    cells[key],
                    size=small,
                    color=theme.DANGER if value == "B" else theme.TEXT,
                    align="left" if key == 4 else "center",
                )
        y += line_h
    card = summary.get("card", {})
    note = (
        _("Card: uncalibrated (placeholder numbers)")
        if not card.get("calibrated")
        else _("Card: {name}").format(name=card.get("name", ""))
    )
    theme.draw_text(
        surface,
        note,
        pygame.Rect(rect.left + 8, rect.bottom - 24, rect.width - 16, 20),
        size=14,
        color=theme.WARNING if not card.get("calibrated") else theme.TEXT_DIM,
        align="left",
    )
    return rows


def turn_line(summary: Mapping[str, Any]) -> str:
    """The turn of the game and who holds the first-player marker; the companies below are in order of play."""
    players = summary.get("players", [])
    marker = summary.get("first_player")
    turn = _("Turn {turn}/{turns}").format(turn=summary.get("turn", 1), turns=summary.get("turns", 5))
    if not isinstance(marker, int) or not 0 <= marker < len(players):
        return turn
    return _("{turn} · first player: {name}").format(turn=turn, name=players[marker].get("name", "?"))


def _columns(row: pygame.Rect) -> list[pygame.Rect]:
    """Company table columns: name, price, performance, treasury, controller, available/unissued, links."""
    edges = [0.0, 0.27, 0.35, 0.45, 0.56, 0.76, 0.90, 1.0]
    lefts = [row.left + round(row.width * edge) for edge in edges]  # edge to edge: neighbours never overlap
    return [pygame.Rect(a, row.top, b - a, row.height) for a, b in zip(lefts, lefts[1:], strict=False)]


def _blend(a: RGB, b: RGB, t: float) -> RGB:
    return tuple(round(x * t + y * (1 - t)) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]
