"""The source distribution holds what people expect of one: the docs, the scripts, the systemd
files, the locks, the tests, the README, changelog and licence, and the metadata's project URLs
and classifiers. It must also be enough to install a Pi from: scripts/install-pi run from the
unpacked archive reads requirements/pi.txt, scripts/system-packages.txt and systemd/.

Built without network by setuptools' own build hook (the locked setuptools in the venv, no
isolated build environment to download), from a copy of the checkout: setuptools writes
*.egg-info beside the sources it builds, and a test leaves the checkout as it found it.
"""

from __future__ import annotations

import email.parser
import os
import shutil
import stat
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
# Each folder the archive must hold in full: every file of the checkout's under it.
FOLDERS = ("docs", "scripts", "systemd", "requirements", "tests", "bench")
TOP_FILES = ("README.md", "LICENSE", "pyproject.toml", "MANIFEST.in", "babel.cfg")
NEVER = (".git/", ".venv", "__pycache__", ".pytest_cache", ".hypothesis", "bench/results/")


@pytest.fixture(scope="module")
def sdist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    source = tmp_path_factory.mktemp("source") / "table-companion"
    out = tmp_path_factory.mktemp("sdist")
    ignore = shutil.ignore_patterns(".git", ".venv*", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", "out")
    shutil.copytree(REPO, source, ignore=ignore)
    hook = f"from setuptools import build_meta; print(build_meta.build_sdist({str(out)!r}))"
    done = subprocess.run([sys.executable, "-c", hook], cwd=source, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    return out / done.stdout.strip().splitlines()[-1]


@pytest.fixture(scope="module")
def members(sdist: Path) -> dict[str, tarfile.TarInfo]:
    """The archive's files by their path inside it (without the table_companion-<version>/ prefix)."""
    with tarfile.open(sdist) as archive:
        return {m.name.split("/", 1)[1]: m for m in archive.getmembers() if "/" in m.name and m.isfile()}


def checkout_files(folder: str) -> set[str]:
    """The files under a folder of the checkout, as a copy of it would hold them."""
    base = REPO / folder
    found = set()
    for path in base.rglob("*"):
        relative = path.relative_to(REPO).as_posix()
        if path.is_file() and not any(part in relative for part in NEVER) and not relative.endswith(".pyc"):
            found.add(relative)
    return found


def test_the_archive_is_named_after_the_project(sdist: Path) -> None:
    assert sdist.name.startswith("table_companion-") and sdist.name.endswith(".tar.gz")


@pytest.mark.parametrize("folder", FOLDERS)
def test_every_file_of_the_folder_is_in_the_archive(members: dict[str, tarfile.TarInfo], folder: str) -> None:
    expected = checkout_files(folder)
    assert expected, f"the checkout has no {folder}/"
    assert sorted(expected - set(members)) == []


def test_the_top_level_files_are_in_the_archive(members: dict[str, tarfile.TarInfo]) -> None:
    expected = [name for name in TOP_FILES if (REPO / name).exists()]
    expected += [path.name for path in REPO.glob("*.md")]  # the changelog once there is one
    assert sorted(set(expected) - set(members)) == []
    assert {"docs/raspberry-pi.md", "scripts/install-pi", "scripts/build-image", "systemd/companion.service"} <= set(
        members
    )
    assert "requirements/pi.txt" in members and "tests/conftest.py" in members


def test_nothing_built_or_private_is_in_the_archive(members: dict[str, tarfile.TarInfo]) -> None:
    assert [name for name in members if any(part in name for part in NEVER) or name.endswith(".pyc")] == []
    assert not any(name.startswith(("rootfs/", "out/")) or name.endswith(".img") for name in members)


def test_the_scripts_stay_executable(members: dict[str, tarfile.TarInfo]) -> None:
    for name in ("scripts/install-pi", "scripts/update-pi", "scripts/build-image", "scripts/test"):
        assert members[name].mode & stat.S_IXUSR, name


def test_the_metadata_has_urls_classifiers_and_the_licence(members: dict[str, tarfile.TarInfo], sdist: Path) -> None:
    with tarfile.open(sdist) as archive:
        pkg_info = archive.extractfile(f"{sdist.name.removesuffix('.tar.gz')}/PKG-INFO")
        assert pkg_info is not None
        metadata = email.parser.Parser().parsestr(pkg_info.read().decode())
    urls = dict(value.split(", ", 1) for value in metadata.get_all("Project-URL", []))
    assert {"Homepage", "Documentation", "Source", "Issues"} <= set(urls)
    assert all(url.startswith("https://") for url in urls.values())
    classifiers = metadata.get_all("Classifier", [])
    assert "Topic :: Games/Entertainment :: Board Games" in classifiers
    assert "Programming Language :: Python :: 3 :: Only" in classifiers
    assert not any(c.startswith("License ::") for c in classifiers), "PEP 639: the licence expression only"
    assert metadata["License-Expression"] == "MIT"
    assert metadata["Requires-Python"] == ">=3.11"


def test_install_pi_plans_an_install_from_the_unpacked_archive(sdist: Path, tmp_path: Path) -> None:
    with tarfile.open(sdist) as archive:
        archive.extractall(tmp_path, filter="data")
    (unpacked,) = tmp_path.iterdir()
    env = {key: value for key, value in os.environ.items() if not key.startswith("COMPANION_")}
    env["COMPANION_PI_MODEL"] = "Raspberry Pi 4 Model B Rev 1.5"
    done = subprocess.run(
        ["bash", str(unpacked / "scripts" / "install-pi"), "--dry-run"],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    (pip,) = [line for line in done.stdout.splitlines() if "--require-hashes" in line]
    assert pip.endswith("requirements/pi.txt"), "the Pi's lock came with the archive"
    assert "python3-evdev" in done.stdout, "the system package list came with the archive"
    assert f"render_unit {unpacked}/systemd/companion.service" in done.stdout
