"""``scanners.pause``: the quiet that ends a scan sent without Enter or an end of line, one key for keyboard-like
and serial scanners. Half a second unless the file says otherwise; a wrong value is the default and a warning in
the log, never a start-up that fails or a whole file set aside, and ``companion config --check`` lists it."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from companion.__main__ import main
from companion.config import load_config, parse_config
from companion.config_schema import EXAMPLE, KEYS
from companion.hardware.settings import LINE_PAUSE, ScannerSettings
from companion.peripherals import Peripherals


def test_half_a_second_unless_the_file_says_otherwise(tmp_path: Path) -> None:
    assert parse_config({}).hardware.scanners.pause == LINE_PAUSE == KEYS["scanners.pause"].default == 0.5
    assert ScannerSettings().pause == LINE_PAUSE
    assert load_config(EXAMPLE, env={}).hardware.scanners.pause == 0.5
    path = tmp_path / "config.toml"
    path.write_text("[scanners]\npause = 1.5\n", encoding="utf-8")
    config = load_config(path, env={})
    assert config.hardware.scanners.pause == 1.5 and "scanners.pause" in config.given
    assert parse_config({"scanners": {"pause": 1}}).hardware.scanners.pause == 1.0
    assert isinstance(parse_config({"scanners": {"pause": 1}}).hardware.scanners.pause, float)


@pytest.mark.parametrize(
    ("value", "problem"),
    [
        (0.05, "must be between 0.1 and 5.0, got 0.05"),
        (9, "must be between 0.1 and 5.0, got 9"),
        (-1, "must be between 0.1 and 5.0, got -1"),
        (float("nan"), "must be between 0.1 and 5.0, got nan"),
        (float("inf"), "must be between 0.1 and 5.0, got inf"),
        ("fast", "must be a number, got 'fast'"),
        (True, "must be a number, got True"),
        ([0.5], "must be a number, got [0.5]"),
    ],
)
def test_a_wrong_pause_is_the_default_said_in_the_log_where_the_devices_open(
    value: object, problem: str, caplog: pytest.LogCaptureFixture
) -> None:
    config = parse_config({"scanners": {"pause": value, "max_line": 120}}, where="/etc/companion/config.toml")
    assert config.hardware.scanners.pause == 0.5
    assert config.hardware.scanners.max_line == 120, "the rest of the file still applies"
    with caplog.at_level(logging.WARNING):
        Peripherals.open(config, start_serial=False).close()
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert warnings == [f"/etc/companion/config.toml: scanners.pause: {problem}; using the default, 0.5"]


def test_check_lists_a_wrong_pause_with_the_other_problems(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "config.toml"
    path.write_text("[scanners]\npause = 30\n[sound]\nvolume = 2\n", encoding="utf-8")
    assert main(["config", "--check", str(path)]) == 1
    assert capsys.readouterr().out.splitlines() == [
        f"{path}: scanners.pause: must be between 0.1 and 5.0, got 30",
        f"{path}: sound.volume: must be between 0.0 and 1.0, got 2",
        f"{path}: 2 problems",
    ]


def test_play_starts_with_a_wrong_pause(tmp_path: Path) -> None:
    """What the app reads at start: the file's other keys, the default pause, no ConfigError."""
    path = tmp_path / "config.toml"
    path.write_text('language = "it"\n[scanners]\npause = "slow"\n', encoding="utf-8")
    config = load_config(path, env={})
    assert config.language == "it" and config.hardware.scanners.pause == 0.5


def test_show_says_the_default_applies_in_place_of_a_wrong_pause(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "config.toml"
    path.write_text("[scanners]\npause = 9\n", encoding="utf-8")
    monkeypatch.setenv("COMPANION_CONFIG", str(path))
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path / "data"))
    assert main(["config", "--show"]) == 0
    rows = [line.split() for line in capsys.readouterr().out.splitlines() if line.startswith("scanners.pause")]
    assert rows == [
        ["scanners.pause", "0.5", "default:", "the", "file's", "value", "is", "wrong", "(config", "--check)"]
    ]
    assert load_config(path, env={}).forgiven == {
        "scanners.pause": f"{path}: scanners.pause: must be between 0.1 and 5.0, got 9"
    }


def test_the_self_test_says_a_wrong_pause_and_runs_on_the_default(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from argparse import Namespace

    from companion import selftest
    from companion.config import Config

    path = tmp_path / "config.toml"
    path.write_text("[scanners]\npause = 0\n", encoding="utf-8")
    tested: list[Config] = []

    class Recorded:
        def __init__(self, config: Config, **_options: object) -> None:
            tested.append(config)

        def run(self) -> int:
            return 0

    monkeypatch.setattr(selftest, "SelfTest", Recorded)
    assert selftest.run_command(Namespace(config=str(path), auto=True, timeout=1.0)) == 0
    assert capsys.readouterr().err == (
        f"selftest: {path}: scanners.pause: must be between 0.1 and 5.0, got 0; using the default, 0.5\n"
    )
    assert [config.hardware.scanners.pause for config in tested] == [0.5]
