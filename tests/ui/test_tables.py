"""The status-panel tables: holdings per player and company, rows of columns, notes beside a seat's colour."""

from __future__ import annotations

import pygame

from companion.palette import SEATS
from companion.ui import theme
from companion.ui.tables import CHIP_STEP, Column, Company, chip, draw_rows, holdings, seat_lines
from companion.ui.tokens import ink

RED, YELLOW = (213, 94, 0), (240, 228, 66)
PLAYERS = [
    {"name": "Ann", "cash": 6000, "shares": {"red": 3}},
    {"name": "Ben", "cash": None, "shares": None},  # hidden from this viewer
]


def canvas() -> pygame.Surface:
    return pygame.Surface((400, 300))


def test_a_chip_is_its_colour_with_its_letter_in_ink() -> None:
    surface, rect = canvas(), pygame.Rect(10, 10, 22, 20)
    chip(surface, rect, YELLOW, "T")
    colours = {
        tuple(surface.get_at((x, y)))[:3] for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
    }
    assert YELLOW in colours and ink(YELLOW) in colours


def test_holdings_rows_per_seat_with_company_columns_from_the_right() -> None:
    surface, area = canvas(), pygame.Rect(0, 0, 360, 200)
    companies = [Company("red", RED, "R"), Company("yellow", YELLOW, "Y")]
    y, rows = holdings(surface, area, PLAYERS, companies, current=1, row_h=30)
    assert [seat for _, seat in rows] == [0, 1]
    assert rows[0][0].top == 22 and y == 22 + 2 * 30  # the chips' header, then a row each
    header_chip = pygame.Rect(area.right - 2 * CHIP_STEP + 2, 0, CHIP_STEP - 4, 20)
    assert tuple(surface.get_at((header_chip.left + 3, header_chip.centery)))[:3] == RED  # inside its edge
    ann, ben = rows[0][0], rows[1][0]
    assert tuple(surface.get_at((ann.left + 5, ann.centery)))[:3] == SEATS[0]  # the seat's colour bar
    assert tuple(surface.get_at((ben.right - 3, ben.centery)))[:3] == theme.PANEL_LIGHT  # whose turn it is


def test_holdings_without_companies_has_no_header() -> None:
    y, rows = holdings(canvas(), pygame.Rect(0, 40, 360, 200), PLAYERS, [], current=None)
    assert rows[0][0].top == 40 and y == 40 + 2 * 30


def test_rows_shrink_to_fit_and_return_their_boxes() -> None:
    columns = [Column(0, 100, "left"), Column(100, 60)]
    rows = [["Tower", "3"], ["Luxor", "2"], ["Festival", "5"]]
    boxes = draw_rows(canvas(), pygame.Rect(0, 10, 200, 80), columns, ["Chain", "Size"], rows, row_h=28)
    assert [box.top for box in boxes] == [30, 50, 70] and all(box.height == 20 for box in boxes)


def test_seat_lines_wrap_mark_the_seat_and_stop_at_the_bottom() -> None:
    surface = canvas()
    long = "Ann receives $2,000 (most shares: majority bonus, 4 shares) " * 2
    bottom = seat_lines(surface, pygame.Rect(0, 0, 200, 300), [(None, "Tower bonuses paid"), (0, long)])
    assert bottom > 3 * 24  # the long line wrapped onto several
    assert tuple(surface.get_at((2, 24 + 10)))[:3] == SEATS[0] and tuple(surface.get_at((2, 10)))[:3] != SEATS[0]
    assert seat_lines(canvas(), pygame.Rect(0, 0, 200, 50), [(None, long)]) == 48  # two lines fit, no more


def texts_drawn(monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """Every text drawn from now on, with its box, in order (the drawing still done)."""
    drawn: list[tuple[str, pygame.Rect]] = []
    original = theme.draw_text
    monkeypatch.setattr(
        theme,
        "draw_text",
        lambda surface, text, rect, **kw: (drawn.append((text, rect)), original(surface, text, rect, **kw)),
    )
    return drawn


def test_seat_lines_cut_at_the_bottom_end_in_an_ellipsis_and_say_whether_all_fit(monkeypatch) -> None:
    """A payout cut after "shared, 2" read as a whole sentence, and a payee left out was not missed: the last row
    shown now ends in "…", inside the column; :func:`seat_lines_fit` tells a caller to say it shorter."""
    from companion.ui import theme
    from companion.ui.tables import seat_lines_fit

    drawn = texts_drawn(monkeypatch)
    long = "Ann receives $2,000 (tied for most shares: majority and minority shared, 2 shares)"
    area = pygame.Rect(0, 0, 200, 72)
    assert not seat_lines_fit(area, [(None, "Tower bonuses paid"), (0, long)])
    assert seat_lines_fit(area, [(None, "Tower bonuses paid"), (0, "Ann receives $2,000")])
    assert seat_lines(canvas(), area, [(None, "Tower bonuses paid"), (0, long)]) == 72
    assert len(drawn) == 3 and drawn[-1][0].endswith("…") and not drawn[1][0].endswith("…")
    assert theme.font(theme.FONT_SIZES["small"]).size(drawn[-1][0])[0] <= drawn[-1][1].width
    drawn.clear()
    seat_lines(canvas(), area, [(None, "Tower bonuses paid"), (0, "Ann receives $2,000")])
    assert [text for text, _ in drawn] == ["Tower bonuses paid", "Ann receives $2,000"]


def test_rows_lead_with_their_company_chip_and_an_empty_table_says_so() -> None:
    surface, columns = canvas(), [Column(28, 100, "left")]
    boxes = draw_rows(
        surface, pygame.Rect(0, 0, 200, 200), columns, ["Chain"], [["Red"]], chips=[Company("red", RED, "R")]
    )
    assert tuple(surface.get_at((boxes[0].left + 3, boxes[0].centery)))[:3] == RED  # inside its edge
    quiet = canvas()
    assert draw_rows(quiet, pygame.Rect(0, 0, 200, 200), columns, ["Chain"], [], empty="Nothing yet.") == []
    assert theme.TEXT_DIM in {tuple(quiet.get_at((x, y)))[:3] for x in range(0, 120) for y in range(0, 24)}


def test_a_line_naming_several_seats_marks_each_name_and_keeps_its_rows_in_the_column(monkeypatch) -> None:
    """Holders paid alike share a line ("Ann, Ben, Cat, Eve and Fay receive $1,200 each"): each name has its seat's
    mark just before it (before the row where a name starts one, as a line about one seat), no letter lands on a
    mark, and every row with the marks inside it fits the column."""
    from companion.ui.tables import MARK_ROOM, seat_lines_fit

    drawn = texts_drawn(monkeypatch)
    seats = ((0, "Ann"), (1, "Ben"), (2, "Cat"), (4, "Eve"), (5, "Fay"))
    line = (seats, "Ann, Ben, Cat, Eve and Fay receive $1,200 each (tied for most shares, 2 shares each)")
    area = pygame.Rect(10, 0, 220, 300)
    surface = canvas()
    bottom = seat_lines(surface, area, [(None, "Tower bonuses paid"), line])
    small = theme.font(theme.FONT_SIZES["small"])
    for seat, name in seats:
        rect = next(rect for text, rect in drawn if text.startswith(name))
        beside = {tuple(surface.get_at((x, rect.top + 12)))[:3] for x in range(rect.left - MARK_ROOM - 4, rect.left)}
        assert SEATS[seat] in beside, name
    for text, rect in drawn:  # each run of text inside the column, and clear of the marks drawn before it
        assert rect.left + small.size(text.rstrip())[0] <= area.right, text
    assert tuple(surface.get_at((area.left + 2, 24 + 10)))[:3] == SEATS[0]  # Ann starts the row: her mark before it
    rows = (bottom - area.top) // 24
    assert seat_lines_fit(pygame.Rect(area.left, 0, area.width, rows * 24), [(None, "Tower bonuses paid"), line])
    assert not seat_lines_fit(
        pygame.Rect(area.left, 0, area.width, rows * 24 - 1), [(None, "Tower bonuses paid"), line]
    )
    assert "".join(text for text, _ in drawn[1:]).replace(" ", "") == line[1].replace(" ", "")  # nothing lost
