"""Hardware tests: each starts with no remembered fallback warnings."""

from __future__ import annotations

import pytest

from companion.hardware.fallback import forget_warnings


class FakeClock:
    """A clock that moves only when a test says so."""

    def __init__(self, start: float = 100.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture(autouse=True)
def _fresh_warnings() -> None:
    forget_warnings()


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()
