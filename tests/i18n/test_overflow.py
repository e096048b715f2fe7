"""Every screen of every screenshot tour, in every language: no label clipped or overflowing its box.

The tours in ``companion.ui.screenshots.tours()`` reach each screen the way a player does.
Each frame is drawn without saving a PNG and :data:`theme.REPORT` collects every text that
did not fit even at the smallest type size. One test per language and game, so a failure
names exactly where to look; the message lists screen and text.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from companion.ui import theme
from companion.ui.i18n import LANGUAGES, set_language
from companion.ui.screenshots import close_tour_app, tour_app, tours


@pytest.mark.parametrize("game", sorted(tours()))
@pytest.mark.parametrize("language", list(LANGUAGES))
def test_no_text_overflows(language: str, game: str) -> None:
    app = tour_app()  # with a simulated table's devices, as a PC shows the app
    pygame.event.clear()
    problems: list[str] = []
    screens = 0
    try:
        app.prefs.language = language
        set_language(language)
        for name, step in tours()[game]():
            result = step(app)
            # A step may yield several screens (every decision moment of the game): each is drawn.
            for screen in result if isinstance(result, Iterator) else [name]:
                theme.REPORT.clear()
                app.draw()
                screens += 1
                problems += [
                    f"{language}/{game}/{screen}: {o.text!r} needs {o.needed[0]}x{o.needed[1]} px, "
                    f"box {o.box[0]}x{o.box[1]}"
                    for o in theme.REPORT.overflows
                ]
    finally:
        close_tour_app(app)
        set_language("en")
        pygame.display.quit()
    assert screens > 0
    assert problems == [], "texts clipped or overflowing (shorten the translation):\n" + "\n".join(problems)
