"""Every amount drawn on Acquire's screens reads in the table's language (6.000, 6 000), never 6,000.

Acquire is the game whose amounts run into thousands. Its whole screenshot tour (new game, play at every
player count, previews, the payout, the score sheet, final scores) is walked in Italian and French with
every text the screens draw recorded, so money formatted anywhere with English grouping is caught, whether
it came from an engine sentence, a widget or the game's own drawing.
"""

from __future__ import annotations

import re

import pygame
import pytest

from companion.text.i18n import set_language
from companion.ui import theme
from companion.ui.fit import frame_problems
from companion.ui.screenshots import close_tour_app, full_tour, tour_app, walk

ENGLISH_GROUPING = re.compile(r"\d,\d{3}")
LOCAL_GROUPING = {"it": re.compile(r"\$\d{1,3}\.\d{3}"), "fr": re.compile(r"\$\d{1,3}\u00a0\d{3}")}


@pytest.mark.parametrize("language", ["it", "fr"])
def test_acquire_screens_draw_amounts_in_the_language(language, monkeypatch):
    drawn: list[str] = []
    draw_text, draw_paragraph = theme.draw_text, theme.draw_paragraph

    def recording_text(surface, text, *args, **kwargs):
        drawn.append(text)
        return draw_text(surface, text, *args, **kwargs)

    def recording_paragraph(surface, text, *args, **kwargs):
        drawn.append(text)
        return draw_paragraph(surface, text, *args, **kwargs)

    monkeypatch.setattr(theme, "draw_text", recording_text)
    monkeypatch.setattr(theme, "draw_paragraph", recording_paragraph)
    app = tour_app()
    pygame.event.clear()
    try:
        app.prefs.language = language
        set_language(language)
        for _screen in walk(app, full_tour("acquire")):
            frame_problems(app)  # draws the frame
    finally:
        close_tour_app(app)
        set_language("en")
        pygame.display.quit()
    english = sorted({text for text in drawn if ENGLISH_GROUPING.search(text)})
    assert english == [], english
    assert any(LOCAL_GROUPING[language].search(text) for text in drawn)  # "$6.000" is on the screens
