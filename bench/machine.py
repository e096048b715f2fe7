"""What machine a run was on, so figures from two machines are never mixed up."""

from __future__ import annotations

import os
import platform
import socket
import sys
import time
from typing import Any


def _cpu_model() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as handle:
            for line in handle:
                key, _, value = line.partition(":")
                if key.strip() in ("model name", "Model", "Hardware"):
                    return value.strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def _memory_mb() -> int | None:
    try:
        with open("/proc/meminfo", encoding="utf-8") as handle:
            for line in handle:
                if line.startswith("MemTotal:"):
                    return int(line.split()[1]) // 1024
    except OSError:
        pass
    return None


def load() -> list[float]:
    """The 1, 5 and 15 minute load averages now."""
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except OSError:
        return []


def describe() -> dict[str, Any]:
    return {
        "host": socket.gethostname(),
        "platform": platform.platform(),
        "python": sys.version.split()[0],
        "implementation": platform.python_implementation(),
        "cpu": _cpu_model(),
        "cores": os.cpu_count(),
        "memory_mb": _memory_mb(),
        "load_at_start": load(),
        "started": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
    }
