"""Strips: equal cells, a ring of spaces, seat cards in a strip and a ranking, score cards, rows of buttons, notes."""

from __future__ import annotations

import pygame

from companion.palette import SEATS
from companion.ui import theme
from companion.ui.decide.panel import DecisionPanel
from companion.ui.strips import (
    Card,
    button_row,
    cells,
    clip,
    notes,
    players_strip,
    ranked_cards,
    ring,
    score_card,
)

RED = (213, 94, 0)


def colours(surface: pygame.Surface, rect: pygame.Rect) -> set[tuple[int, int, int]]:
    return {
        tuple(surface.get_at((x, y)))[:3] for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
    }


def test_cells_share_a_row_or_fill_rows_of_columns_with_even_gaps() -> None:
    row = cells(pygame.Rect(10, 20, 306, 50), 3)
    assert [(r.left, r.width, r.height) for r in row] == [(10, 98, 50), (114, 98, 50), (218, 98, 50)]
    grid = cells(pygame.Rect(0, 0, 206, 126), 4, columns=2)
    assert [r.topleft for r in grid] == [(0, 0), (106, 0), (0, 66), (106, 66)] and grid[0].size == (100, 60)
    assert [r.top for r in cells(pygame.Rect(0, 0, 100, 500), 3, columns=1, height=40, gap=4)] == [0, 44, 88]
    assert cells(pygame.Rect(0, 0, 100, 50), 0) == []


def test_a_ring_runs_clockwise_from_the_top_left_corner_around_its_inside() -> None:
    area = pygame.Rect(0, 0, 600, 400)
    spaces, inside = ring(area, across=6, down=3, edge=52)
    assert len(spaces) == 18 and all(area.contains(space) for space in spaces)
    assert spaces[0].topleft == (0, 0) and spaces[5].topleft == (500, 0)  # the top row, left to right
    assert spaces[6].left == 500 and spaces[6].top == 52  # down the right side
    assert spaces[9].topleft == (500, spaces[9].top) and spaces[14].left == 0  # the bottom row, right to left
    assert spaces[17].left == 0 and spaces[17].top == 52  # up the left side, ending under the first corner
    assert inside == pygame.Rect(100, 52, 400, 3 * 98)  # the sides share what the corners leave: 98 each
    assert not any(space.colliderect(inside) for space in spaces)
    assert len({tuple(space) for space in spaces}) == 18  # no two spaces overlap exactly


def test_a_players_strip_gives_each_seat_a_card_lighter_on_its_turn() -> None:
    surface, area = pygame.Surface((400, 60)), pygame.Rect(0, 0, 400, 60)
    rows = players_strip(surface, area, [Card("Ann", "10M", [(RED, "R")]), Card("Ben", "cash hidden")], current=1)
    assert [seat for _, seat in rows] == [0, 1] and rows[0][0].right < rows[1][0].left
    ann, ben = rows[0][0], rows[1][0]
    assert SEATS[0] in colours(surface, pygame.Rect(ann.left, ann.top + 10, 4, 10))  # the seat's colour on the edge
    assert RED in colours(surface, pygame.Rect(ann.left + 9, ann.top + 5, 18, 18))  # its token before the name
    assert tuple(surface.get_at((ben.right - 3, ben.bottom - 3)))[:3] == theme.PANEL_LIGHT  # Ben's turn
    assert tuple(surface.get_at((ann.right - 3, ann.bottom - 3)))[:3] == theme.PANEL


def starred(surface: pygame.Surface, card: pygame.Rect) -> bool:
    return theme.WARNING in colours(surface, pygame.Rect(card.left + 10, card.top + 2, 30, 30))


def test_ranked_cards_follow_the_order_and_star_the_winners_only() -> None:
    surface, area = pygame.Surface((600, 400)), pygame.Rect(0, 0, 600, 300)
    cards = ranked_cards(surface, area, [2, 0, 1], winners=[2], height=104)
    assert [seat for seat, _ in cards] == [2, 0, 1] and cards[0][1].height == 96 and cards[1][1].top == 100
    assert [starred(surface, card) for _, card in cards] == [True, False, False]


def test_ranked_cards_shrink_to_fit_a_short_area() -> None:
    cards = ranked_cards(pygame.Surface((600, 400)), pygame.Rect(0, 0, 600, 120), [0, 1, 2], [], height=104)
    assert cards[-1][1].bottom <= 120


def test_a_score_card_shows_its_verdict_in_green_or_red_and_its_lines_fit() -> None:
    theme.REPORT.clear()
    for good in (True, False):
        surface, rect = pygame.Surface((600, 110)), pygame.Rect(0, 0, 600, 104)
        lines = [((RED, "R"), "Lots A9 9M = 9M"), (None, "cash 10M, debts 0 x 10M")]
        score_card(surface, rect, "Ann", "19M", ("1 lot: needs 2 to win", good), lines)
        assert (theme.CONFIRM if good else theme.DANGER) in colours(surface, rect)
        assert RED in colours(surface, pygame.Rect(14, 34, 24, 24))  # the first line's token
    assert theme.REPORT.overflows == []


class Host:
    """Just what a decision panel needs to add widgets."""

    def __init__(self) -> None:
        self.widgets: list = []

    def layout(self) -> None:
        pass


def test_a_button_row_shares_the_width_and_keeps_each_buttons_state() -> None:
    host, tapped = Host(), []
    button_row(
        DecisionPanel(host),
        pygame.Rect(0, 0, 306, 52),
        ("Undo", lambda: tapped.append("undo"), "undo", True),
        ("Clear", lambda: tapped.append("clear"), "clear", False),
    )
    undo, clear = host.widgets
    assert (undo.key, clear.key) == ("undo", "clear") and undo.rect.width == clear.rect.width == 150
    assert undo.enabled and not clear.enabled
    undo.on_tap()
    assert tapped == ["undo"]


def test_a_token_is_edged_thicker_when_marked_and_inked_for_its_fill() -> None:
    from companion.ui.tokens import DARK_INK, LIGHT_INK, draw_token, ink

    assert ink((240, 228, 66)) == DARK_INK and ink((30, 30, 30)) == LIGHT_INK and ink(RED) == LIGHT_INK
    surface, rect = pygame.Surface((40, 40)), pygame.Rect(5, 5, 20, 20)
    draw_token(surface, (30, 30, 30), rect, "B", outline=theme.ACCENT)
    assert tuple(surface.get_at((rect.left + 1, rect.centery)))[:3] == theme.ACCENT  # two pixels of outline
    assert LIGHT_INK in colours(surface, rect.inflate(-6, -6))


def test_a_note_too_wide_for_its_area_wraps_onto_more_lines_instead_of_shrinking() -> None:
    host = type("Host", (), {"widgets": []})()
    panel = DecisionPanel(host)  # type: ignore[arg-type]
    note = "Il companion ha preparato la disposizione a sinistra: quattro cubetti su ogni casella."
    below = notes(panel, pygame.Rect(0, 0, 200, 300), "", note, "", "Short.")
    lines, small = list(host.widgets), theme.FONT_SIZES["small"]
    assert len(lines) >= 4 and " ".join(line.text for line in lines[:-1]) == note and lines[-1].text == "Short."
    assert all(line.size == small for line in lines) and below == lines[-1].rect.bottom + 6
    assert all(theme.fit(line.text, line.rect.width, line.rect.height, small) is theme.font(small) for line in lines)
    assert all(a.rect.bottom <= b.rect.top for a, b in zip(lines, lines[1:], strict=False))  # one under the other


def test_clip_keeps_the_largest_size_that_fits_and_cuts_short_below_the_least() -> None:
    small, body = theme.FONT_SIZES["small"], theme.FONT_SIZES["body"]
    assert clip("Ann", 200, body) == ("Ann", body)
    text, size = clip("Bartolomeo", theme.font(20).size("Bartolomeo")[0], body)
    assert text == "Bartolomeo" and size == 20  # shrinks only as far as it must
    text, size = clip("Bartolomeo Bartolomei", 80, body)
    assert size == small and text.endswith("…") and text.startswith("Bart") and theme.font(small).size(text)[0] <= 80
