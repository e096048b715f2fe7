"""Every screen of every screenshot tour, in every language and at every player count: nothing that does not fit.

The tours in ``companion.ui.screenshots`` reach each screen the way a player does: the game's own tour once
per language, then the screens whose layout depends on how many play (new game and its options' page, play,
a private view, final scores) at each count from 2 to 6 the game allows. Each frame is drawn without saving
a PNG; a problem is a text clipped even at the smallest type (:data:`theme.REPORT`) or what
:func:`companion.ui.fit.check` finds: a widget leaving the 800x480 screen, interactive widgets touching or
overlapping, a button over a text, a label drawn smaller than its size. One test per language and game, so a
failure names exactly where to look; the message lists screen and widget.
"""

from __future__ import annotations

import pygame
import pytest

from companion.text.i18n import LANGUAGES, set_language
from companion.ui.fit import frame_problems
from companion.ui.screenshots import close_tour_app, full_tour, tour_app, tours, walk


@pytest.mark.parametrize("game", sorted(tours()))
@pytest.mark.parametrize("language", list(LANGUAGES))
def test_every_screen_fits(language: str, game: str) -> None:
    app = tour_app()  # with a simulated table's devices, as a PC shows the app
    pygame.event.clear()
    found: list[str] = []
    screens = 0
    try:
        app.prefs.language = language
        set_language(language)
        for screen in walk(app, full_tour(game)):
            screens += 1
            found += [f"{language}/{game}/{screen}: {problem}" for problem in frame_problems(app)]
    finally:
        close_tour_app(app)
        set_language("en")
        pygame.display.quit()
    assert screens > 0
    assert found == [], "screens that do not fit (move, widen or shorten):\n" + "\n".join(found)


def test_the_tour_visits_every_player_count_a_game_allows() -> None:
    """The seats part of the tour: the new-game and play screens at 2–6 players for Acquire, 2–4 for Big Shot."""
    names = {game: [name for name, _step in full_tour(game)] for game in ("acquire", "bigshot")}
    assert all(f"new-game-{n}" in names["acquire"] and f"final-{n}" in names["acquire"] for n in range(2, 7))
    assert "new-game-4" in names["bigshot"] and "new-game-5" not in names["bigshot"]
