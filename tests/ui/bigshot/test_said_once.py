"""Big Shot's cards say each thing once: a card's title and drawn faces are not said again in a sentence."""

from __future__ import annotations

import pytest

from companion.games.bigshot.actions import Roll
from companion.text.i18n import _, set_language

from .driver import open_game


def texts(app) -> list[str]:
    return [getattr(widget, "text", "") for widget in app.scene.widgets]


def test_the_companions_roll_card_says_the_face_once(app, fingers) -> None:
    open_game(app, {"players": ["Ann", "Ben", "Cat"], "seed": 9})
    fingers.tap("layout-deal")
    fingers.tap("pick-2")
    fingers.tap("dice-roll")
    step = app.table.steps[-1]
    assert isinstance(step.action, Roll)
    shown = texts(app)
    assert f"The die shows {step.action.value}" in shown
    said = " ".join(shown)
    assert f"Cat rolls {step.action.value}." not in said  # the title and the die drawn say it
    moved = next(event for event in step.events if event.type == "broker_moved")
    assert app.table.describe(moved, _).split(" (")[0] in said  # what the roll did is still told


def test_the_first_player_card_says_who_starts_once(app, fingers) -> None:
    open_game(app, {"players": ["Ann", "Ben", "Cat"], "seed": 9})
    fingers.tap("layout-deal")
    fingers.tap("chance")  # the companion decides who won the roll for the first turn
    starter = app.table.names[app.table.steps[-1].action.player]
    said = " ".join(texts(app))
    assert f"{starter} starts" in texts(app)
    assert f"{starter} won the roll and starts." not in said


def test_a_face_picked_shows_what_it_would_do_before_it_is_entered(app, fingers) -> None:
    open_game(app, {"players": ["Ann", "Ben", "Cat"], "seed": 9})
    fingers.tap("layout-deal")
    fingers.tap("pick-2")
    steps = len(app.table.steps)
    fingers.tap("die-value-3")
    said = " ".join(texts(app))
    expected = app.table.trial(Roll(2, 3), _)  # the table's own words for it, on a copy
    assert expected[0] == "Cat rolls 3." and "Cat rolls 3." not in said  # the face picked says it
    assert "The broker counts 3 and stops on space" in said and "speaks last." in said
    assert len(app.table.steps) == steps  # nothing entered yet
    fingers.tap("dice-confirm")
    assert app.table.steps[-1].action == Roll(2, 3)


def test_the_dealt_layouts_panel_leaves_its_question_to_the_top_bar(app, fingers) -> None:
    open_game(app, {"players": ["Ann", "Ben", "Cat"], "seed": 9})
    shown = texts(app)
    assert shown.count("Lay out the cubes") == 1, shown


def at_the_first_bid(app, fingers, language: str) -> None:
    """A three-player game in ``language`` at its first auction: the cubes dealt, Ann's roll of 3 entered."""
    app.prefs.language = language
    set_language(language)
    open_game(app, {"players": ["Ann", "Ben", "Cat"], "seed": 5})
    fingers.tap("layout-deal")
    fingers.tap("pick-0")
    fingers.tap("die-value-3")
    fingers.tap("dice-confirm")


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "If nobody bids, Ann takes them free"),
        ("it", "Se nessuno offre, Ann li prende gratis"),
        ("fr", "Si personne n'enchérit, Ann les prend gratuitement"),
    ],
)
def test_the_free_cubes_are_said_as_a_condition(app, fingers, language, said) -> None:
    at_the_first_bid(app, fingers, language)
    assert app.table.prompt().kind == "bid"
    assert said in " ".join(texts(app))  # wrapped to the panel: its lines joined


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_a_bid_at_what_the_bidder_can_pay_says_it_once_and_keeps_room_for_the_free_cubes(
    app, fingers, language
) -> None:
    """At the top of what the bidder can pay, "can pay 6M" stood above "Ben can pay at most 6M", and the line
    saying who takes the cubes free if nobody bids was left out for lack of room (French, with loans offered)."""
    at_the_first_bid(app, fingers, language)
    actor = app.table.prompt().primary()
    assert actor is not None and actor.decision.cap is not None
    cap = actor.decision.cap
    for _tap in range(cap + 1):  # to the top, "+" by "+"
        if app.scene.panel.values.get("amount", 0) >= cap:
            break
        fingers.tap("amount-plus")
    assert app.scene.panel.values["amount"] == cap
    said = " ".join(texts(app))
    can_pay = _("can pay {amount}").split(" {")[0].lower()
    assert said.lower().count(can_pay) == 1, said  # the cap said once, above the number
    assert not app.scene.panel.left_out, app.scene.panel.left_out
    assert _("if nobody bids, {name} takes them free").split(",")[0].lower() in said.lower()
