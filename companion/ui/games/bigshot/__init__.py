"""Big Shot on the touchscreen: play screen, final scores, new-game options, board calibration.

Importing this package registers them with the framework (the app imports
every game's screens at start-up).
"""

from __future__ import annotations

from companion.core.i18n import N_

from ...scenes.final import FINAL_SCENES
from ...scenes.new_game import CONFIG_HOOKS, OPTION_WIDGETS
from ...scenes.play import PLAY_SCENES
from ...scenes.settings import EXTRA_ENTRIES
from .calibrate import BoardScene, open_board_scene
from .final import BigShotFinalScene
from .play import BigShotPlayScene
from .setup import complete_config, option_rows

PLAY_SCENES["bigshot"] = BigShotPlayScene
FINAL_SCENES["bigshot"] = BigShotFinalScene
CONFIG_HOOKS["bigshot"] = complete_config
OPTION_WIDGETS["bigshot"] = option_rows
if not any(action is open_board_scene for _label, action in EXTRA_ENTRIES):
    EXTRA_ENTRIES.append((N_("Big Shot board"), open_board_scene))

__all__ = ["BigShotFinalScene", "BigShotPlayScene", "BoardScene"]
