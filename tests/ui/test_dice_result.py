"""A roll by the companion shows its result before the next decision, in any game (the tiny test game here).

Nobody at the table has seen dice the companion threw: the result card
draws the faces, says what they show and what the roll did (the game's
own sentences for the events it caused), and stays until Continue is
tapped. Faces typed in from the table need no card: the players threw
them, and the preview said what they would do before they were entered.
"""

from __future__ import annotations

from typing import Any

import pytest

from companion.core import ChanceSource
from companion.storage import start_new
from companion.text.i18n import _
from companion.ui.decide.dice import DieFace
from companion.ui.scenes.play import PlayScene
from companion.ui.widgets import Button, Label


def texts(scene: Any) -> list[str]:
    return [w.text for w in scene.widgets if isinstance(w, Label | Button)]


@pytest.fixture
def tiny(app):
    app.open_table(start_new("tiny", {"players": ["Ann", "Ben"], "rounds": 1}))
    app.reset(PlayScene(app))
    return app


def to_the_dice(fingers) -> None:
    for seat, parity in ((0, "odd"), (1, "even")):
        fingers.tap(f"secret-{seat}")
        fingers.tap("secret-show")
        fingers.tap(f"pick-{parity}")
        fingers.tap("secret-done")
    assert fingers.app.scene.find("dice-roll") is not None


def test_the_companions_roll_stays_on_screen_until_continue(tiny, fingers) -> None:
    to_the_dice(fingers)
    fingers.tap("dice-roll")
    step = tiny.table.steps[-1]
    rolled, scene = step.action, tiny.scene
    assert rolled.type == "roll" and tiny.table.prompt().kind == "bid"  # the table has moved on to the auction
    assert f"The dice show: white {rolled.white}, black {rolled.black}" in texts(scene)
    assert sorted(w.face for w in scene.widgets if isinstance(w, DieFace)) == sorted([rolled.white, rolled.black])
    said = " ".join(t for t in texts(scene))
    for event in step.events:  # what the roll did, in the game's words
        assert tiny.table.describe(event, _) in said
    assert scene.find("amount-confirm") is None and scene.find("amount-pass") is None  # no bid panel under it
    later = tiny.clock() + 60
    tiny.clock = lambda: later  # a minute passes: still there (a tap, not a timer: wet fingers, a look away)
    tiny.step(0)
    assert scene.find("result-continue") is not None
    fingers.tap("result-continue")
    assert scene.find("result-continue") is None and scene.find("amount-confirm") is not None
    assert not any(isinstance(w, DieFace) for w in scene.widgets)


def test_dice_typed_in_from_the_table_go_straight_on(tiny, fingers) -> None:
    to_the_dice(fingers)
    fingers.tap("die-white-2")
    fingers.tap("die-black-4")
    fingers.tap("dice-confirm")
    assert tiny.scene.find("result-continue") is None and tiny.scene.find("amount-confirm") is not None


def test_undoing_the_roll_takes_its_result_away(tiny, fingers) -> None:
    to_the_dice(fingers)
    fingers.tap("dice-roll")
    assert tiny.scene.find("result-continue") is not None
    tiny.table.undo()
    assert tiny.scene.find("result-continue") is None and tiny.scene.find("dice-roll") is not None


def test_a_screen_that_lays_out_its_own_decisions_shows_the_result_first(app, fingers) -> None:
    """Mad Market draws its open phase in tabs of its own: the result of the roll before it still comes first."""
    from companion.ui.specs import play_scene_for

    app.open_table(start_new("mad_market", {"players": ["Ann", "Ben", "Cat"], "seed": 2}))
    app.reset(play_scene_for(app))
    chance = ChanceSource(1)
    for _step in range(500):
        if app.table.prompt().kind == "roll" and app.scene.find("dice-roll") is not None:
            fingers.tap("dice-roll")
            if app.table.prompt().kind == "open":
                break
            fingers.tap("result-continue")
        else:
            app.submit(app.table.choose_random(chance))
    assert app.table.prompt().kind == "open" and app.scene.find("result-continue") is not None
    assert app.scene.find("mode-buy") is None and any(isinstance(w, DieFace) for w in app.scene.widgets)
    fingers.tap("result-continue")
    assert app.scene.find("mode-sell") is not None and app.scene.find("result-continue") is None


def test_a_line_of_the_rolls_card_holds_a_capital_with_an_accent() -> None:
    """The monkey's finding: "Énergie monte avec le dé blanc : de 1 à 2." was 15 px tall in a 14 px line and
    shrank to 17 px on Mad Market's panel in French."""
    import pygame

    from companion.ui import theme
    from companion.ui.decide.dice import line_height

    pygame.font.init()
    for size in (theme.FONT_SIZES["small"], theme.FONT_SIZES["body"]):
        assert line_height(size) >= theme.font(size).size("Énergie monte avec le dé blanc")[1]


def test_a_roll_that_did_much_keeps_every_sentence_its_dice_drawn_smaller(app) -> None:
    """An Italian roll that moved three prices and the forecast lost its last line, where the pawn landed (the line
    the table most needed): the card dropped what did not fit under the dice. The faces now shrink (and at
    worst go, the title naming them) before a sentence is lost."""
    from companion.text.i18n import set_language
    from companion.ui.decide.dice import show_result
    from companion.ui.specs import play_scene_for

    set_language("it")
    app.open_table(start_new("mad_market", {"players": ["Giocatore 1", "Giocatore 2", "Giocatore 3"], "seed": 1}))
    app.reset(play_scene_for(app))
    sentences = [
        "Giocatore 2 tira bianco 3 e nero 2: 5 caselle.",
        "L'azione IT sale con il dado bianco: da 6 a 7.",
        "L'azione Criptovalute scende con il dado nero: da 8 a 7.",
        "La previsione passa alla casella 6: Energia al ribasso.",
        "L'azione Energia si muove con la previsione: da 6 a 5.",
        "Giocatore 2 va su Crisi di borsa 1.",
    ]
    show_result(app.scene.panel, "I dadi mostrano: bianco 3, nero 2", (3, 2), sentences)
    app.draw()
    labels = [w for w in app.scene.widgets if isinstance(w, Label) and w.text]
    drawn = " ".join(label.text for label in labels)
    for sentence in sentences:
        assert all(word in drawn for word in sentence.split()), (sentence, drawn)
    assert all(label.rect.bottom <= app.scene.find("result-continue").rect.top for label in labels)
    faces = [w for w in app.scene.widgets if isinstance(w, DieFace)]
    assert len(faces) == 2 and all(face.rect.width >= 36 for face in faces)  # still drawn, smaller
