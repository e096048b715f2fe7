"""A notice stays up as long as it takes to read, and a device's news is not taken away by someone else's tap.

Every notice stayed up four seconds whatever its length: the three lines about the devices at start-up, or a
long French refusal, were gone before a player had read them, and the first tap anywhere (someone carrying on
with the game) took a device's news away too. Now the time follows the number of words (at least the four
seconds, at most :data:`companion.ui.app.TOAST_MOST_SECONDS`); any tap still dismisses a refusal, and a screen
change still drops it, but a device's news goes only with a tap on it or when its time is up. The clock is the
app's, moved by hand: nothing here waits.
"""

from __future__ import annotations

from typing import Any

from companion.peripherals import LINK_TEXTS, MISSING_TEXTS
from companion.ui.app import TOAST_MOST_SECONDS, TOAST_SECONDS, ScreenFront, toast_seconds
from companion.ui.scenes.home import HomeScene
from companion.ui.scenes.settings import SettingsScene

START_UP = [MISSING_TEXTS["lights"], MISSING_TEXTS["sound"], LINK_TEXTS[("box", "missing")]]
"""The three lines told at start-up on a table whose strip, sound card and button box did not start."""

FRENCH_REFUSAL = (
    "Vous ne pouvez pas acheter d'actions de cette compagnie : elle n'a plus d'actions disponibles à la banque, "
    "et chaque joueur ne peut en acheter que trois par tour, en tout."
)


class Clock:
    """The app's clock, moved by the test."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def on_home(app: Any) -> Clock:
    clock = Clock()
    app.clock = clock
    app.reset(HomeScene(app))
    app.step(0)
    return clock


def startup_notice(app: Any) -> None:
    """The start-up notice, told line after line as the devices report (as the peripherals do)."""
    front = ScreenFront(app)
    for line in START_UP:
        front.notice(line, problem=True)


def test_a_short_refusal_keeps_the_four_seconds_and_nothing_stays_up_for_ever() -> None:
    assert toast_seconds("Not enough cash.") == TOAST_SECONDS
    assert toast_seconds("word " * 500) == TOAST_MOST_SECONDS
    assert TOAST_SECONDS < toast_seconds(FRENCH_REFUSAL) < TOAST_MOST_SECONDS
    assert toast_seconds("a : b « c »") == toast_seconds("a b c")  # punctuation alone is no word


def test_the_three_line_start_up_notice_is_still_up_after_four_seconds_and_goes_by_itself(app: Any) -> None:
    clock = on_home(app)
    startup_notice(app)
    told = app.toast
    assert told is not None and told.text.count("\n") == 2
    clock.now += TOAST_SECONDS + 0.5
    app.step(0)
    assert app.toast is told  # was gone here: four seconds for some thirty words
    clock.now = told.until
    app.step(0)
    assert app.toast is None


def test_a_long_french_refusal_is_still_up_after_four_seconds(app: Any) -> None:
    clock = on_home(app)
    app.notify(FRENCH_REFUSAL, error=True)
    clock.now += TOAST_SECONDS + 0.5
    app.step(0)
    assert app.toast is not None and app.toast.text == FRENCH_REFUSAL


def test_the_idle_app_does_not_redraw_while_a_long_notice_waits_for_its_time(app: Any) -> None:
    clock = on_home(app)
    startup_notice(app)
    app.step(0)
    frames = app.frames
    for _ in range(5):
        clock.now += 1
        app.step(0)
    assert app.toast is not None and app.frames == frames


def test_any_tap_still_dismisses_a_refusal(app: Any, fingers: Any) -> None:
    on_home(app)
    app.notify(FRENCH_REFUSAL, error=True)
    app.draw()
    fingers.at(400, 200)  # not on a button of the home screen, nor necessarily on the message
    assert app.toast is None


def test_a_device_notice_stays_through_a_tap_elsewhere_and_goes_with_a_tap_on_it(app: Any, fingers: Any) -> None:
    on_home(app)
    startup_notice(app)
    app.draw()
    told = app.toast
    where = told.place(app.display.canvas.get_size(), app.scene.keep_clear())
    away = (where.centerx, where.top - 20) if where.top > 40 else (where.centerx, where.bottom + 20)
    fingers.at(*away)
    assert app.toast is told  # someone carrying on with the game has not read it for the table
    fingers.at(*where.center)
    assert app.toast is None


def test_a_screen_change_drops_a_refusal_but_not_a_device_notice(app: Any, fingers: Any) -> None:
    on_home(app)
    app.notify("Not enough cash.", error=True)
    app.push(SettingsScene(app))
    assert app.toast is None  # a refusal belongs to the screen that made it
    startup_notice(app)
    told = app.toast
    app.pop()
    assert app.toast is told
