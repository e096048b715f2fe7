"""The tree keeps one style: `ruff format` (applied to every file) and the lint rules in pyproject.toml.

A formatter that is applied once and then checked keeps diffs about behaviour, not layout.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TREE = ["companion", "tests", "bench"]


def ruff(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ruff", *args, *TREE], cwd=ROOT, capture_output=True, text=True, check=False
    )


def test_every_file_is_formatted() -> None:
    result = ruff("format", "--check")
    assert result.returncode == 0, "run `ruff format`:\n" + result.stdout + result.stderr


def test_the_lint_rules_hold() -> None:
    result = ruff("check")
    assert result.returncode == 0, result.stdout + result.stderr
