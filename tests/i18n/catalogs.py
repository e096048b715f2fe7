"""Shared by the catalog tests and ``scripts/i18n check``: a fresh extraction and the catalogs on disk.

The extraction repeats what ``scripts/i18n extract`` runs (keywords ``_ N_ ngettext:1,2 pgettext:1c,2``,
comment tag ``NOTE:``, every ``.py`` under ``companion/``) through Babel's Python API, so
the tests need no shell.
"""

from __future__ import annotations

import io
import string
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from companion.ui.i18n import DOMAIN, LOCALE_DIR

ROOT = Path(__file__).resolve().parents[2]
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
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


def compiled(catalog: Catalog) -> bytes:
    """The .mo bytes ``pybabel compile`` writes for ``catalog`` (fuzzy entries left out)."""
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def slots(text: str) -> list[str]:
    """The replacement fields of a brace template, sorted, each with its conversion and format spec."""
    fields = []
    for _literal, name, spec, conversion in string.Formatter().parse(text):
        if name is not None:
            fields.append(f"{{{name}{'!' + conversion if conversion else ''}{':' + spec if spec else ''}}}")
    return sorted(fields)
