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
from companion.games import get, playable
from companion.peripherals import LINK_TEXTS, MISSING_TEXTS, SOUND_LOST, Peripherals
from companion.text.i18n import _, set_language
from companion.ui import build_app, theme
from companion.ui.app import App, ScreenFront, toast_seconds, wake
from companion.ui.scene import Scene, read_on
from companion.ui.scenes.home import HomeScene
from companion.ui.scenes.keyboard import KeyboardScene
from companion.ui.scenes.new_game import NewGameScene
from companion.ui.scenes.phones import PhonesScene, QrCode
from companion.ui.scenes.selftest import SelfTestScene
from companion.ui.scenes.settings import SettingsScene
from companion.ui.widgets import Button, Stepper
from tests.ui.conftest import Fingers
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


START_UP = [MISSING_TEXTS["lights"], MISSING_TEXTS["sound"], LINK_TEXTS[("scanner", "missing")]]
"""The three lines told at start-up on a table whose strip and sound card did not start and whose tile scanner
is not plugged in: a moment apart, into one notice (:meth:`companion.ui.app.ScreenFront.notice`)."""


def tell_start_up(app: App) -> None:
    front = ScreenFront(app)
    for line in START_UP:
        front.notice(_(line), problem=True)
    app.draw()


def new_game_screens() -> Iterator[tuple[str, int]]:
    """Every game at each count of players it allows."""
    for game in playable(include_test=False):
        engine = get(game)
        for count in range(engine.min_players, engine.max_players + 1):
            yield game, count


@pytest.mark.parametrize(("game", "count"), list(new_game_screens()))
def test_the_three_line_start_up_notice_covers_no_button_of_the_new_game_screen(
    table: tuple[App, Peripherals], game: str, count: int
) -> None:
    """The start-up notice lay over the game tabs and the players' − and +, for some ten seconds; where its three
    lines find no clear place it says one line there, and a tap on it reads the rest. The game's options' page
    too, where its options do not all fit beside the players."""
    app, _peripherals = table
    app.reset(HomeScene(app))
    scene = NewGameScene(app)
    app.push(scene)
    scene.choose_game(game)
    scene.set_count(count)
    tell_start_up(app)
    assert_covers_no_button(app)
    if scene.find("more-options") is not None:
        scene.show_page(1)
        app.draw()
        assert_covers_no_button(app)


def test_the_three_line_start_up_notice_covers_no_button_of_the_settings(table: tuple[App, Peripherals]) -> None:
    """It lay over "Back" and the language's buttons; now its one line sits beside the brightness."""
    app, _peripherals = table
    app.reset(HomeScene(app))
    app.push(SettingsScene(app))
    tell_start_up(app)
    assert_covers_no_button(app)


def assert_covers_no_button(app: App) -> None:
    assert app.toast is not None and app.toast.text.count("\n") == 2
    where = app.toast.place(app.display.canvas.get_size(), app.scene.keep_clear())
    covered = [button.text for button in pressable(app.scene) if where.colliderect(button.rect)]
    assert covered == [], f"the start-up notice at {where} covers {covered} on {type(app.scene).__name__}"
    assert app.display.canvas.get_rect().contains(where)
    # Nor a stepper's value (the players' count at its least or most, with its − or + greyed).
    steppers = [widget.rect for widget in app.scene.widgets if isinstance(widget, Stepper)]
    assert not any(where.colliderect(rect) for rect in steppers), f"the notice at {where} covers a stepper"
    # Nor any words to read: an option's name, a game's line under its options (Steam Barons' stock-market card).
    hidden = [widget.text for widget in app.scene.widgets if (words := read_on(widget)) and where.colliderect(words)]
    assert hidden == [], f"the start-up notice at {where} covers {hidden} on {type(app.scene).__name__}"


def test_a_tap_on_the_brief_line_opens_the_notice_and_a_tap_on_it_closes_it_only(
    table: tuple[App, Peripherals],
) -> None:
    """The brief line opens on a tap into the whole notice, for its reading time; it then lies where it must (over
    the players' − and +, here), and a tap on it closes it without pressing what lies under it."""
    app, _peripherals = table
    fingers = Fingers(app)
    app.reset(HomeScene(app))
    scene = NewGameScene(app)
    app.push(scene)
    tell_start_up(app)
    toast = app.toast
    assert toast is not None and toast.brief is not None
    size, kept = app.display.canvas.get_size(), app.scene.keep_clear()
    assert toast.folded(size, kept)
    fingers.at(*toast.place(size, kept).center)
    assert app.toast is toast and toast.opened and not toast.folded(size, kept)
    assert app.toast.until > app.clock() + toast_seconds(toast.text) - 1
    count = scene.count
    opened = toast.place(size, kept)
    under = [button for button in pressable(app.scene) if opened.colliderect(button.rect)]
    assert under, "the opened notice is expected to lie over some button on this screen"
    fingers.at(*opened.clip(under[0].rect).center)
    assert app.toast is None and app.scene is scene and scene.count == count


@pytest.mark.parametrize("suggestions", [(), ("Ann", "Ben", "Cleo", "Dan", "Eve", "Finn")])
def test_the_start_up_notice_leaves_the_name_being_typed_in_sight(
    table: tuple[App, Peripherals], suggestions: tuple[str, ...]
) -> None:
    """A seat's name typed on the keyboard while the start-up notice was up: its three lines lay over the field
    along the top, and the player typed a name they could not see for some ten seconds. The field is kept clear
    as the keys are, and the screen's title too where there is room beside it."""
    app, _peripherals = table
    app.reset(HomeScene(app))
    app.push(NewGameScene(app))
    app.push(KeyboardScene(app, _("Name of player {n}").format(n=1), "Zoé", lambda name: None, suggestions=suggestions))
    tell_start_up(app)
    assert_covers_no_button(app)
    assert isinstance(app.scene, KeyboardScene)
    assert app.toast is not None
    where = app.toast.place(app.display.canvas.get_size(), app.scene.keep_clear())
    assert not where.colliderect(app.scene.field())
    title = app.scene.title_label  # nor the title saying whose name it is, where its one line finds room beside it
    assert title is not None and title.text == _("Name of player {n}").format(n=1)
    words = theme.aligned(pygame.Rect((0, 0), theme.text_size(title.text, title.size)), title.rect, title.align)
    assert not where.colliderect(words)


def test_a_notices_place_is_searched_once_while_the_screen_under_it_stays(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each frame asks where a notice goes, and on a screen with no clear spot the search tries every width and
    place (four times a whole frame): it is made again only when what it must keep clear of, or the notice, moves."""
    from companion.ui import overlay
    from companion.ui.widgets import Toast

    searches: list[int] = []
    search = overlay.clear_spot
    monkeypatch.setattr(overlay, "clear_spot", lambda *a, **k: searches.append(1) or search(*a, **k))
    # a screen of buttons with one gap, wide enough for the brief line only
    buttons = [pygame.Rect(0, 0, 800, 200), pygame.Rect(0, 260, 800, 220), pygame.Rect(0, 200, 220, 60)]
    buttons.append(pygame.Rect(580, 200, 220, 60))
    toast = Toast("The lights are not working. No audio device.", 0.0, device=True, brief="2 devices: tap here.")
    first = toast.place((800, 480), buttons)
    made = len(searches)
    assert made > 0
    first.move_ip(5, 5)  # what a caller does with the place it is given moves nothing of the toast's
    assert toast.place((800, 480), [pygame.Rect(rect) for rect in buttons]) == first.move(-5, -5)
    assert toast.folded((800, 480), buttons) is True
    assert len(searches) == made  # the same screen under it: the place found before
    toast.place((800, 480), buttons[:-1])  # a button gone: searched again
    assert len(searches) > made
    made = len(searches)
    toast.opened = True  # opened: the whole text, searched again
    assert not toast.folded((800, 480), buttons[:-1]) and len(searches) > made


class FullOfButtons(Scene):
    """A screen of buttons edge to edge: a notice finds no clear place on it."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.pressed: list[str] = []

    def layout(self) -> None:
        width, height = self.size
        self.widgets = [
            Button((x, y, 100, 80), f"{x},{y}", lambda key=f"{x},{y}": self.pressed.append(key), key=f"{x},{y}")
            for x in range(0, width, 100)
            for y in range(0, height, 80)
        ]


def test_a_refusal_with_no_clear_place_is_taken_away_by_a_tap_on_it_which_presses_nothing(
    table: tuple[App, Peripherals],
) -> None:
    """A refusal lay over buttons where it found no clear place, and a tap there pressed the button under it,
    unseen. Now a tap on the refusal only takes it away; the next one presses."""
    app, _peripherals = table
    fingers = Fingers(app)
    scene = FullOfButtons(app)
    app.reset(scene)
    app.notify("Not enough cash: Ann has 3M and bids 5M.", error=True)
    app.draw()
    assert app.toast is not None
    size, kept = app.display.canvas.get_size(), scene.keep_clear()
    under = next(button for button in pressable(scene) if app.toast.place(size, kept).colliderect(button.rect))
    fingers.at(*under.rect.center)
    assert app.toast is None and scene.pressed == []
    fingers.at(*under.rect.center)
    assert scene.pressed == [under.key]


def test_a_refusal_in_a_clear_place_is_taken_away_by_a_tap_that_still_acts(table: tuple[App, Peripherals]) -> None:
    app, _peripherals = table
    fingers = Fingers(app)
    scene = FullOfButtons(app)
    app.reset(scene)
    scene.widgets = scene.widgets[:6]  # one column of buttons, the rest of the screen clear
    app.notify("Not enough cash.", error=True)
    app.draw()
    assert app.toast is not None
    assert not app.toast.place(app.display.canvas.get_size(), scene.keep_clear()).colliderect(scene.widgets[0].rect)
    fingers.at(*scene.widgets[0].rect.center)
    assert app.toast is None and scene.pressed == [scene.widgets[0].key]


class Board(FullOfButtons):
    """A screen with a board picture: a tap where no button is lands on it (a lot, a tile: a place selected)."""

    def layout(self) -> None:
        self.widgets = []

    def tap_background(self, pos: tuple[int, int]) -> None:
        self.pressed.append(f"board {pos}")


def test_a_tap_on_a_notice_over_a_board_only_takes_it_away(table: tuple[App, Peripherals]) -> None:
    """Clear of every button a refusal may still lie over the board picture, whose places a tap selects: a tap on
    the refusal took it away and selected the place under it, which the player could not see."""
    app, _peripherals = table
    fingers = Fingers(app)
    scene = Board(app)
    app.reset(scene)
    for error, device in ((True, False), (False, True)):
        app.notify("Not enough cash.", error=error, device=device)
        app.draw()
        assert app.toast is not None
        fingers.at(*app.toast.place(app.display.canvas.get_size(), scene.keep_clear()).center)
        assert app.toast is None and scene.pressed == []
    fingers.at(400, 240)
    assert scene.pressed == ["board (400, 240)"]
