"""The companion as a Pi installs it: a built wheel, in a fresh venv, away from the checkout.

An editable install finds files through the checkout, so it hides a package
that forgot its data (the sound cues once lived outside the package, and a
wheel install's ``selftest --auto`` failed with "missing cues"). This test
builds the wheel, checks what it holds, installs it into a new virtual
environment and runs the installed command from an empty folder: the
version, the self-test against simulated devices, and a replay.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

from companion.registry import SEAT_LIGHTS, specs

REPO = Path(__file__).resolve().parents[2]
JOURNAL = REPO / "tests" / "games" / "saved" / "acquire-before-decisions.jsonl"

pytestmark = pytest.mark.slow


def run(command: list[str], *, cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, f"{' '.join(command)}\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Built from a copy of the checkout: setuptools writes build/ and *.egg-info beside the sources
    it builds, and a test leaves the checkout as it found it."""
    out = tmp_path_factory.mktemp("wheel")
    source = tmp_path_factory.mktemp("source") / "table-companion"
    ignore = shutil.ignore_patterns(".git", ".venv*", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", "out")
    shutil.copytree(REPO, source, ignore=ignore)
    run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--wheel-dir", str(out), str(source)], cwd=out)
    (built,) = out.glob("table_companion-*.whl")
    return built


def test_the_wheel_holds_the_package_data(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    cues = {Path(n).stem for n in names if n.startswith("companion/cues/") and n.endswith(".wav")}
    assert {"illegal", "bid", "game_over"} <= cues
    assert {p.stem for p in (REPO / "companion" / "cues").glob("*.wav")} == cues, "every cue is shipped"
    assert {"companion/locale/it/LC_MESSAGES/companion.mo", "companion/locale/fr/LC_MESSAGES/companion.mo"} <= names
    assert "companion/py.typed" in names and "companion/hardware/__init__.py" in names
    for spec in specs().values():  # every game's own LED layout, and the kit's seat lights for the others
        package, _, filename = (spec.layout or SEAT_LIGHTS).partition(":")
        assert f"{package.replace('.', '/')}/{filename}" in names, spec.name
    assert not any(n.startswith("tests/") for n in names)
    metadata = next(n for n in names if n.endswith(".dist-info/METADATA"))
    text = zipfile.ZipFile(wheel).read(metadata).decode()
    assert "License-Expression: MIT" in text
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    entry_points = zipfile.ZipFile(wheel).read(metadata.replace("METADATA", "entry_points.txt")).decode()
    assert "[companion.games]" in entry_points and "companion = companion.__main__:main" in entry_points


def test_an_installed_wheel_plays_its_cues_and_replays(wheel: Path, tmp_path: Path) -> None:
    home = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(home)
    python = home / "bin" / "python"
    run([str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", str(wheel)], cwd=tmp_path)
    companion = home / "bin" / "companion"
    empty = tmp_path / "elsewhere"
    empty.mkdir()
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("PYTHON", "VIRTUAL_ENV", "COMPANION_", "XDG_"))
    }
    env.update(
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        GPIOZERO_PIN_FACTORY="mock",
        COMPANION_HARDWARE="simulated",
        COMPANION_DATA_DIR=str(tmp_path / "data"),
        HOME=str(tmp_path),
    )
    located = run(
        [str(python), "-c", "import companion.hardware; print(companion.hardware.__file__)"], cwd=empty, env=env
    )
    assert str(home) in located.stdout and str(REPO) not in located.stdout, "the checkout must not be imported"

    version = run([str(companion), "--version"], cwd=empty, env=env)
    assert version.stdout.strip() == "companion 0.1.0"
    selftest = run([str(companion), "selftest", "--auto"], cwd=empty, env=env)
    assert "missing" not in (selftest.stdout + selftest.stderr).lower()
    replay = run([str(companion), "replay", str(JOURNAL)], cwd=empty, env=env)
    assert replay.stdout.strip(), "the replay printed the game log"
