"""``scripts/build-image``: its arguments and the plan its dry run prints.

The build itself needs root, an hour and the network (Debian's archive, the Python package
index), so the suite checks what can be checked without them: bad arguments get a clear
answer and exit 2 before anything is made, the output never lands in the repository, and the
dry run's plan is the one documented in docs/raspberry-pi.md: an arm64 Debian made by
mmdebstrap, install-pi run inside it, the service's command checked as the service user, the
partitioned image last. The real build's results are recorded in docs/raspberry-pi.md.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
SCRIPT = REPO / "scripts" / "build-image"


def build_image(*args: str) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith("COMPANION_")}
    return subprocess.run(
        ["bash", str(SCRIPT), *args], capture_output=True, text=True, timeout=60, env=env, check=False
    )


def plan(tmp_path: Path, *args: str) -> list[str]:
    out = tmp_path / "image"
    done = build_image("--dry-run", *args, str(out))
    assert done.returncode == 0, done.stderr
    assert not out.exists(), "a dry run makes nothing, not even the output folder"
    return done.stdout.splitlines()


def test_help_names_every_option() -> None:
    done = build_image("--help")
    assert done.returncode == 0
    for option in (
        "--suite",
        "--mirror",
        "--model",
        "--source",
        "--hostname",
        "--ssh-key",
        "--rootfs-only",
        "--dry-run",
    ):
        assert option in done.stdout, option
    assert "OUTDIR" in done.stdout


@pytest.mark.parametrize(
    ("args", "reason"),
    [
        ((), "say where to build"),
        (("--bogus", "/tmp/x"), "unknown option: --bogus"),
        (("/tmp/a", "/tmp/b"), "one output folder only"),
        (("--suite",), "--suite needs a value"),
        (("--suite", "Bookworm 12", "/tmp/x"), "--suite: a Debian release name"),
        (("--hostname", "table_companion", "/tmp/x"), "--hostname: letters, digits"),
        (("--ssh-key", "/nonexistent/key.pub", "/tmp/x"), "--ssh-key: cannot read"),
        (("--source", "/nonexistent/checkout", "/tmp/x"), "--source: /nonexistent/checkout does not exist"),
        ((str(REPO / "out" / "image"),), "outside the repository"),
        ((str(REPO),), "outside the repository"),
    ],
)
def test_bad_arguments_are_refused_before_anything_is_made(args: tuple[str, ...], reason: str) -> None:
    done = build_image("--dry-run", *args)
    assert done.returncode == 2, done.stdout
    assert reason in done.stderr
    assert done.stdout == ""


def test_a_source_without_the_installer_is_refused(tmp_path: Path) -> None:
    done = build_image("--dry-run", "--source", str(tmp_path), str(tmp_path / "image"))
    assert done.returncode == 2
    assert "has no scripts/install-pi" in done.stderr


def test_the_plan_builds_arm64_debian_installs_checks_then_packs(tmp_path: Path) -> None:
    lines = plan(tmp_path)
    stages = [line.split(": ", 1)[1] for line in lines if line.startswith("==> stage")]
    assert stages == [
        "Check this machine",
        "Debian bookworm arm64 root filesystem (mmdebstrap)",
        "Configure the system (host name, partitions, network, first boot)",
        "Run scripts/install-pi inside the image (qemu-user emulation)",
        "Check the installed companion as its service starts it",
        "Pack the SD card image",
    ]
    text = "\n".join(lines)
    (mmdebstrap,) = [line for line in lines if "mmdebstrap" in line and line.startswith("would run")]
    assert "--arch=arm64" in mmdebstrap and " bookworm " in mmdebstrap
    for package in ("linux-image-arm64", "raspi-firmware", "firmware-brcm80211", "openssh-server"):
        assert package in mmdebstrap, package
    assert "non-free-firmware" in mmdebstrap, "the Pi's boot firmware is in Debian's non-free-firmware"
    # The rootfs is made beside its final name and renamed, so an interrupted build never looks done.
    assert text.index("rootfs.partial") < text.index(f"mv {tmp_path}/image/rootfs.partial {tmp_path}/image/rootfs")
    assert "would drop from install-pi's package list the packages Debian bookworm lacks" in text
    (install,) = [line for line in lines if "scripts/install-pi" in line and line.startswith("would run")]
    assert install.startswith("would run: in_chroot ") and install.endswith("--no-start")
    assert "COMPANION_PI_MODEL=Raspberry\\ Pi\\ 4\\ Model\\ B" in install
    assert "--version; simulate --game acquire" in text
    assert f"would write: {tmp_path}/image/table-companion-bookworm-arm64.img" in text
    assert lines[-1].startswith("done: write it with: sudo dd if=")


def test_the_options_reach_the_plan(tmp_path: Path) -> None:
    key = tmp_path / "id.pub"
    key.write_text("ssh-ed25519 AAAA test\n")
    lines = plan(
        tmp_path,
        "--suite",
        "trixie",
        "--mirror",
        "http://mirror.example/debian",
        "--model",
        "Raspberry Pi 3 Model B",
        "--hostname",
        "games-room",
        "--ssh-key",
        str(key),
        "--rootfs-only",
    )
    text = "\n".join(lines)
    assert "Debian trixie arm64 root filesystem" in text
    assert "deb\\ http://mirror.example/debian\\ trixie\\ main" in text
    assert "COMPANION_PI_MODEL=Raspberry\\ Pi\\ 3\\ Model\\ B" in text
    assert "/rootfs/root/.ssh/authorized_keys" in text
    assert "Pack the SD card image" not in text, "--rootfs-only stops before the image"
    assert lines[-1] == f"done (--rootfs-only): the root filesystem is {tmp_path}/image/rootfs"


def test_an_sdist_source_is_unpacked_into_the_image(tmp_path: Path) -> None:
    sdist = tmp_path / "table_companion-0.1.0.tar.gz"
    sdist.write_bytes(b"")  # only its name is read by a dry run
    text = "\n".join(plan(tmp_path, "--source", str(sdist)))
    assert f"--strip-components=1 --no-same-owner -xzf {sdist}" in text


def test_without_root_a_real_build_stops_at_once(tmp_path: Path) -> None:
    """As root (a container's test run) the check runs as the user nobody instead, on a copy of the script in
    folders nobody may read (a checkout in a private temporary folder, as CI's, is closed to that user)."""
    script, image = SCRIPT, tmp_path / "image"
    command = ["bash", str(script), str(image)]
    if os.geteuid() == 0:
        setpriv = shutil.which("setpriv")
        if setpriv is None:
            pytest.skip("runs as root and setpriv is missing: cannot run the script without root")
        shared = Path(tempfile.mkdtemp(prefix="build-image-"))
        try:
            (shared / "scripts").mkdir()
            script = shared / "scripts" / SCRIPT.name
            shutil.copy2(SCRIPT, script)
            shutil.copy2(SCRIPT.parent / "install-pi", shared / "scripts" / "install-pi")  # the default --source
            for folder in (shared, shared / "scripts"):
                folder.chmod(0o755)
            outside = Path(tempfile.mkdtemp(prefix="build-image-out-"))
            outside.chmod(0o755)
            image = outside / "image"
            command = [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", "bash", str(script), str(image)]
            done = subprocess.run(command, capture_output=True, text=True, timeout=60, check=False)
        finally:
            shutil.rmtree(shared, ignore_errors=True)
    else:
        done = subprocess.run(command, capture_output=True, text=True, timeout=60, check=False)
    try:
        assert done.returncode == 1, done.stderr
        assert "run it with sudo" in done.stderr
        assert not image.exists()
    finally:
        if image.parent != tmp_path:
            shutil.rmtree(image.parent, ignore_errors=True)
