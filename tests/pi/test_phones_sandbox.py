"""The service's sandbox opens the network only when phones are on, and to local addresses only: the drop-in, the
root helper that puts it in place or removes it, the path unit that runs it when the app's flag changes, and
install-pi writing it from the configuration, again and again without change."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from companion.ui.app import PHONES_FLAG
from tests.pi.test_install_dry_run import LIVE, commands, run, snapshot, staging_root, stub_path
from tests.pi.test_unit_file import parse_unit, systemd_verify

REPO = Path(__file__).resolve().parents[2]
SYSTEMD = REPO / "systemd"
DROPIN = SYSTEMD / "companion.service.d-phones.conf"
HELPER = SYSTEMD / "phones-sandbox"
INSTALL = REPO / "scripts" / "install-pi"
LOCAL = ["localhost", "link-local", "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7", "fe80::/10"]


def units() -> dict[str, dict[str, dict[str, list[str]]]]:
    names = ("companion.service", "companion-phones.path", "companion-phones.service")
    return {name: parse_unit((SYSTEMD / name).read_text()) for name in names}


def test_the_drop_in_adds_ip_sockets_and_local_addresses_only() -> None:
    dropin = parse_unit(DROPIN.read_text())
    assert dropin == {
        "Service": {"RestrictAddressFamilies": ["AF_INET AF_INET6"], "IPAddressAllow": [" ".join(LOCAL)]}
    }, "nothing else of the sandbox is loosened"
    service = units()["companion.service"]["Service"]
    assert service["RestrictAddressFamilies"] == ["AF_UNIX AF_NETLINK"] and service["IPAddressDeny"] == ["any"]
    families = {f for value in service["RestrictAddressFamilies"] + ["AF_INET AF_INET6"] for f in value.split()}
    assert families == {"AF_UNIX", "AF_NETLINK", "AF_INET", "AF_INET6"}, "an allow list's entries add up"


def test_the_path_unit_watches_the_apps_flag_and_runs_the_helper_as_a_hardened_oneshot() -> None:
    found = units()
    script = INSTALL.read_text()
    data = re.search(r'^DATA_DIR="([^"]+)"', script, re.M).group(1)
    lib = re.search(r'^PHONES_LIB="([^"]+)"', script, re.M).group(1)
    path = found["companion-phones.path"]
    assert path["Path"]["PathChanged"] == [f"{data}/{PHONES_FLAG}"], "the file the app writes"
    assert path["Path"]["Unit"] == ["companion-phones.service"]
    assert path["Install"]["WantedBy"] == ["paths.target"]
    oneshot = found["companion-phones.service"]["Service"]
    assert oneshot["Type"] == ["oneshot"]
    assert oneshot["ExecStart"] == [f"{lib}/phones-sandbox {data}/{PHONES_FLAG}"]
    for key, value in {
        "NoNewPrivileges": "yes",
        "PrivateNetwork": "yes",
        "IPAddressDeny": "any",
        "RestrictAddressFamilies": "AF_UNIX",
        "CapabilityBoundingSet": "CAP_DAC_READ_SEARCH",
        "ProtectHome": "yes",
    }.items():
        assert oneshot[key] == [value], key
    assert "User" not in oneshot, "root: the drop-in lives in /etc"


def test_systemd_analyze_verify_reads_the_units_and_the_drop_in(tmp_path: Path) -> None:
    names = ("companion.service", "companion-phones.path", "companion-phones.service")
    said = systemd_verify(
        tmp_path,
        {**{name: SYSTEMD / name for name in names}, "companion.service.d/phones.conf": DROPIN},
        ["opt/companion/current/.venv/bin/companion", "usr/local/lib/companion/phones-sandbox"],
        ["companion.service", "companion-phones.path"],
    )
    assert said == "exit 0", said


def helper(tmp_path: Path, *args: str) -> tuple[str, list[str]]:
    """Run the helper on scratch paths with a recording systemctl; its output and the systemctl calls."""
    env, record = stub_path(tmp_path, ["systemctl"])
    env = {**env, "COMPANION_PHONES_DROPIN": str(tmp_path / "etc/companion.service.d/phones.conf")}
    env["COMPANION_PHONES_CONF"] = str(DROPIN)
    done = subprocess.run([str(HELPER), *args], env=env, capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stdout + done.stderr
    calls = record.read_text().splitlines()
    record.write_text("")
    return done.stdout, calls


RESTART = ["systemctl daemon-reload", "systemctl --no-block try-restart companion.service"]


def test_the_helper_follows_the_flag_and_restarts_the_companion_only_on_a_change(tmp_path: Path) -> None:
    written = tmp_path / "etc/companion.service.d/phones.conf"
    flag = tmp_path / PHONES_FLAG
    flag.write_text("on\n")
    out, calls = helper(tmp_path, str(flag))
    assert written.read_bytes() == DROPIN.read_bytes() and calls == RESTART and "network is on (changed)" in out
    assert oct(written.stat().st_mode & 0o777) == "0o644"
    out, calls = helper(tmp_path, str(flag))
    assert calls == [] and "changed" not in out, "the same flag again: no restart (the app writes it at every start)"

    flag.write_text("off\n")
    _, calls = helper(tmp_path, str(flag))
    assert not written.exists() and calls == RESTART
    _, calls = helper(tmp_path, str(flag))
    assert calls == []


@pytest.mark.parametrize("content", [None, "", "ON\n", "on please\n", "yes\n", "\x00on\n", "o" * 5000])
def test_anything_but_on_is_off(tmp_path: Path, content: str | None) -> None:
    written = tmp_path / "etc/companion.service.d/phones.conf"
    written.parent.mkdir(parents=True)
    written.write_bytes(DROPIN.read_bytes())
    flag = tmp_path / PHONES_FLAG
    if content is not None:
        flag.write_text(content)
    helper(tmp_path, str(flag))
    assert not written.exists()


def test_a_link_as_the_flag_is_off(tmp_path: Path) -> None:
    """The flag is the unprivileged companion's file: a link it planted is not followed by root."""
    elsewhere = tmp_path / "elsewhere"
    elsewhere.write_text("on\n")
    (tmp_path / PHONES_FLAG).symlink_to(elsewhere)
    helper(tmp_path, str(tmp_path / PHONES_FLAG))
    assert not (tmp_path / "etc/companion.service.d/phones.conf").exists()


def test_no_restart_and_explicit_words(tmp_path: Path) -> None:
    _, calls = helper(tmp_path, "--no-restart", "on")
    assert calls == [] and (tmp_path / "etc/companion.service.d/phones.conf").exists()
    _, calls = helper(tmp_path, "--no-restart", "off")
    assert calls == [] and not (tmp_path / "etc/companion.service.d/phones.conf").exists()


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("", "off"),
        ("[phones]\nenabled = true\n", "on"),
        ("[phones]  # phones at the table\nenabled=true   # yes\nport = 8737\n", "on"),
        ("[phones]\nenabled = false\n", "off"),
        ("[sound]\nenabled = true\n[phones]\nport = 9000\n", "off"),
        ("[phones]\nenabled = true\n[sound]\nmute = true\n", "on"),
        ("[phones]\n# enabled = true\nenabled = false\n", "off"),
    ],
)
def test_install_pi_reads_phones_enabled_from_the_configuration(tmp_path: Path, text: str, wanted: str) -> None:
    config = tmp_path / "config.toml"
    config.write_text(text)
    done = subprocess.run(
        ["bash", "-c", f'source "{INSTALL}" && phones_wanted "$1"', "phones_wanted", str(config)],
        capture_output=True,
        text=True,
        check=True,
    )
    assert done.stdout.strip() == wanted


def test_install_pi_writes_or_removes_the_drop_in_from_the_configuration_idempotently(tmp_path: Path) -> None:
    env, record = stub_path(tmp_path, LIVE)
    dest = staging_root(tmp_path)
    extra = {"DESTDIR": str(dest), "COMPANION_INSTALL_LOG": str(tmp_path / "install.log")}
    planned = "\n".join(commands(run(INSTALL, "--dry-run", env=env, extra=extra), ("would run: ",)))
    assert "phones_network off" in planned and "systemctl enable --now companion-phones.path" in planned

    run(INSTALL, env=env, extra=extra)
    dropin = dest / "etc/systemd/system/companion.service.d/phones.conf"
    assert not dropin.exists(), "phones are off by default: the sandbox stays closed"
    for name in ("companion-phones.path", "companion-phones.service"):
        assert (dest / "etc/systemd/system" / name).read_text() == (SYSTEMD / name).read_text()
    assert (dest / "usr/local/lib/companion/phones.conf").read_bytes() == DROPIN.read_bytes()
    assert (dest / "usr/local/lib/companion/phones-sandbox").stat().st_mode & 0o111

    config = dest / "etc/companion/config.toml"
    config.write_text(config.read_text().replace("[phones]\nenabled = false", "[phones]\nenabled = true"))
    run(INSTALL, env=env, extra=extra)
    assert dropin.read_bytes() == DROPIN.read_bytes()
    before = snapshot(dest / "etc")
    out = run(INSTALL, env=env, extra=extra)
    assert snapshot(dest / "etc") == before, "a second run changes nothing"
    assert "network is on" in out and "(changed)" not in out

    config.write_text(config.read_text().replace("[phones]\nenabled = true", "[phones]\nenabled = false"))
    run(INSTALL, env=env, extra=extra)
    assert not dropin.exists()
    assert record.read_text() == "", "a live command ran while staging"
