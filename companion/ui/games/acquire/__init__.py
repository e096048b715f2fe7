"""Acquire on the touchscreen: importing this package registers its play and final screens."""

from __future__ import annotations

from ...scenes.final import FINAL_SCENES
from ...scenes.play import PLAY_SCENES
from .final import AcquireFinalScene
from .play import AcquirePlayScene

PLAY_SCENES["acquire"] = AcquirePlayScene
FINAL_SCENES["acquire"] = AcquireFinalScene

__all__ = ["AcquireFinalScene", "AcquirePlayScene"]
