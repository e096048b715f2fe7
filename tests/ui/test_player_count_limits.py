"""The players' count on the new-game screen says the game's limits when its greyed − or + is tapped.

A table of seven wanting Steam Barons tapped the greyed "+" at six and nothing happened: no word that the game
is for two to six.
"""

from __future__ import annotations

from companion.games import get

from .test_new_game import open_new_game


def stepper_button(scene, which: str):
    stepper = next(w for w in scene.widgets if type(w).__name__ == "Stepper")
    return getattr(stepper, which)


def test_the_greyed_plus_at_the_most_players_says_how_many_the_game_is_for(app, fingers) -> None:
    scene = open_new_game(app, fingers, "steam_barons")
    engine = get("steam_barons")
    scene.set_count(engine.max_players)
    app.draw()
    plus = stepper_button(app.scene, "plus")
    assert not plus.enabled
    fingers.at(*plus.rect.center)
    assert scene.count == engine.max_players
    assert app.toast is not None and app.toast.text == "Steam Barons is for 2 to 6 players."


def test_the_greyed_minus_at_the_fewest_players_says_it_too(app, fingers) -> None:
    scene = open_new_game(app, fingers, "acquire")
    scene.set_count(get("acquire").min_players)
    app.draw()
    minus = stepper_button(app.scene, "minus")
    assert not minus.enabled
    fingers.at(*minus.rect.center)
    assert app.toast is not None and app.toast.text == "Acquire is for 2 to 6 players."
