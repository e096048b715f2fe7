"""Whose turn it is, on the lights of every game: the seat that decides breathes in its colour, a seat with only
a side action glows faintly, a selected board position blinks, and the turn is read from the public contract."""

from __future__ import annotations

import pytest

from companion.core import Table
from companion.core.chance import ChanceSource
from companion.hardware.layout import load_layout
from companion.hardware.strip import SimulatedStrip
from companion.lights import Lights, Turn, button_levels, turn_of
from companion.lights.driver import SEAT_BREATHS, SEAT_HIGH, SEAT_PERIOD, SELECT, SELECT_PERIOD, SIDE_LEVEL
from companion.palette import led, scale, seat_colours
from companion.registry import names, spec

GAMES = names()
"""Every game, the test game included: a game without an LED layout of its own gets the kit's seat lights."""


@pytest.fixture(scope="module")
def all_layouts():
    return {game: load_layout(spec(game).layout_path()) for game in GAMES}


def lights_for(all_layouts) -> Lights:
    return Lights(SimulatedStrip(114, brightness=1.0), all_layouts, fps=30, budget_amps=100.0)


def seat_pixels(lights: Lights, game: str, all_layouts, now: float) -> list[tuple[int, int, int]]:
    frame = lights.frame(now)
    layout = all_layouts[game]
    return [frame[layout.index("seats", seat)] for seat in range(6)]


@pytest.mark.parametrize("game", GAMES)
def test_every_layout_has_a_light_at_each_seat_after_the_board(game: str, all_layouts) -> None:
    layout = all_layouts[game]
    assert [layout.index("seats", seat) for seat in range(6)] == list(range(108, 114))
    assert all(layout.points[108 + seat] is not None for seat in range(6))  # drawn on the simulated table


@pytest.mark.parametrize("game", GAMES)
def test_the_deciding_seat_breathes_in_its_colour_in_every_game(game: str, all_layouts) -> None:
    game_obj = spec(game).game
    config = game_obj.prepare_config(game_obj.random_config(game_obj.min_players, ChanceSource(1)))
    table = Table.new(game_obj, config, created="x")
    lights = lights_for(all_layouts)
    chance = ChanceSource(2)
    for _ in range(60):  # past the set-up's chance steps (which no seat decides) to a seat's decision
        turn = turn_of(table)
        if turn.acting:
            break
        table.submit(table.choose_random(chance))
    summary = table.summary()
    turn = turn_of(table, summary)
    assert turn.acting, f"{game}: a seat must come to decide"
    lights.update(summary, now=0.0, turn=turn)
    seat = turn.acting[0]
    colour = led(seat_colours(game, summary, leds=True)[seat])
    assert seat_pixels(lights, game, all_layouts, 0.0)[seat] == scale(colour, SEAT_HIGH)  # the breath's peak
    dimmer = seat_pixels(lights, game, all_layouts, SEAT_PERIOD / 2)[seat]
    assert 0 < sum(dimmer) < sum(scale(colour, SEAT_HIGH))
    idle = [s for s in range(6) if s not in turn.acting and s not in turn.side]
    assert all(seat_pixels(lights, game, all_layouts, 0.0)[s] == (0, 0, 0) for s in idle)
    assert lights.wake_interval(0.0) is not None  # the breath needs frames
    after = SEAT_BREATHS * SEAT_PERIOD
    assert seat_pixels(lights, game, all_layouts, after + 0.3)[seat] == scale(colour, SEAT_HIGH), "then it holds"

    def scene_rate(now: float) -> float:
        return lights.scene.frame_rate(now) if lights.scene is not None else 0.0

    assert lights.frame_rate(after + 0.3) == scene_rate(after + 0.3), "the seats need no more frames"
    lights.update(summary, now=after + 1.0, turn=turn)
    assert lights.frame_rate(after + 1.0) == scene_rate(after + 1.0), "the same turn told again: no new breath"


def test_side_actions_glow_faintly_and_the_turn_moves(all_layouts) -> None:
    lights = lights_for(all_layouts)
    colours = seat_colours("bigshot", None, leds=True)
    lights.update({"game": "bigshot"}, now=0.0, turn=Turn(acting=(1,), side=(2,), colours=colours, seats=4))
    pixels = seat_pixels(lights, "bigshot", all_layouts, 0.0)
    assert pixels[1] == scale(led(colours[1]), SEAT_HIGH)
    assert pixels[2] == scale(led(colours[2]), SIDE_LEVEL)
    assert pixels[0] == pixels[3] == (0, 0, 0)
    lights.update({"game": "bigshot"}, now=1.0, turn=Turn(acting=(3,), colours=colours, seats=4))
    pixels = seat_pixels(lights, "bigshot", all_layouts, 1.0)
    assert pixels[1] == (0, 0, 0) and sum(pixels[3]) > 0
    lights.clear()
    assert lights.turn == Turn()


def test_a_selected_tile_blinks_until_it_is_confirmed_or_dropped(all_layouts) -> None:
    lights = lights_for(all_layouts)
    lights.update({"game": "acquire", "board": {}, "chains": {}}, now=0.0)
    index = all_layouts["acquire"].index("tiles", "5C")
    assert lights.frame(0.0)[index] == (0, 0, 0)
    lights.select("5C", now=1.0)
    assert lights.frame(1.0)[index] == led(SELECT)
    assert lights.frame(1.0 + SELECT_PERIOD)[index] == (0, 0, 0)  # the blink's dark half shows the space as it is
    assert lights.frame(1.0 + 2 * SELECT_PERIOD)[index] == led(SELECT)
    assert lights.wake_interval(1.0) is not None
    lights.select(None, now=2.0)
    assert lights.frame(2.0)[index] == (0, 0, 0)


def test_a_selection_lights_nothing_where_the_scene_names_no_board_group(all_layouts) -> None:
    """A pick's key such as "3" must not light the fourth square of a price track."""
    lights = lights_for(all_layouts)
    lights.update({"game": "steam_barons", "companies": {}}, now=0.0)
    before = lights.frame(0.0)
    lights.select("3", now=0.0)
    assert lights.frame(0.0) == before


def test_a_selection_is_forgotten_when_the_game_changes(all_layouts) -> None:
    lights = lights_for(all_layouts)
    lights.update({"game": "acquire", "board": {}, "chains": {}}, now=0.0)
    lights.select("5C", now=0.0)
    lights.update({"game": "bigshot"}, now=0.1)
    assert lights.selected is None


def test_button_levels_light_what_a_press_would_do() -> None:
    levels = button_levels(Turn(acting=(0,), passing=(1, 2), undo=True), 4)
    assert levels == {"seat1": 0.0, "seat2": 1.0, "seat3": 1.0, "seat4": 0.0, "undo": 1.0, "confirm": 0.0}
    assert button_levels(Turn(), 2)["undo"] == 0.0


def test_the_turn_is_read_from_the_public_contract() -> None:
    game = spec("bigshot").game
    table = Table.new(game, {"players": ["Ann", "Ben", "Cat", "Dan"]}, created="x")
    turn = turn_of(table)
    prompt = table.prompt()
    assert turn.acting == tuple(dict.fromkeys(a.seat for a in prompt.actors if not a.side and a.seat is not None))
    assert turn.passing == tuple(s for s in range(4) if table.pass_action(s) is not None)
    assert turn.colours == seat_colours("bigshot", table.summary(), leds=True)
    assert turn.undo is False and not turn.over
