"""scripts/install-pi and update-pi: --dry-run lists every step and runs nothing; staging writes real files.

Commands that would change the system are replaced by recording stubs at
the front of PATH, so a test can prove they were never executed.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
INSTALL = REPO / "scripts" / "install-pi"
UPDATE = REPO / "scripts" / "update-pi"
LIVE = ["apt-get", "systemctl", "useradd", "groupadd", "usermod", "udevadm", "raspi-config", "chown", "runuser"]
FILES = ["install", "tar", "mv", "cp", "rm", "mkdir", "chmod", "python3", "pip"]
STEPS = [
    "Check the system",
    "Install system packages",
    "Create the service user and its groups",
    "Install the companion into /opt/companion",
    "Enable SPI",
    "Enable the hardware watchdog",
    "Install udev rules",
    "Prepare the data directory /var/lib/companion",
    "Write the default configuration /etc/companion/config.toml",
    "Install and enable the systemd unit",
    "Start the companion",
]
CMDLINE = "console=serial0,115200 console=tty1 root=PARTUUID=1234-02 rootfstype=ext4 fsck.repair=yes rootwait\n"


def stub_path(tmp_path: Path, names: list[str]) -> tuple[dict[str, str], Path]:
    """An environment whose PATH starts with stubs that only record that they ran."""
    bin_dir = tmp_path / "stubs"
    bin_dir.mkdir(exist_ok=True)
    record = tmp_path / "executed.log"
    record.touch()
    for name in names:
        stub = bin_dir / name
        stub.write_text(f'#!/bin/sh\necho "{name} $*" >> "{record}"\n')
        stub.chmod(0o755)
    env = {**os.environ, "PATH": f"{bin_dir}:{os.environ['PATH']}"}
    return env, record


def record_pulls(tmp_path: Path, record: Path) -> None:
    """A ``git`` stub among :func:`stub_path`'s: reading (the commit's name) runs the real git; a pull is only
    recorded."""
    real_git = shutil.which("git")
    git = tmp_path / "stubs/git"
    git.write_text(
        f'#!/bin/sh\ncase " $* " in *" pull "*) echo "git $*" >> "{record}"; exit 0 ;; esac\nexec "{real_git}" "$@"\n'
    )
    git.chmod(0o755)


def staging_root(tmp_path: Path) -> Path:
    dest = tmp_path / "dest"
    boot = dest / "boot" / "firmware"
    boot.mkdir(parents=True)
    (boot / "config.txt").write_text("# For more options see config.txt docs\ndtparam=audio=on\n[cm4]\notg_mode=1\n")
    (boot / "cmdline.txt").write_text(CMDLINE)
    return dest


def release_of(root: Path) -> str:
    """The release name install-pi gives the checkout at ``root`` (``<version>-<commit>``)."""
    done = subprocess.run(
        ["bash", "-c", f'source "{INSTALL}" && release_id "$1"', "release_id", str(root)],
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout.strip()


def snapshot(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in root.rglob("*") if p.is_file()}


def run(script: Path, *args: str, env: dict[str, str], extra: dict[str, str] | None = None) -> str:
    result = subprocess.run(
        [str(script), *args], env={**env, **(extra or {})}, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout


def commands(output: str, prefixes: tuple[str, ...]) -> list[str]:
    found = []
    for line in output.splitlines():
        line = re.sub(r"^\[[-0-9: ]+\] ", "", line)
        for prefix in prefixes:
            if line.startswith(prefix):
                found.append(line[len(prefix) :])
    return found


def test_dry_run_lists_every_step_and_executes_nothing(tmp_path: Path) -> None:
    env, record = stub_path(tmp_path, LIVE + FILES)
    dest = staging_root(tmp_path)
    before = snapshot(tmp_path / "dest")
    out = run(INSTALL, "--dry-run", env=env, extra={"DESTDIR": str(dest)})
    assert record.read_text() == "", "a command ran during --dry-run"
    assert snapshot(tmp_path / "dest") == before and not (dest / "var").exists()
    for number, title in enumerate(STEPS, 1):
        assert re.search(rf"^==> step {number}: {re.escape(title)}", out, re.M), f"step {title!r} not listed"
    planned = "\n".join(commands(out, ("would run: ",)))
    release = f"/opt/companion/releases/{release_of(REPO)}"
    for expected in [
        "apt-get update",
        "apt-get install -y --no-install-recommends python3 python3-venv",
        "libsdl2-2.0-0",
        "useradd --system --user-group --home-dir /var/lib/companion",
        "usermod --append --groups video\\,input\\,gpio\\,spi\\,dialout\\,audio\\,render companion",
        f"copy_tree {REPO} {dest}{release}/src",
        f"python3 -m venv --system-site-packages {release}/.venv",
        f"{release}/.venv/bin/pip install --disable-pip-version-check --require-hashes --requirement "
        f"{release}/src/requirements/pi.txt",
        f"{release}/.venv/bin/pip install --disable-pip-version-check --no-deps --no-build-isolation "
        f"--force-reinstall {release}/src",
        f"ensure_kmsdrm {release}/.venv",
        f"compile_bytecode {release}/.venv",
        f"switch_release {release_of(REPO)}",
        f"ensure_line {dest}/boot/firmware/config.txt dtparam=spi=on",
        f"ensure_cmdline_param {dest}/boot/firmware/cmdline.txt spidev.bufsiz=65536",
        f"ensure_line {dest}/boot/firmware/config.txt dtparam=watchdog=on",
        f"write_watchdog_conf {dest}/etc/systemd/system.conf.d/60-companion-watchdog.conf",
        "systemctl daemon-reexec",
        f"install -D -m 0644 {REPO}/systemd/60-companion.rules {dest}/etc/udev/rules.d/60-companion.rules",
        "udevadm control --reload-rules",
        f"install -d -m 0750 {dest}/var/lib/companion",
        "chown companion:companion /var/lib/companion",
        f"write_default_config {dest}/etc/companion/config.toml",
        f"render_unit {REPO}/systemd/companion.service {dest}/etc/systemd/system/companion.service",
        "systemctl daemon-reload",
        "systemctl enable companion.service",
        "systemctl disable getty@tty1.service",
    ]:
        assert expected in planned, f"{expected!r} missing from the dry run"
    assert "reboot" in out, "SPI was switched on: the summary must ask for a reboot"


def test_dry_run_on_the_live_paths_needs_no_root(tmp_path: Path) -> None:
    env, record = stub_path(tmp_path, LIVE + FILES)
    out = run(INSTALL, "--dry-run", env=env)
    assert record.read_text() == ""
    assert "would run: systemctl enable companion.service" in out
    assert "would run: install -d -m 0750 /var/lib/companion" in out


def test_dry_run_is_faithful_to_a_real_staged_run(tmp_path: Path) -> None:
    """The commands a dry run lists are exactly those a real run runs (or skips as live-only)."""
    env, record = stub_path(tmp_path, LIVE)
    dest = staging_root(tmp_path)
    extra = {"DESTDIR": str(dest), "COMPANION_INSTALL_LOG": str(tmp_path / "install.log")}
    planned = commands(run(INSTALL, "--dry-run", env=env, extra=extra), ("would run: ",))
    done = commands(run(INSTALL, env=env, extra=extra), ("run: ", "skipped (DESTDIR staging): "))
    assert planned == done
    assert record.read_text() == "", "a live command ran while staging"


def test_staged_install_writes_files_and_is_idempotent(tmp_path: Path) -> None:
    env, record = stub_path(tmp_path, LIVE)
    dest = staging_root(tmp_path)
    log = tmp_path / "install.log"
    extra = {"DESTDIR": str(dest), "COMPANION_INSTALL_LOG": str(log), "COMPANION_PREFIX": "/srv/companion"}
    run(INSTALL, env=env, extra=extra)

    unit = (dest / "etc/systemd/system/companion.service").read_text()
    assert "ExecStart=/srv/companion/current/.venv/bin/companion play" in unit and "/opt/companion" not in unit
    config = dest / "etc/companion/config.toml"
    assert config.read_text() == (REPO / "systemd/config.toml.example").read_text()
    assert (dest / "etc/udev/rules.d/60-companion.rules").read_text() == (
        REPO / "systemd/60-companion.rules"
    ).read_text()
    assert (dest / "var/lib/companion").is_dir()
    release = release_of(REPO)
    assert (dest / "srv/companion/current").readlink() == Path("releases", release)
    src = dest / "srv/companion/current/src"
    assert (src / "pyproject.toml").exists() and (src / "companion/service.py").exists()
    assert (
        (src / "VERSION").read_text().strip() == release
        and not (src / ".git").exists()
        and not (src / ".venv").exists()
    )
    boot = dest / "boot/firmware"
    boot_config = (boot / "config.txt").read_text()
    assert boot_config.endswith("[all]\ndtparam=spi=on\n\n# Table Companion\n[all]\ndtparam=watchdog=on\n"), (
        "after [cm4] it needs an [all]"
    )
    assert "core_freq" not in boot_config, "not a Pi 3 or 4: the core clock is left alone"
    watchdog = (dest / "etc/systemd/system.conf.d/60-companion-watchdog.conf").read_text()
    assert "[Manager]\nRuntimeWatchdogSec=15s\n" in watchdog
    assert (boot / "cmdline.txt").read_text() == CMDLINE.rstrip("\n") + " spidev.bufsiz=65536\n"
    text = log.read_text()
    for title in STEPS:
        assert title.replace("/opt/companion", "/srv/companion") in text, f"step {title!r} not in the log file"

    # Again, with a configuration the owner has edited: nothing is duplicated or overwritten.
    config.write_text('hardware = "real"\n')
    snapshot_boot = snapshot(boot)
    out = run(INSTALL, env=env, extra=extra)
    assert config.read_text() == 'hardware = "real"\n'
    assert "kept the existing /etc/companion/config.toml" in out
    assert snapshot(boot) == snapshot_boot
    assert "skipped (DESTDIR staging): systemctl restart companion.service" in out, "no reboot needed the second time"
    assert record.read_text() == ""


def test_a_release_holds_the_app_and_none_of_the_checkouts_caches(tmp_path: Path) -> None:
    """The tools scripts/test runs leave caches in the checkout (mypy rewrites its own while it runs): a release
    is copied without them, so an update beside a running check neither fails nor carries them."""
    src, dest = tmp_path / "checkout", tmp_path / "release" / "src"
    for name in ("companion/app.py", "pyproject.toml", ".mypy_cache/3.11/cache.db", ".ruff_cache/0.1/x", ".venv.lock"):
        (src / name).parent.mkdir(parents=True, exist_ok=True)
        (src / name).write_text("x\n")
    dest.parent.mkdir()
    subprocess.run(
        ["bash", "-c", f'source "{INSTALL}" && copy_tree "$1" "$2"', "copy_tree", str(src), str(dest)],
        check=True,
        capture_output=True,
        timeout=60,
    )
    copied = sorted(str(path.relative_to(dest)) for path in dest.rglob("*") if path.is_file())
    assert copied == ["VERSION", "companion/app.py", "pyproject.toml"]


@pytest.mark.parametrize(
    ("model", "clocks"),
    [
        ("Raspberry Pi 4 Model B Rev 1.5", ["core_freq=500", "core_freq_min=500"]),
        ("Raspberry Pi 3 Model B Plus Rev 1.3", ["core_freq=250"]),
        ("Raspberry Pi Zero 2 W Rev 1.0", ["core_freq=250"]),
        ("Raspberry Pi 5 Model B Rev 1.0", []),
    ],
)
def test_the_core_clock_is_fixed_for_spi_leds_on_a_pi_3_or_4(tmp_path: Path, model: str, clocks: list[str]) -> None:
    """rpi_ws281x's SPI timing follows the core clock, which a Pi 3 or 4 scales with load."""
    env, _ = stub_path(tmp_path, LIVE)
    dest = staging_root(tmp_path)
    extra = {"DESTDIR": str(dest), "COMPANION_INSTALL_LOG": str(tmp_path / "i.log"), "COMPANION_PI_MODEL": model}
    out = run(INSTALL, env=env, extra=extra)
    lines = (dest / "boot/firmware/config.txt").read_text().splitlines()
    assert [line for line in lines if line.startswith("core_freq")] == clocks
    assert model in out
    run(INSTALL, env=env, extra=extra)  # again: nothing added twice
    assert (dest / "boot/firmware/config.txt").read_text().splitlines() == lines


def test_update_dry_run_pulls_a_worktree_checkout(tmp_path: Path) -> None:
    """A checkout whose ``.git`` is a file (a git worktree, a submodule) is pulled like any other, not installed
    as it is with "not a git checkout"."""
    env, record = stub_path(tmp_path, LIVE + FILES)
    clone, tree = tmp_path / "clone", tmp_path / "tree"
    subprocess.run(["git", "clone", "-q", "--no-checkout", str(REPO), str(clone)], check=True)
    subprocess.run(["git", "-C", str(clone), "worktree", "add", "-q", "--detach", str(tree)], check=True)
    assert (tree / ".git").is_file()
    for script in (UPDATE, INSTALL):  # the scripts as they are here, not as last committed
        shutil.copy2(script, tree / "scripts" / script.name)
    record_pulls(tmp_path, record)
    out = run(tree / "scripts" / "update-pi", "--dry-run", env=env)
    assert "not a git checkout" not in out
    assert re.search(rf"would run: (runuser -u \S+ -- )?git -C {re.escape(str(tree))} pull --ff-only", out)


def test_update_dry_run_pulls_and_runs_the_pulled_script(tmp_path: Path) -> None:
    env, record = stub_path(tmp_path, LIVE + FILES)
    record_pulls(tmp_path, record)
    out = run(UPDATE, "--dry-run", env=env)
    assert record.read_text() == ""
    assert re.search(r"would run: (runuser -u \S+ -- )?git -C \S+ pull --ff-only", out)
    release = release_of(REPO)
    for expected in [
        f"running: nothing installed; new: {release}",
        f"would run: /opt/companion/releases/{release}/.venv/bin/pip install",
        "would run: companion backup /var/backups/companion",
        f"would run: {REPO}/scripts/update-check /opt/companion/releases/{release}/.venv/bin/companion --version",
        f"would run: switch_release {release}",
        f"would run: render_unit /opt/companion/releases/{release}/src/systemd/companion.service",
        "would run: systemctl restart companion.service, then wait until it is active",
    ]:
        assert expected in out, f"{expected!r} missing from the dry run"


def test_update_dry_run_names_the_version_it_would_check(tmp_path: Path) -> None:
    """On a Pi with nothing installed yet, the dry run's check names the version it would install (this
    checkout's), and says nothing about files only a real run would have made."""
    env, record = stub_path(tmp_path, LIVE + FILES)
    result = subprocess.run(
        [str(UPDATE), "--dry-run", "--no-pull"], env=env, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert record.read_text() == "", "a command ran during --dry-run"
    assert result.stderr == "", "a dry run on a fresh system complains of nothing"
    version = re.search(r'^version = "(.*)"$', (REPO / "pyproject.toml").read_text(encoding="utf-8"), re.M)
    assert version is not None
    assert f"/.venv/bin/companion --version {version.group(1)} --data /var/lib/companion" in result.stdout


def test_scripts_are_valid_bash() -> None:
    scripts = [str(INSTALL), str(UPDATE)]
    subprocess.run([sys.executable, "-m", "py_compile", str(REPO / "scripts/update-check")], check=True)
    for script in scripts:
        subprocess.run(["bash", "-n", script], check=True)
    shellcheck = shutil.which("shellcheck")
    if shellcheck:  # optional here, as in CI
        result = subprocess.run([shellcheck, "-x", *scripts], capture_output=True, text=True, cwd=REPO)
        assert result.returncode == 0, result.stdout


@pytest.mark.parametrize("bad", ["--bogus", "extra"])
def test_unknown_options_are_refused(bad: str) -> None:
    result = subprocess.run([str(INSTALL), "--dry-run", bad], capture_output=True, text=True)
    assert result.returncode == 2 and "unknown option" in result.stderr


@pytest.mark.parametrize("script", [INSTALL, UPDATE], ids=["install-pi", "update-pi"])
def test_help_is_the_scripts_own_words_and_its_options(script: Path) -> None:
    """--help prints the script's opening comment and its options, and none of the shell code after it."""
    done = subprocess.run(["bash", str(script), "--help"], capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].split()[0] in ("Turn", "Update")
    assert lines[-1].startswith("Options: --dry-run")
    assert not [line for line in lines if line.startswith(("set -", "source ", "ROOT=", "#"))], done.stdout
