"""Big Shot on the touchscreen (reached through its GameSpec)."""

from __future__ import annotations

from .calibrate import BoardScene
from .final import BigShotFinalScene
from .play import BigShotPlayScene

__all__ = ["BigShotFinalScene", "BigShotPlayScene", "BoardScene"]
