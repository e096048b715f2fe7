"""The Italian and French catalogs are complete, current, compiled, and keep every {slot}."""

from __future__ import annotations

import pytest

from .catalogs import POT, TRANSLATED, compiled, extract, po_path, read, slots


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
    """The committed .mo is what compiling the .po gives (run scripts/i18n compile)."""
    po = po_path(code)
    mo = po.with_suffix(".mo")
    assert mo.exists(), f"{mo} is missing"
    assert mo.read_bytes() == compiled(read(po, code)), f"{mo} is stale"


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
