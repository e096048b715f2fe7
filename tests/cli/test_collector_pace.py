"""The ``companion`` command runs the cyclic garbage collector at its own pace (companion/collector.py)."""

from __future__ import annotations

import gc
import subprocess
import sys

import pytest

from companion import collector
from companion.__main__ import main


def test_every_command_sets_the_pace_first_and_keeps_the_older_generations() -> None:
    before = gc.get_threshold()
    try:
        gc.set_threshold(700, 11, 12)
        with pytest.raises(SystemExit):
            main(["--help"])  # the cheapest command: the pace is set before the arguments are read
        assert gc.get_threshold() == (collector.YOUNG, 11, 12)
    finally:
        gc.set_threshold(*before)


def test_importing_the_package_leaves_a_programs_collector_alone() -> None:
    """A bot or a test importing the package keeps its own pace: only the command sets it."""
    plain = "import gc; print(gc.get_threshold())"
    script = "import gc, companion.__main__, companion.collector, companion.core; print(gc.get_threshold())"
    pythons_own = subprocess.run([sys.executable, "-c", plain], capture_output=True, text=True, check=True)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert done.stdout == pythons_own.stdout
