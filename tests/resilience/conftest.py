"""Resilience tests share the benchmark's hardware rig (``bench/rig.py``) and start with no remembered warnings."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from companion.hardware.fallback import forget_warnings  # noqa: E402


@pytest.fixture(autouse=True)
def _fresh_warnings() -> None:
    forget_warnings()
