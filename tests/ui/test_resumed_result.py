"""A game opened from its journal tells its latest step again, as it was told when it was played.

The power went (or the game was closed) while the table was reading what the last step did: Steam Barons'
dividends and prices on their screen, the dice a Mad Market roll threw on the result card. On resuming, that
was only in the log. Now the resumed play screen shows it again, once; a step that told nothing shows nothing.
"""

from __future__ import annotations

from typing import Any

from companion.core import ChanceSource
from companion.storage import latest_unfinished
from companion.ui import first_scene
from companion.ui.scenes.home import HomeScene, play_saved
from companion.ui.scenes.play import PlayScene

from .test_result_card_games import described, open_game


def played_until(app: Any, done: Any, seed: int) -> None:
    """Random steps until ``done()`` says the latest one is the one wanted."""
    chance = ChanceSource(seed)
    for _step in range(3000):
        app.submit(app.table.choose_random(chance))
        if done():
            return
    raise AssertionError("the step wanted never came")


def reopened(app: Any) -> None:
    """The game closed (the power went) and opened again from the home screen's Resume."""
    app.close_table()
    app.reset(HomeScene(app))
    saved = latest_unfinished()
    assert saved is not None
    assert play_saved(app, saved)


def test_steam_barons_dividends_and_prices_are_shown_again_after_a_resume(app) -> None:
    from companion.front.steam_barons.payout import PayoutScene

    open_game(app, "steam_barons", {"players": ["Ann", "Ben", "Cat", "Dan"], "seed": 5, "map": "eastern_us"})
    played_until(app, lambda: isinstance(app.scene, PayoutScene), 5)
    reopened(app)
    assert isinstance(app.scene, PayoutScene)
    assert any(event.type == "company_result" for event in app.table.steps[-1].events)
    assert isinstance(app.scenes[-2], PlayScene)  # Continue goes back to the game


def test_a_roll_is_told_again_on_its_card_after_a_resume(app) -> None:
    open_game(app, "mad_market", {"players": ["Ann", "Ben", "Cat"], "seed": 2})
    played_until(app, lambda: app.table.steps[-1].action.type == "roll", 3)
    told = app.scene.result
    assert told is not None and told.major
    reopened(app)
    card = app.scene.result
    assert isinstance(app.scene, PlayScene) and card is not None
    assert card.sentences == told.sentences == described(app)
    app.scene.enter()  # back on the screen later (from the log, say): told once, not again
    assert app.scene.result is card


def test_a_step_that_told_nothing_shows_nothing_after_a_resume(app) -> None:
    open_game(app, "mad_market", {"players": ["Ann", "Ben", "Cat"], "seed": 2})
    played_until(app, lambda: app.scene.result is None and bool(app.table.steps), 3)
    reopened(app)
    assert isinstance(app.scene, PlayScene) and app.scene.result is None


def test_a_game_resumed_on_boot_tells_its_latest_step_again(app) -> None:
    open_game(app, "mad_market", {"players": ["Ann", "Ben", "Cat"], "seed": 2})
    played_until(app, lambda: app.table.steps[-1].action.type == "roll", 3)
    told = app.scene.result
    assert told is not None
    table = app.table
    app.reset(HomeScene(app))  # (the home screen closes the open game)
    from companion.storage import open_saved

    saved = latest_unfinished()
    assert saved is not None and table is not None
    app.reset(first_scene(app, open_saved(saved.path)))
    assert app.scene.result is not None and app.scene.result.sentences == told.sentences
