"""Whose turn it is reaches the devices: the seat lights on the (simulated) strip and the buttons' LEDs follow
every change of the table, and a selected tile blinks."""

from __future__ import annotations

from companion.config import parse_config
from companion.core import Table
from companion.games import get
from companion.lights.driver import SELECT
from companion.palette import led
from companion.peripherals import Peripherals


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def opened(clock: Clock) -> Peripherals:
    config = parse_config({"hardware": "simulated", "buttons": {"seat_lights": [17, 27, 22, 23]}})
    return Peripherals.open(config, clock=clock, start_serial=False)


def seat_frame(peripherals: Peripherals, now: float) -> list[tuple[int, int, int]]:
    frame = peripherals.lights.frame(now)
    return frame[108:114]


def test_the_strip_and_the_buttons_follow_the_turn() -> None:
    clock = Clock()
    peripherals = opened(clock)
    try:
        table = Table.new(get("acquire"), {"players": ["Ann", "Ben", "Cat"], "tiles": "physical"}, created="x")
        peripherals.attach(table)
        prompt = table.prompt()
        acting = [a.seat for a in prompt.actors if not a.side and a.seat is not None]
        lit = [seat for seat, colour in enumerate(seat_frame(peripherals, clock.now)) if colour != (0, 0, 0)]
        assert lit == acting
        buttons = peripherals.devices.buttons
        for seat in range(3):
            expected = 1.0 if table.pass_action(seat) is not None else 0.0
            assert buttons.level(f"seat{seat + 1}") == expected
        assert buttons.level("seat4") == 0.0  # no fourth player
        peripherals.attach(None)
        assert all(buttons.level(name) == 0.0 for name in buttons.lights)
    finally:
        peripherals.close()


def test_a_selected_tile_blinks_on_the_strip() -> None:
    clock = Clock()
    peripherals = opened(clock)
    try:
        table = Table.new(get("acquire"), {"players": ["Ann", "Ben"], "tiles": "physical"}, created="x")
        peripherals.attach(table)
        index = peripherals.lights.layouts["acquire"].index("tiles", "5C")
        peripherals.select("5C")
        assert peripherals.lights.frame(clock.now)[index] == led(SELECT)
        peripherals.select(None)
        assert peripherals.lights.frame(clock.now)[index] != led(SELECT)
    finally:
        peripherals.close()


def test_the_simulated_table_rings_the_buttons_a_press_would_use() -> None:
    import pygame

    from companion.core.chance import ChanceSource
    from companion.ui.simpanel import SimPanel

    pygame.init()
    clock = Clock()
    peripherals = opened(clock)
    try:
        table = Table.new(get("bigshot"), {"players": ["Ann", "Ben", "Cat", "Dan"]}, created="x")
        peripherals.attach(table)
        panel = SimPanel(peripherals, 480)
        chance = ChanceSource(1)
        for _ in range(200):  # on to an auction, where a pass button means something
            if any(table.pass_action(seat) is not None for seat in range(4)):
                break
            table.submit(table.choose_random(chance))
        panel.layout()
        ringed = {b.key for b in panel.buttons if b.outline is not None}
        passing = {f"sim-seat-{s}" for s in range(4) if table.pass_action(s) is not None}
        assert passing and ringed == passing | {"sim-undo"}  # moves were made: undo means something too
    finally:
        peripherals.close()


def test_a_tile_selected_on_the_play_screen_reaches_the_lights() -> None:
    import pygame

    from companion.core.decisions import BoardPick
    from companion.ui import build_app
    from companion.ui.decide.choice import select
    from companion.ui.specs import play_scene_for

    clock = Clock()
    peripherals = opened(clock)
    app = build_app(peripherals=peripherals)
    try:
        app.open_table(Table.new(get("acquire"), {"players": ["Ann", "Ben"], "seed": 2}, created="x"))
        app.reset(play_scene_for(app))
        actor = next(a for a in app.table.prompt().actors if isinstance(a.decision, BoardPick))
        key = actor.decision.options[0].key
        select(app.scene.panel, key)
        assert peripherals.lights.selected is not None and peripherals.lights.selected[0] == key
        index = peripherals.lights.layouts["acquire"].index("tiles", key)
        assert peripherals.lights.frame(clock.now)[index] == led(SELECT)
        select(app.scene.panel, None)
        assert peripherals.lights.selected is None
    finally:
        app.close_table()
        peripherals.close()
        pygame.display.quit()


def test_a_strip_that_stops_at_the_board_still_lights_the_board() -> None:
    """An installation from before the seat lights (``count = 108``) keeps working, seat lights dark."""
    from companion.hardware.strip import SimulatedStrip
    from companion.lights import Lights, Turn

    config = parse_config({"leds": {"count": 108}})
    layouts = config.load_layouts()
    assert layouts["acquire"].needed() == 108 and layouts["acquire"].leds == 114
    assert layouts["bigshot"].needed() == 85
    lights = Lights(SimulatedStrip(108), layouts, budget_amps=100.0)
    lights.update({"game": "acquire", "board": {"5C": None}, "chains": {}}, now=0.0, turn=Turn(acting=(0,)))
    frame = lights.frame(0.0)
    assert len(frame) == 108 and frame[layouts["acquire"].index("tiles", "5C")] != (0, 0, 0)
