"""scripts/update-pi in staging: versions side by side, a backup first, checks, a switch, and the way back.

Each version is a git checkout of this tree with its own version number.
Staging (``DESTDIR``) skips what acts on the running system (apt, pip,
systemctl), so each release's venv is a small ``companion`` program the test
puts where pip would have installed it: it runs that release's own source
(with its version's package metadata), so what update-pi checks is the code
it copied. The checks are real: ``--version``, the unfinished game replayed by
the old and the new version, and ``companion play`` started headless until it
sends ``READY=1`` on a notify socket.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tarfile
from importlib import metadata
from pathlib import Path

import pytest

from .test_install_dry_run import LIVE, REPO, stub_path

#: What a checkout needs to be installed (the rest of the tree plays no part in an update).
PARTS = ("companion", "scripts", "systemd", "requirements", "pyproject.toml", "README.md", "LICENSE")


def checkout(tmp_path: Path, version: str, *, break_it: str = "", packages: str = "") -> tuple[Path, str]:
    """A git checkout of this tree at ``version``; returns it and its release name ``<version>-<commit>``."""
    root = tmp_path / f"checkout-{version}"
    root.mkdir()
    for part in PARTS:
        source = REPO / part
        if source.is_dir():
            shutil.copytree(source, root / part, ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
        else:
            shutil.copy2(source, root / part)
    pyproject = root / "pyproject.toml"
    pyproject.write_text(re.sub(r'(?m)^version = ".*"$', f'version = "{version}"', pyproject.read_text()))
    if break_it == "import":
        with (root / "companion/__init__.py").open("a") as module:
            module.write('\nraise ImportError("broken on purpose")\n')
    elif break_it == "state":
        main = root / "companion/__main__.py"
        text = main.read_text()
        assert "engine.summary(state, args.viewer)" in text
        main.write_text(text.replace("engine.summary(state, args.viewer)", '{"moved": "elsewhere"}'))
    elif break_it == "unit":
        unit = root / "systemd/companion.service"
        unit.write_text(unit.read_text().replace("/bin/companion play", "/bin/companion-gone play"))
    if packages:
        with (root / "scripts/system-packages.txt").open("a") as listing:
            listing.write(packages + "\n")
    git = ["git", "-C", str(root), "-c", "user.name=t", "-c", "user.email=t@example.org"]
    subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "add", "-A"], check=True)
    subprocess.run([*git, "commit", "-q", "-m", version], check=True)
    commit = subprocess.run([*git, "rev-parse", "--short=7", "HEAD"], check=True, capture_output=True, text=True)
    return root, f"{version}-{commit.stdout.strip()}"


def venv_for(dest: Path, release: str, version: str) -> None:
    """What pip would install in releases/RELEASE/.venv: a companion running that release's source."""
    venv = dest / "opt/companion/releases" / release / ".venv"
    meta = venv / "site" / f"table_companion-{version}.dist-info"
    meta.mkdir(parents=True)
    (meta / "METADATA").write_text(f"Metadata-Version: 2.1\nName: table-companion\nVersion: {version}\n")
    (meta / "entry_points.txt").write_text(metadata.distribution("table-companion").read_text("entry_points.txt") or "")
    program = venv / "bin/companion"
    program.parent.mkdir()
    src = venv.parent / "src"
    program.write_text(f'#!/bin/sh\nPYTHONPATH="{venv / "site"}:{src}" exec "{sys.executable}" -P -m companion "$@"\n')
    program.chmod(0o755)


def unfinished_game(tmp_path: Path, data: Path) -> Path:
    """An Acquire game 29 moves in, in the data folder as the service keeps it."""
    journals = tmp_path / "journals"
    subprocess.run(
        [sys.executable, "-m", "companion", "simulate", "--game", "acquire", "--players", "3", "--games", "1"]
        + ["--seed", "4", "--journal-dir", str(journals)],
        check=True,
        capture_output=True,
    )
    lines = next(journals.glob("*.jsonl")).read_text().splitlines(keepends=True)
    game = data / "games" / "evening.jsonl"
    game.parent.mkdir(parents=True)
    game.write_text("".join(lines[:30]))
    return game


def update(root: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(root / "scripts/update-pi"), "--no-pull", *args], env=env, capture_output=True, text=True, timeout=600
    )


def current(dest: Path, link: str = "current") -> str:
    return Path(str((dest / "opt/companion" / link).readlink())).name


@pytest.fixture
def staging(tmp_path: Path) -> tuple[dict[str, str], Path, Path]:
    env, record = stub_path(tmp_path, LIVE)
    dest = tmp_path / "dest"
    (dest / "boot/firmware").mkdir(parents=True)
    (dest / "boot/firmware/config.txt").write_text("dtparam=spi=on\ndtparam=watchdog=on\n")
    env = {
        **env,
        "DESTDIR": str(dest),
        "COMPANION_INSTALL_LOG": str(tmp_path / "update.log"),
        "COMPANION_READY_TIMEOUT": "60",
    }
    env.pop("NOTIFY_SOCKET", None)
    return env, dest, record


def test_updates_check_switch_and_go_back(tmp_path: Path, staging: tuple[dict[str, str], Path, Path]) -> None:
    env, dest, record = staging
    data = dest / "var/lib/companion"
    game = unfinished_game(tmp_path, data)
    saved = game.read_bytes()
    unit = dest / "etc/systemd/system/companion.service"

    # The first version, on a card with a game in progress.
    first, one = checkout(tmp_path, "0.1.0")
    venv_for(dest, one, "0.1.0")
    done = update(first, env)
    assert done.returncode == 0, done.stdout + done.stderr
    assert current(dest) == one
    assert "check: companion 0.1.0" in done.stdout and "play started and reported ready" in done.stdout
    assert "ExecStart=/opt/companion/current/.venv/bin/companion play" in unit.read_text()

    # The second, beside it: backed up first, the unfinished game compared, switched.
    second, two = checkout(tmp_path, "0.2.0")
    venv_for(dest, two, "0.2.0")
    done = update(second, env)
    assert done.returncode == 0, done.stdout + done.stderr
    assert current(dest) == two and current(dest, "previous") == one
    assert (dest / "opt/companion/releases" / one / "src/pyproject.toml").exists(), "the old version is kept"
    assert "the unfinished game evening.jsonl replays to the same state" in done.stdout
    assert "the system package list has not changed" in done.stdout
    backups = sorted((dest / "var/backups/companion").iterdir())
    assert backups, "no backup was made"
    with tarfile.open(backups[-1]) as archive:
        names = archive.getnames()
    assert any(name.endswith("games/evening.jsonl") for name in names), names

    # A version that cannot even start: refused before the switch, the running one untouched.
    broken, three = checkout(tmp_path, "0.3.0", break_it="import")
    venv_for(dest, three, "0.3.0")
    done = update(broken, env)
    assert done.returncode == 1
    assert "broken on purpose" in done.stdout + done.stderr
    assert "failed its check: still running " + two in done.stdout
    assert current(dest) == two and current(dest, "previous") == one

    # One that plays the saved game to another state: refused too.
    moved, four = checkout(tmp_path, "0.3.1", break_it="state")
    venv_for(dest, four, "0.3.1")
    done = update(moved, env)
    assert done.returncode == 1
    assert "replays to a different state under the new version" in done.stderr + done.stdout
    assert current(dest) == two

    # One whose service does not come up after the switch: rolled back by itself.
    gone, five = checkout(tmp_path, "0.3.2", break_it="unit")
    venv_for(dest, five, "0.3.2")
    done = update(gone, env)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "companion-gone play: [Errno 2] No such file or directory" in done.stdout, "the unit's program was started"
    assert f"Go back to {two}" in done.stdout
    assert f"rolled back: running {two} again" in done.stdout
    assert current(dest) == two and current(dest, "previous") == one, "--rollback must not offer the failed one"
    assert "/bin/companion play" in unit.read_text() and "companion-gone" not in unit.read_text()

    # By hand: back to the first, and forward again.
    done = update(second, env, "--rollback")
    assert done.returncode == 0, done.stdout + done.stderr
    assert current(dest) == one and current(dest, "previous") == two
    assert f"done: running {one}" in done.stdout
    done = update(second, env, "--rollback")
    assert done.returncode == 0 and current(dest) == two

    assert game.read_bytes() == saved, "no check may change the saved game"
    assert record.read_text() == "", "a live command ran while staging"


def test_changed_system_packages_are_installed_and_old_releases_pruned(
    tmp_path: Path, staging: tuple[dict[str, str], Path, Path]
) -> None:
    env, dest, _ = staging
    names = []
    for number, packages in enumerate(["", "", "python3-serial", "python3-serial"]):
        version = f"1.{number}.0"
        root, release = checkout(tmp_path, version, packages=packages)
        venv_for(dest, release, version)
        done = update(root, env)
        assert done.returncode == 0, done.stdout + done.stderr
        names.append((release, done.stdout))
    assert "apt-get install" in names[0][1], "a first installation installs the list"
    assert "has not changed" in names[1][1] and "apt-get install" not in names[1][1]
    assert "the system package list has changed: installing it" in names[2][1]
    assert re.search(
        r"skipped \(DESTDIR staging\): env DEBIAN_FRONTEND=noninteractive apt-get install .*python3-serial", names[2][1]
    )
    assert "has not changed" in names[3][1]
    releases = sorted(path.name for path in (dest / "opt/companion/releases").iterdir())
    assert releases == sorted(name for name, _ in names[1:]), "the last three are kept"


def test_rollback_with_nothing_to_go_back_to_says_so(staging: tuple[dict[str, str], Path, Path]) -> None:
    env, dest, _ = staging
    done = subprocess.run([str(REPO / "scripts/update-pi"), "--rollback"], env=env, capture_output=True, text=True)
    assert done.returncode == 1
    assert "there is no previous version to go back to" in done.stdout
    assert not (dest / "opt/companion/current").exists()


def test_a_legacy_installation_is_kept_as_the_way_back(
    tmp_path: Path, staging: tuple[dict[str, str], Path, Path]
) -> None:
    """An installation from before releases (/opt/companion/src and .venv) becomes the previous release."""
    env, dest, _ = staging
    legacy = dest / "opt/companion"
    (legacy / "src").mkdir(parents=True)
    (legacy / "src/VERSION").write_text("b665b72\n")
    program = legacy / ".venv/bin/companion"
    program.parent.mkdir(parents=True)
    program.write_text(f'#!/bin/sh\nexec "{sys.executable}" -P -m companion "$@"\n')
    program.chmod(0o755)
    root, release = checkout(tmp_path, "0.2.0")
    venv_for(dest, release, "0.2.0")
    done = update(root, env)
    assert done.returncode == 0, done.stdout + done.stderr
    assert current(dest) == release and current(dest, "previous") == "legacy-b665b72"
    assert (legacy / "releases/legacy-b665b72/.venv/bin/companion").resolve() == program.resolve()
