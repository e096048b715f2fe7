"""A new Steam Barons game takes the owner's calibrated card from the data directory.

The new-game screen asks the map (the engine's option); this hook adds the
card, so every new game embeds the card it is played with. Without a saved
card, or with one that no longer validates, the placeholder is used and the
game shows itself as uncalibrated.
"""

from __future__ import annotations

import logging
from typing import Any

from companion.games.steam_barons import card_for_new_game, placeholder_card
from companion.games.steam_barons.errors import CardError
from companion.storage import data_dir

log = logging.getLogger(__name__)


def complete_config(config: dict[str, Any]) -> dict[str, Any]:
    """``config`` with ``card`` set to the owner's saved card (an inline card given already is kept)."""
    config = dict(config)
    if isinstance(config.get("card"), dict):
        return config
    try:
        config["card"] = card_for_new_game(data_dir())
    except CardError as error:
        log.warning("the saved Steam Barons card is not usable (%s): the placeholder is used", error)
        config["card"] = placeholder_card()
    return config
