"""Steam Barons on the LEDs: the price track in company colours, marked squares, the animated adjustment."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from companion.front.steam_barons.lights import LEVEL, MARK_LEVEL, RUN, SteamBaronsScene
from companion.front.steam_barons.palette import COMPANY_LEDS, GREEN_SQUARE, PINK_SQUARE
from companion.games.steam_barons import GAME
from companion.hardware.layout import load_layout
from companion.hardware.strip import SimulatedStrip
from companion.lights import Lights
from companion.palette import led, scale
from companion.registry import spec

from .helpers import TEST_CARD, give_shares, score, started

OFF = (0, 0, 0)


@pytest.fixture(scope="module")
def layout():
    return load_layout(spec("steam_barons").layout_path())


def lit(company: str) -> tuple[int, int, int]:
    return scale(led(COMPANY_LEDS[company]), LEVEL)


def event(type: str, **fields: object) -> SimpleNamespace:
    return SimpleNamespace(type=type, **fields)


def test_the_layout_has_a_price_track_0_to_18_and_b_and_a_performance_track(layout) -> None:
    assert layout.keys("price") == [*map(str, range(19)), "B"]
    assert len(layout.keys("performance")) == 31 and layout.index("performance", 30) == 50
    assert layout.leds == 114 and layout.index("seats", 0) == 108  # the six seat lights sit after the board


def test_each_company_shows_on_its_price_square_and_marks_glow_on_empty_squares(layout) -> None:
    state = started(3, card=TEST_CARD)
    for company, price in {"orange": 3, "green": 5, "brown": 18, "wood": 0, "black": 12, "white": 12}.items():
        state.companies[company].price = price
    scene = SteamBaronsScene(layout)
    scene.update(GAME.summary(state), [], 0.0)
    frame = scene.render(0.0)
    assert frame[layout.index("price", 3)] == lit("orange")
    assert frame[layout.index("price", 18)] == lit("brown") and frame[layout.index("price", 0)] == lit("wood")
    assert frame[layout.index("price", 9)] == scale(led(GREEN_SQUARE), MARK_LEVEL)  # green, empty
    assert frame[layout.index("price", 7)] == scale(led(PINK_SQUARE), MARK_LEVEL)  # pink, empty
    assert frame[layout.index("price", 10)] == OFF
    # Two companies on one square take turns.
    shared = {scene.render(t)[layout.index("price", 12)] for t in (0.0, 0.75)}
    assert shared == {lit("black"), lit("white")}
    assert lit("black") != OFF  # black shines (deep blue)


def test_the_auctioned_company_pulses(layout) -> None:
    state = started(3)
    scene = SteamBaronsScene(layout)
    scene.update(GAME.summary(state), [], 0.0)
    assert scene.frame_rate(0.0) > 0
    bright = scene.render(0.0)[layout.index("price", 5)]
    dim = scene.render(0.6)[layout.index("price", 5)]
    assert bright != dim


def test_after_phase_four_a_moved_price_runs_to_its_new_square_then_rests_there(layout) -> None:
    state = started(3, card=TEST_CARD)
    give_shares(state, 0, "orange", 1)
    scene = SteamBaronsScene(layout)
    scene.update(GAME.summary(state), [], 0.0)
    events = score(state, {"orange": 9})  # orange $5 -> +1 and green square +2 -> $8
    scene.update(GAME.summary(state), events, 10.0)
    assert scene.frame_rate(10.0) == 30.0
    assert lit("orange") not in (scene.render(10.0)[layout.index("price", square)] for square in (6, 7, 8))
    halfway = scene.render(10.0 + RUN / 2)
    assert lit("orange") in (halfway[layout.index("price", 6)], halfway[layout.index("price", 7)])
    settled = scene.render(10.0 + 5.0)
    assert settled[layout.index("price", 8)] == lit("orange")


def test_performance_shows_on_its_track(layout) -> None:
    state = started(3)
    state.companies["orange"].performance = 7
    state.companies["green"].performance = 40
    scene = SteamBaronsScene(layout)
    scene.update(GAME.summary(state), [], 0.0)
    frame = scene.render(0.0)
    assert frame[layout.index("performance", 7)] == lit("orange")
    assert frame[layout.index("performance", 30)] == lit("green")


def test_the_driver_lights_steam_barons_from_its_spec(layout) -> None:
    strip = SimulatedStrip(51, brightness=1.0)
    lights = Lights(strip, {"steam_barons": layout}, fps=30, budget_amps=100.0)
    lights.update(GAME.summary(started(3)), [], now=0.0)
    assert lights.scene is not None and any(pixel != OFF for pixel in lights.frame(0.0))
