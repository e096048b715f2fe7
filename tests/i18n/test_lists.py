"""Lists of words joined the language's way: "red or white", "rosso o bianco", "rouge ou blanc".

An engine cannot write " or ".join(colours): that is English glued into the data. It gives the tuple and
writes ``{choices:or}`` (or ``{names:and}``) in its template; :func:`companion.core.i18n.fill` joins it with
the ``listing`` the translate callable carries (Babel's CLDR list patterns), and a refusal's ``translated``
fields translate each word first.
"""

from __future__ import annotations

import pytest

from companion.core import N_, RuleViolation
from companion.core.i18n import english_list, fill
from companion.text.i18n import _, listing, set_language


@pytest.fixture
def language():
    yield set_language
    set_language("en")


def test_english_keeps_its_house_style():
    assert english_list(["a"]) == "a"
    assert english_list(["a", "b", "c"]) == "a, b and c"
    assert english_list(["a", "b"], "or") == "a or b"
    assert (
        fill("{x:or}, {y:and}", {"x": ("red", "white"), "y": ["Ann", "Ben", "Cat"]}) == "red or white, Ann, Ben and Cat"
    )


@pytest.mark.parametrize(
    "code, both, three",
    [("en", "a or b", "a, b and c"), ("it", "a o b", "a, b e c"), ("fr", "a ou b", "a, b et c")],
)
def test_the_screens_list_with_babel(language, code, both, three):
    language(code)
    assert listing(["a", "b"], "or") == both
    assert listing(["a", "b", "c"]) == three
    assert fill("{x:or}", {"x": ("a", "b")}, _) == both


class ColourRefusal(RuleViolation):
    code = "test_colour"
    translated = ("choices", "color")


@pytest.mark.parametrize(
    "code, expected", [("it", "Ann gioca rosso o bianco, non nero."), ("fr", "Ann joue rouge ou blanc, pas noir.")]
)
def test_a_refusal_translates_each_word_of_its_list(language, code, expected):
    template = N_("{player_name} plays {choices:or}, not {color}.")
    refusal = ColourRefusal(template, player_name="Ann", choices=("red", "white"), color="black")
    assert str(refusal) == "Ann plays red or white, not black."
    language(code)
    sentence = {
        "it": "{player_name} gioca {choices:or}, non {color}.",
        "fr": "{player_name} joue {choices:or}, pas {color}.",
    }

    def translate(text: str) -> str:
        return sentence[code] if text == template else _(text)

    translate.listing = _.listing  # type: ignore[attr-defined]
    assert refusal.message(translate) == expected


@pytest.mark.parametrize(("code", "expected"), [("en", "1, 900 and 1,200"), ("it", "1, 900 e 1.200")])
def test_the_whole_numbers_of_a_list_are_grouped_as_amounts(language, code, expected):
    """A share track's values listed in a refusal read "1,200" among them, as every amount reads; words stay."""
    language(code)
    assert fill("{values:and}", {"values": (1, 900, 1200)}, _) == expected
    assert fill("{values:or}", {"values": ("1200", True)}, _).startswith("1200")  # text and flags as written
