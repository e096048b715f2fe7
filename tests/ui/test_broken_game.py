"""One installed game that cannot be played leaves every other game playable: the registry, the new-game and
rules-help screens, and ``companion list-games`` set it aside, say once which one and why, and play on.

Four ways a game breaks, each through an entry point of the ``companion.games`` group: its package is
missing, its module raises ImportError, its entry point names something that is not a GameSpec, and its
spec loads but names an engine that does not exist.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path

import pytest

from companion import registry
from companion.__main__ import main
from companion.registry import GROUP, GameSpec
from companion.ui.scenes.help import RulesHelpScene
from companion.ui.scenes.home import HomeScene
from companion.ui.scenes.new_game import NewGameScene

BROKEN = {
    "gone": "companion_gone_package:SPEC",
    "raises": "companion_raising_module:SPEC",
    "notspec": "companion_odd_module:SPEC",
    "noengine": "companion_odd_module:NO_ENGINE",
}

REAL = registry.names(include_test=False)
"""The shipped games, read before any broken entry point is added."""


def forget() -> None:
    registry._scan.cache_clear()
    registry._alone.cache_clear()
    registry._unplayable.clear()


@pytest.fixture
def broken_games(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """The installed entry points plus the four broken ones; the registry read afresh before and after."""
    (tmp_path / "companion_raising_module.py").write_text('raise ImportError("no module named pigpio")\n')
    (tmp_path / "companion_odd_module.py").write_text(
        "from companion.registry import GameSpec\n"
        'SPEC = {"name": "notspec"}\n'
        'NO_ENGINE = GameSpec(name="noengine", engine="companion_missing_engine:GAME")\n'
    )
    info = tmp_path / "companion_broken_games-0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: companion-broken-games\nVersion: 0\n")
    lines = "".join(f"{name} = {value}\n" for name, value in BROKEN.items())
    (info / "entry_points.txt").write_text(f"[{GROUP}]\n{lines}")
    monkeypatch.syspath_prepend(str(tmp_path))
    forget()
    yield
    forget()
    for module in ("companion_raising_module", "companion_odd_module"):
        sys.modules.pop(module, None)


def test_the_other_games_are_found_and_the_broken_ones_said_with_why(broken_games, caplog) -> None:
    with caplog.at_level(logging.ERROR, logger="companion.registry"):
        assert set(registry.names()) == {*REAL, "tiny", "noengine"}  # its engine is not loaded until played
        for _ in range(2):
            assert registry.playable() == [*REAL, "tiny"]
            assert registry.playable(include_test=False) == REAL
        assert isinstance(registry.spec("acquire"), GameSpec) and registry.spec("tiny").game.name == "tiny"
        assert set(registry.specs()) == {*REAL, "tiny", "noengine"}
        with pytest.raises(registry.UnknownGame, match="unknown game 'gone'"):
            registry.spec("gone")
        said = {b.name: b for b in registry.broken()}
    assert list(said) == ["gone", "noengine", "notspec", "raises"]
    assert said["gone"].entry_point == BROKEN["gone"] and "ModuleNotFoundError" in said["gone"].reason
    assert said["raises"].reason == "ImportError: no module named pigpio"
    assert said["notspec"].reason == "not a GameSpec but dict"
    assert said["noengine"].entry_point == "companion_missing_engine:GAME"
    assert "companion_missing_engine" in said["noengine"].reason
    logged = [r.getMessage() for r in caplog.records]
    for name in BROKEN:  # once each, however often the registry is asked
        assert sum(f"game {name!r}" in message for message in logged) == 1, logged


def test_list_games_lists_the_others_and_then_each_broken_game(broken_games, capsys) -> None:
    assert main(["list-games"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in lines[:4]] == REAL
    assert (
        lines[4:] == [f"cannot be played: {b.name} ({b.entry_point}): {b.reason}" for b in registry.broken()]
        and len(lines) == 8
    )


def test_the_screens_offer_the_others_and_a_game_starts(broken_games, app, fingers) -> None:
    offered = [*REAL, "tiny"] if app.show_test_games else REAL
    app.reset(HomeScene(app))
    fingers.tap("new")
    scene = app.scene
    assert isinstance(scene, NewGameScene) and scene.games == offered
    assert {w.key for w in scene.widgets if (getattr(w, "key", None) or "").startswith("game-")} == {
        f"game-{n}" for n in offered
    }
    fingers.tap("game-mad_market")
    fingers.tap("start")
    assert app.table is not None and app.table.game.name == "mad_market"
    assert RulesHelpScene(app).games == offered
