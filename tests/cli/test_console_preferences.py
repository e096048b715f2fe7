"""The console applies what the Settings screen chose, as ``companion config --show`` says it does.

A table that chose Italian on the touchscreen and then opened the console (over ssh, or after the screen broke)
was spoken to in English: the console read only the configuration file, while ``--show`` printed "it" from the
preferences.
"""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from companion.__main__ import main
from companion.config import Config, HardwareSettings
from companion.hardware.settings import SoundSettings
from companion.storage import data_path
from companion.text.i18n import set_language
from companion.ui.prefs import FORMAT, Preferences


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")  # the console run in Italian or French leaves its language set for the next test


def chosen_on_the_screen(**set_here: object) -> None:
    folder = data_path()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "preferences.json").write_text(json.dumps({"format": FORMAT, "set_here": set_here}), encoding="utf-8")


@pytest.mark.parametrize(
    ("language", "first"),
    [("it", "Steam Barons. Scrivi 'aiuto' per i comandi."), ("fr", "Steam Barons. Tapez 'aide' pour les commandes.")],
)
def test_the_console_speaks_the_language_chosen_on_the_screen(
    monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str], tmp_path: Path, language: str, first: str
) -> None:
    file = tmp_path / "config.toml"
    file.write_text('language = "en"\n', encoding="utf-8")  # the file says English; the screen chose otherwise
    monkeypatch.setenv("COMPANION_CONFIG", str(file))
    chosen_on_the_screen(language=language)
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))
    assert main(["play", "--console", "--new", "--game", "steam_barons", "--players", "Anna", "Ugo"]) == 0
    assert capfd.readouterr().out.splitlines()[0] == first


def test_the_screens_choices_go_over_the_files_and_an_environment_variable_over_both() -> None:
    prefs = Preferences(set_here={"language": "fr", "volume": 0.3, "muted": True, "brightness": 0.5, "phones": True})
    config = Config(language="it", hardware=HardwareSettings(sound=SoundSettings(volume=0.9)))
    applied = prefs.over(config)
    assert applied.language == "fr" and applied.phones.enabled is True
    assert (applied.hardware.sound.volume, applied.hardware.sound.mute) == (0.3, True)
    assert applied.hardware.strip.brightness == 0.5
    assert Preferences().over(config) is config  # nothing chosen on the screen: the file's, as it was
    decided = Config(language="it", environment={"language": "COMPANION_LANGUAGE"})
    assert prefs.over(decided).language == "it"
