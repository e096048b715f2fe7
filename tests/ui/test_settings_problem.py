"""A configuration the appliance cannot use: it plays on the defaults and the screen says why.

Before, `companion play` exited with status 2, systemd restarted it five
times and the login prompt came back: nobody at the table saw the reason.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from companion import app as companion_app
from companion.config import ConfigError, default_config
from companion.ui.scenes.home import HomeScene
from companion.ui.scenes.notice import NoticeScene, settings_problem


def broken_config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "config.toml"
    path.write_text("[leds]\ncount = -3\n")
    monkeypatch.setenv("COMPANION_CONFIG", str(path))
    return path


def test_the_window_plays_on_defaults_and_is_told_why(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = broken_config(tmp_path, monkeypatch)
    monkeypatch.setenv("COMPANION_HARDWARE", "simulated")
    seen: dict[str, Any] = {}

    def run_window(config, asked, problem=None) -> int:
        seen.update(config=config, problem=problem)
        return 0

    monkeypatch.setattr("companion.ui.display_available", lambda: True)
    monkeypatch.setattr(companion_app, "_run_window", run_window)
    assert companion_app.run(console=False) == 0
    assert seen["problem"].startswith(f"{path}: leds.count:"), seen["problem"]
    assert seen["config"] == default_config({"COMPANION_HARDWARE": "simulated"})


def test_a_terminal_still_gets_the_one_line_and_status_2(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    broken_config(tmp_path, monkeypatch)
    with pytest.raises(ConfigError, match="leds.count"):
        companion_app.run(console=True)


def test_the_notice_is_read_first_then_the_game_goes_on(app, fingers) -> None:
    reason = "/etc/companion/config.toml: leds.count: must be at least 1, got -3"
    app.push(settings_problem(app, reason, lambda: HomeScene(app)))
    app.draw()
    assert isinstance(app.scene, NoticeScene) and app.scene.reason == reason
    fingers.tap("continue")
    assert isinstance(app.scene, HomeScene) and len(app.scenes) == 1


def test_default_config_takes_the_services_backend() -> None:
    assert default_config({"COMPANION_HARDWARE": "auto"}).hardware.backend == "auto"
    assert default_config({"COMPANION_HARDWARE": "nonsense"}).hardware.backend == "simulated"
