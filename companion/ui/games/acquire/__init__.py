"""Acquire on the touchscreen (reached through its GameSpec)."""

from __future__ import annotations

from .final import AcquireFinalScene
from .play import AcquirePlayScene

__all__ = ["AcquireFinalScene", "AcquirePlayScene"]
