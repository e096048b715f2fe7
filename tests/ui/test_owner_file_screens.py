"""The new-game and calibration screens open at once whatever the owner's saved table is.

A calibration file in the data folder that is a named pipe, a link to a
device, or far larger than any table used to hang these screens (a pipe
waits for a writer, ``/dev/urandom`` never ends). Each screen now opens and
says in one sentence what is wrong with the file.
"""

from __future__ import annotations

import os

import pytest

from companion.core.files import OWNER_FILE_LIMIT
from companion.games.bigshot.board import BOARD as BIGSHOT_BOARD
from companion.games.mad_market.board import BOARD as MAD_MARKET_BOARD
from companion.games.steam_barons.card import CARD as STEAM_BARONS_CARD
from companion.storage import data_dir
from companion.ui.scenes.home import HomeScene
from companion.ui.scenes.new_game import NewGameScene
from tests.waiting import deadline

SAVED = {
    "bigshot": (BIGSHOT_BOARD, "Big Shot board"),
    "mad_market": (MAD_MARKET_BOARD, "Mad Market board"),
    "steam_barons": (STEAM_BARONS_CARD, "Steam Barons card"),
}
KINDS = ["a named pipe", "a link to /dev/urandom", "past the limit"]


def hostile(game: str, kind: str) -> str:
    """Put a file that is not a table where ``game``'s saved table belongs; returns its path."""
    path = data_dir() / SAVED[game][0].saved_name
    if kind == "a named pipe":
        os.mkfifo(path)
    elif kind == "a link to /dev/urandom":
        path.symlink_to("/dev/urandom")
    else:
        path.write_bytes(b"# notes\n" * (OWNER_FILE_LIMIT // 8 + 1))
    return str(path)


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("game", sorted(SAVED))
def test_the_new_game_screen_opens_and_start_says_what_is_wrong(app, fingers, game: str, kind: str) -> None:
    path = hostile(game, kind)
    with deadline("the owner's file the screen opened"):
        app.reset(HomeScene(app))
        fingers.tap("new")
        fingers.tap(f"game-{game}")
        assert isinstance(app.scene, NewGameScene)
        app.draw()
        fingers.tap("start")
        app.draw()
    if game == "steam_barons":  # plays on the placeholder card, shown as uncalibrated
        assert app.table is not None and app.table.header.config["card"]["calibrated"] is False
    elif game == "mad_market":  # plays on the stand-in board
        assert app.table is not None and app.table.header.config["board"]["calibrated"] is False
    else:  # Big Shot refuses until the owner mends the file
        assert app.toast is not None and path in app.toast.text and "cannot be read" in app.toast.text


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("game", sorted(SAVED))
def test_the_calibration_screen_opens_on_the_stand_in_and_says_why(app, fingers, game: str, kind: str) -> None:
    path = hostile(game, kind)
    title = SAVED[game][1]
    with deadline("the owner's file the screen opened"):
        app.reset(HomeScene(app))
        fingers.tap("settings")
        index = next(i for i, w in enumerate(app.scene.widgets) if getattr(w, "text", "") == title)
        fingers.tap(app.scene.widgets[index].key)
        app.draw()
    assert type(app.scene).__name__ == "FormScene"
    assert app.toast is not None and path in app.toast.text and "cannot be read" in app.toast.text
