"""The pygame touchscreen app (KMS/DRM on the Pi, a window on a PC).

:func:`run_ui` builds the display and the app, resumes the unfinished game
straight into its play screen (so a power cut costs nothing but the reboot),
or starts at home.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from companion.core import Table

if TYPE_CHECKING:
    from companion.config import Config
    from companion.peripherals import Peripherals

    from .app import App
    from .scene import Scene


def display_available() -> bool:
    """True where a window or the console framebuffer can be opened."""
    driver = os.environ.get("SDL_VIDEODRIVER", "")
    if driver in ("kmsdrm", "x11", "wayland", "windows", "cocoa"):
        return True
    if driver == "dummy" or driver == "offscreen":
        # No screen, unless asked for one drawn nowhere: update-pi's check starts the touchscreen
        # app this way, to see a new version resume the game and report ready beside the running one.
        return os.environ.get("COMPANION_HEADLESS_WINDOW") == "1"
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def build_app(
    *,
    fullscreen: bool = False,
    rotation: int = 0,
    portrait: bool = False,
    show_test_games: bool = False,
    window: tuple[int, int] | None = None,
    peripherals: Peripherals | None = None,
    simulated_table: bool = False,
    config: Config | None = None,
    devices_later: Callable[[], Peripherals] | None = None,
) -> App:
    """The display and the app, without starting the loop (tests and screenshots use this).

    ``config``: the configuration read (its language, volume, brightness and mute apply where the
    Settings screen set none; default: the peripherals', else the defaults).
    ``peripherals`` (see :mod:`companion.peripherals`) joins the devices; ``devices_later`` opens them
    instead, once the first frame is on the screen (the appliance: the table sees its game sooner);
    ``simulated_table`` adds the PC panel showing the simulated LEDs and buttons.
    """
    from companion.storage import data_path

    from .app import App
    from .display import BASE_LANDSCAPE, Display
    from .simpanel import WIDTH, SimPanel

    canvas = (BASE_LANDSCAPE[1], BASE_LANDSCAPE[0]) if portrait else BASE_LANDSCAPE
    panel = simulated_table and not fullscreen and (peripherals is not None or devices_later is not None)
    display = Display(
        canvas=canvas,
        rotation=rotation,
        fullscreen=fullscreen,
        window=window,
        side_panel=WIDTH if panel else 0,
    )

    def side_panel(devices: Peripherals) -> SimPanel | None:  # the devices the PC's side panel shows
        return SimPanel(devices, display.geometry.window[1]) if panel else None

    def later(open_devices: Callable[[], Peripherals]) -> Callable[[], tuple[Peripherals, SimPanel | None]]:
        def opened() -> tuple[Peripherals, SimPanel | None]:
            devices = open_devices()
            return devices, side_panel(devices)

        return opened

    return App(
        display,
        side_panel=side_panel(peripherals) if peripherals is not None else None,
        prefs_path=data_path() / "preferences.json",  # a data folder that cannot be made: defaults, and home says why
        show_test_games=show_test_games,
        peripherals=peripherals,
        config=config,
        devices_later=later(devices_later) if devices_later is not None else None,
    )


def first_scene(app: App, table: Table[Any] | None) -> Scene:
    from .scenes.home import HomeScene
    from .specs import play_scene_for

    if table is not None:
        app.open_table(table)
        play = play_scene_for(app)
        play.retell = bool(table.steps)  # a game resumed on boot tells what its latest step did again
        return play
    return HomeScene(app)


def run_ui(table: Table[Any] | None = None, *, settings_problem: str | None = None, **options: Any) -> int:
    """Open the screen and play until the window is closed.

    ``settings_problem``: why the configuration could not be used (the app runs on
    its defaults); the table reads it full screen before anything else.
    """
    import pygame

    app = build_app(**options)
    try:
        first = first_scene(app, table)
        if settings_problem is not None:
            from .scenes.notice import settings_problem as notice

            first = notice(app, settings_problem, lambda: first)
        return app.run(first)
    finally:
        pygame.quit()
