"""The companion is called one way in each language, as its catalogue says it most: Italian "il companion",
French "le compagnon" (docs/translating.md, "The companion's name"). "Table Companion", the product's title, is
never translated."""

from __future__ import annotations

import re

import pytest

from .catalogs import po_path, read

NAME = {"it": "companion", "fr": "compagnon"}
"""Each language's word for the companion, written small inside a sentence ("Il companion" starts one)."""
TITLE = "Table Companion"


def said(code: str) -> list[tuple[str, str]]:
    """Each translated text whose English names the companion (not only the product's title), with its English."""
    found = []
    for message in read(po_path(code), code):
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        texts = message.string if isinstance(message.string, tuple) else (message.string,)
        if any("companion" in text.replace(TITLE, "").lower() for text in ids):
            found += [(ids[0], text) for text in texts if text]
    return found


@pytest.mark.parametrize("code", sorted(NAME))
def test_the_companion_has_one_name_in_each_language(code: str) -> None:
    word = NAME[code]
    assert said(code), "the catalogue names the companion somewhere"
    for english, text in said(code):
        rest = text.replace(TITLE, "")
        assert re.search(rf"\b{word}\b", rest, re.IGNORECASE), (english, text)
        # Capitalised only where its sentence starts with it: "Il companion", never "il Companion"
        assert not re.search(rf"(?<!^)(?<![.:!?] )\b{word.capitalize()}\b", rest), (english, text)
        if code == "fr":
            assert not re.search(r"\bcompanion\b", rest, re.IGNORECASE), (english, text)
