"""A new Steam Barons game takes the owner's calibrated card from the data directory.

The new-game screen asks the map (the engine's option); this hook adds the
card, so every new game embeds the card it is played with. Without a saved
card, or with one that no longer validates, the placeholder is used and the
game shows itself as uncalibrated.
"""

from __future__ import annotations

import logging
from typing import Any

from companion.games.steam_barons import CARD
from companion.games.steam_barons.errors import CardError
from companion.storage import data_dir

log = logging.getLogger(__name__)


def complete_config(config: dict[str, Any]) -> dict[str, Any]:
    """``config`` with ``card`` set to the owner's saved card (an inline card given already is kept)."""
    config = dict(config)
    if isinstance(config.get("card"), dict):
        return config
    try:
        config["card"] = CARD.for_new_game(data_dir())
    except CardError as error:
        log.warning("the saved Steam Barons card is not usable (%s): the placeholder is used", error)
        config["card"] = CARD.packaged_table()
    return config


def option_rows(scene: Any, y: int) -> int:
    """A line under the options naming the owner's card new games will use; the placeholder card is said by the
    new-game screen itself, beside Start, as the engine says it (:meth:`~companion.core.Game.stand_ins`)."""
    from companion.text.i18n import _
    from companion.ui import theme
    from companion.ui.widgets import Label

    card = complete_config({"players": []})["card"]
    if not card["calibrated"]:
        return y
    text = _("Stock-market card: {name}").format(name=card["name"])
    # Left of the Start button, which sits in the bottom right corner.
    scene.widgets.append(
        Label(
            (16, y, scene.size[0] - 32 - 236, 36),
            text,
            size=theme.FONT_SIZES["small"],
            color=theme.TEXT_DIM,
            align="left",
        )
    )
    return y + 40
