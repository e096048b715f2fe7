"""The console asks in words for typing: a question every front-end shares names no gesture of one of them.

An engine's questions (and the kit's and the shared text layer's words) are read at the touchscreen, at the
console and on the phones alike, so "tap the space of your start tile" there is a touchscreen's word at a
keyboard. Each front-end adds its own gesture: the touchscreen a hint ("Tap the space of your start tile."),
the console what to type ("Type a tile, e.g. 5C.").
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from babel.messages.pofile import read_po

from companion.core import Table
from companion.games import get
from companion.text.i18n import DOMAIN, LOCALE_DIR, _, set_language
from tests.console.sessions import play

SHARED = ("companion/games/", "companion/core/", "companion/text/")
"""The layers below both front-ends: what they word, every front-end shows."""

GESTURES = re.compile(r"\b(tap|taps|tapped|tapping|click|clicks|clicked|swipe|swipes)\b", re.IGNORECASE)
"""A touchscreen's or a mouse's gestures in English (not "touch": Acquire's tiles touch each other)."""

TOUCH_WORDS = {"en": ("tap",), "it": ("tocca la", "tocca il", "tocca una", "tocca i"), "fr": ("touchez",)}
"""How each language asks for a tap (Italian "tocca a te" is "your turn", not a gesture)."""


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    yield
    set_language("en")


def test_the_shared_layers_word_no_gesture() -> None:
    with open(LOCALE_DIR / f"{DOMAIN}.pot", "rb") as handle:
        catalog = read_po(handle)
    gestures = [
        (message.id, sorted({path for path, _line in message.locations}))
        for message in catalog
        if message.id
        and any(path.startswith(SHARED) for path, _line in message.locations)
        and any(GESTURES.search(text) for text in (message.id if isinstance(message.id, tuple) else (message.id,)))
    ]
    assert gestures == []


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_acquires_start_tile_is_asked_for_typing(language: str) -> None:
    text = play(Table.new(get("acquire"), {"players": ["Ann", "Ben", "Cat"]}, created="x"), language=language)
    set_language(language)
    question = _("{name}: place your start tile").format(name="Ann")
    typing = _("Type a tile, e.g. {example}.").split("{example}")[0]
    after = text.split(f"\n{question}\n", 1)[1]
    note = _("The start tile nearest 1A plays first (the row letter first: 9A before 1B).")
    said, _rest = after.split(f"\n  {typing}", 1)  # the question, its rule, then what to type, in the language
    assert " ".join(said.split()) == note
    assert not [word for word in TOUCH_WORDS[language] if word in text.lower()]
