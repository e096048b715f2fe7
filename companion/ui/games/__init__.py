"""Per-game screens: ``companion/ui/games/<game>.py`` (or a package of that name).

Importing such a module registers its play screen in
:data:`companion.ui.scenes.play.PLAY_SCENES` (and optionally its final screen
in :data:`companion.ui.scenes.final.FINAL_SCENES`). The app imports it the
first time a game of that name is shown; a game without one gets the generic
screens, so a new engine is playable on the touchscreen from its first day.
"""

from __future__ import annotations

import importlib
import importlib.util


def load(game: str) -> bool:
    """Import the screens of ``game`` if it has any. True if it does."""
    name = f"{__name__}.{game}"
    if importlib.util.find_spec(name) is None:
        return False
    importlib.import_module(name)
    return True
