"""Shared by the catalog tests and ``scripts/i18n check``: a fresh extraction and the catalogs on disk.

The extraction repeats what ``scripts/i18n extract`` runs (keywords ``_ N_ NP_:1c,2 N_plural:1,2 NP_plural:1c,2,3 ngettext:1,2 pgettext:1c,2``,
comment tag ``NOTE:``, every ``.py`` under ``companion/``) through Babel's Python API, so
the tests need no shell.
"""

from __future__ import annotations

import gettext
import string
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

from companion.text.i18n import DOMAIN, LOCALE_DIR

ROOT = Path(__file__).resolve().parents[2]
KEYWORDS = {
    "_": None,
    "N_": None,
    "NP_": ((1, "c"), 2),
    "N_plural": (1, 2),
    "NP_plural": ((1, "c"), 2, 3),
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
}
COMMENT_TAGS = ("NOTE:",)
TRANSLATED = ("it", "fr")
POT = LOCALE_DIR / f"{DOMAIN}.pot"


def extract() -> Catalog:
    """Every marked message in the code as it is now."""
    catalog = Catalog(domain=DOMAIN)
    for filename, lineno, message, comments, context in extract_from_dir(
        ROOT / "companion",
        [("**.py", "python")],
        keywords=KEYWORDS,
        comment_tags=COMMENT_TAGS,
        strip_comment_tags=False,
    ):
        catalog.add(message, None, [(f"companion/{filename}", lineno)], auto_comments=comments, context=context)
    return catalog


def po_path(code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def read(path: Path, code: str | None = None) -> Catalog:
    with open(path, "rb") as handle:
        return read_po(handle, locale=code)


def expected_messages(catalog: Catalog) -> dict[str | tuple[str, int], str]:
    """What a compiled catalog must answer, keyed as Python's gettext keys a ``.mo``.

    A singular message is keyed by its id, a plural one by ``(id, form)`` for each form, and a
    message with a context by ``context + "\\x04" + id``, as GNU gettext stores it. Fuzzy and
    untranslated entries are left out, as ``pybabel compile`` leaves them out.
    """
    wanted: dict[str | tuple[str, int], str] = {}
    for message in catalog:
        if not message.id or message.fuzzy:
            continue
        prefix = f"{message.context}\x04" if message.context else ""
        if isinstance(message.id, tuple | list):
            forms = message.string if isinstance(message.string, tuple | list) else (message.string,)
            if not any(forms):
                continue
            for index, form in enumerate(forms):
                wanted[(prefix + message.id[0], index)] = form
        elif message.string:
            wanted[prefix + message.id] = message.string
    return wanted


def mo_differences(catalog: Catalog, mo: Path) -> list[str]:
    """How the compiled ``mo`` differs in meaning from ``catalog``: its messages and plural rule.

    The file is read by Python's own ``gettext`` (what the companion reads at run time), never
    compared byte for byte: two Babel versions write the same messages in different bytes (header
    fields, order), and a check of the bytes would fail on a tool's update with nothing wrong.
    """
    with open(mo, "rb") as handle:
        translations = gettext.GNUTranslations(handle)
    found = {key: value for key, value in translations._catalog.items() if key != ""}  # type: ignore[attr-defined]
    wanted = expected_messages(catalog)
    problems = [f"missing from the .mo: {key!r}" for key in wanted.keys() - found.keys()]
    problems += [f"in the .mo but not the .po: {key!r}" for key in found.keys() - wanted.keys()]
    problems += [
        f"{key!r}: the .mo says {found[key]!r}, the .po {wanted[key]!r}"
        for key in wanted.keys() & found.keys()
        if found[key] != wanted[key]
    ]
    rule = gettext.c2py(catalog.plural_expr)
    if [translations.plural(n) for n in range(1000)] != [rule(n) for n in range(1000)]:  # type: ignore[attr-defined]
        problems.append(f"plural rule: the .po says {catalog.plural_expr!r}, the .mo another")
    if translations.charset() not in ("utf-8", "UTF-8"):
        problems.append(f"charset {translations.charset()!r}, not UTF-8")
    return sorted(problems, key=str)


def slots(text: str) -> list[str]:
    """The replacement fields of a brace template, sorted, each with its conversion and format spec."""
    fields = []
    for _literal, name, spec, conversion in string.Formatter().parse(text):
        if name is not None:
            fields.append(f"{{{name}{'!' + conversion if conversion else ''}{':' + spec if spec else ''}}}")
    return sorted(fields)
