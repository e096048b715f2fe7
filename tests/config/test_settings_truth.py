"""One settings truth: the configuration file's language, brightness, volume and mute apply unless the Settings
screen set that very key; the screen says where each value comes from and gives a key back to the file."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from companion.config import load_config
from companion.peripherals import Peripherals
from companion.storage import data_path
from companion.text.i18n import _, set_language
from companion.ui import build_app
from companion.ui.app import wake
from companion.ui.prefs import DEFAULT, FILE, HERE, Preferences
from companion.ui.scenes.home import HomeScene
from companion.ui.scenes.settings import SettingsScene
from tests.ui.conftest import Fingers

OWNERS_FILE = """\
hardware = "simulated"
language = "it"

[leds]
brightness = 0.1

[sound]
volume = 0.2
"""


@pytest.fixture
def config_file(tmp_path: Path) -> Path:
    path = tmp_path / "config.toml"
    path.write_text(OWNERS_FILE, encoding="utf-8")
    return path


class Table:
    """An app on simulated devices, opened as the service opens it: the file read, then the preferences."""

    def __init__(self, config_file: Path) -> None:
        self.peripherals = Peripherals.open(load_config(config_file, env={}), wake=wake, start_serial=False)
        self.app = build_app(show_test_games=True, peripherals=self.peripherals, simulated_table=True)
        pygame.event.clear()
        self.fingers = Fingers(self.app)

    @property
    def brightness(self) -> float:
        return float(self.peripherals.devices.strip.brightness)

    @property
    def volume(self) -> float:
        return float(self.peripherals.devices.sound.volume)

    def texts(self) -> set[str]:
        return {getattr(widget, "text", None) for widget in self.app.scene.widgets} - {None}

    def close(self) -> None:
        self.app.close_table()
        self.peripherals.close()


@pytest.fixture
def opened(config_file: Path) -> Iterator[Any]:
    tables: list[Table] = []

    def open_table() -> Table:
        tables.append(Table(config_file))
        return tables[-1]

    yield open_table
    for table in tables:
        table.close()
    set_language("en")
    pygame.display.quit()


def stored() -> dict[str, Any]:
    return json.loads((data_path() / "preferences.json").read_text(encoding="utf-8"))


def test_the_files_language_brightness_and_volume_apply_when_nothing_was_set_on_the_screen(opened) -> None:
    table = opened()
    table.app.reset(HomeScene(table.app))
    assert "Nuova partita" in table.texts(), "the file says Italian"
    assert table.brightness == pytest.approx(0.1) and table.volume == pytest.approx(0.2)
    prefs = table.app.prefs
    assert [prefs.source(name) for name in ("language", "brightness", "volume", "muted")] == [FILE, FILE, FILE, DEFAULT]


def test_an_earlier_versions_preferences_of_untouched_values_do_not_hide_the_file(opened) -> None:
    """Earlier versions stored every value at each save (a new game's names too): those are not choices."""
    path = data_path() / "preferences.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    earlier = {"language": "en", "volume": 7, "brightness": 6, "muted": False, "theme": "high", "last_names": ["Ann"]}
    path.write_text(json.dumps(earlier), encoding="utf-8")
    table = opened()
    table.app.reset(HomeScene(table.app))
    assert "Nuova partita" in table.texts()
    assert table.brightness == pytest.approx(0.1) and table.volume == pytest.approx(0.2)
    assert table.app.prefs.theme == "high" and table.app.prefs.last_names == ["Ann"], "the rest is kept"


def test_an_earlier_versions_changed_value_still_wins(opened) -> None:
    path = data_path() / "preferences.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"language": "fr", "volume": 7, "brightness": 9, "muted": False}), encoding="utf-8")
    table = opened()
    assert table.app.prefs.set_here == {"language": "fr", "brightness": 0.9}
    assert table.brightness == pytest.approx(0.9) and table.volume == pytest.approx(0.2)


def test_a_value_changed_on_the_screen_wins_for_its_key_only_and_back_to_the_file_restores_it(opened) -> None:
    table = opened()
    app, fingers = table.app, table.fingers
    app.reset(HomeScene(app))
    fingers.tap("settings")
    assert isinstance(app.scene, SettingsScene)
    assert app.scene.find("back-brightness") is None, "nothing set here: nothing to give back"
    stepper = next(w for w in app.scene.widgets if getattr(w, "value", None) == 1)  # the brightness, 0.1 in tenths
    fingers.at(*stepper.plus.rect.center)
    assert table.brightness == pytest.approx(0.2)
    assert app.prefs.source("brightness") == HERE and app.scene.caption("brightness") == _("Set here")
    assert table.volume == pytest.approx(0.2) and app.prefs.language == "it", "the other keys stay the file's"
    assert stored()["set_here"] == {"brightness": 0.2}, "only the key changed is stored"

    # A restart keeps the screen's brightness and still reads the rest from the file.
    again = opened()
    assert again.brightness == pytest.approx(0.2) and again.volume == pytest.approx(0.2)
    assert again.app.prefs.language == "it"

    fingers.tap("back-brightness")
    assert table.brightness == pytest.approx(0.1)
    assert app.prefs.source("brightness") == FILE and app.scene.caption("brightness") == _("From the file")
    assert app.scene.find("back-brightness") is None
    assert stored()["set_here"] == {}


def test_the_language_set_here_wins_until_given_back(opened) -> None:
    table = opened()
    app, fingers = table.app, table.fingers
    app.reset(HomeScene(app))
    fingers.tap("settings")
    fingers.tap("lang-fr")
    assert app.prefs.language == "fr" and _("Settings") == "Réglages"
    assert table.brightness == pytest.approx(0.1)
    fingers.tap("back-language")
    assert app.prefs.language == "it" and app.prefs.source("language") == FILE
    assert _("Settings") == "Impostazioni", "the screen speaks the file's language again at once"


def test_a_key_the_file_does_not_set_goes_back_to_the_default(opened) -> None:
    table = opened()
    app, fingers = table.app, table.fingers
    app.reset(SettingsScene(app))
    fingers.tap("mute")
    assert app.prefs.muted and app.prefs.source("muted") == HERE
    back = app.scene.find("back-sound")
    assert back is not None and back.text == _("Back to default")
    fingers.tap("back-sound")
    assert not app.prefs.muted and app.prefs.source("muted") == DEFAULT
    assert table.volume == pytest.approx(0.2), "the volume was the file's all along"


def test_preferences_store_only_what_was_set_here(tmp_path: Path) -> None:
    path = tmp_path / "preferences.json"
    prefs = Preferences()
    prefs.volume = 0.4
    prefs.last_names = ["Ann"]
    prefs.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["set_here"] == {"volume": 0.4} and "language" not in data
    assert Preferences.load(path) == prefs
    with pytest.raises(ValueError, match="volume"):
        prefs.volume = 3  # tenths are the screen's; the value is the file's fraction


def test_a_shared_preference_reads_in_its_type_and_is_set_here_only_through_its_check() -> None:
    prefs = Preferences()
    assert type(prefs.language) is str and type(prefs.volume) is float and type(prefs.muted) is bool
    prefs.muted = True
    prefs.brightness = 0.5
    assert prefs.muted is True and prefs.brightness == 0.5 and prefs.source("muted") == "here"
    with pytest.raises(ValueError, match="language"):
        prefs.language = "xx"
    assert "language" not in prefs.set_here
