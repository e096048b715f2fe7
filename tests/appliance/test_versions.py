"""One version, said the same everywhere: pyproject.toml, ``companion --version``, CHANGELOG.md, a release's name.

The version is declared once (pyproject.toml); the installed metadata, which
``companion.__version__`` reads, must agree with it (a checkout whose version
changed needs its install refreshed: scripts/_env.sh does that), and the
changelog's latest release must be that version, or the owner reads notes for
another one.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

import companion

REPO = Path(__file__).resolve().parents[2]


def declared() -> str:
    return tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def test_the_installed_version_is_the_declared_one() -> None:
    assert companion.__version__ == declared()
    done = subprocess.run(
        [sys.executable, "-m", "companion", "--version"], capture_output=True, text=True, check=True, cwd=REPO
    )
    assert done.stdout == f"companion {declared()}\n"


def test_scripts_play_says_the_version_too() -> None:
    """``scripts/play`` hands its words to ``companion play``: ``--version`` there says the same line."""
    done = subprocess.run(
        [sys.executable, "-m", "companion", "play", "--version"], capture_output=True, text=True, check=True, cwd=REPO
    )
    assert done.stdout == f"companion {declared()}\n"


def test_the_changelog_keeps_a_changelog_and_its_latest_release_is_this_version() -> None:
    text = (REPO / "CHANGELOG.md").read_text(encoding="utf-8")
    headings = re.findall(r"^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?$", text, re.M)
    assert headings[0] == ("Unreleased", ""), "changes not yet released come first"
    releases = [(version, date) for version, date in headings[1:]]
    assert releases and all(date for _, date in releases), "every release has its date"
    assert releases[0][0] == declared(), "the latest release in CHANGELOG.md is pyproject.toml's version"
    for version, _ in [("Unreleased", ""), *releases]:
        assert re.search(rf"^\[{re.escape(version)}\]: https://", text, re.M), f"no link for [{version}]"
    sections = set(re.findall(r"^### (.+)$", text, re.M))
    assert sections <= {"Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"}, sections


def test_a_release_is_named_by_the_version_and_its_commit() -> None:
    done = subprocess.run(
        ["bash", "-c", f'source "{REPO}/scripts/install-pi" && release_id "$1"', "release_id", str(REPO)],
        capture_output=True,
        text=True,
        check=True,
    )
    commit = subprocess.run(["git", "-C", str(REPO), "rev-parse", "--short=7", "HEAD"], capture_output=True, text=True)
    assert re.fullmatch(rf"{re.escape(declared())}-{commit.stdout.strip()}[0-9a-f]*(-dirty)?\n", done.stdout)
