"""A note's lines share its text evenly: a prompt in two lines is never a full line and a word left over."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from companion.ui import theme
from companion.ui.widgets import Note

PROMPTS = [
    "Joueur 2 construit pour Orange : tuile 1 sur 2",  # was "... tuile 1 sur" over a lone "2"
    "Giocatore 2 spedisce per Marrone: round 1 di 2",
    "Player 3 builds for Orange: tile 1 of 2 and then some more words",
]


def drawn_lines(note: Note, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    seen: list[tuple[str, pygame.Rect, int]] = []
    original = theme.draw_paragraph

    def paragraph(surface: Any, text: str, rect: pygame.Rect, *, size: int, color: Any = None) -> int:
        seen.append((text, pygame.Rect(rect), size))
        return original(surface, text, rect, size=size, color=color)

    monkeypatch.setattr(theme, "draw_paragraph", paragraph)
    note.draw(pygame.Surface((800, 480)))
    ((text, rect, size),) = seen
    assert rect.left == note.rect.left and rect.width <= note.rect.width
    return theme.wrap(text, rect.width, size)


@pytest.mark.parametrize("prompt", PROMPTS)
def test_a_two_line_prompt_splits_near_its_middle(prompt: str, monkeypatch: pytest.MonkeyPatch) -> None:
    size = theme.FONT_SIZES["title"]
    note = Note((114, 4, 446, 48), prompt, size=size)  # the play screen's prompt, between Menu and Log
    lines = drawn_lines(note, monkeypatch)
    assert len(lines) == len(theme.wrap(prompt, 446, size)) == 2, "no more lines than the full width takes"
    first, second = (theme.text_size(line, size)[0] for line in lines)
    longest_word = max(theme.text_size(word, size)[0] for word in prompt.split())
    assert abs(first - second) <= longest_word + theme.text_size(" ", size)[0], lines


def test_a_one_line_note_keeps_its_width(monkeypatch: pytest.MonkeyPatch) -> None:
    note = Note((0, 0, 400, 48), "Short prompt", size=theme.FONT_SIZES["title"])
    assert drawn_lines(note, monkeypatch) == ["Short prompt"]
