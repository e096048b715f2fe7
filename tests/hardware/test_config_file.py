"""The configuration file: where it is found, its defaults, and messages naming the key."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion import config as config_module
from companion.config import ConfigError, load_config, parse_config
from companion.hardware.settings import SOUNDS_DIR, HardwareSettings


def test_defaults_are_a_complete_simulated_table() -> None:
    config = parse_config({})
    assert config.hardware == HardwareSettings()
    assert config.hardware.backend == "simulated"
    layouts = config.load_layouts()
    from companion import registry

    assert set(layouts) == set(registry.names())  # a game without a layout of its own gets the seat lights
    assert max(layout.leds for layout in layouts.values()) <= config.hardware.strip.count
    assert config.hardware.sound.directory == SOUNDS_DIR


def test_a_missing_file_means_defaults(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(config_module, "SYSTEM_CONFIG", tmp_path / "etc.toml")
    monkeypatch.setattr(config_module, "user_config_dir", lambda *a, **k: str(tmp_path / "user"))
    config = load_config(env={})
    assert config.path is None and config.hardware.backend == "simulated"


def test_search_order(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    system, user = tmp_path / "etc.toml", tmp_path / "user"
    monkeypatch.setattr(config_module, "SYSTEM_CONFIG", system)
    monkeypatch.setattr(config_module, "user_config_dir", lambda *a, **k: str(user))
    assert config_module.config_path({}) == user / "config.toml"
    system.write_text('language = "it"\n')
    assert config_module.config_path({}) == system
    assert load_config(env={}).language == "it"
    mine = tmp_path / "mine.toml"
    mine.write_text('language = "fr"\n')
    assert load_config(env={"COMPANION_CONFIG": str(mine)}).language == "fr"


def test_an_explicit_file_must_exist(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="no such configuration file"):
        load_config(env={"COMPANION_CONFIG": str(tmp_path / "gone.toml")})


def test_a_full_file(tmp_path: Path) -> None:
    board = tmp_path / "boards" / "mine.toml"
    board.parent.mkdir()
    board.write_text('name = "mine"\nleds = 4\n[[track]]\ngroup = "price"\ncount = 4\n')
    path = tmp_path / "config.toml"
    path.write_text("""
hardware = "real"
language = "it"
[leds]
count = 150
pin = 18
brightness = 0.5
power_budget_amps = 4.0
[leds.layouts]
steambarons = "boards/mine.toml"
[buttons]
seats = [5, 6, 13, 19]
undo = 0
[serial]
port = "/dev/ttyACM0"
baud = 115200
scanner = false
[sound]
volume = 0.25
mute = true
""")
    config = load_config(path, env={})
    hw = config.hardware
    assert (hw.backend, hw.strip.count, hw.strip.pin, hw.strip.brightness) == ("real", 150, 18, 0.5)
    assert hw.buttons.seats == (5, 6, 13, 19) and hw.buttons.undo is None and hw.buttons.confirm == 16
    assert (hw.serial.port, hw.serial.baud, hw.serial.scanner) == ("/dev/ttyACM0", 115200, False)
    assert (hw.sound.volume, hw.sound.mute) == (0.25, True)
    assert config.layouts["steambarons"] == str(board)  # relative to the config file
    assert config.load_layouts()["steambarons"].leds == 4
    assert config.path == path


def test_environment_overrides_the_hardware_switch(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text('hardware = "real"\n')
    assert load_config(path, env={"COMPANION_HARDWARE": "simulated"}).hardware.backend == "simulated"
    with pytest.raises(ConfigError, match="COMPANION_HARDWARE: must be one of simulated, real, auto, got 'pi'"):
        load_config(path, env={"COMPANION_HARDWARE": "pi"})


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"hardware": "yes"}, "hardware: must be one of simulated, real, auto, got 'yes'"),
        ({"leds": {"brightnes": 0.5}}, "leds.brightnes: unknown key (did you mean leds.brightness?)"),
        ({"leds": {"brightness": 1.5}}, "leds.brightness: must be between 0.0 and 1.0, got 1.5"),
        ({"leds": {"count": "many"}}, "leds.count: must be a whole number, got 'many'"),
        ({"leds": {"count": 60}}, "leds.count: 60 LEDs are too few for the acquire layout, which needs 108"),
        ({"leds": {"pin": 40}}, "leds.pin: must be a BCM GPIO number 0-27, got 40"),
        ({"leds": {"driver": "spi", "pin": 18}}, "leds.pin: the spi driver uses GPIO10 (MOSI), got 18"),
        ({"leds": {"layouts": {"acquire": "nowhere"}}}, "leds.layouts.acquire: "),
        ({"leds": 3}, "leds: must be a table ([leds])"),
        ({"buttons": {"seats": [5, 10]}}, "buttons.seats[1]: GPIO10 is already used by leds.pin"),
        ({"buttons": {"seats": [5, "six"]}}, "buttons.seats[1]: must be a BCM GPIO number 0-27, got 'six'"),
        ({"buttons": {"seats": []}}, "buttons.seats: must list 1 to 8 seats, got 0"),
        ({"buttons": {"pull_up": "yes"}}, "buttons.pull_up: must be true or false, got 'yes'"),
        ({"serial": {"baud": True}}, "serial.baud: must be a whole number, got True"),
        ({"sound": {"volume": -1}}, "sound.volume: must be between 0.0 and 1.0, got -1"),
        ({"sound": {"directory": "/no/such/folder"}}, "sound.directory: /no/such/folder is not a folder"),
        ({"colour": "red"}, "colour: unknown key"),
        ({"volume": 0.5}, "volume: unknown key (did you mean sound.volume? it belongs under [sound])"),
        ({"sound": {"brightness": 0.5}}, "sound.brightness: unknown key (did you mean leds.brightness? it belongs"),
        ({"port": 1}, "port: unknown key (it belongs under a table: ["),
    ],
)
def test_errors_name_the_file_key_and_problem(data: dict, message: str) -> None:
    with pytest.raises(ConfigError) as caught:
        parse_config(data, where="/etc/companion/config.toml")
    text = str(caught.value)
    assert text.startswith("/etc/companion/config.toml: ")
    assert message in text


def test_broken_toml_is_a_config_error(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text("[leds\n")
    with pytest.raises(ConfigError, match="not valid TOML"):
        load_config(path, env={})


def test_language_must_be_one_the_companion_speaks(tmp_path) -> None:
    path = tmp_path / "config.toml"
    path.write_text('language = "de"\n')
    with pytest.raises(ConfigError, match="language: must be one of en, it, fr, got 'de'"):
        load_config(path)


def test_rfid_cards_map_to_seats(tmp_path) -> None:
    path = tmp_path / "config.toml"
    path.write_text('[rfid]\n"0a1b2c3d" = 2\n')
    assert dict(load_config(path).rfid) == {"0A1B2C3D": 1}
    path.write_text('[rfid]\n"xyz" = 2\n')
    with pytest.raises(ConfigError, match="rfid.xyz: a card tag is 4 to 32 hex digits"):
        load_config(path)
    path.write_text('[rfid]\n"0A1B" = 9\n')
    with pytest.raises(ConfigError, match="must be a seat number 1-8, got 9"):
        load_config(path)
