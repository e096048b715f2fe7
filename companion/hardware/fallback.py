"""Saying once that a device fell back to its simulated backend.

A missing LED strip or sound card must never stop a game, but a warning on
every frame would bury the log. Each device warns through :func:`warn_once`
with its own key; later failures with the same key go to debug level.
"""

from __future__ import annotations

import logging
import threading

log = logging.getLogger("companion.hardware")

_warned: set[str] = set()
_lock = threading.Lock()


def warn_once(key: str, message: str) -> bool:
    """Log ``message`` as a warning the first time ``key`` is seen; return whether it was logged."""
    with _lock:
        first = key not in _warned
        _warned.add(key)
    if first:
        log.warning(message)
    else:
        log.debug(message)
    return first


def forget_warnings() -> None:
    """Allow every warning again (tests, and a device the user re-plugged on purpose)."""
    with _lock:
        _warned.clear()
