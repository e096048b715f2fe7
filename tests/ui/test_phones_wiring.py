"""The app owns one Phones while phones are on: started after the first frame with the devices' wake, told of
every game opened or closed, pumped in each step like the devices, closed at exit; and the sealed hand-over gives
a seat with a phone on it to the phone, keeping a small way back to the screen."""

from __future__ import annotations

import errno
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame
import pytest

import companion.phones.hub as hub
from companion.config import PhonesSettings, parse_config
from companion.core import Table
from companion.storage import start_new
from companion.text.i18n import set_language
from companion.ui import app as app_module
from companion.ui import build_app
from companion.ui.app import PHONES_FLAG, App
from companion.ui.scenes.home import HomeScene
from companion.ui.specs import play_scene_for
from tests.ui.conftest import Fingers


class FakePhones:
    """Records what the app asks of its Phones; ``on`` says how many phones are on each seat."""

    started: list[dict[str, Any]] = []
    made: list[FakePhones] = []

    def __init__(self, **options: Any) -> None:
        self.options = options
        self.attached: list[tuple[Table[Any] | None, str | None]] = []
        self.pumps = 0
        self.closed = False
        self.on: dict[int, int] = {}
        self.waiting = 0
        self.spoken: list[str] = []

    @classmethod
    def start(cls, **options: Any) -> FakePhones:
        cls.started.append(options)
        cls.made.append(cls(**options))
        return cls.made[-1]

    def attach(self, table: Table[Any] | None, key: str | None = None) -> None:
        self.attached.append((table, key))

    def pump(self) -> int:
        self.pumps += 1
        done, self.waiting = self.waiting, 0
        return done

    def connected(self, seat: int) -> int:
        return self.on.get(seat, 0)

    def speak(self, code: str) -> None:
        self.spoken.append(code)

    def links(self) -> list[Any]:
        return []

    def address(self) -> str:
        return "http://192.0.2.7:8737/"

    def close(self, ending: bool = True) -> None:
        self.closed = True
        self.ending = ending


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> type[FakePhones]:
    FakePhones.started = []
    FakePhones.made = []
    monkeypatch.setattr(hub, "Phones", FakePhones)
    return FakePhones


def make_app(enabled: bool) -> App:
    config = replace(parse_config({"hardware": "simulated"}), phones=PhonesSettings(enabled=enabled, port=9123))
    app = build_app(show_test_games=True, config=config)
    pygame.event.clear()
    return app


@pytest.fixture
def apps() -> Iterator[Callable[[bool], App]]:
    made: list[App] = []

    def make(enabled: bool) -> App:
        made.append(make_app(enabled))
        return made[-1]

    yield make
    for app in made:
        app.stop_phones()
        app.close_table()
    set_language("en")
    pygame.display.quit()


def playing(apps: Callable[[bool], App]) -> tuple[App, FakePhones]:
    """An app with phones on, a game of tiny for three on its play screen, after its first frame."""
    app = apps(True)
    app.open_table(start_new("tiny", {"players": ["Ann", "Ben", "Cat"], "rounds": 1}))
    app.push(play_scene_for(app))
    app.step(0)
    phones = app.phones
    assert isinstance(phones, FakePhones)
    return app, phones


def test_phones_on_in_the_file_start_after_the_first_frame_with_the_devices_wake(fake, apps) -> None:
    app = apps(True)
    app.push(HomeScene(app))
    assert fake.started == [], "nothing is opened before the first frame"
    app.step(0)
    assert len(fake.started) == 1
    options = fake.started[0]
    assert options["port"] == 9123 and options["wake"] is app_module.wake and options["language"] == "en"
    assert options["folder"] == app.data_folder()
    assert (app.data_folder() / PHONES_FLAG).read_text() == "on\n"
    app.step(0)
    assert len(fake.started) == 1, "started once"


def test_phones_off_open_nothing(fake, apps) -> None:
    app = apps(False)
    app.push(HomeScene(app))
    app.step(0)
    app.step(0)
    assert fake.started == [] and app.phones is None
    assert not (app.data_folder() / PHONES_FLAG).exists(), "a table that never had phones on keeps its folder as it was"


def test_the_flag_is_written_only_when_it_changes(fake, apps) -> None:
    app = apps(False)
    flag = app.data_folder() / PHONES_FLAG
    flag.write_text("on\n")
    app.push(HomeScene(app))
    app.step(0)
    assert flag.read_text() == "off\n", "phones on earlier, off now: the sandbox is told"
    written = flag.stat().st_mtime_ns, flag.stat().st_ino
    later = apps(False)
    later.push(HomeScene(later))
    later.step(0)
    assert (flag.stat().st_mtime_ns, flag.stat().st_ino) == written, "the same value is not written again"


def test_phones_follow_every_game_opened_or_closed(fake, apps) -> None:
    app = apps(True)
    app.push(HomeScene(app))
    app.step(0)
    phones = app.phones
    assert isinstance(phones, FakePhones) and phones.attached == []
    table = start_new("tiny", {"players": ["Ann", "Ben"], "rounds": 1})
    app.open_table(table)
    assert phones.attached == [(table, str(table.writer.path))], "keyed by the game's journal"
    assert Path(phones.attached[0][1]).suffix == ".jsonl"
    app.close_table()
    assert phones.attached[-1] == (None, None)


def test_a_game_open_before_phones_start_is_followed_at_once(fake, apps) -> None:
    app = apps(True)
    table = start_new("tiny", {"players": ["Ann", "Ben"], "rounds": 1})
    app.open_table(table)
    app.push(play_scene_for(app))
    app.step(0)
    assert isinstance(app.phones, FakePhones) and app.phones.attached == [(table, str(table.writer.path))]


def test_each_step_pumps_the_phones_and_a_phone_joining_lays_the_screen_out_again(fake, apps) -> None:
    app, phones = playing(apps)
    before = phones.pumps
    app.step(0)
    assert phones.pumps == before + 1
    layouts: list[int] = []
    scene = app.scene
    original = scene.layout
    scene.layout = lambda: (layouts.append(1), original())[1]  # type: ignore[method-assign]
    phones.on = {1: 1}
    app.dirty = False
    app.step(0)
    assert layouts and app.frames, "a phone joined seat 2: the screen shows it"
    layouts.clear()
    app.step(0)
    assert not layouts, "nothing changed: no new layout"


def test_the_app_closes_its_phones_at_exit_keeping_the_games_codes(fake, apps, monkeypatch) -> None:
    """Closed before the game is: a game left open at exit (a restart, a power cut) keeps its codes, so the
    phones join again when it resumes; only a game closed at the table ends them."""
    app = apps(True)
    app.open_table(start_new("tiny", {"players": ["Ann", "Ben"], "rounds": 1}))

    def step(timeout: float | None = None) -> None:
        app.follow_phones()
        app.running = False

    monkeypatch.setattr(app, "step", step)
    app.run(play_scene_for(app))
    (phones,) = FakePhones.made
    assert phones.closed and app.phones is None
    assert phones.ending is False, "the phones are not told the table stopped: they join again by themselves"
    assert [key for table, key in phones.attached if table is None] == [], "the game was not closed for them"


def test_a_failing_start_is_said_and_the_app_goes_on(monkeypatch: pytest.MonkeyPatch, apps) -> None:
    class Broken:
        @classmethod
        def start(cls, **options: Any) -> Any:
            raise RuntimeError("the server thread did not come up")

    monkeypatch.setattr(hub, "Phones", Broken)
    app = apps(True)
    app.push(HomeScene(app))
    app.step(0)
    assert app.phones is None and app.phones_problem == "Phones cannot join: the server thread did not come up"
    app.step(0)
    assert app.running


# -- the sealed hand-over ------------------------------------------------------------------------------------------


def test_a_seat_with_a_phone_chooses_there_and_the_screen_keeps_a_way_back(fake, apps) -> None:
    app, phones = playing(apps)
    fingers = Fingers(app)
    texts = lambda: [getattr(widget, "text", None) for widget in app.scene.widgets]  # noqa: E731
    assert "Ben: choose in secret" in texts()

    phones.on = {1: 1}
    app.step(0)
    assert "Ben is choosing on their phone" in texts() and "Ben: choose in secret" not in texts()
    assert "Ann: choose in secret" in texts() and "Cat: choose in secret" in texts(), "the others as before"
    here = app.scene.find("secret-1")
    assert here is not None and here.text == "Here" and here.rect.width < 120, "a small way back"

    fingers.tap("secret-1")
    assert "Hand the companion to Ben" in texts(), "the screen's hand-over, as without a phone"
    fingers.tap("secret-show")
    app.table.submit({"type": "guess", "player": 1, "parity": "odd"})
    app.step(0)
    assert "Ben is choosing on their phone" not in texts(), "sealed: nothing more to choose, on the phone or here"


def test_a_sandbox_without_network_says_the_appliance_restarts_to_open_it(
    monkeypatch: pytest.MonkeyPatch, apps
) -> None:
    """On the appliance the port cannot open until the path unit has let the network in and restarted the app."""

    class Sandboxed:
        @classmethod
        def start(cls, **options: Any) -> Any:
            raise OSError(errno.EAFNOSUPPORT, "Address family not supported by protocol")

    monkeypatch.setattr(hub, "Phones", Sandboxed)
    app = apps(True)
    app.push(HomeScene(app))
    app.step(0)
    assert app.phones is None and app.phones_problem is not None and "restarts in a moment" in app.phones_problem
    assert (app.data_folder() / PHONES_FLAG).read_text() == "on\n", "the flag the path unit follows says on"


def test_the_tables_language_reaches_the_phones_when_it_changes(fake, apps) -> None:
    """A French table's phones were served the page and their views in the language the app started in."""
    app, phones = playing(apps)
    app.prefs.language = "fr"
    app.save_prefs()
    assert phones.spoken[-1] == "fr"
