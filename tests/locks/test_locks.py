"""The locked dependencies: complete, hashed, within pyproject.toml's ranges, current, and installed.

``scripts/play`` and ``scripts/test`` install ``requirements/dev.txt`` and the Pi installs
``requirements/pi.txt``, so a fresh machine next month gets the versions the suite passed with
today (docs/dependencies.md). These tests keep the locks honest against pyproject.toml.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest
from packaging.utils import canonicalize_name

from .lockfiles import DEV_LOCK, PI_LOCK, REPO, direct_requirements, environment, read_lock, versions

LOCKS = [DEV_LOCK, PI_LOCK]
#: The platforms a lock must serve: PCs (Linux, macOS, Windows) on every Python the project allows, and the Pi.
ENVIRONMENTS = [
    environment("3.11", "x86_64"),
    environment("3.12", "x86_64"),
    environment("3.13", "x86_64"),
    environment("3.11", "aarch64"),
    environment("3.13", "aarch64"),
    environment("3.12", "arm64", "darwin"),
    environment("3.13", "AMD64", "win32"),
]


def label(env: dict[str, str]) -> str:
    return f"{env['sys_platform']}-{env['platform_machine']}-py{env['python_version']}"


@pytest.mark.parametrize("lock", LOCKS, ids=lambda p: p.name)
def test_every_pin_is_exact_and_hashed(lock: Path) -> None:
    pins = read_lock(lock)
    assert pins, f"{lock.name} pins nothing"
    for pin in pins:
        assert pin.hashes, f"{lock.name} line {pin.line}: {pin.name} has no hash (pip --require-hashes refuses it)"


@pytest.mark.parametrize("env", ENVIRONMENTS, ids=label)
@pytest.mark.parametrize("lock", LOCKS, ids=lambda p: p.name)
def test_every_requirement_is_locked_within_its_range(lock: Path, env: dict[str, str]) -> None:
    """A dependency added to pyproject.toml, or a range moved past its pin, needs scripts/lock."""
    chosen = versions(lock, env)
    for requirement in direct_requirements(lock):
        if requirement.marker is not None and not requirement.marker.evaluate(env):
            continue
        name = canonicalize_name(requirement.name)
        assert name in chosen, f"{requirement} is not in {lock.name} for {label(env)}: run scripts/lock"
        assert requirement.specifier.contains(chosen[name], prereleases=True), (
            f"{lock.name} pins {name}=={chosen[name]}, outside {requirement}: run scripts/lock"
        )


@pytest.mark.parametrize("env", ENVIRONMENTS, ids=label)
def test_the_pi_runs_the_versions_the_tests_ran(env: dict[str, str]) -> None:
    dev, pi = versions(DEV_LOCK, env), versions(PI_LOCK, env)
    differing = {name: (str(dev[name]), str(pi[name])) for name in dev.keys() & pi.keys() if dev[name] != pi[name]}
    assert differing == {}, "requirements/pi.txt must follow requirements/dev.txt (scripts/lock does)"


@pytest.mark.parametrize("lock", LOCKS, ids=lambda p: p.name)
def test_a_lock_says_how_to_refresh_it(lock: Path) -> None:
    assert "#    scripts/lock" in lock.read_text().splitlines()[1]


def test_the_scripts_install_from_the_locks() -> None:
    env = (REPO / "scripts" / "_env.sh").read_text()
    assert 'LOCK="$ROOT/requirements/dev.txt"' in env
    assert 'pip_install --require-hashes -r "$LOCK"' in env
    assert "--no-deps --no-build-isolation -e" in env, "the companion itself is built by the locked setuptools"
    install = (REPO / "scripts" / "install-pi").read_text()
    assert 'LOCK_IN_SRC="requirements/pi.txt"' in install
    assert '--require-hashes --requirement "$release/src/$LOCK_IN_SRC"' in install
    assert not (REPO / "scripts" / "pi-constraints.txt").exists(), "the Pi's pins live in requirements/pi.txt"


def test_a_tree_borrowing_another_venv_runs_its_own_code(tmp_path: Path) -> None:
    """``COMPANION_VENV`` pointing at another checkout's venv (a git worktree borrowing the main one's): the
    companion that venv installed (editable) is the other tree's, so ``scripts/_env.sh`` puts its own tree first
    on ``PYTHONPATH`` and the worktree's scripts run the worktree's code, not the main checkout's."""
    tree, venv = tmp_path / "worktree", tmp_path / "borrowed-venv"
    (tree / "scripts").mkdir(parents=True)
    (tree / "requirements").mkdir()
    shutil.copy2(REPO / "scripts" / "_env.sh", tree / "scripts" / "_env.sh")
    shutil.copy2(REPO / "pyproject.toml", tree / "pyproject.toml")
    shutil.copy2(DEV_LOCK, tree / "requirements" / "dev.txt")
    (venv / "bin").mkdir(parents=True)
    digest = hashlib.sha256((tree / "pyproject.toml").read_bytes() + DEV_LOCK.read_bytes()).hexdigest()
    (venv / ".installed").write_text(f"{digest}-locked\n")  # ready: sourcing installs nothing
    done = subprocess.run(
        ["bash", "-c", f'source "{tree}/scripts/_env.sh" && printf %s "$PYTHONPATH"'],
        capture_output=True,
        text=True,
        env={**os.environ, "COMPANION_VENV": str(venv), "PYTHONPATH": "/elsewhere", "PYTHON": sys.executable},
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "Installing" not in done.stdout + done.stderr
    assert done.stdout == f"{tree.resolve()}:/elsewhere"


def installed_stamp() -> str | None:
    stamp = Path(sys.prefix) / ".installed"
    return stamp.read_text().strip() if stamp.exists() else None


@pytest.mark.skipif(
    not (installed_stamp() or "").endswith("-locked"), reason="runs in the venv scripts/_env.sh made from the lock"
)
def test_this_environment_holds_exactly_the_dev_lock() -> None:
    """The venv the suite runs in has every locked version, and nothing the lock does not name."""
    here = environment(f"{sys.version_info.major}.{sys.version_info.minor}", os.uname().machine, sys.platform)
    wanted = versions(DEV_LOCK, here)
    found = {canonicalize_name(d.metadata["Name"]): d.version for d in metadata.distributions()}
    wrong = {
        name: (str(version), found.get(name)) for name, version in wanted.items() if found.get(name) != str(version)
    }
    assert wrong == {}, "installed versions differ from requirements/dev.txt"
    extra = set(found) - set(wanted) - {"table-companion"}
    assert extra == set(), f"installed but not locked: {sorted(extra)}"


def test_scripts_lock_refuses_unknown_options() -> None:
    done = subprocess.run(["bash", str(REPO / "scripts" / "lock"), "--frobnicate"], capture_output=True, text=True)
    assert done.returncode == 2 and "unknown option --frobnicate" in done.stderr
    done = subprocess.run(["bash", str(REPO / "scripts" / "lock"), "--help"], capture_output=True, text=True)
    assert done.returncode == 0 and "scripts/lock --upgrade" in done.stdout


@pytest.mark.slow
def test_the_locks_are_current_with_pyproject(tmp_path: Path) -> None:
    """scripts/lock run now, in a copy of the checkout, keeps every pin: nothing in pyproject.toml
    or tools.in waits for a refresh. Names and versions are compared, not bytes (an index may add
    a wheel, and so a hash, to a version already locked)."""
    copy = tmp_path / "checkout"
    copy.mkdir()
    for part in ("pyproject.toml", "requirements", "scripts"):
        source = REPO / part
        (shutil.copytree if source.is_dir() else shutil.copy2)(source, copy / part)
    done = subprocess.run(
        ["bash", str(copy / "scripts" / "lock")],
        cwd=copy,
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, "PYTHON": sys.executable},
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    for lock in LOCKS:
        fresh = {(p.name, p.version, str(p.marker)) for p in read_lock(copy / "requirements" / lock.name)}
        committed = {(p.name, p.version, str(p.marker)) for p in read_lock(lock)}
        assert fresh == committed, f"{lock.name}: run scripts/lock (new {fresh - committed}, gone {committed - fresh})"
