"""Mad Market on the LEDs: six bars in stock colours, a moved price blinking, the forecast's marker and next field."""

from __future__ import annotations

import pytest
from scene_events import event

from companion.front.mad_market.lights import BAR_LEVEL, LEVEL, MadMarketScene, row_for
from companion.front.mad_market.palette import FORECAST_LED, STOCK_LEDS
from companion.hardware.layout import Layout, load_layout
from companion.hardware.settings import StripSettings
from companion.palette import led, scale
from companion.registry import spec

OFF = (0, 0, 0)


@pytest.fixture(scope="module")
def layout() -> Layout:
    return load_layout(spec("mad_market").layout_path())


def summary(
    fields: dict[str, int] | None = None, forecast: int = 1, upcoming: tuple[int, str] = (2, "3"), track: int = 16
) -> dict:
    fields = fields or dict.fromkeys("123456", 6)
    return {
        "game": "mad_market",
        "stocks": {s: {"field": f, "value": f} for s, f in fields.items()},
        "track": list(range(1, track + 1)),
        "forecast": forecast,
        "insight": {"forecast_next": {"field": upcoming[0], "stock": upcoming[1], "direction": "up"}},
    }


def column(frame: dict, layout: Layout, stock: str) -> list:
    return [frame.get(layout.index("market", f"{stock}-{row}"), OFF) for row in range(1, 17)]


def test_the_layout_fits_the_default_strip_and_names_every_field(layout: Layout) -> None:
    assert layout.leds <= StripSettings().count
    assert len(layout.keys("market")) == 96 and len(layout.keys("forecast")) == 12
    assert layout.index("market", "1-1") == 0 and layout.index("market", "1-16") == 15
    assert layout.index("market", "2-16") == 16  # the strip snakes: down the second column


def test_each_stock_is_a_bar_up_to_its_marker(layout: Layout) -> None:
    scene = MadMarketScene(layout)
    scene.update(summary({"1": 1, "2": 6, "3": 16, "4": 9, "5": 2, "6": 6}), [], now=0.0)
    frame = scene.render(0.0)
    bright, faint = scale(led(STOCK_LEDS["4"]), LEVEL), scale(led(STOCK_LEDS["4"]), BAR_LEVEL)
    assert column(frame, layout, "4") == [faint] * 8 + [bright] + [OFF] * 7
    assert column(frame, layout, "1")[0] == scale(led(STOCK_LEDS["1"]), LEVEL)
    assert column(frame, layout, "3")[-1] == scale(led(STOCK_LEDS["3"]), LEVEL)
    assert len({column(frame, layout, s)[5] for s in "26"}) == 2  # two stocks on one field keep their colours


def test_a_longer_track_is_shown_proportionally() -> None:
    assert [row_for(f, 31, 16) for f in (1, 16, 31)] == [1, 9, 16]
    assert row_for(7, 16, 16) == 7


def test_a_moved_price_blinks_then_stays(layout: Layout) -> None:
    scene = MadMarketScene(layout)
    scene.update(
        summary({"1": 7, "2": 6, "3": 6, "4": 6, "5": 6, "6": 6}),
        [event("price_moved", stock="1", cause="white", old_field=6, new_field=7, old_value=6, new_value=7)],
        now=0.0,
    )
    marker = layout.index("market", "1-7")
    lit = scale(led(STOCK_LEDS["1"]), LEVEL)
    assert scene.render(0.1)[marker] == lit and scene.render(0.4)[marker] == OFF
    assert scene.frame_rate(0.4) == 30.0
    assert scene.render(2.0)[marker] == scene.render(2.2)[marker] == lit
    assert scene.frame_rate(2.0) < 30.0


def test_the_forecast_marker_is_white_and_the_next_field_pulses_in_its_stock_colour(layout: Layout) -> None:
    scene = MadMarketScene(layout)
    scene.update(summary(forecast=5, upcoming=(6, "2")), [], now=0.0)
    marker, upcoming = layout.index("forecast", 2), layout.index("forecast", 2)  # fields 5 and 6 share LED 2
    assert marker == upcoming
    frames = {scene.render(t)[marker] for t in (0.0, 0.4, 0.8, 1.2)}
    assert scale(led(FORECAST_LED), LEVEL) in frames and len(frames) > 1  # white, pulsing to the stock colour
    scene.update(summary(forecast=8, upcoming=(9, "5")), [], now=0.0)
    frame = scene.render(1.6)  # the pulse at its brightest (a whole period on)
    assert frame[layout.index("forecast", 3)] == scale(led(FORECAST_LED), LEVEL)
    assert frame[layout.index("forecast", 4)] == scale(led(STOCK_LEDS["5"]), LEVEL)
    assert all(frame[layout.index("forecast", i)] == OFF for i in (0, 1, 2, 5, 11))


def test_the_registry_finds_the_scene_and_its_cues() -> None:
    from companion.lights import scene_class
    from companion.sounds import cue_for

    assert scene_class("mad_market") is MadMarketScene
    assert cue_for([event("bid_made")], "mad_market") == "bid"
    assert cue_for([event("lap_paid"), event("pawn_moved")], "mad_market") == "payout"


def test_a_forecast_track_of_another_length_shares_the_leds_evenly(layout: Layout) -> None:
    scene = MadMarketScene(layout)
    state = summary(forecast=36, upcoming=(1, "4"))
    state["forecast_fields"] = 36
    scene.update(state, [], now=0.0)
    frame = scene.render(0.0)
    assert frame[layout.index("forecast", 11)] == scale(led(FORECAST_LED), LEVEL)  # the last field, the last LED
    assert frame[layout.index("forecast", 0)] == scale(led(STOCK_LEDS["4"]), LEVEL)  # the track wraps to field 1


def test_a_real_game_summary_drives_the_scene(layout: Layout) -> None:
    from companion.core import ChanceSource, Table
    from companion.games.mad_market import GAME

    table = Table.new(GAME, {"players": ["Ann", "Ben"], "board": "standin", "seed": 4}, created="2026-01-01")
    chance = ChanceSource(2)
    scene = MadMarketScene(layout)
    for _ in range(30):
        events = table.submit(table.choose_random(chance))
        scene.update(table.summary(), events, now=0.0)
    frame = scene.render(5.0)
    for stock, info in table.summary()["stocks"].items():
        assert frame[layout.index("market", f"{stock}-{info['field']}")] == scale(led(STOCK_LEDS[stock]), LEVEL)
