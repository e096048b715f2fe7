"""Waiting for a thread, a device or a socket in a test: as long as it takes, with a bound only against a hang.

Speed is never a pass/fail condition here (benchmarks measure it): a test that waits for a reader thread to
see its bytes, or a toast to appear, must not fail because a loaded CI machine was slow to schedule that
thread. So the bound is generous, :data:`PATIENCE`; a passing test never waits it out, for :func:`wait_until`
returns as soon as its condition holds. A wait that runs out is a hang or a real failure, and it says what it
waited for and what it last saw instead of a bare ``assert False``.

A test that checks that something does *not* happen does not wait out a window either (a loaded machine
would let it pass by luck): it drives the clock the code runs on (a phone page's timers run on Playwright's
clock, run past the longest back-off) or counts the events after which it would have happened (a held
button's repeats), then looks.
"""

from __future__ import annotations

import signal
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import FrameType
from typing import TypeVar

T = TypeVar("T")

PATIENCE = 30.0
"""The longest a test waits for something that should happen at once: only a bound on a test that would hang."""


def wait_until(
    condition: Callable[[], T],
    what: str,
    *,
    timeout: float = PATIENCE,
    seen: Callable[[], object] | None = None,
    poll: float = 0.005,
) -> T:
    """``condition()``'s first true value, checked every ``poll`` seconds; an AssertionError after ``timeout``.

    ``what`` names what was awaited and ``seen`` (if given) what the test saw instead, for the failure's message.
    """
    deadline = time.monotonic() + timeout
    while True:
        found = condition()
        if found:
            return found
        if time.monotonic() > deadline:
            saw = f"; saw {seen()!r}" if seen is not None else ""
            raise AssertionError(f"waited {timeout:g} s in vain for {what}{saw}")
        time.sleep(poll)


@contextmanager
def deadline(what: str, seconds: int = int(PATIENCE)) -> Iterator[None]:
    """Fail instead of hanging, with ``what`` the test was blocked on: a named pipe opened the ordinary way
    waits for a writer forever, and /dev/urandom reads without end, so a test that hands such a file to the
    companion must end in a failure that names it, not in a run that never finishes (a SIGALRM after
    ``seconds``, the alarm put back as it was after)."""

    def expired(signum: int, frame: FrameType | None) -> None:
        raise TimeoutError(f"blocked for {seconds} s on {what}")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
