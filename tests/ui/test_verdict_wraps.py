"""The winners' sentence on the final scores wraps rather than shrinks: "Cat, Dan vincono a pari merito." did
not fit 300 px at the title's size (the monkey's finding on Acquire's final scores)."""

from __future__ import annotations

import pygame
import pytest

from companion.text.i18n import set_language
from companion.ui import fit
from companion.ui.ranking import draw_verdict


@pytest.mark.parametrize("language", ["en", "it", "fr"])
@pytest.mark.parametrize("names", [["Cat", "Dan"], ["Niccolò", "Maximiliana", "Bartholomew"], ["Ann"]])
def test_the_verdict_reads_whole_at_its_size(language: str, names: list[str]) -> None:
    pygame.font.init()
    set_language(language)
    try:
        with fit.recording() as drawn:
            draw_verdict(pygame.Surface((800, 480)), pygame.Rect(16, 414, 300, 56), names)
    finally:
        set_language("en")
    said = " ".join(text for text, _size, _asked in drawn.texts)
    assert all(name in said for name in names)
    assert fit.drawn_problems(drawn) == [] and fit.clipped(drawn) == []
