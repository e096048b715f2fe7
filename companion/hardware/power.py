"""Keeping a frame inside the LED power supply's budget.

Each colour channel is estimated at ``milliamps_per_channel`` at full value
and full brightness (60 mA by default: deliberately pessimistic, WS2812B
datasheets give about 20 mA, so the estimate leaves headroom for cheap strips
and long runs). When a frame would draw more than the budget, every channel
is scaled by the same factor, which keeps colours and their ratios intact and
only dims the whole board.
"""

from __future__ import annotations

from collections.abc import Sequence

RGB = tuple[int, int, int]


def estimate_amps(pixels: Sequence[RGB], brightness: float = 1.0, milliamps_per_channel: float = 60.0) -> float:
    """The current a frame would draw, in amps."""
    total = sum(r + g + b for r, g, b in pixels)
    return total / 255 * brightness * milliamps_per_channel / 1000


def fit_budget(
    pixels: Sequence[RGB], budget_amps: float, brightness: float = 1.0, milliamps_per_channel: float = 60.0
) -> list[RGB]:
    """``pixels`` scaled down (never up) so the estimate stays within ``budget_amps``."""
    amps = estimate_amps(pixels, brightness, milliamps_per_channel)
    if amps <= budget_amps or amps == 0:
        return list(pixels)
    scale = budget_amps / amps
    # Round down so rounding can never push the frame back over the budget.
    return [(int(r * scale), int(g * scale), int(b * scale)) for r, g, b in pixels]
