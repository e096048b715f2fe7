"""The tree keeps one style: `ruff format` (applied to every file) and the lint rules in pyproject.toml.

A formatter that is applied once and then checked keeps diffs about behaviour, not layout.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
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


IGNORE = re.compile(r"#\s*type:\s*ignore\b(?P<rest>.*)$")
EXPLAINED = re.compile(r"^\[[a-z-]+(, *[a-z-]+)*\]\s+#\s*\S")
"""An ignore names its error codes, then says why on the same line: ``# type: ignore[attr-defined]  # set by …``."""


def unexplained_ignores(text: str) -> list[int]:
    return [
        number
        for number, line in enumerate(text.splitlines(), 1)
        if (found := IGNORE.search(line)) and not EXPLAINED.match(found["rest"])
    ]


def test_every_type_ignore_names_its_code_and_its_reason() -> None:
    """mypy checks the whole package strictly; where it cannot see what the code knows, the line says what."""
    found = {
        str(path.relative_to(ROOT)): lines
        for path in sorted((ROOT / "companion").rglob("*.py"))
        if (lines := unexplained_ignores(path.read_text(encoding="utf-8")))
    }
    assert found == {}


def test_an_unexplained_ignore_is_seen() -> None:
    assert unexplained_ignores("x = f()  # type: ignore\ny = g()  # type: ignore[misc]\n") == [1, 2]
    assert unexplained_ignores("z = h()  # type: ignore[attr-defined]  # set by the reader\n") == []


def test_mypy_checks_the_whole_package() -> None:
    """scripts/test type-checks what pyproject names: every floor of the package, not a hand-kept list."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert config["files"] == ["companion"] and config["strict"] is True
