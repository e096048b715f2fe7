"""The lights driver: at most 30 frames a second, nothing pushed when nothing changed, power budget."""

from __future__ import annotations

from scene_events import event

from companion.hardware.layout import Layout
from companion.hardware.power import estimate_amps
from companion.hardware.render import save_png
from companion.hardware.strip import SimulatedStrip
from companion.lights import Lights


def filled(chain: str) -> dict:
    """Every space of the board in one safe chain: the brightest Acquire board there is."""
    board = {f"{c}{r}": chain for c in range(1, 13) for r in "ABCDEFGHI"}
    return {"game": "acquire", "board": board, "chains": {chain: {"safe": True}}}


STILL = {"game": "acquire", "board": {"1A": None, "2A": "tower"}, "chains": {"tower": {"safe": False}}}
PLACED = {**STILL, "last_tile": "1A"}  # 1A just placed: it pulses


def test_nothing_is_pushed_when_nothing_changed(lights: Lights, strip: SimulatedStrip) -> None:
    lights.update(STILL, now=0.0)
    assert lights.tick(0.0)
    assert not any(lights.tick(t / 10) for t in range(1, 50))
    assert strip.shows == 1
    lights.update({**STILL, "board": {**STILL["board"], "3A": None}}, now=5.0)
    assert lights.tick(5.0) and strip.shows == 2


def test_at_most_thirty_frames_a_second(lights: Lights, strip: SimulatedStrip) -> None:
    lights.update(PLACED, [event("tile_placed", player=0, tile="1A")], now=0.0)  # a pulse changes every frame
    pushed = sum(lights.tick(t / 1000) for t in range(0, 2000))  # a main loop spinning at 1000 Hz for 2 s
    assert 58 <= pushed <= 60
    assert strip.shows == pushed
    times = [t / 1000 for t in range(0, 2000)]
    lights2 = Lights(SimulatedStrip(108), lights.layouts, fps=10, budget_amps=100)
    lights2.update(PLACED, [event("tile_placed", player=0, tile="1A")], now=0.0)
    assert sum(lights2.tick(t) for t in times) <= 20


def test_frames_stay_within_the_power_budget(layouts: dict[str, Layout]) -> None:
    strip = SimulatedStrip(108, brightness=1.0)
    lights = Lights(strip, layouts, budget_amps=1.0)
    lights.update(filled("american"), now=0.0)
    lights.tick(0.0)
    assert estimate_amps(strip.frame) <= 1.0
    unlimited = Lights(SimulatedStrip(108), layouts, budget_amps=100.0)
    unlimited.update(filled("american"), now=0.0)
    assert estimate_amps(unlimited.frame(0.0)) > 1.0  # so the budget really did scale it


def test_budget_counts_strip_brightness(layouts: dict[str, Layout]) -> None:
    strip = SimulatedStrip(108, brightness=0.25)
    lights = Lights(strip, layouts, budget_amps=1.0)
    lights.update(filled("tower"), now=0.0)
    lights.tick(0.0)
    assert estimate_amps(strip.frame) <= 1.0  # the frame emitted, after brightness
    assert strip[0] == list(lights.frame(0.0)[0])  # at a quarter brightness nothing needed scaling


def test_unknown_game_leaves_the_strip_dark_and_switching_games_works(lights: Lights, strip: SimulatedStrip) -> None:
    lights.update({"game": "tiny"}, now=0.0)
    assert lights.frame(0.0) == [(0, 0, 0)] * len(strip)
    lights.update({"game": "bigshot", "broker": 0, "spaces": [["red"]] * 18, "lots": {}}, now=1.0)
    assert any(lights.frame(1.0))
    lights.update(STILL, now=2.0)
    assert lights.frame(2.0)[0] != (0, 0, 0) and lights.frame(2.0)[71] == (0, 0, 0)
    lights.clear()
    assert strip.frame == ((0, 0, 0),) * len(strip)


def test_frames_render_to_png(lights: Lights, strip: SimulatedStrip, layouts: dict[str, Layout], tmp_path) -> None:
    import pygame

    lights.update(STILL, now=0.0)
    lights.tick(0.0)
    path = save_png(tmp_path / "acquire.png", layouts["acquire"], strip.frame, size=240)
    image = pygame.image.load(str(path))
    assert image.get_width() == 240 and image.get_height() < 240  # the board's 12:9 shape
    scale = 240 / (11 + 2)
    tower = image.get_at((int((1 + 1) * scale), int(scale)))  # where 2A is drawn
    assert tower.g > tower.b + 50  # yellow-ish, not background


def test_still_lights_let_the_main_loop_sleep(lights: Lights) -> None:
    assert lights.wake_interval(0.0) is None  # no game
    lights.update(STILL, now=0.0)
    assert lights.wake_interval(0.0) is None  # a board with nothing moving


def test_the_pulse_breathes_slowly_and_sweeps_run_at_full_rate(lights: Lights) -> None:
    lights.update(PLACED, [event("tile_placed", player=0, tile="1A")], now=0.0)
    assert lights.wake_interval(0.0) == 1 / 12
    lights.update(
        {**PLACED, "board": {"1A": "tower", "2A": "tower"}},
        [
            event("tile_placed", player=0, tile="1A"),
            event("chain_founded", player=0, chain="tower", tiles=("1A", "2A")),
        ],
        now=1.0,
    )
    assert lights.wake_interval(1.0) == 1 / 30
    assert lights.wake_interval(60.0) == 1 / 12  # the sweep is over; the last tile still pulses


def test_big_shot_chase_steps_are_never_missed(lights: Lights) -> None:
    summary = {"game": "bigshot", "broker": 3, "spaces": [["red"] * 4] * 18, "lots": {}}
    lights.update(summary, now=0.0)
    interval = lights.wake_interval(0.0)
    assert interval is not None and interval <= 1 / (2 * 6.0)
    lights.update(
        {**summary, "lots": {"L20": {"cubes": {}, "owner": "red"}}},
        [event("lot_awarded", lot="L20", color="red", owner=0)],
        now=1.0,
    )
    assert lights.wake_interval(1.0) == 1 / 30
