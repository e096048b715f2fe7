"""The entry points of one group, read from the installed distributions' ``entry_points.txt`` files.

This is what :func:`importlib.metadata.entry_points` does for a plain installation, without importing
:mod:`importlib.metadata`: that import (with ``email``, ``zipfile``, ``csv`` and ``inspect`` behind it) costs
about 70 M instructions, an eighth of ``companion replay``'s whole start and a tenth of the touchscreen's, to
read one small file per installed distribution. The files' format is fixed by the packaging specification
(an INI-like text: ``[group]`` then ``name = value`` lines), and the distributions are found as the library
finds them: each folder of :data:`sys.path` in order, its ``*.dist-info`` and ``*.egg-info`` folders, the first
distribution of a name winning over a later one of the same name.

Anything else the library supports — a zipped path entry, an egg, an import hook that provides distributions of its
own — makes :func:`entries` ask the library itself, so the answer is the same everywhere and only the common
case is fast. ``tests/test_entry_points.py`` compares the two.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator

from companion.data_classes import dataclass


@dataclass(frozen=True)
class EntryPoint:
    """One ``name = value`` line of a group: ``value`` is ``"module:attribute"`` (extras left out)."""

    name: str
    value: str


def entries(group: str) -> list[EntryPoint]:
    """Every entry point of ``group`` among the installed distributions, in the order the library gives them."""
    if not _plain_installation():
        from importlib import metadata

        return [EntryPoint(entry.name, entry.value) for entry in metadata.entry_points(group=group)]
    return [entry for text in _entry_point_files() for entry in parse(text, group)]


def parse(text: str, group: str) -> list[EntryPoint]:
    """The ``name = value`` lines of section ``[group]`` in an ``entry_points.txt``.

    As the library reads it: blank lines and lines starting with ``#`` are skipped, a name and a value are
    split at the first ``=`` and stripped. A line without ``=`` is not an entry (the library stops at it with
    an error; here the game beside it still loads).
    """
    found: list[EntryPoint] = []
    section: str | None = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line.strip("[]")
            continue
        if section != group:
            continue
        name, equals, value = line.partition("=")
        if equals:
            found.append(EntryPoint(name.strip(), value.strip()))
    return found


def _plain_installation() -> bool:
    """Whether every distribution is a folder on :data:`sys.path` (no zip to open, no hook with its own)."""
    for finder in sys.meta_path:
        if hasattr(finder, "find_distributions") and getattr(finder, "__name__", None) != "PathFinder":
            return False
    return not any(entry.endswith(".egg") or os.path.isfile(entry or ".") for entry in sys.path)


def _entry_point_files() -> Iterator[str]:
    """The text of each installed distribution's ``entry_points.txt``, the first of a name only."""
    seen: set[str] = set()
    for entry in sys.path:
        folder = entry or "."
        try:
            children = os.listdir(folder)  # in the folder's own order, as the library reads it
        except OSError:  # a path entry that is not (or no longer) a readable folder holds no distribution
            continue
        for child in children:
            stem, dot, kind = child.lower().rpartition(".")
            if not dot or kind not in ("dist-info", "egg-info"):
                continue
            name = _normalized(stem.partition("-")[0])
            if name in seen:
                continue
            seen.add(name)
            try:
                with open(os.path.join(folder, child, "entry_points.txt"), encoding="utf-8") as file:
                    yield file.read()
            except (OSError, UnicodeDecodeError):  # no entry points, or an egg-info that is a file
                continue


def _normalized(name: str) -> str:
    """A distribution's name as the library compares them: runs of ``-``, ``_`` and ``.`` are one ``_``."""
    out: list[str] = []
    for char in name.lower():
        if char in "-_.":
            if not out or out[-1] != "_":
                out.append("_")
        else:
            out.append(char)
    return "".join(out)
