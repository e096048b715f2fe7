"""Backups an owner can trust: one archive of everything the table would miss, and a restore that checks first.

What is kept (:func:`collect`): the data folder's saved games (``games/``, with
the damaged and deleted ones set aside there and the played order), every
file at the data folder's top level (the preferences, the calibrated Mad
Market board, Steam Barons card and Big Shot board, whatever else the owner
saved there), and the configuration file in use. Left out: the lock, hidden
files (caches and half-written temporaries: ``.index.json`` is rebuilt from
the games) and the folders restores set aside (``replaced/``), so a backup
never holds older backups.

The archive is a gzip'd tar (readable with ``tar -tzf`` anywhere), its first
member ``manifest.json``: the format and its version, the companion's
version, when it was made, and each file's path in the archive, size and
SHA-256. Data files are stored under ``data/``, the configuration as
``config/config.toml``.

A restore reads the whole archive into memory and checks it before writing
anything (:func:`read_archive`): a manifest that is there and well formed,
only regular files, no path that could leave its folder (absolute, ``..``, a
link, a name used twice), exactly the files the manifest lists, each with
its size and checksum. A damaged archive is refused in one sentence and
nothing changes. What a restore replaces is copied first into a dated
folder, ``replaced/<date>/`` in the data folder, with the archive's layout;
files the archive does not hold (a game played since) stay where they are.
"""

from __future__ import annotations

import contextlib
import gzip
import hashlib
import io
import json
import os
import shutil
import stat
import tarfile
import zlib
from collections.abc import Iterable, Iterator
from dataclasses import field
from datetime import UTC, datetime
from pathlib import Path, PurePosixPath
from typing import Any

from companion.core.files import FOLDER_FILE_LIMIT, MIB, UnreadableFile, read_file
from companion.core.journal import FILE_MODE, atomic_write
from companion.data_classes import dataclass

FORMAT = "table-companion-backup"
VERSION = 1
MANIFEST = "manifest.json"
DATA = "data"
CONFIG = "config/config.toml"
REPLACED = "replaced"
"""The data folder's sub-folder where a restore keeps what it replaced, one dated folder per restore."""
LEFT_OUT = frozenset({"companion.lock"})
SUFFIX = ".tar.gz"

ARCHIVE_LIMIT = 256 * MIB
"""The most a backup archive may weigh: years of games take a few megabytes."""
UNPACKED_LIMIT = 512 * MIB
"""The most the files of one archive may add up to once unpacked (a gzip bomb stops here)."""
FILE_LIMIT = FOLDER_FILE_LIMIT
"""The most one file may weigh, in a backup or a restore (a journal is at most 4 MB)."""
MANIFEST_LIMIT = 16 * MIB


class BackupError(Exception):
    """A backup or restore that cannot be done; the message is one sentence saying why and what to do."""


class DamagedArchive(BackupError):
    """The archive is not a sound companion backup; nothing was changed."""


@dataclass(frozen=True, slots=True)
class Member:
    """One file of a backup: its path in the archive and its bytes."""

    name: str
    data: bytes

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.data).hexdigest()


@dataclass(slots=True)
class Collected:
    """What a backup holds, and what it had to leave out (a link, a named pipe, an unreadable file) and why."""

    members: list[Member] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Archive:
    """A checked backup: its manifest and its files, every one matching its checksum."""

    manifest: dict[str, Any]
    members: list[Member]


@dataclass(slots=True)
class Restored:
    """What a restore did: files written, files already identical, where the replaced ones are kept."""

    written: list[Path] = field(default_factory=list)
    unchanged: list[Path] = field(default_factory=list)
    replaced: list[Path] = field(default_factory=list)
    aside: Path | None = None
    notes: list[str] = field(default_factory=list)


# -- what is backed up ------------------------------------------------------------------------------------------


def collect(data: Path, config: Path | None) -> Collected:
    """The files a backup holds: the data folder's (see the module's docstring) and the configuration file."""
    found = Collected()
    if data.is_dir():
        for path, name in _data_files(data):
            _add(found, path, f"{DATA}/{name}")
    if config is not None and (config.exists() or config.is_symlink()):
        _add(found, config, CONFIG, follow=True)  # /etc/companion/config.toml may well be a link the owner made
    return found


def _data_files(data: Path) -> Iterator[tuple[Path, str]]:
    """The data folder's files to keep with their relative names: the top level's and the games tree's."""
    for entry in sorted(os.scandir(data), key=lambda entry: entry.name):
        if entry.name.startswith(".") or entry.name in LEFT_OUT:
            continue
        if entry.name == "games" and entry.is_dir(follow_symlinks=False):
            yield from _tree(Path(entry.path), "games")
        elif not entry.is_dir(follow_symlinks=False):
            yield Path(entry.path), entry.name


def _tree(folder: Path, prefix: str) -> Iterator[tuple[Path, str]]:
    for entry in sorted(os.scandir(folder), key=lambda entry: entry.name):
        if entry.name.startswith("."):
            continue
        name = f"{prefix}/{entry.name}"
        if entry.is_dir(follow_symlinks=False):
            yield from _tree(Path(entry.path), name)
        else:
            yield Path(entry.path), name


def _add(found: Collected, path: Path, name: str, *, follow: bool = False) -> None:
    """Read one file for the backup; what is not a regular file (or cannot be read) is left out with its reason."""
    if path.is_symlink() and not follow:
        found.skipped.append(f"{path}: a link, not a file")
        return
    try:
        found.members.append(Member(name, read_file(path, FILE_LIMIT)))
    except UnreadableFile as exc:
        found.skipped.append(str(exc))


def manifest_of(members: Iterable[Member], version: str, created: str) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "companion": version,
        "created": created,
        "files": [{"path": m.name, "size": len(m.data), "sha256": m.sha256} for m in members],
    }


# -- writing an archive --------------------------------------------------------------------------------------------


def default_name(created: datetime, taken: int = 1) -> str:
    """A backup's dated name; ``taken`` > 1 for the next free one when a backup of the same second exists."""
    stamp = created.astimezone().strftime("%Y%m%d-%H%M%S")
    return f"companion-backup-{stamp}{'' if taken == 1 else f'-{taken}'}{SUFFIX}"


def free_name(folder: Path, created: datetime) -> Path:
    """The first dated name in ``folder`` no file has: two backups in one second (an update, then another at
    once) each get their own, where the second was refused and stopped its update."""
    taken = 1
    while (folder / default_name(created, taken)).exists() or (folder / default_name(created, taken)).is_symlink():
        taken += 1
    return folder / default_name(created, taken)


def suffixed(name: str) -> str:
    """``name`` ending in :data:`SUFFIX`: a part of it already typed (``sunday.tar``, ``sunday.tgz``,
    ``sunday.gz``) is completed or replaced, not doubled (``sunday.tar`` was written as ``sunday.tar.tar.gz``)."""
    for partial in (".tar", ".tgz", ".gz"):
        if name.endswith(partial) and len(name) > len(partial):
            return name[: -len(partial)] + SUFFIX
    return name + SUFFIX


def backup(target: Path, data: Path, config: Path | None, *, version: str, now: datetime | None = None) -> Path:
    """Write the backup archive to ``target`` (a folder: a dated name in it) and read it back; the file written.

    A new name without ``.tar.gz`` gets it (``backup /media/stick/sunday`` and ``sunday.tar`` write
    ``sunday.tar.gz``): the
    file says what it holds to a file manager, and :func:`archives_in` finds it when a stick is offered for a
    restore.

    An existing file is never overwritten (it may be the only good backup).
    The archive is written beside its final name and renamed once whole and
    synced, so a stick pulled out mid-write leaves no half archive under a
    backup's name; then it is read back and checked like a restore would.
    """
    when = now or datetime.now(UTC)
    if target.is_dir():
        target = free_name(target, when)
    elif not target.name.endswith(SUFFIX) and not target.exists() and not target.is_symlink():
        target = target.with_name(suffixed(target.name))  # a new name says what the file is, as restore lists it
    if target.exists() or target.is_symlink():
        raise BackupError(f"{target} already exists: choose another name, or move it away first")
    if not target.parent.is_dir():
        raise BackupError(f"{target.parent} is not a folder: no backup can be written there")
    found = collect(data, config)
    if not found.members:
        raise BackupError(f"nothing to back up: no saved games, settings or configuration in {data}")
    created = when.astimezone(UTC).replace(microsecond=0).isoformat()
    payload = pack(found.members, version=version, created=created, mtime=when.timestamp())
    try:
        atomic_write(target, payload)
    except OSError as exc:
        raise BackupError(f"{target} could not be written ({exc.strerror or exc})") from None
    try:
        read_archive(target)
    except DamagedArchive as exc:
        raise BackupError(
            f"{target} was written but does not read back as it should ({exc}): use another card or stick"
        ) from None
    return target


def pack(members: list[Member], *, version: str, created: str, mtime: float = 0.0) -> bytes:
    """The archive's bytes: the manifest first, then every file, as plain ``0640`` files."""
    manifest = json.dumps(manifest_of(members, version, created), indent=2, ensure_ascii=False).encode("utf-8")
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz", format=tarfile.PAX_FORMAT) as tar:
        for name, data in [(MANIFEST, manifest)] + [(m.name, m.data) for m in members]:
            info = tarfile.TarInfo(name)
            info.size, info.mode, info.mtime = len(data), FILE_MODE, int(mtime)
            tar.addfile(info, io.BytesIO(data))
    return buffer.getvalue()


# -- reading and checking an archive -----------------------------------------------------------------------------


def read_archive(path: Path) -> Archive:
    """The archive at ``path``, every check passed, or :class:`DamagedArchive` saying what is wrong."""
    try:
        raw = read_file(path, ARCHIVE_LIMIT)
    except UnreadableFile as exc:
        raise DamagedArchive(str(exc)) from None
    return parse_archive(raw, str(path))


def parse_archive(raw: bytes, where: str) -> Archive:
    """Check an archive's bytes: see the module's docstring for what a sound one is."""
    files: dict[str, bytes] = {}
    total = 0
    try:
        unpacked = _gunzip(raw, where)
        with tarfile.open(fileobj=io.BytesIO(unpacked), mode="r:") as tar:
            for info in tar:
                name = safe_name(info.name, where)
                if info.isdir():
                    continue
                if not info.isreg():
                    kind = "a link" if info.issym() or info.islnk() else "not a regular file"
                    raise DamagedArchive(f"{where}: {name} is {kind}; a companion backup holds only files")
                if name in files:
                    raise DamagedArchive(f"{where}: {name} is in it twice")
                total += info.size
                if info.size > (MANIFEST_LIMIT if name == MANIFEST else FILE_LIMIT) or total > UNPACKED_LIMIT:
                    raise DamagedArchive(f"{where}: {name} is larger than any companion file")
                handle = tar.extractfile(info)
                if handle is None:
                    raise DamagedArchive(f"{where}: {name} cannot be read")
                data = handle.read()
                if len(data) != info.size:
                    raise DamagedArchive(f"{where}: {name} is cut short")
                files[name] = data
    except (tarfile.TarError, EOFError, OSError, ValueError, zlib.error) as exc:  # truncated, a changed byte, not gzip
        raise DamagedArchive(f"{where} is damaged or not a companion backup ({_short(exc)})") from None
    manifest = _manifest(files.pop(MANIFEST, None), where)
    listed = {entry["path"]: entry for entry in manifest["files"]}
    missing = [name for name in listed if name not in files]
    if missing:
        raise DamagedArchive(f"{where}: {missing[0]} is listed in its manifest but missing from it")
    extra = [name for name in files if name not in listed]
    if extra:
        raise DamagedArchive(f"{where}: {extra[0]} is in it but not in its manifest")
    members = []
    for name, entry in listed.items():
        data = files[name]
        if len(data) != entry["size"] or hashlib.sha256(data).hexdigest() != entry["sha256"]:
            raise DamagedArchive(f"{where}: {name} does not match its checksum (the archive was changed or damaged)")
        members.append(Member(name, data))
    return Archive(manifest, members)


def _gunzip(raw: bytes, where: str) -> bytes:
    """The whole gzip stream, its CRC and length checked at its end (tar alone stops reading at its end marker,
    so a changed byte in the padding after it would pass unseen); bounded, so a gzip bomb stops early."""
    out = io.BytesIO()
    with gzip.GzipFile(fileobj=io.BytesIO(raw), mode="rb") as stream:
        while chunk := stream.read(MIB):
            out.write(chunk)
            if out.tell() > UNPACKED_LIMIT + MANIFEST_LIMIT:
                raise DamagedArchive(f"{where} unpacks to more than any companion backup holds")
    return out.getvalue()


def safe_name(name: str, where: str) -> str:
    """A member's name if it stays inside its folder and the backup's layout; else :class:`DamagedArchive`."""
    path = PurePosixPath(name)
    parts = path.parts
    if (
        not name
        or path.is_absolute()
        or "\\" in name
        or "\0" in name
        or any(part in ("", ".", "..") for part in name.split("/"))
        or not parts
    ):
        raise DamagedArchive(f"{where}: {name!r} is a path that leaves its folder; refused")
    if name != MANIFEST and name != CONFIG and (parts[0] != DATA or len(parts) < 2):
        raise DamagedArchive(f"{where}: {name!r} is not where a companion backup keeps files; refused")
    if parts[0] == DATA and (parts[1] == REPLACED or parts[1] in LEFT_OUT):
        raise DamagedArchive(f"{where}: {name!r} is not where a companion backup keeps files; refused")
    return name


def _manifest(data: bytes | None, where: str) -> dict[str, Any]:
    if data is None:
        raise DamagedArchive(f"{where} has no manifest: it is not a companion backup")
    try:
        manifest = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise DamagedArchive(f"{where}: its manifest is not JSON") from None
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
        raise DamagedArchive(f"{where}: its manifest is not a companion backup's")
    if manifest.get("version") != VERSION:
        raise DamagedArchive(
            f"{where} is a backup in format {manifest.get('version')!r}; this companion reads format {VERSION}: "
            "update the companion first"
        )
    files = manifest.get("files")
    if not isinstance(files, list):
        raise DamagedArchive(f"{where}: its manifest lists no files")
    seen: set[str] = set()
    for entry in files:
        if not (
            isinstance(entry, dict)
            and isinstance(entry.get("path"), str)
            and type(entry.get("size")) is int
            and isinstance(entry.get("sha256"), str)
            and len(entry["sha256"]) == 64
        ):
            raise DamagedArchive(f"{where}: its manifest has an entry without path, size and sha256")
        name = safe_name(entry["path"], where)
        if name == MANIFEST or name in seen:
            raise DamagedArchive(f"{where}: its manifest lists {name} twice")
        seen.add(name)
    return manifest


def _short(exc: BaseException) -> str:
    return str(exc).strip() or type(exc).__name__


# -- restoring ---------------------------------------------------------------------------------------------------


def target_of(name: str, data: Path, config: Path) -> Path:
    """Where an archive's file goes: ``data/...`` in the data folder, the configuration where it is read from."""
    if name == CONFIG:
        return config
    return data.joinpath(*PurePosixPath(name).parts[1:])


def restore(source: Path, data: Path, config: Path, *, now: datetime | None = None) -> Restored:
    """Restore the backup at ``source`` into ``data`` and ``config``, the whole archive checked first.

    Every file is written atomically; what it replaces is first copied into
    ``<data>/replaced/<date>/`` (the archive's layout), so nothing is lost.
    Whatever cannot be written is found before anything is: a file in the
    way of a folder, a folder that cannot be written (a configuration in
    ``/etc`` without ``sudo``: then the backup's configuration is left in the
    dated folder for the owner to copy, and said so).
    """
    archive = read_archive(source)
    result = Restored()
    stamp = (now or datetime.now(UTC)).astimezone().strftime("%Y%m%d-%H%M%S")
    aside = _free(data / REPLACED / stamp)
    plan: list[tuple[Member, Path]] = []
    for member in archive.members:
        target = target_of(member.name, data, config)
        _check_target(target, data if member.name != CONFIG else target.parent)
        if member.name == CONFIG and not _writable(target):
            result.notes.append(
                f"{target} cannot be written here; the backup's configuration is kept as "
                f"{aside / CONFIG}: copy it there with sudo"
            )
            plan.append((member, aside / CONFIG))
            continue
        if not _writable(target):
            raise BackupError(
                f"{target} cannot be written: restore as the data folder's owner (or with sudo); nothing was changed"
            )
        plan.append((member, target))
    owner = _owner(data)
    for member, target in plan:
        if target.is_file() and not target.is_symlink() and _same(target, member.data):
            result.unchanged.append(target)
            continue
        before = _mode_and_owner(target)
        if target.exists() or target.is_symlink():
            kept = aside / member.name
            _make_folder(kept.parent, owner)
            try:
                shutil.copy2(target, kept, follow_symlinks=False)
            except OSError as exc:
                raise BackupError(
                    f"{target} could not be kept aside before being replaced ({exc.strerror or exc}); "
                    f"restored so far: {len(result.written)} files"
                ) from None
            result.replaced.append(target)
            result.aside = aside
        _make_folder(target.parent, owner if _inside(target, data) else None)
        try:
            if target.is_symlink():
                target.unlink()  # the link itself is kept aside; the backup's file takes its place
            atomic_write(target, member.data)
        except OSError as exc:
            raise BackupError(
                f"{target} could not be written ({exc.strerror or exc}); restored so far: {len(result.written)} "
                f"files{'' if result.aside is None else f', the replaced ones kept in {result.aside}'}"
            ) from None
        _keep_mode(target, before, owner if _inside(target, data) else None, member.name == CONFIG)
        result.written.append(target)
    if any(target.parent == aside / "config" for _, target in plan):
        result.aside = aside
    return result


def _check_target(target: Path, root: Path) -> None:
    """Refuse, before anything is written, a target that is a folder or whose folders are files."""
    if target.is_dir() and not target.is_symlink():
        raise BackupError(f"{target} is a folder where the backup has a file: move it away, then restore again")
    for parent in [target.parent, *target.parent.parents]:
        if parent.exists() and not parent.is_dir():
            raise BackupError(f"{parent} is a file where the backup needs a folder: move it away, then restore again")
        if parent == root:
            break


def _writable(target: Path) -> bool:
    folder = target.parent
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    return os.access(folder, os.W_OK) and (not target.exists() or os.access(target, os.W_OK))


def _same(path: Path, data: bytes) -> bool:
    try:
        return read_file(path, FILE_LIMIT) == data
    except UnreadableFile:
        return False


def _free(folder: Path) -> Path:
    candidate, counter = folder, 2
    while candidate.exists() or candidate.is_symlink():
        candidate = folder.with_name(f"{folder.name}-{counter}")
        counter += 1
    return candidate


def _inside(path: Path, folder: Path) -> bool:
    return path == folder or folder in path.parents


def _owner(data: Path) -> tuple[int, int] | None:
    """The data folder's owner when run as root (``sudo companion restore``): restored files are given back to it,
    so the service can still write them."""
    if os.geteuid() != 0:
        return None
    with contextlib.suppress(OSError):
        info = data.stat()
        return info.st_uid, info.st_gid
    return None


def _chown(path: Path, owner: tuple[int, int] | None) -> None:
    if owner is not None:
        with contextlib.suppress(OSError):
            os.chown(path, *owner, follow_symlinks=False)


def _mode_and_owner(path: Path) -> tuple[int, int, int] | None:
    """The permissions and owner of the file a restore replaces (None if there is none, or it is a link)."""
    try:
        info = path.lstat()
    except OSError:
        return None
    return None if stat.S_ISLNK(info.st_mode) else (stat.S_IMODE(info.st_mode), info.st_uid, info.st_gid)


def _keep_mode(path: Path, before: tuple[int, int, int] | None, owner: tuple[int, int] | None, config: bool) -> None:
    """A restored file keeps the permissions and owner of the one it replaced: a configuration the installer made
    ``0644`` stays readable by the service after ``sudo companion restore``. A new file in the data folder is
    given to the folder's owner; a new configuration file is made ``0644``, as the installer makes it."""
    with contextlib.suppress(OSError):
        if before is not None:
            os.chmod(path, before[0])
            if os.geteuid() == 0:
                os.chown(path, before[1], before[2])
            return
        if config:
            os.chmod(path, 0o644)
        _chown(path, owner)


def _make_folder(folder: Path, owner: tuple[int, int] | None) -> None:
    missing = [p for p in [folder, *folder.parents] if not p.exists()]
    folder.mkdir(mode=0o750, parents=True, exist_ok=True)
    for made in missing:
        _chown(made, owner)


def archives_in(folder: Path) -> list[Path]:
    """The backup archives in ``folder`` (not its sub-folders), newest name first: what a stick offers to restore."""
    try:
        found = [p for p in folder.iterdir() if p.name.endswith(SUFFIX) and not p.name.startswith(".") and p.is_file()]
    except OSError:
        return []
    return sorted(found, key=lambda p: p.name, reverse=True)


# -- the commands ------------------------------------------------------------------------------------------------


def where_things_are() -> tuple[Path, Path]:
    """The data folder and the configuration file the companion uses here (the same rules as ``companion play``)."""
    from companion.config import config_path
    from companion.storage import data_path

    return data_path(), config_path()


def run_backup(target: Path) -> str:
    """``companion backup FILE``: the report to print, or :class:`BackupError`."""
    import companion

    data, config = where_things_are()
    made = backup(target, data, config, version=companion.__version__)
    _give_to_sudo_user(made)
    archive = read_archive(made)
    games = sum(
        1
        for m in archive.members
        if m.name.count("/") == 2 and m.name.startswith(f"{DATA}/games/") and m.name.endswith(".jsonl")
    )
    size = made.stat().st_size
    return (
        f"{made}: {_files(len(archive.members))} ({games} saved {'game' if games == 1 else 'games'}), {size:,} bytes, "
        f"checked after writing. Restore with: companion restore {made}"
    )


def run_restore(source: Path) -> str:
    """``companion restore FILE``: the report to print, or :class:`BackupError` (nothing changed when damaged)."""
    from companion.core.journal import StorageRefused
    from companion.storage import DataFolderBusy, data_dir, lock_data_folder

    data, config = where_things_are()
    read_archive(source)  # a damaged archive is refused before the data folder is even made
    try:
        lock = lock_data_folder(data_dir())
    except (DataFolderBusy, StorageRefused) as exc:
        raise BackupError(f"{exc.message()} (a restore must not change games under a playing companion)") from None
    try:
        done = restore(source, data, config)
    finally:
        lock.release()
    return report(done)


def report(done: Restored) -> str:
    """What a restore did, in a few sentences."""
    lines = [f"Restored {_files(len(done.written))} ({len(done.unchanged)} already identical)."]
    if done.replaced:
        lines.append(f"What it replaced ({_files(len(done.replaced))}) is kept in {done.aside}.")
    lines += done.notes
    return "\n".join(lines)


def _files(count: int) -> str:
    return f"{count} file" if count == 1 else f"{count} files"


def _give_to_sudo_user(path: Path) -> None:
    """``sudo companion backup ~/`` leaves the archive to the person who ran sudo, so they can copy it away."""
    uid, gid = os.environ.get("SUDO_UID", ""), os.environ.get("SUDO_GID", "")
    if os.geteuid() == 0 and uid.isdigit() and gid.isdigit():
        with contextlib.suppress(OSError):
            os.chown(path, int(uid), int(gid))
