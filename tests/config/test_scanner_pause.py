"""``scanners.pause``: the quiet that ends a scan sent without Enter or an end of line, one key for keyboard-like
and serial scanners. Half a second unless the file says otherwise; a wrong value is refused as any key's is, naming
the file, the key and the problem, and ``companion config --check`` lists it with the others."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.__main__ import main
from companion.config import ConfigError, load_config, parse_config
from companion.config_schema import EXAMPLE, KEYS
from companion.hardware.settings import LINE_PAUSE, ScannerSettings


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
def test_a_wrong_pause_is_refused_naming_the_file_the_key_and_the_problem(value: object, problem: str) -> None:
    """As every key's wrong value is: the appliance then plays on the defaults, the half second among them, and
    its screen says why (tests/config/test_owner_files.py)."""
    with pytest.raises(ConfigError) as refused:
        parse_config({"scanners": {"pause": value}}, where="/etc/companion/config.toml")
    assert str(refused.value) == f"/etc/companion/config.toml: scanners.pause: {problem}"


def test_check_lists_a_wrong_pause_with_the_other_problems(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "config.toml"
    path.write_text("[scanners]\npause = 30\n[sound]\nvolume = 2\n", encoding="utf-8")
    assert main(["config", "--check", str(path)]) == 1
    assert capsys.readouterr().out.splitlines() == [
        f"{path}: scanners.pause: must be between 0.1 and 5.0, got 30",
        f"{path}: sound.volume: must be between 0.0 and 1.0, got 2",
        f"{path}: 2 problems",
    ]
