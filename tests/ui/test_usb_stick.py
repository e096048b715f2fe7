"""The USB stick from the saved games screen: back up to it, restore from it (asking first, a damaged archive
refused with nothing changed), export a score sheet to it or, without one, to the card; driven by taps, every
text inside its box in English, Italian and French."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion import backup
from companion.core import ChanceSource
from companion.storage import data_path, start_new
from companion.text.i18n import _, set_language
from companion.ui import fit, theme
from companion.ui.scenes.home import SavedGamesScene
from companion.ui.scenes.usb import RestoreScene, UsbScene

LANGUAGES = ["en", "it", "fr"]


class Media:
    """A fake /media with a mounts table: sticks go in and out as the kernel would list them."""

    def __init__(self, root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        self.root, self.table = root / "media", root / "mounts"
        self.root.mkdir()
        self.table.write_text("/dev/mmcblk0p2 / ext4 rw,noatime 0 0\n")
        monkeypatch.setenv("COMPANION_MEDIA_ROOTS", str(self.root))
        monkeypatch.setenv("COMPANION_MOUNTS", str(self.table))

    def insert(self, label: str = "STICK", options: str = "rw,nosuid,nodev") -> Path:
        point = self.root / "owner" / label
        point.mkdir(parents=True)
        escaped = str(point).replace(" ", "\\040")
        self.table.write_text(self.table.read_text() + f"/dev/sda1 {escaped} vfat {options} 0 0\n")
        return point


@pytest.fixture
def media(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Media:
    return Media(tmp_path, monkeypatch)


@pytest.fixture(autouse=True)
def english_after():
    theme.REPORT.overflows.clear()
    yield
    set_language("en")


def finished_game(players: tuple[str, ...] = ("Ann", "Ben", "Cat")) -> Path:
    table = start_new("steam_barons", {"players": list(players), "seed": 4})
    chance = ChanceSource(4)
    while not table.over:
        table.submit(table.choose_random(chance))
    table.close()
    return table.writer.path


def texts(app) -> str:
    return " ".join(getattr(w, "text", "") for w in app.scene.widgets)


def fits(app) -> None:
    app.draw()
    assert theme.REPORT.overflows == [], theme.REPORT.overflows
    assert fit.check(app.scene) == []


def speak(app, language: str) -> None:
    app.prefs.language = language
    set_language(language)


def open_usb(app, fingers) -> None:
    app.reset(SavedGamesScene(app))
    app.draw()
    fingers.tap("usb")
    assert isinstance(app.scene, UsbScene)


@pytest.mark.parametrize("language", LANGUAGES)
def test_without_a_stick_the_screen_says_to_insert_one(app, fingers, media, language) -> None:
    speak(app, language)
    finished_game()
    open_usb(app, fingers)
    assert _("Insert a USB stick to back up the saved games and settings, or to restore them.") in texts(app)
    assert not app.scene.find("backup").enabled and not app.scene.find("restore").enabled
    fits(app)
    point = media.insert()  # plugged in while the screen is shown: the next look finds it
    assert app.scene.expire(app.scene.looked + 3)
    assert app.scene.drive is not None and app.scene.drive.path == point and app.scene.find("backup").enabled
    assert "STICK" in texts(app)
    fits(app)


@pytest.mark.parametrize("language", LANGUAGES)
def test_back_up_to_the_stick_then_restore_from_it(app, fingers, media, language) -> None:
    speak(app, language)
    game = finished_game()
    prefs = data_path() / "preferences.json"
    app.prefs.volume = 0.3
    app.save_prefs()
    kept = prefs.read_bytes()
    point = media.insert()
    open_usb(app, fingers)
    fingers.tap("backup")
    (made,) = (point / "table-companion").iterdir()
    assert backup.read_archive(made).members and made.name in texts(app)  # said where it went
    fits(app)

    game.unlink()  # the game lost, the volume changed: the stick brings both back
    app.prefs.volume = 0.9
    app.save_prefs()
    fingers.tap("restore")
    assert isinstance(app.scene, RestoreScene) and made.name in texts(app)
    fits(app)
    fingers.tap("archive-0")
    assert type(app.scene).__name__ == "ConfirmScene" and made.name in texts(app) + app.scene.message
    fits(app)
    fingers.tap("yes")
    assert isinstance(app.scene, UsbScene) and str(data_path() / "replaced") in texts(app)  # where the old is kept
    fits(app)
    assert game.exists() and prefs.read_bytes() == kept and app.prefs.volume == 0.3  # in effect at once
    assert list((data_path() / "replaced").iterdir())


def test_a_damaged_backup_on_the_stick_is_refused_and_nothing_changes(app, fingers, media) -> None:
    finished_game()
    point = media.insert()
    folder = point / "table-companion"
    folder.mkdir()
    (folder / "companion-backup-20260101-120000.tar.gz").write_bytes(b"\x1f\x8b\x08 half an archive")
    before = {p: p.read_bytes() for p in data_path().rglob("*") if p.is_file() and p.name != ".index.json"}
    open_usb(app, fingers)
    fingers.tap("restore")
    fingers.tap("archive-0")
    fingers.tap("yes")
    assert isinstance(app.scene, UsbScene) and "Nothing was restored" in texts(app)
    after = {p: p.read_bytes() for p in data_path().rglob("*") if p.is_file() and p.name != ".index.json"}
    assert after == before
    fits(app)


def test_a_stick_without_backups_says_so(app, fingers, media) -> None:
    media.insert()
    open_usb(app, fingers)
    fingers.tap("restore")
    assert isinstance(app.scene, UsbScene) and "no backup on this USB stick" in texts(app)


def test_a_read_only_stick_offers_restore_only(app, fingers, media) -> None:
    media.insert(options="ro,nosuid")
    open_usb(app, fingers)
    assert "read-only" in texts(app)
    assert not app.scene.find("backup").enabled and app.scene.find("restore").enabled
    fits(app)


@pytest.mark.parametrize("language", LANGUAGES)
def test_export_from_the_saved_games_goes_to_the_stick(app, fingers, media, language) -> None:
    speak(app, language)
    game = finished_game()
    point = media.insert()
    app.reset(SavedGamesScene(app))
    fits(app)
    fingers.tap("export-0")
    folder = point / "table-companion" / "exports"
    assert sorted(p.name for p in folder.iterdir()) == [f"{game.stem}.{fmt}" for fmt in ("csv", "html", "json")]
    assert f'lang="{language}"' in (folder / f"{game.stem}.html").read_text()
    assert app.toast is not None and "STICK" in app.toast.text
    fits(app)


@pytest.mark.parametrize("language", LANGUAGES)
def test_export_replaces_the_same_games_sheet_but_never_another_games_of_the_same_name(
    app, fingers, media, monkeypatch, language
) -> None:
    """A saved game's name is unique on its card only: a game started the same second after an earlier one was
    deleted (or another table's) has the same name, and its export replaced the other game's sheet on the stick.
    The same game's newer sheet still replaces its own."""
    import companion.storage as storage

    speak(app, language)
    monkeypatch.setattr(storage, "now_iso", lambda: "2026-11-30T19:00:00+00:00")
    point = media.insert()
    folder = point / "table-companion" / "exports"
    first = finished_game()
    app.reset(SavedGamesScene(app))
    app.draw()
    fingers.tap("export-0")
    kept = {fmt: (folder / f"{first.stem}.{fmt}").read_bytes() for fmt in ("csv", "html", "json")}
    assert b"Ann" in kept["csv"]
    fingers.tap("export-0")  # the same game again: its own sheet replaced, no second one
    assert sorted(p.name for p in folder.iterdir()) == [f"{first.stem}.{fmt}" for fmt in ("csv", "html", "json")]
    first.unlink()  # deleted from the card; the next game started that second takes its name
    second = finished_game(("Zoé", "Max", "Eve"))
    assert second.name == first.name
    app.reset(SavedGamesScene(app))
    app.draw()
    for _round in range(2):  # exported twice: the second time replaces its own renamed sheet
        fingers.tap("export-0")
        assert {fmt: (folder / f"{first.stem}.{fmt}").read_bytes() for fmt in kept} == kept  # the other game's
        assert sorted(p.name for p in folder.iterdir()) == sorted(
            f"{stem}.{fmt}" for stem in (first.stem, f"{first.stem}-2") for fmt in ("csv", "html", "json")
        )
        assert "Zoé" in (folder / f"{first.stem}-2.csv").read_text()
        assert app.toast is not None and f"{first.stem}-2" in app.toast.text and "STICK" in app.toast.text
        fits(app)


def test_a_sheet_of_that_name_that_says_nothing_of_its_game_is_kept(app, fingers, media) -> None:
    """A csv of the game's name without its json (copied there by hand, a league's edited sheet) is not known to
    be this game's: it is kept, and the export takes the next name."""
    point = media.insert()
    folder = point / "table-companion" / "exports"
    folder.mkdir(parents=True)
    game = finished_game()
    (folder / f"{game.stem}.csv").write_text("name,points\nAnn,12\n")
    app.reset(SavedGamesScene(app))
    app.draw()
    fingers.tap("export-0")
    assert (folder / f"{game.stem}.csv").read_text() == "name,points\nAnn,12\n"
    assert (folder / f"{game.stem}-2.json").exists()
    assert app.toast is not None and f"{game.stem}-2" in app.toast.text


def test_export_without_a_stick_goes_to_the_card_and_says_where(app, fingers, media) -> None:
    game = finished_game()
    app.reset(SavedGamesScene(app))
    app.draw()
    fingers.tap("export-0")
    folder = data_path() / "exports"
    assert (folder / f"{game.stem}.csv").exists()
    assert app.toast is not None and str(folder) in app.toast.text and not app.toast.color == theme.DANGER
