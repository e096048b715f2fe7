"""``[phones]`` in the configuration, and the Settings screen's switch as a shared setting: off unless asked for,
the file's value applies until the screen sets its own, and only a key set here is stored."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.config import ConfigError, PhonesSettings, load_config, parse_config
from companion.config_schema import EXAMPLE, KEYS, default_toml
from companion.ui.prefs import DEFAULT, FILE, HERE, SHARED, Preferences, Underlying


def test_phones_are_off_by_default_on_port_8737() -> None:
    config = parse_config({})
    assert config.phones == PhonesSettings(enabled=False, port=8737)
    assert KEYS["phones.enabled"].default is False and KEYS["phones.port"].default == 8737
    example = load_config(EXAMPLE, env={})
    assert example.phones.enabled is False, "the Pi's installed file opens no port"
    assert "[phones]\nenabled = false" in default_toml(pi=True)


def test_the_file_turns_phones_on_and_names_the_port(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text("[phones]\nenabled = true\nport = 9000\n", encoding="utf-8")
    config = load_config(path, env={})
    assert config.phones == PhonesSettings(enabled=True, port=9000)
    assert {"phones.enabled", "phones.port"} <= config.given


@pytest.mark.parametrize(
    ("table", "problem"),
    [
        ({"enabled": "yes"}, "phones.enabled: must be true or false"),
        ({"enabled": 1}, "phones.enabled: must be true or false"),
        ({"port": 80}, "phones.port: must be between 1024 and 65535"),
        ({"port": 70000}, "phones.port: must be between 1024 and 65535"),
        ({"port": "8737"}, "phones.port: must be a whole number"),
        ({"prot": 8737}, "did you mean phones.port"),
    ],
)
def test_a_wrong_phones_value_names_its_key(table: dict[str, object], problem: str) -> None:
    with pytest.raises(ConfigError, match=problem):
        parse_config({"phones": table})


def test_the_switch_is_a_shared_setting_whose_screen_value_wins_and_is_stored_alone(tmp_path: Path) -> None:
    assert SHARED["phones"] == "phones.enabled"
    prefs = Preferences()
    prefs.underlying = Underlying.of(None)
    assert prefs.phones is False and prefs.source("phones") == DEFAULT

    config_path = tmp_path / "config.toml"
    config_path.write_text("[phones]\nenabled = true\n", encoding="utf-8")
    prefs.underlying = Underlying.of(load_config(config_path, env={}))
    assert prefs.phones is True and prefs.source("phones") == FILE

    prefs.phones = False
    assert prefs.phones is False and prefs.source("phones") == HERE
    path = tmp_path / "preferences.json"
    prefs.save(path)
    assert json.loads(path.read_text(encoding="utf-8"))["set_here"] == {"phones": False}
    again = Preferences.load(path)
    again.underlying = prefs.underlying
    assert again.phones is False and again.source("phones") == HERE

    again.back_to_file("phones")
    assert again.phones is True and again.source("phones") == FILE
    with pytest.raises(ValueError, match="phones"):
        again.phones = "on"  # type: ignore[assignment]


def test_a_damaged_phones_preference_is_dropped(tmp_path: Path) -> None:
    path = tmp_path / "preferences.json"
    path.write_text(json.dumps({"format": 2, "set_here": {"phones": "yes", "muted": True}}), encoding="utf-8")
    prefs = Preferences.load(path)
    assert prefs.set_here == {"muted": True} and prefs.phones is False
