"""Drawing Steam Barons from its summary: the stock chart and the status panel.

Pure drawing functions over a pygame surface and the engine's summary (never
the state), so the play screen, the final screen and the screenshot tour
share them. The stock chart shows the Share Price track 0–18 and B with every
company's marker, the card's green and pink squares, the performance track,
and the Share Adjustment Table with the last phase 4's result; ``moving``
(0..1) runs the markers from their old to their new squares after phase 4.

Every text is drawn at :data:`SMALL` or larger and none is cut short but a
player's name: the screen is read from across a table, where smaller type
is a smudge.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pygame

from companion.games.steam_barons.engine import STAND_IN
from companion.games.steam_barons.rules import COMPANIES, COMPANY_NAMES
from companion.games.steam_barons.summary import turn_under_way
from companion.palette import SEATS
from companion.text.i18n import _, money, number
from companion.text.signs import signed
from companion.ui import theme
from companion.ui.fit import SMALLEST
from companion.ui.theme import clip

from .holdings import any_certificate, holdings
from .palette import COMPANY_COLOURS, GREEN_SQUARE, PINK_SQUARE

SQUARES = [*map(str, range(19)), "B"]
RGB = tuple[int, int, int]

SMALL = theme.FONT_SIZES["small"]
"""Every text of the chart and the status panel: the least that reads at arm's length across a table."""
LINE_H = 22
"""The status panel's turn line and the company table's heading (its lines share the room, up to 30 px)."""
NOTE_H = 20
"""A line of the card's note at the status panel's foot."""
NAME_W = 84
"""A player's name in the player rows: "Bartholomew" or "Giocatore 2" whole; a longer one is cut short."""
CASH_W = 44
"""A player's cash, right-aligned beside the name."""
CHIP_W = 18
"""A company's chip in the table, its place in the order of play on it."""
COLUMN_PAD = 8
"""Room either side of a number column's widest heading or value, so neighbours never touch."""
SPREAD = 16
"""The most a number column grows by when the controller's names leave room over."""


def company_name(company: str) -> str:
    return _(COMPANY_NAMES.get(company, company))


def company_colour(company: str) -> RGB:
    return COMPANY_COLOURS.get(company, theme.TEXT_DIM)


def chip(surface: pygame.Surface, company: str, rect: pygame.Rect, text: str = "", size: int = SMALL) -> None:
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
    surface: pygame.Surface,
    rect: pygame.Rect,
    summary: Mapping[str, Any],
    moving: float | None = None,
    *,
    flagged: bool = True,
) -> None:
    """The Share Price track with markers, the performance track and the adjustment table.

    A stand-in card is ``flagged`` in the chart's corner where nothing else on the screen says so (the final
    scores); the play screen's status panel says it in full under the companies, and the corner would say it twice.
    """
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
        size=SMALL,
        color=theme.TEXT_DIM,
        align="left",
    )
    if flagged and not card.get("calibrated", False):
        theme.draw_text(
            surface,
            _("uncalibrated card"),
            pygame.Rect(rect.right - 200 - pad, rect.top + 4, 200, title_h),
            size=SMALL,
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
        theme.draw_text(surface, square, pygame.Rect(cell.left, cell.top + 1, cell.width, 18), size=SMALL)
        if marked:  # the square's move at the foot, the markers between
            mark = f"+{green[square]}" if square in green else f"−{pink[square]}"
            theme.draw_text(surface, mark, pygame.Rect(cell.left, cell.bottom - 17, cell.width, 16), size=SMALL)
    positions = marker_positions(summary, moving)
    stacked: dict[int, int] = {}
    chip_h = max(5, (track_h - 38) // 6)  # six markers on one square stay between the number and the move
    for company in (c for c in COMPANIES if c in positions):
        level = stacked[round(positions[company])] = stacked.get(round(positions[company]), -1) + 1
        chip(
            surface,
            company,
            pygame.Rect(
                round(rect.left + pad + positions[company] * cell_w + 3),
                track_top + 19 + level * chip_h,
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
        size=SMALL,
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
        chip(surface, company, box, str(firm.get("performance", 0)))
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
        size=SMALL,
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
        label = signed(modifier)
        theme.draw_text(surface, label, pygame.Rect(box.left, box.top, box.width, 18), size=SMALL)
        members = in_box.get(index + 1, [])
        chip_w = max(8, (box.width - 6) // max(1, len(members)) - 2)
        chip_h = max(10, box.height - 22)
        results = ["B" if move["new"] is None else money(move["new"], "$") for move in members]
        sizes = [theme.text_size(result, SMALL) for result in results]
        # the new prices once the run is over, on every chip of the box or none (narrow chips: colours only)
        shown = (moving is None or moving >= 1.0) and all(w + 4 <= chip_w and h <= chip_h for w, h in sizes)
        for slot, (move, result) in enumerate(zip(members, results, strict=True)):
            spot = pygame.Rect(box.left + 3 + slot * (chip_w + 2), box.top + 19, chip_w, chip_h)
            chip(surface, move["company"], spot, result if shown else "")


def adjustment_lines(summary: Mapping[str, Any]) -> list[str]:
    """The last phase 4 in words: "Green: box +1, green square +1, from $6 to $8" ("Black: box 0, stays at $5")."""
    lines = []
    for move in summary.get("last_adjustment", []):
        parts = [_("box {modifier}").format(modifier=signed(move["modifier"]))]
        if move["square"] > 0:
            parts.append(_("green square +{size}").format(size=move["square"]))
        elif move["square"] < 0:
            parts.append(_("pink square −{size}").format(size=-move["square"]))
        new = "B" if move["new"] is None else money(move["new"], "$")
        said = (
            _("{company}: {moves}, stays at ${old}")
            if move["new"] == move["old"]
            else _("{company}: {moves}, from ${old} to {new}")
        )
        lines.append(
            said.format(company=company_name(move["company"]), moves=", ".join(parts), old=number(move["old"]), new=new)
        )
    return lines


def draw_status_panel(
    surface: pygame.Surface, rect: pygame.Rect, summary: Mapping[str, Any], current: int | None = None
) -> list[tuple[pygame.Rect, int]]:
    """The players, the turn, the companies in order of play, the card; returns each player row's rectangle
    and seat (a tap shows that seat's private view).

    Every text is at :data:`SMALL` (the least that reads across a table): the company table keeps what the
    table looks up at every step (order of play, price, treasury, performance, controller); the shares left
    and the links are said by the decision's hint when they matter (an auction, a purchase, a tile, a
    delivery)."""
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
    rows = _draw_players(surface, rect, summary, current)
    y = (rows[-1][0].bottom if rows else rect.top + 4) + 4
    inner = pygame.Rect(rect.left + 8, y, rect.width - 16, LINE_H)
    theme.draw_text(surface, turn_line(summary, inner.width), inner, size=SMALL, color=theme.ACCENT, align="left")
    card = theme.wrap(card_note(summary), inner.width, SMALL)[:2]  # one line in every language, two at most
    # the chips' "1*" explained, as the console says it under its players
    legend = (
        theme.wrap(_("* holds the company's certificate"), inner.width, SMALL)[:1] if any_certificate(summary) else []
    )
    note = [*legend, *card]
    note_top = rect.bottom - 4 - NOTE_H * len(note)
    table = pygame.Rect(inner.left, inner.bottom + 2, inner.width, note_top - inner.bottom - 4)
    _draw_companies(surface, table, summary)
    calibrated = summary.get("card", {}).get("calibrated", False)
    for index, line in enumerate(note):
        theme.draw_text(
            surface,
            line,
            pygame.Rect(inner.left, note_top + index * NOTE_H, inner.width, NOTE_H),
            size=SMALL,
            color=theme.TEXT_DIM if calibrated or index < len(legend) else theme.WARNING,
            align="left",
        )
    return rows


def _draw_players(
    surface: pygame.Surface, rect: pygame.Rect, summary: Mapping[str, Any], current: int | None
) -> list[tuple[pygame.Rect, int]]:
    """A row per player: the seat's colour, the name (cut short at :data:`SMALL` if it must be), the cash, and
    a chip per company held (the count of shares, ``*`` for the certificate: its controller)."""
    players = summary.get("players", [])
    winners = summary.get("winners") or []
    rows: list[tuple[pygame.Rect, int]] = []
    row_h = max(30, min(44, (rect.height // 2 - 10) // max(1, len(players))))
    for seat, player in enumerate(players):
        row = pygame.Rect(rect.left + 4, rect.top + 6 + seat * row_h, rect.width - 8, row_h - 2)
        if seat == current:
            pygame.draw.rect(surface, theme.PANEL_LIGHT, row, border_radius=6)
        pygame.draw.rect(
            surface, SEATS[seat % len(SEATS)], (row.left + 3, row.top + 5, 6, row.height - 10), border_radius=2
        )
        name, size = clip(player.get("name", "?"), NAME_W, SMALL, least=SMALLEST)
        theme.draw_text(
            surface,
            name,
            pygame.Rect(row.left + 14, row.top, NAME_W, row.height),
            size=size,
            align="left",
            color=theme.WARNING if seat in winners else theme.TEXT,
        )
        cash = pygame.Rect(row.left + 14 + NAME_W, row.top, CASH_W, row.height)
        theme.draw_text(surface, money(player.get("cash", 0), "$"), cash, size=SMALL, align="right")
        counts = holdings(summary, player)
        held = [c for c in COMPANIES if c in counts]
        left = cash.right + 6
        chip_w = min(30, (row.right - 2 - left) // max(1, len(held)) - 2)  # six chips still fit the row
        for index, company in enumerate(held):
            count = counts[company]
            box = pygame.Rect(left + index * (chip_w + 2), row.top + 4, chip_w, row.height - 8)
            chip(surface, company, box, count, size=SMALL)
        rows.append((row, seat))
    return rows


def _draw_companies(surface: pygame.Surface, area: pygame.Rect, summary: Mapping[str, Any]) -> None:
    """The companies in order of play (unordered ones after): a chip with the place, the name, the price
    (B in red), the treasury, the performance and the controller (the seat's colour and name).

    The columns are as wide as their heading or widest value needs at :data:`SMALL`; the controller takes
    the rest, room for "Giocatore 2" or "Bartholomew" at six players in every language."""
    companies = summary.get("companies", {})
    if not companies:
        return
    players = summary.get("players", [])
    order = [c for c in summary.get("order") or [] if c in companies]
    listed = [*order, *(c for c in companies if c not in order)]
    values = {company: _company_values(companies[company]) for company in listed}
    titles = ("$", _("treas."), _("perf"), _("control"))
    owners = [player.get("name", "?") for player in players]
    widths = _column_widths(area.width, listed, list(values.values()), titles, owners)
    header = pygame.Rect(area.left, area.top, area.width, LINE_H)
    columns = _columns(header, widths)
    for title, cell in zip(titles[:3], columns[1:4], strict=True):
        theme.draw_text(surface, title, cell, size=SMALL, color=theme.TEXT_DIM)
    owner = columns[4]
    theme.draw_text(surface, titles[3], owner.inflate(-8, 0).move(4, 0), size=SMALL, color=theme.TEXT_DIM, align="left")
    line_h = min(30, (area.bottom - header.bottom) // len(listed))  # 23 px at six players, more with fewer
    for index, company in enumerate(listed):
        line = pygame.Rect(area.left, header.bottom + index * line_h, area.width, line_h - 2)
        if company == summary.get("at"):  # the company the game is at, in the order of play
            pygame.draw.rect(surface, theme.PANEL_LIGHT, line.inflate(6, 2), border_radius=4)
        cells = _columns(line, widths)
        place = str(order.index(company) + 1) if company in order else ""
        chip(surface, company, pygame.Rect(line.left, line.top + 1, CHIP_W, line.height - 2), place, size=SMALL)
        name = pygame.Rect(line.left + CHIP_W + 4, line.top, widths[0] - CHIP_W - 4, line.height)
        theme.draw_text(surface, company_name(company), name, size=SMALL, align="left")
        firm = companies[company]
        if firm.get("removed"):
            gone = pygame.Rect(cells[1].left, line.top, line.right - cells[1].left, line.height)
            theme.draw_text(surface, _("bankrupt"), gone, size=SMALL, color=theme.DANGER, align="left")
            continue
        for value, cell in zip(values[company], cells[1:4], strict=True):
            colour = theme.DANGER if value == "B" else theme.TEXT
            theme.draw_text(surface, value, cell, size=SMALL, color=colour, align="center")
        _draw_controller(surface, cells[4], firm.get("controller"), players)


def _column_widths(
    width: int, companies: Sequence[str], values: Sequence[Sequence[str]], titles: Sequence[str], owners: Sequence[str]
) -> list[int]:
    """The widths of the name and number columns: each as wide as its widest heading or value needs, then what
    the controller's names leave over shared out (a little each, so the numbers stand apart and stay by their
    company); the controller's column is the rest."""

    def width_of(text: str) -> int:
        return theme.text_size(text, SMALL)[0]

    name_w = CHIP_W + 4 + max(width_of(company_name(c)) for c in companies) + COLUMN_PAD // 2
    numbers = [
        max(width_of(text) for text in (title, *(line[index] for line in values))) + COLUMN_PAD
        for index, title in enumerate(titles[:3])
    ]
    longest = min(NAME_W, max((width_of(owner) for owner in owners), default=0))  # longer: cut short
    owner_w = 8 + max(width_of(titles[3]), longest)  # the seat's colour, then the name
    spare = width - name_w - sum(numbers) - owner_w
    if spare > 0:
        numbers = [number + min(spare // len(numbers), SPREAD) for number in numbers]
    return [name_w, *numbers]


def _company_values(firm: Mapping[str, Any]) -> tuple[str, str, str]:
    """A company's price (B at bankruptcy), treasury and performance, as its table line shows them."""
    price = "B" if firm.get("price") is None else number(firm["price"])
    return price, number(firm.get("treasury", 0)), str(firm.get("performance", 0))  # grouped: 2,004; 2.004


def _draw_controller(surface: pygame.Surface, cell: pygame.Rect, controller: Any, players: Sequence[Any]) -> None:
    """The controller as in the player rows above: the seat's colour, then the name (cut short if it must be)."""
    room = pygame.Rect(cell.left + 8, cell.top, cell.width - 8, cell.height)
    if not isinstance(controller, int) or not 0 <= controller < len(players):
        theme.draw_text(surface, "–", room, size=SMALL, color=theme.TEXT_DIM, align="left")
        return
    pygame.draw.rect(
        surface, SEATS[controller % len(SEATS)], (cell.left, cell.top + 5, 4, cell.height - 10), border_radius=2
    )
    name, size = clip(players[controller].get("name", "?"), room.width, SMALL, least=SMALLEST)
    theme.draw_text(surface, name, room, size=size, align="left")


def _columns(row: pygame.Rect, widths: Sequence[int]) -> list[pygame.Rect]:
    """The company table's cells across ``row``: ``widths`` from the left, the controller's taking the rest."""
    lefts = [row.left]
    for width in widths:
        lefts.append(lefts[-1] + width)
    lefts.append(row.right)
    return [pygame.Rect(a, row.top, b - a, row.height) for a, b in zip(lefts, lefts[1:], strict=False)]


def card_note(summary: Mapping[str, Any]) -> str:
    """The card the numbers come from: a stand-in says so (its numbers are not the box's), a calibrated one
    its name."""
    card = summary.get("card", {})
    if not card.get("calibrated"):
        return _(STAND_IN)  # as every new-game question says it
    return _("Card: {name}").format(name=card.get("name", ""))


def turn_line(summary: Mapping[str, Any], width: int | None = None) -> str:
    """The turn of the game and who holds the first-player marker; the companies below are in order of play.

    Within ``width`` at :data:`SMALL`, a long name is cut short rather than the line shrunk."""
    players = summary.get("players", [])
    marker = summary.get("first_player")
    turn = _("Turn {turn}/{turns}").format(turn=turn_under_way(summary), turns=summary.get("turns", 5))
    if not isinstance(marker, int) or not 0 <= marker < len(players):
        return turn
    line = _("{turn} · first player: {name}")
    name = players[marker].get("name", "?")
    if width is not None:
        room = width - theme.text_size(line.format(turn=turn, name=""), SMALL)[0]
        name = clip(name, room, SMALL, least=SMALLEST)[0]
    return line.format(turn=turn, name=name)


def _blend(a: RGB, b: RGB, t: float) -> RGB:
    red, green, blue = (round(x * t + y * (1 - t)) for x, y in zip(a, b, strict=True))
    return (red, green, blue)
