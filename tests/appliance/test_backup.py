"""``companion backup`` / ``companion restore``: a data folder round-trips byte for byte, a damaged archive is
refused before anything is written, and whatever a restore replaces is kept in a dated folder."""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import os
import tarfile
from datetime import UTC, datetime
from pathlib import Path

import pytest

from companion import backup
from companion.__main__ import main
from companion.backup import CONFIG, REPLACED, BackupError, DamagedArchive, Member, pack, read_archive, restore
from companion.core import ChanceSource
from companion.games.bigshot.board import SAVED_BOARD_NAME as BIGSHOT_BOARD
from companion.games.mad_market.board import SAVED_BOARD_NAME as MAD_MARKET_BOARD
from companion.games.steam_barons.card import SAVED_CARD_NAME as STEAM_BARONS_CARD
from companion.storage import data_path, delete, start_new

NOW = datetime(2026, 3, 14, 20, 15, tzinfo=UTC)


def owner_files(data: Path) -> dict[str, bytes]:
    """Every file a backup must keep, by its path in the data folder (the lock, caches and replaced/ left out)."""
    found = {}
    for path in sorted(data.rglob("*")):
        name = path.relative_to(data).as_posix()
        if path.is_file() and not any(part.startswith(".") for part in path.relative_to(data).parts):
            if name != "companion.lock" and not name.startswith(f"{REPLACED}/"):
                found[name] = path.read_bytes()
    return found


def everything(root: Path) -> dict[str, bytes]:
    """Every file under ``root``, whatever it is: what "changes nothing" compares."""
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


@pytest.fixture
def table_at_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    """A data folder as years of use leave it, and its configuration file: (data folder, config file)."""
    data = data_path()
    finished = start_new("tiny", {"players": ["Ann", "Ben"], "rounds": 1})
    chance = ChanceSource(1)
    while not finished.over:
        finished.submit(finished.choose_random(chance))
    finished.close()
    running = start_new("tiny", {"players": ["Cat", "Dan"], "rounds": 3})
    running.submit(running.choose_random(chance))
    running.close()
    gone = start_new("tiny", {"players": ["Eve", "Fay"], "rounds": 2})
    gone.close()
    delete(gone.writer.path)
    damaged = data / "games" / "damaged"
    damaged.mkdir()
    (damaged / "20250101-120000-tiny.jsonl").write_bytes(b'{"journal": 1, "ga\x00\xff')
    (data / "preferences.json").write_text('{"language": "it", "volume": 0.2}\n')
    (data / MAD_MARKET_BOARD).write_text('name = "Owner\'s board"\n# calibrated on the kitchen table\n')
    (data / STEAM_BARONS_CARD).write_text('name = "Owner\'s card"\n')
    (data / BIGSHOT_BOARD).write_bytes("lots = ['L20', 'P1']\nnote = 'caf\u00e9'\n".encode())
    (data / "games" / ".index.json").write_text("{}")  # a cache: rebuilt, never backed up
    (data / "companion.lock").write_text('{"pid": 1}')
    config = tmp_path / "etc" / "config.toml"
    config.parent.mkdir()
    config.write_text('language = "it"\n[leds]\nbrightness = 0.1\n')
    monkeypatch.setenv("COMPANION_CONFIG", str(config))
    return data, config


def test_backup_then_restore_into_an_empty_folder_is_byte_for_byte(table_at_home, tmp_path: Path) -> None:
    data, config = table_at_home
    archive = backup.backup(tmp_path, data, config, version="1.2.3", now=NOW)
    assert archive.name == f"companion-backup-{NOW.astimezone().strftime('%Y%m%d-%H%M%S')}.tar.gz"
    empty, new_config = tmp_path / "new-card" / "data", tmp_path / "new-card" / "config.toml"
    done = restore(archive, empty, new_config, now=NOW)
    before = owner_files(data)
    assert set(before) >= {
        "preferences.json",
        MAD_MARKET_BOARD,
        STEAM_BARONS_CARD,
        BIGSHOT_BOARD,
        "games/played.json",
        "games/damaged/20250101-120000-tiny.jsonl",
    }
    assert sum(name.startswith("games/deleted/") for name in before) == 1
    assert sum(name.count("/") == 1 and name.endswith(".jsonl") for name in before) == 2
    assert everything(empty) == before  # nothing more, nothing less: no lock, no cache, no replaced/
    assert new_config.read_bytes() == config.read_bytes()
    assert done.replaced == [] and done.aside is None and len(done.written) == len(before) + 1


def test_the_manifest_names_each_file_with_its_size_and_checksum(table_at_home, tmp_path: Path) -> None:
    data, config = table_at_home
    archive = backup.backup(tmp_path / "b.tar.gz", data, config, version="1.2.3", now=NOW)
    with tarfile.open(archive) as tar:
        assert tar.getnames()[0] == "manifest.json"
        manifest = json.load(tar.extractfile("manifest.json"))
        stored = {info.name: tar.extractfile(info).read() for info in tar if info.name != "manifest.json"}
    assert manifest["format"] == "table-companion-backup" and manifest["version"] == 1
    assert manifest["companion"] == "1.2.3" and manifest["created"] == "2026-03-14T20:15:00+00:00"
    listed = {entry["path"]: entry for entry in manifest["files"]}
    assert set(listed) == set(stored)
    assert CONFIG in listed and f"data/{MAD_MARKET_BOARD}" in listed
    for name, content in stored.items():
        assert listed[name]["size"] == len(content)
        assert listed[name]["sha256"] == hashlib.sha256(content).hexdigest()


def test_a_new_name_without_its_suffix_gets_it_so_a_stick_offers_it_for_restore(table_at_home, tmp_path) -> None:
    """``companion backup /media/stick/sunday`` writes ``sunday.tar.gz``: a file named only ``sunday`` would
    not be among the archives a stick offers to restore (:func:`backup.archives_in`), nor say what it is."""
    data, config = table_at_home
    archive = backup.backup(tmp_path / "sunday", data, config, version="1.2.3", now=NOW)
    assert archive == tmp_path / "sunday.tar.gz" and not (tmp_path / "sunday").exists()
    assert backup.archives_in(tmp_path) == [archive]
    named = backup.backup(tmp_path / "monday.tar.gz", data, config, version="1.2.3", now=NOW)
    assert named == tmp_path / "monday.tar.gz"
    for typed in ("friday.tar", "saturday.tgz", "holiday.gz"):  # half the suffix typed: completed, not doubled
        written = backup.backup(tmp_path / typed, data, config, version="1.2.3", now=NOW)
        assert written == tmp_path / (typed.split(".")[0] + ".tar.gz")
        assert written in backup.archives_in(tmp_path)
    (tmp_path / "tuesday").write_text("not mine")  # an existing file is never written over, suffix or not
    with pytest.raises(backup.BackupError, match="already exists"):
        backup.backup(tmp_path / "tuesday", data, config, version="1.2.3", now=NOW)
    assert (tmp_path / "tuesday").read_text() == "not mine"


def test_two_backups_in_one_second_into_a_folder_each_get_a_name_of_their_own(table_at_home, tmp_path) -> None:
    """An update backs up, and a second update at once backs up again: the second is not refused (its update
    would stop), and neither backup is overwritten."""
    data, config = table_at_home
    target = tmp_path / "backups"
    target.mkdir()
    first = backup.backup(target, data, config, version="1.2.3", now=NOW)
    second = backup.backup(target, data, config, version="1.2.3", now=NOW)
    third = backup.backup(target, data, config, version="1.2.3", now=NOW)
    assert first.name == backup.default_name(NOW) and second.name == backup.default_name(NOW, 2) != first.name
    assert third.name.endswith(f"-3{backup.SUFFIX}") and sorted(target.iterdir()) == sorted([first, second, third])
    assert read_archive(first) and read_archive(second)


def test_the_command_backs_up_and_restores_what_the_companion_uses(table_at_home, tmp_path, capsys) -> None:
    data, config = table_at_home
    target = tmp_path / "stick"
    target.mkdir()
    assert main(["backup", str(target)]) == 0
    out = capsys.readouterr().out
    (made,) = target.iterdir()
    assert out.startswith(f"{made}: ") and "(2 saved games)" in out and f"companion restore {made}" in out
    assert main(["backup", str(made)]) == 2  # an existing backup is never overwritten
    assert "already exists" in capsys.readouterr().err
    (data / "preferences.json").write_text('{"language": "fr"}')
    config.write_text('language = "fr"\n')
    assert main(["restore", str(made)]) == 0
    out = capsys.readouterr().out
    assert "Restored 2 files" in out and "What it replaced (2 files) is kept in" in out
    assert (data / "preferences.json").read_text() == '{"language": "it", "volume": 0.2}\n'
    assert config.read_text().startswith('language = "it"')
    (kept,) = (data / REPLACED).iterdir()
    assert (kept / "data" / "preferences.json").read_text() == '{"language": "fr"}'
    assert (kept / "config" / "config.toml").read_text() == 'language = "fr"\n'
    assert str(kept) in out


def test_a_restore_keeps_what_it_replaces_and_leaves_newer_games(table_at_home, tmp_path: Path) -> None:
    data, config = table_at_home
    archive = backup.backup(tmp_path, data, config, version="1", now=NOW)
    newer = start_new("tiny", {"players": ["Gil", "Hal"], "rounds": 1})
    newer.close()
    board = data / MAD_MARKET_BOARD
    board.write_text('name = "recalibrated"\n')
    done = restore(archive, data, config, now=NOW)
    assert board.read_text().startswith('name = "Owner')
    assert done.aside is not None and done.aside.parent == data / REPLACED
    assert (done.aside / "data" / MAD_MARKET_BOARD).read_text() == 'name = "recalibrated"\n'
    assert newer.writer.path.exists()  # a game played since the backup is not the backup's to remove
    again = restore(archive, data, config, now=NOW)  # nothing differs any more: nothing written, nothing set aside
    assert (
        again.written == [] and again.aside is None and len(again.unchanged) == len(done.written) + len(done.unchanged)
    )


def damaged_variants(good: bytes) -> dict[str, bytes]:
    """The same backup, damaged each way an archive can be."""
    with tarfile.open(fileobj=io.BytesIO(good), mode="r:gz") as tar:
        files = {info.name: tar.extractfile(info).read() for info in tar}
    manifest = json.loads(files.pop("manifest.json"))

    def tar_of(entries: list[tuple[str, bytes]], extra: list[tarfile.TarInfo] = ()) -> bytes:
        buffer = io.BytesIO()
        with tarfile.open(fileobj=buffer, mode="w:gz") as tar:
            for name, content in entries:
                info = tarfile.TarInfo(name)
                info.size = len(content)
                tar.addfile(info, io.BytesIO(content))
            for info in extra:
                tar.addfile(info)
        return buffer.getvalue()

    def with_manifest(entries: dict[str, bytes], listed: dict[str, bytes] | None = None) -> bytes:
        listed = entries if listed is None else listed
        fake = {**manifest, "files": [
            {"path": n, "size": len(c), "sha256": hashlib.sha256(c).hexdigest()} for n, c in listed.items()
        ]}  # fmt: skip
        return tar_of([("manifest.json", json.dumps(fake).encode()), *entries.items()])

    first = next(name for name, content in files.items() if b"Ann" in content)
    changed = dict(files)
    changed[first] = changed[first].replace(b"Ann", b"Amy")
    raw = bytearray(gzip.decompress(good))
    where = raw.index(b"Ann")  # one byte of a journal, inside a sound gzip stream: only the checksum can tell
    raw[where] = ord("E")
    link = tarfile.TarInfo("data/preferences.json")
    link.type, link.linkname = tarfile.SYMTYPE, "/etc/shadow"
    fewer = {name: content for name, content in files.items() if name != first}
    bad_manifest = dict(manifest, files=[{"path": first}])
    flipped = bytearray(good)
    flipped[len(good) // 2] ^= 0x40
    return {
        "truncated": good[: len(good) * 2 // 3],
        "a changed byte in the compressed stream": bytes(flipped),
        "a changed byte in a file": gzip.compress(bytes(raw)),
        "a file changed and re-packed": with_manifest(changed, files),
        "a missing file": with_manifest(fewer, files),
        "a file the manifest does not list": with_manifest(files, fewer),
        "no manifest": tar_of(list(files.items())),
        "a manifest that is not JSON": tar_of([("manifest.json", b"{not json"), *files.items()]),
        "a manifest without checksums": tar_of([("manifest.json", json.dumps(bad_manifest).encode()), *files.items()]),
        "a path climbing out": with_manifest({**files, "data/../../evil.txt": b"owned"}),
        "an absolute path": with_manifest({**files, "/tmp/evil.txt": b"owned"}),
        "a path outside the layout": with_manifest({**files, "evil.txt": b"owned"}),
        "a link": tar_of([("manifest.json", json.dumps(manifest).encode()), *files.items()], [link]),
        "not an archive at all": b"PK\x03\x04 a zip, or anything else",
        "empty": b"",
    }


def test_a_damaged_archive_is_refused_and_nothing_changes(table_at_home, tmp_path: Path) -> None:
    data, config = table_at_home
    good = backup.backup(tmp_path, data, config, version="1", now=NOW).read_bytes()
    (data / "preferences.json").write_text('{"language": "fr"}')  # something a restore would replace
    before, config_before = everything(data), config.read_bytes()
    evil = tmp_path.parent / "evil.txt"
    for damage, content in damaged_variants(good).items():
        archive = tmp_path / "damaged.tar.gz"
        archive.write_bytes(content)
        with pytest.raises(DamagedArchive) as refused:
            restore(archive, data, config, now=NOW)
            pytest.fail(f"{damage}: not refused")
        message = str(refused.value)
        assert str(archive) in message and "\n" not in message, damage
        assert everything(data) == before and config.read_bytes() == config_before, damage
        assert not evil.exists() and not (data / REPLACED).exists(), damage


@pytest.mark.parametrize(
    ("damage", "said"),
    [
        ("truncated", "is damaged or not a companion backup"),
        ("a changed byte in a file", "does not match its checksum"),
        ("a missing file", "is listed in its manifest but missing from it"),
        ("a path climbing out", "is a path that leaves its folder; refused"),
        ("a link", "is a link; a companion backup holds only files"),
        ("no manifest", "has no manifest: it is not a companion backup"),
    ],
)
def test_the_command_says_why_in_one_sentence(table_at_home, tmp_path, capsys, damage, said) -> None:
    data, config = table_at_home
    good = backup.backup(tmp_path, data, config, version="1", now=NOW).read_bytes()
    archive = tmp_path / "from-the-stick.tar.gz"
    archive.write_bytes(damaged_variants(good)[damage])
    before = everything(data)
    assert main(["restore", str(archive)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("restore: ") and said in err and err.count("\n") == 1
    assert everything(data) == before


def test_a_configuration_that_cannot_be_written_is_left_beside_for_sudo(table_at_home, tmp_path, monkeypatch) -> None:
    data, config = table_at_home
    archive = backup.backup(tmp_path, data, config, version="1", now=NOW)
    config.write_text('language = "fr"\n')
    real = backup._writable
    monkeypatch.setattr(backup, "_writable", lambda target: target != config and real(target))
    done = restore(archive, data, config, now=NOW)
    assert config.read_text() == 'language = "fr"\n'
    assert done.aside is not None and (done.aside / CONFIG).read_text().startswith('language = "it"')
    assert done.notes == [
        f"{config} cannot be written here; the backup's configuration is kept as {done.aside / CONFIG}: "
        "copy it there with sudo"
    ]


def test_a_folder_in_the_way_is_found_before_anything_is_written(table_at_home, tmp_path: Path) -> None:
    data, config = table_at_home
    archive = backup.backup(tmp_path, data, config, version="1", now=NOW)
    (data / "preferences.json").write_text("{}")
    (data / STEAM_BARONS_CARD).unlink()
    (data / STEAM_BARONS_CARD).mkdir()
    before = everything(data)
    with pytest.raises(BackupError, match="is a folder where the backup has a file"):
        restore(archive, data, config, now=NOW)
    assert everything(data) == before


def test_links_and_special_files_are_left_out_and_said(table_at_home, tmp_path: Path) -> None:
    data, config = table_at_home
    (data / "games" / "elsewhere.jsonl").symlink_to("/etc/hostname")
    os.mkfifo(data / "pipe.json")
    found = backup.collect(data, config)
    names = [member.name for member in found.members]
    assert "data/games/elsewhere.jsonl" not in names and "data/pipe.json" not in names
    assert len(found.skipped) == 2 and any("a link" in note for note in found.skipped)
    archive = backup.backup(tmp_path, data, config, version="1", now=NOW)  # the pipe is never opened to block
    assert read_archive(archive).manifest["files"]


def test_an_empty_folder_has_nothing_to_back_up(tmp_path: Path) -> None:
    with pytest.raises(BackupError, match="nothing to back up"):
        backup.backup(tmp_path, tmp_path / "data", None, version="1", now=NOW)


def test_a_newer_format_asks_for_an_update(tmp_path: Path) -> None:
    content = pack([Member("data/preferences.json", b"{}")], version="9", created="2030-01-01T00:00:00+00:00")
    raw = gzip.decompress(content).replace(b'"version": 1', b'"version": 2')
    archive = tmp_path / "future.tar.gz"
    archive.write_bytes(gzip.compress(raw))
    with pytest.raises(DamagedArchive, match="update the companion first"):
        read_archive(archive)


def test_a_replaced_file_keeps_its_permissions(table_at_home, tmp_path: Path) -> None:
    """The installer's 0644 configuration stays readable by the service after a restore (run as root by sudo)."""
    data, config = table_at_home
    config.chmod(0o644)
    archive = backup.backup(tmp_path, data, config, version="1", now=NOW)
    config.write_text('language = "fr"\n')
    config.chmod(0o644)
    restore(archive, data, config, now=NOW)
    assert config.read_text().startswith('language = "it"') and config.stat().st_mode & 0o777 == 0o644
    fresh = tmp_path / "fresh" / "config.toml"
    restore(archive, tmp_path / "fresh" / "data", fresh, now=NOW)
    assert fresh.stat().st_mode & 0o777 == 0o644
