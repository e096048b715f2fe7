"""A device's notice keeps clear of the buttons of the screen it is drawn over, on the screens outside a game.

A speaker lost while the settings were open put the red "sound lost" notice over the volume's − and +: a
stepper's two buttons were not among what a screen keeps clear (a keypad's keys were), and the three widths a
notice tried found no clear place on a screen as full as the settings or the new game's, so it went where it
covered least, over buttons. Now a stepper's − and + are kept clear as a keypad's keys are, and a notice tries
more widths, so a one-line notice finds the title bar beside "Back". Checked on the self-test, the settings, the
phones and the new-game screens, in the three languages, on simulated devices. On the phones screen the notice
lay over the seat's QR code too, which a phone then could not read: it keeps clear of what a phone reads off the
screen (the address, the QR code, the seat's code) as well.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest

from companion.config import parse_config
from companion.peripherals import SOUND_LOST, Peripherals
from companion.text.i18n import _, set_language
from companion.ui import build_app
from companion.ui.app import App, wake
from companion.ui.scene import Scene
from companion.ui.scenes.home import HomeScene
from companion.ui.scenes.new_game import NewGameScene
from companion.ui.scenes.phones import PhonesScene, QrCode
from companion.ui.scenes.selftest import SelfTestScene
from companion.ui.scenes.settings import SettingsScene
from companion.ui.widgets import Button, Stepper
from tests.ui.test_phones_screen import phones_app, phones_tab_of_six

SCREENS: dict[str, Callable[[App], Scene]] = {
    "self-test": SelfTestScene,
    "settings": SettingsScene,
    "phones": PhonesScene,
    "new game": NewGameScene,
}


@pytest.fixture(params=["en", "it", "fr"])
def table(request: pytest.FixtureRequest) -> Iterator[tuple[App, Peripherals]]:
    config = parse_config({"hardware": "simulated", "language": request.param})
    peripherals = Peripherals.open(config, wake=wake, start_serial=False)
    app = build_app(peripherals=peripherals, config=config)
    pygame.event.clear()
    try:
        yield app, peripherals
    finally:
        peripherals.close()
        set_language("en")
        pygame.display.quit()


def pressable(scene: Scene) -> list[Button]:
    """Every button a finger can press on ``scene`` now, inner ones (a keypad's keys, a stepper's − and +) too."""
    found: list[Button] = []
    for widget in scene.widgets:
        inner: list[Any] = [widget, *getattr(widget, "buttons", ())]
        if isinstance(widget, Stepper):
            inner += [widget.minus, widget.plus]
        found += [b for b in inner if isinstance(b, Button) and b.visible and b.enabled and b.on_tap is not None]
    return found


@pytest.mark.parametrize("screen", list(SCREENS))
def test_the_sound_lost_notice_covers_no_button(table: tuple[App, Peripherals], screen: str) -> None:
    app, peripherals = table
    app.reset(HomeScene(app))
    app.push(SCREENS[screen](app))
    peripherals.tell_sound_lost()  # the speaker unplugged while this screen is open
    app.draw()
    assert app.toast is not None and app.toast.text == _(SOUND_LOST)
    where = app.toast.place(app.display.canvas.get_size(), app.scene.keep_clear())
    covered = [button.text for button in pressable(app.scene) if where.colliderect(button.rect)]
    assert covered == [], f"the notice at {where} covers {covered} on the {screen} screen"


def test_a_stepper_s_buttons_are_kept_clear_as_a_keypad_s_keys_are(table: tuple[App, Peripherals]) -> None:
    app, _peripherals = table
    app.reset(HomeScene(app))
    app.push(SettingsScene(app))
    app.draw()
    steppers = [w for w in app.scene.widgets if isinstance(w, Stepper)]
    assert steppers  # the volume and the brightness
    kept = app.scene.keep_clear()
    for stepper in steppers:
        for button in (stepper.minus, stepper.plus):
            assert button.rect in kept or not button.enabled


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_notice_on_the_phones_screen_leaves_the_qr_code_and_the_seat_s_code_readable(language: str) -> None:
    app = phones_app()
    try:
        phones_tab_of_six(app, ["Ann", "Ben", "Cleo", "Dan", "Eve", "Finn"], language)
        app.notify(_(SOUND_LOST), error=True, device=True)
        app.draw()
        assert app.toast is not None
        where = app.toast.place(app.display.canvas.get_size(), app.scene.keep_clear())
        assert isinstance(app.scene, PhonesScene)
        [qr] = [widget for widget in app.scene.widgets if isinstance(widget, QrCode)]
        [code] = [widget for widget in app.scene.widgets if getattr(widget, "text", "") == app.phones.links()[5].code]
        assert not where.colliderect(qr.rect) and not where.colliderect(code.rect)
        assert not any(where.colliderect(button.rect) for button in pressable(app.scene))
    finally:
        app.stop_phones()
        app.close_table()
        set_language("en")
        pygame.display.quit()
