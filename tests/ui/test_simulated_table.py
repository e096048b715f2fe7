"""The PC window's simulated table: LED dots, seat/undo/confirm buttons, keys, and the hardware path."""

from __future__ import annotations

import pygame
import pytest

from companion.config import parse_config
from companion.core import Table
from companion.games import get
from companion.peripherals import Peripherals
from companion.text.i18n import set_language
from companion.ui import build_app, first_scene
from companion.ui.app import wake
from companion.ui.scenes.dialog import ConfirmScene
from companion.ui.scenes.play import PlayScene


@pytest.fixture
def table_app():
    peripherals = Peripherals.open(parse_config({"hardware": "simulated"}), wake=wake, start_serial=False)
    app = build_app(show_test_games=True, peripherals=peripherals, simulated_table=True)
    pygame.event.clear()
    table = Table.new(get("tiny"), {"players": ["Ann", "Ben", "Cat"], "rounds": 2}, created="x")
    for seat in range(3):
        table.submit({"type": "guess", "player": seat, "parity": "odd"})
    table.submit({"type": "roll", "white": 2, "black": 2})
    app.reset(first_scene(app, table))
    app.step(0)
    yield app
    app.close_table()
    peripherals.close()
    set_language("en")
    pygame.display.quit()


def click_panel(app, key: str) -> None:
    panel = app.side_panel
    button = next(b for b in panel.buttons if b.key == key)
    g = app.display.geometry
    pos = (g.window[0] - g.side_panel + button.rect.centerx, button.rect.centery)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False))
    app.step(0)
    app.step(0)  # the device thread's command is pumped on the next turn of the loop


def test_the_window_has_room_for_the_simulated_table(table_app) -> None:
    assert table_app.display.window.get_size() == (800 + 320, 480)
    keys = {b.key for b in table_app.side_panel.buttons}
    assert {"sim-seat-0", "sim-seat-2", "sim-info-1", "sim-undo", "sim-confirm"} <= keys
    assert "sim-seat-3" not in keys  # three players, three seats shown


def test_a_seat_button_on_screen_passes_through_the_hardware_path(table_app) -> None:
    click_panel(table_app, "sim-seat-1")
    assert table_app.table.steps[-1].action.to_json() == {"type": "pass", "player": 1}


def test_a_number_key_presses_that_seat(table_app) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode="2", scancode=0))
    table_app.step(0)
    table_app.step(0)
    assert table_app.table.steps[-1].action.to_json() == {"type": "pass", "player": 1}


def test_info_shows_a_private_panel(table_app) -> None:
    click_panel(table_app, "sim-info-2")
    assert isinstance(table_app.scene, PlayScene) and table_app.scene.private_seat == 2


def test_undo_asks_on_screen_and_confirm_answers(table_app) -> None:
    steps = len(table_app.table.steps)
    click_panel(table_app, "sim-undo")
    assert isinstance(table_app.scene, ConfirmScene)
    assert table_app.scene.message == "Undo: White 2, black 2: a lot worth 4 points?"  # the game's own sentence
    click_panel(table_app, "sim-confirm")
    assert len(table_app.table.steps) == steps - 1 and isinstance(table_app.scene, PlayScene)


def test_led_frames_repaint_only_the_panel(table_app) -> None:
    table = Table.new(get("acquire"), {"players": ["Ann", "Ben"], "tiles": "physical"}, created="x")
    table_app.open_table(table)
    table_app.reset(first_scene(table_app, table))
    table_app.step(0)
    frames = table_app.frames
    table.submit({"type": "start_tile", "player": 0, "tile": "9A"})
    table_app.step(0)
    assert table_app.frames == frames + 1  # the table changed: one full frame
    pushes = table_app.peripherals.lights.pushes
    now = table_app.clock()
    table_app.clock = lambda: now + 5
    table_app.peripherals.clock = table_app.clock
    table_app.step(0)
    assert table_app.peripherals.lights.pushes >= pushes  # LEDs may animate ...
    assert table_app.frames == frames + 1  # ... without redrawing the screen


def test_preferences_reach_the_devices(table_app) -> None:
    table_app.prefs.brightness = 0.4
    table_app.prefs.muted = True
    table_app.save_prefs()
    assert table_app.peripherals.devices.strip.brightness == pytest.approx(0.4)


def test_the_confirm_button_presses_the_screens_green_button(table_app) -> None:
    # Ben must bid or pass: the generic screen's confirm button submits the bid shown.
    assert table_app.scene.find("amount-confirm") is not None
    click_panel(table_app, "sim-confirm")
    assert table_app.table.steps[-1].action.to_json() == {"type": "bid", "player": 1, "amount": 1}


def test_a_device_command_ends_the_idle_wait_at_once(table_app, monkeypatch: pytest.MonkeyPatch) -> None:
    # No clock: the idle wait is given an hour (the LEDs' next frame), so only the press can end it, and its
    # naps between looks at the queue are counted. A seat is pressed during the first nap, as a device thread
    # would while the loop sleeps; the wait must end at the very next look, not sleep on.
    monkeypatch.setattr(table_app.peripherals.lights, "wake_interval", lambda now: 3600.0)
    naps: list[float] = []

    def nap(seconds: float) -> None:
        naps.append(seconds)
        if len(naps) == 1:
            table_app.peripherals.devices.buttons.press(1)
        # Only a guard against sleeping out the hour: it fails here rather than hang.
        assert len(naps) < 1000, "the idle wait slept on after a device command"

    table_app.sleep = nap
    table_app.step(None)
    assert len(naps) == 1, f"the wait took {len(naps)} naps: it did not sleep once, or slept on after the press"
    assert table_app.table.steps[-1].action.to_json() == {"type": "pass", "player": 1}


def test_a_closed_game_of_three_colours_leaves_every_seat_button_a_colour(table_app) -> None:
    """A three-player Big Shot has three seat colours; once its table closed, the panel shows every configured
    seat's button again, and indexing the game's three colours for the fourth stopped the app on the PC."""
    from companion import palette
    from companion.storage import start_new
    from companion.ui.scenes.home import HomeScene
    from companion.ui.specs import play_scene_for

    table_app.open_table(start_new("bigshot", {"players": ["Ann", "Ben", "Cat"], "seed": 1}))
    table_app.reset(play_scene_for(table_app))
    table_app.step(0)
    assert len(palette.SEATS) == 3
    table_app.close_table()
    table_app.reset(HomeScene(table_app))
    table_app.step(0)
    seats = [b for b in table_app.side_panel.buttons if b.key.startswith("sim-seat-")]
    assert len(seats) > 3 and palette.SEATS.colours == palette.DEFAULT_SEATS
    assert [b.swatch for b in seats] == list(palette.DEFAULT_SEATS[: len(seats)])


def test_with_no_game_open_a_lit_strip_is_drawn_not_said_off() -> None:
    """The self-test's chase lights the strip with no game's board open: the PC window draws the strip's LEDs in
    rows (it said "LEDs are off" while the chase ran), and notices a frame shown straight to the strip."""
    from companion.ui.simpanel import SimPanel

    pygame.display.init()
    peripherals = Peripherals.open(parse_config({"hardware": "simulated"}), wake=wake, start_serial=False)
    try:
        panel = SimPanel(peripherals, 480)
        strip = peripherals.devices.strip
        dark = panel.render(0.0).copy()
        assert not panel.changed()
        strip.fill((0, 0, 0))
        strip[5] = (255, 255, 255)
        strip.show()
        assert panel.changed()  # shown straight to the strip, not through the game's lights
        lit = panel.render(0.0)
        area = panel.led_area
        whites = sum(
            1
            for x in range(area.left, area.right)
            for y in range(area.top, area.bottom)
            if lit.get_at((x, y))[:3] == (255, 255, 255)
        )
        assert whites > 20  # one lit dot, drawn as a filled circle
        assert (
            sum(
                1
                for x in range(area.left, area.right)
                for y in range(area.top, area.bottom)
                if dark.get_at((x, y)) != lit.get_at((x, y))
            )
            > whites
        )
    finally:
        peripherals.close()
        pygame.display.quit()
