"""Big Shot played to its end through the touchscreen, in every language and at every count of players.

The monkey's random taps seldom reach the 18th auction, so the end of the game is walked here on purpose: a
seeded game whose every move, the last auction and the last placement included, is a tap on the real app. The
final scores must come up by themselves, name every player's fortune and the winners, and fit; the play screen
behind them must fit too, its last card telling every lot awarded at the end whole, beside the lots rather than
over them (it hid the board and ended "the rest is in the Log"); the board once that card is closed must fit,
with the final scores one tap away.
"""

from __future__ import annotations

import pytest

from companion.front.bigshot.texts import fortune_text
from companion.text.i18n import _, set_language
from companion.ui import fit

from .driver import open_game, play_by_touch

NAMES = ["Ann", "Ben", "Cat", "Dan"]
CASES = [(language, players) for language in ("en", "it", "fr") for players in (2, 3, 4)]


def frame_texts(app) -> list[str]:
    with fit.recording() as drawn:
        app.draw()
    return [text for text, _size, _asked in drawn.texts]


@pytest.mark.parametrize(("language", "players"), CASES, ids=[f"{lang}-{n}" for lang, n in CASES])
def test_a_game_tapped_to_its_end_shows_final_scores_that_fit(app, fingers, language: str, players: int) -> None:
    set_language(language)
    open_game(app, {"players": NAMES[:players], "seed": 20 + players})
    play_by_touch(fingers, seed=players)
    table = app.table
    assert table.over and sum(1 for step in table.steps if step.action.type == "place") == 18

    assert type(app.scene).__name__ == "BigShotFinalScene", "the last placement opens the final scores"
    assert fit.frame_problems(app) == []
    texts = frame_texts(app)
    summary = table.summary()
    for player in summary["players"]:
        assert fortune_text(player["fortune"]) in texts, (player["name"], texts)
    winners = [summary["players"][seat]["name"] for seat in summary["winners"]]
    assert all(_("{name} wins").format(name=name) in texts for name in winners), texts
    assert not any("=  " in text for text in texts), "a colour's fortune is named, not summed after its cash"

    fingers.tap("back")
    scene = app.scene
    assert type(scene).__name__ == "BigShotPlayScene" and scene.result is not None  # the end's awards, told
    assert scene.prompt_text() == _("The game is over")
    assert fit.frame_problems(app) == []
    texts = frame_texts(app)
    assert not scene.result.rect.colliderect(scene.result_area()), "the card lies beside the lots it tells of"
    assert _("… the rest is in the Log") not in texts, "the end's awards are told whole"

    fingers.at(*scene.result.rect.center)  # the card closed: the board, every lot with its owner
    assert scene.result is None
    assert fit.frame_problems(app) == []
    fingers.tap("final")
    assert type(app.scene).__name__ == "BigShotFinalScene"
