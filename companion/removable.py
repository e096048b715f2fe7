"""USB sticks (and card readers) the system has mounted, found where Linux desktops and helpers mount them.

A stick is a mount point listed in ``/proc/mounts`` under ``/media`` or
``/run/media`` (udisks mounts at ``/media/<user>/<label>`` or
``/run/media/<user>/<label>``; ``systemd-mount`` and usbmount at
``/media/<label>``): the companion never mounts anything itself, it uses what
the system mounted. ``$COMPANION_MEDIA_ROOTS`` (folders separated by ``:``)
and ``$COMPANION_MOUNTS`` (a file in the ``/proc/mounts`` format) replace the
two for tests and for trying the screens on a PC without a stick.

On a stick, the companion keeps its files in one folder, ``table-companion/``:
backups there, score sheets in ``table-companion/exports/``.
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

from companion.data_classes import dataclass

ROOTS = (Path("/media"), Path("/run/media"))
MOUNTS = Path("/proc/mounts")
FOLDER = "table-companion"
EXPORTS = "exports"


@dataclass(frozen=True, slots=True)
class Drive:
    """A mounted removable drive: where it is, its name as people read it, whether the companion may write it."""

    path: Path
    device: str
    fstype: str
    writable: bool

    @property
    def label(self) -> str:
        return self.path.name

    @property
    def folder(self) -> Path:
        """The companion's folder on the drive (not made until something is written)."""
        return self.path / FOLDER

    def free(self) -> int | None:
        try:
            return shutil.disk_usage(self.path).free
        except OSError:
            return None


def roots() -> tuple[Path, ...]:
    configured = os.environ.get("COMPANION_MEDIA_ROOTS")
    if configured:
        return tuple(Path(part) for part in configured.split(":") if part)
    return ROOTS


def mounts_file() -> Path:
    return Path(os.environ.get("COMPANION_MOUNTS") or MOUNTS)


def _unescape(field: str) -> str:
    """A path as the kernel writes it in the mounts table: spaces, tabs, newlines and backslashes as octal."""
    return re.sub(r"\\([0-7]{3})", lambda match: chr(int(match.group(1), 8)), field)


def drives(mounts: Path | None = None, under: tuple[Path, ...] | None = None) -> list[Drive]:
    """The removable drives mounted now, in the order they were mounted; none if the mounts cannot be read."""
    under = roots() if under is None else under
    try:
        text = (mounts or mounts_file()).read_text(encoding="utf-8", errors="replace")
    except OSError:
        return []
    found: list[Drive] = []
    for line in text.splitlines():
        fields = line.split()
        if len(fields) < 4:
            continue
        device, point, fstype, options = fields[0], Path(_unescape(fields[1])), fields[2], fields[3].split(",")
        if not any(_depth(point, root) in (1, 2) for root in under):
            continue
        if not point.is_dir() or any(drive.path == point for drive in found):
            continue
        writable = "rw" in options and os.access(point, os.W_OK)
        found.append(Drive(point, device, fstype, writable))
    return found


def _depth(point: Path, root: Path) -> int:
    """How many folders below ``root`` the mount point is (0 if not below it)."""
    try:
        return len(point.relative_to(root).parts)
    except ValueError:
        return 0


def stick() -> Drive | None:
    """The drive to write to: the first writable one mounted, else the first one (to say it is read-only)."""
    found = drives()
    return next((drive for drive in found if drive.writable), found[0] if found else None)
