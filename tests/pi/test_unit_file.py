"""The systemd unit: what the appliance relies on, checked with and without systemd-analyze."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
UNIT = REPO / "systemd" / "companion.service"
INSTALL = REPO / "scripts" / "install-pi"


def parse_unit(text: str) -> dict[str, dict[str, list[str]]]:
    """systemd's ini dialect: repeated keys accumulate (Environment=, After=), # and ; comment."""
    sections: dict[str, dict[str, list[str]]] = {}
    current: dict[str, list[str]] | None = None
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line[0] in "#;":
            continue
        if line.startswith("[") and line.endswith("]"):
            current = sections.setdefault(line[1:-1], {})
            continue
        assert current is not None, f"line {number}: setting outside a section"
        key, sep, value = line.partition("=")
        assert sep, f"line {number}: not key=value: {raw!r}"
        current.setdefault(key.strip(), []).append(value.strip())
    return sections


@pytest.fixture(scope="module")
def unit() -> dict[str, dict[str, list[str]]]:
    return parse_unit(UNIT.read_text())


def one(unit: dict[str, dict[str, list[str]]], section: str, key: str) -> str:
    values = unit[section].get(key, [])
    assert len(values) == 1, f"[{section}] {key}= should be set once, found {values}"
    return values[0]


def environment(unit: dict[str, dict[str, list[str]]]) -> dict[str, str]:
    env: dict[str, str] = {}
    for value in unit["Service"].get("Environment", []):
        for assignment in value.split():
            name, _, setting = assignment.partition("=")
            env[name] = setting
    return env


def test_sections(unit: dict[str, dict[str, list[str]]]) -> None:
    assert set(unit) == {"Unit", "Service", "Install"}
    assert one(unit, "Install", "WantedBy") == "multi-user.target"


def test_notify_and_watchdog(unit: dict[str, dict[str, list[str]]]) -> None:
    assert one(unit, "Service", "Type") == "notify"
    assert one(unit, "Service", "NotifyAccess") == "main"
    watchdog = one(unit, "Service", "WatchdogSec")
    assert re.fullmatch(r"\d+", watchdog) and 10 <= int(watchdog) <= 120, "seconds, long enough for a busy Pi Zero"
    assert int(one(unit, "Service", "TimeoutStartSec")) >= 60, "resuming a long game on a Pi Zero takes time"


def test_restart_with_a_start_limit(unit: dict[str, dict[str, list[str]]]) -> None:
    assert one(unit, "Service", "Restart") == "on-failure"
    # The start limit belongs in [Unit]; in [Service] systemd ignores it.
    assert int(one(unit, "Unit", "StartLimitBurst")) >= 3
    assert int(one(unit, "Unit", "StartLimitIntervalSec")) >= 60
    assert "StartLimitBurst" not in unit["Service"] and "StartLimitIntervalSec" not in unit["Service"]


def test_own_user_with_device_groups_and_no_root(unit: dict[str, dict[str, list[str]]]) -> None:
    assert one(unit, "Service", "User") == "companion"
    assert one(unit, "Service", "Group") == "companion"
    groups = set(" ".join(unit["Service"]["SupplementaryGroups"]).split())
    assert {"video", "input", "gpio", "spi", "dialout", "audio", "render"} <= groups
    assert "root" not in groups and one(unit, "Service", "User") != "root"
    assert one(unit, "Service", "NoNewPrivileges") == "yes"
    assert not any(v.startswith(("+", "!")) for v in unit["Service"]["ExecStart"]), "no privileged ExecStart"
    assert "AmbientCapabilities" not in unit["Service"]


def test_environment(unit: dict[str, dict[str, list[str]]]) -> None:
    env = environment(unit)
    assert env["SDL_VIDEODRIVER"] == "kmsdrm"
    assert env["COMPANION_DATA_DIR"] == "/var/lib/companion"
    assert env["COMPANION_CONFIG"] == "/etc/companion/config.toml"
    assert env["COMPANION_HARDWARE"] == "auto"
    # The data directory is the one systemd creates for the service user.
    assert one(unit, "Service", "StateDirectory") == "companion"
    assert "/var/lib/companion" in " ".join(unit["Unit"]["RequiresMountsFor"])


def test_console_and_journal(unit: dict[str, dict[str, list[str]]]) -> None:
    assert one(unit, "Service", "TTYPath") == "/dev/tty1"
    assert "getty@tty1.service" in " ".join(unit["Unit"]["Conflicts"])
    assert one(unit, "Service", "StandardOutput") == "journal"
    assert one(unit, "Service", "StandardError") == "journal"


def test_exec_start_matches_install_pi(unit: dict[str, dict[str, list[str]]]) -> None:
    exec_start = one(unit, "Service", "ExecStart").split()
    assert exec_start[1:] == ["play"]
    script = INSTALL.read_text()
    prefix = re.search(r'^PREFIX="\$\{COMPANION_PREFIX:-([^}]+)\}"', script, re.M).group(1)
    venv = re.search(r'^VENV_DIR="\$PREFIX(/[^"]+)"', script, re.M).group(1)
    assert exec_start[0] == f"{prefix}{venv}/bin/companion"
    assert re.search(r'^SERVICE_USER="companion"', script, re.M)
    assert re.search(r'^DATA_DIR="/var/lib/companion"', script, re.M)
    groups = re.search(r"^SERVICE_GROUPS=\(([^)]*)\)", script, re.M).group(1).split()
    assert set(groups) == set(" ".join(unit["Service"]["SupplementaryGroups"]).split())


def systemd_verify(tmp_path: Path, files: dict[str, Path], programs: list[str], units: list[str]) -> str:
    """What ``systemd-analyze verify`` says of ``units`` in a scratch root holding the host's system units,
    ``files`` (their path under /etc/systemd/system → the file) and an empty script at each of ``programs``."""
    tool = shutil.which("systemd-analyze")
    system_units = Path("/usr/lib/systemd/system")
    if tool is None or not (system_units / "sysinit.target").exists():
        pytest.skip("systemd-analyze (package systemd) is not installed here; the content tests still ran")
    root = tmp_path / "root"
    shutil.copytree(system_units, root / "usr/lib/systemd/system", symlinks=True)
    for name, source in files.items():
        (root / "etc/systemd/system" / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(source, root / "etc/systemd/system" / name)
    for program in programs:
        (root / program).parent.mkdir(parents=True, exist_ok=True)
        (root / program).write_text("#!/bin/sh\n")
        (root / program).chmod(0o755)
    result = subprocess.run(
        [tool, "verify", "--man=no", f"--root={root}", *units], capture_output=True, text=True, timeout=60
    )
    # verify exits 0 even for unknown keys: any message is a finding.
    return f"exit {result.returncode}\n{result.stdout}{result.stderr}".strip()


def test_systemd_analyze_verify(tmp_path: Path) -> None:
    """The unit as systemd itself reads it, in a scratch root with the host's system units."""
    said = systemd_verify(
        tmp_path,
        {"companion.service": UNIT},
        ["opt/companion/current/.venv/bin/companion"],
        ["companion.service"],
    )
    assert said == "exit 0", said


def test_default_config_matches_the_schema(unit: dict[str, dict[str, list[str]]]) -> None:
    """install-pi's default /etc/companion/config.toml is valid and is the schema's defaults on "auto"."""
    from companion.config import load_config, parse_config

    example = REPO / "systemd" / "config.toml.example"
    config = load_config(example, env={})
    assert config.hardware.backend == "auto" == environment(unit)["COMPANION_HARDWARE"]
    defaults = parse_config({"hardware": "auto"})
    assert (config.hardware, config.layouts, config.language, config.rotation, config.rfid) == (
        defaults.hardware,
        defaults.layouts,
        defaults.language,
        defaults.rotation,
        defaults.rfid,
    ), "the example should spell out the defaults, not change them"


#: What a kiosk service can live without: each one is checked, so a later edit cannot drop it silently.
HARDENING = {
    "NoNewPrivileges": "yes",
    "CapabilityBoundingSet": "",
    "ProtectSystem": "strict",
    "ProtectHome": "yes",
    "PrivateTmp": "yes",
    "PrivateMounts": "yes",
    "UMask": "0027",
    "ProtectKernelTunables": "yes",
    "ProtectKernelModules": "yes",
    "ProtectKernelLogs": "yes",
    "ProtectControlGroups": "yes",
    "ProtectClock": "yes",
    "ProtectHostname": "yes",
    "ProtectProc": "invisible",
    "RestrictNamespaces": "yes",
    "RestrictRealtime": "yes",
    "RestrictSUIDSGID": "yes",
    "LockPersonality": "yes",
    "RemoveIPC": "yes",
    "SystemCallArchitectures": "native",
    "RestrictAddressFamilies": "AF_UNIX AF_NETLINK",
    "IPAddressDeny": "any",
    "DevicePolicy": "closed",
}


def test_hardened(unit: dict[str, dict[str, list[str]]]) -> None:
    for key, value in HARDENING.items():
        assert one(unit, "Service", key) == value, f"{key}={value} expected"
    assert unit["Service"]["SystemCallFilter"] == ["@system-service", "~@privileged @resources"]
    assert one(unit, "Service", "ReadWritePaths").split() == [environment(unit)["COMPANION_DATA_DIR"], "-/run/media"]
    assert "systemd-udev-settle.service" not in " ".join(unit["Unit"]["After"]), "deprecated: do not wait for it"


def test_device_allow_list_covers_what_the_companion_opens(unit: dict[str, dict[str, list[str]]]) -> None:
    allowed = {value.split()[0] for value in unit["Service"]["DeviceAllow"]}
    assert all(value.split()[1] in {"r", "rw"} for value in unit["Service"]["DeviceAllow"])
    # display, touch, sound, the VT, SPI NeoPixels, the Pi 5's PIO, GPIO buttons, serial scanners
    needed = {"char-drm", "char-input", "char-alsa", "/dev/tty1", "char-spi", "/dev/pio0", "char-gpiochip"}
    assert needed <= allowed
    assert {"char-ttyUSB", "char-ttyACM", "char-ttyAMA"} <= allowed
    assert one(unit, "Service", "TTYPath") in allowed


def test_systemd_analyze_security_rates_it_ok(tmp_path: Path) -> None:
    """systemd's own exposure score: under 4 ("OK"); it was 8.7 ("EXPOSED") with the basic options."""
    tool = shutil.which("systemd-analyze")
    if tool is None:
        pytest.skip("systemd-analyze (package systemd) is not installed here; test_hardened still ran")
    copy = tmp_path / "companion.service"
    shutil.copy(UNIT, copy)
    result = subprocess.run(
        [tool, "security", "--offline=true", "--no-pager", str(copy)], capture_output=True, text=True, timeout=60
    )
    if "--offline" in result.stderr and result.returncode != 0:
        pytest.skip(f"this systemd-analyze has no --offline: {result.stderr.strip()}")
    match = re.search(r"Overall exposure level for \S+: ([0-9.]+)", result.stdout)
    assert match, result.stdout[-2000:] + result.stderr
    assert float(match.group(1)) < 4.0, result.stdout[-3000:]
