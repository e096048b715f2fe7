"""The table's undo button is never pressed for nothing: on the final scores it takes the table back to the game
and asks; on any other screen over the game (the log, the score sheet) it says where undo is.

At the end of a game declared by mistake the table pressed the undo button on the final scores and nothing at
all happened: the button acted only while the play screen itself was on top.
"""

from __future__ import annotations

from companion.ui.app import ScreenFront
from companion.ui.scenes.dialog import ConfirmScene
from companion.ui.scenes.final import FinalScene
from companion.ui.scenes.log import LogScene
from companion.ui.scenes.play import PlayScene

from .test_undo_rewind import GUESSES, open_tiny


def finished(app) -> PlayScene:
    """The test game played to its end, its final scores on the screen."""
    open_tiny(app, GUESSES, rounds=1, random=40)
    assert app.table.over
    play = PlayScene(app)
    app.reset(play)
    assert isinstance(app.scene, FinalScene)
    return play


def test_the_undo_button_on_the_final_scores_goes_back_to_the_game_and_asks(app) -> None:
    play = finished(app)
    assert ScreenFront(app).ask_undo()  # asked: no refusal's cue from the devices
    assert isinstance(app.scene, ConfirmScene)
    assert app.scenes[-2] is play
    assert app.table.over  # asked, not done


def test_the_undo_button_over_the_log_says_where_undo_is(app) -> None:
    open_tiny(app, GUESSES)
    app.reset(PlayScene(app))
    app.push(LogScene(app))
    steps = len(app.table.steps)
    assert not ScreenFront(app).ask_undo()  # refused: the devices play the refusal's cue
    assert isinstance(app.scene, LogScene) and len(app.table.steps) == steps
    assert app.toast is not None and app.toast.text == "Undo is on the game's screen: go back to it first."
