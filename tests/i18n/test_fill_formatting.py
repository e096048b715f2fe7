"""A sentence is filled by ``str.format_map`` where it can, and reads exactly as ``Formatter.vformat`` made it.

:func:`companion.core.i18n.fill` hands each value to ``format_map`` wrapped, so the language's own specs (``,``
on a whole number, ``and``/``or`` on a list) still apply; everything else must be ``str.format``'s, and a field
``format_map`` cannot read (an attribute, an item) goes to ``vformat``. Each case is compared with ``vformat``:
the same sentence, or the same kind of error.
"""

from __future__ import annotations

from typing import Any

import pytest

from companion.core.i18n import LIST_STYLES, _Filler, _formatted, english_list, english_number, fill


class Seat:
    name = "Anna"

    def __repr__(self) -> str:
        return "Seat(Anna)"


def french_number(value: int) -> str:
    return f"{value:,}".replace(",", "\u202f")


def french_list(items: Any, style: str) -> str:
    return english_list(items, style).replace(" and ", " et ").replace(" or ", " ou ")


VALUES: dict[str, Any] = {
    "cash": 123456,
    "small": 7,
    "flag": True,
    "price": 3.5,
    "name": "Zoë",
    "chains": ["Tower", "Luxor", "Imperial"],
    "pair": ("red", "white"),
    "seat": Seat(),
    "width": 8,
    "none": None,
}

TEMPLATES = [
    "{name} pays ${cash:,}",
    "{name} pays ${cash:,d} for {small:,} shares",
    "{flag:,}",
    "{chains:and}; {pair:or}",
    "{chains}",
    "{name!r} {name!s} {name!a}",
    "{seat!r} and {seat}",
    "{name:>{width}}|{small:03d}|{price:.2f}|{cash:_}",
    "{seat.name} holds {chains[0]}",
    "{{literal}} {none}",
    "plain text",
    "",
]

BROKEN = ["{missing}", "{}", "{0}", "{cash:and}", "{name:d}", "{seat.nothing}", "{chains[9]}", "{name"]


@pytest.mark.parametrize("number, listing", [(english_number, english_list), (french_number, french_list)])
@pytest.mark.parametrize("template", TEMPLATES)
def test_the_same_sentence_as_vformat(template: str, number: Any, listing: Any) -> None:
    filler = _Filler(number, listing)
    assert _formatted(filler, template, VALUES) == filler.vformat(template, (), VALUES)


@pytest.mark.parametrize("template", BROKEN)
def test_the_same_error_as_vformat(template: str) -> None:
    filler = _Filler(english_number, english_list)
    with pytest.raises(Exception) as expected:
        filler.vformat(template, (), VALUES)
    with pytest.raises(type(expected.value)):
        _formatted(filler, template, VALUES)


def test_the_language_specs_still_apply() -> None:
    filler = _Filler(french_number, french_list)
    assert (
        _formatted(filler, "{cash:,} {chains:and} {pair:or}", VALUES)
        == "123\u202f456 Tower, Luxor et Imperial red ou white"
    )
    assert LIST_STYLES == ("and", "or")


def test_fill_still_falls_back_to_english_when_a_translation_is_broken() -> None:
    def translate(text: str) -> str:
        return "{nom} paie {cash:,}"

    assert fill("{name} pays {cash:,}", VALUES, translate) == "Zoë pays 123,456"
