"""Settings → Phones: the switch opens and closes the port, each seat's QR code reads back as its link, "New code"
cuts the old one off, no game open is said, and a port in use is said while play goes on."""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pygame
import pytest
import segno
from websockets.sync.client import ClientConnection, connect

from companion.config import PhonesSettings, parse_config
from companion.storage import start_new
from companion.text.i18n import set_language
from companion.ui import build_app, fit, theme
from companion.ui.app import App
from companion.ui.scenes.home import HomeScene
from companion.ui.scenes.phones import QUIET_ZONE, PhonesScene, QrCode, qr_modules
from companion.ui.scenes.settings import SettingsScene
from companion.ui.specs import play_scene_for
from tests.ui.conftest import Fingers
from tests.waiting import PATIENCE, wait_until


def phones_app(port: int = 0) -> App:
    """An app whose configuration serves phones on ``port`` (0: any free port), phones off until switched on."""
    config = replace(parse_config({"hardware": "simulated"}), phones=PhonesSettings(enabled=False, port=port))
    app = build_app(show_test_games=True, config=config)
    pygame.event.clear()
    return app


@pytest.fixture
def table() -> Iterator[App]:
    app = phones_app()
    yield app
    app.stop_phones()
    app.close_table()
    set_language("en")
    pygame.display.quit()


def texts(app: App) -> list[str]:
    return [text for widget in app.scene.widgets if isinstance(text := getattr(widget, "text", None), str)]


def port_open(port: int) -> bool:
    with socket.socket() as probe:
        probe.settimeout(PATIENCE)  # a closed port refuses at once; an open one accepts at once
        return probe.connect_ex(("127.0.0.1", port)) == 0


def open_phones_screen(app: App, players: list[str] | None = None) -> Fingers:
    """A game of tiny open, then Settings → Phones reached by taps."""
    fingers = Fingers(app)
    app.reset(HomeScene(app))
    if players is not None:
        app.open_table(start_new("tiny", {"players": players, "rounds": 1}))
        app.reset(play_scene_for(app))
    app.push(SettingsScene(app))
    app.step(0)
    fingers.tap(next(w.key for w in app.scene.widgets if getattr(w, "text", "") == "Phones at the table"))
    assert isinstance(app.scene, PhonesScene)
    return fingers


def hello(phone: ClientConnection, token: str) -> dict[str, Any]:
    """A phone's hello sent, the server's first answer read."""
    phone.send(json.dumps({"hello": token, "language": "en"}))
    return dict(json.loads(phone.recv(timeout=PATIENCE)))


def phone_at(port: int) -> ClientConnection:
    return connect(f"ws://127.0.0.1:{port}/ws", open_timeout=PATIENCE, close_timeout=2)


def test_the_switch_opens_the_port_at_once_and_closing_it_closes_it(table: App) -> None:
    fingers = open_phones_screen(table, ["Ann", "Ben", "Cat"])
    assert table.phones is None and "Off: no port is open." in texts(table)
    fingers.tap("phones-True")
    phones = table.phones
    assert phones is not None and table.prefs.phones is True and table.prefs.source("phones") == "here"
    port = phones.port
    assert port_open(port), "on: phones can connect at once"
    assert f"Phones join at {phones.address()}" in texts(table)
    assert (table.data_folder() / "phones-network").read_text() == "on\n", "the Pi's sandbox follows the switch"

    fingers.tap("phones-False")
    assert table.phones is None and not port_open(port), "off: the port is closed at once"
    assert (table.data_folder() / "phones-network").read_text() == "off\n"


def test_each_seat_shows_its_qr_code_its_code_and_its_phones(table: App) -> None:
    fingers = open_phones_screen(table, ["Ann", "Ben", "Cat"])
    fingers.tap("phones-True")
    assert table.phones is not None
    links = table.phones.links()
    fingers.tap("phones-seat-1")
    link = links[1]
    assert link.code in texts(table) and "No phone on this seat yet" in texts(table)
    assert link.url.startswith(table.phones.address() + "#") and links[0].code not in texts(table), "one seat shown"

    qr = next(widget for widget in table.scene.widgets if isinstance(widget, QrCode))
    expected = [
        [bool(m) for m in row]
        for row in segno.make_qr(link.url, error="l", boost_error=False).matrix_iter(border=QUIET_ZONE)
    ]
    assert qr.modules == expected == qr_modules(link.url)
    assert qr.scale >= 5, "each module at least 5 px: a phone reads it from arm's length"
    table.draw()
    canvas = table.display.canvas
    read = [
        [canvas.get_at(qr.module_rect(row, column).center)[:3] == (0, 0, 0) for column in range(len(expected))]
        for row in range(len(expected))
    ]
    assert read == expected, "the modules drawn are the code's: it decodes to the seat's link"
    quiet = [qr.module_rect(row, column) for row in range(QUIET_ZONE) for column in range(len(expected))]
    assert all(canvas.get_at(rect.center)[:3] == (255, 255, 255) for rect in quiet), "a white quiet zone"


def test_a_phone_on_a_seat_is_counted_and_a_new_code_cuts_it_off(table: App) -> None:
    fingers = open_phones_screen(table, ["Ann", "Ben", "Cat"])
    fingers.tap("phones-True")
    phones = table.phones
    assert phones is not None
    old = phones.links()[2]
    token = old.url.rpartition("#")[2]
    with phone_at(phones.port) as phone:
        assert hello(phone, token) == {"type": "welcome", "seat": 2}

        def counted() -> bool:
            table.step(0.02)  # the app's loop pumps the hub, which counts the phone
            return phones.connected(2) == 1

        wait_until(counted, "the phone counted on its seat")
        fingers.tap("phones-seat-2")
        assert "1 phone on this seat" in texts(table)

        fingers.tap("phones-new-2")
        new = phones.links()[2]
        assert new.code != old.code and new.code in texts(table)
        while (message := json.loads(phone.recv(timeout=PATIENCE)))["type"] != "ended":
            assert message["type"] == "view"
        assert "new code" in message["reason"], "the phone on the seat is told why, and closed"
    with phone_at(phones.port) as again:
        assert hello(again, token)["type"] == "refused", "the old code no longer works"
    with phone_at(phones.port) as other:
        assert hello(other, new.url.rpartition("#")[2]) == {"type": "welcome", "seat": 2}


def test_without_a_game_the_screen_says_so(table: App) -> None:
    fingers = open_phones_screen(table)
    fingers.tap("phones-True")
    assert table.phones is not None and table.phones.links() == []
    assert any(text.startswith("No game is open.") for text in texts(table))
    assert not any(isinstance(widget, QrCode) for widget in table.scene.widgets)


def test_a_port_in_use_is_said_and_play_goes_on() -> None:
    with socket.socket() as taken:
        taken.bind(("0.0.0.0", 0))
        taken.listen()
        app = phones_app(taken.getsockname()[1])
        try:
            fingers = open_phones_screen(app, ["Ann", "Ben"])
            fingers.tap("phones-True")
            assert app.phones is None and app.prefs.phones is True
            problem = app.phones_problem
            assert problem is not None and "in use" in problem and problem in texts(app)
            taken.close()
            fingers.tap("phones-True")
            assert app.phones is not None and app.phones_problem is None, "On again tries again"
            assert port_open(app.phones.port)
            app.stop_phones()
            fingers.tap("back")
            fingers.tap("back")
            assert app.running and app.table is not None and not app.table.over
            app.step(0)
        finally:
            app.close_table()
            pygame.display.quit()


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_the_screen_fits_with_six_long_names(table: App, language: str) -> None:
    phones_tab_of_six(
        table, ["Konstantinos", "Maximilian", "Anne-Sophie", "Bartholomew", "Guinevere", "Christopher"], language
    )
    assert fit.frame_problems(table) == []


def phones_tab_of_six(table: App, names: list[str], language: str) -> None:
    """The Phones tab of an Acquire game of ``names``, in ``language``, phones on and the sixth seat's card open."""
    fingers = Fingers(table)
    table.reset(HomeScene(table))
    table.open_table(start_new("acquire", {"players": names}))
    table.reset(play_scene_for(table))
    table.prefs.language = language
    set_language(language)
    table.push(PhonesScene(table))
    fingers.tap("phones-True")
    fingers.tap("phones-seat-5")


HYPHENATED = [
    "Jean-Christophe",
    "Marie-Antoinette",
    "Anne-Sophie",
    "Hans-Christian",
    "Pierre-Alexandre",
    "Maria-Francesca",
]


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_six_long_hyphenated_names_wrap_at_their_hyphen_in_readable_type(table: App, language: str) -> None:
    """Six seats of long hyphenated names: their tabs shrank each name to 17 px ("Pierre-Alexandre" at arm's
    length); a name now goes on two lines at its hyphen, at the tab's own size."""
    phones_tab_of_six(table, HYPHENATED, language)
    assert fit.frame_problems(table) == []
    tabs = [widget for widget in table.scene.widgets if str(getattr(widget, "key", "")).startswith("phones-seat-")]
    assert [tab.lines() for tab in tabs if tab.text == "Pierre-Alexandre"] == [["Pierre-", "Alexandre"]]


def test_a_name_two_lines_cannot_hold_is_cut_short_at_a_readable_size(table: App) -> None:
    """A forty-letter name with no space to break at: cut short with "…" at the small type, not shrunk out of
    sight (a player's name may be cut short; the fit check allows it for names only)."""
    names = ["Konstantinopolitanischerdudelsackpfeifer", *HYPHENATED[1:]]
    fingers = Fingers(table)
    table.reset(HomeScene(table))
    table.open_table(start_new("acquire", {"players": names}))
    table.reset(play_scene_for(table))
    table.push(PhonesScene(table))
    fingers.tap("phones-True")
    assert fit.frame_problems(table) == []
    [tab] = [widget for widget in table.scene.widgets if getattr(widget, "key", "") == "phones-seat-0"]
    assert tab.text.endswith("…") and tab.text.startswith("Konst") and tab.size >= theme.FONT_SIZES["small"]


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_a_three_part_hyphenated_name_takes_three_lines_at_a_readable_size(table: App, language: str) -> None:
    """A three-part name ("Alessandra-Margherita-Luisa") was cut short with "…" on its tab among six: two lines
    cannot hold it. Each part fits the tab at the small size, and three lines of it fit the tab's height there:
    it is written whole, one part a line, inside its tab and over nothing else."""
    names = ["Alessandra-Margherita-Luisa", *HYPHENATED[1:]]
    phones_tab_of_six(table, names, language)
    assert fit.frame_problems(table) == []
    [tab] = [widget for widget in table.scene.widgets if getattr(widget, "key", "") == "phones-seat-0"]
    assert tab.text == names[0]
    assert tab.lines() == ["Alessandra-", "Margherita-", "Luisa"]
    assert tab.size >= theme.FONT_SIZES["small"]
    box = tab.text_rect()
    line = max(theme.font(tab.size).get_linesize(), theme.text_size(tab.text, tab.size)[1])
    assert 3 * line <= box.height and all(theme.text_size(part, tab.size)[0] <= box.width for part in tab.lines())
