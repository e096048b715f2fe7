"""The guide as the tests read it: README.md, every page of docs/ and the hardware page an owner or a developer
acts on.

docs/PERFORMANCE.md is left out: it is a record of measurements taken at given revisions, whose commands
are those of their day. What a reader could type is taken from code: inline ``code`` and fenced blocks.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

PAGES = (
    REPO / "README.md",
    *sorted(p for p in (REPO / "docs").glob("*.md") if p.name != "PERFORMANCE.md"),
    REPO / "companion" / "hardware" / "README.md",
)
"""Every page of the guide: the README first, then docs/, then the wiring and device page the README links to."""

_FENCED = re.compile(r"^```[\w-]*\n(.*?)^```", re.S | re.M)
_INLINE = re.compile(r"`([^`\n]+)`")


def where(page: Path, offset: int) -> str:
    """``docs/page.md:LINE`` for a place in a page, as a failure names it."""
    name = page.relative_to(REPO) if page.is_relative_to(REPO) else page.name
    return f"{name}:{page.read_text(encoding='utf-8').count(chr(10), 0, offset) + 1}"


def code(page: Path) -> Iterator[tuple[str, str]]:
    """Each line of code in ``page``, with where it is: every line of a fenced block, every inline span."""
    text = page.read_text(encoding="utf-8")
    fenced = [(m.start(1), m.end(1)) for m in _FENCED.finditer(text)]
    for start, end in fenced:
        offset = start
        for line in text[start:end].splitlines(keepends=True):
            yield where(page, offset), line.rstrip("\n")
            offset += len(line)
    for match in _INLINE.finditer(text):
        if not any(start <= match.start() < end for start, end in fenced):
            yield where(page, match.start()), match.group(1)


def prose(page: Path) -> str:
    """The page with its fenced blocks left out and each paragraph's lines joined, as a reader reads it."""
    text = _FENCED.sub("", page.read_text(encoding="utf-8"))
    return re.sub(r"(?<=\S)\n(?=\S)", " ", text)
