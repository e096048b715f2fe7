"""The locked dependencies as data: what ``scripts/lock`` wrote into ``requirements/*.txt``.

Shared by the lock tests and the Pi's package tests. A lock is pip's requirements format as
``uv pip compile --universal --generate-hashes`` writes it: one ``name==version`` per package,
an environment marker where the package is needed only on some platforms or Pythons, and the
hash of every file of that version.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

from packaging.markers import Marker
from packaging.requirements import Requirement
from packaging.utils import NormalizedName, canonicalize_name
from packaging.version import Version

REPO = Path(__file__).resolve().parents[2]
REQUIREMENTS = REPO / "requirements"
DEV_LOCK = REQUIREMENTS / "dev.txt"
PI_LOCK = REQUIREMENTS / "pi.txt"
TOOLS = REQUIREMENTS / "tools.in"
#: Which extra of pyproject.toml each lock holds, besides the companion's own dependencies and the tools.
EXTRA_OF = {DEV_LOCK: "dev", PI_LOCK: "pi"}

PIN = re.compile(r"^(?P<name>[A-Za-z0-9][A-Za-z0-9._-]*)==(?P<version>[^\s;\\]+)\s*(?:;(?P<marker>[^\\]+))?\\?\s*$")
HASH = re.compile(r"^\s+--hash=sha256:(?P<digest>[0-9a-f]{64})\s*\\?\s*$")


@dataclass(frozen=True)
class Pin:
    name: NormalizedName
    version: Version
    marker: Marker | None
    hashes: tuple[str, ...]
    line: int


def read_lock(path: Path) -> list[Pin]:
    """Every pin of ``path`` with its hashes; a line that is none of pin, hash or comment is an error."""
    pins: list[Pin] = []
    current: dict | None = None

    def close() -> None:
        if current is not None:
            pins.append(Pin(**current, hashes=tuple(current_hashes)))

    current_hashes: list[str] = []
    for number, raw in enumerate(path.read_text().splitlines(), 1):
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        pin, digest = PIN.match(raw), HASH.match(raw)
        if pin:
            close()
            marker = pin.group("marker")
            current = dict(
                name=canonicalize_name(pin.group("name")),
                version=Version(pin.group("version")),
                marker=Marker(marker.strip()) if marker else None,
                line=number,
            )
            current_hashes = []
        elif digest and current is not None:
            current_hashes.append(digest.group("digest"))
        else:
            raise AssertionError(f"{path.name} line {number}: neither a pin nor a hash: {raw!r}")
    close()
    return pins


def project() -> dict:
    return tomllib.loads((REPO / "pyproject.toml").read_text())["project"]


def direct_requirements(lock: Path) -> list[Requirement]:
    """What pyproject.toml and tools.in ask for directly, that ``lock`` must satisfy."""
    meta = project()
    texts = [*meta["dependencies"], *meta["optional-dependencies"][EXTRA_OF[lock]]]
    texts += [line.split("#", 1)[0].strip() for line in TOOLS.read_text().splitlines()]
    return [Requirement(text) for text in texts if text]


def versions(lock: Path, environment: dict[str, str]) -> dict[NormalizedName, Version]:
    """The version of every package ``lock`` installs in ``environment`` (a marker environment)."""
    chosen: dict[NormalizedName, Version] = {}
    for pin in read_lock(lock):
        if pin.marker is None or pin.marker.evaluate(environment):
            assert pin.name not in chosen, f"{lock.name}: {pin.name} pinned twice for {environment}"
            chosen[pin.name] = pin.version
    return chosen


def environment(python: str, machine: str, system: str = "linux") -> dict[str, str]:
    """The marker environment of CPython ``python`` on ``machine`` under ``system`` (linux, darwin, win32)."""
    platform_system = {"linux": "Linux", "darwin": "Darwin", "win32": "Windows"}[system]
    return {
        "implementation_name": "cpython",
        "implementation_version": f"{python}.0",
        "os_name": "nt" if system == "win32" else "posix",
        "platform_machine": machine,
        "platform_python_implementation": "CPython",
        "platform_release": "",
        "platform_system": platform_system,
        "platform_version": "",
        "python_full_version": f"{python}.0",
        "python_version": python,
        "sys_platform": system,
    }
