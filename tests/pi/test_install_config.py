"""scripts/install-pi: the default configuration it writes, the message without sudo, the note off a Pi."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

from companion.config import keys_given
from companion.config_schema import KEYS, default_toml

from .test_install_dry_run import INSTALL, LIVE, REPO, run, staging_root, stub_path


def in_install_pi(command: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """``command`` run by bash with install-pi's functions and settings loaded (its main does not run)."""
    return subprocess.run(
        ["bash", "-c", f'source "{INSTALL}"; {command}'], env=env, capture_output=True, text=True, timeout=60
    )


def test_the_configuration_is_what_the_installed_app_prints(tmp_path: Path) -> None:
    """write_default_config runs the installed ``companion config --default --pi`` (a staged venv's stand-in
    that runs this checkout: staging builds no venv)."""
    dest = staging_root(tmp_path)
    env = {**os.environ, "DESTDIR": str(dest), "PYTHONPATH": str(REPO)}
    venv = in_install_pi('echo "$VENV_DIR"', env).stdout.strip()
    program = dest / venv.lstrip("/") / "bin/companion"
    program.parent.mkdir(parents=True)
    program.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m companion "$@"\n')
    program.chmod(0o755)
    target = dest / "etc/companion/config.toml"
    target.parent.mkdir(parents=True)
    result = in_install_pi(f'write_default_config "{target}"', env)
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"written by {venv}/bin/companion config --default --pi\n"
    text = target.read_text(encoding="utf-8")
    assert text == default_toml(pi=True) == (REPO / "systemd/config.toml.example").read_text(encoding="utf-8")
    assert keys_given(tomllib.loads(text)) == frozenset(KEYS), "every key, the four the example once lacked too"


def test_without_the_installed_app_the_example_is_copied_and_says_so(tmp_path: Path) -> None:
    env, _ = stub_path(tmp_path, LIVE)
    dest = staging_root(tmp_path)
    out = run(INSTALL, env=env, extra={"DESTDIR": str(dest), "COMPANION_INSTALL_LOG": str(tmp_path / "i.log")})
    assert f"copied from {REPO}/systemd/config.toml.example" in out
    assert (dest / "etc/companion/config.toml").read_text(encoding="utf-8") == default_toml(pi=True)


def test_forgetting_sudo_says_so_before_anything_is_written(tmp_path: Path) -> None:
    env, record = stub_path(tmp_path, LIVE)
    (tmp_path / "stubs/id").write_text('#!/bin/sh\n[ "$1" = -u ] && { echo 1000; exit 0; }\nexec /usr/bin/id "$@"\n')
    (tmp_path / "stubs/id").chmod(0o755)
    log = tmp_path / "var/log/companion-install.log"
    result = subprocess.run(
        [str(INSTALL)], env={**env, "COMPANION_INSTALL_LOG": str(log)}, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 1
    assert result.stderr == "install-pi changes the system: run it with sudo (or try --dry-run).\n"
    assert result.stdout == "" and not log.parent.exists() and record.read_text() == ""


def test_a_log_that_cannot_be_written_is_one_clear_line(tmp_path: Path) -> None:
    env, _ = stub_path(tmp_path, LIVE)
    dest = staging_root(tmp_path)
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    log = blocker / "install.log"
    result = subprocess.run(
        [str(INSTALL)],
        env={**env, "DESTDIR": str(dest), "COMPANION_INSTALL_LOG": str(log)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 1
    assert result.stderr == f"cannot write the install log {log}: run it with sudo, or set COMPANION_INSTALL_LOG.\n"
    assert "tee" not in result.stderr and not (dest / "etc").exists()


def test_the_dry_run_says_when_it_is_not_on_a_pi(tmp_path: Path) -> None:
    env, _ = stub_path(tmp_path, LIVE)
    out = run(INSTALL, "--dry-run", env=env, extra={"COMPANION_PI_MODEL": "Pine64 ROCKPro64 v2.1"})
    assert "model: Pine64 ROCKPro64 v2.1;" in out
    assert "note: this is not a Raspberry Pi: the steps below are what a Pi would get" in out
    out = run(INSTALL, "--dry-run", env=env, extra={"COMPANION_PI_MODEL": "Raspberry Pi 4 Model B Rev 1.5"})
    assert "not a Raspberry Pi" not in out
