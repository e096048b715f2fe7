"""Finding a USB stick: the mount points under /media or /run/media in the kernel's mounts table, no others."""

from __future__ import annotations

from pathlib import Path

from companion.removable import drives


def test_sticks_are_the_mounts_under_the_media_folders(tmp_path: Path) -> None:
    media, run = tmp_path / "media", tmp_path / "run" / "media"
    udisks, spaced, usbmount, deep = (
        media / "pi" / "KINGSTON",
        run / "ann" / "MY STICK",
        media / "usb0",
        media / "a/b/c",
    )
    for point in (udisks, spaced, usbmount, deep, tmp_path / "boot"):
        point.mkdir(parents=True)
    table = tmp_path / "mounts"
    table.write_text(
        f"/dev/mmcblk0p2 / ext4 rw,noatime 0 0\n"
        f"/dev/mmcblk0p1 {tmp_path / 'boot'} vfat rw 0 0\n"
        f"/dev/sda1 {udisks} vfat rw,nosuid,nodev,uid=1000 0 0\n"
        f"/dev/sdb1 {str(spaced).replace(' ', chr(92) + '040')} exfat ro,nosuid 0 0\n"
        f"/dev/sdc1 {usbmount} vfat rw 0 0\n"
        f"/dev/sdd1 {deep} vfat rw 0 0\n"
        f"/dev/sde1 {media / 'pi' / 'GONE'} vfat rw 0 0\n"  # listed, but the folder is not there
        "garbage\n"
    )
    found = drives(table, (media, run))
    assert [(d.path, d.device, d.fstype, d.writable) for d in found] == [
        (udisks, "/dev/sda1", "vfat", True),
        (spaced, "/dev/sdb1", "exfat", False),
        (usbmount, "/dev/sdc1", "vfat", True),
    ]
    assert found[1].label == "MY STICK" and found[0].folder == udisks / "table-companion"
    assert found[0].free() is not None


def test_an_unreadable_mounts_table_is_no_stick(tmp_path: Path) -> None:
    assert drives(tmp_path / "missing", (tmp_path,)) == []
