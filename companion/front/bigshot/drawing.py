"""Big Shot on the screen: cubes, the auction spaces, the lots, a player's scores.

Colour is never the only cue: every cube carries its letter and colours are named where there is room.
The lots' grid is computed from the board data, so a corrected board with other lots still draws.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

import pygame

from companion.text.i18n import _
from companion.ui import theme
from companion.ui.strips import score_card
from companion.ui.theme import clip
from companion.ui.tokens import draw_token

from . import CUBE_COLOURS
from .texts import color_letter, colour_money_text, eligibility, fortune_text, lots_text, money_text

COLOURS = tuple(CUBE_COLOURS)  # in the rulebook's order: red, yellow, black, white
PARK = (34, 96, 64)
PARK_LIGHT = (46, 122, 82)
DECIDED = (70, 74, 86)
SMALL = theme.FONT_SIZES["small"]  # 18 px: the least a player reads at arm's length (60 cm from a 7" screen)
NUMBER = 20  # a space's number, a lot's value, a count of cubes
LINE = 16  # a line of SMALL or NUMBER text (their glyphs are 12 and 13 px high)
HEAD = 14  # a lot's first line: its name and value
NUMBER_W = 22  # "18" at NUMBER, with a margin
CUBE = 20  # a cube on a lot, or a lot's owner
BIG_CUBE = 24  # a cube on an auction space, where there is room
GAP = 3


def draw_cube(surface: pygame.Surface, color: str, rect: Any, *, outline: tuple[int, int, int] | None = None) -> None:
    draw_token(surface, CUBE_COLOURS.get(color, theme.TEXT_DIM), rect, color_letter(color), outline=outline)


def grid(count: int) -> tuple[int, int]:
    """The rows and columns of the lots' grid for ``count`` lots: as square as it can be."""
    columns = max(1, math.ceil(math.sqrt(count)))
    return max(1, math.ceil(count / columns)), columns


def lot_cells(lots: Mapping[str, Mapping[str, Any]], area: pygame.Rect) -> dict[str, pygame.Rect]:
    """A rectangle per lot (the summary's) in a grid: parks in opposite corners, their neighbours beside them."""
    rows, columns = grid(len(lots))
    free = [(r, c) for r in range(rows) for c in range(columns)]
    place: dict[str, tuple[int, int]] = {}
    parks = [lot for lot, info in lots.items() if info["park"]]
    for park, corner in zip(parks, [(0, 0), (rows - 1, columns - 1), (0, columns - 1), (rows - 1, 0)], strict=False):
        if corner in free:
            place[park] = corner
            free.remove(corner)
    for park in [park for park in parks if park in place]:
        for lot in sorted(lot for lot, info in lots.items() if park in info["parks_near"] and lot not in place):
            if free:
                place[lot] = min(free, key=lambda rc: (abs(rc[0] - place[park][0]) + abs(rc[1] - place[park][1]), rc))
                free.remove(place[lot])
    for lot in lots:
        if lot not in place and free:
            place[lot] = free.pop(0)
    w, h = area.width // columns, area.height // rows
    return {lot: pygame.Rect(area.left + c * w, area.top + r * h, w - 3, h - 3) for lot, (r, c) in place.items()}


def note_cells(lots: Mapping[str, Mapping[str, Any]], area: pygame.Rect) -> pygame.Rect | None:
    """The widest run of the lots' grid left free in one row (the lowest of the widest), as one rectangle with the
    lots' gaps, for a note among the lots; None where no run of two cells is free (a full grid)."""
    rows, columns = grid(len(lots))
    w, h = area.width // columns, area.height // rows
    taken = {((rect.top - area.top) // h, (rect.left - area.left) // w) for rect in lot_cells(lots, area).values()}
    best: tuple[int, int, int] | None = None  # (length, row, first column)
    for r in range(rows):
        c = 0
        while c < columns:
            end = c
            while end < columns and (r, end) not in taken:
                end += 1
            if end > c and (best is None or (end - c, r) >= best[:2]):
                best = (end - c, r, c)
            c = end + 1
    if best is None or best[0] < 2:
        return None
    length, r, c = best
    return pygame.Rect(area.left + c * w, area.top + r * h, length * w - 3, h - 3)


def draw_note(surface: pygame.Surface, rect: pygame.Rect, text: str) -> None:
    """A warning among the lots (the default board's placeholders): wrapped at the small type, centred in
    ``rect``, on the board's background."""
    lines = theme.wrap(text, rect.width - 8, SMALL)
    step = theme.font(SMALL).get_linesize()
    top = rect.centery - step * len(lines) // 2
    for index, line in enumerate(lines):
        box = pygame.Rect(rect.left + 4, top + index * step, rect.width - 8, step)
        theme.draw_text(surface, line, box, size=SMALL, color=theme.WARNING)


def draw_space(
    surface: pygame.Surface, rect: pygame.Rect, index: int, cubes: Sequence[str], broker: bool, typing: bool
) -> None:
    """An auction space: its number, its cubes two by two, the broker's pawn (or an outline: the space being typed
    in). A flat space (the top and bottom rows) keeps the number and the pawn in a column left of its cubes; a tall
    one (the sides) puts its cubes under the number, the pawn beside it."""
    pygame.draw.rect(surface, theme.PANEL_LIGHT if cubes else theme.PANEL, rect, border_radius=6)
    if broker or typing:
        pygame.draw.rect(surface, theme.WARNING if broker else theme.ACCENT, rect, width=3, border_radius=6)
    number, ink = pygame.Rect(rect.left + 4, rect.top + 3, NUMBER_W, LINE), theme.TEXT if cubes else theme.TEXT_DIM
    theme.draw_text(surface, str(index + 1), number, size=NUMBER, color=ink, align="left")
    flat = rect.height < 2 * CUBE + LINE + 10
    if flat:
        block = pygame.Rect(number.right, rect.top + 3, rect.right - number.right - 3, rect.height - 6)
        pawn = (number.centerx, number.bottom + 14)
    else:
        block = pygame.Rect(rect.left + 3, number.bottom + 2, rect.width - 6, rect.bottom - number.bottom - 5)
        pawn = (rect.right - 14, rect.top + 12)
    if broker:  # the pawn: a head on a cone (a shape, the font has no symbols)
        x, y = pawn
        pygame.draw.polygon(surface, theme.WARNING, [(x - 8, y + 8), (x + 8, y + 8), (x, y - 2)])
        pygame.draw.circle(surface, theme.WARNING, (x, y - 4), 4)
        pygame.draw.circle(surface, theme.BACKGROUND, (x, y - 4), 4, width=1)
    side = max(12, min(BIG_CUBE, (block.width - GAP) // 2, (block.height - GAP) // 2))
    rows, step = -(-len(cubes) // 2), side + GAP
    left = block.centerx - (min(2, len(cubes)) * step - GAP) // 2
    top = block.centery - (rows * step - GAP) // 2
    for i, color in enumerate(cubes):
        draw_cube(surface, color, (left + i % 2 * step, top + i // 2 * step, side, side))


def draw_lot(
    surface: pygame.Surface, rect: pygame.Rect, lot: str, summary: Mapping[str, Any], staged: Sequence[str], focus: bool
) -> None:
    """A lot: its name and value, then its cubes (those being placed outlined) or, once decided, its owner.

    Outlined in the accent colour when tapped, in orange when the cubes being placed would complete it.
    """
    info = summary["lots"][lot]
    park, decided, owner = info["park"], info["decided"], info["owner"]
    fill = (PARK_LIGHT if park else DECIDED) if decided else (PARK if park else theme.PANEL_LIGHT)
    pygame.draw.rect(surface, fill, rect, border_radius=6)
    if focus or (staged and sum(info["cubes"].values()) + len(staged) >= 7):
        pygame.draw.rect(surface, theme.ACCENT if focus else theme.WARNING, rect, width=3, border_radius=6)
    head = pygame.Rect(rect.left + 4, rect.top + 1, rect.width - 8, HEAD)
    named = min(theme.font(SMALL).size(lot)[0], head.width // 2)
    theme.draw_text(surface, lot, pygame.Rect(head.left, head.top, named, HEAD), size=SMALL, color=theme.TEXT_DIM)
    value = _("park") if park else _("{value}M").format(value=info["value"])
    room = pygame.Rect(head.left + named + 4, head.top, head.width - named - 4, HEAD)
    theme.draw_text(surface, value, room, size=NUMBER, align="right")
    body = pygame.Rect(rect.left + 2, head.bottom + 1, rect.width - 4, rect.bottom - head.bottom - 2)
    if not decided:
        draw_counts(surface, body, Counter(info["cubes"]) + Counter(staged), set(staged))
        return
    who = owner_name(summary, owner)
    if owner is None:
        theme.draw_text(surface, who, body, size=SMALL, color=theme.TEXT_DIM)
        return
    cube = pygame.Rect(body.centerx - CUBE // 2, body.top, CUBE, CUBE)
    draw_cube(surface, owner, cube)
    below = pygame.Rect(body.left, cube.bottom, body.width, body.bottom - cube.bottom)
    theme.draw_text(surface, clip(who, below.width, SMALL)[0], below, size=SMALL)


def owner_name(summary: Mapping[str, Any], owner: str | None) -> str:
    """Who a decided lot went to: the name of the player of its colour, the dummy, or nobody."""
    seat = next((s for s, p in enumerate(summary["players"]) if owner in p["colors"]), None)
    return _("nobody") if owner is None else _("dummy") if seat is None else str(summary["players"][seat]["name"])


def lot_look(lot: str, summary: Mapping[str, Any], staged: Sequence[str], focus: bool) -> tuple[Any, ...]:
    """All that :func:`draw_lot` shows of a lot, as a key for its kept picture (:class:`~companion.ui.pictures.
    Pictures`): a lot looks the same while these are the same."""
    info = summary["lots"][lot]
    cubes = tuple(sorted(info["cubes"].items()))
    owner = owner_name(summary, info["owner"]) if info["decided"] else None
    return (lot, info["park"], info["decided"], info["owner"], info["value"], cubes, owner, tuple(staged), focus)


def draw_counts(surface: pygame.Surface, body: pygame.Rect, counts: Counter[str], marked: set[str]) -> None:
    """The cubes on a lot: a cube per colour with its count beside it, two colours a row (the ``marked`` colours,
    those being placed, outlined, their counts in the accent colour)."""
    shown = [c for c in COLOURS if counts.get(c)]
    if not shown:
        theme.draw_text(surface, _("empty"), body, size=SMALL, color=theme.TEXT_DIM)
        return
    digit = theme.font(NUMBER).size("7")[0] + 2
    side = max(12, min(CUBE, (body.height - 2) // 2, (body.width - GAP) // 2 - digit - 2))
    pair = side + 2 + digit  # a cube and its count
    rows = -(-len(shown) // 2)
    left = body.centerx - (min(2, len(shown)) * (pair + GAP) - GAP) // 2
    top = body.centery - (rows * (side + 2) - 2) // 2
    for i, color in enumerate(shown):
        x, y = left + i % 2 * (pair + GAP), top + i // 2 * (side + 2)
        mark = theme.ACCENT if color in marked else None
        draw_cube(surface, color, (x, y, side, side), outline=mark)
        count = pygame.Rect(x + side + 2, y, digit, side)
        theme.draw_text(surface, str(counts[color]), count, size=NUMBER, color=mark or theme.TEXT, align="left")


def card_name(name: str, won: bool) -> str:
    """The name at the top of a player's final card: "Ann wins" as one sentence of the language ("Ann gagne"),
    where a name and the word "wins" stood apart with two spaces ("Joueur 2  gagne")."""
    return _("{name} wins").format(name=name) if won else name


def draw_player(
    surface: pygame.Surface,
    rect: pygame.Rect,
    player: dict[str, Any],
    lots: dict[str, Any],
    won: bool = False,
    over: bool = False,
) -> None:
    """Name, fortune, whether they may win, then per colour: its lots (park doubling shown), cash and debts
    (``over``: the final scores, where a colour without lots has none, not none "yet")."""
    colours, lines = player["by_color"], []
    for color, mine in colours.items():
        cube = (CUBE_COLOURS[color], color_letter(color))
        scores, money = lots_text(mine, lots, over), money_text(mine)
        if len(colours) == 1:
            lines += [(cube, scores), (None, money)]
        else:  # a line for each colour's lots, one for its money and fortune
            lines += [(cube, scores), (None, colour_money_text(mine))]
    name = card_name(player["name"], won)
    fortune = fortune_text(player["fortune"])
    score_card(surface, rect, name, fortune, (eligibility(player, over), player["qualifies"]), lines, won)
