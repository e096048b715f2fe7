"""The final ranking: bars best first in each seat's colour, winners starred, the verdict in a sentence."""

from __future__ import annotations

import pygame

from companion.palette import SEATS
from companion.ui import theme
from companion.ui.ranking import BAR_LEFT, Ranked, draw_ranking, draw_verdict

ROWS = [Ranked(0, "Ann", 100, "$100"), Ranked(1, "Ben", 400, "$400", "bonuses $300"), Ranked(2, "Cat", 400, "$400")]


def colours(surface: pygame.Surface, rect: pygame.Rect) -> set[tuple[int, int, int]]:
    return {
        tuple(surface.get_at((x, y)))[:3] for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
    }


def test_bars_best_first_ties_in_seat_order_longest_for_the_biggest_figure() -> None:
    surface, area = pygame.Surface((800, 300)), pygame.Rect(0, 0, 800, 192)
    draw_ranking(surface, area, ROWS, winners={1, 2})
    bar_at = [tuple(surface.get_at((BAR_LEFT + 2, 64 * index + 20)))[:3] for index in range(3)]
    assert bar_at == [SEATS[1], SEATS[2], SEATS[0]]
    full = 800 - BAR_LEFT - 140
    assert tuple(surface.get_at((BAR_LEFT + full - 2, 20)))[:3] == SEATS[1]
    assert tuple(surface.get_at((BAR_LEFT + full // 4 + 2, 2 * 64 + 20)))[:3] != SEATS[0]  # a quarter of it


def test_winners_are_starred_and_nobody_else() -> None:
    surface = pygame.Surface((800, 300))
    draw_ranking(surface, pygame.Rect(0, 0, 800, 192), ROWS, winners={1})
    assert theme.WARNING in colours(surface, pygame.Rect(6, 0, 34, 36))
    assert theme.WARNING not in colours(surface, pygame.Rect(6, 128, 34, 36))


def test_the_verdict_names_the_winners_and_says_nothing_without_one() -> None:
    surface, rect = pygame.Surface((400, 80)), pygame.Rect(0, 0, 400, 56)
    draw_verdict(surface, rect, [])
    assert colours(surface, rect) == {(0, 0, 0)}
    draw_verdict(surface, rect, ["Ben", "Cat"])
    assert theme.WARNING in colours(surface, rect)
