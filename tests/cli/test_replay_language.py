"""``companion replay`` and ``companion export`` speak the table's language (the configuration file's
``language``), and ``--language`` asks for another; the file is read for that one key only."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion import config as config_module
from companion import table_language
from companion.__main__ import main
from companion.config_schema import KEYS
from companion.text.i18n import set_language, translator

ROOT = Path(__file__).resolve().parents[2]
BIGSHOT = ROOT / "tests" / "games" / "saved" / "bigshot-before-decisions.jsonl"


@pytest.fixture(autouse=True)
def english_after() -> object:
    yield
    set_language("en")  # a replay switches the process's words; the next test starts in English


def configured(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: str) -> None:
    path = tmp_path / "config.toml"
    path.write_text(text, encoding="utf-8")
    monkeypatch.setenv("COMPANION_CONFIG", str(path))


def replayed(capsys: pytest.CaptureFixture[str], *extra: str) -> list[str]:
    assert main(["replay", str(BIGSHOT), *extra]) == 0
    return capsys.readouterr().out.splitlines()


@pytest.mark.parametrize("code", ["it", "fr"])
def test_a_replay_speaks_the_configured_language(tmp_path, monkeypatch, capsys, code: str) -> None:
    configured(tmp_path, monkeypatch, f'language = "{code}"\n\n[leds]\nbrightness = 0.5\n')
    lines = replayed(capsys)
    say = translator(code)
    assert say("Final scores") in lines and "Final scores" not in lines
    english = replayed(capsys, "--language", "en")
    assert "Final scores" in english
    # The log itself, not only the standing: a line of the game's log differs from the English one.
    assert lines[:5] != english[:5]


def test_language_overrides_the_file_and_the_file_alone_means_english(tmp_path, monkeypatch, capsys) -> None:
    configured(tmp_path, monkeypatch, 'language = "it"\n')
    assert translator("fr")("Final scores") in replayed(capsys, "--language", "fr")
    configured(tmp_path, monkeypatch, "# no language\n[sound]\nvolume = 0.5\n")
    assert "Final scores" in replayed(capsys)
    configured(tmp_path, monkeypatch, 'language = "xx"\n')  # not a language: English, never a failed replay
    assert "Final scores" in replayed(capsys)


def test_an_export_speaks_the_configured_language(tmp_path, monkeypatch, capsys) -> None:
    configured(tmp_path, monkeypatch, 'language = "fr"\n')
    out = tmp_path / "out"
    assert main(["export", str(BIGSHOT), "--out", str(out), "--format", "html"]) == 0
    assert '<html lang="fr">' in (out / f"{BIGSHOT.stem}.html").read_text(encoding="utf-8")
    assert main(["export", str(BIGSHOT), "--out", str(out), "--format", "html", "--overwrite", "--language", "it"]) == 0
    assert '<html lang="it">' in (out / f"{BIGSHOT.stem}.html").read_text(encoding="utf-8")


@pytest.mark.parametrize("xdg", ["", "/somewhere/config"])
def test_the_file_read_is_the_configurations(tmp_path, monkeypatch, xdg: str) -> None:
    monkeypatch.delenv("COMPANION_CONFIG", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_CONFIG_HOME", xdg)
    monkeypatch.setattr(config_module, "SYSTEM_CONFIG", tmp_path / "etc.toml")
    monkeypatch.setattr(table_language, "SYSTEM_CONFIG", tmp_path / "etc.toml")
    assert table_language.file_path() == config_module.config_path()
    assert table_language.LANGUAGES == tuple(KEYS["language"].choices)
