"""The Italian and French catalogs are complete, current, compiled, and keep every {slot}."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.mofile import write_mo

from .catalogs import POT, ROOT, TRANSLATED, extract, mo_differences, po_path, read, slots


@pytest.fixture(scope="module")
def fresh():
    return extract()


def message_ids(catalog) -> set:
    """Each message as (context, id): one English word may have an entry per context."""
    return {(message.context, message.id) for message in catalog if message.id}


def test_template_is_current(fresh):
    """companion.pot holds exactly the messages marked in the code (run scripts/i18n extract)."""
    on_disk = message_ids(read(POT))
    assert sorted(map(str, message_ids(fresh) - on_disk)) == [], "marked in the code but missing from the .pot"
    assert sorted(map(str, on_disk - message_ids(fresh))) == [], "in the .pot but no longer in the code"


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_message_is_translated(fresh, code):
    catalog = read(po_path(code), code)
    assert not catalog.fuzzy, f"{code}: the catalog header is marked fuzzy"
    missing, fuzzy = [], []
    for message in fresh:
        if not message.id:
            continue
        entry = catalog.get(message.id, message.context)
        strings = (
            entry.string
            if entry is not None and isinstance(entry.string, tuple)
            else ((entry.string,) if entry is not None else ("",))
        )
        if entry is None or not all(strings):
            missing.append(message.id)
        elif entry.fuzzy:
            fuzzy.append(message.id)
    assert missing == [], f"{code}: untranslated (scripts/i18n update, then translate)"
    assert fuzzy == [], f"{code}: fuzzy (review the translation, then drop the flag)"


@pytest.mark.parametrize("code", TRANSLATED)
def test_no_obsolete_messages(code):
    catalog = read(po_path(code), code)
    assert sorted(catalog.obsolete) == [], f"{code}: obsolete entries (scripts/i18n update drops them)"


@pytest.mark.parametrize("code", TRANSLATED)
def test_compiled_catalog_matches(code):
    """The committed .mo says what the .po says: every message, plural form and context (scripts/i18n compile)."""
    po = po_path(code)
    mo = po.with_suffix(".mo")
    assert mo.exists(), f"{mo} is missing"
    assert mo_differences(read(po, code), mo) == [], f"{mo} is stale (scripts/i18n compile)"


@pytest.mark.parametrize("code", TRANSLATED)
def test_translations_keep_every_slot(code):
    """A translation that drops, renames or adds a {slot} breaks the sentence at run time."""
    wrong = []
    for message in read(po_path(code), code):
        if not message.id or not message.string:
            continue
        if isinstance(message.id, tuple):  # plural forms: the first follows the singular, the rest the plural
            pairs = [(message.id[0 if index == 0 else 1], form) for index, form in enumerate(message.string)]
        else:
            pairs = [(message.id, message.string)]
        for source, translated in pairs:
            try:
                same = slots(source) == slots(translated)
            except ValueError as error:  # an unbalanced brace
                same = False
                translated = f"{translated} ({error})"
            if not same:
                wrong.append(f"{source!r} -> {translated!r}")
    assert wrong == [], f"{code}: slots differ:\n" + "\n".join(wrong)


def test_slot_parser_sees_conversions_and_formats():
    assert slots("{player_name} has ${cash:,} for {tile!r}") == ["{cash:,}", "{player_name}", "{tile!r}"]
    assert slots("no slots") == []


def compile_to(catalog, path: Path) -> Path:
    with open(path, "wb") as handle:
        write_mo(handle, catalog, use_fuzzy=False)
    return path


@pytest.mark.parametrize("code", TRANSLATED)
def test_a_stale_compiled_catalog_is_caught(code, tmp_path):
    """The meaning check sees a changed translation, a lost message, an extra one and a changed plural rule."""
    catalog = read(po_path(code), code)
    assert mo_differences(catalog, compile_to(catalog, tmp_path / "same.mo")) == []
    singular = next(m for m in catalog if m.id and isinstance(m.id, str) and not m.context and m.string)
    plural = next(m for m in catalog if isinstance(m.id, tuple) and m.string)

    changed = read(po_path(code), code)
    changed[singular.id].string = singular.string + " (old)"
    assert any(repr(singular.id) in p for p in mo_differences(catalog, compile_to(changed, tmp_path / "a.mo")))

    lost = read(po_path(code), code)
    lost.delete(plural.id)
    assert f"missing from the .mo: {(plural.id[0], 0)!r}" in mo_differences(
        catalog, compile_to(lost, tmp_path / "b.mo")
    )
    assert any("but not the .po" in p for p in mo_differences(lost, compile_to(catalog, tmp_path / "c.mo")))

    other_rule = read(po_path(code), code)
    other_rule._num_plurals, other_rule._plural_expr = 2, "(n > 5)"
    assert any(p.startswith("plural rule") for p in mo_differences(catalog, compile_to(other_rule, tmp_path / "d.mo")))


BABEL_VERSIONS = ("2.14.0", "2.19.0")


@pytest.mark.slow
@pytest.mark.parametrize("version", BABEL_VERSIONS)
def test_the_catalog_checks_pass_with_every_babel_the_project_allows(version, tmp_path):
    """Babel 2.14 (the oldest pyproject.toml allows) and 2.19 write different .mo bytes for the same
    .po; the committed catalogs pass the whole catalog suite under each, and each one's own
    compilation means what the .po says."""
    target = tmp_path / "babel"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--quiet",
            "--disable-pip-version-check",
            "--no-deps",
            "--target",
            str(target),
            f"babel=={version}",
        ],
        check=True,
        capture_output=True,
        text=True,
        timeout=600,
    )
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(target), os.environ.get("PYTHONPATH", "")])}
    probe = subprocess.run(
        [sys.executable, "-c", "import babel; print(babel.__version__)"],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    assert probe.stdout.strip() == version
    for code in TRANSLATED:
        out = tmp_path / code
        out.mkdir()
        subprocess.run(
            [
                sys.executable,
                "-m",
                "babel.messages.frontend",
                "compile",
                "-i",
                str(po_path(code)),
                "-o",
                str(out / "companion.mo"),
                "-l",
                code,
            ],
            env=env,
            check=True,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert mo_differences(read(po_path(code), code), out / "companion.mo") == [], (version, code)
    suite = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-m", "not slow", str(Path(__file__))],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert suite.returncode == 0, suite.stdout[-3000:] + suite.stderr[-2000:]
