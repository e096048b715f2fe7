"""Suite-wide set-up: headless drivers, mock pins, and a private data directory per test."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("GPIOZERO_PIN_FACTORY", "mock")
os.environ.setdefault("COMPANION_HARDWARE", "simulated")

import pytest  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

# Speed is measured in benchmarks, never in pass/fail tests: Hypothesis's per-example deadline and its
# health check on slow input generation depend on the machine's load (and on a fresh clone's first text
# strategy, which builds its Unicode tables), so both are off for the whole suite; every other check stays.
settings.register_profile("suite", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("suite")


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """No test may read or write the real saved games or settings."""
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path_factory.mktemp("data")))


@pytest.fixture(autouse=True)
def _logging_as_it_was() -> object:
    """A test that runs ``companion``'s main sets up the root logger; the next test must not inherit it."""
    import logging

    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield
    for handler in [h for h in root.handlers if h not in handlers]:
        root.removeHandler(handler)
    root.setLevel(level)


@pytest.fixture(autouse=True)
def _repeatable_new_games(request: pytest.FixtureRequest) -> object:
    """A game started by taps or by ``companion new`` gets the same seed on every run of the same test.

    The new-game screen draws a seed from the operating system; a test that plays such a game would
    otherwise meet a different game on each machine (a cut-short label found once in CI and never locally).
    """
    import random
    import zlib

    from companion.core import seeds_from

    with seeds_from(random.Random(zlib.crc32(request.node.nodeid.encode()))):
        yield


@pytest.fixture(autouse=True)
def _language_as_it_was() -> object:
    """A test that plays in Italian or French (a console or a screen set to it) sets the process's language; the
    next test must not inherit it, or it reads its English words in another language depending on the order run."""
    from companion.text.i18n import language, set_language

    before = language()
    yield
    set_language(before)
