"""The power budget: estimated at 60 mA per channel, scaled down to fit."""

from __future__ import annotations

import pytest

from companion.hardware.power import estimate_amps, fit_budget


def test_estimate_counts_every_channel_at_brightness() -> None:
    white = [(255, 255, 255)] * 10
    assert estimate_amps(white) == pytest.approx(10 * 3 * 0.060)
    assert estimate_amps(white, brightness=0.5) == pytest.approx(10 * 3 * 0.030)
    assert estimate_amps([(255, 0, 0)], milliamps_per_channel=20) == pytest.approx(0.020)


def test_frames_within_budget_are_untouched() -> None:
    pixels = [(10, 20, 30), (0, 0, 0)]
    assert fit_budget(pixels, budget_amps=5.0) == pixels


def test_frames_over_budget_are_scaled_evenly_to_fit() -> None:
    pixels = [(255, 255, 255)] * 108 + [(200, 100, 0)]
    fitted = fit_budget(pixels, budget_amps=2.0, brightness=1.0)
    assert estimate_amps(fitted) <= 2.0
    assert estimate_amps(fitted) > 1.9  # dimmed no more than needed
    r, g, b = fitted[-1]
    assert b == 0 and abs(r / g - 2) < 0.1  # hue kept


def test_dark_frame_needs_nothing() -> None:
    assert fit_budget([(0, 0, 0)] * 5, budget_amps=0.1) == [(0, 0, 0)] * 5
