"""`companion selftest --auto`, as CI runs it."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from companion.__main__ import main
from companion.config import parse_config
from companion.selftest import SelfTest


def test_selftest_auto_passes(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COMPANION_CONFIG", str(tmp_path / "config.toml"))
    (tmp_path / "config.toml").write_text('hardware = "real"\n')  # --auto ignores it: simulated devices
    assert main(["selftest", "--auto"]) == 0
    out = capsys.readouterr().out
    for line in (
        "LEDs: ok (114 LEDs chased)",
        "buttons: ok (8 buttons answered)",
        "serial: ok (7 lines echoed through loop://)",
        "sound: ok (10 cues played)",
        "all devices ok",
    ):
        assert line in out


def test_selftest_auto_fails_on_a_broken_device(tmp_path: Path) -> None:
    empty = tmp_path / "no-cues"
    empty.mkdir()
    config = parse_config({"sound": {"directory": str(empty)}})
    out = io.StringIO()
    assert SelfTest(config, auto=True, out=out).run() == 1
    assert "sound: FAILED: missing cues: auction_won" in out.getvalue()
    assert "selftest: 1 failure(s)" in out.getvalue()


def test_selftest_reports_a_bad_config_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "config.toml"
    path.write_text("[leds]\nbrightness = 9\n")
    assert main(["selftest", "--auto", "--config", str(path)]) == 2
    assert "leds.brightness: must be between 0.0 and 1.0, got 9" in capsys.readouterr().err


def test_selftest_by_hand_skips_simulated_buttons(tmp_path: Path) -> None:
    """On a PC the pins are mock ones nobody can press: the run by hand says so at once rather than waiting out
    each button's timeout and reporting every button as failed."""
    out = io.StringIO()
    test = SelfTest(parse_config({"hardware": "simulated"}), auto=False, out=out, timeout=0.01, listen=0.01)
    test.check("buttons", test.buttons)
    said = out.getvalue()
    assert "buttons: ok (8 simulated buttons, nothing to press here, skipped" in said
    assert "press seat1" not in said
    assert test.failures == []
    test.devices.close()
