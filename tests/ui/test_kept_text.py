"""Lines of text kept between frames (theme.draw_text, wrap, paragraphs) and board pieces kept as pictures
(ui.pictures): drawn the same as afresh, never across a theme or language switch, bounded, and stepping aside
while something watches each text drawn."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from companion.text.i18n import set_language
from companion.ui import fit, theme
from companion.ui.pictures import Pictures


@pytest.fixture(autouse=True)
def normal_theme() -> Iterator[None]:
    theme.apply("normal")
    yield
    theme.apply("normal")
    set_language("en")


def drawn(paint: Any, size: tuple[int, int] = (300, 60)) -> bytes:
    surface = pygame.Surface(size)
    surface.fill(theme.BACKGROUND)
    paint(surface)
    return pygame.image.tobytes(surface, "RGB")


def afresh(monkeypatch: pytest.MonkeyPatch, paint: Any) -> bytes:
    """``paint``'s pixels with nothing kept: a watcher's ``draw_text`` in place, as a test's recording puts one."""
    original = theme.draw_text
    with monkeypatch.context() as patch:
        patch.setattr(theme, "draw_text", lambda *args, **kwargs: original(*args, **kwargs))
        assert theme.watched()
        return drawn(paint)


def test_a_kept_line_draws_the_same_pixels_as_a_fresh_one(monkeypatch: pytest.MonkeyPatch) -> None:
    def line(surface: pygame.Surface) -> None:
        theme.draw_text(surface, "Tap a cube, then a lot.", pygame.Rect(4, 4, 160, 30), align="left")

    first, kept = drawn(line), drawn(line)
    assert first == kept == afresh(monkeypatch, line)


def test_a_theme_switch_draws_in_the_new_colours() -> None:
    def line(surface: pygame.Surface) -> None:
        theme.draw_text(surface, "Bid", pygame.Rect(0, 0, 60, 30))

    normal = drawn(line)
    assert theme.line_image.cache_info().currsize > 0
    theme.apply("high")
    assert theme.line_image.cache_info().currsize == 0  # nothing drawn in the old colours survives
    assert drawn(line) != normal
    theme.apply("normal")
    assert drawn(line) == normal


def test_a_language_switch_draws_the_new_words() -> None:
    board = Pictures()

    def piece(surface: pygame.Surface) -> None:
        from companion.text.i18n import _

        board.draw(
            surface, pygame.Rect(10, 10, 120, 30), "nobody", lambda on, rect: theme.draw_text(on, _("nobody"), rect)
        )

    english = drawn(piece)
    set_language("it")
    italian = drawn(piece)
    assert italian != english
    set_language("en")
    assert drawn(piece) == english


def test_a_text_too_long_for_its_box_is_reported_at_every_drawing() -> None:
    def line(surface: pygame.Surface) -> None:
        theme.draw_text(surface, "A sentence far too long for a box this narrow", pygame.Rect(0, 0, 40, 20))

    for _ in range(3):
        theme.REPORT.clear()
        drawn(line)
        assert [overflow.text for overflow in theme.REPORT.overflows] == [
            "A sentence far too long for a box this narrow"
        ]
    theme.REPORT.clear()


def test_the_fit_check_sees_every_text_of_a_frame_drawn_again() -> None:
    def frame(surface: pygame.Surface) -> None:
        theme.draw_text(surface, "Space 3 of 18", pygame.Rect(0, 0, 200, 30), size=theme.FONT_SIZES["title"])
        theme.draw_paragraph(surface, "Tap the colours of its 4 cubes.", pygame.Rect(0, 30, 120, 30))

    drawn(frame)  # now kept
    with fit.recording() as log:
        drawn(frame)
    assert [text for text, _size, _asked in log.texts] == ["Space 3 of 18", "Tap the colours", "of its 4 cubes."]


def test_wrapped_lines_are_kept_and_handed_out_as_new_lists() -> None:
    lines = theme.wrap("Already laid out the cubes yourselves?", 120, theme.FONT_SIZES["small"])
    lines.append("changed by its caller")
    assert theme.wrap("Already laid out the cubes yourselves?", 120, theme.FONT_SIZES["small"]) == lines[:-1]


def test_kept_pictures_are_bounded_and_redrawn_when_their_look_changes() -> None:
    board, painted = Pictures(kept=3), []

    def piece(look: int) -> Any:
        def paint(surface: pygame.Surface, rect: pygame.Rect) -> None:
            painted.append(look)
            pygame.draw.rect(surface, (look * 40, 0, 0), rect)

        return lambda surface: board.draw(surface, pygame.Rect(5, 5, 20, 20), look, paint)

    first = drawn(piece(1))
    assert drawn(piece(1)) == first and painted == [1]  # the second frame copies the picture
    for look in (2, 3, 4):
        drawn(piece(look))
    assert len(board._pictures) == 3
    assert drawn(piece(1)) == first and painted == [1, 2, 3, 4, 1]  # the oldest was let go, then drawn again
