"""Engine events as the lights see them, without importing any engine."""

from __future__ import annotations

from types import SimpleNamespace


def event(type: str, **fields: object) -> SimpleNamespace:
    """An event: a ``type`` tag and fields, read with getattr like the frozen dataclasses."""
    return SimpleNamespace(type=type, **fields)
