"""The touchscreen's draw on the generic play screen: a key per distinct card with its count, all on one screen
for a deck like For Sale's, a blind draw by the companion shown until Continue, and pages only for a deck no
grid of finger-sized keys holds. Each layout is drawn headless and checked for fit in every language."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from companion.core import ChanceSource, Table
from companion.text.i18n import ngettext, set_language
from companion.ui import build_app, fit, theme
from companion.ui.scenes.play import PlayScene
from companion.ui.widgets import Button

from .game import GAME, TurnUp

PROPERTIES = list(range(1, 31))
"""For Sale's thirty property cards: thirty distinct numbers."""


@pytest.fixture
def app() -> Iterator[Any]:
    """The touchscreen app, headless; its language and display put back whatever the test did."""
    application = build_app(show_test_games=True)
    try:
        yield application
    finally:
        application.close_table()
        set_language("en")
        pygame.display.quit()


def opened(app: Any, **config: Any) -> Any:
    app.open_table(Table.new(GAME, {"players": ["Ann", "Ben", "Cat"], **config}, created="x"))
    app.reset(PlayScene(app))
    return app.scene


def keys(scene: Any) -> dict[str, Button]:
    return {w.key: w for w in scene.widgets if isinstance(w, Button) and str(w.key).startswith("draw-")}


def tap(app: Any, key: str) -> None:
    button = app.scene.find(key)
    assert button is not None and button.enabled, key
    button.on_tap()


def fits(app: Any) -> list[fit.Problem]:
    with fit.recording() as log:
        app.draw()
    return fit.check_frame(app.scene, log)


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_thirty_property_cards_are_one_keypad_not_three_pages(app, language: str) -> None:
    set_language(language)
    scene = opened(app, deck=PROPERTIES)
    shown = keys(scene)
    assert sorted(shown) == sorted([f"draw-{n}" for n in PROPERTIES] + ["draw-random"])
    assert scene.find("more") is None and scene.find("previous") is None
    assert all(k.rect.width >= theme.MIN_TARGET and k.rect.height >= theme.MIN_TARGET for k in shown.values())
    assert fits(app) == []
    tap(app, "draw-17")
    assert app.table.steps[-1].action == TurnUp(17) and "draw-17" not in keys(app.scene)


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_two_cheques_of_each_value_are_one_key_each_with_their_count(app, language: str) -> None:
    set_language(language)
    scene = opened(app)
    cheques = {key: button.text for key, button in keys(scene).items() if key != "draw-random"}
    assert len(cheques) == 15 and cheques["draw-5"] == "5 ×2" and cheques["draw-0"] == "0 ×2"
    assert fits(app) == []
    tap(app, "draw-5")
    assert keys(app.scene)["draw-5"].text == "5" and keys(app.scene)["draw-6"].text == "6 ×2"
    left = ngettext("{count} card left", "{count} cards left", 29).format(count=29)  # the language's own words
    assert left in [getattr(w, "text", "") for w in app.scene.widgets] and (language != "en" or left == "29 cards left")


def test_the_companion_draws_a_card_blind_and_shows_it_until_continue(app) -> None:
    scene = opened(app, deck=[3, 3, 8])
    scene.chance = ChanceSource(12)
    expected = GAME.deck(app.table.state).sample(ChanceSource(12))
    tap(app, "draw-random")
    assert [step.action for step in app.table.steps] == [expected]
    texts = [getattr(w, "text", "") for w in app.scene.widgets]
    assert f"Drawn: {expected.card}" in texts and f"Ann takes the cheque of {expected.card}." in texts
    assert not keys(app.scene) and fits(app) == []
    tap(app, "result-continue")
    assert "draw-random" in keys(app.scene)


def test_a_deck_no_grid_holds_is_paged_as_a_long_pick(app) -> None:
    opened(app, deck=list(range(100, 220)))
    first = set(keys(app.scene)) - {"draw-random"}
    assert "draw-100" in first and "draw-219" not in first
    tap(app, "more")
    assert not first & set(keys(app.scene)) and fits(app) == []
