"""Choosing a language in Settings changes the screens and is kept; engine sentences translate."""

from __future__ import annotations

import pytest

from companion.core import N_, RuleViolation
from companion.text.i18n import _, set_language
from companion.ui import build_app
from companion.ui.scenes.home import HomeScene
from companion.ui.scenes.settings import SettingsScene

NEW_GAME = {"en": "New game", "it": "Nuova partita", "fr": "Nouvelle partie"}


def texts(scene) -> set[str]:
    return {getattr(widget, "text", None) for widget in scene.widgets} - {None}


@pytest.mark.parametrize("code", ["it", "fr"])
def test_settings_language_changes_screens_and_persists(app, fingers, code):
    app.reset(HomeScene(app))
    assert NEW_GAME["en"] in texts(app.scene)
    fingers.tap("settings")
    fingers.tap(f"lang-{code}")
    assert _("Settings") != "Settings"
    assert app.prefs.language == code
    app.pop()
    app.scene.layout()
    assert NEW_GAME[code] in texts(app.scene)
    assert NEW_GAME["en"] not in texts(app.scene)

    # A restart reads the saved choice.
    set_language("en")
    again = build_app(show_test_games=True)
    try:
        assert again.prefs.language == code
        again.reset(HomeScene(again))
        assert NEW_GAME[code] in texts(again.scene)
    finally:
        again.close_table()


def test_back_to_english(app, fingers):
    app.reset(HomeScene(app))
    app.push(SettingsScene(app))
    fingers.tap("lang-it")
    fingers.tap("lang-en")
    app.pop()
    app.scene.layout()
    assert NEW_GAME["en"] in texts(app.scene)


REFUSALS = [
    (
        RuleViolation(N_("{tile} is already on the board."), tile="5C"),
        {"it": "5C è già sul tabellone.", "fr": "5C est déjà sur le plateau."},
    ),
    (
        RuleViolation(
            N_("{player_name} has ${cash:,} but these shares cost ${cost:,}."), player_name="Ann", cash=1200, cost=1500
        ),
        {
            "it": "Ann ha $1.200 ma queste azioni costano $1.500.",
            "fr": "Ann a $1\u00a0200 mais ces actions coûtent $1\u00a0500.",
        },
    ),
    (
        RuleViolation(
            N_("{player_name} has {cash}M and cannot bid {amount}M: pass or take a loan."),
            player_name="Ben",
            cash=3,
            amount=5,
        ),
        {
            "it": "Ben ha 3M e non può offrire 5M: passa o chiedi un prestito.",
            "fr": "Ben a 3M et ne peut pas offrir 5M : passez ou empruntez.",
        },
    ),
]


@pytest.mark.parametrize("code", ["it", "fr"])
@pytest.mark.parametrize("refusal, expected", REFUSALS)
def test_refusals_translate(code, refusal, expected):
    try:
        set_language(code)
        assert refusal.message(_) == expected[code]
    finally:
        set_language("en")
    assert refusal.message(_) == refusal.message()


@pytest.mark.parametrize(
    "code, expected", [("it", "È il turno di Cat, non di Ann."), ("fr", "C'est au tour de Cat, pas d'Ann.")]
)
def test_real_refusal_from_an_engine_translates(code, expected):
    """A refusal raised by the Acquire engine reads in the table's language, its data filled in."""
    from companion.games.acquire import GAME
    from companion.games.acquire.actions import PlaceTile

    state = GAME.new_game({"players": ["Ann", "Ben", "Cat"], "tiles": "dealt", "seed": 1})  # Cat starts
    with pytest.raises(RuleViolation) as refused:
        GAME.apply(state, PlaceTile(0, state.hands[0][0]))
    assert refused.value.message() == "It is Cat's turn, not Ann's."
    try:
        set_language(code)
        assert refused.value.message(_) == expected
    finally:
        set_language("en")
